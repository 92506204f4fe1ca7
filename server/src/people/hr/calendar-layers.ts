/**
 * HR's read-only layers of the company calendar (calendar/layers.ts): the holiday calendar, and
 * who is away on approved leave. Leave shows the person's name only — never the reason or the
 * kind of leave, which stay HR's and the person's.
 */
import type { CalendarEvent } from '@managewell/api/contract';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db';
import type { AuthUser } from '../../platform/http';
import type { CalendarLayerProvider, CalendarRange } from '../../workplace/calendar';
import { employeeOfUser } from './employees';
import { holidaysBetween, personalHolidays } from './holidays';
import { employees, leaveRequests } from './schema';

/** The day after an ISO date: all-day events end the day after their last day. */
const dayAfter = (isoDate: string) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

const allDay = (id: string, title: string, first: string, last: string, colours: string[]) =>
  ({
    id,
    title,
    start: first,
    end: dayAfter(last),
    allDay: true,
    url: null,
    borderColor: colours[0]!,
    backgroundColor: colours[1]!,
    textColor: colours[2]!,
    layer: '',
    editable: false,
    shared: true,
  }) satisfies CalendarEvent;

/**
 * The user's own days off (their list's, with the optional ones they chose); the default list for
 * accounts without an employee record, or without a user.
 */
export async function holidayEvents(
  db: DbOrTx,
  user: Pick<AuthUser, 'id'> | null,
  range: CalendarRange,
): Promise<CalendarEvent[]> {
  const from = isoDay(range.start);
  const to = isoDay(range.end);
  const employee = user ? await employeeOfUser(db, user.id) : null;
  const rows = employee
    ? ((await personalHolidays(db, [employee], from, to)).get(employee.id) ?? [])
    : await holidaysBetween(db, from, to);
  return rows.map((h) =>
    allDay(`holidays-${h.id}`, h.name, h.date, h.date, ['#b45309', '#fef3c7', '#78350f']),
  );
}

export function approvedLeaveEvents(db: Db, _user: unknown, range: CalendarRange): Promise<CalendarEvent[]> {
  return leaveEvents(db, range);
}

/** Approved leave as all-day events, of everyone or (given `managerEmployeeId`) one manager's reports. */
export async function leaveEvents(
  db: DbOrTx,
  range: CalendarRange,
  managerEmployeeId?: number,
): Promise<CalendarEvent[]> {
  const rows = await db
    .select({
      id: leaveRequests.id,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
      name: employees.fullName,
    })
    .from(leaveRequests)
    .innerJoin(employees, eq(employees.id, leaveRequests.employeeId))
    .where(
      and(
        eq(leaveRequests.status, 'approved'),
        lte(leaveRequests.startDate, isoDay(range.end)),
        gte(leaveRequests.endDate, isoDay(range.start)),
        managerEmployeeId === undefined ? undefined : eq(employees.managerId, managerEmployeeId),
      ),
    )
    .orderBy(asc(leaveRequests.startDate), asc(leaveRequests.id));
  return rows.map((l) =>
    allDay(`leave-${l.id}`, `${l.name}: on leave`, l.startDate, l.endDate, ['#0e7490', '#cffafe', '#164e63']),
  );
}

export const holidayLayer: CalendarLayerProvider = {
  key: 'holidays',
  label: 'Holidays',
  roles: 'authenticated',
  events: holidayEvents,
};

export const leaveLayer: CalendarLayerProvider = {
  key: 'leave',
  label: 'Approved leave',
  roles: 'authenticated',
  events: approvedLeaveEvents,
};
