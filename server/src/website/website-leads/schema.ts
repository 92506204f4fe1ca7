import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { leads } from '../../pipeline/leads';
import { users } from '../../platform/db';

/**
 * The website-admin's own handling of a website lead (the inbox): kept apart from the lead's
 * verification status, made on the first change (a lead without a row is 'new', version 0).
 */
export const websiteLeadInbox = pgTable(
  'website_lead_inbox',
  {
    leadId: integer('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('new'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** Staff's notes: never part of a reply or of anything public. */
    internalNotes: text('internal_notes'),
    /** Set when the lead was handed to verification (once). */
    verificationLeadId: integer('verification_lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /** Deleted from the inbox (kept so the delete can be undone). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('website_lead_inbox_status_check', sql`${t.status} in ('new', 'contacted', 'converted', 'spam')`),
    index('website_lead_inbox_status_idx').on(t.status),
  ],
);
