import type { EmergencyContact } from '@managewell/api/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { leads } from '../../pipeline/leads';
import { users } from '../../platform/db';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Every staff member's employment record; `user_id` links the sign-in account, when there is one. */
/** Employees still on the rolls (serving notice included). */
const EMPLOYED = sql`status in ('active', 'notice')`;

export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    /** 'MW0001'. */
    code: text('code').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    /** '+91' and the 10 digits. */
    phone: text('phone').notNull(),
    department: text('department').notNull(),
    designation: text('designation').notNull(),
    managerId: integer('manager_id').references((): AnyPgColumn => employees.id, { onDelete: 'set null' }),
    dateOfJoining: date('date_of_joining', { mode: 'string' }).notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    employmentType: text('employment_type').notNull(),
    workLocation: text('work_location').notNull(),
    /** An Indian state or union territory's name (professional tax follows it). */
    workState: text('work_state').notNull(),
    status: text('status').notNull().default('active'),
    noticeDays: integer('notice_days').notNull().default(30),
    pan: text('pan'),
    /** Only the last four digits: the full Aadhaar number is never stored. */
    aadhaarLast4: text('aadhaar_last4'),
    bankAccount: text('bank_account'),
    ifsc: text('ifsc'),
    /** EPFO's Universal Account Number. */
    uan: text('uan'),
    /** ESIC insurance (IP) number. */
    esicNumber: text('esic_number'),
    emergencyContact: jsonb('emergency_contact').$type<EmergencyContact>(),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('employees_code_key').on(t.code),
    uniqueIndex('employees_user_id_key').on(t.userId),
    index('employees_department_idx').on(t.department, t.code),
    index('employees_status_idx').on(t.status, t.code),
    index('employees_manager_id_idx').on(t.managerId),
    // One person, one record: the identity details are unique among the people still employed.
    uniqueIndex('employees_active_email_key').on(sql`lower(${t.email})`).where(EMPLOYED),
    uniqueIndex('employees_active_phone_key').on(t.phone).where(EMPLOYED),
    uniqueIndex('employees_active_pan_key').on(t.pan).where(EMPLOYED),
    uniqueIndex('employees_active_uan_key').on(t.uan).where(EMPLOYED),
    uniqueIndex('employees_active_esic_number_key').on(t.esicNumber).where(EMPLOYED),
    // Only Aadhaar's last four digits are kept: with the date of birth they single out a person.
    uniqueIndex('employees_active_aadhaar_key').on(t.aadhaarLast4, t.dateOfBirth).where(EMPLOYED),
    check('employees_employment_type_check', sql`${t.employmentType} in ('permanent', 'contract', 'intern')`),
    check('employees_status_check', sql`${t.status} in ('active', 'notice', 'exited', 'inactive')`),
    check('employees_aadhaar_last4_check', sql`${t.aadhaarLast4} ~ '^[0-9]{4}$'`),
    check('employees_pan_check', sql`${t.pan} ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'`),
    check('employees_uan_check', sql`${t.uan} ~ '^[0-9]{12}$'`),
    check('employees_esic_number_check', sql`${t.esicNumber} ~ '^[0-9]{10}$'`),
    check('employees_ifsc_check', sql`${t.ifsc} ~ '^[A-Z]{4}0[A-Z0-9]{6}$'`),
  ],
);

