import type { HrDashboard } from '@managewell/api/contract';
import { and, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { addDays, daysBetween, istDate, mondayOf } from './dates';
import { awayOn } from './leave';
import {
  attendance,
  employeeHistory,
  employees,
  leaveRequests,
  overtimeRequests,
  profileChangeRequests,
  regularisations,
  staffRequests,
  timesheetWeeks,
} from './schema';

const person = {
  id: employees.id,
  code: employees.code,
  fullName: employees.fullName,
  department: employees.department,
};

/** Whether month-day `md` ('mm-dd') falls in [from, to] (dates of one week, possibly across a year end). */
function inWeek(md: string, week: string[]): string | null {
  return week.find((d) => d.slice(5) === md) ?? null;
}

/** HR's dashboard in one call: counts, today, what waits for approval and this week's occasions. */
export async function hrDashboard(db: DbOrTx, now = Date.now()): Promise<HrDashboard> {
  const today = istDate(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const monday = mondayOf(today);
  const week = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const current = inArray(employees.status, ['active', 'notice']);
  const pendingCount = async (
    table:
      | typeof leaveRequests
      | typeof regularisations
      | typeof overtimeRequests
      | typeof profileChangeRequests,
  ) => (await db.select({ n: count() }).from(table).where(eq(table.status, 'pending')))[0]?.n ?? 0;

  const [
    byDepartment,
    joiners,
    leavers,
    present,
    away,
    people,
    pendingLeave,
    pendingReg,
    pendingOt,
    pendingProfile,
    pendingTs,
    openRequests,
  ] = await Promise.all([
    db
      .select({ department: employees.department, count: count() })
      .from(employees)
      .where(current)
      .groupBy(employees.department)
      .orderBy(sql`count(*) desc`, employees.department),
    db
      .select({ ...person, date: employees.dateOfJoining })
      .from(employees)
      .where(and(gte(employees.dateOfJoining, monthStart), lte(employees.dateOfJoining, today))),
    // Leavers: people whose status became exited this month (from the history), or on notice.
    db
      .select({
        ...person,
        date: sql<string>`to_char(max(${employeeHistory.at}) at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`,
      })
      .from(employees)
      .innerJoin(employeeHistory, eq(employeeHistory.employeeId, employees.id))
      .where(
        and(
          eq(employees.status, 'exited'),
          gte(employeeHistory.at, new Date(`${monthStart}T00:00:00+05:30`)),
          sql`${employeeHistory.changes} ? 'status'`,
        ),
      )
      .groupBy(employees.id),
    db.select({ n: count() }).from(attendance).where(eq(attendance.date, today)),
    awayOn(db, today),
    db
      .select({ ...person, dateOfBirth: employees.dateOfBirth, dateOfJoining: employees.dateOfJoining })
      .from(employees)
      .where(current),
    pendingCount(leaveRequests),
    pendingCount(regularisations),
    pendingCount(overtimeRequests),
    pendingCount(profileChangeRequests),
    db.select({ n: count() }).from(timesheetWeeks).where(eq(timesheetWeeks.status, 'submitted')),
    db.select({ n: count() }).from(staffRequests).where(eq(staffRequests.status, 'open')),
  ]);
  const headcount = byDepartment.reduce((s, d) => s + d.count, 0);
  const presentToday = present[0]?.n ?? 0;
  const birthdays = people
    .map((p) => ({ ...p, date: p.dateOfBirth ? inWeek(p.dateOfBirth.slice(5), week) : null }))
    .filter((p): p is typeof p & { date: string } => p.date !== null)
    .map(({ dateOfBirth: _b, dateOfJoining: _j, ...p }) => p)
    .sort((a, b) => a.date.localeCompare(b.date));
  const anniversaries = people
    .map((p) => {
      const date = inWeek(p.dateOfJoining.slice(5), week);
      const years = date ? Number(date.slice(0, 4)) - Number(p.dateOfJoining.slice(0, 4)) : 0;
      return { id: p.id, code: p.code, fullName: p.fullName, department: p.department, date, years };
    })
    .filter((p): p is typeof p & { date: string } => p.date !== null && p.years > 0)
    .sort((a, b) => a.date.localeCompare(b.date));
  const onLeaveFull = away.filter((a) => !a.halfDay).length;
  const isWorkday = daysBetween(monday, today) < 5;
  return {
    today,
    headcount,
    byDepartment,
    joinersThisMonth: joiners,
    leaversThisMonth: leavers,
    presentToday,
    onLeaveToday: away,
    notCheckedIn: isWorkday ? Math.max(0, headcount - presentToday - onLeaveFull) : 0,
    pending: [
      {
        kind: 'leave',
        label: 'Leave requests',
        count: pendingLeave,
        path: '/app/hr/read-leaves?status=pending',
      },
      {
        kind: 'regularisation',
        label: 'Attendance corrections',
        count: pendingReg,
        path: '/app/hr/read-attandance?tab=corrections',
      },
      {
        kind: 'timesheet',
        label: 'Timesheets',
        count: pendingTs[0]?.n ?? 0,
        path: '/app/hr/read-timesheet?status=submitted',
      },
      { kind: 'overtime', label: 'Overtime', count: pendingOt, path: '/app/hr/read-timesheet?tab=overtime' },
      {
        kind: 'profile',
        label: 'Profile changes',
        count: pendingProfile,
        path: '/app/hr/employee?tab=changes',
      },
      {
        kind: 'accounts',
        label: 'Account and password requests',
        count: openRequests[0]?.n ?? 0,
        path: '/app/hr/employee?tab=requests',
      },
    ],
    birthdays,
    anniversaries,
  };
}
