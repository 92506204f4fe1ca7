import {
  downloadResume,
  listWebsiteLeads,
  messageOf,
  retryLeadForwarding,
  saveDownloadedFile,
  setJobClosed,
  WEBSITE_LEADS_EXPORT_URL,
} from '@managewell/api';
import {
  FORWARDING_STATUSES,
  type ForwardingState,
  type JobApplicationGroup,
  parseListQuery,
  WEBSITE_LEAD_LIST_FIELDS,
  type WebsiteLead,
  type WebsiteLeadForm,
  type WebsiteLeadQuery,
} from '@managewell/api/contract';
import { EmptyState, ErrorState, ExportButton, PageHeader, useRemoteData } from '@managewell/ui';
import { LazyDateRange, LazySelect } from '@managewell/ui/lazy-fields';
import { Panel, SearchBox, Text } from '@managewell/ui/light';
import { type ColumnsType, Table } from '@managewell/ui/table';
import { Button, Col, Row, Space, Switch, Tag, Tooltip } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Field } from '../shared/Field';
import { formatBytes, formatDateTime, formatMobile } from '../shared/format';
import { useToast } from '../shared/toast';

export const SEARCH_DEBOUNCE_MS = 400;

/** The four inbox pages (menu Leads), by route. */
export const INBOX_PAGES: Record<
  WebsiteLeadForm,
  { title: string; noun: string; nouns: string; career: boolean }
> = {
  enquiry: { title: 'Common Enquiry', noun: 'enquiry', nouns: 'enquiries', career: false },
  contact: { title: 'Contact', noun: 'message', nouns: 'messages', career: false },
  'general-application': { title: 'Common Job', noun: 'application', nouns: 'applications', career: true },
  'job-application': { title: 'Resume', noun: 'application', nouns: 'applications', career: true },
};

const PARAM_KEYS = ['q', 'from', 'to', 'forwarding', 'job', 'page', 'pageSize'] as const;
type ParamKey = (typeof PARAM_KEYS)[number];

export const FORWARDING_LABELS: Record<ForwardingState, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'processing' },
  delivered: { label: 'Delivered', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  'not-configured': { label: 'Not configured', color: 'default' },
};

type InboxQuery = WebsiteLeadQuery & { page: number; pageSize: number };

/** The list query from the URL (without zod); values the API would refuse are dropped. */
const queryFromParams = (form: WebsiteLeadForm, params: URLSearchParams) =>
  parseListQuery(WEBSITE_LEAD_LIST_FIELDS, params, { form }) as InboxQuery;

function ForwardingCell({ lead, onRetry }: { lead: WebsiteLead; onRetry: (lead: WebsiteLead) => void }) {
  const state = lead.forwarding?.status ?? 'not-configured';
  const { label, color } = FORWARDING_LABELS[state];
  const attempts = lead.forwarding?.attempts ?? 0;
  return (
    <Space size={4} wrap>
      <Tooltip title={lead.forwarding?.last_error ?? undefined}>
        <Tag color={color}>{label}</Tag>
      </Tooltip>
      {attempts > 0 && (
        <Text type="secondary" style={{ fontSize: 12 }}>
          {attempts} {attempts === 1 ? 'try' : 'tries'}
        </Text>
      )}
      {state === 'failed' && (
        <Button size="small" onClick={() => onRetry(lead)}>
          Retry now
        </Button>
      )}
      {lead.forwarding?.last_error && (
        <Text type="danger" style={{ display: 'block', fontSize: 12 }}>
          {lead.forwarding.last_error}
        </Text>
      )}
    </Space>
  );
}

