import { z } from 'zod';
import { exportQuery } from '../common';
import { defineEndpoint } from '../endpoint';
import { BANK_FILE_LAYOUTS, payrollMonth } from '../people';

const monthParams = z.strictObject({ month: payrollMonth });

const personAnswer = z.object({ employeeId: z.number().int(), code: z.string(), fullName: z.string() });

/** The statutory and bank files of a locked payroll month. */
export const payrollFileEndpoints = {
  register: defineEndpoint({
    method: 'GET',
    path: '/api/payroll/runs/:month/register',
    access: ['hr'],
    summary:
      'The locked month’s payroll register as CSV or Excel: every earning, deduction, TDS and employer share a payslip (logged); 409 before the lock.',
    params: monthParams,
    query: z.strictObject(exportQuery.shape),
    answerKind: 'file',
    errors: [404, 409],
  }),
  professionalTax: defineEndpoint({
    method: 'GET',
    path: '/api/payroll/runs/:month/professional-tax',
    access: ['hr'],
    summary:
      'The locked month’s professional tax per work state as CSV or Excel: employees, gross and tax to pay; 409 before the lock.',
    params: monthParams,
    query: z.strictObject(exportQuery.shape),
    answerKind: 'file',
    errors: [404, 409],
  }),
  bankTransfer: defineEndpoint({
    method: 'GET',
    path: '/api/payroll/runs/:month/bank-transfer',
    access: ['hr'],
    summary:
      'The locked month’s salary transfer file (CSV in a bank’s bulk-payment layout): account, IFSC, name, net pay, narration; people without bank details are left out (see file-gaps); 409 before the lock.',
    params: monthParams,
    query: z.strictObject({ layout: z.enum(BANK_FILE_LAYOUTS).default('bulk-neft') }),
    answerKind: 'file',
    errors: [404, 409],
  }),
  pfEcr: defineEndpoint({
    method: 'GET',
    path: '/api/payroll/runs/:month/pf-ecr',
    access: ['hr'],
    summary:
      'The locked month’s EPFO ECR 2.0 text file (#~# separated, one line a member with a UAN); 409 before the lock.',
    params: monthParams,
    answerKind: 'file',
    errors: [404, 409],
  }),
  esic: defineEndpoint({
    method: 'GET',
    path: '/api/payroll/runs/:month/esic',
    access: ['hr'],
    summary:
      'The locked month’s ESIC monthly contribution file (CSV: IP number, name, days paid, wages) of the people ESI covers; 409 before the lock.',
    params: monthParams,
    answerKind: 'file',
    errors: [404, 409],
  }),
  fileGaps: defineEndpoint({
    method: 'GET',
    path: '/api/payroll/runs/:month/file-gaps',
    access: ['hr'],
    summary:
      'Who the locked month’s bank, PF and ESIC files leave out, and why: no bank account or IFSC, no UAN, no ESIC number; 409 before the lock.',
    params: monthParams,
    answer: z.object({
      bank: z.array(personAnswer),
      uan: z.array(personAnswer),
      esic: z.array(personAnswer),
    }),
    errors: [404, 409],
  }),
};
