import type { SettlementFigures, SettlementLineInput } from '@managewell/api/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { resignations } from '../resignation';

/** The full-and-final settlement of an accepted resignation: a draft HR revises, then final for good. */
export const settlements = pgTable(
  'settlements',
  {
    id: serial('id').primaryKey(),
    resignationId: integer('resignation_id')
      .notNull()
      .references(() => resignations.id, { onDelete: 'restrict' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('draft'),
    encashmentDivisor: integer('encashment_divisor').notNull().default(26),
    waiveNoticeRecovery: boolean('waive_notice_recovery').notNull().default(false),
    reimbursements: jsonb('reimbursements').$type<SettlementLineInput[]>().notNull(),
    deductions: jsonb('deductions').$type<SettlementLineInput[]>().notNull(),
    note: text('note'),
    /** Every figure as last worked out; frozen once final. */
    figures: jsonb('figures').$type<SettlementFigures>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finalisedAt: timestamp('finalised_at', { withTimezone: true }),
    finalisedBy: integer('finalised_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('settlements_resignation_key').on(t.resignationId),
    index('settlements_employee_idx').on(t.employeeId),
    check('settlements_status_check', sql`${t.status} in ('draft', 'final')`),
  ],
);
