const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * '2026-03-12' or '2026-03-12T10:00:00Z' → '12 March 2026'. Reads the calendar date from the
 * ISO text itself (no time zone, no locale data), so server and browser render the same string.
 * Returns '' for text that is not an ISO date.
 */
export function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso.trim());
  if (!match) return '';
  const [, year, month, day] = match;
  const monthName = MONTHS[Number(month) - 1];
  const dayNumber = Number(day);
  if (!monthName || dayNumber < 1 || dayNumber > 31) return '';
  return `${dayNumber} ${monthName} ${year}`;
}
