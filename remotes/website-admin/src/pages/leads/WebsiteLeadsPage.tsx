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
  GENERAL_APPLICATION,
  INBOX_STATUSES,
  type InboxStatus,
  type JobApplicationGroup,
  WEBSITE_LEAD_LIST_FIELDS,
  type WebsiteLead,
  type WebsiteLeadForm,
} from '@managewell/api/contract';
import { ExportButton, PageHeader, useRemoteData } from '@managewell/ui';
import type { DataColumn } from '@managewell/ui/data-table';
import { LazyDateRange, LazySelect } from '@managewell/ui/lazy-fields';
import { Panel, Text } from '@managewell/ui/light';
import { ListFilter, ListFrame, ListSearch, useListQuery } from '@managewell/ui/list';
import { Button, Flex, Space, Switch, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SelectBox } from '../../studio/SelectBox';
import { formatBytes, formatDateTime, formatMobile } from '../shared/format';
import { useToast } from '../shared/toast';
import { INBOX_STATUS_LABELS, useInboxBulk } from './inboxActions';

/** A website lead's page in the inbox. */
export const websiteLeadPath = (id: number) => `/app/website-admin/leads/${id}`;

export { SEARCH_DEBOUNCE_MS } from '@managewell/ui/list';

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

export const FORWARDING_LABELS: Record<ForwardingState, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'processing' },
  delivered: { label: 'Delivered', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  'not-configured': { label: 'Not configured', color: 'default' },
};

/** A career lead's position: the job's title, or "General application" for one not for a listed job. */
export function positionOf(lead: WebsiteLead): string {
  if (lead.job_title) return lead.job_title;
  return !lead.interests || lead.interests === GENERAL_APPLICATION ? 'General application' : lead.interests;
}

