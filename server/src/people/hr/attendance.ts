import {
  type AttendanceDay,
  type AttendanceGrid,
  type AttendanceGridQuery,
  type AttendanceGridRow,
  DAY_LETTER,
  type DecisionInput,
  formatDate,
  type MyAttendance,
  type Regularisation,
  type RegularisationInput,
} from '@managewell/api/contract';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
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
  notifyEmployee,
  notifyRequest,
} from './approvals';
import { addDays, istDate, istInstant, monthRange } from './dates';
import { dayStatus, leaveByDate } from './day-status';
import type { Employee } from './employees';
import { personalHolidays } from './holidays';
import { attendance, employees, leaveRequests, regularisations } from './schema';

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

async function lockEmployee(db: DbOrTx, employeeId: number) {
  await db.select({ id: employees.id }).from(employees).where(eq(employees.id, employeeId)).for('update');
}

/** Check-in with the server's clock; one per day, and only one open at a time. */
export async function checkIn(ctx: AppContext, employee: Employee, now = new Date()): Promise<void> {
  const today = istDate(now);
  await ctx.db.transaction(async (tx) => {
    await lockEmployee(tx, employee.id);
    const [row] = await tx
      .select()
      .from(attendance)
      .where(and(eq(attendance.employeeId, employee.id), eq(attendance.date, today)));
    if (row?.checkOut)
      throw conflict('You already checked in and out today; ask for a regularisation to change it.');
    if (row) throw conflict('You are already checked in.');
    await tx.insert(attendance).values({ employeeId: employee.id, date: today, checkIn: now });
  });
}

export async function checkOut(ctx: AppContext, employee: Employee, now = new Date()): Promise<void> {
  const today = istDate(now);
  const updated = await ctx.db
    .update(attendance)
    .set({ checkOut: now })
    .where(
      and(eq(attendance.employeeId, employee.id), eq(attendance.date, today), isNull(attendance.checkOut)),
    )
    .returning({ id: attendance.id, checkOut: attendance.checkOut });
  if (updated.length === 0) throw conflict('You have not checked in today.');
}

/** Each person's days of a month, from their check-ins, approved leave and their holiday list. */
export async function monthDays(
  db: DbOrTx,
  people: readonly Pick<Employee, 'id' | 'dateOfJoining' | 'workState' | 'workLocation'>[],
  month: string,
  today: string,
): Promise<Map<number, AttendanceDay[]>> {
  const { first, last } = monthRange(month);
  const ids = people.map((p) => p.id);
  const [rows, leaves, holidays] = await allOn(db, [
    () =>
      ids.length
        ? db
            .select()
            .from(attendance)
            .where(
              and(
                inArray(attendance.employeeId, ids),
                gte(attendance.date, first),
                lte(attendance.date, last),
              ),
            )
        : [],
    () =>
      ids.length
        ? db
            .select({
              employeeId: leaveRequests.employeeId,
              startDate: leaveRequests.startDate,
              endDate: leaveRequests.endDate,
              startHalf: leaveRequests.startHalf,
              endHalf: leaveRequests.endHalf,
            })
            .from(leaveRequests)
            .where(
              and(
                inArray(leaveRequests.employeeId, ids),
                eq(leaveRequests.status, 'approved'),
                lte(leaveRequests.startDate, last),
                gte(leaveRequests.endDate, first),
              ),
            )
        : [],
    () => personalHolidays(db, people, first, last),
  ]);
  const dates: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) dates.push(d);
  const byPerson = new Map<number, typeof rows>();
  for (const r of rows) byPerson.set(r.employeeId, [...(byPerson.get(r.employeeId) ?? []), r]);
  const result = new Map<number, AttendanceDay[]>();
  for (const person of people) {
    const punches = new Map((byPerson.get(person.id) ?? []).map((r) => [r.date, r]));
    const holidayName = new Map((holidays.get(person.id) ?? []).map((h) => [h.date, h.name]));
    const leave = leaveByDate(
      leaves.filter((l) => l.employeeId === person.id),
      first,
      last,
    );
    result.set(
      person.id,
      dates.map((date) => {
        const punch = punches.get(date);
        const status = dayStatus(date, {
          today,
          joined: person.dateOfJoining,
          holiday: holidayName.has(date),
          leave: leave.get(date),
          checkIn: punch?.checkIn ?? null,
        });
        return {
          date,
          status,
          checkIn: punch?.checkIn.toISOString() ?? null,
          checkOut: punch?.checkOut?.toISOString() ?? null,
          workedMinutes: punch?.checkOut
            ? Math.round((punch.checkOut.getTime() - punch.checkIn.getTime()) / 60_000)
            : null,
          missingCheckOut: Boolean(punch && !punch.checkOut && date < today),
          holiday: holidayName.get(date) ?? null,
        };
      }),
    );
  }
  return result;
}

