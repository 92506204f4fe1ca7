import { payrollFileEndpoints } from '@managewell/api/endpoints';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db';
import {
  attachmentDisposition,
  conflict,
  type ExportColumn,
  pagesOf,
  registerEndpoints,
  sendExport,
} from '../../platform/http';
import { employees } from '../hr';
import { payslipPage } from './payslip-query';
import { payslips } from './schema';
import { getRun, recordSalaryReads } from './service';
import {
  BANK_LAYOUTS,
  bankTransferCsv,
  esicCsv,
  type FileLine,
  fileGaps,
  pfEcrText,
} from './statutory-files';

type Slip = typeof payslips.$inferSelect;

/** The payroll register: one row a payslip, every figure the payslip prints. */
export const PAYROLL_REGISTER: ExportColumn<Slip>[] = [
  { header: 'Code', value: (s) => s.employee.code },
  { header: 'Name', value: (s) => s.employee.fullName },
  { header: 'Department', value: (s) => s.employee.department },
  { header: 'Work state', value: (s) => s.employee.workState },
  { header: 'PAN', value: (s) => s.employee.pan },
  { header: 'Paid days', kind: 'number', value: (s) => s.figures.paidDays },
  { header: 'LOP days', kind: 'number', value: (s) => s.figures.lopDays },
  { header: 'Basic', kind: 'money', value: (s) => s.figures.earnings.basic },
  { header: 'HRA', kind: 'money', value: (s) => s.figures.earnings.hra },
  { header: 'Special allowance', kind: 'money', value: (s) => s.figures.earnings.special },
  { header: 'Other earnings', kind: 'money', value: (s) => s.figures.earnings.other },
  { header: 'Overtime', kind: 'money', value: (s) => s.figures.earnings.overtime },
  { header: 'Gross earned', kind: 'money', value: (s) => s.grossEarned },
  { header: 'EPF (employee)', kind: 'money', value: (s) => s.figures.deductions.epf },
  { header: 'ESI (employee)', kind: 'money', value: (s) => s.figures.deductions.esi },
  { header: 'Professional tax', kind: 'money', value: (s) => s.figures.deductions.professionalTax },
  { header: 'TDS', kind: 'money', value: (s) => s.figures.incomeTax?.tds ?? 0 },
  { header: 'Total deductions', kind: 'money', value: (s) => s.totalDeductions },
  { header: 'Net pay', kind: 'money', value: (s) => s.netPay },
  { header: 'PF wages', kind: 'money', value: (s) => s.figures.pfWages },
  { header: 'Employer EPS', kind: 'money', value: (s) => s.figures.employer.eps },
  { header: 'Employer EPF', kind: 'money', value: (s) => s.figures.employer.epf },
  { header: 'Employer ESI', kind: 'money', value: (s) => s.figures.employer.esi },
];

interface StatePt {
  state: string;
  employees: number;
  liable: number;
  gross: number;
  professionalTax: number;
}

const PT_SUMMARY: ExportColumn<StatePt>[] = [
  { header: 'Work state', value: (r) => r.state },
  { header: 'Employees paid', kind: 'number', value: (r) => r.employees },
  { header: 'Employees taxed', kind: 'number', value: (r) => r.liable },
  { header: 'Gross earned', kind: 'money', value: (r) => r.gross },
  { header: 'Professional tax', kind: 'money', value: (r) => r.professionalTax },
];

/** Professional tax of a month per work state, as each state's return asks for it. */
async function professionalTaxByState(db: Db, month: string): Promise<StatePt[]> {
  const pt = sql`(${payslips.figures}->'deductions'->>'professionalTax')::bigint`;
  const state = sql<string>`${payslips.employee}->>'workState'`;
  return db
    .select({
      state,
      employees: sql<number>`count(*)`.mapWith(Number),
      liable: sql<number>`count(*) filter (where ${pt} > 0)`.mapWith(Number),
      gross: sql<number>`coalesce(sum(${payslips.grossEarned}), 0)`.mapWith(Number),
      professionalTax: sql<number>`coalesce(sum(${pt}), 0)`.mapWith(Number),
    })
    .from(payslips)
    .where(eq(payslips.month, month))
    .groupBy(state)
    .orderBy(state);
}

