/** Tables of the mail outbox: every message is stored before a background job sends it. */
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/db';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    cc: jsonb('cc').$type<string[]>().notNull().default([]),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** What the mail is about: a document kind (contract MAIL_ABOUT_ROLES) and its id. */
    aboutKind: text('about_kind').notNull(),
    aboutId: integer('about_id').notNull(),
    queuedBy: integer('queued_by').references(() => users.id, { onDelete: 'set null' }),
    /** queued → sent | failed; kept when no SMTP server is configured. */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The SMTP server's Message-ID once sent. */
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_outbox_status', sql`${t.status} in ('queued', 'sent', 'failed', 'kept')`),
    index('mail_outbox_queued_by_idx').on(t.queuedBy, t.id),
    index('mail_outbox_about_idx').on(t.aboutKind, t.id),
    index('mail_outbox_status_idx').on(t.status).where(sql`${t.status} = 'queued'`),
  ],
);

export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: serial('id').primaryKey(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('mail_attachments_mail_idx').on(t.mailId, t.position)],
);
