import { z } from 'zod';
import { pageAnswer, pathId, type SameType, timestampAnswer } from '../answers';
import { exportQuery } from '../common';
import { defineEndpoint } from '../endpoint';
import {
  type PayrollRunSummary,
  type PayslipRow,
  payrollMonth,
  payslipListQuery,
  type SalaryRow,
  salaryListQuery,
  salaryStructureInput,
  TAX_REGIMES,
} from '../people';

const employeeParams = z.strictObject({ employeeId: pathId() });
const slipParams = z.strictObject({ id: pathId() });
const monthParams = z.strictObject({ month: payrollMonth });

const salaryRowAnswer = z.object({
  employeeId: z.number().int(),
  code: z.string(),
  fullName: z.string(),
  department: z.string(),
  designation: z.string(),
  workState: z.string(),
  structure: z
    .object({
      basic: z.number().int(),
      hra: z.number().int(),
      special: z.number().int(),
      other: z.number().int(),
      gross: z.number().int(),
      monthlyCtc: z.number().int(),
      effectiveFrom: z.string(),
      version: z.number().int(),
    })
    .nullable(),
});

const runAnswer = z.object({
  month: z.string(),
  status: z.enum(['preview', 'locked']),
  employeeCount: z.number().int(),
  grossTotal: z.number().int(),
  deductionsTotal: z.number().int(),
  netTotal: z.number().int(),
  employerTotal: z.number().int(),
  computedAt: timestampAnswer,
  lockedAt: timestampAnswer.nullable(),
  lockedBy: z.string().nullable(),
  leftOut: z.array(
    z.object({ employeeId: z.number().int(), code: z.string(), fullName: z.string(), reason: z.string() }),
  ),
});

const payslipRowAnswer = z.object({
  id: z.number().int(),
  month: z.string(),
  employeeId: z.number().int(),
  code: z.string(),
  fullName: z.string(),
  department: z.string(),
  paidDays: z.number(),
  lopDays: z.number(),
  grossEarned: z.number().int(),
  totalDeductions: z.number().int(),
  netPay: z.number().int(),
});

/** The month's TDS and the year's tax as projected (payslips from before income tax have none). */
const payslipIncomeTaxAnswer = z.object({
  taxYear: z.string(),
  law: z.string(),
  regime: z.enum(TAX_REGIMES),
  projectedGross: z.number().int(),
  projectedTaxable: z.number().int(),
  annualTax: z.number().int(),
  deductedBefore: z.number().int(),
  monthsLeft: z.number().int(),
  tds: z.number().int(),
  ytdGross: z.number().int(),
  ytdTds: z.number().int(),
});

/** One payslip as stored: the employee as they were that month, the structure and every figure. */
const payslipAnswer = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  month: z.string(),
  status: z.enum(['preview', 'locked']),
  employee: z.object({
    code: z.string(),
    fullName: z.string(),
    department: z.string(),
    designation: z.string(),
    workState: z.string(),
    pan: z.string().nullable(),
    uan: z.string().nullable().optional(),
    esicNumber: z.string().nullable().optional(),
    bankLast4: z.string().nullable(),
    dateOfJoining: z.string(),
  }),
  structure: z.object({ basic: z.number(), hra: z.number(), special: z.number(), other: z.number() }),
  figures: z.object({
    daysInMonth: z.number(),
    lopDays: z.number(),
    paidDays: z.number(),
    overtimeHours: z.number(),
    earnings: z.object({
      basic: z.number(),
      hra: z.number(),
      special: z.number(),
      other: z.number(),
      overtime: z.number(),
    }),
    grossEarned: z.number(),
    deductions: z.object({ epf: z.number(), esi: z.number(), professionalTax: z.number() }),
    totalDeductions: z.number(),
    netPay: z.number(),
    employer: z.object({ eps: z.number(), epf: z.number(), esi: z.number() }),
    pfWages: z.number(),
    esiApplies: z.boolean(),
    explanations: z.array(z.string()),
    incomeTax: payslipIncomeTaxAnswer.optional(),
  }),
  grossEarned: z.number().int(),
  totalDeductions: z.number().int(),
  netPay: z.number().int(),
});

// The answer schemas describe exactly the interfaces the front end has always used.
const agreed: [
  SameType<z.output<typeof salaryRowAnswer>, SalaryRow>,
  SameType<z.output<typeof runAnswer>, PayrollRunSummary>,
  SameType<z.output<typeof payslipRowAnswer>, PayslipRow>,
] = [true, true, true];
void agreed;