/** A month's files are made only once it is locked, so they never disagree with the payslips. */
async function requireLocked(db: Db, month: string) {
  const run = await getRun(db, month);
  if (run.status !== 'locked')
    throw conflict(`Payroll for ${month} is not locked yet: files are made from a locked month.`);
}

/** Every payslip of the month with the person's bank and statutory numbers as they are now. */
async function fileLines(db: Db, month: string): Promise<FileLine[]> {
  const rows = await db
    .select({
      employeeId: payslips.employeeId,
      employee: payslips.employee,
      month: payslips.month,
      netPay: payslips.netPay,
      grossEarned: payslips.grossEarned,
      figures: payslips.figures,
      bankAccount: employees.bankAccount,
      ifsc: employees.ifsc,
      uan: employees.uan,
      esicNumber: employees.esicNumber,
    })
    .from(payslips)
    .innerJoin(employees, eq(employees.id, payslips.employeeId))
    .where(eq(payslips.month, month))
    .orderBy(asc(employees.code));
  return rows.map(({ employee, ...r }) => ({
    ...r,
    code: employee.code,
    fullName: employee.fullName,
    uan: r.uan ?? employee.uan ?? null,
    esicNumber: r.esicNumber ?? employee.esicNumber ?? null,
  }));
}

interface TextFile {
  body: string;
  filename: string;
  type: string;
}

function sendText(reply: FastifyReply, { body, filename, type }: TextFile) {
  return reply
    .header('content-type', `${type}; charset=utf-8`)
    .header('content-disposition', attachmentDisposition(filename))
    .header('cache-control', 'private, no-store')
    .send(body);
}

/** The files made from a locked payroll month. */
export function payrollFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  /** A locked month's file, its people's reads recorded. */
  async function sendFile(
    month: string,
    read: { actorId: number; ip: string; what: 'bank' | 'payslip' },
    make: (lines: FileLine[]) => TextFile,
  ): Promise<TextFile> {
    await requireLocked(db, month);
    const lines = await fileLines(db, month);
    const ids = lines.map((l) => l.employeeId);
    await recordSalaryReads(db, read.actorId, read.what, ids, read.ip);
    return make(lines);
  }
  registerEndpoints(app, payrollFileEndpoints, {
    register: async ({ params: { month }, query: { format }, user, request, reply }) => {
      await requireLocked(db, month);
      const rows = pagesOf(async (page, pageSize) => {
        const { rows: slips } = await payslipPage(db, month, { page, pageSize, order: 'asc' });
        await recordSalaryReads(
          db,
          user.id,
          'payslip',
          slips.map((s) => s.employeeId),
          request.ip,
        );
        return slips;
      });
      return sendExport(reply, {
        name: `payroll-register-${month}`,
        format,
        columns: PAYROLL_REGISTER,
        rows,
      });
    },
    professionalTax: async ({ params: { month }, query: { format }, reply }) => {
      await requireLocked(db, month);
      const rows = await professionalTaxByState(db, month);
      return sendExport(reply, {
        name: `professional-tax-${month}`,
        format,
        columns: PT_SUMMARY,
        rows: (async function* () {
          yield rows;
        })(),
      });
    },
    // The transfer file holds full account numbers: each person in it is a recorded bank read.
    bankTransfer: ({ params: { month }, query: { layout }, user, request, reply }) =>
      sendFile(month, { actorId: user.id, ip: request.ip, what: 'bank' }, (lines) => ({
        body: bankTransferCsv(lines, BANK_LAYOUTS[layout]),
        filename: `salary-transfer-${month}.csv`,
        type: 'text/csv',
      })).then((file) => sendText(reply, file)),
    pfEcr: ({ params: { month }, user, request, reply }) =>
      sendFile(month, { actorId: user.id, ip: request.ip, what: 'payslip' }, (lines) => ({
        body: pfEcrText(lines),
        filename: `pf-ecr-${month}.txt`,
        type: 'text/plain',
      })).then((file) => sendText(reply, file)),
    esic: ({ params: { month }, user, request, reply }) =>
      sendFile(month, { actorId: user.id, ip: request.ip, what: 'payslip' }, (lines) => ({
        body: esicCsv(lines),
        filename: `esic-contribution-${month}.csv`,
        type: 'text/csv',
      })).then((file) => sendText(reply, file)),
    fileGaps: async ({ params: { month } }) => {
      await requireLocked(db, month);
      return fileGaps(await fileLines(db, month));
    },
  });
}
