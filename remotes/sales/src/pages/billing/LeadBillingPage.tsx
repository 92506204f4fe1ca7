import {
  createCreditNote,
  downloadCreditNoteEInvoice,
  downloadCreditNotePdf,
  downloadInvoiceEInvoice,
  downloadInvoicePdf,
  downloadProformaPdf,
  downloadReceiptPdf,
  fetchLeadBilling,
  fieldErrorsOf,
  issueInvoice,
  messageOf,
  recordPayment,
  registerCreditNoteIrn,
  registerInvoiceIrn,
  sendInvoice,
  setBillingBuyer,
  updateMilestoneDue,
} from '@managewell/api';
import {
  CHECKLIST_TEMPLATE,
  E_INVOICE_STATUS_LABEL,
  type EInvoiceState,
  type EInvoiceStatus,
  eInvoiceRegistrationInput,
  type InvoiceSummary,
  type LeadBilling,
  MILESTONE_DUE_KINDS,
  MILESTONE_DUE_LABEL,
  MILESTONE_STATUS_LABEL,
  type MilestoneDueKind,
  type MilestoneStatus,
  needsPaymentReference,
  PAYMENT_MODE_LABEL,
  PAYMENT_MODES,
  PAYMENT_REFERENCE_MESSAGE,
  type PaymentMilestone,
  type PaymentMode,
  todayInKolkata,
} from '@managewell/api/contract';
import { formatInr, parseInr } from '@managewell/api/money';
import { ErrorState, PageHeader, PageSpinner, schemaRule, useRemoteData } from '@managewell/ui';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  Modal,
  Row,
  Select,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { LinkButton } from '../shared/LinkButton';
import { leadMissing, paths } from '../shared/paths';
import { useToast } from '../shared/toast';
import { useLeadId } from '../shared/useLeadId';

const STATUS_COLOUR: Record<MilestoneStatus, string> = {
  not_due: 'default',
  due: 'blue',
  invoiced: 'purple',
  part_paid: 'gold',
  paid: 'green',
  overdue: 'red',
};

const StatusTag = ({ status }: { status: MilestoneStatus }) => (
  <Tag color={STATUS_COLOUR[status]}>{MILESTONE_STATUS_LABEL[status]}</Tag>
);

const E_INVOICE_COLOUR: Record<EInvoiceStatus, string> = {
  not_applicable: 'default',
  b2c: 'default',
  pending: 'orange',
  registered: 'green',
};

/** A document's e-invoice: its state, and while the IRN is pending the JSON to upload and the form for the answer. */
function EInvoiceActions({
  state,
  onDownload,
  onRecord,
}: {
  state: EInvoiceState;
  onDownload: () => void;
  onRecord: () => void;
}) {
  if (state.status === 'not_applicable') return null;
  return (
    <Space wrap size={4}>
      <Tag color={E_INVOICE_COLOUR[state.status]} title={state.irn ? `IRN ${state.irn}` : undefined}>
        {E_INVOICE_STATUS_LABEL[state.status]}
      </Tag>
      {(state.status === 'pending' || state.status === 'registered') && (
        <Button size="small" type="link" onClick={onDownload}>
          E-invoice JSON
        </Button>
      )}
      {state.status === 'pending' && (
        <Button size="small" type="link" onClick={onRecord}>
          Record IRN
        </Button>
      )}
    </Space>
  );
}

const STEP_LABEL = new Map<string, string>(CHECKLIST_TEMPLATE.map((s) => [s.key, s.label]));

function dueText(m: PaymentMilestone): string {
  if (m.due_kind === 'checklist')
    return `When "${STEP_LABEL.get(m.checklist_key ?? '') ?? m.checklist_key}" is done`;
  if (m.due_kind === 'date') return `On ${m.due_date}`;
  return MILESTONE_DUE_LABEL.acceptance;
}

