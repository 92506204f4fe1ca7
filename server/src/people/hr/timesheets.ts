import {
  type DecisionInput,
  formatDate,
  type Page,
  type TimesheetStatus,
  type TimesheetTotals,
  type TimesheetWeek,
  type TimesheetWeekInput,
} from '@managewell/api/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db';
import type { AuthUser } from '../../platform/http';
import { conflict, notFound, validationFailed } from '../../platform/http';
import { assertCanDecide, deciders, decisionLabel, notifyEmployee, notifyRequest } from './approvals';
import { addDays, mondayOf } from './dates';
import type { Employee } from './employees';
import { employees, timesheetEntries, timesheetWeeks } from './schema';

function weeksQuery(db: DbOrTx) {
  return db
    .select({
      w: timesheetWeeks,
      employeeCode: employees.code,
      employeeName: employees.fullName,
      decidedBy: deciders.fullName,
      totalHours:
        sql<number>`coalesce((select sum(hours) from timesheet_entries e where e.week_id = ${timesheetWeeks.id}), 0)`.mapWith(
          Number,
        ),
    })
    .from(timesheetWeeks)
    .innerJoin(employees, eq(employees.id, timesheetWeeks.employeeId))
    .leftJoin(deciders, eq(deciders.id, timesheetWeeks.decidedBy));
}

type WeekRow = Awaited<ReturnType<ReturnType<typeof weeksQuery>['execute']>>[number];

function toWeek(row: WeekRow, entries: (typeof timesheetEntries.$inferSelect)[] = []): TimesheetWeek {
  const w = row.w;
  return {
    id: w.id,
    employeeId: w.employeeId,
    employeeCode: row.employeeCode,
    employeeName: row.employeeName,
    weekStart: w.weekStart,
    status: w.status as TimesheetStatus,
    submittedAt: w.submittedAt?.toISOString() ?? null,
    totalHours: row.totalHours,
    version: w.version,
    decidedBy: row.decidedBy,
    decidedAt: w.decidedAt?.toISOString() ?? null,
    decisionComment: w.decisionComment,
    entries: entries.map(({ weekId: _, ...e }) => e),
  };
}

export function assertMonday(weekStart: string) {
  if (mondayOf(weekStart) !== weekStart)
    throw validationFailed('A week starts on a Monday.', { week: `Use the Monday, ${mondayOf(weekStart)}.` });
}

async function weekWithEntries(db: DbOrTx, where: SQL): Promise<TimesheetWeek | null> {
  const [row] = await weeksQuery(db).where(where);
  if (!row) return null;
  const entries = await db
    .select()
    .from(timesheetEntries)
    .where(eq(timesheetEntries.weekId, row.w.id))
    .orderBy(asc(timesheetEntries.date), asc(timesheetEntries.id));
  return toWeek(row, entries);
}

export async function myWeek(db: DbOrTx, employee: Employee, weekStart: string): Promise<TimesheetWeek> {
  assertMonday(weekStart);
  const week = await weekWithEntries(
    db,
    and(eq(timesheetWeeks.employeeId, employee.id), eq(timesheetWeeks.weekStart, weekStart))!,
  );
  return (
    week ?? {
      id: null,
      employeeId: employee.id,
      employeeCode: employee.code,
      employeeName: employee.fullName,
      weekStart,
      status: 'draft',
      submittedAt: null,
      totalHours: 0,
      version: 0,
      decidedBy: null,
      decidedAt: null,
      decisionComment: null,
      entries: [],
    }
  );
}

/** Replaces a draft (or rejected) week's entries; a rejected week becomes a draft again. */
export async function saveWeek(
  ctx: AppContext,
  employee: Employee,
  weekStart: string,
  input: TimesheetWeekInput,
): Promise<TimesheetWeek> {
  assertMonday(weekStart);
  const end = addDays(weekStart, 6);
  input.entries.forEach((e, i) => {
    if (e.date < weekStart || e.date > end)
      throw validationFailed('An entry is outside the week.', {
        [`entries.${i}.date`]: `Between ${formatDate(weekStart)} and ${formatDate(end)}.`,
      });
  });
  await ctx.db.transaction(async (tx) => {
    await tx.insert(timesheetWeeks).values({ employeeId: employee.id, weekStart }).onConflictDoNothing();
    const [week] = await tx
      .select()
      .from(timesheetWeeks)
      .where(and(eq(timesheetWeeks.employeeId, employee.id), eq(timesheetWeeks.weekStart, weekStart)))
      .for('update');
    if (week!.status === 'submitted' || week!.status === 'approved')
      throw conflict(`This week is ${week!.status}: it cannot change.`);
    if (input.version !== undefined && input.version !== 0 && input.version !== week!.version)
      throw conflict('This week changed meanwhile (another tab?): reload it.');
    await tx.delete(timesheetEntries).where(eq(timesheetEntries.weekId, week!.id));
    if (input.entries.length)
      await tx
        .insert(timesheetEntries)
        .values(input.entries.map((e) => ({ ...e, leadId: e.leadId ?? null, weekId: week!.id })));
    await tx
      .update(timesheetWeeks)
      .set({ status: 'draft', version: week!.version + 1 })
      .where(eq(timesheetWeeks.id, week!.id));
  });
  return myWeek(ctx.db, employee, weekStart);
}

