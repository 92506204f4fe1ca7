/**
 * Full-and-final settlement rules: pure functions on paise integers and 'YYYY-MM-DD' dates.
 */

const RUPEE = 100;

/** Gratuity is paid after five completed years of service (Payment of Gratuity Act s.4(1)). */
export const GRATUITY_MIN_YEARS = 5;
/** The statutory ceiling on gratuity: ₹20,00,000. */
export const GRATUITY_CEILING = 20_00_000 * RUPEE;
/** Earned leave is encashed at basic ÷ 26 a day unless HR sets another divisor (30 is common too). */
export const DEFAULT_ENCASHMENT_DIVISOR = 26;
/** Unserved notice is recovered at the monthly gross ÷ 30 a day. */
export const NOTICE_RECOVERY_DIVISOR = 30;

export interface ServiceLength {
  years: number;
  months: number;
  days: number;
}

const parts = (date: string) => date.split('-').map(Number) as [number, number, number];
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * Completed service from the joining date to the last working day, both days counted (joined
 * 1 Jan 2020, last day 31 Dec 2024 → 5 years exactly).
 */
export function serviceLength(dateOfJoining: string, lastWorkingDay: string): ServiceLength {
  if (lastWorkingDay < dateOfJoining) return { years: 0, months: 0, days: 0 };
  const [y1, m1, d1] = parts(dateOfJoining);
  const end = new Date(`${lastWorkingDay}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  let y = end.getUTCFullYear() - y1;
  let m = end.getUTCMonth() + 1 - m1;
  let d = end.getUTCDate() - d1;
  if (d < 0) {
    m -= 1;
    const prevMonth = end.getUTCMonth() === 0 ? 12 : end.getUTCMonth();
    const prevYear = end.getUTCMonth() === 0 ? end.getUTCFullYear() - 1 : end.getUTCFullYear();
    d += daysInMonth(prevYear, prevMonth);
  }
  if (m < 0) {
    y -= 1;
    m += 12;
  }
  return { years: y, months: m, days: d };
}

export interface Gratuity {
  eligible: boolean;
  /** Years the amount is worked out on: completed years, one more when the rest is over six months. */
  years: number;
  amount: number;
  capped: boolean;
}

/** 15/26 × the last monthly basic × the years of service, for five or more completed years. */
export function gratuity(monthlyBasic: number, service: ServiceLength): Gratuity {
  if (service.years < GRATUITY_MIN_YEARS) return { eligible: false, years: 0, amount: 0, capped: false };
  const overSixMonths = service.months > 6 || (service.months === 6 && service.days > 0);
  const years = service.years + (overSixMonths ? 1 : 0);
  const amount = Math.round((15 * monthlyBasic * years) / 26);
  return {
    eligible: true,
    years,
    amount: Math.min(amount, GRATUITY_CEILING),
    capped: amount > GRATUITY_CEILING,
  };
}

/** Earned leave days × basic ÷ divisor, to the paisa (half days allowed; nothing for a negative balance). */
export function leaveEncashment(
  days: number,
  monthlyBasic: number,
  divisor = DEFAULT_ENCASHMENT_DIVISOR,
): number {
  if (days <= 0 || divisor <= 0) return 0;
  return Math.round((days * monthlyBasic) / divisor);
}

/** Notice days not served × the monthly gross ÷ 30, unless HR waives it. */
export function noticeRecovery(shortfallDays: number, monthlyGross: number, waived: boolean): number {
  if (waived || shortfallDays <= 0) return 0;
  return Math.round((shortfallDays * monthlyGross) / NOTICE_RECOVERY_DIVISOR);
}

export interface SettlementLine {
  label: string;
  amount: number;
}

/** What is paid and what is recovered, and the net (negative when the person owes the company). */
export function settlementTotals(earnings: SettlementLine[], deductions: SettlementLine[]) {
  const sum = (lines: SettlementLine[]) => lines.reduce((t, l) => t + l.amount, 0);
  const totalEarnings = sum(earnings);
  const totalDeductions = sum(deductions);
  return { totalEarnings, totalDeductions, netPayable: totalEarnings - totalDeductions };
}