const decision = {
  /** 'pending' → 'approved' | 'rejected' (| 'cancelled' by the person, where allowed). */
  status: text('status').notNull().default('pending'),
  decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decisionComment: text('decision_comment'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};
const statusCheck = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`);

/** What an employee record went through (created, edited, account changes), for its history tab. */
export const employeeHistory = pgTable(
  'employee_history',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    /** Field → {from, to}; personal values (bank, PAN) are recorded as 'changed', never in clear. */
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
  },
  (t) => [index('employee_history_employee_idx').on(t.employeeId, t.at)],
);

/** Every HR read of someone's bank or salary data. */
export const personalDataReads = pgTable(
  'personal_data_reads',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** 'bank' | 'salary' | 'payslip'. */
    what: text('what').notNull(),
    ip: text('ip'),
  },
  (t) => [index('personal_data_reads_employee_idx').on(t.employeeId, t.at)],
);

/** Sign-up (account) and reset-password requests from the public pages: HR's queue. */
export const staffRequests = pgTable(
  'staff_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email'),
    /** The team (role) an account request asks for. */
    team: text('team'),
    message: text('message'),
    /** The account a password reset is for. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** 'open' → 'done' | 'dismissed'. */
    status: text('status').notNull().default('open'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_requests_status_idx').on(t.status, t.createdAt),
    check('staff_requests_kind_check', sql`${t.kind} in ('account', 'password-reset')`),
    check('staff_requests_status_check', sql`${t.status} in ('open', 'done', 'dismissed')`),
  ],
);

export const leaveTypes = pgTable('leave_types', {
  id: serial('id').primaryKey(),
  /** 'casual' | 'sick' | 'earned' | 'unpaid'. */
  code: text('code').notNull().unique('leave_types_code_key'),
  name: text('name').notNull(),
  /** Days granted each calendar year (0 for unpaid: no limit). */
  yearlyDays: doublePrecision('yearly_days').notNull(),
  /** At most this many unused days move to the next year. */
  carryForwardMax: doublePrecision('carry_forward_max').notNull().default(0),
  paid: boolean('paid').notNull().default(true),
});

/** A person's days of a leave type for a year: the yearly grant plus what was carried forward. */
export const leaveAllocations = pgTable(
  'leave_allocations',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    leaveTypeId: integer('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id),
    year: integer('year').notNull(),
    allocated: doublePrecision('allocated').notNull(),
    carried: doublePrecision('carried').notNull().default(0),
  },
  (t) => [uniqueIndex('leave_allocations_key').on(t.employeeId, t.leaveTypeId, t.year)],
);

/**
 * A named holiday calendar (a state's, or one office's): people follow the list of their work
 * state and location, else the default list.
 */
export const holidayLists = pgTable(
  'holiday_lists',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Null for the default list. */
    workState: text('work_state'),
    /** Null: every office of the state. */
    workLocation: text('work_location'),
    /** How many of the list's optional holidays each person may choose a year. */
    optionalAllowed: integer('optional_allowed').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('holiday_lists_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('holiday_lists_default_key').on(t.isDefault).where(sql`is_default`),
    uniqueIndex('holiday_lists_place_key')
      .on(sql`lower(${t.workState})`, sql`lower(coalesce(${t.workLocation}, ''))`)
      .where(sql`work_state is not null`),
    check('holiday_lists_optional_allowed_check', sql`${t.optionalAllowed} >= 0`),
  ],
);

export const holidays = pgTable(
  'holidays',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => holidayLists.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    /** Optional holidays are off only for the people who chose them. */
    optional: boolean('optional').notNull().default(false),
  },
  (t) => [uniqueIndex('holidays_list_date_key').on(t.listId, t.date)],
);

/** The optional holidays a person chose. */
export const holidayChoices = pgTable(
  'holiday_choices',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    holidayId: integer('holiday_id')
      .notNull()
      .references(() => holidays.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.holidayId] }),
    index('holiday_choices_holiday_idx').on(t.holidayId),
  ],
);

export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    leaveTypeId: integer('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** The first day is only its second half. */
    startHalf: boolean('start_half').notNull().default(false),
    /** The last day is only its first half. */
    endHalf: boolean('end_half').notNull().default(false),
    /** Working days (weekends and holidays left out), in halves. */
    days: doublePrecision('days').notNull(),
    reason: text('reason').notNull(),
    version: integer('version').notNull().default(1),
    ...decision,
  },
  (t) => [
    index('leave_requests_employee_idx').on(t.employeeId, t.startDate),
    index('leave_requests_status_idx').on(t.status, t.startDate),
    index('leave_requests_dates_idx').on(t.startDate, t.endDate),
    check('leave_requests_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    statusCheck('leave_requests_status_check', t.status, ['pending', 'approved', 'rejected', 'cancelled']),
  ],
);

/** One row per person and day: the check-in and check-out instants. */
export const attendance = pgTable(
  'attendance',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    checkIn: timestamp('check_in', { withTimezone: true }).notNull(),
    checkOut: timestamp('check_out', { withTimezone: true }),
    /** 'self' (checked in and out) | 'regularised' (HR approved a correction). */
    source: text('source').notNull().default('self'),
  },
  (t) => [
    uniqueIndex('attendance_employee_date_key').on(t.employeeId, t.date),
    index('attendance_date_idx').on(t.date),
  ],
);

/** A forgotten or wrong punch, corrected once HR approves. */
export const regularisations = pgTable(
  'regularisations',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** Minutes after midnight, India time. */
    checkInMinutes: integer('check_in_minutes').notNull(),
    checkOutMinutes: integer('check_out_minutes').notNull(),
    reason: text('reason').notNull(),
    ...decision,
  },
  (t) => [
    index('regularisations_status_idx').on(t.status, t.date),
    index('regularisations_employee_idx').on(t.employeeId, t.date),
    statusCheck('regularisations_status_check', t.status, ['pending', 'approved', 'rejected', 'cancelled']),
  ],
);

/** A person's week of timesheet entries: 'draft' → 'submitted' → 'approved' | 'rejected' (→ draft again). */
export const timesheetWeeks = pgTable(
  'timesheet_weeks',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** The Monday. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    ...decision,
    status: text('status').notNull().default('draft'),
  },
  (t) => [
    uniqueIndex('timesheet_weeks_key').on(t.employeeId, t.weekStart),
    index('timesheet_weeks_status_idx').on(t.status, t.weekStart),
    statusCheck('timesheet_weeks_status_check', t.status, ['draft', 'submitted', 'approved', 'rejected']),
  ],
);

export const timesheetEntries = pgTable(
  'timesheet_entries',
  {
    id: serial('id').primaryKey(),
    weekId: integer('week_id')
      .notNull()
      .references(() => timesheetWeeks.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** A project name, or 'Lead #<id>' work. */
    project: text('project').notNull(),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    task: text('task').notNull(),
    hours: doublePrecision('hours').notNull(),
  },
  (t) => [
    index('timesheet_entries_week_idx').on(t.weekId, t.date),
    check('timesheet_entries_hours_check', sql`${t.hours} > 0 and ${t.hours} <= 24`),
  ],
);

export const overtimeRequests = pgTable(
  'overtime_requests',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    hours: doublePrecision('hours').notNull(),
    reason: text('reason').notNull(),
    ...decision,
  },
  (t) => [
    index('overtime_requests_employee_idx').on(t.employeeId, t.date),
    index('overtime_requests_status_idx').on(t.status, t.date),
    check('overtime_requests_hours_check', sql`${t.hours} > 0 and ${t.hours} <= 16`),
    statusCheck('overtime_requests_status_check', t.status, ['pending', 'approved', 'rejected', 'cancelled']),
  ],
);

/** Self-service asks HR to change fields the person cannot change directly. */
export const profileChangeRequests = pgTable(
  'profile_change_requests',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** Field → the new value asked for. */
    changes: jsonb('changes').$type<Record<string, string | null>>().notNull(),
    note: text('note'),
    ...decision,
  },
  (t) => [
    index('profile_change_requests_status_idx').on(t.status, t.createdAt),
    statusCheck('profile_change_requests_status_check', t.status, [
      'pending',
      'approved',
      'rejected',
      'cancelled',
    ]),
  ],
);
