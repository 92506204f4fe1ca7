// The outbox's values without zod (statuses, labels, who has an outbox): the back office's
// layout reads them on every page, so they must not bring the schemas' zod with them (see docs/decisions/0008-zod-out-of-first-pages.md).
import { type ListField, PAGE_FIELDS } from './list-values';
import type { Role } from './roles';

export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'kept'] as const;
/** queued: waiting to be sent; sent; failed: given up after retries; kept: no SMTP server set up. */
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_LABEL: Record<MailStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  kept: 'Kept (no mail server)',
};

/**
 * What a mail is about (`about.kind`) and which roles, besides its sender, may read it in the
 * outbox. Add a line for each new kind of document sent by mail; an unknown kind is seen by its
 * sender only.
 */
export const MAIL_ABOUT_ROLES = {
  quotation: ['sales', 'quotation'],
  'offer-letter': ['hr'],
  payslip: ['hr'],
  nda: ['hr'],
  invoice: ['sales'],
  // Only the sales user it is addressed to or who owns the lead (the server narrows it).
  lead: ['sales'],
  // The website admin replies to website leads and the site mails newsletter confirmations: kept
  // mail must be readable by the staff it concerns.
  'website-lead': ['website-admin'],
  newsletter: ['website-admin'],
} as const satisfies Record<string, readonly Role[]>;
export type MailAboutKind = keyof typeof MAIL_ABOUT_ROLES;

/** Roles that send mail and so have an outbox (derived from MAIL_ABOUT_ROLES). */
export const OUTBOX_ROLES: readonly Role[] = [...new Set(Object.values(MAIL_ABOUT_ROLES).flat())] as Role[];

export function hasOutbox(role: Role): boolean {
  return OUTBOX_ROLES.includes(role);
}

/** The outbox's query as read from a URL without zod (`outboxListQuery` validates). */
export const OUTBOX_LIST_FIELDS = {
  page: PAGE_FIELDS.page,
  pageSize: PAGE_FIELDS.pageSize,
  status: { kind: 'enum', values: MAIL_STATUSES },
} as const satisfies Record<string, ListField>;
