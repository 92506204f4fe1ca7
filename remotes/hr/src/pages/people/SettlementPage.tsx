import {
  fetchExitLetterPdf,
  fetchResignation,
  fetchSettlement,
  fetchSettlementStatementPdf,
  finaliseSettlement,
  isApiErrorBody,
  messageOf,
  saveSettlement,
} from '@managewell/api';
import { type ExitLetterKind, rupeesRule, type SettlementView } from '@managewell/api/contract';
import {
  type ConflictChoice,
  ConflictPanel,
  ErrorState,
  PageHeader,
  PageSpinner,
  showSaveFailure,
  useAntApp,
  useFieldMerge,
  useRemoteData,
  useUnsavedChangesGuard,
} from '@managewell/ui';
import { numberRule } from '@managewell/ui/number-rule';
import {
  Alert,
  Button,
  Checkbox,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Space,
  Table,
} from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { dateLabel, inr, saveBlob } from './format';

/** The form's values: amounts in rupees on screen, paise on the server. */
export interface SettlementValues {
  encashmentDivisor: number;
  waiveNoticeRecovery: boolean;
  reimbursements: { label: string; amount: number }[];
  deductions: { label: string; amount: number }[];
  note: string;
}

const LABELS: Record<string, string> = {
  encashmentDivisor: 'Leave encashment divisor',
  waiveNoticeRecovery: 'Waive notice recovery',
  reimbursements: 'Pending reimbursements',
  deductions: 'Other deductions',
  note: 'Note',
};
const FIELDS = Object.keys(LABELS);

const EMPTY: SettlementValues = {
  encashmentDivisor: 26,
  waiveNoticeRecovery: false,
  reimbursements: [],
  deductions: [],
  note: '',
};

const valuesOf = (s: SettlementView | null): SettlementValues =>
  s
    ? {
        encashmentDivisor: s.encashmentDivisor,
        waiveNoticeRecovery: s.waiveNoticeRecovery,
        reimbursements: s.reimbursements.map((l) => ({ label: l.label, amount: l.amount / 100 })),
        deductions: s.deductions.map((l) => ({ label: l.label, amount: l.amount / 100 })),
        note: s.note ?? '',
      }
    : EMPTY;

const paise = (lines: { label: string; amount: number }[] | undefined) =>
  (lines ?? []).map((l) => ({ label: l.label, amount: Math.round(l.amount * 100) }));

/** /app/hr/resignations/:id/settlement: the full-and-final settlement, its statement and the letters. */
export function SettlementPage() {
  const resignationId = Number(useParams().id);
  const remote = useRemoteData(async () => {
    const [resignation, settlement] = await Promise.all([
      fetchResignation(resignationId),
      fetchSettlement(resignationId),
    ]);
    return { resignation, settlement };
  }, String(resignationId));
  if (remote.error) return <ErrorState error={remote.error} onRetry={remote.reload} />;
  if (!remote.data) return <PageSpinner />;
  const { resignation, settlement } = remote.data;
  return (
    <>
      <PageHeader
        title={`Full and final settlement: ${resignation.fullName} (${resignation.code})`}
        crumbs={[{ title: 'Resignations', to: '/app/hr/resignations' }]}
      />
      {resignation.status === 'accepted' || resignation.status === 'completed' ? (
        <SettlementEditor resignationId={resignationId} initial={settlement} />
      ) : (
        <Alert type="info" title="The settlement starts once the resignation is accepted." />
      )}
    </>
  );
}

