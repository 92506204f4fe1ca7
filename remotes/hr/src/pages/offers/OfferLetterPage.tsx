import {
  createOffer,
  fetchJoiningFile,
  fetchOffer,
  fetchOfferPdf,
  listJoiningQueue,
  listOffers,
  messageOf,
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
  OFFER_STATUS_LABEL,
  OFFER_STATUSES,
  type OfferDetail,
  type OfferPreview,
  type OfferStatus,
  type OfferSummary,
} from '@managewell/api/contract';
import { EmptyState, ErrorState, PageHeader, useAntApp, useRemoteData } from '@managewell/ui';
import { LazySelect } from '@managewell/ui/lazy-fields';
import { SearchBox, TabBar } from '@managewell/ui/light';
import { Button, Drawer, Input, Modal, Popconfirm, Space, Spin, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dateLabel, inr, saveBlob } from '../people/format';
import { Table, type TableProps } from '../Table';
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
const PAGE_SIZE = 20;

// The offer form (antd's Form, DatePicker, InputNumber, Select) loads when a draft is opened (issue 8).
const OfferForm = lazy(() => import('./OfferForm').then((m) => ({ default: m.OfferForm })));

function useUrlState() {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [k, v] of Object.entries(changes)) v ? next.set(k, v) : next.delete(k);
      return next;
    });
  return [params, set] as const;
}

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
  const [params, set] = useUrlState();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const status = (params.get('status') as OfferStatus | null) ?? undefined;
  const search = params.get('search') ?? '';
  const { data, error, loading, reload } = useRemoteData(
    () =>
      listOffers({ page, pageSize: PAGE_SIZE, ...(status ? { status } : {}), ...(search ? { search } : {}) }),
    `${page}|${status}|${search}`,
  );
  const [searchText, setSearchText] = useState(search);
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

  const columns: TableProps<OfferSummary>['columns'] = [
    { key: 'number', title: 'No.', dataIndex: 'number', responsive: ['md'] },
    {
      key: 'name',
      title: 'Candidate',
      render: (_, o) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => void open(o, false)}>
          {o.candidateName}
        </Button>
      ),
    },
    { key: 'designation', title: 'Designation', dataIndex: 'designation', responsive: ['md'] },
    { key: 'joining', title: 'Joining', render: (_, o) => dateLabel(o.joiningDate), responsive: ['lg'] },
    {
      key: 'ctc',
      title: 'CTC (annual)',
      align: 'right',
      render: (_, o) => inr(o.annualCtc),
      responsive: ['lg'],
    },
    {
      key: 'status',
      title: 'Status',
      render: (_, o) => <Tag color={COLOUR[o.status]}>{OFFER_STATUS_LABEL[o.status]}</Tag>,
    },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <SearchBox
          placeholder="Name, e-mail, number"
          value={searchText}
          onChange={setSearchText}
          onSearch={(v) => set({ search: v.trim() || undefined, page: undefined })}
          style={{ width: 240 }}
          aria-label="Search offers"
        />
        <LazySelect
          allowClear
          placeholder="Any status"
          value={status}
          onChange={(v) => set({ status: v, page: undefined })}
          options={OFFER_STATUSES.map((s) => ({ value: s, label: OFFER_STATUS_LABEL[s] }))}
          style={{ width: 160 }}
          aria-label="Status"
        />
        <Button type="primary" onClick={() => setEditing('new')}>
          New offer
        </Button>
      </Space>
      {error ? (
        <ErrorState error={error} onRetry={reload} />
      ) : (
        <Table
          rowKey="id"
          loading={loading}
          columns={columns}
          dataSource={data?.items ?? []}
          locale={{ emptyText: <EmptyState description="No offers yet." /> }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            onChange: (p) => set({ page: p > 1 ? String(p) : undefined }),
          }}
          scroll={{ x: true }}
        />
      )}

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
  const [params, set] = useUrlState();
  const page = Math.max(1, Number(params.get('kitPage')) || 1);
  const status = (params.get('kitStatus') as JoiningQueueRow['status'] | null) ?? undefined;
  const { data, error, loading, reload } = useRemoteData(
    () => listJoiningQueue({ page, pageSize: PAGE_SIZE, ...(status ? { status } : {}) }),
    `${page}|${status}`,
  );
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
  const columns: TableProps<JoiningQueueRow>['columns'] = [
    { key: 'who', title: 'Employee', render: (_, r) => `${r.fullName} (${r.code})` },
    { key: 'kind', title: 'Document', render: (_, r) => JOINING_DOCUMENTS[r.kind].label },
    { key: 'at', title: 'Uploaded', render: (_, r) => dateLabel(r.uploadedAt), responsive: ['md'] },
    {
      key: 'status',
      title: 'Status',
      render: (_, r) => (
        <Tag color={{ uploaded: 'gold', verified: 'green', 'ask-again': 'red' }[r.status]}>
          {{ uploaded: 'To verify', verified: 'Verified', 'ask-again': 'Asked again' }[r.status]}
        </Tag>
      ),
    },
    {
      key: 'act',
      title: '',
      render: (_, r) => (
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
    <>
      <LazySelect
        allowClear
        placeholder="Any status"
        value={status}
        onChange={(v) => set({ kitStatus: v, kitPage: undefined })}
        options={JOINING_STATUSES.map((s) => ({ value: s, label: s }))}
        style={{ width: 160, marginBottom: 12 }}
        aria-label="Document status"
      />
      {error ? (
        <ErrorState error={error} onRetry={reload} />
      ) : (
        <Table
          rowKey="id"
          loading={loading}
          columns={columns}
          dataSource={data?.items ?? []}
          locale={{ emptyText: <EmptyState description="No joining documents." /> }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            onChange: (p) => set({ kitPage: p > 1 ? String(p) : undefined }),
          }}
          scroll={{ x: true }}
        />
      )}
    </>
  );
}

/** HR: offer letters to candidates, the letter template, and new joiners' documents to verify. */
export function OfferLetterPage() {
  const [params, set] = useUrlState();
  return (
    <>
      <PageHeader
        title="Offer letters"
        subtitle="Offers to candidates, the letter template and joining documents to verify."
      />
      <TabBar
        activeKey={params.get('tab') ?? 'offers'}
        onChange={(tab) => set({ tab: tab === 'offers' ? undefined : tab })}
        items={[
          { key: 'offers', label: 'Offers', children: <OffersTab /> },
          { key: 'joining-kit', label: 'Joining kit', children: <JoiningKitTab /> },
          { key: 'template', label: 'Template', children: <OfferTemplateTab /> },
        ]}
      />
    </>
  );
}
