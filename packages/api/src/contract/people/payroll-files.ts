import { z } from 'zod';
import { exportQuery } from '../common';
import { defineEndpoint } from '../endpoint';
import { payrollMonth } from '../people';

const monthParams = z.strictObject({ month: payrollMonth });

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
};
