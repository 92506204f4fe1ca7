import { addQuotationExtraPayment, fetchQuotationWorkspace, fieldErrorsOf, messageOf } from '@managewell/api';
import {
  ERROR_CODES,
  isApiErrorBody,
  QUANTITY_RULE,
  QUOTATION_UNITS,
  type QuotationUnit,
  type QuotationWorkspace,
  RATE_RUPEES_RULE,
  UNIT_LABEL,
} from '@managewell/api/contract';
import { formatInr, GST_RATES_BPS } from '@managewell/api/money';
import {
  ConflictPanel,
  ErrorState,
  PageHeader,
  PageSpinner,
  sameFieldValue,
  useAntApp,
  useFieldMerge,
  useRemoteData,
  useUnsavedChangesGuard,
} from '@managewell/ui';
import { ChangeRequestAlert } from '@managewell/ui/change-request-alert';
import { CheckedNumberInput, useNumberProblems } from '@managewell/ui/number-field';
import { Alert, Button, Card, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { leadMissing } from '../shared/paths';
import { ContentView } from './ContentView';
import { salesPaths } from './shared';

interface Extra {
  description: string;
  unit: QuotationUnit;
  quantity: number;
  rate: number;
  gst_rate_bps: number;
}
const blank = (): Extra => ({ description: '', unit: 'nos', quantity: 1, rate: 0, gst_rate_bps: 1800 });

/**
 * What a stale save merges: my extra items and reason (new, so only I changed them) and the
 * quotation they go on, in words, which only the other person changed.
 */
interface ExtraMerge {
  items: Extra[];
  reason: string;
  quotation: string;
}
const MERGE_LABELS: Record<string, string> = {
  items: 'Extra items',
  reason: 'Why',
  quotation: 'Current quotation',
};

/** The quotation as the merge shows it: its lines and total. */
export function quotationInWords(space: QuotationWorkspace): string {
  const draft = space.quotation?.draft;
  if (!draft) return '—';
  const lines = draft.lines.map((l) => l.description).join(', ');
  return `${lines || 'No lines'} · ${formatInr(draft.totals.grand_total_paise)}`;
}
const untouched = (space: QuotationWorkspace): ExtraMerge => ({
  items: [blank()],
  reason: '',
  quotation: quotationInWords(space),
});

/** /app/sales/extra-payment/:lead_id: items agreed after design, added as a new version. */
export function ExtraPaymentPage() {
  const leadId = Number(useParams().lead_id);
  const { message } = useAntApp();
  const space = useRemoteData(() => fetchQuotationWorkspace(leadId), `x${leadId}`);
  const [items, setItems] = useState<Extra[]>([blank()]);
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const { problems: invalid, report: reportProblem } = useNumberProblems();
  // A stale save: my items stay, the quotation becomes the other person's, the save goes on their version.
  const conflicts = useFieldMerge<ExtraMerge, QuotationWorkspace>();
  const merge = conflicts.merge;
  const edited = reason !== '' || !sameFieldValue(items, [blank()]) || Object.keys(invalid).length > 0;
  useUnsavedChangesGuard(edited);
  if (space.error)
    return (
      <ErrorState
        error={space.error}
        onRetry={space.reload}
        {...leadMissing(salesPaths.final, 'Back to the quotations')}
      />
    );
  if (!space.data) return <PageSpinner />;
  // After a merge the page shows the quotation the save goes on.
  const quotation = (merge?.current ?? space.data).quotation;
  if (!quotation)
    return <ErrorState title="No quotation yet" message="The quotation team has not costed this lead yet." />;
  const save = async () => {
    const open = Object.entries(invalid).map(([field, problem]) => `${field}: ${problem}`);
    setProblems(open);
    if (open.length > 0) return;
    setBusy(true);
    // What the save goes on top of: the loaded quotation, or after a merge the other person's.
    const base = merge?.current ?? space.data!;
    try {
      await addQuotationExtraPayment(leadId, {
        version: base.quotation?.version ?? quotation.version,
        reason,
        lines: items.map((x) => ({
          description: x.description,
          unit: x.unit,
          quantity: x.quantity,
          rate_paise: Math.round(x.rate * 100),
          gst_rate_bps: x.gst_rate_bps as 1800,
        })),
      });
      message.success('Extra items added as a new version.');
      setItems([blank()]);
      setReason('');
      conflicts.close();
      space.reload();
    } catch (failure) {
      const stale = isApiErrorBody(failure) && failure.code === ERROR_CODES.conflict;
      // The 409 does not carry the quotation as now saved: the merge fetches it.
      const merged = stale
        ? await conflicts.mergeWithServer(
            space.data!,
            { items, reason, quotation: quotationInWords(merge?.current ?? space.data!) },
            {
              fetch: () => fetchQuotationWorkspace(leadId),
              version: (s) => s.quotation?.version,
              values: untouched,
            },
          )
        : null;
      if (merged) {
        setProblems([]);
        return;
      }
      const fields = Object.entries(fieldErrorsOf(failure)).map(([k, v]) => {
        const m = /^lines\.(\d+)\.(.+)$/.exec(k);
        return m ? `Item ${Number(m[1]) + 1} (${m[2]!.replace(/_/g, ' ')}): ${v}` : v;
      });
      setProblems(fields.length > 0 ? fields : [messageOf(failure)]);
    } finally {
      setBusy(false);
    }
  };
  const change = (i: number, patch: Partial<Extra>) =>
    setItems(items.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  return (
    <>
      <PageHeader
        title={`Extra payment · ${quotation.number}`}
        extra={<Link to={salesPaths.history(leadId)}>History</Link>}
      />
      <ChangeRequestAlert quotation={quotation} />
      <Card title="Extra items" size="small">
        {items.map((x, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional editors of controlled inputs
          <Space key={`${i}-${items.length}`} wrap style={{ display: 'flex', marginBottom: 8 }}>
            <Input
              aria-label={`Extra item ${i + 1}`}
              placeholder="Description"
              value={x.description}
              count={{ show: true, max: 300 }}
              onChange={(e) => change(i, { description: e.target.value })}
              style={{ width: 260 }}
            />
            <CheckedNumberInput
              aria-label={`Extra item ${i + 1} quantity`}
              value={x.quantity}
              rule={QUANTITY_RULE}
              onChange={(quantity) => change(i, { quantity })}
              onProblem={reportProblem(`Item ${i + 1} (quantity)`)}
            />
            <Select
              aria-label={`Extra item ${i + 1} unit`}
              value={x.unit}
              onChange={(unit) => change(i, { unit })}
              options={QUOTATION_UNITS.map((u) => ({ value: u, label: UNIT_LABEL[u] }))}
              style={{ width: 80 }}
            />
            <CheckedNumberInput
              aria-label={`Extra item ${i + 1} rate in rupees`}
              value={x.rate}
              rule={RATE_RUPEES_RULE}
              prefix="₹"
              onChange={(rate) => change(i, { rate })}
              onProblem={reportProblem(`Item ${i + 1} (rate)`)}
            />
            <Select
              aria-label={`Extra item ${i + 1} GST`}
              value={x.gst_rate_bps}
              onChange={(gst_rate_bps) => change(i, { gst_rate_bps })}
              options={GST_RATES_BPS.map((r) => ({ value: r, label: `${r / 100} %` }))}
              style={{ width: 90 }}
            />
            <Button onClick={() => setItems(items.filter((_, j) => j !== i))} disabled={items.length === 1}>
              Remove
            </Button>
          </Space>
        ))}
        <Button onClick={() => setItems([...items, blank()])}>Add item</Button>
        <div style={{ marginTop: 12 }}>
          <label htmlFor="reason">Why (recorded with the version)</label>
          <Input
            id="reason"
            value={reason}
            count={{ show: true, max: 300 }}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        {problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 12 }}
            title="Please correct the extra items"
            description={
              <ul style={{ margin: 0 }}>
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            }
          />
        )}
        <Button type="primary" style={{ marginTop: 12 }} onClick={save} loading={busy}>
          Add to the quotation
        </Button>
        {merge && (
          <ConflictPanel
            thing="quotation"
            conflict={merge.result}
            labelOf={(field) => MERGE_LABELS[field] ?? field}
            saving={busy}
            onSave={() => void save()}
            onTakeTheirs={() => {
              setItems([blank()]);
              setReason('');
              conflicts.close();
              space.reload();
            }}
          />
        )}
      </Card>
      <Card
        title={`Current quotation · ${formatInr(quotation.draft.totals.grand_total_paise)}`}
        size="small"
        style={{ marginTop: 16 }}
      >
        <Typography.Paragraph type="secondary">Version {quotation.versions[0]?.no ?? 0}</Typography.Paragraph>
        <ContentView content={quotation.draft} />
      </Card>
    </>
  );
}
