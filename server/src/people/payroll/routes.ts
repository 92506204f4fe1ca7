import {
  type PayslipRow,
  payrollMonth,
  payslipListQuery,
  type SalaryRow,
  salaryListQuery,
  salaryStructureInput,
} from '@managewell/api/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import {
  currentUser,
  type ExportColumn,
  exportRequest,
  pagesOf,
  parseInput,
  sendExport,
} from '../../platform/http';
import { requireEmployeeOfUser } from '../hr';
import { payslipPdf } from './payslip-pdf';
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

const id = z.coerce.number({ error: 'The id must be a number.' }).int().min(1).max(2_147_483_647);
const employeeParams = z.strictObject({ employeeId: id });
const idParams = z.strictObject({ id });
const monthParams = z.strictObject({ month: payrollMonth });

const HR = { access: ['hr'] as const };
const SELF = { access: 'authenticated' as const };

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

/** Issue 11 §5: salary structures, monthly payroll runs (preview, lock), payslips. */
export async function payrollRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get('/api/payroll/structures', { config: HR }, async (request) => {
    const query = parseInput(salaryListQuery, request.query, 'query');
    const page = await listSalaries(db, query);
    const shown = page.items.filter((r) => r.structure).map((r) => r.employeeId);
    await recordSalaryReads(db, currentUser(request).id, 'salary', shown, request.ip);
    return { success: page };
  });

  // Salary reads are recorded page by page, as the list records what it shows.
  app.get('/api/payroll/structures/export', { config: HR }, async (request, reply) => {
    const { format, listQuery } = exportRequest(request.query);
    const query = parseInput(salaryListQuery, listQuery, 'query');
    const userId = currentUser(request).id;
    const rows = pagesOf(async (page, pageSize) => {
      const { items } = await listSalaries(db, { ...query, page, pageSize });
      const shown = items.filter((r) => r.structure).map((r) => r.employeeId);
      await recordSalaryReads(db, userId, 'salary', shown, request.ip);
      return items;
    });
    return sendExport(reply, { name: 'salaries', format, columns: SALARY_EXPORT, rows });
  });

  app.get('/api/payroll/structures/:employeeId', { config: HR }, async (request) => {
    const { employeeId } = parseInput(employeeParams, request.params, 'params');
    const row = await getSalary(db, employeeId);
    await recordSalaryReads(db, currentUser(request).id, 'salary', [employeeId], request.ip);
    return { success: row };
  });

  app.put('/api/payroll/structures/:employeeId', { config: HR }, async (request) => {
    const { employeeId } = parseInput(employeeParams, request.params, 'params');
    const input = parseInput(salaryStructureInput, request.body, 'body');
    return { success: await setSalaryStructure(db, employeeId, input, currentUser(request).id) };
  });

  app.get('/api/payroll/runs', { config: HR }, async () => ({ success: await listRuns(db) }));

  app.post('/api/payroll/runs/:month/preview', { config: HR }, async (request) => {
    const { month } = parseInput(monthParams, request.params, 'params');
    return { success: await previewRun(db, month, currentUser(request).id) };
  });

  app.post('/api/payroll/runs/:month/lock', { config: HR }, async (request) => {
    const { month } = parseInput(monthParams, request.params, 'params');
    return { success: await lockRun(db, month, currentUser(request).id) };
  });

  app.get('/api/payroll/runs/:month/payslips', { config: HR }, async (request) => {
    const { month } = parseInput(monthParams, request.params, 'params');
    const query = parseInput(payslipListQuery, request.query, 'query');
    const page = await listRunPayslips(db, month, query);
    const shown = page.items.map((r) => r.employeeId);
    await recordSalaryReads(db, currentUser(request).id, 'payslip', shown, request.ip);
    return { success: page };
  });

  app.get('/api/payroll/runs/:month/payslips/export', { config: HR }, async (request, reply) => {
    const { month } = parseInput(monthParams, request.params, 'params');
    const { format, listQuery } = exportRequest(request.query);
    const query = parseInput(payslipListQuery, listQuery, 'query');
    const userId = currentUser(request).id;
    const rows = pagesOf(async (page, pageSize) => {
      const { items } = await listRunPayslips(db, month, { ...query, page, pageSize });
      await recordSalaryReads(
        db,
        userId,
        'payslip',
        items.map((r) => r.employeeId),
        request.ip,
      );
      return items;
    });
    return sendExport(reply, { name: `payslips-${month}`, format, columns: PAYSLIP_EXPORT, rows });
  });

  app.get('/api/payroll/payslips/:id', { config: HR }, async (request) => {
    const { id: slipId } = parseInput(idParams, request.params, 'params');
    const slip = await getPayslip(db, slipId);
    await recordSalaryReads(db, currentUser(request).id, 'payslip', [slip.employeeId], request.ip);
    return { success: payslipView(slip) };
  });

  app.get('/api/payroll/payslips/:id/pdf', { config: HR }, async (request, reply) => {
    const { id: slipId } = parseInput(idParams, request.params, 'params');
    const slip = await getPayslip(db, slipId);
    await recordSalaryReads(db, currentUser(request).id, 'payslip', [slip.employeeId], request.ip);
    return sendPdf(reply, await payslipPdf(db, slip), `payslip-${slip.employee.code}-${slip.month}.pdf`);
  });

  // Self-service: the signed-in person's own payslips of locked months.
  app.get('/api/me/payslips', { config: SELF }, async (request) => {
    const me = await requireEmployeeOfUser(db, currentUser(request).id);
    return { success: await myPayslips(db, me.id) };
  });

  app.get('/api/me/payslips/:id', { config: SELF }, async (request) => {
    const { id: slipId } = parseInput(idParams, request.params, 'params');
    const me = await requireEmployeeOfUser(db, currentUser(request).id);
    return { success: payslipView(await getPayslip(db, slipId, me.id)) };
  });

  app.get('/api/me/payslips/:id/pdf', { config: SELF }, async (request, reply) => {
    const { id: slipId } = parseInput(idParams, request.params, 'params');
    const me = await requireEmployeeOfUser(db, currentUser(request).id);
    const slip = await getPayslip(db, slipId, me.id);
    return sendPdf(reply, await payslipPdf(db, slip), `payslip-${slip.month}.pdf`);
  });
}

function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
