import { listSalesLeads, SALES_LEADS_EXPORT_URL } from '@managewell/api';
import {
  SALES_STAGE_LABELS,
  type SalesLeadSummary,
  STAGE_QUEUES,
  type StageQueue,
} from '@managewell/api/contract';
import {
  EmptyState,
  ErrorState,
  ExportButton,
  NARROW_QUERY,
  PageHeader,
  useMediaQuery,
  useRemoteData,
} from '@managewell/ui';
import { type DataColumn, DataTable, Pager } from '@managewell/ui/data-table';
import { LazyDateRange, LazySelect } from '@managewell/ui/lazy-fields';
import { Button, Card, Checkbox, Col, Input, Row, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatDateTime, formatMobile, fullName, StageTag, telHref } from '../shared/display';
import {
  hasFilters,
  isSortField,
  nextParams,
  type ParamKey,
  queryFromParams,
  type SalesSortField,
} from './listParams';

export const SEARCH_DEBOUNCE_MS = 400;

export interface QueueConfig {
  queue: StageQueue;
  title: string;
  crumb: string;
  /** Where a row opens. */
  to: (id: number) => string;
  empty: string;
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
        {label}
      </label>
      {children}
    </div>
  );
}

const SORT_OPTIONS: { value: `${SalesSortField}:${'asc' | 'desc'}`; label: string }[] = [
  { value: 'next_follow_up:asc', label: 'Follow-up, soonest first' },
  { value: 'stage_changed_at:desc', label: 'Last moved, newest first' },
  { value: 'stage_changed_at:asc', label: 'Waiting longest' },
  { value: 'first_name:asc', label: 'Name A–Z' },
  { value: 'city:asc', label: 'City A–Z' },
];

const PAGE_SIZES = [10, 20, 50, 100] as const;

function isOverdue(lead: SalesLeadSummary) {
  return lead.next_follow_up_at !== null && lead.next_follow_up_at < new Date().toISOString();
}

