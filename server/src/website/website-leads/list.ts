/**
 * The website's leads inbox (website-admin, menu Leads): the leads the public forms made, by form,
 * with their HelloLeads forwarding state and resume. Plain SQL, values always bound.
 */
import type {
  JobApplicationGroup,
  WebsiteLead,
  WebsiteLeadPage,
  websiteLeadQuery,
} from '@managewell/api/contract';
import { isLeadInterest, optionLabel } from '@managewell/api/contract';
import type { Pool } from 'pg';
import type { z } from 'zod';
import { BUSINESS_TIME_ZONE, escapeLike, searchPattern } from '../../pipeline/leads';
import { OTHER_SERVICE } from '../site';

export type WebsiteLeadInput = z.output<typeof websiteLeadQuery>;

const JOB_OF_LEAD = `select 1 from content_items jl where jl.kind = 'job' and jl.parent_id is null and jl.slug = l.interests`;

/** SQL: the inbox (form) that lists the lead `l`, null for a source no inbox shows. */
export const LEAD_FORM_SQL = `case l.source when 'enquiry' then 'enquiry' when 'contact' then 'contact'
  when 'career' then case when exists (${JOB_OF_LEAD}) then 'job-application' else 'general-application' end end`;

/** Which leads each form's list shows. */
function formWhere(form: WebsiteLeadInput['form']): string {
  switch (form) {
    case 'enquiry':
      return `l.source = 'enquiry'`;
    case 'contact':
      return `l.source = 'contact'`;
    // A job application names a listed job (published or not); anything else is general.
    case 'general-application':
      return `l.source = 'career' and not exists (${JOB_OF_LEAD})`;
    case 'job-application':
      return `l.source = 'career' and exists (${JOB_OF_LEAD})`;
  }
}

export function websiteLeadWhere(query: Omit<WebsiteLeadInput, 'page' | 'pageSize' | 'order'>): {
  text: string;
  values: unknown[];
} {
  const values: unknown[] = [];
  const bind = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const parts = [formWhere(query.form)];
  if (query.from)
    parts.push(`l.created_at >= (${bind(query.from)}::date)::timestamp at time zone '${BUSINESS_TIME_ZONE}'`);
  if (query.to)
    parts.push(
      `l.created_at < (${bind(query.to)}::date + 1)::timestamp at time zone '${BUSINESS_TIME_ZONE}'`,
    );
  const pattern = query.q ? searchPattern(query.q) : null;
  if (pattern) parts.push(`l.search_text like ${bind(`%${escapeLike(pattern)}%`)}`);
  if (query.forwarding) parts.push(`coalesce(f.status, 'not-configured') = ${bind(query.forwarding)}`);
  if (query.job && query.form === 'job-application') parts.push(`l.interests = ${bind(query.job)}`);
  // A deleted lead leaves the inbox (until undone); spam shows only when asked for.
  parts.push('i.deleted_at is null');
  parts.push(query.status ? `${INBOX_STATUS_SQL} = ${bind(query.status)}` : `${INBOX_STATUS_SQL} <> 'spam'`);
  return { text: `where ${parts.join(' and ')}`, values };
}

export const LEAD_ROW_FROM = `from leads l
  left join lead_forwarding f on f.lead_id = l.id
  left join lateral (select a.original_name, a.mime, a.bytes from lead_attachments a
                      where a.lead_id = l.id and a.kind = 'resume' order by a.id desc limit 1) r on true
  left join content_items j on l.source = 'career' and j.kind = 'job' and j.parent_id is null and j.slug = l.interests
  left join content_items sv on l.source = 'enquiry' and sv.kind = 'service' and sv.parent_id is null and sv.slug = l.interests
  left join lead_origins o on o.lead_id = l.id
  left join website_lead_inbox i on i.lead_id = l.id
  left join users u on u.id = i.assignee_id`;

/** SQL: the inbox status of the lead `l` (no inbox row yet: new). */
const INBOX_STATUS_SQL = `coalesce(i.status, 'new')`;

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const LEAD_ROW_COLUMNS = `l.id, trim(l.first_name || ' ' || coalesce(l.last_name, '')) as name, l.email, l.mobile,
  l.interests, j.title as job_title,
  case when sv.title is not null then sv.title when l.source = 'enquiry' and l.interests = '${OTHER_SERVICE.value}' then '${OTHER_SERVICE.label}' end as service_title,
  case when o.lead_id is null then null else json_build_object('path', o.path, 'kind', o.kind, 'title', o.title) end as origin,
  l.notes, ${iso('l.created_at')} as created_at,
  case when f.lead_id is null then null else json_build_object('status', f.status, 'attempts', f.attempts,
    'last_error', f.last_error, 'delivered_at', ${iso('f.delivered_at')}, 'updated_at', ${iso('f.updated_at')}) end as forwarding,
  case when r.original_name is null then null else json_build_object('name', r.original_name, 'mime', r.mime,
    'bytes', r.bytes) end as resume,
  ${INBOX_STATUS_SQL} as inbox_status,
  case when u.id is null then null else json_build_object('id', u.id, 'name', u.full_name) end as assignee`;

/**
 * An enquiry files the website's service under the lead interest it maps to (public-forms), so a
 * newer enquiry names its interest where no service has the stored slug (older ones kept the slug).
 */
export const withServiceTitle = (lead: WebsiteLead): WebsiteLead =>
  lead.service_title || lead.job_title || !isLeadInterest(lead.interests)
    ? lead
    : { ...lead, service_title: optionLabel(lead.interests) };

export async function listWebsiteLeads(pool: Pool, query: WebsiteLeadInput): Promise<WebsiteLeadPage> {
  const { page, pageSize } = query;
  const where = websiteLeadWhere(query);
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  const n = where.values.length;
  const [rows, count, groups] = await Promise.all([
    pool.query<WebsiteLead>(
      `select ${LEAD_ROW_COLUMNS} ${LEAD_ROW_FROM} ${where.text}
        order by l.created_at ${direction}, l.id ${direction} limit $${n + 1} offset $${n + 2}`,
      [...where.values, pageSize, (page - 1) * pageSize],
    ),
    pool.query<{ total: number }>(
      `select count(*)::int as total ${LEAD_ROW_FROM} ${where.text}`,
      where.values,
    ),
    query.form === 'job-application' ? jobApplicationGroups(pool) : Promise.resolve(undefined),
  ]);
  return {
    items: rows.rows.map(withServiceTitle),
    total: count.rows[0]?.total ?? 0,
    page,
    pageSize,
    ...(groups ? { groups } : {}),
  };
}

/** SQL: true when the job row `j` takes applications (published, not closed, date not passed). */
export const JOB_OPEN_SQL = (j: string) => `(${j}.published
  and coalesce((${j}.data->>'closed')::boolean, false) = false
  and (case when ${j}.data->>'validThrough' ~ '^\\d{4}-\\d{2}-\\d{2}$'
        then (${j}.data->>'validThrough')::date >= (now() at time zone '${BUSINESS_TIME_ZONE}')::date
        else true end))`;

/** Applications per position (every job, including those with none yet). */
export async function jobApplicationGroups(pool: Pool): Promise<JobApplicationGroup[]> {
  const { rows } = await pool.query<JobApplicationGroup>(
    `select j.id, j.slug as job, j.title,
            (select count(*)::int from leads l where l.source = 'career' and l.interests = j.slug) as count,
            ${JOB_OPEN_SQL('j')} as open, coalesce((j.data->>'closed')::boolean, false) as closed
       from content_items j where j.kind = 'job' and j.parent_id is null
      order by 5 desc, 4 desc, 3`,
  );
  return rows;
}
