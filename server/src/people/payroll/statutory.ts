/**
 * Indian statutory payroll maths: pure functions on paise integers.
 *
 * Every amount is in paise (₹1 = 100). Statutory contributions are whole rupees, as the EPFO
 * electronic challan and the ESIC portal take them: EPF rounds to the nearest rupee, ESI rounds up
 * to the next rupee, professional tax is a slab amount in rupees.
 */

import type { PayslipIncomeTax } from './income-tax';

const RUPEE = 100;

/** EPF wage ceiling: contributions are worked out on at most ₹15,000 of basic a month. */
export const EPF_WAGE_CEILING = 15_000 * RUPEE;
/** Employee EPF: 12 % of PF wages. The employer pays 12 % too: 8.33 % to EPS, the rest (3.67 %) to EPF. */
export const EPF_EMPLOYEE_RATE = 0.12;
export const EPF_EMPLOYER_RATE = 0.12;
export const EPS_RATE = 0.0833;
/** ESI applies while the monthly gross is at most ₹21,000. */
export const ESI_GROSS_LIMIT = 21_000 * RUPEE;
export const ESI_EMPLOYEE_RATE = 0.0075;
export const ESI_EMPLOYER_RATE = 0.0325;
/** Overtime is paid at twice the ordinary hourly rate: basic ÷ (26 days × 8 hours) (Factories Act s.59). */
export const OVERTIME_MULTIPLIER = 2;
export const OVERTIME_DAYS_PER_MONTH = 26;
export const OVERTIME_HOURS_PER_DAY = 8;

const roundRupee = (paise: number) => Math.round(paise / RUPEE) * RUPEE;
const ceilRupee = (paise: number) => Math.ceil(Math.round(paise) / RUPEE) * RUPEE;

export interface EpfContribution {
  /** The basic on which contributions were worked out (at most the ceiling). */
  pfWages: number;
  employee: number;
  /** Employer share to the pension scheme (8.33 % of the capped wages: at most ₹1,250). */
  employerEps: number;
  /** Employer share to EPF: the employer's 12 % less the EPS part (3.67 %). */
  employerEpf: number;
}

/** EPF on the basic earned this month (after loss of pay), capped at the wage ceiling. */
export function epf(basicEarned: number): EpfContribution {
  const pfWages = Math.min(Math.max(0, basicEarned), EPF_WAGE_CEILING);
  const employee = roundRupee(pfWages * EPF_EMPLOYEE_RATE);
  const employerTotal = roundRupee(pfWages * EPF_EMPLOYER_RATE);
  const employerEps = roundRupee(pfWages * EPS_RATE);
  return { pfWages, employee, employerEps, employerEpf: employerTotal - employerEps };
}

export interface EsiContribution {
  applies: boolean;
  employee: number;
  employer: number;
}

/**
 * ESI: the employee is covered when the monthly gross of their salary structure is at most ₹21,000;
 * contributions are on the gross actually earned this month, rounded up to the next rupee.
 */
export function esi(structureGross: number, grossEarned: number): EsiContribution {
  if (structureGross > ESI_GROSS_LIMIT || grossEarned <= 0)
    return { applies: false, employee: 0, employer: 0 };
  return {
    applies: true,
    employee: ceilRupee(grossEarned * ESI_EMPLOYEE_RATE),
    employer: ceilRupee(grossEarned * ESI_EMPLOYER_RATE),
  };
}

/** A slab: gross up to `upTo` rupees (inclusive; null = no upper bound) pays `monthly` rupees. */
interface Slab {
  upTo: number | null;
  monthly: number;
}

interface MonthlyPtRule {
  kind: 'monthly';
  slabs: Slab[];
  /** A different amount in February (to reach the yearly total), per slab amount. */
  february?: Record<number, number>;
}

/** Tamil Nadu: a half-yearly tax on the half-year's income, deducted in September and March. */
interface HalfYearlyPtRule {
  kind: 'half-yearly';
  slabs: Slab[];
  months: number[];
}

type PtRule = MonthlyPtRule | HalfYearlyPtRule;

