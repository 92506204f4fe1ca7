import { listQuotations, QUOTATIONS_EXPORT_URL } from '@managewell/api';
import {
  canMoveStage,
  QUOTATION_LIST_FIELDS,
  QUOTATION_STATUS_LABEL,
  QUOTATION_STATUSES,
  type QuotationListItem,
  type QuotationStatus,
  SALES_STAGE_LABELS,
  type SalesStage,
} from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import { ExportButton, PageHeader, useAntApp, useRemoteData } from '@managewell/ui';
import { LazySelect } from '@managewell/ui/lazy-fields';
import { ListFilter, ListFrame, ListSearch, useListQuery } from '@managewell/ui/list';
import { Button, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { StatusTag, salesPaths } from './shared';

// Loaded when a quotation is sent (a later page may add at most 60 KB, see docs/decisions/0011-load-on-first-use.md).
const SendQuotationDialog = lazy(() =>
  import('./SendQuotationDialog').then((m) => ({ default: m.SendQuotationDialog })),
);

type Purpose = 'extra-payment' | 'terms' | 'final';
const TITLE: Record<Purpose, string> = {
  'extra-payment': 'Extra Payment',
  terms: 'Prepare Terms',
  final: 'Final Quotation',
};
const DEFAULT_STATUS: Record<Purpose, QuotationStatus> = {
  'extra-payment': 'costed',
  terms: 'costed',
  final: 'costed',
};
/** The stage each step moves the lead to (the server refuses the step when the stage cannot move there). */
const STEP_STAGE: Record<Purpose, SalesStage> = {
  'extra-payment': 'extra_payments',
  terms: 'terms',
  final: 'final_sent',
};

/** Why this row's step cannot be done now, said before the person opens it; undefined when it can. */
export function whyNot(purpose: Purpose, q: QuotationListItem): string | undefined {
  if (q.status === 'accepted' || q.status === 'declined') return undefined;
  if (purpose === 'final' && !q.has_terms) return 'Prepare the terms first';
  const to = STEP_STAGE[purpose];
  if (!q.stage || q.stage === to || canMoveStage(q.stage, to)) return undefined;
  return `At “${SALES_STAGE_LABELS[q.stage]}”: ${q.stage === 'costed' ? 'choose the design first' : 'not at this step yet'}`;
}

/** Sales' quotation queues (extra payment, terms, final quotation): server paging and filters in the URL. */
export function SalesQuotationsPage({ purpose }: { purpose: Purpose }) {
  const { message } = useAntApp();
  const [params] = useSearchParams();
  // No status in the URL is the page's default one; `any` (refused by the schema) is none.
  const list = useListQuery(QUOTATION_LIST_FIELDS, {
    given: params.get('status') === null ? { status: DEFAULT_STATUS[purpose] } : {},
    filters: ['q'],
  });
  const { query, set } = list;
  const remote = useRemoteData(() => listQuotations(query), JSON.stringify(query));
  const { reload } = remote;
  const [sending, setSending] = useState<QuotationListItem | null>(null);

  const action = (q: QuotationListItem) => {
    const blocked = whyNot(purpose, q);
    if (blocked) return <Typography.Text type="secondary">{blocked}</Typography.Text>;
    if (purpose === 'extra-payment')
      return <Link to={salesPaths.extraPayment(q.lead_id)}>Add extra items</Link>;
    if (purpose === 'terms') return <Link to={salesPaths.terms(q.lead_id)}>Prepare terms</Link>;
    return (
      <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        {q.status !== 'accepted' && (
          <Button
            type="link"
            size="small"
            style={{ padding: 0, height: 'auto' }}
            onClick={() => setSending(q)}
          >
            Send
          </Button>
        )}
        <Link to={salesPaths.history(q.lead_id)}>History</Link>
      </span>
    );
  };
  return (
    <>
      <PageHeader title={TITLE[purpose]} />
      <ListFrame
        actions={<ExportButton url={QUOTATIONS_EXPORT_URL} query={query} />}
        list={list}
        remote={remote}
        errorTitle="The quotations could not be loaded"
        noun="quotations"
        emptyText="No quotation here."
        filters={
          <>
            <ListSearch list={list} id="quotations-search" placeholder="Number or customer" />
            <ListFilter id="quotations-status" label="Status">
              <LazySelect
                id="quotations-status"
                style={{ width: '100%' }}
                value={query.status ?? 'any'}
                onChange={(status: string) =>
                  set({ status: status === DEFAULT_STATUS[purpose] ? undefined : status })
                }
                options={[
                  { value: 'any', label: 'Any status' },
                  ...QUOTATION_STATUSES.map((s) => ({ value: s, label: QUOTATION_STATUS_LABEL[s] })),
                ]}
              />
            </ListFilter>
          </>
        }
        table={{
          label: 'Quotations',
          rowKey: 'id',
          minWidth: 640,
          columns: [
            {
              key: 'number',
              title: 'Number',
              render: (q) => <Link to={salesPaths.history(q.lead_id)}>{q.number}</Link>,
            },
            { key: 'customer', title: 'Customer', render: (q) => q.customer },
            { key: 'status', title: 'Status', render: (q) => <StatusTag status={q.status} /> },
            { key: 'total', title: 'Value', align: 'end', render: (q) => formatInr(q.total_paise) },
            { key: 'action', title: '', render: (q) => action(q) },
          ],
        }}
      />
      {sending && (
        <Suspense fallback={null}>
          <SendQuotationDialog
            key={sending.id}
            item={sending}
            onClose={() => setSending(null)}
            onSent={(sent) => {
              message.success(`Version ${sent.version} sent to ${sent.to}.`);
              setSending(null);
              reload();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

export const ExtraPaymentListPage = () => <SalesQuotationsPage purpose="extra-payment" />;
export const PrepareTermsListPage = () => <SalesQuotationsPage purpose="terms" />;
export const FinalQuotationPage = () => <SalesQuotationsPage purpose="final" />;
