import type { ExitChecklistItem } from '@managewell/api/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/db';
import { employees } from '../hr';

/** A resignation and its exit checklist; at most one open (not withdrawn or completed) per employee. */
export const resignations = pgTable(
  'resignations',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    proposedLastDay: date('proposed_last_day', { mode: 'string' }).notNull(),
    noticeDays: integer('notice_days').notNull(),
    expectedLastDay: date('expected_last_day', { mode: 'string' }).notNull(),
    lastWorkingDay: date('last_working_day', { mode: 'string' }),
    status: text('status').notNull().default('submitted'),
    hrNote: text('hr_note'),
    checklist: jsonb('checklist').$type<Record<ExitChecklistItem, boolean>>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('resignations_one_open_key')
      .on(t.employeeId)
      .where(sql`${t.status} in ('submitted', 'discussion', 'accepted')`),
    index('resignations_status_idx').on(t.status, t.submittedAt),
    check(
      'resignations_status_check',
      sql`${t.status} in ('submitted', 'discussion', 'accepted', 'withdrawn', 'completed')`,
    ),
  ],
);
