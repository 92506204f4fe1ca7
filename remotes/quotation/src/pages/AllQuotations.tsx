import { listQuotations, QUOTATIONS_EXPORT_URL } from '@managewell/api';
import {
  QUOTATION_STATUS_LABEL,
  QUOTATION_STATUSES,
  type QuotationListItem,
  quotationListQuery,
} from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import { EmptyState, ErrorState, ExportButton, useRemoteData } from '@managewell/ui';
import { type DataColumn, DataTable } from '@managewell/ui/data-table';
import { Button, Input, Select, Space } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { PAGE_SIZES, type Setter, useSearchBox } from './listState';
import { formatDate, parseParams, paths, QuotationStatusTag } from './shared';

const LIST_KEYS = Object.keys(quotationListQuery.shape);

const COLUMNS: DataColumn<QuotationListItem>[] = [
  {
    key: 'number',
    title: 'Number',
    sortable: true,
    render: (q) => <Link to={paths.build(q.lead_id)}>{q.number}</Link>,
  },
  { key: 'customer', title: 'Customer', sortable: true, render: (q) => q.customer },
  { key: 'status', title: 'Status', render: (q) => <QuotationStatusTag status={q.status} /> },
  { key: 'total', title: 'Value', align: 'end', sortable: true, render: (q) => formatInr(q.total_paise) },
  { key: 'owner', title: 'Owner', responsive: 'lg', render: (q) => q.owner?.username ?? '—' },
  {
    key: 'updated_at',
    title: 'Updated',
    sortable: true,
    responsive: 'md',
    render: (q) => formatDate(q.updated_at),
  },
];

/** The "All quotations" tab of /app/quotation/view: search, status and owner filters, sorting. */
export function AllQuotations({ params, set }: { params: URLSearchParams; set: Setter }) {
  const query = useMemo(() => parseParams(quotationListQuery, params, LIST_KEYS), [params]);
  const { data, error, loading, reload } = useRemoteData(() => listQuotations(query), JSON.stringify(query));
  const [search, setSearch] = useSearchBox(query.q ?? '', (q) => set({ q }));
  if (error) return <ErrorState error={error} onRetry={reload} />;
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label="Search quotations"
          placeholder="Number or customer"
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 280 }}
        />
        <Select
          aria-label="Status"
          allowClear
          placeholder="Any status"
          style={{ width: 200 }}
          value={query.status}
          onChange={(status) => set({ status })}
          options={QUOTATION_STATUSES.map((s) => ({ value: s, label: QUOTATION_STATUS_LABEL[s] }))}
        />
        <Select
          aria-label="Owner"
          style={{ width: 160 }}
          value={query.mine ?? 'false'}
          onChange={(mine) => set({ mine: mine === 'true' ? 'true' : undefined })}
          options={[
            { value: 'false', label: 'Everyone’s' },
            { value: 'true', label: 'Mine' },
          ]}
        />
        {(query.q || query.status || query.mine) && (
          <Button onClick={() => set({ q: undefined, status: undefined, mine: undefined })}>
            Clear filters
          </Button>
        )}
        <ExportButton url={QUOTATIONS_EXPORT_URL} query={query} />
      </Space>
      <DataTable<QuotationListItem>
        label="All quotations"
        rowKey="id"
        loading={loading}
        columns={COLUMNS}
        dataSource={data?.items ?? []}
        emptyText={<EmptyState description="No quotation matches." />}
        sort={query.sort ? { key: query.sort, order: query.order === 'asc' ? 'asc' : 'desc' } : null}
        onSort={(key, order) => set(order ? { sort: key, order } : { sort: undefined, order: undefined })}
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
