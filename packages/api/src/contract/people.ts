import { z } from 'zod';
import { isoDate, pageQuery, versionField } from './common';
import {
  EXIT_CHECKLIST,
  type ExitChecklistItem,
  POLICY_KINDS,
  type PolicyKind,
  RESIGNATION_STATUSES,
  type ResignationStatus,
  SUGGESTION_STATUSES,
  type SuggestionStatus,
  TAX_REGIMES,
  type TaxRegime,
} from './people-values';

export * from './people-values';

/**
 * People: payroll, compliance policies, suggestions and resignation.
 * Amounts are paise integers.
 */

/** 'YYYY-MM' */
export const payrollMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use the month format YYYY-MM.')
  .refine(
    (m) => Number(m.slice(0, 4)) >= 2000 && Number(m.slice(0, 4)) <= 2100,
    'This month is out of range.',
  );

/** At most ₹1 crore a month per component. */
const monthlyPaise = z
  .number({ error: 'Enter an amount in paise.' })
  .int('Amounts are whole paise.')
  .min(0, 'An amount cannot be negative.')
  .max(1_00_00_000_00, 'At most ₹1,00,00,000 a month.');

export const salaryStructureInput = z.strictObject({
  basic: monthlyPaise.min(1, 'Basic must be more than zero.'),
  hra: monthlyPaise,
  special: monthlyPaise,
  other: monthlyPaise,
  effectiveFrom: isoDate,
  /** The version last read (0 when there is no structure yet). */
  version: versionField(0),
});
export type SalaryStructureInput = z.infer<typeof salaryStructureInput>;

export const salaryListQuery = z.strictObject({
  ...pageQuery,
  search: z.string().trim().max(100).optional(),
  department: z.string().trim().max(100).optional(),
});

export const payslipListQuery = z.strictObject({
  ...pageQuery,
  search: z.string().trim().max(100).optional(),
});

export interface SalaryStructureView {
  basic: number;
  hra: number;
  special: number;
  other: number;
  gross: number;
  /** Employer cost a month: gross + employer EPF/EPS + employer ESI. */
  monthlyCtc: number;
  effectiveFrom: string;
  version: number;
}

export interface SalaryRow {
  employeeId: number;
  code: string;
  fullName: string;
  department: string;
  designation: string;
  workState: string;
  structure: SalaryStructureView | null;
}

export type PayrollRunStatus = 'preview' | 'locked';

export interface PayrollRunSummary {
  month: string;
  status: PayrollRunStatus;
  employeeCount: number;
  grossTotal: number;
  deductionsTotal: number;
  netTotal: number;
  employerTotal: number;
  computedAt: string;
  lockedAt: string | null;
  lockedBy: string | null;
  /** While a preview: the people employed that month whom the run leaves out, and why. */
  leftOut: PayrollLeftOut[];
}

export interface PayrollLeftOut {
  employeeId: number;
  code: string;
  fullName: string;
  reason: string;
}

export interface PayslipRow {
  id: number;
  month: string;
  employeeId: number;
  code: string;
  fullName: string;
  department: string;
  paidDays: number;
  lopDays: number;
  grossEarned: number;
  totalDeductions: number;
  netPay: number;
}

// ---- Income tax on salary ----

/** A tax year, April to March: 'YYYY-YY', e.g. '2026-27'. */
export const taxYear = z
  .string()
  .regex(/^\d{4}-\d{2}$/, 'Use the tax year format YYYY-YY, e.g. 2026-27.')
  .refine(
    (y) => (Number(y.slice(0, 4)) + 1) % 100 === Number(y.slice(5, 7)),
    'The two years must follow each other, e.g. 2026-27.',
  )
  .refine((y) => Number(y.slice(0, 4)) >= 2000 && Number(y.slice(0, 4)) < 2100, 'This year is out of range.');