const format = exportQuery.shape.format;

/** Salary structures, monthly payroll runs (preview, lock) and payslips; every salary read is logged. */
export const payrollEndpoints = {
  salaries: defineEndpoint({
    method: 'GET',
    path: '/api/payroll/structures',
    access: ['hr'],
    summary: 'Employees with their salary structure, a page at a time (each shown structure is logged).',
    query: salaryListQuery,
    answer: pageAnswer(salaryRowAnswer),
  }),
  salariesExport: defineEndpoint({
    method: 'GET',
    path: '/api/payroll/structures/export',
    access: ['hr'],
    summary: 'The salary list’s whole filtered result as CSV or Excel (logged page by page).',
    query: salaryListQuery.extend({ format }),
    answerKind: 'file',
  }),
  salary: defineEndpoint({
    method: 'GET',
    path: '/api/payroll/structures/:employeeId',
    access: ['hr'],
    summary: 'One employee’s salary structure (logged).',
    params: employeeParams,
    answer: salaryRowAnswer,
    errors: [404],
  }),
  saveSalary: defineEndpoint({
    method: 'PUT',
    path: '/api/payroll/structures/:employeeId',
    access: ['hr'],
    summary: 'Sets an employee’s salary structure (version 0 creates it); 409 when stale.',
    params: employeeParams,
    body: salaryStructureInput,
    answer: salaryRowAnswer,
    errors: [404, 409],
  }),
  runs: defineEndpoint({
    method: 'GET',
    path: '/api/payroll/runs',
    access: ['hr'],
    summary: 'Every payroll run, newest month first.',
    answer: z.array(runAnswer),
  }),
  preview: defineEndpoint({
    method: 'POST',
    path: '/api/payroll/runs/:month/preview',
    access: ['hr'],
    summary: 'Computes (again) every payslip of a month; 409 when the month is locked.',
    params: monthParams,
    answer: runAnswer,
    errors: [409],
  }),
  lock: defineEndpoint({
    method: 'POST',
    path: '/api/payroll/runs/:month/lock',
    access: ['hr'],
    summary: 'Locks a previewed month (of two concurrent locks one wins); 409 when locked, 404 unpreviewed.',
    params: monthParams,
    answer: runAnswer,
    errors: [404, 409],
  }),
  runPayslips: defineEndpoint({
    method: 'GET',
    path: '/api/payroll/runs/:month/payslips',
    access: ['hr'],
    summary: 'The payslips of a month, a page at a time (logged per employee).',
    params: monthParams,
    query: payslipListQuery,
    answer: pageAnswer(payslipRowAnswer),
  }),
  runPayslipsExport: defineEndpoint({
    method: 'GET',
    path: '/api/payroll/runs/:month/payslips/export',
    access: ['hr'],
    summary: 'The payslips of a month as CSV or Excel (logged page by page).',
    params: monthParams,
    query: payslipListQuery.extend({ format }),
    answerKind: 'file',
  }),
  payslip: defineEndpoint({
    method: 'GET',
    path: '/api/payroll/payslips/:id',
    access: ['hr'],
    summary: 'One payslip with its figures: earnings, deductions, employer shares, explanations (logged).',
    params: slipParams,
    answer: payslipAnswer,
    errors: [404],
  }),
  payslipPdf: defineEndpoint({
    method: 'GET',
    path: '/api/payroll/payslips/:id/pdf',
    access: ['hr'],
    summary: 'A payslip as a PDF on the letterhead (logged).',
    params: slipParams,
    answerKind: 'file',
    errors: [404],
  }),
  myPayslips: defineEndpoint({
    method: 'GET',
    path: '/api/me/payslips',
    access: 'authenticated',
    summary: 'My payslips of locked months, newest first.',
    answer: z.array(payslipRowAnswer),
    errors: [404],
  }),
  myPayslip: defineEndpoint({
    method: 'GET',
    path: '/api/me/payslips/:id',
    access: 'authenticated',
    summary: 'One of my payslips of a locked month; anything else 404.',
    params: slipParams,
    answer: payslipAnswer,
    errors: [404],
  }),
  myPayslipPdf: defineEndpoint({
    method: 'GET',
    path: '/api/me/payslips/:id/pdf',
    access: 'authenticated',
    summary: 'One of my payslips of a locked month as a PDF; anything else 404.',
    params: slipParams,
    answerKind: 'file',
    errors: [404],
  }),
};
