/**
 * Website-admin: the website's leads inbox, settings, media library and dashboard.
 * Every route here is for the website-admin role only.
 */
import { z } from 'zod';
import { exportQuery, isoDate, pageQuery, realDateFilters, rowId, versionField } from './common';
import type { ContentKind } from './content-kinds';
import type { StoredSiteSettings } from './site';
import type { ScheduleAction } from './site-admin';
import {
  FORWARDING_STATUSES,
  type ForwardingState,
  INBOX_BULK_ACTIONS,
  INBOX_BULK_MAX,
  INBOX_STATUSES,
  type InboxStatus,
  JOB_SLUG,
  SUBSCRIBER_STATUS_VALUES,
  WEBSITE_LEAD_FORMS,
  type WebsiteLeadForm,
} from './website-admin-values';

// ---------------------------------------------------------------------------------------------
// Leads inbox: GET /api/website-admin/leads?form=…  (menu Leads: Common Job, Resume, Contact,
// Common Enquiry) and GET /api/website-admin/leads.csv?… (same filters, every matching row).
// ---------------------------------------------------------------------------------------------

export {
  FORWARDING_STATUSES,
  type ForwardingState,
  GENERAL_APPLICATION,
  INBOX_BULK_ACTIONS,
  INBOX_BULK_MAX,
  INBOX_STATUSES,
  type InboxBulkAction,
  type InboxStatus,
  MEDIA_UPLOAD_MAX_BYTES,
  SUBSCRIBER_LIST_FIELDS,
  WEBSITE_LEAD_FORMS,
  WEBSITE_LEAD_LIST_FIELDS,
  type WebsiteLeadForm,
} from './website-admin-values';

export const websiteLeadQuery = z.strictObject({
  ...pageQuery,
  form: z.enum(WEBSITE_LEAD_FORMS),
  q: z.string().trim().max(100).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  forwarding: z.enum(FORWARDING_STATUSES).optional(),
  /** Job applications: only this job's (its slug). */
  job: z.string().trim().regex(JOB_SLUG, 'Unknown job.').max(120).optional(),
  /** The inbox's own state; spam shows only when asked for. */
  status: z.enum(INBOX_STATUSES).optional(),
});
export type WebsiteLeadQuery = z.input<typeof websiteLeadQuery>;

/** The inbox's query as the server reads it: real calendar days only. */
export const websiteLeadListQuery = websiteLeadQuery.superRefine(realDateFilters);
/** The inbox's export: its query plus the file type. */
export const websiteLeadExportQuery = websiteLeadQuery.extend(exportQuery.shape).superRefine(realDateFilters);

export interface WebsiteLeadForwarding {
  status: ForwardingState;
  attempts: number;
  last_error: string | null;
  delivered_at: string | null;
  updated_at: string;
}

export interface WebsiteLead {
  id: number;
  name: string;
  email: string | null;
  mobile: string;
  /** Enquiry: the service chosen; career: the job's slug (or 'general'). */
  interests: string | null;
  /** Career applications: the job's title when the job still exists. */
  job_title: string | null;
  /** Enquiries: the chosen service's title ("Other" for other), null when the service is gone. */
  service_title: string | null;
  /** The public page it was sent from, with that page's kind and title then (null: not a page). */
  origin: { path: string; kind: string | null; title: string | null } | null;
  notes: string | null;
  created_at: string;
  forwarding: WebsiteLeadForwarding | null;
  /** Career applications: the resume's display name, type and size. */
  resume: { name: string; mime: string; bytes: number } | null;
  /** Where staff are with it in the inbox. */
  inbox_status: InboxStatus;
  /** The staff member looking after it. */
  assignee: { id: number; name: string } | null;
}

/** One lead opened in the inbox: the list's row plus what only staff see. */
export interface WebsiteLeadDetail extends WebsiteLead {
  /** Staff's own notes: never sent to the visitor. */
  internal_notes: string | null;
  /** The verification lead made from it, once made. */
  verification_lead_id: number | null;
  /** The inbox state's version (0 before anyone changed it). */
  version: number;
  /** The replies sent from the inbox, newest first. */
  replies: { id: number; subject: string; status: string; queued_at: string }[];
}

/** PATCH /api/website-admin/leads/:id: the inbox state as the form holds it. */
export const inboxUpdateRequest = z.strictObject({
  status: z.enum(INBOX_STATUSES),
  assignee_id: rowId().nullable(),
  internal_notes: z.string().trim().max(5000).nullable(),
  version: versionField(0),
});
export type InboxUpdateRequest = z.input<typeof inboxUpdateRequest>;

