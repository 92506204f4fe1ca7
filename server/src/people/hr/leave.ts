import {
  type AwayToday,
  type DecisionInput,
  type LeaveBalance,
  type LeaveListQuery,
  type LeaveRequest,
  type LeaveType,
  type LeaveTypeCode,
  leaveDays,
  type Page,
} from '@managewell/api/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db';
import { allOn } from '../../platform/db';
import type { AuthUser } from '../../platform/http';
import { conflict, notFound, validationFailed } from '../../platform/http';
import {
  assertCanDecide,
  assertPending,
  deciders,
  decisionLabel,
  decisionOf,
  managerUserOf,
  notifyEmployee,
  notifyRequest,
} from './approvals';
import { dateRange, earlierDate, istDate, laterDate, monthRange } from './dates';
import type { Employee } from './employees';
import { holidaySetOf } from './holidays';
import { employees, leaveAllocations, leaveRequests, leaveTypes } from './schema';

export async function allLeaveTypes(db: DbOrTx): Promise<LeaveType[]> {
  const rows = await db.select().from(leaveTypes).orderBy(asc(leaveTypes.id));
  return rows.map((r) => ({ ...r, code: r.code as LeaveTypeCode }));
}

/**
 * A person's balances for a year: each type's grant (an allocation row, else the type's yearly
 * days) plus what was carried forward, less the approved days (taken) and those waiting (pending).
 * A request counts in the year it starts.
 */
/**
 * A type's yearly grant for someone who joined during `year`: the share of the year from the joining
 * date, rounded down to a half day (a full year's grant for anyone who joined before it).
 */
export function joinerGrant(yearlyDays: number, year: number, dateOfJoining: string): number {
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  const joined = Date.parse(`${dateOfJoining}T00:00:00Z`);
  if (joined <= start) return yearlyDays;
  if (joined >= end) return 0;
  return Math.floor(((yearlyDays * (end - joined)) / (end - start)) * 2) / 2;
}

export async function balancesOf(db: DbOrTx, employeeId: number, year: number): Promise<LeaveBalance[]> {
  const [types, allocations, used, joining] = await allOn(db, [
    () => allLeaveTypes(db),
    () =>
      db
        .select()
        .from(leaveAllocations)
        .where(and(eq(leaveAllocations.employeeId, employeeId), eq(leaveAllocations.year, year))),
    () =>
      db
        .select({
          leaveTypeId: leaveRequests.leaveTypeId,
          status: leaveRequests.status,
          days: sql<number>`sum(${leaveRequests.days})`.mapWith(Number),
        })
        .from(leaveRequests)
        .where(
          and(
            eq(leaveRequests.employeeId, employeeId),
            inArray(leaveRequests.status, ['approved', 'pending']),
            gte(leaveRequests.startDate, `${year}-01-01`),
            lte(leaveRequests.startDate, `${year}-12-31`),
          ),
        )
        .groupBy(leaveRequests.leaveTypeId, leaveRequests.status),
    () =>
      db
        .select({ dateOfJoining: employees.dateOfJoining })
        .from(employees)
        .where(eq(employees.id, employeeId)),
  ]);
  const joined = joining[0]?.dateOfJoining ?? `${year}-01-01`;
  return types.map((t) => {
    const allocation = allocations.find((a) => a.leaveTypeId === t.id);
    const carried = allocation?.carried ?? 0;
    // HR's own allocation stands as set; the default grant follows the joining date.
    const allocated = (allocation?.allocated ?? joinerGrant(t.yearlyDays, year, joined)) + carried;
    const sum = (status: string) =>
      used.filter((u) => u.leaveTypeId === t.id && u.status === status).reduce((s, u) => s + u.days, 0);
    const taken = sum('approved');
    const pending = sum('pending');
    return {
      leaveTypeId: t.id,
      code: t.code,
      name: t.name,
      allocated,
      carried,
      taken,
      pending,
      available: t.paid ? allocated - taken - pending : null,
    };
  });
}

