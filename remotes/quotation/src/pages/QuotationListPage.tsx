import { COSTING_QUEUE_EXPORT_URL, listCostingQueue } from '@managewell/api';
import { COSTING_QUEUE_LIST_FIELDS, type CostingQueueItem, optionLabel } from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import { ExportButton, PageHeader, PageSpinner, useRemoteData } from '@managewell/ui';
import type { DataColumn } from '@managewell/ui/data-table';
import { Panel, TabBar } from '@managewell/ui/light';
import { ListFrame, ListSearch, useListQuery } from '@managewell/ui/list';
import { Space } from 'antd';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate, paths, QuotationStatusTag } from './shared';

// The list of every quotation (with its filter selects) loads when its tab is opened: the
// role's first page stays light (see docs/decisions/0010-light-components-first-pages.md).
const AllQuotations = lazy(() => import('./AllQuotations').then((m) => ({ default: m.AllQuotations })));

/** /app/quotation/view: the costing queue and every quotation; all list state lives in the URL. */
export function QuotationListPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'all' ? 'all' : 'queue';
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
              children: tab === 'queue' && <Queue />,
            },
            {
              key: 'all',
              label: 'All quotations',
              children: tab === 'all' && (
                <Suspense fallback={<PageSpinner />}>
                  <AllQuotations />
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
    render: (r) => (r.project_type ? optionLabel(r.project_type) : '—'),
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

function Queue() {
  const list = useListQuery(COSTING_QUEUE_LIST_FIELDS, { filters: ['q'] });
  const { query } = list;
  const remote = useRemoteData(() => listCostingQueue(query), JSON.stringify(query));
  return (
    <ListFrame
      bare
      list={list}
      remote={remote}
      actions={<ExportButton url={COSTING_QUEUE_EXPORT_URL} query={query} />}
      errorTitle="The costing queue could not be loaded"
      noun="leads"
      emptyText="No lead is waiting for costing."
      filters={
        <ListSearch
          list={list}
          id="costing-queue-search"
          placeholder="Search customer, e-mail or mobile"
          span={{ xs: 24, md: 12, xl: 8 }}
        />
      }
      table={{ label: 'Costing queue', rowKey: 'lead_id', columns: QUEUE_COLUMNS }}
    />
  );
}
