import { listCostingQueue } from '@managewell/api';
import type { CostingQueueItem } from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import { EmptyState, ErrorState, PageHeader, PageSpinner, useRemoteData } from '@managewell/ui';
import { type DataColumn, DataTable } from '@managewell/ui/data-table';
import { Panel, SearchBox, TabBar } from '@managewell/ui/light';
import { Space } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PAGE_SIZES, readQueueQuery, type Setter, useSearchBox } from './listState';
import { formatDate, paths, QuotationStatusTag } from './shared';

// The list of every quotation (with its filter selects) loads when its tab is opened: the
// role's first page stays light (issue 8).
const AllQuotations = lazy(() => import('./AllQuotations').then((m) => ({ default: m.AllQuotations })));

/** /app/quotation/view: the costing queue and every quotation; all list state lives in the URL. */
export function QuotationListPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'all' ? 'all' : 'queue';
  const set: Setter = (changes, keepPage = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!keepPage) next.delete('page');
        for (const [k, v] of Object.entries(changes)) {
          if (v === undefined || v === '') next.delete(k);
          else next.set(k, String(v));
        }
        return next;
      },
      { replace: 'q' in changes },
    );
  return (
    <>
      <PageHeader title="Quotation List" />
      <Panel>
        <TabBar
          activeKey={tab}
          onChange={(key) => setParams(key === 'all' ? { tab: 'all' } : {})}
          items={[
            {
              key: 'queue',
              label: 'Costing queue',
              children: tab === 'queue' && <Queue params={params} set={set} />,
            },
            {
              key: 'all',
              label: 'All quotations',
              children: tab === 'all' && (
                <Suspense fallback={<PageSpinner />}>
                  <AllQuotations params={params} set={set} />
                </Suspense>
              ),
            },
          ]}
        />
        <Link to={paths.catalogue}>Price catalogue</Link>
      </Panel>
    </>
  );
}

const QUEUE_COLUMNS: DataColumn<CostingQueueItem>[] = [
  {
    key: 'customer',
    title: 'Customer',
    render: (r) => <Link to={paths.build(r.lead_id)}>{r.customer}</Link>,
  },
  { key: 'city', title: 'City', responsive: 'md', render: (r) => r.city ?? '—' },
  {
    key: 'project',
    title: 'Project',
    responsive: 'lg',
    render: (r) => r.project_type?.replace(/-/g, ' ') ?? '—',
  },
  { key: 'requested', title: 'Requested', render: (r) => formatDate(r.requested_at) },
  {
    key: 'quotation',
    title: 'Quotation',
    render: (r) =>
      r.quotation ? (
        <Space size={4} wrap>
          <QuotationStatusTag status={r.quotation.status} />
          {formatInr(r.quotation.total_paise)}
        </Space>
      ) : (
        'Not started'
      ),
  },
  {
    key: 'action',
    title: '',
    render: (r) => <Link to={paths.build(r.lead_id)}>{r.quotation ? 'Continue' : 'Cost it'}</Link>,
  },
];

function Queue({ params, set }: { params: URLSearchParams; set: Setter }) {
  const query = useMemo(() => readQueueQuery(params), [params]);
  const { data, error, loading, reload } = useRemoteData(
    () => listCostingQueue(query),
    JSON.stringify(query),
  );
  const [search, setSearch] = useSearchBox(query.q ?? '', (q) => set({ q }));
  if (error) return <ErrorState error={error} onRetry={reload} />;
  return (
    <>
      <SearchBox
        aria-label="Search the costing queue"
        placeholder="Search customer, e-mail or mobile"
        value={search}
        onChange={setSearch}
        style={{ maxWidth: 360, marginBottom: 12 }}
      />
      <DataTable<CostingQueueItem>
        label="Costing queue"
        rowKey="lead_id"
        loading={loading}
        columns={QUEUE_COLUMNS}
        dataSource={data?.items ?? []}
        emptyText={<EmptyState description="No lead is waiting for costing." />}
        pagination={{
          page: query.page,
          pageSize: query.pageSize,
          total: data?.total ?? 0,
          pageSizes: PAGE_SIZES,
          onChange: (page, pageSize) => set({ page, pageSize }, true),
        }}
      />
    </>
  );
}