/** Which dialog is open, and for what. */
type Dialog =
  | { kind: 'due'; milestone: PaymentMilestone }
  | { kind: 'payment'; invoice: InvoiceSummary }
  | { kind: 'credit'; invoice: InvoiceSummary }
  | { kind: 'send'; invoice: InvoiceSummary }
  | { kind: 'buyer' }
  | { kind: 'irn'; document: { kind: 'invoice' | 'credit-note'; id: number; number: string } }
  | null;

/** Turns what the person typed into rupees into paise, or says what is wrong. */
const rupeesRule = {
  validator: async (_rule: unknown, value: string | undefined) => {
    const paise = value ? parseInr(value) : null;
    if (paise === null || paise <= 0) throw new Error('Enter an amount in rupees, e.g. 25,000 or 1250.50.');
  },
};

/** /app/sales/leads/:lead_id/billing — the payment schedule, invoices and payments of an accepted lead. */
export function LeadBillingPage() {
  const id = useLeadId();
  const { data, error, reload } = useRemoteData(
    () => (id ? fetchLeadBilling(id) : Promise.reject(new Error('There is no such lead.'))),
    String(id),
  );
  const [override, setOverride] = useState<LeadBilling | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [whatsapp, setWhatsapp] = useState<string | null>(null);
  const [form] = Form.useForm();
  const dueKind: MilestoneDueKind | undefined = Form.useWatch('due_kind', form);
  const toast = useToast();
  const billing = override && override.lead_id === id ? override : data;

  if (error !== undefined && !billing)
    return (
      <ErrorState
        title="The billing could not be loaded"
        error={error}
        onRetry={reload}
        {...leadMissing(paths.dashboard, 'Back to the dashboard')}
      />
    );
  if (!billing) return <PageSpinner />;
  const leadId = billing.lead_id;

  const run = async (work: () => Promise<LeadBilling | null>, done: string) => {
    setBusy(true);
    setProblem(null);
    try {
      const next = await work();
      if (next) setOverride(next);
      toast.success(done);
      return true;
    } catch (e) {
      const fields = fieldErrorsOf(e);
      form.setFields(Object.entries(fields).map(([name, message]) => ({ name, errors: [String(message)] })));
      setProblem(messageOf(e));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const open = (next: Dialog) => {
    form.resetFields();
    // The form keeps what it last held over a remount: the dialog starts from today's figures
    // (after a part payment, the invoice's new outstanding), not the previous opening's.
    form.setFieldsValue(initialValues(next, billing));
    setProblem(null);
    setWhatsapp(null);
    setDialog(next);
  };
  const close = () => setDialog(null);

  const submit = async () => {
    if (!dialog) return;
    // The form shows what is wrong beside each field; nothing is sent until it is right.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    let saved = false;
    if (dialog.kind === 'due')
      saved = await run(
        () =>
          updateMilestoneDue(leadId, dialog.milestone.id, {
            version: dialog.milestone.version,
            due_kind: v.due_kind,
            checklist_key: v.due_kind === 'checklist' ? v.checklist_key : null,
            due_date: v.due_kind === 'date' ? v.due_date : null,
          }),
        'Due condition saved',
      );
    if (dialog.kind === 'buyer')
      saved = await run(
        () => setBillingBuyer(leadId, { buyer_gstin: v.buyer_gstin?.trim() ? v.buyer_gstin : null }),
        'Customer GSTIN saved',
      );
    if (dialog.kind === 'payment')
      saved = await run(
        () =>
          recordPayment(leadId, dialog.invoice.id, {
            paid_on: v.paid_on,
            amount_paise: parseInr(v.amount) ?? 0,
            mode: v.mode,
            reference: v.reference ?? '',
            note: v.note ?? '',
          }),
        'Payment recorded',
      );
    if (dialog.kind === 'credit')
      saved = await run(
        () =>
          createCreditNote(leadId, dialog.invoice.id, {
            amount_paise: parseInr(v.amount) ?? 0,
            reason: v.reason,
          }),
        'Credit note issued',
      );
    if (dialog.kind === 'irn') {
      const { document } = dialog;
      const body = {
        irn: v.irn,
        ack_no: v.ack_no,
        ack_date: v.ack_date,
        signed_qr: v.signed_qr,
      };
      saved = await run(
        () =>
          document.kind === 'invoice'
            ? registerInvoiceIrn(leadId, document.id, body)
            : registerCreditNoteIrn(leadId, document.id, body),
        `IRN recorded for ${document.number}`,
      );
    }
    if (dialog.kind === 'send') {
      await run(async () => {
        const sent = await sendInvoice(leadId, dialog.invoice.id, {
          ...(v.to ? { to: v.to } : {}),
          message: v.message ?? '',
        });
        setWhatsapp(sent.whatsapp_link);
        return null;
      }, 'Invoice queued for e-mail');
      return;
    }
    if (saved) close();
  };

  const issue = (m: PaymentMilestone) =>
    run(() => issueInvoice(leadId, m.id), `Invoice issued for "${m.label}"`);
  const download = (work: () => Promise<void>) => work().catch((e: unknown) => toast.error(messageOf(e)));

  const t = billing.totals;

  return (
    <>
      <PageHeader
        title={`Billing: ${billing.customer}`}
        crumbs={[{ title: 'Leads' }, { title: billing.customer, to: paths.lead(leadId) }]}
        subtitle={
          billing.quotation
            ? `Quotation ${billing.quotation.number} v${billing.quotation.version}`
            : undefined
        }
        extra={<LinkButton to={paths.lead(leadId)}>Back to the lead</LinkButton>}
      />
      {!billing.quotation ? (
        <Alert
          type="info"
          showIcon
          title="No payment schedule yet: it starts when the customer accepts the quotation."
        />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Row gutter={[16, 16]}>
            {[
              { title: 'Scheduled', value: t.scheduled_paise },
              { title: 'Invoiced', value: t.invoiced_paise },
              { title: 'Received', value: t.received_paise },
              { title: 'Outstanding', value: t.outstanding_paise },
            ].map((s) => (
              <Col xs={12} md={6} key={s.title}>
                <Card size="small">
                  <Statistic title={s.title} value={formatInr(s.value)} />
                </Card>
              </Col>
            ))}
          </Row>
          <Card
            size="small"
            title="Billed to"
            extra={<Button onClick={() => open({ kind: 'buyer' })}>Customer GSTIN</Button>}
          >
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2 }}
              items={[
                { key: 'customer', label: 'Customer', children: billing.customer },
                { key: 'gstin', label: 'GSTIN', children: billing.buyer_gstin ?? 'Unregistered (consumer)' },
                { key: 'pos', label: 'Place of supply', children: billing.place_of_supply ?? '—' },
                {
                  key: 'tax',
                  label: 'Tax',
                  children: billing.inter_state ? 'IGST (inter-state)' : 'CGST + SGST (intra-state)',
                },
              ]}
            />
          </Card>
          <Card size="small" title="Payment schedule">
            <Table<PaymentMilestone>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={billing.milestones}
              scroll={{ x: true }}
              columns={[
                { title: 'Milestone', dataIndex: 'label' },
                { title: 'Share', dataIndex: 'percent', align: 'right', render: (p: number) => `${p} %` },
                {
                  title: 'Amount',
                  dataIndex: 'amount_paise',
                  align: 'right',
                  render: (p: number) => formatInr(p),
                },
                { title: 'Falls due', key: 'due', render: (_, m) => dueText(m) },
                {
                  title: 'Status',
                  dataIndex: 'status',
                  render: (s: MilestoneStatus) => <StatusTag status={s} />,
                },
                {
                  title: '',
                  key: 'actions',
                  render: (_, m) =>
                    m.invoice_id === null && (
                      <Space>
                        <Button size="small" onClick={() => open({ kind: 'due', milestone: m })}>
                          Change due
                        </Button>
                        <Button
                          size="small"
                          onClick={() => download(() => downloadProformaPdf(leadId, m.id))}
                        >
                          Proforma
                        </Button>
                        <Button
                          size="small"
                          type="primary"
                          disabled={m.status !== 'due' || busy}
                          onClick={() => issue(m)}
                        >
                          Issue invoice
                        </Button>
                      </Space>
                    ),
                },
              ]}
            />
          </Card>
          <Card size="small" title={`Invoices (${billing.invoices.length})`}>
            <Table<InvoiceSummary>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={billing.invoices}
              scroll={{ x: true }}
              locale={{ emptyText: 'No invoice issued yet' }}
              expandable={{
                rowExpandable: (i) => i.payments.length + i.credit_notes.length > 0,
                expandedRowRender: (i) => (
                  <Space direction="vertical" size={4}>
                    {i.payments.map((p) => (
                      <span key={`p${p.id}`}>
                        Receipt {p.receipt_number}: {formatInr(p.amount_paise)} on {p.paid_on} by{' '}
                        {PAYMENT_MODE_LABEL[p.mode]}
                        {p.reference && ` (${p.reference})`}{' '}
                        <Button
                          size="small"
                          type="link"
                          onClick={() => download(() => downloadReceiptPdf(leadId, p.id))}
                        >
                          Receipt PDF
                        </Button>
                      </span>
                    ))}
                    {i.credit_notes.map((c) => (
                      <span key={`c${c.id}`}>
                        Credit note {c.number}: {formatInr(c.total_paise)} on {c.date}, {c.reason}{' '}
                        <Button
                          size="small"
                          type="link"
                          onClick={() => download(() => downloadCreditNotePdf(leadId, c.id))}
                        >
                          PDF
                        </Button>
                        <EInvoiceActions
                          state={c.e_invoice}
                          onDownload={() => download(() => downloadCreditNoteEInvoice(leadId, c.id))}
                          onRecord={() =>
                            open({
                              kind: 'irn',
                              document: { kind: 'credit-note', id: c.id, number: c.number },
                            })
                          }
                        />
                      </span>
                    ))}
                  </Space>
                ),
              }}
              columns={[
                { title: 'Number', dataIndex: 'number' },
                { title: 'For', dataIndex: 'milestone_label' },
                { title: 'Date', dataIndex: 'date' },
                { title: 'Due', dataIndex: 'due_date' },
                {
                  title: 'Total',
                  key: 'total',
                  align: 'right',
                  render: (_, i) => formatInr(i.totals.total_paise),
                },
                {
                  title: 'Received',
                  dataIndex: 'paid_paise',
                  align: 'right',
                  render: (p: number) => formatInr(p),
                },
                {
                  title: 'Outstanding',
                  dataIndex: 'outstanding_paise',
                  align: 'right',
                  render: (p: number) => formatInr(p),
                },
                {
                  title: 'Status',
                  dataIndex: 'status',
                  render: (s: MilestoneStatus) => <StatusTag status={s} />,
                },
                {
                  title: 'E-invoice',
                  key: 'e_invoice',
                  render: (_, i) => (
                    <EInvoiceActions
                      state={i.e_invoice}
                      onDownload={() => download(() => downloadInvoiceEInvoice(leadId, i.id))}
                      onRecord={() =>
                        open({ kind: 'irn', document: { kind: 'invoice', id: i.id, number: i.number } })
                      }
                    />
                  ),
                },
                {
                  title: '',
                  key: 'actions',
                  render: (_, i) => (
                    <Space wrap>
                      <Button size="small" onClick={() => download(() => downloadInvoicePdf(leadId, i.id))}>
                        PDF
                      </Button>
                      <Button size="small" onClick={() => open({ kind: 'send', invoice: i })}>
                        Send
                      </Button>
                      <Button
                        size="small"
                        type="primary"
                        disabled={i.outstanding_paise === 0}
                        onClick={() => open({ kind: 'payment', invoice: i })}
                      >
                        Record payment
                      </Button>
                      <Button
                        size="small"
                        disabled={i.outstanding_paise === 0}
                        onClick={() => open({ kind: 'credit', invoice: i })}
                      >
                        Credit note
                      </Button>
                    </Space>
                  ),
                },
              ]}
            />
          </Card>
        </Space>
      )}
      <Modal
        open={dialog !== null}
        title={dialogTitle(dialog)}
        onCancel={close}
        onOk={submit}
        okText={dialog?.kind === 'send' ? 'Send e-mail' : 'Save'}
        confirmLoading={busy}
        destroyOnHidden
      >
        {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
        {whatsapp && (
          <Alert
            type="success"
            showIcon
            style={{ marginBottom: 12 }}
            title={
              <a href={whatsapp} target="_blank" rel="noreferrer">
                Send it on WhatsApp too
              </a>
            }
          />
        )}
        <Form
          form={form}
          layout="vertical"
          disabled={busy}
          initialValues={initialValues(dialog, billing)}
          key={dialogKey(dialog)}
        >
          {dialog?.kind === 'due' && (
            <>
              <Form.Item name="due_kind" label="Falls due" rules={[{ required: true }]}>
                <Select
                  options={MILESTONE_DUE_KINDS.map((k) => ({ value: k, label: MILESTONE_DUE_LABEL[k] }))}
                />
              </Form.Item>
              {dueKind === 'checklist' && (
                <Form.Item
                  name="checklist_key"
                  label="Checklist step"
                  rules={[{ required: true, message: 'Choose a checklist step.' }]}
                >
                  <Select options={CHECKLIST_TEMPLATE.map((s) => ({ value: s.key, label: s.label }))} />
                </Form.Item>
              )}
              {dueKind === 'date' && (
                <Form.Item
                  name="due_date"
                  label="Due date"
                  rules={[{ required: true, message: 'Choose the due date.' }]}
                >
                  <Input type="date" />
                </Form.Item>
              )}
            </>
          )}
          {dialog?.kind === 'buyer' && (
            <Form.Item
              name="buyer_gstin"
              label="Customer GSTIN"
              extra="Leave empty for a consumer without GST registration. Printed on invoices issued from now on."
            >
              <Input maxLength={15} style={{ textTransform: 'uppercase' }} />
            </Form.Item>
          )}
          {dialog?.kind === 'payment' && (
            <>
              <Typography.Paragraph type="secondary">
                {dialog.invoice.number}: {formatInr(dialog.invoice.outstanding_paise)} outstanding.
              </Typography.Paragraph>
              <Form.Item
                name="paid_on"
                label="Paid on"
                rules={[{ required: true, message: 'Choose the date.' }]}
              >
                <Input type="date" max={todayInKolkata()} />
              </Form.Item>
              <Form.Item name="amount" label="Amount (₹)" rules={[rupeesRule]}>
                <Input inputMode="decimal" />
              </Form.Item>
              <Form.Item
                name="mode"
                label="Mode"
                rules={[{ required: true, message: 'Choose how it was paid.' }]}
              >
                <Select
                  options={PAYMENT_MODES.map((m: PaymentMode) => ({
                    value: m,
                    label: PAYMENT_MODE_LABEL[m],
                  }))}
                />
              </Form.Item>
              <Form.Item
                name="reference"
                label="Reference (UTR, UPI transaction id, cheque number)"
                dependencies={['mode']}
                rules={[
                  ({ getFieldValue }) => ({
                    validator: (_, value?: string) =>
                      needsPaymentReference(getFieldValue('mode')) && !value?.trim()
                        ? Promise.reject(new Error(PAYMENT_REFERENCE_MESSAGE))
                        : Promise.resolve(),
                  }),
                ]}
              >
                <Input maxLength={60} />
              </Form.Item>
              <Form.Item name="note" label="Note">
                <Input maxLength={300} />
              </Form.Item>
            </>
          )}
          {dialog?.kind === 'credit' && (
            <>
              <Typography.Paragraph type="secondary">
                A credit note corrects {dialog.invoice.number} (issued invoices never change) and reduces its{' '}
                {formatInr(dialog.invoice.outstanding_paise)} outstanding.
              </Typography.Paragraph>
              <Form.Item name="amount" label="Credit including GST (₹)" rules={[rupeesRule]}>
                <Input inputMode="decimal" />
              </Form.Item>
              <Form.Item
                name="reason"
                label="Reason"
                rules={[{ required: true, message: 'Say why the invoice is corrected.' }]}
              >
                <Input maxLength={300} />
              </Form.Item>
            </>
          )}
          {dialog?.kind === 'irn' && (
            <>
              <Typography.Paragraph type="secondary">
                Upload the e-invoice JSON of {dialog.document.number} to the e-invoice portal, then enter what
                it returned. Once recorded it cannot be changed: a mistake is corrected with a credit note.
              </Typography.Paragraph>
              <Form.Item
                name="irn"
                label="IRN"
                rules={[
                  { required: true, message: 'Enter the IRN.' },
                  schemaRule(eInvoiceRegistrationInput.shape.irn),
                ]}
              >
                <Input maxLength={64} spellCheck={false} />
              </Form.Item>
              <Form.Item
                name="ack_no"
                label="Acknowledgement number"
                rules={[
                  { required: true, message: 'Enter the acknowledgement number.' },
                  schemaRule(eInvoiceRegistrationInput.shape.ack_no),
                ]}
              >
                <Input inputMode="numeric" maxLength={20} />
              </Form.Item>
              <Form.Item
                name="ack_date"
                label="Acknowledgement date"
                rules={[{ required: true, message: 'Choose the date.' }]}
              >
                <Input type="date" max={todayInKolkata()} />
              </Form.Item>
              <Form.Item
                name="signed_qr"
                label="Signed QR code text"
                rules={[
                  { required: true, message: 'Paste the signed QR code text.' },
                  schemaRule(eInvoiceRegistrationInput.shape.signed_qr),
                ]}
              >
                <Input.TextArea rows={4} spellCheck={false} />
              </Form.Item>
            </>
          )}
          {dialog?.kind === 'send' && (
            <>
              <Form.Item name="to" label="E-mail to" extra="The lead's e-mail when left empty.">
                <Input type="email" maxLength={254} />
              </Form.Item>
              <Form.Item name="message" label="Message">
                <Input.TextArea rows={3} maxLength={2000} />
              </Form.Item>
            </>
          )}
        </Form>
      </Modal>
    </>
  );
}

function dialogTitle(dialog: Dialog): string {
  switch (dialog?.kind) {
    case 'due':
      return `When "${dialog.milestone.label}" falls due`;
    case 'buyer':
      return 'Customer GSTIN';
    case 'payment':
      return `Record a payment against ${dialog.invoice.number}`;
    case 'credit':
      return `Credit note against ${dialog.invoice.number}`;
    case 'send':
      return `Send ${dialog.invoice.number}`;
    case 'irn':
      return `E-invoice IRN of ${dialog.document.number}`;
    default:
      return '';
  }
}

const dialogKey = (dialog: Dialog) =>
  dialog
    ? `${dialog.kind}-${'milestone' in dialog ? dialog.milestone.id : 'invoice' in dialog ? dialog.invoice.id : 'document' in dialog ? `${dialog.document.kind}${dialog.document.id}` : 0}`
    : 'none';

function initialValues(dialog: Dialog, billing: LeadBilling): Record<string, unknown> {
  if (dialog?.kind === 'due')
    return {
      due_kind: dialog.milestone.due_kind,
      checklist_key: dialog.milestone.checklist_key ?? undefined,
      due_date: dialog.milestone.due_date ?? undefined,
    };
  if (dialog?.kind === 'irn') return { ack_date: todayInKolkata() };
  if (dialog?.kind === 'buyer') return { buyer_gstin: billing.buyer_gstin ?? '' };
  if (dialog?.kind === 'payment')
    return {
      paid_on: todayInKolkata(),
      amount: formatInr(dialog.invoice.outstanding_paise, { symbol: false }),
      mode: 'upi',
    };
  return {};
}
