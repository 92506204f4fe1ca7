import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import type { PayslipFigures } from './statutory';

/** One employee's current monthly salary structure (paise). Payslips keep their own copy. */
export const salaryStructures = pgTable(
  'salary_structures',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    basic: integer('basic').notNull(),
    hra: integer('hra').notNull(),
    special: integer('special').notNull(),
    other: integer('other').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('salary_structures_employee_id_key').on(t.employeeId),
    check(
      'salary_structures_amounts_check',
      sql`${t.basic} > 0 and ${t.hra} >= 0 and ${t.special} >= 0 and ${t.other} >= 0`,
    ),
  ],
);

/** A month's payroll: previewed (recomputed on demand) until locked; a locked run never changes. */
export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: serial('id').primaryKey(),
    /** 'YYYY-MM' */
    month: text('month').notNull(),
    status: text('status').notNull().default('preview'),
    employeeCount: integer('employee_count').notNull().default(0),
    grossTotal: bigint('gross_total', { mode: 'number' }).notNull().default(0),
    deductionsTotal: bigint('deductions_total', { mode: 'number' }).notNull().default(0),
    netTotal: bigint('net_total', { mode: 'number' }).notNull().default(0),
    employerTotal: bigint('employer_total', { mode: 'number' }).notNull().default(0),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
    computedBy: integer('computed_by').references(() => users.id, { onDelete: 'set null' }),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: integer('locked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('payroll_runs_month_key').on(t.month),
    check('payroll_runs_status_check', sql`${t.status} in ('preview', 'locked')`),
    check('payroll_runs_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/** What the payslip prints about the person, copied at computing time. */
export interface PayslipEmployee {
  code: string;
  fullName: string;
  department: string;
  designation: string;
  workState: string;
  pan: string | null;
  /** Absent on payslips computed before the numbers were kept. */
  uan?: string | null;
  esicNumber?: string | null;
  /** The last four digits of the bank account only. */
  bankLast4: string | null;
  dateOfJoining: string;
}

export const payslips = pgTable(
  'payslips',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    month: text('month').notNull(),
    employee: jsonb('employee').$type<PayslipEmployee>().notNull(),
    structure: jsonb('structure')
      .$type<{ basic: number; hra: number; special: number; other: number }>()
      .notNull(),
    figures: jsonb('figures').$type<PayslipFigures>().notNull(),
    grossEarned: integer('gross_earned').notNull(),
    totalDeductions: integer('total_deductions').notNull(),
    netPay: integer('net_pay').notNull(),
  },
  (t) => [
    uniqueIndex('payslips_run_employee_key').on(t.runId, t.employeeId),
    index('payslips_employee_idx').on(t.employeeId, t.month),
  ],
);

/** Each employee's income-tax regime and declarations for a tax year (paise a year). */
export const taxDeclarations = pgTable(
  'tax_declarations',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** 'YYYY-YY', April to March. */
    taxYear: text('tax_year').notNull(),
    regime: text('regime').notNull().default('new'),
    section80C: bigint('section_80c', { mode: 'number' }).notNull().default(0),
    section80D: bigint('section_80d', { mode: 'number' }).notNull().default(0),
    section80DParents: bigint('section_80d_parents', { mode: 'number' }).notNull().default(0),
    parentsSenior: boolean('parents_senior').notNull().default(false),
    section80CCD1B: bigint('section_80ccd_1b', { mode: 'number' }).notNull().default(0),
    homeLoanInterest: bigint('home_loan_interest', { mode: 'number' }).notNull().default(0),
    rentPaid: bigint('rent_paid', { mode: 'number' }).notNull().default(0),
    metroCity: boolean('metro_city').notNull().default(false),
    lta: bigint('lta', { mode: 'number' }).notNull().default(0),
    previousEmployerIncome: bigint('previous_employer_income', { mode: 'number' }).notNull().default(0),
    previousEmployerTds: bigint('previous_employer_tds', { mode: 'number' }).notNull().default(0),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_declarations_employee_year_key').on(t.employeeId, t.taxYear),
    check('tax_declarations_regime_check', sql`${t.regime} in ('new', 'old')`),
    check('tax_declarations_year_check', sql`${t.taxYear} ~ '^[0-9]{4}-[0-9]{2}$'`),
  ],
);
