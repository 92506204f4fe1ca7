import { LEADS_EXPORT_URL, listLeads } from '@managewell/api';
import {
  LEAD_LIST_FIELDS,
  type LEAD_SORT_FIELDS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  type Lead,
  type LeadStatus,
  labelOf,
} from '@managewell/api/contract';
import {
  ExportButton,
  LinkButton,
  NARROW_QUERY,
  PageHeader,
  useMediaQuery,
  useRemoteData,
} from '@managewell/ui';
import type { DataColumn } from '@managewell/ui/data-table';
import { LazyDateRange, LazySelect } from '@managewell/ui/lazy-fields';
import { ListFilter, ListFrame, ListSearch, useListQuery } from '@managewell/ui/list';
import { Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { formatDate, formatMobile, fullName, STATUS_LABELS, StatusTag } from '../shared/leadDisplay';
import { paths } from '../shared/paths';
import { LeadCardList } from './LeadCardList';

export { SEARCH_DEBOUNCE_MS } from '@managewell/ui/list';

const STATUS_OPTIONS = LEAD_STATUSES.map((value: LeadStatus) => ({ value, label: STATUS_LABELS[value] }));
const SOURCE_OPTIONS = LEAD_SOURCES.map((value) => ({ value, label: labelOf(value) }));

/** The card list has no column headers to click: its sort orders, as "field:order". */
const SORT_OPTIONS: { value: `${(typeof LEAD_SORT_FIELDS)[number]}:${'asc' | 'desc'}`; label: string }[] = [
  { value: 'created_at:desc', label: 'Newest first' },
  { value: 'created_at:asc', label: 'Oldest first' },
  { value: 'first_name:asc', label: 'Name A–Z' },
  { value: 'first_name:desc', label: 'Name Z–A' },
  { value: 'city:asc', label: 'City A–Z' },
  { value: 'status:asc', label: 'Status' },
  { value: 'source:asc', label: 'Source' },
];

/** /app/verification/read-leads: every piece of table state lives in the URL. */
export function ReadLeadsPage() {
  const navigate = useNavigate();
  // Phones and narrow tablets get a card per lead instead of a table too wide for them.
  const narrow = useMediaQuery(NARROW_QUERY);
  const list = useListQuery(LEAD_LIST_FIELDS, { filters: ['q', 'status', 'source', 'from', 'to'] });
  const { query, set: update } = list;
  const remote = useRemoteData(() => listLeads(query), JSON.stringify(query));
  const { data, loading } = remote;

  // antd's Table would pull Pagination, Tree, Checkbox, Radio and a virtual list (~80 KB) into
  // this later page; DataTable sorts and pages on the server as this list needs (see docs/decisions/0010-light-components-first-pages.md).
  const columns: DataColumn<Lead>[] = [
    {
      key: 'first_name',
      title: 'Name',
      sortable: true,
      render: (lead) => (
        <>
          <Link to={paths.editLead(lead.id)}>{fullName(lead)}</Link>
          {lead.company && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {lead.company}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      key: 'status',
      title: 'Status',
      width: 110,
      sortable: true,
      render: (lead) => <StatusTag status={lead.status} />,
    },
    {
      // Mobile and e-mail share a column so the table fits the window (SPEC 5 "Read leads").
      key: 'contact',
      title: 'Contact',
      width: 250,
      render: (lead) => (
        <>
          <span style={{ whiteSpace: 'nowrap' }}>{formatMobile(lead.mobile, lead.mobile_code)}</span>
          <Typography.Text
            type="secondary"
            ellipsis
            style={{ display: 'block', fontSize: 12, maxWidth: 234 }}
          >
            {lead.email ?? '—'}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'city',
      title: 'City',
      width: 130,
      responsive: 'xl',
      sortable: true,
      render: (lead) => lead.city ?? '—',
    },
    {
      key: 'source',
      title: 'Source',
      width: 130,
      responsive: 'xl',
      sortable: true,
      render: (lead) => labelOf(lead.source),
    },
    {
      key: 'created_at',
      title: 'Created',
      width: 130,
      sortable: true,
      // The list's default order is newest first, so the first click turns it round.
      sortFirst: 'desc',
      render: (lead) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(lead.created_at)}</span>,
    },
  ];

  return (
    <>
      {/* SPEC 2: the page title is the menu item's ("Leads › List"). */}
      <PageHeader
        title="List"
        crumbs={[{ title: 'Leads' }]}
        subtitle={data ? `${data.total} ${data.total === 1 ? 'lead' : 'leads'}` : 'All leads'}
        extra={
          <LinkButton type="primary" to={paths.addLead}>
            Add lead
          </LinkButton>
        }
      />
      <ListFrame
        actions={<ExportButton url={LEADS_EXPORT_URL} query={query} />}
        list={list}
        remote={remote}
        errorTitle="The leads could not be loaded"
        noun="leads"
        emptyAction={
          <LinkButton type="primary" to={paths.addLead}>
            Add lead
          </LinkButton>
        }
        filters={
          <>
            <ListSearch
              list={list}
              id="leads-search"
              placeholder="Name, e-mail or mobile"
              span={{ xs: 24, md: 12, xl: 7 }}
            />
            <ListFilter id="leads-status" label="Status">
              <LazySelect
                id="leads-status"
                style={{ width: '100%' }}
                allowClear
                placeholder="Any status"
                options={STATUS_OPTIONS}
                value={query.status}
                onChange={(value?: string) => update({ status: value })}
              />
            </ListFilter>
            <ListFilter id="leads-source" label="Source">
              <LazySelect
                id="leads-source"
                style={{ width: '100%' }}
                allowClear
                placeholder="Any source"
                options={SOURCE_OPTIONS}
                value={query.source}
                onChange={(value?: string) => update({ source: value })}
              />
            </ListFilter>
            <ListFilter id="leads-created-from" label="Created between" span={{ xs: 24, md: 16, xl: 6 }}>
              {/* antd's Select and RangePicker load when reached for (a later page may add at most 60 KB, see docs/decisions/0011-load-on-first-use.md). */}
              <LazyDateRange
                id={{ start: 'leads-created-from', end: 'leads-created-to' }}
                style={{ width: '100%' }}
                allowEmpty
                placeholder={['From', 'To']}
                format="D MMM YYYY"
                value={[query.from, query.to]}
                onChange={(from, to) => update({ from, to })}
              />
            </ListFilter>
            {narrow && (
              <ListFilter id="leads-sort" label="Sort by" span={{ xs: 24, md: 8 }}>
                <LazySelect
                  id="leads-sort"
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
          </>
        }
        clearSpan={{ xs: 24, md: 8, xl: 3 }}
        renderRows={
          narrow
            ? (leads, empty) => <LeadCardList leads={[...leads]} loading={loading} empty={empty} />
            : undefined
        }
        table={{
          label: 'Leads',
          rowKey: 'id',
          columns,
          onRowClick: (lead) => navigate(paths.editLead(lead.id)),
        }}
      />
    </>
  );
}
