import { listSalesLeads, SALES_LEADS_EXPORT_URL } from '@managewell/api';
import {
  SALES_LEAD_LIST_FIELDS,
  type SALES_LEAD_SORT_FIELDS,
  SALES_STAGE_LABELS,
  type SalesLeadSummary,
  type SalesStage,
  STAGE_QUEUES,
  type StageQueue,
} from '@managewell/api/contract';
import { ExportButton, NARROW_QUERY, PageHeader, useMediaQuery, useRemoteData } from '@managewell/ui';
import type { DataColumn } from '@managewell/ui/data-table';
import { LazyDateRange, LazySelect } from '@managewell/ui/lazy-fields';
import { ListFilter, ListFrame, ListSearch, useListQuery } from '@managewell/ui/list';
import { Card, Col, Radio, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link, useNavigate } from 'react-router-dom';
import { formatDateTime, formatMobile, fullName, optionLabel, StageTag, telHref } from '../shared/display';
import { paths } from '../shared/paths';

export { SEARCH_DEBOUNCE_MS } from '@managewell/ui/list';

export interface QueueConfig {
  queue: StageQueue;
  title: string;
  crumb: string;
  /** Where a row opens (the search opens each lead at its current stage). */
  to: (id: number, stage: SalesStage) => string;
  empty: string;
}

const SORT_OPTIONS: {
  value: `${(typeof SALES_LEAD_SORT_FIELDS)[number]}:${'asc' | 'desc'}`;
  label: string;
}[] = [
  { value: 'next_follow_up:asc', label: 'Follow-up, soonest first' },
  { value: 'stage_changed_at:desc', label: 'Last moved, newest first' },
  { value: 'stage_changed_at:asc', label: 'Waiting longest' },
  { value: 'first_name:asc', label: 'Name A–Z' },
  { value: 'city:asc', label: 'City A–Z' },
];

/** Where the sales lists remember "My leads" or "All leads" between visits (one choice for every list). */
export const LEAD_VIEW_KEY = 'mw.sales.leadView';

/** '1' (my leads, the default) or '0' (all leads), as last chosen on this browser. */
function rememberedView(): '1' | '0' {
  try {
    return localStorage.getItem(LEAD_VIEW_KEY) === 'all' ? '0' : '1';
  } catch {
    return '1';
  }
}

function rememberView(mine: '1' | '0') {
  try {
    localStorage.setItem(LEAD_VIEW_KEY, mine === '1' ? 'mine' : 'all');
  } catch {
    // A browser that refuses storage still switches the view; it is just not remembered.
  }
}

function isOverdue(lead: SalesLeadSummary) {
  return lead.next_follow_up_at !== null && lead.next_follow_up_at < new Date().toISOString();
}

/** One stage's work queue (Call To Customer, Prepare Quotation Leads, Design, Checklist): all state in the URL. */
export function QueuePage({ config }: { config: QueueConfig }) {
  const { queue } = config;
  const stages = STAGE_QUEUES[queue];
  const navigate = useNavigate();
  const narrow = useMediaQuery(NARROW_QUERY);
  const wide = useMediaQuery('(min-width: 1600px)');
  const list = useListQuery(SALES_LEAD_LIST_FIELDS, {
    given: { queue },
    filters: ['q', 'stage', 'due', 'mine', 'from', 'to'],
    allowed: { stage: stages },
  });
  const { set: update } = list;
  // The URL's choice wins (a shared link); otherwise the view this browser last chose.
  const query = { ...list.query, mine: list.query.mine ?? rememberedView() };
  const remote = useRemoteData(() => listSalesLeads(query), JSON.stringify(query));
  const { data, loading } = remote;

  // antd's Table (and List) would pull Pagination, Tree, Radio and a virtual list (~80 KB) into
  // this later page; DataTable sorts and pages on the server as the queue needs (see docs/decisions/0010-light-components-first-pages.md).
  const columns: DataColumn<SalesLeadSummary>[] = [
    {
      key: 'first_name',
      title: 'Name',
      sortable: true,
      render: (lead) => (
        <>
          <Link to={config.to(lead.id, lead.stage)}>{fullName(lead)}</Link>
          {lead.interests && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {optionLabel(lead.interests)}
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

  const id = `queue-${queue}`;

  return (
    <>
      <PageHeader
        title={config.title}
        crumbs={[{ title: config.crumb }]}
        subtitle={data ? `${data.total} ${data.total === 1 ? 'lead' : 'leads'}` : 'Loading…'}
      />
      <ListFrame
        actions={<ExportButton url={SALES_LEADS_EXPORT_URL} query={query} />}
        list={list}
        remote={remote}
        errorTitle="The leads could not be loaded"
        noun="leads"
        emptyText={config.empty}
        filteredText={
          query.q && queue !== 'all' ? (
            <>
              No lead at these stages matches “{query.q}”.{' '}
              <Link to={`${paths.search}?q=${encodeURIComponent(query.q)}`}>Search every stage</Link>
            </>
          ) : undefined
        }
        filters={
          <>
            <ListSearch list={list} id={`${id}-search`} placeholder="Name, e-mail or mobile" />
            <ListFilter id={`${id}-stage`} label="Stage">
              <LazySelect
                id={`${id}-stage`}
                style={{ width: '100%' }}
                allowClear
                placeholder="Every stage here"
                options={stages.map((s) => ({ value: s, label: SALES_STAGE_LABELS[s] }))}
                value={query.stage}
                onChange={(value?: string) => update({ stage: value })}
              />
            </ListFilter>
            <ListFilter id={`${id}-due`} label="Follow-up">
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
            </ListFilter>
            <ListFilter id={`${id}-from`} label="In stage since" span={{ xs: 24, md: 12, xl: 5 }}>
              {/* antd's Select and RangePicker load when reached for (a later page may add at most 60 KB, see docs/decisions/0011-load-on-first-use.md). */}
              <LazyDateRange
                id={{ start: `${id}-from`, end: `${id}-to` }}
                style={{ width: '100%' }}
                allowEmpty
                placeholder={['From', 'To']}
                format="D MMM YYYY"
                value={[query.from, query.to]}
                onChange={(from, to) => update({ from, to })}
              />
            </ListFilter>
            {narrow && (
              <ListFilter id={`${id}-sort`} label="Sort by" span={{ xs: 24, md: 8 }}>
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
              </ListFilter>
            )}
            <Col xs={24} md={8} xl={5}>
              <Radio.Group
                aria-label="Whose leads"
                optionType="button"
                value={query.mine}
                options={[
                  { value: '1', label: 'Mine and unassigned' },
                  { value: '0', label: 'All leads' },
                ]}
                onChange={(e) => {
                  rememberView(e.target.value);
                  update({ mine: e.target.value });
                }}
              />
            </Col>
          </>
        }
        renderRows={
          narrow
            ? (leads, emptyText) => (
                <Spin spinning={loading}>
                  {leads.length === 0 ? (
                    <Card size="small">{emptyText}</Card>
                  ) : (
                    <ul aria-label="Leads" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                      {leads.map((lead) => (
                        <li key={lead.id}>
                          <Card size="small" style={{ marginBottom: 8 }}>
                            <Link to={config.to(lead.id, lead.stage)} style={{ fontWeight: 600 }}>
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
              )
            : undefined
        }
        table={{
          label: 'Leads',
          rowKey: 'id',
          columns,
          onRowClick: (lead) => navigate(config.to(lead.id, lead.stage)),
        }}
      />
    </>
  );
}
