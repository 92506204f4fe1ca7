import {
  fetchQuotationWorkspace,
  fieldErrorsOf,
  listCatalogue,
  markQuotationCosted,
  messageOf,
  saveQuotationDraft,
} from '@managewell/api';
import {
  type CatalogueItem,
  DISCOUNT_PERCENT_RULE,
  ERROR_CODES,
  isApiErrorBody,
  optionLabel,
  QUANTITY_RULE,
  QUOTATION_UNITS,
  type QuotationLineInput,
  type QuotationWorkspace,
  RATE_RUPEES_RULE,
  SALES_STAGE_LABELS,
  UNIT_LABEL,
} from '@managewell/api/contract';
import { formatInr, GST_RATES_BPS } from '@managewell/api/money';
import { derivedQuantity, quotationTotals } from '@managewell/api/quotation';
import {
  type ConflictChoice,
  ConflictPanel,
  ErrorState,
  formatFieldValue,
  PageHeader,
  PageSpinner,
  useAntApp,
  useFieldMerge,
  useRemoteData,
  useUnsavedChangesGuard,
} from '@managewell/ui';
import { ChangeRequestAlert } from '@managewell/ui/change-request-alert';
import { CheckedNumberInput, useNumberProblems } from '@managewell/ui/number-field';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Descriptions,
  Input,
  Row,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths, QuotationStatusTag, toPaise, toRupees } from './shared';

type EditLine = Required<
  Pick<QuotationLineInput, 'description' | 'unit' | 'quantity' | 'rate_paise' | 'gst_rate_bps'>
> & {
  key: string;
  catalogue_item_id: number | null;
  hsn_sac: string | null;
  discount_bps: number;
  /** Saved on the server under this key (kept so versions compare line by line). */
  saved: boolean;
};

let counter = 0;
const localKey = () => `new-${Date.now().toString(36)}-${counter++}`;

function linesOf(space: QuotationWorkspace): EditLine[] {
  return (space.quotation?.draft.lines ?? []).map((l) => ({
    key: l.key,
    catalogue_item_id: l.catalogue_item_id,
    description: l.description,
    hsn_sac: l.hsn_sac,
    unit: l.unit,
    quantity: l.quantity,
    rate_paise: l.rate_paise,
    gst_rate_bps: l.gst_rate_bps,
    discount_bps: l.discount_bps,
    saved: true,
  }));
}

type LineFields = Omit<EditLine, 'key' | 'saved'>;

/** The draft as the merge sees it: its lines keyed by their key, so two editors' lines merge one by one. */
interface Draft {
  overall_discount_bps: number;
  note: string;
  lines: Record<string, LineFields>;
}

const DRAFT_MERGE = { nested: ['lines'] } as const;

/** The builder's own state of the draft. */
interface DraftState {
  lines: EditLine[];
  overall: number;
  note: string;
}

function draftOf(lines: EditLine[], overall: number, note: string): Draft {
  return {
    overall_discount_bps: overall,
    note,
    lines: Object.fromEntries(lines.map(({ key, saved, ...line }) => [key, line])),
  };
}

const spaceDraft = (space: QuotationWorkspace) =>
  draftOf(
    linesOf(space),
    space.quotation?.draft.overall_discount_bps ?? 0,
    space.quotation?.draft.note ?? '',
  );

/** The lines of a merged draft, in its order; a line the merge removed (deleted on one side) is left out. */
function linesOfDraft(draft: Draft, current: QuotationWorkspace): EditLine[] {
  const onServer = new Set((current.quotation?.draft.lines ?? []).map((l) => l.key));
  return Object.entries(draft.lines ?? {})
    .filter((entry): entry is [string, LineFields] => entry[1] !== undefined)
    .map(([key, line]) => ({ ...line, key, saved: onServer.has(key) }));
}

const DRAFT_LABELS: Record<string, string> = {
  overall_discount_bps: 'Overall discount',
  note: 'Note for sales',
};

/** The quotation person's words for a lead that is missing or not verified: nothing to cost. */
const leadMissing = {
  notFound: {
    title: 'This lead is not in the costing queue',
    message: 'No verified lead has this number, so there is nothing to cost. Pick a lead from the queue.',
  },
  back: { to: paths.list('queue'), label: 'Back to the costing queue' },
};
/** An address whose lead number is not a number: the same as a 404. */
const NOT_IN_QUEUE = { code: ERROR_CODES.notFound, message: 'The address does not name a lead.' };

