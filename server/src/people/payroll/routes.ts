import type { PayslipRow, SalaryRow } from '@managewell/api/contract';
import { payrollEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { type ExportColumn, pagesOf, registerEndpoints, sendExport } from '../../platform/http';
import { requireEmployeeOfUser } from '../hr';
import { payrollFileRoutes } from './payroll-files';
import { payslipPdf } from './payslip-pdf';
import { sendPdf } from './pdf-reply';
import {
  getPayslip,
  getSalary,
  listRunPayslips,
  listRuns,
  listSalaries,
  lockRun,
  myPayslips,
  type PayslipRecord,
  previewRun,
  recordSalaryReads,
  setSalaryStructure,
} from './service';
import { incomeTaxRoutes } from './tax-routes';

/** The payslip as the API shows it (the stored record without its run id). */
const payslipView = ({ runId: _run, ...slip }: PayslipRecord) => slip;

const SALARY_EXPORT: ExportColumn<SalaryRow>[] = [
  { header: 'Code', value: (r) => r.code },
  { header: 'Name', value: (r) => r.fullName },
  { header: 'Department', value: (r) => r.department },
  { header: 'Designation', value: (r) => r.designation },
  { header: 'Work state', value: (r) => r.workState },
  { header: 'Basic', kind: 'money', value: (r) => r.structure?.basic },
  { header: 'HRA', kind: 'money', value: (r) => r.structure?.hra },
  { header: 'Special allowance', kind: 'money', value: (r) => r.structure?.special },
  { header: 'Other allowances', kind: 'money', value: (r) => r.structure?.other },
  { header: 'Gross a month', kind: 'money', value: (r) => r.structure?.gross },
  { header: 'CTC a month', kind: 'money', value: (r) => r.structure?.monthlyCtc },
  { header: 'Effective from', kind: 'date', value: (r) => r.structure?.effectiveFrom },
];

const PAYSLIP_EXPORT: ExportColumn<PayslipRow>[] = [
  { header: 'Month', value: (r) => r.month },
  { header: 'Code', value: (r) => r.code },
  { header: 'Name', value: (r) => r.fullName },
  { header: 'Department', value: (r) => r.department },
  { header: 'Paid days', kind: 'number', value: (r) => r.paidDays },
  { header: 'LOP days', kind: 'number', value: (r) => r.lopDays },
  { header: 'Gross earned', kind: 'money', value: (r) => r.grossEarned },
  { header: 'Deductions', kind: 'money', value: (r) => r.totalDeductions },
  { header: 'Net pay', kind: 'money', value: (r) => r.netPay },
];

/** Salary structures, monthly payroll runs (preview, lock), payslips. */
export async function payrollRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  registerEndpoints(app, payrollEndpoints, {
    salaries: async ({ query, user, request }) => {
      const page = await listSalaries(db, query);
      const shown = page.items.filter((r) => r.structure).map((r) => r.employeeId);
      await recordSalaryReads(db, user.id, 'salary', shown, request.ip);
      return page;
    },
    // Salary reads are recorded page by page, as the list records what it shows.
    salariesExport: ({ query: { format, ...query }, user, request, reply }) => {
      const rows = pagesOf(async (page, pageSize) => {
        const { items } = await listSalaries(db, { ...query, page, pageSize });
        const shown = items.filter((r) => r.structure).map((r) => r.employeeId);
        await recordSalaryReads(db, user.id, 'salary', shown, request.ip);
        return items;
      });
      return sendExport(reply, { name: 'salaries', format, columns: SALARY_EXPORT, rows });
    },
    salary: async ({ params, user, request }) => {
      const row = await getSalary(db, params.employeeId);
      await recordSalaryReads(db, user.id, 'salary', [params.employeeId], request.ip);
      return row;
    },
    saveSalary: ({ params, body, user }) => setSalaryStructure(db, params.employeeId, body, user.id),
    runs: () => listRuns(db),
    preview: ({ params, user }) => previewRun(db, params.month, user.id),
    lock: ({ params, user }) => lockRun(db, params.month, user.id),
    runPayslips: async ({ params, query, user, request }) => {
      const page = await listRunPayslips(db, params.month, query);
      const shown = page.items.map((r) => r.employeeId);
      await recordSalaryReads(db, user.id, 'payslip', shown, request.ip);
      return page;
    },
    runPayslipsExport: ({ params: { month }, query: { format, ...query }, user, request, reply }) => {
      const rows = pagesOf(async (page, pageSize) => {
        const { items } = await listRunPayslips(db, month, { ...query, page, pageSize });
        const shown = items.map((r) => r.employeeId);
        await recordSalaryReads(db, user.id, 'payslip', shown, request.ip);
        return items;
      });
      return sendExport(reply, { name: `payslips-${month}`, format, columns: PAYSLIP_EXPORT, rows });
    },
    payslip: async ({ params, user, request }) => {
      const slip = await getPayslip(db, params.id);
      await recordSalaryReads(db, user.id, 'payslip', [slip.employeeId], request.ip);
      return payslipView(slip);
    },
    payslipPdf: async ({ params, user, request, reply }) => {
      const slip = await getPayslip(db, params.id);
      await recordSalaryReads(db, user.id, 'payslip', [slip.employeeId], request.ip);
      return sendPdf(reply, await payslipPdf(db, slip), `payslip-${slip.employee.code}-${slip.month}.pdf`);
    },
    // Self-service: the signed-in person's own payslips of locked months.
    myPayslips: async ({ user }) => myPayslips(db, (await me(user.id)).id),
    myPayslip: async ({ params, user }) =>
      payslipView(await getPayslip(db, params.id, (await me(user.id)).id)),
    myPayslipPdf: async ({ params, user, reply }) => {
      const slip = await getPayslip(db, params.id, (await me(user.id)).id);
      return sendPdf(reply, await payslipPdf(db, slip), `payslip-${slip.month}.pdf`);
    },
  });

  incomeTaxRoutes(app, ctx);
  payrollFileRoutes(app, ctx);

  function me(userId: number) {
    return requireEmployeeOfUser(db, userId);
  }
}