function requestColumns() {
  return {
    r: leaveRequests,
    employeeCode: employees.code,
    employeeName: employees.fullName,
    department: employees.department,
    employeeUserId: employees.userId,
    managerId: employees.managerId,
    leaveType: leaveTypes.name,
    decidedBy: deciders.fullName,
    // Days of the request with an attendance record: approving would mark a day worked as leave.
    checkedInOn: sql<string[]>`coalesce((select array_agg(a.date::text order by a.date) from attendance a
      where a.employee_id = ${leaveRequests.employeeId}
        and a.date between ${leaveRequests.startDate} and ${leaveRequests.endDate}), '{}')`,
  };
}

function requestsQuery(db: DbOrTx) {
  return db
    .select(requestColumns())
    .from(leaveRequests)
    .innerJoin(employees, eq(employees.id, leaveRequests.employeeId))
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
    .leftJoin(deciders, eq(deciders.id, leaveRequests.decidedBy));
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof requestsQuery>['execute']>>[number];

function toRequest(row: RequestRow): LeaveRequest {
  const r = row.r;
  return {
    id: r.id,
    employeeId: r.employeeId,
    employeeCode: row.employeeCode,
    employeeName: row.employeeName,
    department: row.department,
    leaveTypeId: r.leaveTypeId,
    leaveType: row.leaveType,
    startDate: r.startDate,
    endDate: r.endDate,
    startHalf: r.startHalf,
    endHalf: r.endHalf,
    days: r.days,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    checkedInOn: row.checkedInOn,
    ...decisionOf(r, row.decidedBy),
  };
}

const PENDING_FIRST = sql`case when ${leaveRequests.status} = 'pending' then 0 else 1 end`;

/** HR's list: filters, pending first, then the latest start first. */
export async function listLeaveRequests(db: DbOrTx, query: LeaveListQuery): Promise<Page<LeaveRequest>> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(leaveRequests.status, query.status));
  if (query.leaveTypeId) conditions.push(eq(leaveRequests.leaveTypeId, query.leaveTypeId));
  if (query.department) conditions.push(eq(employees.department, query.department));
  if (query.from) conditions.push(gte(leaveRequests.endDate, query.from));
  if (query.to) conditions.push(lte(leaveRequests.startDate, query.to));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(employees.fullName, like), ilike(employees.code, like))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    requestsQuery(db)
      .where(where)
      .orderBy(
        PENDING_FIRST,
        (query.order === 'asc' ? asc : desc)(leaveRequests.startDate),
        desc(leaveRequests.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(leaveRequests)
      .innerJoin(employees, eq(employees.id, leaveRequests.employeeId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...toRequest(r), canDecide: r.r.status === 'pending' })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function leaveRequestsOf(db: DbOrTx, employeeId: number, limit = 100): Promise<LeaveRequest[]> {
  const rows = await requestsQuery(db)
    .where(eq(leaveRequests.employeeId, employeeId))
    .orderBy(PENDING_FIRST, desc(leaveRequests.startDate), desc(leaveRequests.id))
    .limit(limit);
  return rows.map(toRequest);
}

/** Pending requests of the people a user manages (self-service: their approvals). */
export async function teamPendingLeave(db: DbOrTx, managerEmployeeId: number): Promise<LeaveRequest[]> {
  const rows = await requestsQuery(db)
    .where(and(eq(employees.managerId, managerEmployeeId), eq(leaveRequests.status, 'pending')))
    .orderBy(asc(leaveRequests.startDate))
    .limit(100);
  return rows.map((r) => ({ ...toRequest(r), canDecide: true }));
}

/** Approved leave of a manager's reports that overlaps `from`–`to` (who is away this week). */
export async function teamLeaveBetween(
  db: DbOrTx,
  managerEmployeeId: number,
  from: string,
  to: string,
): Promise<LeaveRequest[]> {
  const rows = await requestsQuery(db)
    .where(
      and(
        eq(employees.managerId, managerEmployeeId),
        eq(leaveRequests.status, 'approved'),
        lte(leaveRequests.startDate, to),
        gte(leaveRequests.endDate, from),
      ),
    )
    .orderBy(asc(leaveRequests.startDate), asc(employees.fullName))
    .limit(100);
  return rows.map(toRequest);
}

/** Who is on approved leave on `date` (only a manager's reports, given `managerEmployeeId`). */
export async function awayOn(db: DbOrTx, date: string, managerEmployeeId?: number): Promise<AwayToday[]> {
  const rows = await requestsQuery(db)
    .where(
      and(
        eq(leaveRequests.status, 'approved'),
        lte(leaveRequests.startDate, date),
        gte(leaveRequests.endDate, date),
        managerEmployeeId === undefined ? undefined : eq(employees.managerId, managerEmployeeId),
      ),
    )
    .orderBy(asc(employees.fullName));
  return rows.map((row) => ({
    employeeId: row.r.employeeId,
    employeeCode: row.employeeCode,
    employeeName: row.employeeName,
    department: row.department,
    leaveType: row.leaveType,
    endDate: row.r.endDate,
    halfDay: (row.r.startDate === date && row.r.startHalf) || (row.r.endDate === date && row.r.endHalf),
  }));
}

export async function requestLeave(
  ctx: AppContext,
  employee: Employee,
  input: {
    leaveTypeId: number;
    startDate: string;
    endDate: string;
    startHalf: boolean;
    endHalf: boolean;
    reason: string;
  },
): Promise<LeaveRequest> {
  const id = await ctx.db.transaction(async (tx) => {
    // One request at a time per person: the overlap and balance checks then hold.
    await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, employee.id)).for('update');
    const [type] = await tx.select().from(leaveTypes).where(eq(leaveTypes.id, input.leaveTypeId));
    if (!type)
      throw validationFailed('There is no such leave type.', { leaveTypeId: 'Choose a leave type.' });
    if (input.startDate < employee.dateOfJoining)
      throw validationFailed('The leave starts before your date of joining.', {
        startDate: 'Before your date of joining.',
      });
    const off = await holidaySetOf(tx, employee, input.startDate, input.endDate);
    const days = leaveDays(input.startDate, input.endDate, input, off);
    if (days <= 0)
      throw validationFailed('These dates are weekends or holidays only.', {
        endDate: 'No working day between these dates.',
      });
    const [overlap] = await tx
      .select({ id: leaveRequests.id, startDate: leaveRequests.startDate, endDate: leaveRequests.endDate })
      .from(leaveRequests)
      .where(
        and(
          eq(leaveRequests.employeeId, employee.id),
          inArray(leaveRequests.status, ['pending', 'approved']),
          lte(leaveRequests.startDate, input.endDate),
          gte(leaveRequests.endDate, input.startDate),
        ),
      )
      .limit(1);
    if (overlap)
      throw validationFailed('You already asked for leave on some of these days.', {
        startDate: `Overlaps your leave of ${dateRange(overlap.startDate, overlap.endDate)}.`,
      });
    if (type.paid) {
      const year = Number(input.startDate.slice(0, 4));
      const balance = (await balancesOf(tx, employee.id, year)).find((b) => b.leaveTypeId === type.id);
      if (balance?.available !== null && balance !== undefined && balance.available < days)
        throw validationFailed(`Only ${balance.available} ${type.name.toLowerCase()} days are left.`, {
          leaveTypeId: `${balance.available} days left; this asks for ${days}.`,
        });
    }
    const [row] = await tx
      .insert(leaveRequests)
      .values({ ...input, employeeId: employee.id, days })
      .returning({ id: leaveRequests.id });
    await notifyRequest(
      tx,
      employee,
      `Leave request: ${employee.fullName}`,
      `${employee.fullName} (${employee.code}) asks for ${days} day${days === 1 ? '' : 's'} of ${type.name.toLowerCase()}, ${dateRange(input.startDate, input.endDate)}.`,
      '/app/hr/read-leaves',
    );
    return row!.id;
  });
  return getLeaveRequest(ctx.db, id);
}

