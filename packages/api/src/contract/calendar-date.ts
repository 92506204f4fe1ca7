/** A yyyy-mm-dd that names a real day (not 2026-02-30 or 2026-13-01). */
export function isCalendarDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
