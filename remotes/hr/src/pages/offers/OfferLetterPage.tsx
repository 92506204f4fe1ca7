import {
  createOffer,
  fetchJoiningFile,
  fetchOffer,
  fetchOfferPdf,
  listJoiningQueue,
  listOffers,
  messageOf,
  OFFER_EXPORT_URLS,
  previewOffer,
  reviewJoiningDocument,
  sendOffer,
  updateOffer,
  withdrawOffer,
} from '@managewell/api';
import {
  JOINING_DOCUMENTS,
  JOINING_STATUSES,
  type JoiningQueueRow,
  type ListField,
  OFFER_STATUS_LABEL,
  OFFER_STATUSES,
  type OfferDetail,
  type OfferPreview,
  type OfferStatus,
  type OfferSummary,
  PAGE_FIELDS,
} from '@managewell/api/contract';
import { ExportButton, PageHeader, useAntApp, useRemoteData } from '@managewell/ui';
import type { DataColumn } from '@managewell/ui/data-table';
import { TabBar } from '@managewell/ui/light';
import { ListFrame, ListSearch, ListSelect, useListQuery } from '@managewell/ui/list';
import { Button, Drawer, Input, Modal, Popconfirm, Space, Spin, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dateLabel, inr, saveBlob } from '../people/format';
import { ConvertOffer } from './ConvertOffer';
import { OfferTemplateTab } from './OfferTemplateTab';

const COLOUR: Record<OfferStatus, string> = {
  draft: 'blue',
  sent: 'gold',
  viewed: 'cyan',
  accepted: 'green',
  declined: 'red',
  withdrawn: 'default',
  expired: 'default',
};

// The offer form (antd's Form, DatePicker, InputNumber, Select) loads when a draft is opened (see docs/decisions/0011-load-on-first-use.md).
const OfferForm = lazy(() => import('./OfferForm').then((m) => ({ default: m.OfferForm })));

/** The offers' query in the URL (`offerListQuery` validates it; `q` is its `search`). */
const OFFER_FIELDS = {
  ...PAGE_FIELDS,
  status: { kind: 'enum', values: OFFER_STATUSES },
  q: { kind: 'text', max: 100 },
} as const satisfies Record<string, ListField>;

/** The joining documents' query in the URL (`joiningQueueQuery` validates it). */
const JOINING_FIELDS = {
  ...PAGE_FIELDS,
  status: { kind: 'enum', values: JOINING_STATUSES },
} as const satisfies Record<string, ListField>;

function Letter({ text }: { text: string }) {
  return (
    <div>
      {text
        .split(/\n\s*\n/)
        .filter((p) => p.trim())
        .map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text
          <p key={i} style={{ whiteSpace: 'pre-wrap' }}>
            {p.trim()}
          </p>
        ))}
    </div>
  );
}

