/** Notice period maths on calendar dates ('YYYY-MM-DD', Asia/Kolkata). */

export const DEFAULT_NOTICE_DAYS = 30;

/** Today's date in India. */
export function todayInIndia(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);
}

export function addCalendarDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The expected last day: the notice period counted in calendar days from the day after the
 * resignation is submitted (submitted 1 March with 30 days' notice → 31 March).
 */
export function expectedLastDay(submittedOn: string, noticeDays: number): string {
  return addCalendarDays(submittedOn, Math.max(0, noticeDays));
}

/** Days of notice a proposed last day would leave unserved (0 when it is on or after the expected one). */
export function shortfallDays(proposedLastDay: string, expected: string): number {
  const diff =
    (Date.parse(`${expected}T00:00:00Z`) - Date.parse(`${proposedLastDay}T00:00:00Z`)) / 86_400_000;
  return Math.max(0, Math.round(diff));
}

/** When the account ends: the start (00:00 IST) of the day after the last working day. */
export function deactivationInstant(lastWorkingDay: string): Date {
  return new Date(`${addCalendarDays(lastWorkingDay, 1)}T00:00:00+05:30`);
}
