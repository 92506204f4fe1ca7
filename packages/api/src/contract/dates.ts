// Calendar checks without zod, so list-values.ts (read by pages that do not load zod) shares them.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a yyyy-mm-dd string is a real calendar date (not 2026-13-45, 2026-02-29 or year 0000). */
export function isRealDate(date: string): boolean {
  // PostgreSQL's calendar has no year 0 (1 BC comes before 1 AD): it would refuse the value.
  if (!ISO_DATE.test(date) || date.startsWith('0000')) return false;
  const time = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date;
}