export async function myAttendance(
  db: DbOrTx,
  employee: Employee,
  month: string,
  now = Date.now(),
): Promise<MyAttendance> {
  const today = istDate(now);
  const [days, [todayRow], regs] = await allOn(db, [
    () => monthDays(db, [employee], month, today),
    () =>
      db
        .select()
        .from(attendance)
        .where(and(eq(attendance.employeeId, employee.id), eq(attendance.date, today))),
    () =>
      regularisationsQuery(db)
        .where(eq(regularisations.employeeId, employee.id))
        .orderBy(desc(regularisations.date))
        .limit(50),
  ]);
  return {
    month,
    today,
    openSince: todayRow && !todayRow.checkOut ? todayRow.checkIn.toISOString() : null,
    checkedOutToday: Boolean(todayRow?.checkOut),
    days: days.get(employee.id) ?? [],
    regularisations: regs.map(toRegularisation),
  };
}

function gridFilter(query: Pick<AttendanceGridQuery, 'department' | 'q'>): SQL[] {
  const conditions: SQL[] = [];
  if (query.department) conditions.push(eq(employees.department, query.department));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(employees.fullName, like), ilike(employees.code, like))!);
  }
  return conditions;
}

/** Everyone's month, one letter a day (HR's read-attandance); people who left before it are left out. */
export async function attendanceGrid(
  db: DbOrTx,
  query: AttendanceGridQuery,
  now = Date.now(),
): Promise<AttendanceGrid> {
  const { first, last } = monthRange(query.month);
  const people = await db
    .select({
      id: employees.id,
      code: employees.code,
      fullName: employees.fullName,
      department: employees.department,
      dateOfJoining: employees.dateOfJoining,
      workState: employees.workState,
      workLocation: employees.workLocation,
    })
    .from(employees)
    .where(
      and(
        lte(employees.dateOfJoining, last),
        inArray(employees.status, ['active', 'notice']),
        ...gridFilter(query),
      ),
    )
    .orderBy(asc(employees.code));
  const days = await monthDays(db, people, query.month, istDate(now));
  const dates: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) dates.push(d);
  const rows: AttendanceGridRow[] = people.map((p) => {
    const own = days.get(p.id) ?? [];
    const n = (...statuses: string[]) => own.filter((d) => statuses.includes(d.status)).length;
    return {
      employeeId: p.id,
      employeeCode: p.code,
      employeeName: p.fullName,
      department: p.department,
      days: own.map((d) => DAY_LETTER[d.status]).join(''),
      present: n('present', 'late', 'half-leave'),
      late: n('late'),
      absent: n('absent'),
      leave: n('leave') + n('half-leave') / 2,
    };
  });
  return { month: query.month, dates, rows };
}

function regularisationsQuery(db: DbOrTx) {
  return db
    .select({
      r: regularisations,
      employeeCode: employees.code,
      employeeName: employees.fullName,
      decidedBy: deciders.fullName,
    })
    .from(regularisations)
    .innerJoin(employees, eq(employees.id, regularisations.employeeId))
    .leftJoin(deciders, eq(deciders.id, regularisations.decidedBy));
}

type RegRow = Awaited<ReturnType<ReturnType<typeof regularisationsQuery>['execute']>>[number];

function toRegularisation(row: RegRow): Regularisation {
  const r = row.r;
  return {
    id: r.id,
    employeeId: r.employeeId,
    employeeCode: row.employeeCode,
    employeeName: row.employeeName,
    date: r.date,
    checkIn: hhmm(r.checkInMinutes),
    checkOut: hhmm(r.checkOutMinutes),
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    ...decisionOf(r, row.decidedBy),
  };
}

