import {
  createTermsTemplate,
  fetchQuotationWorkspace,
  fieldErrorsOf,
  listTermsTemplates,
  messageOf,
  saveQuotationTerms,
} from '@managewell/api';
import {
  ERROR_CODES,
  isApiErrorBody,
  MILESTONE_PERCENT_RULE,
  type QuotationWorkspace,
} from '@managewell/api/contract';
import {
  type ConflictChoice,
  ConflictPanel,
  ErrorState,
  PageHeader,
  PageSpinner,
  useAntApp,
  useFieldMerge,
  useRemoteData,
  useUnsavedChangesGuard,
} from '@managewell/ui';
import { ChangeRequestAlert } from '@managewell/ui/change-request-alert';
import { CheckedNumberInput, useNumberProblems } from '@managewell/ui/number-field';
import { Alert, Button, Card, DatePicker, Input, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { leadMissing } from '../shared/paths';
import { salesPaths } from './shared';

interface Milestone {
  label: string;
  percent: number;
}

/** The terms as the form edits them. */
interface Terms {
  milestones: Milestone[];
  valid_until: string;
  timeline: string;
  warranty: string;
  exclusions: string;
}

const TERMS_LABELS: Record<string, string> = {
  milestones: 'Payment schedule',
  valid_until: 'Valid until',
  timeline: 'Delivery timeline',
  warranty: 'Warranty',
  exclusions: 'Exclusions',
};

/** The saved terms of a quotation, or the defaults a new schedule starts from. */
export function termsOf(space: QuotationWorkspace): Terms {
  const existing = space.quotation?.draft.terms ?? null;
  return {
    milestones: existing?.milestones ?? [{ label: 'Advance with order', percent: 100 }],
    valid_until: existing?.valid_until ?? dayjs().add(30, 'day').format('YYYY-MM-DD'),
    timeline: existing?.timeline ?? '',
    warranty: existing?.warranty ?? '',
    exclusions: existing?.exclusions ?? '',
  };
}

/** /app/sales/prepare-terms/:lead_id: payment schedule, validity, timeline, warranty, exclusions. */
export function PrepareTermsPage() {
  const leadId = Number(useParams().lead_id);
  const { message } = useAntApp();
  const space = useRemoteData(() => fetchQuotationWorkspace(leadId), `t${leadId}`);
  const templates = useRemoteData(() => listTermsTemplates(), 'templates');
  const [milestones, setMilestones] = useState<Milestone[] | null>(null);
  const [validUntil, setValidUntil] = useState<string | null>(null);
  const [timeline, setTimeline] = useState<string | null>(null);
  const [warranty, setWarranty] = useState<string | null>(null);
  const [exclusions, setExclusions] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { problems: invalid, report: reportProblem } = useNumberProblems();
  // A stale save: the merge of the terms loaded, mine and the terms as now saved.
  const conflicts = useFieldMerge<Terms, QuotationWorkspace>();
  const merge = conflicts.merge;
  const edited = [milestones, validUntil, timeline, warranty, exclusions].some((v) => v !== null);
  useUnsavedChangesGuard(edited || Object.keys(invalid).length > 0);
  if (space.error)
    return (
      <ErrorState
        error={space.error}
        onRetry={space.reload}
        {...leadMissing(salesPaths.final, 'Back to the quotations')}
      />
    );
  if (!space.data || !templates.data) return <PageSpinner />;
  const quotation = space.data.quotation;
  if (!quotation)
    return <ErrorState title="No quotation yet" message="The quotation team has not costed this lead yet." />;

  const loaded = termsOf(space.data);
  const ms = milestones ?? loaded.milestones;
  const values: Terms = {
    milestones: ms,
    valid_until: validUntil ?? loaded.valid_until,
    timeline: timeline ?? loaded.timeline,
    warranty: warranty ?? loaded.warranty,
    exclusions: exclusions ?? loaded.exclusions,
  };
  const setAll = (terms: Terms | null) => {
    setMilestones(terms?.milestones ?? null);
    setValidUntil(terms?.valid_until ?? null);
    setTimeline(terms?.timeline ?? null);
    setWarranty(terms?.warranty ?? null);
    setExclusions(terms?.exclusions ?? null);
  };
  const sum = ms.reduce((s, m) => s + (m.percent || 0), 0);
  const applyTemplate = (id: number) => {
    const t = templates.data!.find((x) => x.id === id);
    if (!t) return;
    setMilestones(t.milestones);
    setTimeline(t.timeline);
    setWarranty(t.warranty);
    setExclusions(t.exclusions);
    setValidUntil(dayjs().add(t.validity_days, 'day').format('YYYY-MM-DD'));
  };
  const save = async (terms: Terms = values) => {
    const open = Object.entries(invalid).map(([field, problem]) => `${field}: ${problem}`);
    setErrors(open.length > 0 ? { milestones: open.join(' ') } : {});
    if (open.length > 0) return;
    setBusy(true);
    // What the save goes on top of: the loaded quotation, or after a merge the other person's.
    const base = merge?.current ?? space.data!;
    try {
      const saved = await saveQuotationTerms(leadId, {
        version: base.quotation?.version ?? quotation.version,
        ...terms,
      });
      // The server makes no version when the terms are what the newest version already says.
      if (saved.versions.length === (base.quotation ?? quotation).versions.length)
        message.info('Nothing changed: no new version was made.');
      else message.success('Terms saved as a new version.');
      setAll(null);
      conflicts.close();
      space.reload();
    } catch (failure) {
      const stale = isApiErrorBody(failure) && failure.code === ERROR_CODES.conflict;
      // The 409 does not carry the terms as now saved: the merge fetches them.
      const merged = stale
        ? await conflicts.mergeWithServer(space.data!, terms, {
            fetch: () => fetchQuotationWorkspace(leadId),
            version: (now) => now.quotation?.version,
            values: termsOf,
          })
        : null;
      if (merged) {
        setAll(merged);
        setErrors({});
        return;
      }
      const fields = fieldErrorsOf(failure);
      setErrors(Object.keys(fields).length > 0 ? fields : { _: messageOf(failure) });
    } finally {
      setBusy(false);
    }
  };
  const saveTemplate = async () => {
    const name = window.prompt('Name of the new terms template');
    if (!name) return;
    try {
      // Out of 1–365 days, the server refuses it with its message rather than a silent change.
      const days = dayjs(values.valid_until).diff(dayjs().startOf('day'), 'day');
      await createTermsTemplate({ name, ...values, validity_days: days });
      message.success('Template saved.');
      templates.reload();
    } catch (failure) {
      message.error(messageOf(failure));
    }
  };
  const err = (k: string) => errors[k] && <Typography.Text type="danger">{errors[k]}</Typography.Text>;
  return (
    <>
      <PageHeader
        title={`Prepare terms · ${quotation.number}`}
        extra={<Link to={salesPaths.history(leadId)}>History</Link>}
      />
      <ChangeRequestAlert quotation={quotation} />
      <Card>
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Select
            aria-label="Start from a template"
            placeholder="Start from a template…"
            style={{ width: 320, maxWidth: '100%' }}
            onChange={applyTemplate}
            options={templates.data.map((t) => ({ value: t.id, label: t.name }))}
          />
          <div>
            <Typography.Title level={5}>Payment schedule</Typography.Title>
            {ms.map((m, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional editors of controlled inputs
              <Space key={`${i}-${ms.length}`} style={{ display: 'flex', marginBottom: 8 }} wrap>
                <Input
                  aria-label={`Milestone ${i + 1}`}
                  value={m.label}
                  count={{ show: true, max: 80 }}
                  onChange={(e) =>
                    setMilestones(ms.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)))
                  }
                  style={{ width: 260 }}
                />
                <CheckedNumberInput
                  aria-label={`Milestone ${i + 1} percent`}
                  value={m.percent}
                  rule={MILESTONE_PERCENT_RULE}
                  suffix="%"
                  onChange={(percent) => setMilestones(ms.map((x, j) => (j === i ? { ...x, percent } : x)))}
                  onProblem={reportProblem(`Milestone ${i + 1}`)}
                />
                <Button
                  onClick={() => setMilestones(ms.filter((_, j) => j !== i))}
                  disabled={ms.length === 1}
                >
                  Remove
                </Button>
              </Space>
            ))}
            <Button onClick={() => setMilestones([...ms, { label: '', percent: Math.max(1, 100 - sum) }])}>
              Add milestone
            </Button>
            <div>
              <Typography.Text type={sum === 100 ? 'success' : 'danger'}>
                Total {sum} %{sum !== 100 && ' (must be 100 %)'}
              </Typography.Text>
            </div>
            {err('milestones')}
          </div>
          <div>
            <label htmlFor="valid-until">Valid until</label>
            <br />
            <DatePicker
              id="valid-until"
              value={dayjs(values.valid_until)}
              disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
              onChange={(d) => setValidUntil(d ? d.format('YYYY-MM-DD') : null)}
              allowClear={false}
            />
            <br />
            {err('valid_until')}
          </div>
          <div>
            <label htmlFor="timeline">Delivery timeline</label>
            <Input
              id="timeline"
              value={values.timeline}
              count={{ show: true, max: 500 }}
              onChange={(e) => setTimeline(e.target.value)}
            />
            {err('timeline')}
          </div>
          <div>
            <label htmlFor="warranty">Warranty</label>
            <Input.TextArea
              id="warranty"
              value={values.warranty}
              count={{ show: true, max: 1000 }}
              rows={2}
              onChange={(e) => setWarranty(e.target.value)}
            />
            {err('warranty')}
          </div>
          <div>
            <label htmlFor="exclusions">Exclusions</label>
            <Input.TextArea
              id="exclusions"
              value={values.exclusions}
              count={{ show: true, max: 2000 }}
              rows={2}
              onChange={(e) => setExclusions(e.target.value)}
            />
          </div>
          {errors._ && <Alert type="error" showIcon title={errors._} />}
          <Space wrap>
            <Button type="primary" onClick={() => void save()} loading={busy} disabled={sum !== 100}>
              Save terms
            </Button>
            <Button onClick={saveTemplate}>Save as a template</Button>
          </Space>
          {merge && (
            <ConflictPanel
              what="these terms"
              conflict={merge.result}
              labelOf={(field) => TERMS_LABELS[field] ?? field}
              formatValue={(value, field) =>
                field === 'milestones'
                  ? (value as Milestone[]).map((m) => `${m.label} ${m.percent} %`).join(', ')
                  : String(value ?? '—')
              }
              saving={busy}
              onSave={(choices: Record<string, ConflictChoice>) => {
                const settled = conflicts.settle(values, choices);
                setAll(settled);
                void save(settled);
              }}
              onTakeTheirs={() => {
                setAll(null);
                conflicts.close();
                space.reload();
              }}
            />
          )}
        </Space>
      </Card>
    </>
  );
}
