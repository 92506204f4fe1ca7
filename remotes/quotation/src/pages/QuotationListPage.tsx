import { listCostingQueue, listQuotations } from '@managewell/api';
import {
  type CostingQueueItem,
  costingQueueQuery,
  QUOTATION_STATUS_LABEL,
  QUOTATION_STATUSES,
  type QuotationListItem,
  quotationListQuery,
} from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import { EmptyState, ErrorState, PageHeader, useRemoteData } from '@managewell/ui';
import { Button, Card, Input, Select, Space, Table, type TableProps, Tabs } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate, parseParams, paths, QuotationStatusTag } from './shared';

const LIST_KEYS = Object.keys(quotationListQuery.shape);
const QUEUE_KEYS = Object.keys(costingQueueQuery.shape);

function useSearchBox(value: string, onChange: (v: string) => void) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), 400);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return [text, setText] as const;
}

/** /app/quotation/view: the costing queue and every quotation; all list state lives in the URL. */
export function QuotationListPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'all' ? 'all' : 'queue';
  const set = (changes: Record<string, string | number | undefined>, keepPage = false) =>
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
      <Card>
        <Tabs
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
              children: tab === 'all' && <AllQuotations params={params} set={set} />,
            },
          ]}
        />
        <Link to={paths.catalogue}>Price catalogue</Link>
      </Card>
    </>
  );
}

type Setter = (changes: Record<string, string | number | undefined>, keepPage?: boolean) => void;

function Queue({ params, set }: { params: URLSearchParams; set: Setter }) {
  const query = useMemo(() => parseParams(costingQueueQuery, params, QUEUE_KEYS), [params]);
  const { data, error, loading, reload } = useRemoteData(
    () => listCostingQueue(query),
    JSON.stringify(query),
  );
  const [search, setSearch] = useSearchBox(query.q ?? '', (q) => set({ q }));
  if (error) return <ErrorState error={error} onRetry={reload} />;
  const columns: TableProps<CostingQueueItem>['columns'] = [
    {
      key: 'customer',
      title: 'Customer',
      render: (_, r) => <Link to={paths.build(r.lead_id)}>{r.customer}</Link>,
    },
    { key: 'city', title: 'City', responsive: ['md'], render: (_, r) => r.city ?? '—' },
    {
      key: 'project',
      title: 'Project',
      responsive: ['lg'],
      render: (_, r) => r.project_type?.replace(/-/g, ' ') ?? '—',
    },
    { key: 'requested', title: 'Requested', render: (_, r) => formatDate(r.requested_at) },
    {
      key: 'quotation',
      title: 'Quotation',
      render: (_, r) =>
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
      render: (_, r) => <Link to={paths.build(r.lead_id)}>{r.quotation ? 'Continue' : 'Cost it'}</Link>,
    },
  ];
  return (
    <>
      <Input.Search
        aria-label="Search the costing queue"
        placeholder="Search customer, e-mail or mobile"
        allowClear
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ maxWidth: 360, marginBottom: 12 }}
      />
      <Table<CostingQueueItem>
        rowKey="lead_id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={data?.items ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: loading ? ' ' : <EmptyState description="No lead is waiting for costing." /> }}
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          onChange: (page, pageSize) => set({ page, pageSize }, true),
        }}
      />
    </>
  );
}

function AllQuotations({ params, set }: { params: URLSearchParams; set: Setter }) {
  const query = useMemo(() => parseParams(quotationListQuery, params, LIST_KEYS), [params]);
  const { data, error, loading, reload } = useRemoteData(() => listQuotations(query), JSON.stringify(query));
  const [search, setSearch] = useSearchBox(query.q ?? '', (q) => set({ q }));
  if (error) return <ErrorState error={error} onRetry={reload} />;
  const order = (field: string) =>
    query.sort === field ? (query.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;
  const columns: TableProps<QuotationListItem>['columns'] = [
    {
      key: 'number',
      title: 'Number',
      sorter: true,
      sortOrder: order('number'),
      render: (_, q) => <Link to={paths.build(q.lead_id)}>{q.number}</Link>,
    },
    {
      key: 'customer',
      title: 'Customer',
      sorter: true,
      sortOrder: order('customer'),
      render: (_, q) => q.customer,
    },
    { key: 'status', title: 'Status', render: (_, q) => <QuotationStatusTag status={q.status} /> },
    {
      key: 'total',
      title: 'Value',
      align: 'right',
      sorter: true,
      sortOrder: order('total'),
      render: (_, q) => formatInr(q.total_paise),
    },
    { key: 'owner', title: 'Owner', responsive: ['lg'], render: (_, q) => q.owner?.username ?? '—' },
    {
      key: 'updated_at',
      title: 'Updated',
      sorter: true,
      sortOrder: order('updated_at'),
      responsive: ['md'],
      render: (_, q) => formatDate(q.updated_at),
    },
  ];
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
      </Space>
      <Table<QuotationListItem>
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={data?.items ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: loading ? ' ' : <EmptyState description="No quotation matches." /> }}
        onChange={(pagination, _f, sorter, extra) => {
          if (extra.action === 'paginate')
            set({ page: pagination.current, pageSize: pagination.pageSize }, true);
          if (extra.action === 'sort') {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            set(
              s?.order
                ? { sort: String(s.columnKey), order: s.order === 'ascend' ? 'asc' : 'desc' }
                : { sort: undefined, order: undefined },
            );
          }
        }}
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
        }}
      />
    </>
  );
}