function OffersTab() {
  const { message } = useAntApp();
  const list = useListQuery(OFFER_FIELDS, { filters: ['q', 'status'] });
  const { page, pageSize, status, q } = list.query;
  const remote = useRemoteData(
    () => listOffers({ page, pageSize, status, search: q }),
    JSON.stringify(list.query),
  );
  const { reload } = remote;
  const [editing, setEditing] = useState<OfferDetail | 'new' | null>(null);
  const [shown, setShown] = useState<OfferDetail | null>(null);
  const [preview, setPreview] = useState<OfferPreview | null>(null);
  const [busy, setBusy] = useState(false);

  const open = async (row: OfferSummary, edit: boolean) => {
    try {
      const offer = await fetchOffer(row.id);
      edit ? setEditing(offer) : setShown(offer);
    } catch (failure) {
      void message.error(messageOf(failure));
    }
  };
  const act = async (what: () => Promise<OfferDetail>, done: string) => {
    setBusy(true);
    try {
      const offer = await what();
      setShown(offer);
      void message.success(done);
      reload();
    } catch (failure) {
      void message.error(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const pdf = async (offer: { id: number; number: string }) => {
    try {
      saveBlob(await fetchOfferPdf(offer.id), `offer-${offer.number.replace(/\//g, '-')}.pdf`);
    } catch (failure) {
      void message.error(messageOf(failure, 'The PDF could not be downloaded.'));
    }
  };

  const columns: DataColumn<OfferSummary>[] = [
    { key: 'number', title: 'No.', render: (o) => o.number, responsive: 'md' },
    {
      key: 'name',
      title: 'Candidate',
      render: (o) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => void open(o, false)}>
          {o.candidateName}
        </Button>
      ),
    },
    { key: 'designation', title: 'Designation', render: (o) => o.designation, responsive: 'md' },
    { key: 'joining', title: 'Joining', render: (o) => dateLabel(o.joiningDate), responsive: 'lg' },
    {
      key: 'ctc',
      title: 'CTC (annual)',
      align: 'end',
      render: (o) => inr(o.annualCtc),
      responsive: 'lg',
    },
    {
      key: 'status',
      title: 'Status',
      render: (o) => <Tag color={COLOUR[o.status]}>{OFFER_STATUS_LABEL[o.status]}</Tag>,
    },
  ];

  return (
    <>
      <ListFrame
        bare
        list={list}
        remote={remote}
        errorTitle="The offers could not be loaded"
        noun="offers"
        filters={
          <>
            <ListSearch
              list={list}
              id="offers-search"
              label="Search offers"
              placeholder="Name, e-mail, number"
            />
            <ListSelect
              list={list}
              field="status"
              id="offers-status"
              label="Status"
              placeholder="Any status"
              options={OFFER_STATUSES.map((s) => ({ value: s, label: OFFER_STATUS_LABEL[s] }))}
            />
          </>
        }
        actions={
          <>
            <ExportButton url={OFFER_EXPORT_URLS.offers} query={{ status, search: q }} />
            <Button type="primary" onClick={() => setEditing('new')}>
              New offer
            </Button>
          </>
        }
        table={{ label: 'Offers', rowKey: 'id', columns }}
      />

      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'New offer' : `Edit ${editing?.number ?? ''}`}
        size="large"
        destroyOnHidden
      >
        {editing !== null && (
          <Suspense fallback={<Spin />}>
            <OfferForm
              offer={editing === 'new' ? undefined : editing}
              onPreview={(input) => previewOffer(input).then(setPreview, (f) => message.error(messageOf(f)))}
              onSubmit={async (input, version) => {
                const saved =
                  editing === 'new'
                    ? await createOffer(input)
                    : await updateOffer(editing.id, { ...input, version: version ?? editing.version });
                void message.success(`Draft ${saved.number} saved.`);
                setEditing(null);
                setShown(saved);
                reload();
              }}
            />
          </Suspense>
        )}
      </Drawer>

      <Modal
        open={preview !== null}
        onCancel={() => setPreview(null)}
        footer={null}
        title="Preview"
        width={720}
      >
        {preview && <Letter text={preview.letter} />}
      </Modal>

      <Drawer
        open={shown !== null}
        onClose={() => setShown(null)}
        title={shown ? `Offer ${shown.number}` : ''}
        size="large"
      >
        {shown && (
          <>
            <Space wrap style={{ marginBottom: 12 }}>
              <Tag color={COLOUR[shown.status]}>{OFFER_STATUS_LABEL[shown.status]}</Tag>
              <Button onClick={() => void pdf(shown)}>PDF</Button>
              {shown.status === 'draft' && <Button onClick={() => setEditing(shown)}>Edit</Button>}
              {['draft', 'sent', 'viewed'].includes(shown.status) && (
                <Popconfirm
                  title={`E-mail the offer to ${shown.candidateEmail}?`}
                  onConfirm={() =>
                    void act(() => sendOffer(shown.id, { version: shown.version }), 'The offer is sent.')
                  }
                >
                  <Button type="primary" loading={busy}>
                    {shown.status === 'draft' ? 'Send' : 'Send again'}
                  </Button>
                </Popconfirm>
              )}
              {['draft', 'sent', 'viewed'].includes(shown.status) && (
                <Popconfirm
                  title="Withdraw this offer? The candidate can no longer accept it."
                  onConfirm={() =>
                    void act(() => withdrawOffer(shown.id, shown.version), 'The offer is withdrawn.')
                  }
                >
                  <Button danger loading={busy}>
                    Withdraw
                  </Button>
                </Popconfirm>
              )}
              <ConvertOffer offer={shown} onConverted={() => void open(shown, false).then(reload)} />
            </Space>
            {shown.link && (
              <p>
                Candidate link:{' '}
                <a href={shown.link} target="_blank" rel="noreferrer">
                  {`${window.location.origin}${shown.link}`}
                </a>
              </p>
            )}
            {shown.accepted && (
              <p>
                Accepted by <strong>{shown.accepted.fullName}</strong> on{' '}
                {new Date(shown.accepted.at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })} IST from{' '}
                {shown.accepted.address ?? 'an unknown address'}.
              </p>
            )}
            {shown.declined && (
              <p>
                Declined on {dateLabel(shown.declined.at)}
                {shown.declined.reason ? `: ${shown.declined.reason}` : '.'}
              </p>
            )}
            <Letter text={shown.letter} />
            <p>
              CTC {inr(shown.breakup.annualCtc)} a year ({inr(shown.breakup.monthlyCtc)} a month, gross{' '}
              {inr(shown.breakup.gross)}, employer PF {inr(shown.breakup.employerPf)}).
            </p>
          </>
        )}
      </Drawer>
    </>
  );
}