/** An enquiry's service by its title, and the public page (and its item) it was sent from. */
export function InterestCell({ lead }: { lead: WebsiteLead }) {
  const { origin } = lead;
  return (
    <>
      <span>{lead.service_title ?? lead.interests ?? '—'}</span>
      {origin && (
        <Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          From{' '}
          <a href={origin.path} target="_blank" rel="noreferrer">
            {origin.title ?? origin.path}
          </a>
          {origin.kind && origin.title ? ` (${origin.kind.replace(/-/g, ' ')})` : ''}
        </Text>
      )}
    </>
  );
}

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
  const list = useListQuery(WEBSITE_LEAD_LIST_FIELDS, {
    given: { form },
    filters: ['q', 'from', 'to', 'forwarding', 'job', 'status'],
  });
  const { set: update } = list;
  const query = { ...list.query, form };
  const remote = useRemoteData(() => listWebsiteLeads(query), JSON.stringify(query));
  const { data, reload } = remote;
  const [selected, setSelected] = useState<number[]>([]);
  const runBulk = useInboxBulk(reload);
  const bulk = async (change: Parameters<typeof runBulk>[0], said: string) => {
    if (await runBulk(change, said)) setSelected([]);
  };
  const shownIds = (data?.items ?? []).map((l) => l.id);
  const allShown = shownIds.length > 0 && shownIds.every((id) => selected.includes(id));
  const someShown = shownIds.some((id) => selected.includes(id));
  const select = (ids: number[], on: boolean) =>
    setSelected((now) => (on ? [...new Set([...now, ...ids])] : now.filter((id) => !ids.includes(id))));

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

  const columns: DataColumn<WebsiteLead>[] = [
    {
      key: 'select',
      width: 32,
      title: (
        <SelectBox
          aria-label="Select all"
          checked={allShown}
          indeterminate={someShown && !allShown}
          disabled={shownIds.length === 0}
          onChange={(on) => select(shownIds, on)}
        />
      ),
      render: (lead) => (
        <SelectBox
          aria-label={`Select ${lead.name}`}
          checked={selected.includes(lead.id)}
          onChange={(on) => select([lead.id], on)}
        />
      ),
    },
    {
      key: 'created_at',
      title: 'Received',
      width: 170,
      render: (lead) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(lead.created_at)}</span>,
    },
    {
      key: 'name',
      title: 'Name',
      // The message (one line, cut) takes what is left.
      width: 220,
      render: (lead) => (
        <>
          <Link to={websiteLeadPath(lead.id)}>
            <Text strong>{lead.name}</Text>
          </Link>
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
      responsive: 'lg',
      render: (lead) => (page.career ? positionOf(lead) : <InterestCell lead={lead} />),
    },
    {
      key: 'notes',
      title: 'Message',
      responsive: 'xl',
      ellipsis: true,
      render: (lead) => (
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
            render: (lead: WebsiteLead) =>
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
      key: 'inbox_status',
      title: 'Status',
      width: 130,
      render: (lead) => (
        <>
          <Tag color={INBOX_STATUS_LABELS[lead.inbox_status].color}>
            {INBOX_STATUS_LABELS[lead.inbox_status].label}
          </Tag>
          {lead.assignee && (
            <Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {lead.assignee.name}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'forwarding',
      title: 'HelloLeads',
      width: 200,
      render: (lead) => <ForwardingCell lead={lead} onRetry={retry} />,
    },
  ];

  return (
    <>
      <PageHeader
        title={page.title}
        crumbs={[{ title: 'Leads' }]}
        subtitle={data ? `${data.total} ${data.total === 1 ? page.noun : `${page.nouns}`}` : undefined}
      />
      {selected.length > 0 && (
        <Flex
          gap={8}
          align="center"
          wrap
          role="region"
          aria-label="Bulk actions"
          style={{ marginBottom: 12 }}
        >
          <Text>{selected.length} selected</Text>
          <LazySelect<InboxStatus>
            id="inbox-bulk-status"
            aria-label="Mark as"
            placeholder="Mark as…"
            style={{ width: 160 }}
            value={undefined}
            options={INBOX_STATUSES.map((value) => ({ value, label: INBOX_STATUS_LABELS[value].label }))}
            onChange={(status: InboxStatus) =>
              void bulk(
                { action: 'status', ids: selected, status },
                `${selected.length} marked ${INBOX_STATUS_LABELS[status].label.toLowerCase()}.`,
              )
            }
          />
          <Button
            onClick={() => void bulk({ action: 'status', ids: selected, status: 'spam' }, 'Marked as spam.')}
          >
            Spam
          </Button>
          <Button
            danger
            onClick={() => void bulk({ action: 'delete', ids: selected }, `${selected.length} deleted.`)}
          >
            Delete
          </Button>
        </Flex>
      )}
      <ListFrame
        actions={<ExportButton url={WEBSITE_LEADS_EXPORT_URL} query={query} />}
        list={list}
        remote={remote}
        errorTitle={`The ${page.nouns} could not be loaded`}
        noun={page.nouns}
        emptyText={`No ${page.nouns} from the website yet`}
        filters={
          <>
            <ListSearch
              list={list}
              id="inbox-search"
              placeholder="Name, e-mail or mobile"
              span={{ xs: 24, md: 12, xl: 8 }}
            />
            <ListFilter id="inbox-from" label="Received between" span={{ xs: 24, md: 12, xl: 7 }}>
              <LazyDateRange
                id={{ start: 'inbox-from', end: 'inbox-to' }}
                style={{ width: '100%' }}
                allowEmpty
                placeholder={['From', 'To']}
                format="D MMM YYYY"
                value={[query.from, query.to]}
                onChange={(from, to) => update({ from, to })}
              />
            </ListFilter>
            <ListFilter id="inbox-forwarding" label="HelloLeads" span={{ xs: 12, md: 8, xl: 5 }}>
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
            </ListFilter>
            <ListFilter id="inbox-status" label="Status" span={{ xs: 12, md: 8, xl: 4 }}>
              <LazySelect<InboxStatus>
                id="inbox-status"
                style={{ width: '100%' }}
                allowClear
                placeholder="Not spam"
                value={query.status}
                options={INBOX_STATUSES.map((value) => ({ value, label: INBOX_STATUS_LABELS[value].label }))}
                onChange={(value?: InboxStatus) => update({ status: value })}
              />
            </ListFilter>
          </>
        }
        clearSpan={{ xs: 12, md: 4, xl: 4 }}
        aside={
          form === 'job-application' && (
            <PositionList
              groups={data?.groups ?? []}
              selected={query.job}
              onSelect={(job) => update({ job })}
              onToggle={toggleJob}
            />
          )
        }
        table={{
          rowKey: 'id',
          columns,
          minWidth: page.career ? 1100 : 900,
          isSelected: (lead) => selected.includes(lead.id),
        }}
      />
    </>
  );
}

export const EnquiryInboxPage = () => <WebsiteLeadsPage form="enquiry" />;
export const ContactInboxPage = () => <WebsiteLeadsPage form="contact" />;
export const GeneralApplicationsPage = () => <WebsiteLeadsPage form="general-application" />;
export const JobApplicationsPage = () => <WebsiteLeadsPage form="job-application" />;
