import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db';
import { employees } from '../hr';

/**
 * Suggestions from employees. An anonymous one stores no author at all (the check holds it), only
 * the sha256 of a receipt token handed to the sender, with which they can read the answer.
 */
export const suggestions = pgTable(
  'suggestions',
  {
    id: serial('id').primaryKey(),
    authorEmployeeId: integer('author_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    anonymous: boolean('anonymous').notNull(),
    receiptHash: text('receipt_hash'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull().default('new'),
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('suggestions_status_idx').on(t.status, t.createdAt),
    index('suggestions_author_idx').on(t.authorEmployeeId),
    check('suggestions_anonymous_check', sql`not ${t.anonymous} or ${t.authorEmployeeId} is null`),
    check(
      'suggestions_status_check',
      sql`${t.status} in ('new', 'under-review', 'accepted', 'implemented', 'declined')`,
    ),
  ],
);