export async function getLeaveRequest(db: DbOrTx, id: number): Promise<LeaveRequest> {
  const [row] = await requestsQuery(db).where(eq(leaveRequests.id, id));
  if (!row) throw notFound('There is no such leave request.');
  return toRequest(row);
}

export async function decideLeave(
  ctx: AppContext,
  id: number,
  input: DecisionInput,
  actor: AuthUser,
): Promise<LeaveRequest> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ r: leaveRequests, employee: employees, type: leaveTypes.name })
      .from(leaveRequests)
      .innerJoin(employees, eq(employees.id, leaveRequests.employeeId))
      .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
      .where(eq(leaveRequests.id, id))
      .for('update', { of: leaveRequests });
    if (!row) throw notFound('There is no such leave request.');
    await assertCanDecide(tx, actor, row.employee);
    assertPending(row.r.status, 'leave request');
    await tx
      .update(leaveRequests)
      .set({
        status: input.decision,
        decidedBy: actor.id,
        decidedAt: new Date(),
        decisionComment: input.comment || null,
        version: row.r.version + 1,
      })
      .where(eq(leaveRequests.id, id));
    await notifyEmployee(
      tx,
      row.employee,
      `Leave ${input.decision}: ${dateRange(row.r.startDate, row.r.endDate)}`,
      `${actor.fullName} ${input.decision} your ${row.type.toLowerCase()} (${row.r.days} day${row.r.days === 1 ? '' : 's'}). ${decisionLabel(input.decision, input.comment)}`,
    );
  });
  return getLeaveRequest(ctx.db, id);
}

