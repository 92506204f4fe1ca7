/**
 * The mail outbox: every e-mail the server sends (quotations, offer letters, payslips) is
 * stored first and sent by a background job; staff read what they sent, and mail about their
 * role's work, under /app/outbox.
 */
import { z } from 'zod';
import { pageQuery } from './common';
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
} as const satisfies Record<string, readonly Role[]>;
export type MailAboutKind = keyof typeof MAIL_ABOUT_ROLES;

/** Roles that send mail and so have an outbox (derived from MAIL_ABOUT_ROLES). */
export const OUTBOX_ROLES: readonly Role[] = [...new Set(Object.values(MAIL_ABOUT_ROLES).flat())] as Role[];

export function hasOutbox(role: Role): boolean {
  return OUTBOX_ROLES.includes(role);
}

export const outboxListQuery = z.strictObject({
  page: pageQuery.page,
  pageSize: pageQuery.pageSize,
  status: z.enum(MAIL_STATUSES).optional(),
});
export type OutboxListQuery = z.input<typeof outboxListQuery>;

export interface OutboxAttachment {
  id: number;
  filename: string;
  contentType: string;
  bytes: number;
}

export interface OutboxMailSummary {
  id: number;
  to: string;
  cc: string[];
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  about: { kind: string; id: number };
  queuedBy: { id: number; fullName: string } | null;
  createdAt: string;
  sentAt: string | null;
  attachmentCount: number;
}

export interface OutboxMail extends OutboxMailSummary {
  text: string;
  html: string | null;
  attachments: OutboxAttachment[];
}