/** Professional tax by work state (slabs in rupees of monthly gross; amounts in rupees). */
export const PROFESSIONAL_TAX: Record<string, PtRule> = {
  // Maharashtra Profession Tax Act: ₹175 up to ₹10,000; ₹200 above, ₹300 in February (₹2,500 a year).
  Maharashtra: {
    kind: 'monthly',
    slabs: [
      { upTo: 7_500, monthly: 0 },
      { upTo: 10_000, monthly: 175 },
      { upTo: null, monthly: 200 },
    ],
    february: { 200: 300 },
  },
  // Karnataka (from April 2023): nothing below ₹25,000; ₹200 a month, ₹300 in February.
  Karnataka: {
    kind: 'monthly',
    slabs: [
      { upTo: 24_999, monthly: 0 },
      { upTo: null, monthly: 200 },
    ],
    february: { 200: 300 },
  },
  // Tamil Nadu (Chennai, 2024 revision): half-yearly income slabs.
  'Tamil Nadu': {
    kind: 'half-yearly',
    slabs: [
      { upTo: 21_000, monthly: 0 },
      { upTo: 30_000, monthly: 180 },
      { upTo: 45_000, monthly: 425 },
      { upTo: 60_000, monthly: 930 },
      { upTo: 75_000, monthly: 1_025 },
      { upTo: null, monthly: 1_250 },
    ],
    months: [9, 3],
  },
  'West Bengal': {
    kind: 'monthly',
    slabs: [
      { upTo: 10_000, monthly: 0 },
      { upTo: 15_000, monthly: 110 },
      { upTo: 25_000, monthly: 130 },
      { upTo: 40_000, monthly: 150 },
      { upTo: null, monthly: 200 },
    ],
  },
  Gujarat: {
    kind: 'monthly',
    slabs: [
      { upTo: 11_999, monthly: 0 },
      { upTo: null, monthly: 200 },
    ],
  },
  Telangana: {
    kind: 'monthly',
    slabs: [
      { upTo: 15_000, monthly: 0 },
      { upTo: 20_000, monthly: 150 },
      { upTo: null, monthly: 200 },
    ],
  },
};

export const PT_STATES = Object.keys(PROFESSIONAL_TAX);

function slabAmount(slabs: Slab[], grossRupees: number): number {
  for (const slab of slabs) if (slab.upTo === null || grossRupees <= slab.upTo) return slab.monthly;
  return 0;
}

/**
 * Professional tax for one month (paise) on the gross earned, by the work state; 0 for a state that
 * levies none. `month` is 1–12.
 */
export function professionalTax(
  state: string | null | undefined,
  grossEarned: number,
  month: number,
): number {
  const rule = state ? PROFESSIONAL_TAX[state] : undefined;
  if (!rule) return 0;
  const grossRupees = Math.floor(grossEarned / RUPEE);
  if (rule.kind === 'half-yearly') {
    if (!rule.months.includes(month)) return 0;
    return slabAmount(rule.slabs, grossRupees * 6) * RUPEE;
  }
  const amount = slabAmount(rule.slabs, grossRupees);
  const inFebruary = month === 2 ? rule.february?.[amount] : undefined;
  return (inFebruary ?? amount) * RUPEE;
}

/** A component prorated for loss of pay: amount × paid days ÷ days in the month, to the paisa. */
export function prorate(monthly: number, daysInMonth: number, lopDays: number): number {
  const lop = Math.min(Math.max(0, lopDays), daysInMonth);
  return Math.round((monthly * (daysInMonth - lop)) / daysInMonth);
}

/** Overtime pay: hours × 2 × basic ÷ (26 × 8), to the paisa. */
export function overtimePay(monthlyBasic: number, hours: number): number {
  if (hours <= 0) return 0;
  const hourly = monthlyBasic / (OVERTIME_DAYS_PER_MONTH * OVERTIME_HOURS_PER_DAY);
  return Math.round(hourly * OVERTIME_MULTIPLIER * hours);
}

/** A monthly salary structure in paise. */
export interface SalaryStructure {
  basic: number;
  hra: number;
  special: number;
  other: number;
}

export const structureGross = (s: SalaryStructure) => s.basic + s.hra + s.special + s.other;

/** Employer cost a month at full attendance: gross + employer EPF/EPS + employer ESI. */
export function monthlyCtc(s: SalaryStructure): number {
  const gross = structureGross(s);
  const pf = epf(s.basic);
  return gross + pf.employerEps + pf.employerEpf + esi(gross, gross).employer;
}