/** The person cancels their own pending or approved leave before it starts. */
export async function cancelLeave(ctx: AppContext, id: number, employee: Employee, now = Date.now()) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(leaveRequests)
      .where(and(eq(leaveRequests.id, id), eq(leaveRequests.employeeId, employee.id)))
      .for('update');
    if (!row) throw notFound('There is no such leave request.');
    if (row.status !== 'pending' && row.status !== 'approved')
      throw conflict(`This request is already ${row.status}.`);
    if (row.startDate <= istDate(now)) throw conflict('This leave has started: ask HR to change it.');
    await tx
      .update(leaveRequests)
      .set({ status: 'cancelled', version: row.version + 1 })
      .where(eq(leaveRequests.id, id));
    if (row.status === 'approved' || (await managerUserOf(tx, employee)))
      await notifyRequest(
        tx,
        employee,
        `Leave cancelled: ${employee.fullName}`,
        `${employee.fullName} cancelled their leave of ${dateRange(row.startDate, row.endDate)}.`,
        '/app/hr/read-leaves',
      );
  });
  return getLeaveRequest(ctx.db, id);
}

/**
 * Unpaid leave days in a month (payroll's loss of pay): the approved unpaid requests' working
 * days that fall in `month` ('yyyy-mm'), halves included.
 */
export async function leaveWithoutPayDays(
  db: DbOrTx,
  employee: Pick<Employee, 'id' | 'workState' | 'workLocation'>,
  month: string,
): Promise<number> {
  const employeeId = employee.id;
  const { first, last } = monthRange(month);
  const rows = await db
    .select({ r: leaveRequests })
    .from(leaveRequests)
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
    .where(
      and(
        eq(leaveRequests.employeeId, employeeId),
        eq(leaveRequests.status, 'approved'),
        eq(leaveTypes.paid, false),
        lte(leaveRequests.startDate, last),
        gte(leaveRequests.endDate, first),
      ),
    );
  if (rows.length === 0) return 0;
  const off = await holidaySetOf(db, employee, first, last);
  return rows.reduce((sum, { r }) => {
    const start = laterDate(r.startDate, first);
    const end = earlierDate(r.endDate, last);
    return (
      sum +
      leaveDays(
        start,
        end,
        { startHalf: r.startHalf && start === r.startDate, endHalf: r.endHalf && end === r.endDate },
        off,
      )
    );
  }, 0);
}
