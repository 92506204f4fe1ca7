import { addDays, formatDate } from '@managewell/api/contract';

/** Calendar dates as ISO strings (yyyy-mm-dd) in India's time (Asia/Kolkata, UTC+5:30, no DST). */

const IST_OFFSET_MS = 330 * 60_000;

/** The date in India at `at` (ms since the epoch). */
export function istDate(at: number | Date = Date.now()): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes since midnight in India at `at`. */
export function istMinutes(at: number | Date): number {
  const ms = (typeof at === 'number' ? at : at.getTime()) + IST_OFFSET_MS;
  const d = new Date(ms);
  return d.getUTCHours() * 60 + d.getUTCMinutes();
}

/** The instant of `hh:mm` India time on `date`. */
export function istInstant(date: string, minutes: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS + minutes * 60_000);
}

export { addDays };

/** The earlier / later of two ISO dates (they compare as text; Math.min would give NaN). */
export const earlierDate = (a: string, b: string): string => (a < b ? a : b);
export const laterDate = (a: string, b: string): string => (a > b ? a : b);

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** 'yyyy-mm' → its first and last dates. */
export function monthRange(month: string): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { first: `${month}-01`, last };
}

/** The Monday of the week of `date`. */
export function mondayOf(date: string): string {
  return addDays(date, -((weekday(date) + 6) % 7));
}

/** "2 Dec 2026", or "2 Dec 2026 to 4 Dec 2026": a span of days as people read it. */
export function dateRange(from: string, to: string): string {
  return from === to ? formatDate(from) : `${formatDate(from)} to ${formatDate(to)}`;
}
