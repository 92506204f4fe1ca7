import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { leads } from '../leads';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Forwarding of public leads to the lead-capture service (HelloLeads): one row per lead. */
export const leadForwarding = pgTable(
  'lead_forwarding',
  {
    leadId: integer('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** 'pending', 'delivered', 'failed' (gave up after the retries) or 'not-configured'. */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The service's answer on delivery (its lead id when it gives one). */
    response: jsonb('response'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'lead_forwarding_status_check',
      sql`${t.status} in ('pending', 'delivered', 'failed', 'not-configured')`,
    ),
    index('lead_forwarding_status_idx').on(t.status),
  ],
);