/** POST /api/website-admin/leads/:id/reply: an e-mail to the visitor. */
export const inboxReplyRequest = z.strictObject({
  subject: z
    .string()
    .trim()
    .min(1, 'Write a subject.')
    .max(200)
    .refine((s) => !/[\r\n]/.test(s), 'The subject must be one line.'),
  message: z.string().trim().min(1, 'Write the reply.').max(10_000),
});
export type InboxReplyRequest = z.input<typeof inboxReplyRequest>;

/** POST /api/website-admin/leads/bulk. */
export const inboxBulkRequest = z
  .strictObject({
    ids: z.array(rowId()).min(1).max(INBOX_BULK_MAX),
    action: z.enum(INBOX_BULK_ACTIONS),
    status: z.enum(INBOX_STATUSES).optional(),
    assignee_id: rowId().nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.action === 'status' && !value.status)
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'Choose a status.' });
    if (value.action === 'assign' && value.assignee_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['assignee_id'], message: 'Choose who looks after them.' });
  });
export type InboxBulkRequest = z.input<typeof inboxBulkRequest>;

/** What a bulk action changed, with each lead's state before it (what an undo puts back). */
export interface InboxBulkAnswer {
  changed: number;
  before: { id: number; status: InboxStatus; assignee_id: number | null }[];
}

/** One position with applications (the Resume page's groups). */
export interface JobApplicationGroup {
  /** The job's content id. */
  id: number;
  job: string;
  title: string;
  count: number;
  /** False once the job is closed, past its date, unpublished or deleted. */
  open: boolean;
  /** Closed by an editor. */
  closed: boolean;
}

/** Page<WebsiteLead> plus, for job applications, the groups by position. */
export interface WebsiteLeadPage {
  items: WebsiteLead[];
  total: number;
  page: number;
  pageSize: number;
  groups?: JobApplicationGroup[];
}

// ---------------------------------------------------------------------------------------------
// Careers (open / closed): GET /api/website-admin/careers, PATCH /api/website-admin/careers/:id
// ---------------------------------------------------------------------------------------------

export interface CareerJob {
  id: number;
  slug: string;
  title: string;
  department: string;
  location: string;
  valid_through: string;
  published: boolean;
  /** Closed by an editor (takes no applications, the public page says so). */
  closed: boolean;
  /** Published, not closed and not past its date. */
  open: boolean;
  applications: number;
}

export const careerOpenRequest = z.strictObject({ closed: z.boolean() });

// ---------------------------------------------------------------------------------------------
// Settings: GET / PUT /api/website-admin/settings
// ---------------------------------------------------------------------------------------------

/** The settings document with its version (optimistic: PUT sends the version it edited). */
export interface SettingsDocument {
  settings: StoredSiteSettings;
  version: number;
  updated_at: string;
  updated_by: string | null;
  /** What the footer link columns can choose from: published items. */
  footer_choices: Record<FooterColumn, FooterChoice[]>;
}

/** The footer's chosen-link columns (setting/footer/{column}) and the kind each one lists. */
export const FOOTER_COLUMN_KINDS = {
  service: 'service',
  project: 'project-type',
  product: 'product-category',
} as const satisfies Record<string, ContentKind>;
export type FooterColumn = keyof typeof FOOTER_COLUMN_KINDS;

/** A published item a footer column can link to. */
export interface FooterChoice {
  id: number;
  slug: string;
  title: string;
}

export interface SettingsAuditEntry {
  id: number;
  at: string;
  by: string | null;
  /** Dotted paths of the changed fields with their old and new values. */
  changes: Record<string, { from: unknown; to: unknown }>;
}

/** +91 phone as shown: "+91 98200 12345" or the 10 digits, spaces/hyphens allowed. */
export const INDIAN_PHONE =
  /^(\+91[\s-]?)?[6-9][0-9]{4}[\s-]?[0-9]{5}$|^(\+91[\s-]?)?0?[1-9][0-9]{1,4}[\s-]?[0-9]{6,8}$/;

// ---------------------------------------------------------------------------------------------
// Media library: GET /api/website-admin/media?search=&page= (the media picker's contract)
// ---------------------------------------------------------------------------------------------

export const MEDIA_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/svg+xml',
] as const;