export async function listRegularisations(db: DbOrTx, status: string | undefined): Promise<Regularisation[]> {
  const rows = await regularisationsQuery(db)
    .where(status ? eq(regularisations.status, status) : undefined)
    .orderBy(desc(regularisations.createdAt))
    .limit(200);
  return rows.map(toRegularisation);
}

/** Pending corrections of a manager's reports (their Team page). */
export async function teamPendingRegularisations(
  db: DbOrTx,
  managerEmployeeId: number,
): Promise<Regularisation[]> {
  const rows = await regularisationsQuery(db)
    .where(and(eq(employees.managerId, managerEmployeeId), eq(regularisations.status, 'pending')))
    .orderBy(asc(regularisations.date))
    .limit(100);
  return rows.map(toRegularisation);
}

export async function requestRegularisation(
  ctx: AppContext,
  employee: Employee,
  input: RegularisationInput,
  now = Date.now(),
): Promise<Regularisation> {
  if (input.date > istDate(now))
    throw validationFailed('You can only correct days that have begun.', {
      date: 'This day is in the future.',
    });
  if (input.date < employee.dateOfJoining)
    throw validationFailed('Before your date of joining.', { date: 'Before your date of joining.' });
  const id = await ctx.db.transaction(async (tx) => {
    await lockEmployee(tx, employee.id);
    const [open] = await tx
      .select({ id: regularisations.id })
      .from(regularisations)
      .where(
        and(
          eq(regularisations.employeeId, employee.id),
          eq(regularisations.date, input.date),
          eq(regularisations.status, 'pending'),
        ),
      );
    if (open)
      throw validationFailed('You already asked to correct this day.', { date: 'A correction is waiting.' });
    const [row] = await tx
      .insert(regularisations)
      .values({
        employeeId: employee.id,
        date: input.date,
        checkInMinutes: minutesOf(input.checkIn),
        checkOutMinutes: minutesOf(input.checkOut),
        reason: input.reason,
      })
      .returning({ id: regularisations.id });
    await notifyRequest(
      tx,
      employee,
      `Attendance correction: ${employee.fullName}`,
      `${employee.fullName} (${employee.code}) asks to record ${input.checkIn}–${input.checkOut} on ${formatDate(input.date)}.`,
      '/app/hr/read-attandance',
    );
    return row!.id;
  });
  const [row] = await regularisationsQuery(ctx.db).where(eq(regularisations.id, id));
  return toRegularisation(row!);
}

/** Approving writes the corrected times into the day's attendance. */
export async function decideRegularisation(
  ctx: AppContext,
  id: number,
  input: DecisionInput,
  actor: AuthUser,
): Promise<Regularisation> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ r: regularisations, employee: employees })
      .from(regularisations)
      .innerJoin(employees, eq(employees.id, regularisations.employeeId))
      .where(eq(regularisations.id, id))
      .for('update', { of: regularisations });
    if (!row) throw notFound('There is no such request.');
    await assertCanDecide(tx, actor, row.employee);
    assertPending(row.r.status, 'correction');
    await tx
      .update(regularisations)
      .set({
        status: input.decision,
        decidedBy: actor.id,
        decidedAt: new Date(),
        decisionComment: input.comment || null,
      })
      .where(eq(regularisations.id, id));
    if (input.decision === 'approved') {
      const checkInAt = istInstant(row.r.date, row.r.checkInMinutes);
      const checkOutAt = istInstant(row.r.date, row.r.checkOutMinutes);
      await tx
        .insert(attendance)
        .values({
          employeeId: row.r.employeeId,
          date: row.r.date,
          checkIn: checkInAt,
          checkOut: checkOutAt,
          source: 'regularised',
        })
        .onConflictDoUpdate({
          target: [attendance.employeeId, attendance.date],
          set: { checkIn: checkInAt, checkOut: checkOutAt, source: 'regularised' },
        });
    }
    await notifyEmployee(
      tx,
      row.employee,
      `Attendance correction ${input.decision}: ${formatDate(row.r.date)}`,
      decisionLabel(input.decision, input.comment),
    );
  });
  const [row] = await regularisationsQuery(ctx.db).where(eq(regularisations.id, id));
  return toRegularisation(row!);
}
