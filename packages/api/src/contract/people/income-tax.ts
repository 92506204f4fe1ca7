import { z } from 'zod';
import { pageAnswer, pathId, type SameType, timestampAnswer } from '../answers';
import { exportQuery } from '../common';
import { defineEndpoint } from '../endpoint';
import {
  type MyTaxDeclaration,
  payrollMonth,
  payslipListQuery,
  TAX_REGIMES,
  type TaxDeclarationView,
  type TdsRegisterPage,
  taxDeclarationInput,
  taxDeclarationListQuery,
  taxYear,
} from '../people';

const yearParams = z.strictObject({ taxYear });
const monthParams = z.strictObject({ month: payrollMonth });
const employeeYearParams = z.strictObject({ employeeId: pathId(), taxYear });

const declarationAnswer = z.object({
  employeeId: z.number().int(),
  code: z.string(),
  fullName: z.string(),
  taxYear: z.string(),
  regime: z.enum(TAX_REGIMES),
  section80C: z.number().int(),
  section80D: z.number().int(),
  section80DParents: z.number().int(),
  parentsSenior: z.boolean(),
  section80CCD1B: z.number().int(),
  homeLoanInterest: z.number().int(),
  rentPaid: z.number().int(),
  metroCity: z.boolean(),
  lta: z.number().int(),
  previousEmployerIncome: z.number().int(),
  previousEmployerTds: z.number().int(),
  version: z.number().int(),
  updatedAt: timestampAnswer.nullable(),
});

const myDeclarationAnswer = z.object({
  declaration: declarationAnswer,
  year: z.object({
    taxYear: z.string(),
    law: z.string(),
    limits: z.object({
      section80C: z.number().int(),
      section80D: z.number().int(),
      section80DParents: z.number().int(),
      section80DParentsSenior: z.number().int(),
      section80CCD1B: z.number().int(),
      homeLoanInterest: z.number().int(),
    }),
    metroCities: z.array(z.string()),
  }),
});

const tdsRowAnswer = z.object({
  payslipId: z.number().int(),
  employeeId: z.number().int(),
  code: z.string(),
  fullName: z.string(),
  pan: z.string().nullable(),
  regime: z.enum(TAX_REGIMES),
  grossEarned: z.number().int(),
  tds: z.number().int(),
  ytdGross: z.number().int(),
  ytdTds: z.number().int(),
  projectedTaxable: z.number().int(),
  annualTax: z.number().int(),
});
const tdsRegisterAnswer = pageAnswer(tdsRowAnswer).extend({ totalTds: z.number().int() });

// The answer schemas describe exactly the interfaces the front end uses.
const agreed: [
  SameType<z.output<typeof declarationAnswer>, TaxDeclarationView>,
  SameType<z.output<typeof myDeclarationAnswer>, MyTaxDeclaration>,
  SameType<z.output<typeof tdsRegisterAnswer>, TdsRegisterPage>,
] = [true, true, true];
void agreed;

/** Income tax on salary: each employee's regime and declarations for a tax year. */
export const incomeTaxEndpoints = {
  myDeclaration: defineEndpoint({
    method: 'GET',
    path: '/api/me/tax-declarations/:taxYear',
    access: 'authenticated',
    summary: 'My regime and declarations for a tax year, with the year’s caps (new regime by default).',
    params: yearParams,
    answer: myDeclarationAnswer,
    errors: [404],
  }),
  saveMyDeclaration: defineEndpoint({
    method: 'PUT',
    path: '/api/me/tax-declarations/:taxYear',
    access: 'authenticated',
    summary: 'Saves my regime and declarations for a tax year (version 0 creates them); 409 when stale.',
    params: yearParams,
    body: taxDeclarationInput,
    answer: myDeclarationAnswer,
    errors: [404, 409],
  }),
  declarations: defineEndpoint({
    method: 'GET',
    path: '/api/payroll/tax-declarations',
    access: ['hr'],
    summary: 'Every paid employee’s regime and declarations for a tax year, a page at a time (logged).',
    query: taxDeclarationListQuery,
    answer: pageAnswer(declarationAnswer),
  }),
  tdsRegister: defineEndpoint({
    method: 'GET',
    path: '/api/payroll/runs/:month/tds',
    access: ['hr'],
    summary:
      'The month’s TDS register: each payslip’s tax this month and this year, a page at a time (logged).',
    params: monthParams,
    query: payslipListQuery,
    answer: tdsRegisterAnswer,
    errors: [404],
  }),
  tdsRegisterExport: defineEndpoint({
    method: 'GET',
    path: '/api/payroll/runs/:month/tds/export',
    access: ['hr'],
    summary: 'The month’s TDS register as CSV or Excel (logged page by page).',
    params: monthParams,
    query: payslipListQuery.extend({ format: exportQuery.shape.format }),
    answerKind: 'file',
    errors: [404],
  }),
  tdsCertificate: defineEndpoint({
    method: 'GET',
    path: '/api/payroll/employees/:employeeId/tds-certificate/:taxYear',
    access: ['hr'],
    summary:
      'An employee’s salary TDS certificate (Form 130) for a tax year as a PDF, from the locked payslips (logged).',
    params: employeeYearParams,
    answerKind: 'file',
    errors: [404],
  }),
  myTdsCertificate: defineEndpoint({
    method: 'GET',
    path: '/api/me/tds-certificate/:taxYear',
    access: 'authenticated',
    summary:
      'My salary TDS certificate (Form 130) for a tax year as a PDF; 404 when no locked payslip of the year.',
    params: yearParams,
    answerKind: 'file',
    errors: [404],
  }),
};