export const mediaListQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
  /** Only images without alt text. */
  missingAlt: z.enum(['true', 'false']).optional(),
  /** 'image' (default: what the picker shows) or 'pdf' (brochures) or 'all'. */
  type: z.enum(['image', 'pdf', 'all']).default('image'),
});
export type MediaListQuery = z.input<typeof mediaListQuery>;

export interface MediaItem {
  id: string;
  url: string;
  alt: string;
  width: number;
  height: number;
  mime?: string;
  bytes?: number;
  created_at?: string;
  /** 0..1 from the left/top: crops keep this point in view. */
  focal_x?: number;
  focal_y?: number;
  /** How many content items / settings use it. */
  uses?: number;
}

export interface MediaPage {
  items: MediaItem[];
  total: number;
}

/** The longest alt text the library keeps. */
export const MEDIA_ALT_MAX_LENGTH = 300;
export const mediaUpdateRequest = z.strictObject({
  alt: z
    .string()
    .trim()
    .max(MEDIA_ALT_MAX_LENGTH, `Keep the alt text under ${MEDIA_ALT_MAX_LENGTH} characters.`)
    .optional(),
  focal_x: z.number().min(0).max(1).optional(),
  focal_y: z.number().min(0).max(1).optional(),
});
export type MediaUpdateRequest = z.infer<typeof mediaUpdateRequest>;

export interface MediaUsage {
  kind: string;
  id: number | null;
  title: string;
  published: boolean;
  /** Where in the item (data field path or settings path). */
  field: string;
}

export const mediaMissingAltRequest = z.strictObject({
  ids: z.array(z.string().max(100)).max(500),
});

// ---------------------------------------------------------------------------------------------
// Dashboard: GET /api/website-admin/dashboard (one call)
// ---------------------------------------------------------------------------------------------

export interface DashboardChange {
  kind: string;
  id: number | null;
  /** A content item's parent (its edit address needs it), else null. */
  parent_id: number | null;
  /** A content item's slug (a fixed page's is its page key: its editor's address needs it), else null. */
  slug: string | null;
  title: string;
  at: string;
  by: string | null;
  action: string;
}

export interface WebsiteDashboard {
  recent: DashboardChange[];
  /**
   * Drafts waiting: never-published items, and published ones with saved changes not yet
   * published (`changed`), newest first.
   */
  drafts: {
    kind: ContentKind;
    id: number;
    parent_id: number | null;
    slug: string;
    title: string;
    updated_at: string;
    changed: boolean;
  }[];
  /** Scheduled changes: none until content scheduling lands (the studio's work). */
  /** Pending scheduled publish/unpublish (content studio), soonest first; `by` who scheduled it. */
  scheduled: {
    schedule_id: number;
    kind: ContentKind;
    id: number;
    parent_id: number | null;
    slug: string;
    title: string;
    at: string;
    action: ScheduleAction;
    by: string | null;
  }[];
  missing_alt: { total: number; items: MediaItem[] };
  broken_links: { kind: ContentKind; id: number; parent_id: number | null; title: string; target: string }[];
  /**
   * This week's website leads by source; `form` is the inbox that lists them (career leads split
   * into job and general applications), null for a source no inbox shows.
   */
  leads_this_week: { source: string; form: WebsiteLeadForm | null; count: number }[];
  /** The first day (IST, YYYY-MM-DD) of "this week": the inboxes' `from` filter, so a tile opens what it counts. */
  leads_since: string;
  /** p75 per day over the last 14 days. */
  vitals: { name: 'LCP' | 'INP' | 'CLS'; p75: number | null; days: { day: string; p75: number }[] }[];
}

// ---------------------------------------------------------------------------------------------
// Newsletter: GET /api/website-admin/subscribers (the /app/auth/subscribe page).
// ---------------------------------------------------------------------------------------------

/** A subscriber waits for their confirmation, is confirmed, or has unsubscribed. */
export const SUBSCRIBER_STATUSES = SUBSCRIBER_STATUS_VALUES;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const subscriberQuery = z.strictObject({
  ...pageQuery,
  q: z.string().trim().max(100).optional(),
  status: z.enum(SUBSCRIBER_STATUSES).optional(),
});
export type SubscriberQuery = z.input<typeof subscriberQuery>;
export const subscriberExportQuery = subscriberQuery.extend(exportQuery.shape);

export interface Subscriber {
  id: number;
  email: string;
  status: SubscriberStatus;
  /** When and from which address the visitor signed up (the consent asked for). */
  consent_at: string;
  consent_ip: string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

export interface SubscriberPage {
  items: Subscriber[];
  total: number;
  page: number;
  pageSize: number;
}