export async function submitWeek(
  ctx: AppContext,
  employee: Employee,
  weekStart: string,
): Promise<TimesheetWeek> {
  assertMonday(weekStart);
  await ctx.db.transaction(async (tx) => {
    const [week] = await tx
      .select()
      .from(timesheetWeeks)
      .where(and(eq(timesheetWeeks.employeeId, employee.id), eq(timesheetWeeks.weekStart, weekStart)))
      .for('update');
    if (!week) throw validationFailed('Add some entries first.', { entries: 'The week is empty.' });
    if (week.status !== 'draft') throw conflict(`This week is already ${week.status}.`);
    const [n] = await tx
      .select({ n: count() })
      .from(timesheetEntries)
      .where(eq(timesheetEntries.weekId, week.id));
    if (!n?.n) throw validationFailed('Add some entries first.', { entries: 'The week is empty.' });
    await tx
      .update(timesheetWeeks)
      .set({ status: 'submitted', submittedAt: new Date(), version: week.version + 1 })
      .where(eq(timesheetWeeks.id, week.id));
    await notifyRequest(
      tx,
      employee,
      `Timesheet submitted: ${employee.fullName}`,
      `${employee.fullName} (${employee.code}) submitted the week of ${formatDate(weekStart)}.`,
      '/app/hr/read-timesheet',
    );
  });
  return myWeek(ctx.db, employee, weekStart);
}

export async function decideWeek(ctx: AppContext, id: number, input: DecisionInput, actor: AuthUser) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ w: timesheetWeeks, employee: employees })
      .from(timesheetWeeks)
      .innerJoin(employees, eq(employees.id, timesheetWeeks.employeeId))
      .where(eq(timesheetWeeks.id, id))
      .for('update', { of: timesheetWeeks });
    if (!row) throw notFound('There is no such timesheet.');
    await assertCanDecide(tx, actor, row.employee);
    if (row.w.status !== 'submitted') throw conflict(`This timesheet is ${row.w.status}, not submitted.`);
    await tx
      .update(timesheetWeeks)
      .set({
        status: input.decision,
        decidedBy: actor.id,
        decidedAt: new Date(),
        decisionComment: input.comment || null,
        version: row.w.version + 1,
      })
      .where(eq(timesheetWeeks.id, id));
    await notifyEmployee(
      tx,
      row.employee,
      `Timesheet ${input.decision}: week of ${formatDate(row.w.weekStart)}`,
      decisionLabel(input.decision, input.comment),
    );
  });
  return (await weekWithEntries(ctx.db, eq(timesheetWeeks.id, id)))!;
}

/** Submitted weeks of a manager's reports, with their entries (their Team page). */
export async function teamSubmittedWeeks(db: DbOrTx, managerEmployeeId: number): Promise<TimesheetWeek[]> {
  const rows = await weeksQuery(db)
    .where(and(eq(employees.managerId, managerEmployeeId), eq(timesheetWeeks.status, 'submitted')))
    .orderBy(asc(timesheetWeeks.weekStart), asc(employees.fullName))
    .limit(100);
  if (rows.length === 0) return [];
  const entries = await db
    .select()
    .from(timesheetEntries)
    .where(
      inArray(
        timesheetEntries.weekId,
        rows.map((r) => r.w.id),
      ),
    )
    .orderBy(asc(timesheetEntries.date), asc(timesheetEntries.id));
  return rows.map((row) =>
    toWeek(
      row,
      entries.filter((e) => e.weekId === row.w.id),
    ),
  );
}

export async function getWeek(db: DbOrTx, id: number) {
  const week = await weekWithEntries(db, eq(timesheetWeeks.id, id));
  if (!week) throw notFound('There is no such timesheet.');
  return week;
}

export async function listWeeks(
  db: DbOrTx,
  query: {
    page: number;
    pageSize: number;
    status?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    q?: string | undefined;
  },
): Promise<Page<TimesheetWeek>> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(timesheetWeeks.status, query.status));
  else conditions.push(inArray(timesheetWeeks.status, ['submitted', 'approved', 'rejected']));
  if (query.from) conditions.push(gte(timesheetWeeks.weekStart, mondayOf(query.from)));
  if (query.to) conditions.push(lte(timesheetWeeks.weekStart, query.to));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(employees.fullName, like), ilike(employees.code, like))!);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    weeksQuery(db)
      .where(where)
      .orderBy(
        sql`${timesheetWeeks.status} = 'submitted' desc`,
        desc(timesheetWeeks.weekStart),
        asc(employees.code),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(timesheetWeeks)
      .innerJoin(employees, eq(employees.id, timesheetWeeks.employeeId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => toWeek(r)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Hours of submitted and approved weeks between two dates, per person and per project. */
export async function timesheetTotals(db: DbOrTx, from: string, to: string): Promise<TimesheetTotals> {
  const where = and(
    gte(timesheetEntries.date, from),
    lte(timesheetEntries.date, to),
    inArray(timesheetWeeks.status, ['submitted', 'approved']),
  );
  const hours = sql<number>`sum(${timesheetEntries.hours})`.mapWith(Number);
  const [byPerson, byProject] = await Promise.all([
    db
      .select({
        employeeId: employees.id,
        employeeCode: employees.code,
        employeeName: employees.fullName,
        hours,
      })
      .from(timesheetEntries)
      .innerJoin(timesheetWeeks, eq(timesheetWeeks.id, timesheetEntries.weekId))
      .innerJoin(employees, eq(employees.id, timesheetWeeks.employeeId))
      .where(where)
      .groupBy(employees.id)
      .orderBy(desc(hours)),
    db
      .select({
        project: timesheetEntries.project,
        hours,
        people: sql<number>`count(distinct ${timesheetWeeks.employeeId})`.mapWith(Number),
      })
      .from(timesheetEntries)
      .innerJoin(timesheetWeeks, eq(timesheetWeeks.id, timesheetEntries.weekId))
      .where(where)
      .groupBy(timesheetEntries.project)
      .orderBy(desc(hours)),
  ]);
  return { from, to, byPerson, byProject };
}
