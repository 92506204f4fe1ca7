import { LEADS_EXPORT_URL, listLeads } from '@managewell/api';
import { LEAD_SOURCES, LEAD_STATUSES, type Lead, type LeadStatus, labelOf } from '@managewell/api/contract';
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
import { Button, Card, Col, Input, Row, Typography } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LinkButton } from '../shared/LinkButton';
import { formatDate, formatMobile, fullName, STATUS_LABELS, StatusTag } from '../shared/leadDisplay';
import { paths } from '../shared/paths';
import { LeadCardList } from './LeadCardList';
import {
  FILTER_KEYS,
  hasFilters,
  isSortField,
  type LeadSortField,
  type ListParamKey,
  nextParams,
  queryFromParams,
} from './listParams';

/** How long typing pauses before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 400;

const STATUS_OPTIONS = LEAD_STATUSES.map((value: LeadStatus) => ({ value, label: STATUS_LABELS[value] }));
const PAGE_SIZES = [10, 20, 50, 100] as const;
const SOURCE_OPTIONS = LEAD_SOURCES.map((value) => ({ value, label: labelOf(value) }));

/** The card list has no column headers to click: its sort orders, as "field:order". */
const SORT_OPTIONS: { value: `${LeadSortField}:${'asc' | 'desc'}`; label: string }[] = [
  { value: 'created_at:desc', label: 'Newest first' },
  { value: 'created_at:asc', label: 'Oldest first' },
  { value: 'first_name:asc', label: 'Name A–Z' },
  { value: 'first_name:desc', label: 'Name Z–A' },
  { value: 'city:asc', label: 'City A–Z' },
  { value: 'status:asc', label: 'Status' },
  { value: 'source:asc', label: 'Source' },
];

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

/** /app/verification/read-leads: every piece of table state lives in the URL. */
export function ReadLeadsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  // Phones and narrow tablets get a card per lead instead of a table too wide for them.
  const narrow = useMediaQuery(NARROW_QUERY);
  const query = useMemo(() => queryFromParams(searchParams), [searchParams]);
  const queryKey = JSON.stringify(query);
  const { data, error, loading, reload } = useRemoteData(() => listLeads(query), queryKey);

  const update = (
    changes: Partial<Record<ListParamKey, string | number | undefined>>,
    options: { keepPage?: boolean; replace?: boolean } = {},
  ) => {
    setSearchParams((current) => nextParams(current, changes, options), { replace: options.replace });
  };
  const updateRef = useRef(update);
  updateRef.current = update;

  // The search box types freely; the URL (and the request) follows after a pause.
  const urlSearch = searchParams.get('q') ?? '';
  const [search, setSearch] = useState(urlSearch);
  useEffect(() => setSearch(urlSearch), [urlSearch]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only typing starts the timer
  useEffect(() => {
    if (search === urlSearch) return;
    const timer = setTimeout(() => updateRef.current({ q: search }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const clearFilters = () => {
    setSearch('');
    update(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])));
  };

  // antd's Table would pull Pagination, Tree, Checkbox, Radio and a virtual list (~80 KB) into
  // this later page; DataTable sorts and pages on the server as this list needs (issue 8).
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

  const onSort = (field: string, order: 'asc' | 'desc' | undefined) => {
    if (order && isSortField(field)) update({ sort: field, order });
    else update({ sort: undefined, order: undefined });
  };
  const pagination = {
    page: query.page,
    pageSize: query.pageSize,
    total: data?.total ?? 0,
    pageSizes: PAGE_SIZES,
    onChange: (page: number, pageSize: number) =>
      update({ page: pageSize !== query.pageSize ? 1 : page, pageSize }, { keepPage: true }),
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
    <EmptyState
      description="No leads yet"
      action={
        <LinkButton type="primary" to={paths.addLead}>
          Add lead
        </LinkButton>
      }
    />
  );

  return (
    <>
      {/* SPEC 2: the page title is the menu item's ("Leads › List"). */}
      <PageHeader
        title="List"
        crumbs={[{ title: 'Leads' }]}
        subtitle={data ? `${data.total} ${data.total === 1 ? 'lead' : 'leads'}` : 'All leads'}
        extra={
          <>
            <ExportButton url={LEADS_EXPORT_URL} query={query} />
            <LinkButton type="primary" to={paths.addLead}>
              Add lead
            </LinkButton>
          </>
        }
      />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Row gutter={[16, 12]} align="bottom">
          <Col xs={24} md={12} xl={7}>
            <Field id="leads-search" label="Search">
              <Input.Search
                id="leads-search"
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
            <Field id="leads-status" label="Status">
              <LazySelect
                id="leads-status"
                style={{ width: '100%' }}
                allowClear
                placeholder="Any status"
                options={STATUS_OPTIONS}
                value={query.status}
                onChange={(value?: string) => update({ status: value })}
              />
            </Field>
          </Col>
          <Col xs={12} md={6} xl={4}>
            <Field id="leads-source" label="Source">
              <LazySelect
                id="leads-source"
                style={{ width: '100%' }}
                allowClear
                placeholder="Any source"
                options={SOURCE_OPTIONS}
                value={query.source}
                onChange={(value?: string) => update({ source: value })}
              />
            </Field>
          </Col>
          <Col xs={24} md={16} xl={6}>
            <Field id="leads-created-from" label="Created between">
              {/* antd's Select and RangePicker load when reached for (issue 8: later page ≤ +60 KB). */}
              <LazyDateRange
                id={{ start: 'leads-created-from', end: 'leads-created-to' }}
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
              <Field id="leads-sort" label="Sort by">
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
              </Field>
            </Col>
          )}
          <Col xs={24} md={8} xl={3}>
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
          <LeadCardList leads={data?.items ?? []} loading={loading} empty={emptyText} />
          <Pager {...pagination} />
        </>
      ) : (
        <DataTable<Lead>
          label="Leads"
          rowKey="id"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={loading}
          emptyText={emptyText}
          sort={{ key: query.sort, order: query.order }}
          onSort={onSort}
          onRowClick={(lead) => navigate(paths.editLead(lead.id))}
          pagination={pagination}
        />
      )}
    </>
  );
}