export interface PayslipInput {
  structure: SalaryStructure;
  /** 'YYYY-MM' */
  month: string;
  workState: string | null;
  lopDays: number;
  /** Days of the month before joining or after the last working day: unpaid, but not loss of pay. */
  daysNotEmployed?: number;
  overtimeHours: number;
}

export interface PayslipFigures {
  daysInMonth: number;
  lopDays: number;
  paidDays: number;
  overtimeHours: number;
  earnings: { basic: number; hra: number; special: number; other: number; overtime: number };
  grossEarned: number;
  deductions: { epf: number; esi: number; professionalTax: number };
  totalDeductions: number;
  netPay: number;
  employer: { eps: number; epf: number; esi: number };
  pfWages: number;
  esiApplies: boolean;
  /** One line per rule applied, printed on the payslip. */
  explanations: string[];
  /** The month's TDS and the year's tax as projected (absent on payslips made before income tax). */
  incomeTax?: PayslipIncomeTax;
}

export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

const RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
/** Rupees as the payslip's explanations print them: ₹1,234.5. */
export const rupees = (paise: number) => `₹${RUPEES.format(paise / RUPEE)}`;

/** One employee's payslip for one month. */
export function computePayslip(input: PayslipInput): PayslipFigures {
  const { structure: s, month } = input;
  const days = daysInMonth(month);
  const notEmployed = Math.min(Math.max(0, input.daysNotEmployed ?? 0), days);
  const lopDays = Math.min(Math.max(0, input.lopDays), days - notEmployed);
  const unpaid = notEmployed + lopDays;
  const earnings = {
    basic: prorate(s.basic, days, unpaid),
    hra: prorate(s.hra, days, unpaid),
    special: prorate(s.special, days, unpaid),
    other: prorate(s.other, days, unpaid),
    overtime: overtimePay(s.basic, input.overtimeHours),
  };
  const grossEarned = earnings.basic + earnings.hra + earnings.special + earnings.other + earnings.overtime;
  const pf = epf(earnings.basic);
  const gross = structureGross(s);
  const insurance = esi(gross, grossEarned);
  const monthNumber = Number(month.slice(5, 7));
  const pt = professionalTax(input.workState, grossEarned, monthNumber);
  const totalDeductions = pf.employee + insurance.employee + pt;
  const explanations = [
    `EPF: 12 % of ${rupees(pf.pfWages)} basic${earnings.basic > EPF_WAGE_CEILING ? ' (capped at the ₹15,000 wage ceiling)' : ''} = ${rupees(pf.employee)}; employer EPS 8.33 % = ${rupees(pf.employerEps)}, EPF 3.67 % = ${rupees(pf.employerEpf)}.`,
    insurance.applies
      ? `ESI: gross ${rupees(gross)} is at most ₹21,000: 0.75 % of ${rupees(grossEarned)} = ${rupees(insurance.employee)}; employer 3.25 % = ${rupees(insurance.employer)}.`
      : `ESI: not applicable (gross ${rupees(gross)} is above ₹21,000).`,
    pt > 0
      ? `Professional tax (${input.workState}): ${rupees(pt)}.`
      : `Professional tax: none${input.workState ? ` (${input.workState}${PROFESSIONAL_TAX[input.workState] ? ', below the slab or not due this month' : ' levies none'})` : ''}.`,
  ];
  if (notEmployed > 0) explanations.push(`Employed ${days - notEmployed} of ${days} days this month.`);
  if (lopDays > 0) explanations.push(`Loss of pay: ${lopDays} of ${days} days.`);
  if (earnings.overtime > 0)
    explanations.push(
      `Overtime: ${input.overtimeHours} h at twice basic ÷ 208 h = ${rupees(earnings.overtime)}.`,
    );
  return {
    daysInMonth: days,
    lopDays,
    paidDays: days - unpaid,
    overtimeHours: input.overtimeHours,
    earnings,
    grossEarned,
    deductions: { epf: pf.employee, esi: insurance.employee, professionalTax: pt },
    totalDeductions,
    netPay: grossEarned - totalDeductions,
    employer: { eps: pf.employerEps, epf: pf.employerEpf, esi: insurance.employer },
    pfWages: pf.pfWages,
    esiApplies: insurance.applies,
    explanations,
  };
}

/** 'July 2030': how payslips and their notices name a month. */
export const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
