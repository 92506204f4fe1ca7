import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { allOn } from '../../platform/db';
import {
  employees,
  leaveRequests,
  leaveTypes,
  leaveWithoutPayDays,
  monthRange,
  overtimeRequests,
} from '../hr';

/** What a month's attendance records give payroll for one employee. */
export interface AttendanceInputs {
  /** Leave without pay, in days (halves allowed). */
  lopDays: number;
  /** Approved overtime hours. */
  overtimeHours: number;
}

/**
 * Loss of pay and overtime for each employee in a month, from the HR records: approved overtime in
 * one grouped query; unpaid leave counted by hr/leave.ts leaveWithoutPayDays (working days, holidays
 * left out, each by their own holiday list) for just the people who have approved unpaid leave that month.
 */
export async function attendanceInputs(
  db: DbOrTx,
  employeeIds: number[],
  month: string,
): Promise<Map<number, AttendanceInputs>> {
  const result = new Map(employeeIds.map((id) => [id, { lopDays: 0, overtimeHours: 0 }]));
  if (employeeIds.length === 0) return result;
  const { first, last } = monthRange(month);
  const [overtime, unpaid] = await allOn(db, [
    () =>
      db
        .select({
          employeeId: overtimeRequests.employeeId,
          hours: sql<number>`coalesce(sum(${overtimeRequests.hours}), 0)`.mapWith(Number),
        })
        .from(overtimeRequests)
        .where(
          and(
            inArray(overtimeRequests.employeeId, employeeIds),
            eq(overtimeRequests.status, 'approved'),
            gte(overtimeRequests.date, first),
            lte(overtimeRequests.date, last),
          ),
        )
        .groupBy(overtimeRequests.employeeId),
    () =>
      db
        .selectDistinct({
          id: leaveRequests.employeeId,
          workState: employees.workState,
          workLocation: employees.workLocation,
        })
        .from(leaveRequests)
        .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
        .innerJoin(employees, eq(employees.id, leaveRequests.employeeId))
        .where(
          and(
            inArray(leaveRequests.employeeId, employeeIds),
            eq(leaveRequests.status, 'approved'),
            eq(leaveTypes.paid, false),
            lte(leaveRequests.startDate, last),
            gte(leaveRequests.endDate, first),
          ),
        ),
  ]);
  for (const row of overtime) result.get(row.employeeId)!.overtimeHours = row.hours;
  for (const person of unpaid) {
    result.get(person.id)!.lopDays = await leaveWithoutPayDays(db, person, month);
  }
  return result;
}
