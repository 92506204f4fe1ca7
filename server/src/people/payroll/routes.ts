import {
  payrollMonth,
  payslipListQuery,
  salaryListQuery,
  salaryStructureInput,
} from '@managewell/api/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/access';
import { parseInput } from '../../platform/http/validation';
import { requireEmployeeOfUser } from '../hr/employees';
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
