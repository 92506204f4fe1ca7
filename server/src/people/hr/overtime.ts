import { type DecisionInput, formatDate, type OvertimeRequest } from '@managewell/api/contract';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db';
import type { AuthUser } from '../../platform/http';
import { conflict, notFound, validationFailed } from '../../platform/http';
import {
  assertCanDecide,
  assertPending,
  deciders,
  decisionLabel,
  decisionOf,
  notifyEmployee,
  notifyRequest,
} from './approvals';
import { istDate, monthRange } from './dates';
import type { Employee } from './employees';
import { attendance, employees, overtimeRequests, timesheetEntries, timesheetWeeks } from './schema';

function overtimeQuery(db: DbOrTx) {
  return db
    .select({
      r: overtimeRequests,
      employeeCode: employees.code,
      employeeName: employees.fullName,
      decidedBy: deciders.fullName,
    })
    .from(overtimeRequests)
    .innerJoin(employees, eq(employees.id, overtimeRequests.employeeId))
    .leftJoin(deciders, eq(deciders.id, overtimeRequests.decidedBy));
}
type Row = Awaited<ReturnType<ReturnType<typeof overtimeQuery>['execute']>>[number];

function toOvertime(row: Row): OvertimeRequest {
  const r = row.r;
  return {
    id: r.id,
    employeeId: r.employeeId,
    employeeCode: row.employeeCode,
    employeeName: row.employeeName,
    date: r.date,
    hours: r.hours,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    ...decisionOf(r, row.decidedBy),
  };
}

export async function listOvertime(
  db: DbOrTx,
  where: SQL | undefined,
  limit = 200,
  offset = 0,
): Promise<OvertimeRequest[]> {
  const rows = await overtimeQuery(db)
    .where(where)
    .orderBy(
      sql`${overtimeRequests.status} = 'pending' desc`,
      desc(overtimeRequests.date),
      desc(overtimeRequests.id),
    )
    .limit(limit)
    .offset(offset);
  return rows.map(toOvertime);
}

export const overtimeOf = (db: DbOrTx, employeeId: number) =>
  listOvertime(db, eq(overtimeRequests.employeeId, employeeId), 100);

export const overtimeByStatus = (db: DbOrTx, status: string | undefined, limit = 200, offset = 0) =>
  listOvertime(db, status ? eq(overtimeRequests.status, status) : undefined, limit, offset);

/** Pending overtime of a manager's reports (their Team page). */
export const teamPendingOvertime = (db: DbOrTx, managerEmployeeId: number) =>
  listOvertime(
    db,
    and(eq(employees.managerId, managerEmployeeId), eq(overtimeRequests.status, 'pending')),
    100,
  );

const hoursText = (hours: number) => `${Math.round(hours * 10) / 10} h`;

/**
 * Overtime is worked on a day the records show: a check-in and a check-out at least as far apart
 * as the overtime asked for, and, when the day is on the timesheet, at least as many hours there.
 */
async function checkAgainstRecords(
  tx: DbOrTx,
  employeeId: number,
  date: string,
  already: number,
  hours: number,
) {
  const day = formatDate(date);
  const [present] = await tx
    .select({ checkIn: attendance.checkIn, checkOut: attendance.checkOut })
    .from(attendance)
    .where(and(eq(attendance.employeeId, employeeId), eq(attendance.date, date)));
  if (!present)
    throw validationFailed(`There is no attendance on ${day}.`, {
      date: `You did not check in on ${day}: ask for an attendance correction first.`,
    });
  if (!present.checkOut)
    throw validationFailed(`${day} has no check-out.`, {
      date: `${day} has no check-out: ask for an attendance correction first.`,
    });
  const inOffice = (present.checkOut.getTime() - present.checkIn.getTime()) / 3_600_000;
  if (already + hours > inOffice)
    throw validationFailed('More overtime than the time checked in.', {
      hours: `You were checked in for ${hoursText(inOffice)} on ${day}${already ? ` and ${hoursText(already)} of overtime is already asked for` : ''}: ${hoursText(hours)} more does not fit.`,
    });
  const [logged] = await tx
    .select({
      hours: sql<number | null>`sum(${timesheetEntries.hours})`.mapWith((v) =>
        v === null ? null : Number(v),
      ),
    })
    .from(timesheetEntries)
    .innerJoin(timesheetWeeks, eq(timesheetWeeks.id, timesheetEntries.weekId))
    .where(and(eq(timesheetWeeks.employeeId, employeeId), eq(timesheetEntries.date, date)));
  if (logged?.hours != null && already + hours > logged.hours)
    throw validationFailed('More overtime than the timesheet shows.', {
      hours: `Your timesheet shows ${hoursText(logged.hours)} on ${day}: add the overtime hours to it first.`,
    });
}

