import { listQuotations, QUOTATIONS_EXPORT_URL } from '@managewell/api';
import {
  parseListQuery,
  QUOTATION_LIST_FIELDS,
  QUOTATION_STATUS_LABEL,
  QUOTATION_STATUSES,
  type QuotationListItem,
  type QuotationListQuery,
  type QuotationStatus,
} from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import { EmptyState, ErrorState, ExportButton, PageHeader, useAntApp, useRemoteData } from '@managewell/ui';
import { DataTable } from '@managewell/ui/data-table';
import { LazySelect } from '@managewell/ui/lazy-fields';
import { Panel, SearchBox } from '@managewell/ui/light';
import { Button } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { StatusTag, salesPaths } from './shared';

// Loaded when a quotation is sent (issue 8: a later page ≤ +60 KB).
const SendQuotationDialog = lazy(() =>
  import('./SendQuotationDialog').then((m) => ({ default: m.SendQuotationDialog })),
);
const PAGE_SIZES = [10, 20, 50, 100] as const;

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
type Query = QuotationListQuery & { page: number; pageSize: number; q?: string; status?: QuotationStatus };

/**
 * The list query from the URL, read with the contract's field list, not its zod schema (zod stays
 * off these pages, issue 8); values the API would refuse are dropped. No status in the URL is the
 * page's default one, `any` is none.
 */
function queryOf(params: URLSearchParams, purpose: Purpose): Query {
  const given: Record<string, string> =
    params.get('status') === null ? { status: DEFAULT_STATUS[purpose] } : {};
  return parseListQuery(QUOTATION_LIST_FIELDS, params, given) as Query;
}

/** Sales' quotation queues (extra payment, terms, final quotation): server paging and filters in the URL. */
export function SalesQuotationsPage({ purpose }: { purpose: Purpose }) {
  const { message } = useAntApp();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryOf(params, purpose), [params, purpose]);
  const [search, setSearch] = useState(query.q ?? '');
  const { data, error, loading, reload } = useRemoteData(() => listQuotations(query), JSON.stringify(query));
  const [sending, setSending] = useState<QuotationListItem | null>(null);
  const set = (changes: Record<string, string | number | undefined>, keepPage = false) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (!keepPage) next.delete('page');
      for (const [k, v] of Object.entries(changes)) {
        if (v === undefined || v === '') next.delete(k);
        else next.set(k, String(v));
      }
      return next;
    });

  if (error) return <ErrorState error={error} onRetry={reload} />;
  const action = (q: QuotationListItem) => {
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
      <PageHeader title={TITLE[purpose]} extra={<ExportButton url={QUOTATIONS_EXPORT_URL} query={query} />} />
      <Panel>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
          <SearchBox
            aria-label="Search quotations"
            placeholder="Number or customer"
            value={search}
            onChange={setSearch}
            onSearch={(q) => set({ q: q.trim() })}
            style={{ width: 260, maxWidth: '100%' }}
          />
          <LazySelect
            aria-label="Status"
            style={{ width: 200 }}
            value={query.status ?? 'any'}
            onChange={(status: string) =>
              set({ status: status === DEFAULT_STATUS[purpose] ? undefined : status })
            }
            options={[
              { value: 'any', label: 'Any status' },
              ...QUOTATION_STATUSES.map((s) => ({ value: s, label: QUOTATION_STATUS_LABEL[s] })),
            ]}
          />
        </div>
        {/* DataTable, not antd's Table: its filter menus and Pagination (~55 KB) are not needed here. */}
        <DataTable<QuotationListItem>
          label="Quotations"
          rowKey="id"
          loading={loading}
          dataSource={data?.items ?? []}
          minWidth={640}
          emptyText={<EmptyState description="No quotation here." />}
          pagination={{
            page: query.page,
            pageSize: query.pageSize,
            total: data?.total ?? 0,
            pageSizes: PAGE_SIZES,
            onChange: (page, pageSize) => set({ page, pageSize }, true),
          }}
          columns={[
            {
              key: 'number',
              title: 'Number',
              render: (q) => <Link to={salesPaths.history(q.lead_id)}>{q.number}</Link>,
            },
            { key: 'customer', title: 'Customer', render: (q) => q.customer },
            { key: 'status', title: 'Status', render: (q) => <StatusTag status={q.status} /> },
            { key: 'total', title: 'Value', align: 'end', render: (q) => formatInr(q.total_paise) },
            { key: 'action', title: '', render: (q) => action(q) },
          ]}
        />
      </Panel>
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
