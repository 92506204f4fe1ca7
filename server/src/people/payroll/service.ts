import type {
  PayrollLeftOut,
  PayrollRunSummary,
  PayslipRow,
  SalaryRow,
  SalaryStructureInput,
  SalaryStructureView,
} from '@managewell/api/contract';
import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db';
import { users } from '../../platform/db';
import { conflict, notFound } from '../../platform/http';
import { queueMail } from '../../workplace/mail';
import { createNotification } from '../../workplace/notifications';
import { employees, personalDataReads } from '../hr';
import { resignations } from '../resignation';
import { attendanceInputs } from './inputs';
import { type PayslipPageQuery, payslipPage } from './payslip-query';
import { type PayslipEmployee, payrollRuns, payslips, salaryStructures } from './schema';
import {
  computePayslip,
  daysInMonth,
  monthLabel,
  monthlyCtc,
  type SalaryStructure,
  structureGross,
} from './statutory';
import { withMonthTds } from './tds';

/** Employees paid by a run: still employed (active or serving notice). */
const PAID_STATUSES = ['active', 'notice'];
/** Payslips inserted per statement. */
const INSERT_CHUNK = 250;

/**
 * Records HR reads of salary data, one row per employee whose figures were shown (the HR module's
 * personal-data read log, seen on the employee's history).
 */
export async function recordSalaryReads(
  db: DbOrTx,
  actorId: number,
  what: 'salary' | 'payslip' | 'bank',
  employeeIds: number[],
  ip: string | null,
): Promise<void> {
  if (employeeIds.length === 0) return;
  await db
    .insert(personalDataReads)
    .values([...new Set(employeeIds)].map((employeeId) => ({ actorId, employeeId, what, ip })));
}

function structureView(row: typeof salaryStructures.$inferSelect): SalaryStructureView {
  const s: SalaryStructure = { basic: row.basic, hra: row.hra, special: row.special, other: row.other };
  return {
    ...s,
    gross: structureGross(s),
    monthlyCtc: monthlyCtc(s),
    effectiveFrom: row.effectiveFrom,
    version: row.version,
  };
}

export interface SalaryListQuery {
  page: number;
  pageSize: number;
  order: 'asc' | 'desc';
  search?: string | undefined;
  department?: string | undefined;
}

