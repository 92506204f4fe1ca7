// Dates and times in India's clock (Asia/Kolkata, UTC+05:30 all year, no daylight saving), without
// zod: the one formatter the product shows dates with, and the wall-clock helpers pickers and the
// server share, so a time picked in a browser set to another zone still means the same instant.

/** Minutes Asia/Kolkata is ahead of UTC. */
export const KOLKATA_OFFSET_MINUTES = 330;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The instant of an Asia/Kolkata wall-clock time "YYYY-MM-DDTHH:MM". */
export function kolkataToIso(local: string): string {
  return new Date(`${local}:00+05:30`).toISOString();
}

/** An instant as the Asia/Kolkata wall clock "YYYY-MM-DDTHH:MM". */
export function isoToKolkata(iso: string | Date): string {
  const shifted = new Date(new Date(iso).getTime() + KOLKATA_OFFSET_MINUTES * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** The wall clock in India now, "YYYY-MM-DDTHH:MM". */
export function nowInKolkata(now: Date = new Date()): string {
  return isoToKolkata(now);
}

/** Today's date in India, "YYYY-MM-DD" (after 18:30 UTC it is already tomorrow there). */
export function todayInKolkata(now: Date = new Date()): string {
  return nowInKolkata(now).slice(0, 10);
}

/** A 'YYYY-MM-DD' date plus whole days (negative goes back). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** True when an Asia/Kolkata wall-clock time ("YYYY-MM-DDTHH:MM") is before the current minute. */
export function isPastInKolkata(local: string, now: Date = new Date()): boolean {
  return local < nowInKolkata(now);
}

export const PAST_FOLLOW_UP_MESSAGE = 'The follow-up cannot be in the past.';

/** Splits an ISO calendar date ("2026-11-27") or an instant (shown in India's clock). */
function kolkataParts(value: string | Date) {
  const calendarDate = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const wall = calendarDate ? `${value}T00:00` : isoToKolkata(value);
  return {
    year: wall.slice(0, 4),
    month: MONTHS[Number(wall.slice(5, 7)) - 1]!,
    day: String(Number(wall.slice(8, 10))),
    hour: Number(wall.slice(11, 13)),
    minute: wall.slice(14, 16),
  };
}

/** "27 Nov 2026": a calendar date as is, an instant on India's calendar; '—' when there is none. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value || Number.isNaN(new Date(value).getTime())) return '—';
  const p = kolkataParts(value);
  return `${p.day} ${p.month} ${p.year}`;
}

/** "27 Nov 2026, 4:14 pm IST": an instant in India's clock, whatever the browser's zone. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value || Number.isNaN(new Date(value).getTime())) return '—';
  const p = kolkataParts(value);
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${p.day} ${p.month} ${p.year}, ${hour12}:${p.minute} ${p.hour < 12 ? 'am' : 'pm'} IST`;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a yyyy-mm-dd string is a real calendar date (not 2026-13-45, 2026-02-29 or year 0000). */
export function isRealDate(date: string): boolean {
  // PostgreSQL's calendar has no year 0 (1 BC comes before 1 AD): it would refuse the value.
  if (!ISO_DATE.test(date) || date.startsWith('0000')) return false;
  const time = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date;
}
