// Calendar checks without zod, so list-values.ts (read by pages that do not load zod) shares them.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a yyyy-mm-dd string is a real calendar date (not 2026-13-45 or 2026-02-29). */
export function isRealDate(date: string): boolean {
  if (!ISO_DATE.test(date)) return false;
  const time = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date;
}