export async function listSalaries(
  db: Db,
  query: SalaryListQuery,
): Promise<{ items: SalaryRow[]; total: number; page: number; pageSize: number }> {
  const filters: SQL[] = [];
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(employees.fullName, like), ilike(employees.code, like))!);
  }
  if (query.department) filters.push(eq(employees.department, query.department));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ employee: employees, structure: salaryStructures })
      .from(employees)
      .leftJoin(salaryStructures, eq(salaryStructures.employeeId, employees.id))
      .where(where)
      .orderBy(query.order === 'asc' ? asc(employees.code) : desc(employees.code))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(employees).where(where),
  ]);
  return {
    items: rows.map(({ employee: e, structure }) => ({
      employeeId: e.id,
      code: e.code,
      fullName: e.fullName,
      department: e.department,
      designation: e.designation,
      workState: e.workState,
      structure: structure ? structureView(structure) : null,
    })),
    total: total!.n,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function requireEmployee(db: DbOrTx, employeeId: number) {
  const [row] = await db.select().from(employees).where(eq(employees.id, employeeId)).limit(1);
  if (!row) throw notFound('No such employee.');
  return row;
}

export async function getSalary(db: DbOrTx, employeeId: number): Promise<SalaryRow> {
  const e = await requireEmployee(db, employeeId);
  const [structure] = await db
    .select()
    .from(salaryStructures)
    .where(eq(salaryStructures.employeeId, employeeId));
  return {
    employeeId: e.id,
    code: e.code,
    fullName: e.fullName,
    department: e.department,
    designation: e.designation,
    workState: e.workState,
    structure: structure ? structureView(structure) : null,
  };
}

/** Sets an employee's structure: optimistic on `version` (0 = creating the first one). */
export async function setSalaryStructure(
  db: Db,
  employeeId: number,
  input: SalaryStructureInput,
  actorId: number,
): Promise<SalaryRow> {
  return db.transaction(async (tx) => {
    await requireEmployee(tx, employeeId);
    const values = {
      basic: input.basic,
      hra: input.hra,
      special: input.special,
      other: input.other,
      effectiveFrom: input.effectiveFrom,
      updatedBy: actorId,
      updatedAt: new Date(),
    };
    if (input.version === 0) {
      const inserted = await tx
        .insert(salaryStructures)
        .values({ employeeId, ...values })
        .onConflictDoNothing()
        .returning({ id: salaryStructures.id });
      if (inserted.length === 0)
        throw conflict('This salary structure was set meanwhile: reload it and try again.');
    } else {
      const updated = await tx
        .update(salaryStructures)
        .set({ ...values, version: sql`${salaryStructures.version} + 1` })
        .where(and(eq(salaryStructures.employeeId, employeeId), eq(salaryStructures.version, input.version)))
        .returning({ id: salaryStructures.id });
      if (updated.length === 0)
        throw conflict('This salary structure was changed meanwhile: reload it and try again.');
    }
    return getSalary(tx, employeeId);
  });
}

/** The people employed in the month (as a run counts them) that the run leaves out, and why. */
async function leftOutOf(db: DbOrTx, month: string): Promise<PayrollLeftOut[]> {
  const rows = await db
    .select({ employeeId: employees.id, code: employees.code, fullName: employees.fullName })
    .from(employees)
    .leftJoin(salaryStructures, eq(salaryStructures.employeeId, employees.id))
    .where(and(employedIn(month), isNull(salaryStructures.employeeId)))
    .orderBy(asc(employees.code));
  return rows.map((r) => ({ ...r, reason: 'No salary structure' }));
}

function employedIn(month: string) {
  const lastDay = `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
  return and(inArray(employees.status, PAID_STATUSES), lte(employees.dateOfJoining, lastDay));
}

async function runSummary(
  db: DbOrTx,
  row: typeof payrollRuns.$inferSelect,
  lockedByName: string | null,
): Promise<PayrollRunSummary> {
  return {
    month: row.month,
    status: row.status as PayrollRunSummary['status'],
    employeeCount: row.employeeCount,
    grossTotal: row.grossTotal,
    deductionsTotal: row.deductionsTotal,
    netTotal: row.netTotal,
    employerTotal: row.employerTotal,
    computedAt: row.computedAt.toISOString(),
    lockedAt: row.lockedAt?.toISOString() ?? null,
    lockedBy: lockedByName,
    leftOut: row.status === 'preview' ? await leftOutOf(db, row.month) : [],
  };
}

const runColumns = { run: payrollRuns, lockedByName: users.fullName };

export async function listRuns(db: Db): Promise<PayrollRunSummary[]> {
  const rows = await db
    .select(runColumns)
    .from(payrollRuns)
    .leftJoin(users, eq(users.id, payrollRuns.lockedBy))
    .orderBy(desc(payrollRuns.month));
  return Promise.all(rows.map((r) => runSummary(db, r.run, r.lockedByName)));
}

export async function getRun(db: DbOrTx, month: string): Promise<PayrollRunSummary> {
  const [row] = await db
    .select(runColumns)
    .from(payrollRuns)
    .leftJoin(users, eq(users.id, payrollRuns.lockedBy))
    .where(eq(payrollRuns.month, month));
  if (!row) throw notFound(`There is no payroll for ${month} yet: preview it first.`);
  return runSummary(db, row.run, row.lockedByName);
}

/** Days of the month the person was not employed: before joining, and after their last working day. */
export function daysNotEmployed(month: string, dateOfJoining: string, lastWorkingDay: string | null): number {
  const before = dateOfJoining.slice(0, 7) === month ? Number(dateOfJoining.slice(8, 10)) - 1 : 0;
  const after =
    lastWorkingDay?.slice(0, 7) === month ? daysInMonth(month) - Number(lastWorkingDay.slice(8, 10)) : 0;
  return Math.min(daysInMonth(month), before + after);
}

type StaffRow = { employee: typeof employees.$inferSelect; structure: typeof salaryStructures.$inferSelect };

/** The payslip rows of a run: each employee's month worked out from their structure and attendance. */
export function payslipsFor(
  staff: StaffRow[],
  month: string,
  runId: number,
  inputs: Map<number, { lopDays: number; overtimeHours: number }>,
  lastWorkingDays: Map<number, string> = new Map(),
) {
  return staff.map(({ employee: e, structure }) => {
    const s: SalaryStructure = {
      basic: structure.basic,
      hra: structure.hra,
      special: structure.special,
      other: structure.other,
    };
    const input = inputs.get(e.id) ?? { lopDays: 0, overtimeHours: 0 };
    const figures = computePayslip({
      structure: s,
      month,
      workState: e.workState,
      lopDays: input.lopDays,
      daysNotEmployed: daysNotEmployed(month, e.dateOfJoining, lastWorkingDays.get(e.id) ?? null),
      overtimeHours: input.overtimeHours,
    });
    const employee: PayslipEmployee = {
      code: e.code,
      fullName: e.fullName,
      department: e.department,
      designation: e.designation,
      workState: e.workState,
      pan: e.pan,
      uan: e.uan,
      esicNumber: e.esicNumber,
      bankLast4: e.bankAccount ? e.bankAccount.slice(-4) : null,
      dateOfJoining: e.dateOfJoining,
    };
    return {
      runId,
      employeeId: e.id,
      month,
      employee,
      structure: s,
      figures,
      grossEarned: figures.grossEarned,
      totalDeductions: figures.totalDeductions,
      netPay: figures.netPay,
    };
  });
}

/**
 * Works the month out for every employee with a salary structure and stores it as the month's
 * preview. A locked month is refused: the run row is locked for the whole computation, so a
 * preview and a lock (or two previews) never interleave.
 */
export async function previewRun(db: Db, month: string, actorId: number): Promise<PayrollRunSummary> {
  return db.transaction(async (tx) => {
    await tx
      .insert(payrollRuns)
      .values({ month, computedBy: actorId })
      .onConflictDoNothing({ target: payrollRuns.month });
    const [run] = await tx.select().from(payrollRuns).where(eq(payrollRuns.month, month)).for('update');
    if (run!.status === 'locked')
      throw conflict(`Payroll for ${month} is locked: a locked month never changes.`);

    const staff = await tx
      .select({ employee: employees, structure: salaryStructures })
      .from(employees)
      .innerJoin(salaryStructures, eq(salaryStructures.employeeId, employees.id))
      .where(employedIn(month))
      .orderBy(asc(employees.code));
    const inputs = await attendanceInputs(
      tx,
      staff.map((s) => s.employee.id),
      month,
    );
    const leaving = await tx
      .select({ employeeId: resignations.employeeId, lastWorkingDay: resignations.lastWorkingDay })
      .from(resignations)
      .where(
        and(
          inArray(resignations.status, ['accepted', 'completed']),
          sql`to_char(${resignations.lastWorkingDay}, 'YYYY-MM') = ${month}`,
        ),
      );
    const lastWorkingDays = new Map(leaving.map((r) => [r.employeeId, r.lastWorkingDay!]));
    const slips = await withMonthTds(tx, payslipsFor(staff, month, run!.id, inputs, lastWorkingDays), month);
    await tx.delete(payslips).where(eq(payslips.runId, run!.id));
    for (let i = 0; i < slips.length; i += INSERT_CHUNK) {
      await tx.insert(payslips).values(slips.slice(i, i + INSERT_CHUNK));
    }
    const sum = (pick: (s: (typeof slips)[number]) => number) => slips.reduce((t, s) => t + pick(s), 0);
    await tx
      .update(payrollRuns)
      .set({
        employeeCount: slips.length,
        grossTotal: sum((s) => s.grossEarned),
        deductionsTotal: sum((s) => s.totalDeductions),
        netTotal: sum((s) => s.netPay),
        employerTotal: sum((s) => s.figures.employer.eps + s.figures.employer.epf + s.figures.employer.esi),
        computedAt: new Date(),
        computedBy: actorId,
      })
      .where(eq(payrollRuns.id, run!.id));
    return getRun(tx, month);
  });
}

/** Locks the previewed month as it stands: one conditional update, so only one lock wins. */
export async function lockRun(db: Db, month: string, actorId: number): Promise<PayrollRunSummary> {
  return db.transaction(async (tx) => {
    const locked = await tx
      .update(payrollRuns)
      .set({ status: 'locked', lockedAt: new Date(), lockedBy: actorId })
      .where(and(eq(payrollRuns.month, month), eq(payrollRuns.status, 'preview')))
      .returning({ id: payrollRuns.id });
    if (locked.length === 0) {
      const run = await getRun(tx, month);
      throw conflict(`Payroll for ${run.month} is already locked.`);
    }
    // In the lock's transaction: the lock happens once, so each person hears of it exactly once.
    await announcePayslips(tx, month, actorId);
    return getRun(tx, month);
  });
}

/** Tells each person paid in a just-locked month, in the app and by e-mail, that their payslip is ready. */
async function announcePayslips(tx: DbOrTx, month: string, actorId: number): Promise<void> {
  const paid = await tx
    .select({ id: payslips.id, userId: employees.userId, email: employees.email, name: employees.fullName })
    .from(payslips)
    .innerJoin(employees, eq(employees.id, payslips.employeeId))
    .where(eq(payslips.month, month));
  const label = monthLabel(month);
  const title = `Your payslip for ${label} is ready`;
  const content = `Payroll for ${label} is final: see your payslip and download it under Payslips.`;
  for (const p of paid) {
    if (p.userId)
      await createNotification(tx, {
        group: 'personal',
        userId: p.userId,
        title,
        content,
        link: '/app/employee/payslips',
      });
    await queueMail(tx, {
      to: p.email,
      subject: title,
      text: [`Dear ${p.name},`, '', content, '', 'HR'].join('\n'),
      about: { kind: 'payslip', id: p.id },
      queuedBy: actorId,
    });
  }
}

function payslipRow(row: typeof payslips.$inferSelect): PayslipRow {
  return {
    id: row.id,
    month: row.month,
    employeeId: row.employeeId,
    code: row.employee.code,
    fullName: row.employee.fullName,
    department: row.employee.department,
    paidDays: row.figures.paidDays,
    lopDays: row.figures.lopDays,
    grossEarned: row.grossEarned,
    totalDeductions: row.totalDeductions,
    netPay: row.netPay,
  };
}

export async function listRunPayslips(
  db: Db,
  month: string,
  query: PayslipPageQuery,
): Promise<{ items: PayslipRow[]; total: number; page: number; pageSize: number }> {
  const run = await getRun(db, month);
  const { rows, total } = await payslipPage(db, run.month, query);
  return { items: rows.map(payslipRow), total, page: query.page, pageSize: query.pageSize };
}

export type PayslipRecord = typeof payslips.$inferSelect & { status: 'preview' | 'locked' };

/**
 * One payslip. `ownerEmployeeId` limits it to that employee's payslips of locked months (self-service):
 * any other id is a 404, as if it did not exist.
 */
export async function getPayslip(db: DbOrTx, id: number, ownerEmployeeId?: number): Promise<PayslipRecord> {
  const filters: SQL[] = [eq(payslips.id, id)];
  if (ownerEmployeeId !== undefined) {
    filters.push(eq(payslips.employeeId, ownerEmployeeId), eq(payrollRuns.status, 'locked'));
  }
  const [row] = await db
    .select({ slip: payslips, status: payrollRuns.status })
    .from(payslips)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
    .where(and(...filters));
  if (!row) throw notFound('No such payslip.');
  return { ...row.slip, status: row.status as 'preview' | 'locked' };
}

/** The employee's own payslips: locked months only, newest first. */
export async function myPayslips(db: Db, employeeId: number): Promise<PayslipRow[]> {
  const rows = await db
    .select({ slip: payslips })
    .from(payslips)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
    .where(and(eq(payslips.employeeId, employeeId), eq(payrollRuns.status, 'locked')))
    .orderBy(desc(payslips.month));
  return rows.map((r) => payslipRow(r.slip));
}

/** The last month's salary of someone leaving, and whether a locked payroll month already paid it. */
export interface FinalMonthSalary {
  structure: SalaryStructure;
  figures: ReturnType<typeof computePayslip>;
  paidByPayroll: boolean;
}

/**
 * The salary of the last working day's month up to that day, worked out as a payroll run would
 * (attendance, loss of pay and overtime included); null without a salary structure.
 */
export async function finalMonthSalary(
  db: DbOrTx,
  employeeId: number,
  lastWorkingDay: string,
): Promise<FinalMonthSalary | null> {
  const month = lastWorkingDay.slice(0, 7);
  const [staff] = await db
    .select({ employee: employees, structure: salaryStructures })
    .from(employees)
    .innerJoin(salaryStructures, eq(salaryStructures.employeeId, employees.id))
    .where(eq(employees.id, employeeId));
  if (!staff) return null;
  const inputs = await attendanceInputs(db, [employeeId], month);
  const [slip] = payslipsFor([staff], month, 0, inputs, new Map([[employeeId, lastWorkingDay]]));
  const [paid] = await db
    .select({ id: payslips.id })
    .from(payslips)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
    .where(
      and(eq(payslips.employeeId, employeeId), eq(payslips.month, month), eq(payrollRuns.status, 'locked')),
    );
  return { structure: slip!.structure, figures: slip!.figures, paidByPayroll: paid !== undefined };
}