/** A yearly amount: at most ₹5 crore. */
const yearlyPaise = z
  .number({ error: 'Enter an amount in paise.' })
  .int('Amounts are whole paise.')
  .min(0, 'An amount cannot be negative.')
  .max(5_00_00_000_00, 'At most ₹5,00,00,000 a year.');

/** What an employee declares for a tax year: the regime, and for the old regime what reduces the tax. */
export const taxDeclarationInput = z
  .strictObject({
    regime: z.enum(TAX_REGIMES, { error: 'Choose the new or the old regime.' }),
    section80C: yearlyPaise,
    section80D: yearlyPaise,
    section80DParents: yearlyPaise,
    parentsSenior: z.boolean(),
    section80CCD1B: yearlyPaise,
    homeLoanInterest: yearlyPaise,
    rentPaid: yearlyPaise,
    metroCity: z.boolean(),
    lta: yearlyPaise,
    /** Salary from an earlier employer this tax year, and the tax it deducted. */
    previousEmployerIncome: yearlyPaise,
    previousEmployerTds: yearlyPaise,
    /** The version last read (0 when nothing was declared yet). */
    version: versionField(0),
  })
  .refine((d) => d.previousEmployerTds <= d.previousEmployerIncome, {
    path: ['previousEmployerTds'],
    message: 'The tax deducted cannot be more than the salary it was deducted from.',
  });
export type TaxDeclarationInput = z.infer<typeof taxDeclarationInput>;

export const taxDeclarationListQuery = z.strictObject({
  ...pageQuery,
  taxYear,
  search: z.string().trim().max(100).optional(),
});

export interface TaxDeclarationFields {
  regime: TaxRegime;
  section80C: number;
  section80D: number;
  section80DParents: number;
  parentsSenior: boolean;
  section80CCD1B: number;
  homeLoanInterest: number;
  rentPaid: number;
  metroCity: boolean;
  lta: number;
  previousEmployerIncome: number;
  previousEmployerTds: number;
}

/** One employee's declaration for a tax year (the defaults, version 0, when nothing was declared). */
export interface TaxDeclarationView extends TaxDeclarationFields {
  employeeId: number;
  code: string;
  fullName: string;
  taxYear: string;
  version: number;
  updatedAt: string | null;
}

/** The year's rules the declaration form explains: the law, the caps (paise a year) and the metros. */
export interface TaxYearInfo {
  taxYear: string;
  law: string;
  limits: {
    section80C: number;
    section80D: number;
    section80DParents: number;
    section80DParentsSenior: number;
    section80CCD1B: number;
    homeLoanInterest: number;
  };
  metroCities: string[];
}

/** One payslip's line in a month's TDS register (paise). */
export interface TdsRegisterRow {
  payslipId: number;
  employeeId: number;
  code: string;
  fullName: string;
  pan: string | null;
  regime: TaxRegime;
  grossEarned: number;
  tds: number;
  ytdGross: number;
  ytdTds: number;
  projectedTaxable: number;
  annualTax: number;
}

export interface TdsRegisterPage {
  items: TdsRegisterRow[];
  total: number;
  /** The month's TDS over every matching payslip, not just this page. */
  totalTds: number;
  page: number;
  pageSize: number;
}

export interface MyTaxDeclaration {
  declaration: TaxDeclarationView;
  year: TaxYearInfo;
}

// ---- Compliance policies (NDA, conflict of interest) ----

export const policyKind = z.enum(POLICY_KINDS, { error: 'Choose nda or conflict-of-interest.' });

export const publishPolicyInput = z.strictObject({
  title: z.string().trim().min(3, 'Please enter a title.').max(200),
  body: z.string().trim().min(20, 'Please enter the policy text (at least 20 characters).').max(50_000),
});

