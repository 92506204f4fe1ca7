import { z } from 'zod';
import { isoDate, pageQuery, rowId, versionField } from './common';
import { INDIAN_STATES } from './documents';
import {
  DEPARTMENTS,
  EMPLOYEE_SORT_FIELDS,
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPES,
  type EmployeeStatus,
  type EmploymentType,
} from './hr-values';
import { NOTICE_DAYS_RULE, numberSchema } from './number';
import { indianMobileSchema } from './phone';
import { ROLES } from './roles';

/** The company's departments (a swimming-pool builder of 20–500 staff). */
export * from './hr-values';

export const HR_MESSAGES = {
  pan: 'Enter a PAN like ABCDE1234F (5 letters, 4 digits, 1 letter).',
  ifsc: 'Enter an IFSC like HDFC0001234 (4 letters, 0, then 6 letters or digits).',
  aadhaarLast4: 'Enter only the last 4 digits of the Aadhaar number.',
  state: 'Choose an Indian state or union territory.',
  phone: 'Enter a 10-digit Indian mobile number (+91 optional).',
  bankAccount: 'Enter the bank account number: 9 to 18 digits.',
  uan: 'Enter the 12-digit UAN (Universal Account Number) from EPFO.',
  esicNumber: 'Enter the 10-digit ESIC insurance (IP) number.',
} as const;

/** Permanent Account Number: AAAAA9999A (upper-cased before checking). */
export const panSchema = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{5}\d{4}[A-Z]$/, HR_MESSAGES.pan));

/** Indian Financial System Code: 4 letters (bank), 0, 6 letters or digits (branch). */
export const ifscSchema = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, HR_MESSAGES.ifsc));

/** Only the last four digits of an Aadhaar number are ever kept. */
export const aadhaarLast4Schema = z
  .string()
  .trim()
  .regex(/^\d{4}$/, HR_MESSAGES.aadhaarLast4);

export const indianStateSchema = z.enum(INDIAN_STATES, { message: HR_MESSAGES.state });

export const bankAccountSchema = z
  .string()
  .trim()
  .regex(/^\d{9,18}$/, HR_MESSAGES.bankAccount);

/** EPFO's Universal Account Number: 12 digits. */
export const uanSchema = z
  .string()
  .trim()
  .regex(/^\d{12}$/, HR_MESSAGES.uan);

/** ESIC's insurance (IP) number: 10 digits. */
export const esicNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{10}$/, HR_MESSAGES.esicNumber);

/** A +91 mobile: stored in its E.164 form, '+91' and the 10 digits. */
export const indianPhoneSchema = indianMobileSchema({
  invalid: HR_MESSAGES.phone,
  length: HR_MESSAGES.phone,
});

export const emergencyContactSchema = z.object({
  name: z.string().trim().min(1, 'Enter the contact’s name.').max(120),
  relation: z.string().trim().min(1, 'Enter the relation.').max(60),
  phone: indianPhoneSchema,
});
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

/** 'MW0001'. */
export const employeeCode = (n: number) => `MW${String(n).padStart(4, '0')}`;

export const employeeListQuery = z.object({
  ...pageQuery,
  q: z.string().trim().max(100).optional(),
  department: z.enum(DEPARTMENTS).optional(),
  status: z.enum(EMPLOYEE_STATUSES).optional(),
  sort: z.enum(EMPLOYEE_SORT_FIELDS).default('code'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuery>;

const orEmpty = <T extends z.ZodTypeAny>(schema: T) =>
  z.union([z.literal('').transform(() => null), z.null(), schema]).optional();

/** The job and personal fields HR edits. */
export const employeeFieldsSchema = z.object({
  fullName: z.string().trim().min(2, 'Enter the full name.').max(120, 'At most 120 characters.'),
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address.').max(200),
  phone: indianPhoneSchema,
  department: z.enum(DEPARTMENTS, { message: 'Choose a department.' }),
  designation: z.string().trim().min(2, 'Enter the designation.').max(120, 'At most 120 characters.'),
  managerId: rowId().nullable().optional(),
  dateOfJoining: isoDate,
  dateOfBirth: orEmpty(isoDate),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  workLocation: z.string().trim().min(2, 'Enter the work location.').max(120, 'At most 120 characters.'),
  workState: indianStateSchema,
  noticeDays: numberSchema(NOTICE_DAYS_RULE).default(30),
  pan: orEmpty(panSchema),
  aadhaarLast4: orEmpty(aadhaarLast4Schema),
  bankAccount: orEmpty(bankAccountSchema),
  ifsc: orEmpty(ifscSchema),
  uan: orEmpty(uanSchema),
  esicNumber: orEmpty(esicNumberSchema),
  emergencyContact: emergencyContactSchema.nullable().optional(),
});
export type EmployeeFields = z.infer<typeof employeeFieldsSchema>;

export const USERNAME_RULE = /^[a-z][a-z0-9._-]{2,39}$/;

/** create-employee: the record, and optionally a sign-in account with a role. */
export const createEmployeeInput = employeeFieldsSchema.extend({
  account: z
    .object({
      username: z
        .string()
        .trim()
        .toLowerCase()
        .regex(
          USERNAME_RULE,
          'Use 3–40 lower-case letters, digits, dot, dash or underscore, starting with a letter.',
        ),
      role: z.enum(ROLES),
    })
    .nullable()
    .optional(),
});
export type CreateEmployeeInput = z.infer<typeof createEmployeeInput>;

export const updateEmployeeInput = employeeFieldsSchema.partial().extend({
  version: versionField(),
  status: z.enum(EMPLOYEE_STATUSES).optional(),
});
export type UpdateEmployeeInput = z.infer<typeof updateEmployeeInput>;

/** An employee as lists show it (no personal data). */
export interface EmployeeSummary {
  id: number;
  code: string;
  fullName: string;
  email: string;
  phone: string;
  department: string;
  designation: string;
  managerName: string | null;
  dateOfJoining: string;
  employmentType: EmploymentType;
  workLocation: string;
  status: EmployeeStatus;
  username: string | null;
  role: string | null;
}

/** The full record: only HR and the person themself read it. */
export interface EmployeeDetail extends EmployeeSummary {
  userId: number | null;
  managerId: number | null;
  dateOfBirth: string | null;
  workState: string;
  noticeDays: number;
  pan: string | null;
  aadhaarLast4: string | null;
  /** Masked ('XXXXXX1234') unless asked with ?reveal=bank (recorded in the audit log). */
  bankAccount: string | null;
  ifsc: string | null;
  /** EPFO's Universal Account Number (12 digits). */
  uan: string | null;
  /** ESIC insurance (IP) number (10 digits). */
  esicNumber: string | null;
  emergencyContact: EmergencyContact | null;
  accountActive: boolean | null;
  mustChangePassword: boolean | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}