function PositionList({
  groups,
  selected,
  onSelect,
  onToggle,
}: {
  groups: JobApplicationGroup[];
  selected: string | undefined;
  onSelect: (job: string | undefined) => void;
  onToggle: (group: JobApplicationGroup) => void;
}) {
  return (
    <Panel size="small" title="Positions" style={{ marginBottom: 16 }}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
        <li>
          <Button type={selected ? 'text' : 'link'} onClick={() => onSelect(undefined)}>
            All positions
          </Button>
        </li>
        {groups.map((group) => (
          <li key={group.job} style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
            <Button
              type={selected === group.job ? 'link' : 'text'}
              aria-pressed={selected === group.job}
              onClick={() => onSelect(group.job)}
              style={{ whiteSpace: 'normal', textAlign: 'left', height: 'auto' }}
            >
              {group.title} ({group.count})
            </Button>
            <Switch
              size="small"
              checked={!group.closed}
              checkedChildren="Open"
              unCheckedChildren="Closed"
              aria-label={`${group.title}: ${group.closed ? 'closed, click to open' : 'open, click to close'}`}
              onChange={() => onToggle(group)}
            />
            {!group.closed && !group.open && (
              <Text type="secondary" style={{ fontSize: 12 }}>
                past its date or unpublished
              </Text>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** A website leads inbox page: one public form's leads, with their HelloLeads forwarding. */
export function WebsiteLeadsPage({ form }: { form: WebsiteLeadForm }) {
  const page = INBOX_PAGES[form];
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => queryFromParams(form, searchParams), [form, searchParams]);
  const key = JSON.stringify(query);
  const { data, error, loading, reload } = useRemoteData(() => listWebsiteLeads(query), key);

  const update = (changes: Partial<Record<ParamKey, string | number | undefined>>, keepPage = false) => {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (!keepPage) next.delete('page');
      for (const [k, v] of Object.entries(changes)) {
        if (v === undefined || v === '') next.delete(k);
        else next.set(k, String(v));
      }
      return next;
    });
  };
  const updateRef = useRef(update);
  updateRef.current = update;

  const urlSearch = searchParams.get('q') ?? '';
  const [search, setSearch] = useState(urlSearch);
  useEffect(() => setSearch(urlSearch), [urlSearch]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only typing starts the timer
  useEffect(() => {
    if (search === urlSearch) return;
    const timer = setTimeout(() => updateRef.current({ q: search }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const filtered = Boolean(query.q || query.from || query.to || query.forwarding || query.job);
  const clear = () => {
    setSearch('');
    update({ q: undefined, from: undefined, to: undefined, forwarding: undefined, job: undefined });
  };

  const retry = async (lead: WebsiteLead) => {
    try {
      await retryLeadForwarding(lead.id);
      toast.success(`${lead.name}'s lead is queued for HelloLeads again.`);
      reload();
    } catch (failure) {
      toast.error(messageOf(failure));
    }
  };

  const download = async (lead: WebsiteLead) => {
    try {
      saveDownloadedFile(await downloadResume(lead.id));
    } catch (failure) {
      toast.error(messageOf(failure, 'The resume could not be downloaded.'));
    }
  };

  const toggleJob = async (group: JobApplicationGroup) => {
    try {
      const closing = !group.closed;
      await setJobClosed(group.id, closing);
      toast.success(
        closing
          ? `${group.title} is closed: its page takes no applications.`
          : `${group.title} is open again.`,
      );
      reload();
    } catch (failure) {
      toast.error(messageOf(failure));
    }
  };

  const columns: ColumnsType<WebsiteLead> = [
    {
      key: 'created_at',
      title: 'Received',
      width: 170,
      render: (_, lead) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(lead.created_at)}</span>,
    },
    {
      key: 'name',
      title: 'Name',
      // The message (one line, cut) takes what is left.
      width: 220,
      render: (_, lead) => (
        <>
          <Text strong>{lead.name}</Text>
          <Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {formatMobile(lead.mobile)}
            {lead.email ? ` · ${lead.email}` : ''}
          </Text>
        </>
      ),
    },
    {
      key: 'interests',
      title: page.career ? 'Position' : 'Service',
      width: 170,
      responsive: ['lg'],
      render: (_, lead) => lead.job_title ?? lead.interests ?? '—',
    },
    {
      key: 'notes',
      title: 'Message',
      responsive: ['xl'],
      ellipsis: true,
      render: (_, lead) => (
        <Tooltip title={lead.notes}>
          <span>{lead.notes ?? '—'}</span>
        </Tooltip>
      ),
    },
    ...(page.career
      ? [
          {
            key: 'resume',
            title: 'Resume',
            width: 140,
            render: (_: unknown, lead: WebsiteLead) =>
              lead.resume ? (
                <Button
                  size="small"
                  onClick={() => download(lead)}
                  aria-label={`Download ${lead.resume.name}`}
                >
                  Download ({formatBytes(lead.resume.bytes)})
                </Button>
              ) : (
                '—'
              ),
          },
        ]
      : []),
    {
      key: 'forwarding',
      title: 'HelloLeads',
      width: 200,
      render: (_, lead) => <ForwardingCell lead={lead} onRetry={retry} />,
    },
  ];

  const emptyText = loading ? (
    ' '
  ) : filtered ? (
    <EmptyState
      description={`No ${page.nouns} match these filters`}
      action={
        <Button type="primary" onClick={clear}>
          Clear filters
        </Button>
      }
    />
  ) : (
    <EmptyState description={`No ${page.nouns} from the website yet`} />
  );

  const table = (
    <Table<WebsiteLead>
      rowKey="id"
      columns={columns}
      dataSource={data?.items ?? []}
      loading={loading}
      locale={{ emptyText }}
      scroll={{ x: page.career ? 960 : 760 }}
      pagination={{
        current: query.page,
        pageSize: query.pageSize,
        total: data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total) => {
          const first = (query.page - 1) * query.pageSize + 1;
          return `${first}–${Math.min(total, first + query.pageSize - 1)} of ${total}`;
        },
        onChange: (current, pageSize) =>
          update({ page: pageSize !== query.pageSize ? 1 : current, pageSize }, true),
      }}
    />
  );

  return (
    <>
      <PageHeader
        title={page.title}
        crumbs={[{ title: 'Leads' }]}
        subtitle={data ? `${data.total} ${data.total === 1 ? page.noun : `${page.nouns}`}` : undefined}
        extra={
          data && data.total > 0 ? <ExportButton url={WEBSITE_LEADS_EXPORT_URL} query={query} /> : undefined
        }
      />
      <Panel size="small" style={{ marginBottom: 16 }}>
        <Row gutter={[16, 12]} align="bottom">
          <Col xs={24} md={12} xl={8}>
            <Field id="inbox-search" label="Search">
              <SearchBox
                id="inbox-search"
                placeholder="Name, e-mail or mobile"
                value={search}
                onChange={setSearch}
                onSearch={(value) => update({ q: value })}
              />
            </Field>
          </Col>
          <Col xs={24} md={12} xl={7}>
            <Field id="inbox-from" label="Received between">
              <LazyDateRange
                id={{ start: 'inbox-from', end: 'inbox-to' }}
                style={{ width: '100%' }}
                allowEmpty
                placeholder={['From', 'To']}
                format="D MMM YYYY"
                value={[query.from, query.to]}
                onChange={(from, to) => update({ from, to })}
              />
            </Field>
          </Col>
          <Col xs={12} md={8} xl={5}>
            <Field id="inbox-forwarding" label="HelloLeads">
              <LazySelect<ForwardingState>
                id="inbox-forwarding"
                style={{ width: '100%' }}
                allowClear
                placeholder="Any state"
                value={query.forwarding}
                options={FORWARDING_STATUSES.map((value) => ({
                  value,
                  label: FORWARDING_LABELS[value].label,
                }))}
                onChange={(value?: ForwardingState) => update({ forwarding: value })}
              />
            </Field>
          </Col>
          <Col xs={12} md={4} xl={4}>
            <Button block onClick={clear} disabled={!filtered && search === ''}>
              Clear filters
            </Button>
          </Col>
        </Row>
      </Panel>
      {error !== undefined ? (
        <Panel>
          <ErrorState
            title={`The ${page.nouns} could not be loaded`}
            message={messageOf(error)}
            onRetry={reload}
          />
        </Panel>
      ) : form === 'job-application' ? (
        <Row gutter={16}>
          <Col xs={24} lg={6}>
            <PositionList
              groups={data?.groups ?? []}
              selected={query.job}
              onSelect={(job) => update({ job })}
              onToggle={toggleJob}
            />
          </Col>
          <Col xs={24} lg={18}>
            {table}
          </Col>
        </Row>
      ) : (
        table
      )}
    </>
  );
}

export const EnquiryInboxPage = () => <WebsiteLeadsPage form="enquiry" />;
export const ContactInboxPage = () => <WebsiteLeadsPage form="contact" />;
export const GeneralApplicationsPage = () => <WebsiteLeadsPage form="general-application" />;
export const JobApplicationsPage = () => <WebsiteLeadsPage form="job-application" />;