export function SettlementEditor({
  resignationId,
  initial,
}: {
  resignationId: number;
  initial: SettlementView | null;
}) {
  const [settlement, setSettlement] = useState(initial);
  const [form] = Form.useForm<SettlementValues>();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const { message } = useAntApp();
  useUnsavedChangesGuard(dirty && !saving);
  const conflicts = useFieldMerge<SettlementValues, SettlementView | null>();
  const merge = conflicts.merge;
  const final = settlement?.status === 'final';

  const save = async (values: SettlementValues) => {
    setSaving(true);
    setFormError(null);
    try {
      const base = merge ? merge.current : settlement;
      const saved = await saveSettlement(resignationId, {
        encashmentDivisor: values.encashmentDivisor,
        waiveNoticeRecovery: values.waiveNoticeRecovery,
        reimbursements: paise(values.reimbursements),
        deductions: paise(values.deductions),
        note: values.note?.trim() ? values.note.trim() : null,
        version: base?.version ?? 0,
      });
      setSettlement(saved);
      conflicts.close();
      setDirty(false);
      void message.success('Draft saved: the figures are worked out again.');
    } catch (failure) {
      if (isApiErrorBody(failure) && failure.code === 'CONFLICT' && (await mergeWithCurrent(values))) return;
      setFormError(showSaveFailure(form, failure, FIELDS));
    } finally {
      setSaving(false);
    }
  };

  /** After a stale save: true when someone else saved the draft meanwhile and the form holds the merge. */
  const mergeWithCurrent = async (mine: SettlementValues): Promise<boolean> => {
    const merged = await conflicts.mergeWithServer(settlement, mine, {
      fetch: () => fetchSettlement(resignationId),
      version: (s) => s?.version,
      values: valuesOf,
    });
    if (merged) form.setFieldsValue(merged);
    return merged !== null;
  };

  const saveMerged = (choices: Record<string, ConflictChoice>) => {
    const values = conflicts.settle(form.getFieldsValue(), choices);
    form.setFieldsValue(values);
    void save(values);
  };

  const finalise = async () => {
    if (!settlement) return;
    setSaving(true);
    try {
      setSettlement(await finaliseSettlement(resignationId, settlement.version));
      void message.success('The settlement is final.');
    } catch (failure) {
      setFormError(messageOf(failure));
    } finally {
      setSaving(false);
    }
  };

  const download = async (what: 'statement' | ExitLetterKind) => {
    try {
      const blob =
        what === 'statement'
          ? await fetchSettlementStatementPdf(resignationId, false)
          : await fetchExitLetterPdf(resignationId, what, false);
      saveBlob(blob, `${what}-${settlement?.code ?? resignationId}.pdf`);
    } catch (failure) {
      void message.error(messageOf(failure));
    }
  };

  const lines = (name: 'reimbursements' | 'deductions', add: string) => (
    <Form.List name={name}>
      {(fields, { add: addLine, remove }) => (
        <>
          {fields.map((field) => (
            <Space key={field.key} align="baseline" wrap>
              <Form.Item
                name={[field.name, 'label']}
                rules={[{ required: true, whitespace: true, message: 'Please describe the amount.' }]}
              >
                <Input placeholder="What it is for" aria-label="What it is for" disabled={final} />
              </Form.Item>
              <Form.Item name={[field.name, 'amount']} rules={[numberRule(rupeesRule('amount'))]}>
                <InputNumber placeholder="₹" aria-label="Amount (₹)" step={100} disabled={final} />
              </Form.Item>
              {!final && (
                <Button type="link" onClick={() => remove(field.name)}>
                  Remove
                </Button>
              )}
            </Space>
          ))}
          {!final && (
            <Button onClick={() => addLine({ label: '', amount: undefined })} style={{ marginBottom: 16 }}>
              {add}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );

  return (
    <>
      <Form
        form={form}
        layout="vertical"
        initialValues={valuesOf(settlement)}
        onFinish={(v) => void save(v)}
        onValuesChange={() => setDirty(true)}
        disabled={final || saving}
        style={{ maxWidth: 720 }}
      >
        <Form.Item
          name="encashmentDivisor"
          label="Leave encashment divisor (basic ÷ days)"
          rules={[{ required: true, type: 'integer', min: 20, max: 31, message: 'Between 20 and 31 days.' }]}
        >
          <InputNumber />
        </Form.Item>
        <Form.Item name="waiveNoticeRecovery" valuePropName="checked">
          <Checkbox>Waive the notice-period shortfall</Checkbox>
        </Form.Item>
        <Form.Item label="Pending reimbursements">{lines('reimbursements', 'Add a reimbursement')}</Form.Item>
        <Form.Item label="Other deductions">{lines('deductions', 'Add a deduction')}</Form.Item>
        <Form.Item name="note" label="Note on the statement">
          <Input.TextArea rows={2} count={{ show: true, max: 2000 }} />
        </Form.Item>
        {formError && <Alert type="error" title={formError} style={{ marginBottom: 12 }} />}
        {merge && (
          <ConflictPanel
            thing="settlement"
            conflict={merge.result}
            labelOf={(field) => LABELS[field] ?? field}
            saving={saving}
            onSave={saveMerged}
            onTakeTheirs={() => {
              form.setFieldsValue(valuesOf(merge.current));
              setSettlement(merge.current);
              conflicts.close();
              setDirty(false);
            }}
          />
        )}
        {!final && (
          <Button type="primary" htmlType="submit" loading={saving}>
            {settlement ? 'Save draft' : 'Draft the settlement'}
          </Button>
        )}
      </Form>
      {settlement && <SettlementFiguresView settlement={settlement} />}
      {settlement && (
        <Space wrap style={{ marginTop: 16 }}>
          <Button onClick={() => void download('statement')}>Download statement</Button>
          {final ? (
            <>
              <Button onClick={() => void download('relieving')}>Relieving letter</Button>
              <Button onClick={() => void download('experience')}>Experience letter</Button>
            </>
          ) : (
            <Popconfirm
              title="Finalise this settlement?"
              description="The figures are worked out once more and never change after."
              okText="Finalise"
              onConfirm={() => void finalise()}
            >
              <Button type="primary" danger disabled={dirty || saving}>
                Finalise
              </Button>
            </Popconfirm>
          )}
        </Space>
      )}
    </>
  );
}

const LINE_COLUMNS = [
  { title: 'Item', dataIndex: 'label', key: 'label' },
  {
    title: 'Amount',
    dataIndex: 'amount',
    key: 'amount',
    align: 'right' as const,
    render: (paise: number) => inr(paise),
  },
];

function LinesTable({ caption, lines }: { caption: string; lines: { label: string; amount: number }[] }) {
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="key"
      caption={caption}
      columns={LINE_COLUMNS}
      dataSource={lines.map((l, i) => ({ ...l, key: i }))}
      style={{ marginTop: 16 }}
    />
  );
}

/** The figures of a settlement: what is paid, what is recovered, the net and how each rule applied. */
export function SettlementFiguresView({ settlement }: { settlement: SettlementView }) {
  const f = settlement.figures;
  return (
    <section aria-label="Settlement figures" style={{ marginTop: 24, maxWidth: 720 }}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Status">
          {settlement.status === 'final'
            ? `Final${settlement.finalisedAt ? ` on ${dateLabel(settlement.finalisedAt)}` : ''}`
            : 'Draft'}
        </Descriptions.Item>
        <Descriptions.Item label="Joined / last working day">
          {dateLabel(f.dateOfJoining)} – {dateLabel(f.lastWorkingDay)}
        </Descriptions.Item>
        <Descriptions.Item label="Service">
          {f.service.years} years {f.service.months} months {f.service.days} days
        </Descriptions.Item>
      </Descriptions>
      <LinesTable caption="Earnings" lines={f.earnings} />
      <LinesTable caption="Deductions" lines={f.deductions} />
      <p style={{ marginTop: 16, fontWeight: 600 }}>
        {f.netPayable >= 0 ? 'Net payable' : 'Net recoverable'}: {inr(Math.abs(f.netPayable))}
      </p>
      <ul>
        {f.explanations.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </section>
  );
}
