/** Placeholder of the hr-core branch's employees table (same columns): replaced when hr-core is merged. */

import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { users } from '../../db/schema';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Every staff member's employment record; `user_id` links the sign-in account, when there is one. */
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
    emergencyContact: jsonb('emergency_contact').$type<{ name: string; relation: string; phone: string }>(),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('employees_code_key').on(t.code),
    uniqueIndex('employees_user_id_key').on(t.userId),
    index('employees_department_idx').on(t.department, t.code),
    index('employees_status_idx').on(t.status, t.code),
    index('employees_manager_id_idx').on(t.managerId),
    check('employees_employment_type_check', sql`${t.employmentType} in ('permanent', 'contract', 'intern')`),
    check('employees_status_check', sql`${t.status} in ('active', 'notice', 'exited', 'inactive')`),
    check('employees_aadhaar_last4_check', sql`${t.aadhaarLast4} ~ '^[0-9]{4}$'`),
    check('employees_pan_check', sql`${t.pan} ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'`),
    check('employees_ifsc_check', sql`${t.ifsc} ~ '^[A-Z]{4}0[A-Z0-9]{6}$'`),
  ],
);