/** /app/quotation/add/:lead_id: build the lead's quotation from the captured requirement. */
export function QuotationBuilderPage() {
  const leadId = Number(useParams().lead_id);
  const valid = Number.isInteger(leadId) && leadId > 0;
  const workspace = useRemoteData(() => fetchQuotationWorkspace(leadId), `w${leadId}`);
  const catalogue = useRemoteData(() => listCatalogue({ active: 'true', pageSize: 200 }), 'catalogue');
  if (!valid) return <ErrorState error={NOT_IN_QUEUE} {...leadMissing} />;
  if (workspace.error)
    return <ErrorState error={workspace.error} onRetry={workspace.reload} {...leadMissing} />;
  if (catalogue.error) return <ErrorState error={catalogue.error} onRetry={catalogue.reload} />;
  if (!workspace.data || !catalogue.data) return <PageSpinner />;
  return (
    <Builder
      key={`${workspace.data.quotation?.version ?? 0}`}
      space={workspace.data}
      catalogue={catalogue.data.items}
      reload={workspace.reload}
    />
  );
}

function Builder({
  space,
  catalogue,
  reload,
}: {
  space: QuotationWorkspace;
  catalogue: CatalogueItem[];
  reload: () => void;
}) {
  const { message } = useAntApp();
  const navigate = useNavigate();
  const quotation = space.quotation;
  const [lines, setLines] = useState<EditLine[]>(() => linesOf(space));
  const [overall, setOverall] = useState(quotation?.draft.overall_discount_bps ?? 0);
  const [note, setNote] = useState(quotation?.draft.note ?? '');
  const [discountExtras, setDiscountExtras] = useState(quotation?.draft.discount_extras ?? true);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [conflict, setConflict] = useState<string | null>(null);
  /** Numbers typed outside their rule, by "line key:field": saving waits until they are fixed. */
  const { problems: invalid, report: reportProblem } = useNumberProblems();
  const labelOf = (id: string) => {
    const [key, field] = id.split(':');
    return key === 'overall'
      ? 'Overall discount'
      : `Line ${lines.findIndex((l) => l.key === key) + 1} (${field})`;
  };
  // A stale save: the merge of what the builder loaded, what I changed and the draft as it is now.
  const conflicts = useFieldMerge<Draft, QuotationWorkspace>(DRAFT_MERGE);
  const merge = conflicts.merge;
  const editable = space.lead.stage === 'costing_requested' && quotation?.status !== 'accepted';

  // A number typed outside its rule never reaches the lines, yet it is still an unsaved edit.
  const unsaved = dirty || Object.keys(invalid).length > 0;
  useUnsavedChangesGuard(unsaved);

  // Lines keep the origin they have on the server (new ones are costing), as the server prices them.
  const extraKeys = useMemo(
    () => new Set((quotation?.draft.lines ?? []).filter((l) => l.origin === 'extra').map((l) => l.key)),
    [quotation],
  );
  const live = useMemo(
    () =>
      quotationTotals({
        lines: lines.map((l) => ({ ...l, origin: extraKeys.has(l.key) ? 'extra' : 'costing' })),
        overall_discount_bps: overall,
        discount_extras: discountExtras,
        inter_state: space.inter_state,
      }),
    [lines, overall, discountExtras, extraKeys, space.inter_state],
  );
  const amountOf = new Map(live.amounts.map((a) => [a.key, a]));

  const change = (key: string, patch: Partial<EditLine>) => {
    setDirty(true);
    setLines((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  };
  const addItem = (id: number) => {
    const item = catalogue.find((c) => c.id === id);
    if (!item) return;
    setDirty(true);
    setLines((all) => [
      ...all,
      {
        key: localKey(),
        catalogue_item_id: item.id,
        description: item.name,
        hsn_sac: item.hsn_sac,
        unit: item.unit,
        quantity: derivedQuantity(item.quantity_basis, space.requirement),
        rate_paise: item.rate_paise,
        gst_rate_bps: item.gst_rate_bps as EditLine['gst_rate_bps'],
        discount_bps: 0,
        saved: false,
      },
    ]);
  };
  const addFree = () => {
    setDirty(true);
    setLines((all) => [
      ...all,
      {
        key: localKey(),
        catalogue_item_id: null,
        description: '',
        hsn_sac: null,
        unit: 'nos',
        quantity: 1,
        rate_paise: 0,
        gst_rate_bps: 1800,
        discount_bps: 0,
        saved: false,
      },
    ]);
  };

  const fail = (error: unknown) => {
    // A failed call rejects with the answer's body (see @managewell/api client), not an HTTP error.
    const isConflict = isApiErrorBody(error) && error.code === ERROR_CODES.conflict;
    const text = messageOf(error);
    if (isConflict) setConflict(text);
    const fields = fieldErrorsOf(error);
    const list = Object.entries(fields).map(([field, msg]) => {
      const m = /^lines\.(\d+)\.(.+)$/.exec(field);
      return m ? `Line ${Number(m[1]) + 1} (${m[2]!.replace(/_/g, ' ')}): ${msg}` : msg;
    });
    setProblems(list.length > 0 ? list : isConflict ? [] : [text]);
  };

  const save = async (draft: DraftState = { lines, overall, note }) => {
    const open = Object.entries(invalid).map(([id, problem]) => `${labelOf(id)}: ${problem}`);
    setProblems(open);
    if (open.length > 0) return;
    setBusy(true);
    // What the save goes on top of: the loaded draft, or after a merge the other person's.
    const base = merge?.current ?? space;
    try {
      await saveQuotationDraft(space.lead.id, {
        version: base.quotation?.version ?? 0,
        overall_discount_bps: draft.overall,
        discount_extras: discountExtras,
        note: draft.note,
        lines: draft.lines.map(({ saved, key, ...l }) => ({ ...l, ...(saved ? { key } : {}) })),
      });
      setDirty(false);
      message.success('Draft saved.');
      reload();
    } catch (error) {
      const isStale = isApiErrorBody(error) && error.code === ERROR_CODES.conflict;
      if (!(isStale && (await mergeWithCurrent(base, draft)))) fail(error);
    } finally {
      setBusy(false);
    }
  };

  /** After a stale save: true when someone else saved the draft meanwhile and the builder now holds the merge. */
  const mergeWithCurrent = async (base: QuotationWorkspace, mine: DraftState): Promise<boolean> => {
    try {
      const current = await fetchQuotationWorkspace(space.lead.id);
      if ((current.quotation?.version ?? 0) === (base.quotation?.version ?? 0)) return false;
      const merged = conflicts.start(
        spaceDraft(base),
        draftOf(mine.lines, mine.overall, mine.note),
        spaceDraft(current),
        current,
      );
      setLines(linesOfDraft(merged, current));
      setOverall(merged.overall_discount_bps);
      setNote(merged.note);
      setConflict(null);
      return true;
    } catch {
      return false;
    }
  };
  const saveMerged = (choices: Record<string, ConflictChoice>) => {
    if (!merge) return;
    const settled = conflicts.settle(draftOf(lines, overall, note), choices);
    const next = {
      lines: linesOfDraft(settled, merge.current),
      overall: settled.overall_discount_bps,
      note: settled.note,
    };
    setLines(next.lines);
    setOverall(next.overall);
    setNote(next.note);
    void save(next);
  };

  const lineLabel = (field: string) => {
    const key = field.slice('lines.'.length);
    const line = draftOf(lines, overall, note).lines[key] ?? merge?.result.merged.lines?.[key];
    return `Line: ${line?.description || 'untitled'}`;
  };
  const formatDraftValue = (value: unknown, field: string) => {
    if (field === 'overall_discount_bps') return `${Number(value ?? 0) / 100}%`;
    if (!field.startsWith('lines.')) return formatFieldValue(value);
    if (value === undefined) return 'removed';
    const line = value as LineFields;
    return `${line.description || 'untitled'}: ${line.quantity} ${UNIT_LABEL[line.unit]} × ${formatInr(line.rate_paise)}${
      line.discount_bps ? `, ${line.discount_bps / 100}% off` : ''
    }`;
  };

  const costed = async () => {
    if (!quotation) return;
    setBusy(true);
    try {
      await markQuotationCosted(space.lead.id, quotation.version);
      message.success(`${quotation.number} is costed; the sales owner has been told.`);
      navigate(paths.list());
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const r = space.requirement;
  const t = live.totals;
  return (
    <>
      <PageHeader
        title={quotation ? `Quotation ${quotation.number}` : 'New quotation'}
        extra={<Link to={paths.list()}>Back to the list</Link>}
      />
      <ChangeRequestAlert quotation={quotation} />
      {conflict && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={conflict}
          action={<Button onClick={reload}>Reload</Button>}
        />
      )}
      {!editable && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`This lead is at “${SALES_STAGE_LABELS[space.lead.stage]}”: the quotation team edits it only while costing is requested.`}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <Card title={space.lead.customer.name} size="small">
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Stage">{SALES_STAGE_LABELS[space.lead.stage]}</Descriptions.Item>
              {quotation && (
                <Descriptions.Item label="Quotation">
                  <QuotationStatusTag status={quotation.status} /> version {quotation.version}
                </Descriptions.Item>
              )}
              <Descriptions.Item label="GST">
                {space.inter_state ? 'IGST (other state)' : 'CGST + SGST'}
              </Descriptions.Item>
              {r ? (
                <>
                  <Descriptions.Item label="Site">{`${r.site_address}, ${r.site_state}`}</Descriptions.Item>
                  <Descriptions.Item label="Pool">{`${r.length_m} × ${r.width_m} m, ${r.shallow_depth_m}–${r.deep_depth_m} m deep${r.shape ? ` (${optionLabel(r.shape)})` : ''}`}</Descriptions.Item>
                  <Descriptions.Item label="Area / volume">{`${r.metrics.areaM2} m² · ${r.metrics.volumeLitres.toLocaleString('en-IN')} litres`}</Descriptions.Item>
                  <Descriptions.Item label="Lining / perimeter">{`${r.metrics.liningAreaM2} m² · ${r.metrics.perimeterM} m`}</Descriptions.Item>
                  <Descriptions.Item label="Finish">{optionLabel(r.finish)}</Descriptions.Item>
                  <Descriptions.Item label="Equipment">
                    {[r.filtration, r.heating, r.lighting].map(optionLabel).join(', ')}
                  </Descriptions.Item>
                  {r.accessories.length > 0 && (
                    <Descriptions.Item label="Accessories">
                      {r.accessories.map(optionLabel).join(', ')}
                    </Descriptions.Item>
                  )}
                  {r.budget_max_paise !== null && (
                    <Descriptions.Item label="Budget">{`${formatInr(r.budget_min_paise ?? 0)} – ${formatInr(r.budget_max_paise)}`}</Descriptions.Item>
                  )}
                  {r.notes && <Descriptions.Item label="Notes">{r.notes}</Descriptions.Item>}
                </>
              ) : (
                <Descriptions.Item label="Requirement">Not captured yet</Descriptions.Item>
              )}
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={15}>
          <Card size="small" title="Totals">
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="Before discount">{formatInr(t.gross_paise)}</Descriptions.Item>
              <Descriptions.Item label="Discount">{formatInr(t.discount_paise)}</Descriptions.Item>
              <Descriptions.Item label="Taxable value">{formatInr(t.taxable_paise)}</Descriptions.Item>
              {space.inter_state ? (
                <Descriptions.Item label="IGST">{formatInr(t.igst_paise)}</Descriptions.Item>
              ) : (
                <>
                  <Descriptions.Item label="CGST">{formatInr(t.cgst_paise)}</Descriptions.Item>
                  <Descriptions.Item label="SGST">{formatInr(t.sgst_paise)}</Descriptions.Item>
                </>
              )}
              <Descriptions.Item label="Round off">{formatInr(t.round_off_paise)}</Descriptions.Item>
              <Descriptions.Item label="Total">
                <Typography.Text strong data-testid="grand-total">
                  {formatInr(t.grand_total_paise)}
                </Typography.Text>
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
      <Card title="Lines" style={{ marginTop: 16 }} size="small">
        {editable && (
          <Space wrap style={{ marginBottom: 12 }}>
            <Select
              showSearch
              aria-label="Add a catalogue item"
              placeholder="Add a catalogue item…"
              style={{ width: 360, maxWidth: '100%' }}
              value={null}
              optionFilterProp="label"
              onChange={(id: number) => addItem(id)}
              options={catalogue.map((c) => ({
                value: c.id,
                label: `${c.code} · ${c.name} (${formatInr(c.rate_paise)}/${UNIT_LABEL[c.unit]})`,
              }))}
            />
            <Button onClick={addFree}>Add a free line</Button>
          </Space>
        )}
        <Table<EditLine>
          rowKey="key"
          size="small"
          pagination={false}
          dataSource={lines}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No lines yet: add catalogue items or free lines.' }}
          columns={[
            {
              key: 'description',
              title: 'Item',
              render: (_, l, i) => (
                <Input
                  aria-label={`Line ${i + 1} description`}
                  disabled={!editable}
                  value={l.description}
                  count={{ show: true, max: 300 }}
                  onChange={(e) => change(l.key, { description: e.target.value })}
                  style={{ minWidth: 220 }}
                />
              ),
            },
            {
              key: 'quantity',
              title: 'Qty',
              render: (_, l, i) => (
                <Space align="start" size={4}>
                  <CheckedNumberInput
                    aria-label={`Line ${i + 1} quantity`}
                    disabled={!editable}
                    value={l.quantity}
                    rule={QUANTITY_RULE}
                    step={1}
                    onChange={(quantity) => change(l.key, { quantity })}
                    onProblem={reportProblem(`${l.key}:quantity`)}
                    style={{ width: 100 }}
                  />
                  <Select
                    aria-label={`Line ${i + 1} unit`}
                    disabled={!editable}
                    value={l.unit}
                    onChange={(unit) => change(l.key, { unit })}
                    options={QUOTATION_UNITS.map((u) => ({ value: u, label: UNIT_LABEL[u] }))}
                    style={{ width: 80 }}
                  />
                </Space>
              ),
            },
            {
              key: 'rate',
              title: 'Rate (₹)',
              render: (_, l, i) => (
                <CheckedNumberInput
                  aria-label={`Line ${i + 1} rate in rupees`}
                  disabled={!editable}
                  value={toRupees(l.rate_paise)}
                  rule={RATE_RUPEES_RULE}
                  onChange={(rupees) => change(l.key, { rate_paise: toPaise(rupees) })}
                  onProblem={reportProblem(`${l.key}:rate`)}
                  style={{ width: 130 }}
                />
              ),
            },
            {
              key: 'discount',
              title: 'Disc. %',
              render: (_, l, i) => (
                <CheckedNumberInput
                  aria-label={`Line ${i + 1} discount percent`}
                  disabled={!editable}
                  value={l.discount_bps / 100}
                  rule={DISCOUNT_PERCENT_RULE}
                  // The rule allows two decimals, so rounding here only removes floating-point noise.
                  onChange={(percent) => change(l.key, { discount_bps: Math.round(percent * 100) })}
                  onProblem={reportProblem(`${l.key}:discount`)}
                  style={{ width: 90 }}
                />
              ),
            },
            {
              key: 'gst',
              title: 'GST',
              render: (_, l, i) => (
                <Select
                  aria-label={`Line ${i + 1} GST rate`}
                  disabled={!editable}
                  value={l.gst_rate_bps}
                  onChange={(gst_rate_bps) => change(l.key, { gst_rate_bps })}
                  options={GST_RATES_BPS.map((r) => ({ value: r, label: `${r / 100} %` }))}
                  style={{ width: 90 }}
                />
              ),
            },
            {
              key: 'amount',
              title: 'Taxable',
              align: 'right',
              render: (_, l) => formatInr(amountOf.get(l.key)?.taxable_paise ?? 0),
            },
            {
              key: 'remove',
              title: '',
              render: (_, l, i) =>
                editable && (
                  <Button
                    type="link"
                    danger
                    aria-label={`Remove line ${i + 1}`}
                    onClick={() => {
                      setDirty(true);
                      setLines((all) => all.filter((x) => x.key !== l.key));
                    }}
                  >
                    Remove
                  </Button>
                ),
            },
          ]}
        />
        <Space wrap style={{ marginTop: 12 }} align="center">
          <label htmlFor="overall-discount">Overall discount %</label>
          <CheckedNumberInput
            id="overall-discount"
            disabled={!editable}
            value={overall / 100}
            rule={DISCOUNT_PERCENT_RULE}
            onChange={(percent) => {
              setDirty(true);
              setOverall(Math.round(percent * 100));
            }}
            onProblem={reportProblem('overall:discount')}
            style={{ width: 110 }}
          />
          <Checkbox
            disabled={!editable}
            checked={discountExtras}
            onChange={(e) => {
              setDirty(true);
              setDiscountExtras(e.target.checked);
            }}
          >
            Also on extra payments sales adds later
          </Checkbox>
        </Space>
        <Input.TextArea
          aria-label="Note for sales"
          placeholder="Note for sales (optional)"
          disabled={!editable}
          value={note}
          count={{ show: true, max: 1000 }}
          onChange={(e) => {
            setDirty(true);
            setNote(e.target.value);
          }}
          style={{ marginTop: 12 }}
          rows={2}
        />
        {problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 12 }}
            title="Please correct the quotation"
            description={
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            }
          />
        )}
        {editable && (
          <Space style={{ marginTop: 16 }} wrap>
            <Button type="primary" onClick={() => void save()} loading={busy} disabled={lines.length === 0}>
              Save draft
            </Button>
            <Button onClick={costed} loading={busy} disabled={!quotation || unsaved}>
              Mark costed
            </Button>
            {unsaved && <Typography.Text type="secondary">Unsaved changes</Typography.Text>}
          </Space>
        )}
        {merge && (
          <ConflictPanel
            thing="quotation"
            conflict={merge.result}
            labelOf={(field) => DRAFT_LABELS[field] ?? lineLabel(field)}
            formatValue={formatDraftValue}
            saving={busy}
            onSave={saveMerged}
            onTakeTheirs={reload}
          />
        )}
      </Card>
    </>
  );
}
