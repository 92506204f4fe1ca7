/**
 * The mail outbox: every e-mail the server sends (quotations, offer letters, payslips) is
 * stored first and sent by a background job; staff read what they sent, and mail about their
 * role's work, under /app/outbox.
 */
import { z } from 'zod';
import { pageQuery } from './common';
import { MAIL_STATUSES, type MailStatus } from './mail-values';

export * from './mail-values';

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
