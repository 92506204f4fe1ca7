/** India's financial year runs April to March; dates are read in Asia/Kolkata (UTC+5:30, no DST). */

const IST_OFFSET_MS = 330 * 60_000;

/** 2026-04-01 00:00 IST → '2026-27'; 2027-03-31 23:59 IST → '2026-27'. */
export function financialYear(at: Date): string {
  const time = at.getTime();
  if (Number.isNaN(time)) throw new RangeError('financialYear needs a valid date.');
  const ist = new Date(time + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