/** A typed full name and consent (the acceptance record of every agreement). */
export const acknowledgeInput = z.strictObject({
  version: versionField(),
  typedName: z.string().trim().min(2, 'Please type your full name.').max(200),
  consent: z.literal(true, { error: 'Please confirm that you have read and accept it.' }),
  /** Conflict of interest only: none, or the interests listed. */
  declaration: z
    .discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('none') }),
      z.strictObject({
        kind: z.literal('interests'),
        interests: z.string().trim().min(5, 'Please list the interests.').max(5_000),
      }),
    ])
    .optional(),
});
export type AcknowledgeInput = z.infer<typeof acknowledgeInput>;

export interface PolicyVersionView {
  kind: PolicyKind;
  version: number;
  title: string;
  body: string;
  contentHash: string;
  publishedAt: string;
}

export interface AcknowledgementView {
  version: number;
  typedName: string;
  acknowledgedAt: string;
  contentHash: string;
  declaration: { kind: 'none' } | { kind: 'interests'; interests: string } | null;
}

export interface MyPolicy {
  current: PolicyVersionView | null;
  /** My acknowledgement of the current version, if given. */
  acknowledgement: AcknowledgementView | null;
}

export interface PolicyStatusRow {
  employeeId: number;
  code: string;
  fullName: string;
  department: string;
  acknowledgedAt: string | null;
  typedName: string | null;
  declaration: AcknowledgementView['declaration'];
}

export const policyStatusQuery = z.strictObject({
  ...pageQuery,
  state: z.enum(['all', 'acknowledged', 'pending']).default('all'),
});

// ---- Suggestions ----

export const submitSuggestionInput = z.strictObject({
  title: z.string().trim().min(3, 'Please enter a title.').max(200),
  body: z.string().trim().min(10, 'Please describe your suggestion (at least 10 characters).').max(5_000),
  category: z.enum(['workplace', 'process', 'customers', 'safety', 'other']).default('other'),
  anonymous: z.boolean().default(false),
});

export const answerSuggestionInput = z.strictObject({
  status: z.enum(SUGGESTION_STATUSES),
  answer: z.string().trim().min(2, 'Please write an answer.').max(5_000),
  version: versionField(),
});

export const suggestionListQuery = z.strictObject({
  ...pageQuery,
  status: z.enum(SUGGESTION_STATUSES).optional(),
});

export interface SuggestionView {
  id: number;
  title: string;
  body: string;
  category: string;
  anonymous: boolean;
  /** Null for an anonymous suggestion (the author is not stored). */
  author: string | null;
  status: SuggestionStatus;
  answer: string | null;
  answeredAt: string | null;
  createdAt: string;
  version: number;
}

// ---- Resignation ----

export const submitResignationInput = z.strictObject({
  reason: z.string().trim().min(10, 'Please give a reason (at least 10 characters).').max(5_000),
  proposedLastDay: isoDate,
});

export const decideResignationInput = z.discriminatedUnion('decision', [
  z.strictObject({
    decision: z.literal('accept'),
    lastWorkingDay: isoDate,
    note: z.string().trim().max(2_000).optional(),
    version: versionField(),
  }),
  z.strictObject({
    decision: z.literal('discuss'),
    note: z.string().trim().min(2, 'Please write a note.').max(2_000),
    version: versionField(),
  }),
]);

export const checklistInput = z.strictObject({
  item: z.enum(EXIT_CHECKLIST),
  done: z.boolean(),
  version: versionField(),
});

export const resignationListQuery = z.strictObject({
  ...pageQuery,
  status: z.enum(RESIGNATION_STATUSES).optional(),
});

export interface ResignationView {
  id: number;
  employeeId: number;
  code: string;
  fullName: string;
  department: string;
  reason: string;
  proposedLastDay: string;
  /** Submission date + the notice period. */
  expectedLastDay: string;
  noticeDays: number;
  lastWorkingDay: string | null;
  status: ResignationStatus;
  hrNote: string | null;
  checklist: Record<ExitChecklistItem, boolean>;
  submittedAt: string;
  decidedAt: string | null;
  deactivatedAt: string | null;
  version: number;
}
