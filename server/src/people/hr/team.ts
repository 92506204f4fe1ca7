import type { CalendarEvent, MyTeam } from '@managewell/api/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { teamPendingRegularisations } from './attendance';
import { holidayEvents, leaveEvents } from './calendar-layers';
import { addDays, istDate, mondayOf, monthRange } from './dates';
import type { Employee } from './employees';
import { awayOn, teamLeaveBetween, teamPendingLeave } from './leave';
import { teamPendingOvertime } from './overtime';
import { employees } from './schema';
import { teamSubmittedWeeks } from './timesheets';

/**
 * A manager's Team page: their direct reports (still employed), who of them is away today and this
 * week, and what waits for the manager's decision. Someone without reports gets empty lists.
 */
export async function myTeam(db: DbOrTx, manager: Employee, today = istDate()): Promise<MyTeam> {
  const monday = mondayOf(today);
  const [reports, awayToday, awayThisWeek, leave, timesheets, overtime, regularisations] = await Promise.all([
    db
      .select({
        id: employees.id,
        code: employees.code,
        fullName: employees.fullName,
        designation: employees.designation,
      })
      .from(employees)
      .where(and(eq(employees.managerId, manager.id), inArray(employees.status, ['active', 'notice'])))
      .orderBy(asc(employees.fullName)),
    awayOn(db, today, manager.id),
    teamLeaveBetween(db, manager.id, monday, addDays(monday, 6)),
    teamPendingLeave(db, manager.id),
    teamSubmittedWeeks(db, manager.id),
    teamPendingOvertime(db, manager.id),
    teamPendingRegularisations(db, manager.id),
  ]);
  return {
    reports,
    today,
    weekStart: monday,
    awayToday,
    awayThisWeek,
    pending: { leave, timesheets, overtime, regularisations },
  };
}

/** The month's holidays (the manager's list) and the approved leave of the manager's reports (the company calendar's layers). */
export async function myTeamCalendar(db: DbOrTx, manager: Employee, month: string): Promise<CalendarEvent[]> {
  const { first, last } = monthRange(month);
  // The layers compare the range's UTC dates with the rows' dates.
  const range = { start: new Date(`${first}T00:00:00Z`), end: new Date(`${last}T00:00:00Z`) };
  const [holidays, leave] = await Promise.all([
    holidayEvents(db, manager.userId ? { id: manager.userId } : null, range),
    leaveEvents(db, range, manager.id),
  ]);
  return [...holidays, ...leave];
}
