import { listQuotations } from '@managewell/api';
import {
  QUOTATION_STATUS_LABEL,
  QUOTATION_STATUSES,
  type QuotationListItem,
  type QuotationStatus,
  quotationListQuery,
} from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import { EmptyState, ErrorState, PageHeader, useRemoteData } from '@managewell/ui';
import { DataTable } from '@managewell/ui/data-table';
import { LazySelect } from '@managewell/ui/lazy-fields';
import { App, Card, Input, Space, Spin, Typography } from 'antd';
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
const KEYS = Object.keys(quotationListQuery.shape);

function queryOf(params: URLSearchParams, purpose: Purpose) {
  const raw: Record<string, string> = { status: DEFAULT_STATUS[purpose] };
  for (const key of KEYS) {
    const v = params.get(key);
    if (v !== null) raw[key] = v;
  }
  if (raw.status === 'any') delete raw.status;
  const parsed = quotationListQuery.safeParse(raw);
  return parsed.success ? parsed.data : quotationListQuery.parse({ status: DEFAULT_STATUS[purpose] });
}

/** Sales' quotation queues (extra payment, terms, final quotation): server paging and filters in the URL. */
export function SalesQuotationsPage({ purpose }: { purpose: Purpose }) {
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryOf(params, purpose), [params, purpose]);
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
      <Space>
        {q.status !== 'accepted' && <Typography.Link onClick={() => setSending(q)}>Send</Typography.Link>}
        <Link to={salesPaths.history(q.lead_id)}>History</Link>
      </Space>
    );
  };
  return (
    <>
      <PageHeader title={TITLE[purpose]} />
      <Card>
        <Space wrap style={{ marginBottom: 12 }}>
          <Input.Search
            aria-label="Search quotations"
            placeholder="Number or customer"
            allowClear
            defaultValue={query.q}
            onSearch={(q) => set({ q })}
            style={{ width: 260 }}
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
        </Space>
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
      </Card>
      {sending && (
        <Suspense fallback={<Spin fullscreen />}>
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
