// Website-admin values the pages read without zod (a later page may add at most 60 KB, see docs/decisions/0008-zod-out-of-first-pages.md; zod is
// ~22 KB brotli). website-admin.ts builds its schemas from these and re-exports them.
import { type ListField, PAGE_FIELDS } from './list-values';

/** `job` value of a career application sent without choosing a listed job (menu "Common Job"). */
export const GENERAL_APPLICATION = 'general';

/**
 * Which public form sent the lead: enquiry (Common Enquiry), contact (Contact), general-application
 * (Common Job: career applications that name no listed job, e.g. 'general') and job-application
 * (Resume: applications naming a listed job, published or not).
 */
export const WEBSITE_LEAD_FORMS = ['enquiry', 'contact', 'general-application', 'job-application'] as const;
export type WebsiteLeadForm = (typeof WEBSITE_LEAD_FORMS)[number];

export const FORWARDING_STATUSES = ['pending', 'delivered', 'failed', 'not-configured'] as const;
export type ForwardingState = (typeof FORWARDING_STATUSES)[number];

/** Where staff are with a website lead (the inbox's own state, apart from verification's). */
export const INBOX_STATUSES = ['new', 'contacted', 'converted', 'spam'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** What a bulk action on the inbox does to the chosen leads ('restore' undoes a delete). */
export const INBOX_BULK_ACTIONS = ['status', 'assign', 'delete', 'restore'] as const;
export type InboxBulkAction = (typeof INBOX_BULK_ACTIONS)[number];

/** The most leads one bulk action takes (a page of the list at most). */
export const INBOX_BULK_MAX = 200;

/** A job's slug, as the inbox's `job` filter takes it. */
export const JOB_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The leads inbox's query as the URL carries it (`websiteLeadQuery`'s fields, without zod). */
export const WEBSITE_LEAD_LIST_FIELDS = {
  ...PAGE_FIELDS,
  form: { kind: 'enum', values: WEBSITE_LEAD_FORMS },
  q: { kind: 'text', max: 100 },
  from: { kind: 'date' },
  to: { kind: 'date' },
  forwarding: { kind: 'enum', values: FORWARDING_STATUSES },
  job: { kind: 'text', max: 120, pattern: JOB_SLUG },
  status: { kind: 'enum', values: INBOX_STATUSES },
} as const satisfies Record<string, ListField>;

/** The largest file the media library takes (the server refuses a bigger one). */
export const MEDIA_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** A newsletter subscriber's state (see website-admin.ts). */
export const SUBSCRIBER_STATUS_VALUES = ['pending', 'confirmed', 'unsubscribed'] as const;

/** The subscriber list's query as read from a URL without zod (`subscriberQuery` validates). */
export const SUBSCRIBER_LIST_FIELDS = {
  ...PAGE_FIELDS,
  q: { kind: 'text', max: 100 },
  status: { kind: 'enum', values: SUBSCRIBER_STATUS_VALUES },
} as const satisfies Record<string, ListField>;