export async function requestOvertime(
  ctx: AppContext,
  employee: Employee,
  input: { date: string; hours: number; reason: string },
  now = Date.now(),
): Promise<OvertimeRequest> {
  if (input.date > istDate(now))
    throw validationFailed('Overtime is asked for after it was worked.', {
      date: 'This day is in the future.',
    });
  const id = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, employee.id)).for('update');
    const [sum] = await tx
      .select({ hours: sql<number>`coalesce(sum(${overtimeRequests.hours}), 0)`.mapWith(Number) })
      .from(overtimeRequests)
      .where(
        and(
          eq(overtimeRequests.employeeId, employee.id),
          eq(overtimeRequests.date, input.date),
          sql`${overtimeRequests.status} in ('pending', 'approved')`,
        ),
      );
    const asked = (sum?.hours ?? 0) + input.hours;
    if (asked > 16)
      throw validationFailed('More than 16 overtime hours on one day.', {
        hours: `${sum?.hours ?? 0} hours are already asked for on ${formatDate(input.date)}.`,
      });
    await checkAgainstRecords(tx, employee.id, input.date, sum?.hours ?? 0, input.hours);
    const [row] = await tx
      .insert(overtimeRequests)
      .values({ ...input, employeeId: employee.id })
      .returning({ id: overtimeRequests.id });
    await notifyRequest(
      tx,
      employee,
      `Overtime request: ${employee.fullName}`,
      `${employee.fullName} (${employee.code}) asks for ${input.hours} h of overtime on ${formatDate(input.date)}.`,
      '/app/hr/dashboard',
    );
    return row!.id;
  });
  const [row] = await overtimeQuery(ctx.db).where(eq(overtimeRequests.id, id));
  return toOvertime(row!);
}

export async function cancelOvertime(ctx: AppContext, id: number, employee: Employee) {
  const updated = await ctx.db
    .update(overtimeRequests)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(overtimeRequests.id, id),
        eq(overtimeRequests.employeeId, employee.id),
        eq(overtimeRequests.status, 'pending'),
      ),
    )
    .returning({ id: overtimeRequests.id });
  if (!updated.length) {
    const [own] = await ctx.db
      .select({ status: overtimeRequests.status })
      .from(overtimeRequests)
      .where(and(eq(overtimeRequests.id, id), eq(overtimeRequests.employeeId, employee.id)));
    if (!own) throw notFound('There is no such request.');
    throw conflict(`This request is already ${own.status}.`);
  }
}

export async function decideOvertime(ctx: AppContext, id: number, input: DecisionInput, actor: AuthUser) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ r: overtimeRequests, employee: employees })
      .from(overtimeRequests)
      .innerJoin(employees, eq(employees.id, overtimeRequests.employeeId))
      .where(eq(overtimeRequests.id, id))
      .for('update', { of: overtimeRequests });
    if (!row) throw notFound('There is no such request.');
    await assertCanDecide(tx, actor, row.employee);
    assertPending(row.r.status, 'overtime request');
    await tx
      .update(overtimeRequests)
      .set({
        status: input.decision,
        decidedBy: actor.id,
        decidedAt: new Date(),
        decisionComment: input.comment || null,
      })
      .where(eq(overtimeRequests.id, id));
    await notifyEmployee(
      tx,
      row.employee,
      `Overtime ${input.decision}: ${formatDate(row.r.date)}`,
      `${row.r.hours} h. ${decisionLabel(input.decision, input.comment)}`,
    );
  });
  const [row] = await overtimeQuery(ctx.db).where(eq(overtimeRequests.id, id));
  return toOvertime(row!);
}

/** Approved overtime hours worked in `month` ('yyyy-mm'): what payroll pays for. */
export async function approvedOvertimeHours(db: DbOrTx, employeeId: number, month: string): Promise<number> {
  const { first, last } = monthRange(month);
  const [row] = await db
    .select({ hours: sql<number>`coalesce(sum(${overtimeRequests.hours}), 0)`.mapWith(Number) })
    .from(overtimeRequests)
    .where(
      and(
        eq(overtimeRequests.employeeId, employeeId),
        eq(overtimeRequests.status, 'approved'),
        gte(overtimeRequests.date, first),
        lte(overtimeRequests.date, last),
      ),
    );
  return row?.hours ?? 0;
}
