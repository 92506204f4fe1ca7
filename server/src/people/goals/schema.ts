import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/db';
import { employees } from '../hr';

/** Appraisal cycles (e.g. half-yearly “Apr–Sep 2026”): draft → open → closed; at most one open. */
export const appraisalCycles = pgTable(
  'appraisal_cycles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('draft'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('appraisal_cycles_name_key').on(t.name),
    uniqueIndex('appraisal_cycles_one_open_key').on(t.status).where(sql`${t.status} = 'open'`),
    check('appraisal_cycles_status_check', sql`${t.status} in ('draft', 'open', 'closed')`),
    check('appraisal_cycles_dates_check', sql`${t.endDate} > ${t.startDate}`),
  ],
);

/**
 * One employee's goal sheet in a cycle: 'draft' (goals edited) → 'submitted' (weights add up to
 * 100, goals locked) → 'rated' (HR or the manager rated every goal). Its version changes with
 * every change of its goals, so a submit on a stale view is refused.
 */
export const appraisals = pgTable(
  'appraisals',
  {
    id: serial('id').primaryKey(),
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => appraisalCycles.id, { onDelete: 'restrict' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('draft'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('appraisals_cycle_employee_key').on(t.cycleId, t.employeeId),
    index('appraisals_employee_idx').on(t.employeeId),
    check('appraisals_status_check', sql`${t.status} in ('draft', 'submitted', 'rated')`),
  ],
);

/** A goal with its weight (%), progress, the person's self-rating and HR's or the manager's rating. */
export const goals = pgTable(
  'goals',
  {
    id: serial('id').primaryKey(),
    appraisalId: integer('appraisal_id')
      .notNull()
      .references(() => appraisals.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    weight: integer('weight').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    progress: integer('progress').notNull().default(0),
    selfRating: integer('self_rating'),
    selfComment: text('self_comment'),
    rating: integer('rating'),
    ratingComment: text('rating_comment'),
    ratedBy: integer('rated_by').references(() => users.id, { onDelete: 'set null' }),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('goals_appraisal_idx').on(t.appraisalId, t.id),
    check('goals_weight_check', sql`${t.weight} between 1 and 100`),
    check('goals_progress_check', sql`${t.progress} between 0 and 100`),
    check('goals_self_rating_check', sql`${t.selfRating} between 1 and 5`),
    check('goals_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/** Every progress update of a goal (kept: the history). */
export const goalProgressUpdates = pgTable(
  'goal_progress_updates',
  {
    id: serial('id').primaryKey(),
    goalId: integer('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    percent: integer('percent').notNull(),
    note: text('note').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    byUser: integer('by_user').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('goal_progress_updates_goal_idx').on(t.goalId, t.at),
    check('goal_progress_updates_percent_check', sql`${t.percent} between 0 and 100`),
  ],
);