function JoiningKitTab() {
  const { message } = useAntApp();
  const list = useListQuery(JOINING_FIELDS, { filters: ['status'] });
  const { page, pageSize, status } = list.query;
  const remote = useRemoteData(
    () => listJoiningQueue({ page, pageSize, status }),
    JSON.stringify(list.query),
  );
  const { reload } = remote;
  const [note, setNote] = useState('');
  const review = async (row: JoiningQueueRow, decision: 'verified' | 'ask-again') => {
    try {
      await reviewJoiningDocument(row.id, {
        decision,
        version: row.version,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      void message.success(decision === 'verified' ? 'Verified.' : 'Asked to upload again.');
      setNote('');
      reload();
    } catch (failure) {
      void message.error(messageOf(failure));
    }
  };
  const view = async (row: JoiningQueueRow) => {
    try {
      const blob = await fetchJoiningFile(row.id);
      window.open(URL.createObjectURL(blob), '_blank', 'noopener');
    } catch (failure) {
      void message.error(messageOf(failure));
    }
  };
  const columns: DataColumn<JoiningQueueRow>[] = [
    { key: 'who', title: 'Employee', render: (r) => `${r.fullName} (${r.code})` },
    { key: 'kind', title: 'Document', render: (r) => JOINING_DOCUMENTS[r.kind].label },
    { key: 'at', title: 'Uploaded', render: (r) => dateLabel(r.uploadedAt), responsive: 'md' },
    {
      key: 'status',
      title: 'Status',
      render: (r) => (
        <Tag color={{ uploaded: 'gold', verified: 'green', 'ask-again': 'red' }[r.status]}>
          {{ uploaded: 'To verify', verified: 'Verified', 'ask-again': 'Asked again' }[r.status]}
        </Tag>
      ),
    },
    {
      key: 'act',
      title: '',
      render: (r) => (
        <Space wrap>
          <Button size="small" onClick={() => void view(r)}>
            View
          </Button>
          {r.status === 'uploaded' && (
            <>
              <Button size="small" type="primary" onClick={() => void review(r, 'verified')}>
                Verify
              </Button>
              <Popconfirm
                title="Ask to upload again"
                description={
                  <Input.TextArea
                    aria-label="Note"
                    rows={2}
                    value={note}
                    onChange={(e) => setNote(e.target.value)}
                    placeholder="What is wrong?"
                  />
                }
                onConfirm={() => void review(r, 'ask-again')}
              >
                <Button size="small" danger>
                  Ask again
                </Button>
              </Popconfirm>
            </>
          )}
        </Space>
      ),
    },
  ];
  return (
    <ListFrame
      bare
      list={list}
      remote={remote}
      errorTitle="The joining documents could not be loaded"
      noun="joining documents"
      filters={
        <ListSelect
          list={list}
          field="status"
          id="joining-status"
          label="Document status"
          placeholder="Any status"
          options={JOINING_STATUSES.map((s) => ({ value: s, label: s }))}
        />
      }
      actions={<ExportButton url={OFFER_EXPORT_URLS.joiningDocuments} query={{ status }} />}
      table={{ label: 'Joining documents', rowKey: 'id', columns }}
    />
  );
}

/** HR: offer letters to candidates, the letter template, and new joiners' documents to verify. */
export function OfferLetterPage() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <PageHeader
        title="Offer letters"
        subtitle="Offers to candidates, the letter template and joining documents to verify."
      />
      <TabBar
        activeKey={params.get('tab') ?? 'offers'}
        onChange={(tab) => setParams(tab === 'offers' ? {} : { tab })}
        items={[
          { key: 'offers', label: 'Offers', children: <OffersTab /> },
          { key: 'joining-kit', label: 'Joining kit', children: <JoiningKitTab /> },
          { key: 'template', label: 'Template', children: <OfferTemplateTab /> },
        ]}
      />
    </>
  );
}