/** One stage's work queue (Call To Customer, Prepare Quotation Leads, Design, Checklist): all state in the URL. */
export function QueuePage({ config }: { config: QueueConfig }) {
  const { queue } = config;
  const stages = STAGE_QUEUES[queue];
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const narrow = useMediaQuery(NARROW_QUERY);
  const wide = useMediaQuery('(min-width: 1600px)');
  const query = useMemo(() => queryFromParams(searchParams, queue, stages), [searchParams, queue, stages]);
  const queryKey = JSON.stringify(query);
  const { data, error, loading, reload } = useRemoteData(() => listSalesLeads(query), queryKey);

  const update = (
    changes: Partial<Record<ParamKey, string | number | undefined>>,
    keepPage = false,
    replace = false,
  ) => setSearchParams((current) => nextParams(current, changes, queue, keepPage), { replace });
  const updateRef = useRef(update);
  updateRef.current = update;

  const urlSearch = searchParams.get('q') ?? '';
  const [search, setSearch] = useState(urlSearch);
  useEffect(() => setSearch(urlSearch), [urlSearch]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only typing starts the timer
  useEffect(() => {
    if (search === urlSearch) return;
    const timer = setTimeout(() => updateRef.current({ q: search }, false, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const clearFilters = () => {
    setSearch('');
    update({
      q: undefined,
      stage: undefined,
      due: undefined,
      mine: undefined,
      from: undefined,
      to: undefined,
    });
  };
  // antd's Table (and List) would pull Pagination, Tree, Radio and a virtual list (~80 KB) into
  // this later page; DataTable sorts and pages on the server as the queue needs (issue 8).
  const columns: DataColumn<SalesLeadSummary>[] = [
    {
      key: 'first_name',
      title: 'Name',
      sortable: true,
      render: (lead) => (
        <>
          <Link to={config.to(lead.id)}>{fullName(lead)}</Link>
          {lead.interests && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {lead.interests.replace(/-/g, ' ')}
            </Typography.Text>
          )}
        </>
      ),
    },
    { key: 'stage', title: 'Stage', width: 150, render: (lead) => <StageTag stage={lead.stage} /> },
    {
      key: 'mobile',
      title: 'Mobile',
      width: 150,
      render: (lead) => (
        <a href={telHref(lead.mobile, lead.mobile_code)} style={{ whiteSpace: 'nowrap' }}>
          {formatMobile(lead.mobile, lead.mobile_code)}
        </a>
      ),
    },
    {
      key: 'city',
      title: 'City',
      width: 110,
      responsive: 'xl',
      sortable: true,
      render: (lead) => lead.city ?? '—',
    },
    {
      key: 'next_follow_up',
      title: 'Next follow-up',
      width: 190,
      sortable: true,
      render: (lead) =>
        lead.next_follow_up_at ? (
          <Typography.Text type={isOverdue(lead) ? 'danger' : undefined}>
            {formatDateTime(lead.next_follow_up_at)}
            {isOverdue(lead) && <div style={{ fontSize: 12 }}>Overdue</div>}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    {
      key: 'stage_changed_at',
      title: 'In stage since',
      width: 130,
      responsive: 'xl',
      sortable: true,
      sortFirst: 'desc',
      render: (lead) => (
        <span style={{ whiteSpace: 'nowrap' }}>{dayjs(lead.stage_changed_at).format('D MMM YYYY')}</span>
      ),
    },
    // antd's xxl (1600 px) and up: DataTable's widest breakpoint is xl.
    ...(wide
      ? [
          {
            key: 'owner',
            title: 'Owner',
            width: 100,
            render: (lead: SalesLeadSummary) => lead.owner?.username ?? '—',
          },
        ]
      : []),
  ];

  const onSort = (field: string, order: 'asc' | 'desc' | undefined) => {
    if (order && isSortField(field)) update({ sort: field, order });
    else update({ sort: undefined, order: undefined });
  };

  const filtered = hasFilters(query);
  const emptyText = loading ? (
    ' '
  ) : data && data.total > 0 ? (
    <EmptyState
      description="There are no leads on this page"
      action={
        <Button type="primary" onClick={() => update({ page: undefined })}>
          Go to the first page
        </Button>
      }
    />
  ) : filtered ? (
    <EmptyState
      description="No leads match these filters"
      action={
        <Button type="primary" onClick={clearFilters}>
          Clear filters
        </Button>
      }
    />
  ) : (
    <EmptyState description={config.empty} />
  );

  const pagination = {
    page: query.page,
    pageSize: query.pageSize,
    total: data?.total ?? 0,
    pageSizes: PAGE_SIZES,
    onChange: (page: number, pageSize: number) =>
      update({ page: pageSize !== query.pageSize ? 1 : page, pageSize }, true),
  };
  const id = `queue-${queue}`;

  return (
    <>
      <PageHeader
        title={config.title}
        crumbs={[{ title: config.crumb }]}
        subtitle={data ? `${data.total} ${data.total === 1 ? 'lead' : 'leads'}` : 'Loading…'}
        extra={<ExportButton url={SALES_LEADS_EXPORT_URL} query={query} />}
      />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Row gutter={[16, 12]} align="bottom">
          <Col xs={24} md={12} xl={6}>
            <Field id={`${id}-search`} label="Search">
              <Input.Search
                id={`${id}-search`}
                placeholder="Name, e-mail or mobile"
                allowClear
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                onSearch={(value) => update({ q: value })}
                maxLength={100}
              />
            </Field>
          </Col>
          <Col xs={12} md={6} xl={4}>
            <Field id={`${id}-stage`} label="Stage">
              <LazySelect
                id={`${id}-stage`}
                style={{ width: '100%' }}
                allowClear
                placeholder="Every stage here"
                options={stages.map((s) => ({ value: s, label: SALES_STAGE_LABELS[s] }))}
                value={query.stage}
                onChange={(value?: string) => update({ stage: value })}
              />
            </Field>
          </Col>
          <Col xs={12} md={6} xl={4}>
            <Field id={`${id}-due`} label="Follow-up">
              <LazySelect
                id={`${id}-due`}
                style={{ width: '100%' }}
                allowClear
                placeholder="Any time"
                options={[
                  { value: 'today', label: 'Due today' },
                  { value: 'overdue', label: 'Overdue' },
                ]}
                value={query.due}
                onChange={(value?: string) => update({ due: value })}
              />
            </Field>
          </Col>
          <Col xs={24} md={12} xl={5}>
            <Field id={`${id}-from`} label="In stage since">
              {/* antd's Select and RangePicker load when reached for (issue 8: later page ≤ +60 KB). */}
              <LazyDateRange
                id={{ start: `${id}-from`, end: `${id}-to` }}
                style={{ width: '100%' }}
                allowEmpty
                placeholder={['From', 'To']}
                format="D MMM YYYY"
                value={[query.from, query.to]}
                onChange={(from, to) => update({ from, to })}
              />
            </Field>
          </Col>
          {narrow && (
            <Col xs={24} md={8}>
              <Field id={`${id}-sort`} label="Sort by">
                <LazySelect
                  id={`${id}-sort`}
                  style={{ width: '100%' }}
                  options={SORT_OPTIONS}
                  value={`${query.sort}:${query.order}`}
                  onChange={(value: string) => {
                    const [sort, order] = value.split(':');
                    update({ sort, order });
                  }}
                />
              </Field>
            </Col>
          )}
          <Col xs={12} md={6} xl={2}>
            <Checkbox
              checked={query.mine === '1'}
              onChange={(e) => update({ mine: e.target.checked ? '1' : undefined })}
            >
              Mine
            </Checkbox>
          </Col>
          <Col xs={12} md={6} xl={3}>
            <Button block onClick={clearFilters} disabled={!filtered && search === ''}>
              Clear filters
            </Button>
          </Col>
        </Row>
      </Card>

      {error !== undefined ? (
        <Card>
          <ErrorState title="The leads could not be loaded" error={error} onRetry={reload} />
        </Card>
      ) : narrow ? (
        <>
          <Spin spinning={loading}>
            {(data?.items ?? []).length === 0 ? (
              <Card size="small">{emptyText}</Card>
            ) : (
              <ul aria-label="Leads" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {(data?.items ?? []).map((lead) => (
                  <li key={lead.id}>
                    <Card size="small" style={{ marginBottom: 8 }}>
                      <Link to={config.to(lead.id)} style={{ fontWeight: 600 }}>
                        {fullName(lead)}
                      </Link>{' '}
                      <StageTag stage={lead.stage} />
                      <div>
                        <a href={telHref(lead.mobile, lead.mobile_code)}>
                          {formatMobile(lead.mobile, lead.mobile_code)}
                        </a>
                        {lead.city ? ` · ${lead.city}` : ''}
                      </div>
                      {lead.next_follow_up_at && (
                        <Typography.Text type={isOverdue(lead) ? 'danger' : 'secondary'}>
                          Follow-up {formatDateTime(lead.next_follow_up_at)}
                        </Typography.Text>
                      )}
                    </Card>
                  </li>
                ))}
              </ul>
            )}
          </Spin>
          <Pager {...pagination} />
        </>
      ) : (
        <DataTable<SalesLeadSummary>
          label="Leads"
          rowKey="id"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={loading}
          emptyText={emptyText}
          sort={{ key: query.sort, order: query.order }}
          onSort={onSort}
          onRowClick={(lead) => navigate(config.to(lead.id))}
          pagination={pagination}
        />
      )}
    </>
  );
}
