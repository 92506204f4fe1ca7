/**
 * Income-tax rules on salary, as data, one entry per tax year (the financial year April–March).
 *
 * Amounts here are in rupees, as the Act and the Finance Acts print them; the calculator
 * (income-tax.ts) works in paise. To add a year, copy the last entry, change what the Finance Act
 * changed, and add a worked example to income-tax.test.ts.
 *
 * Sources checked for FY 2026-27 (see docs/decisions/0051-income-tax-on-salary.md):
 * - Union Budget 2026-27 (1 Feb 2026) kept both regimes' slabs and rates unchanged; the
 *   Income-tax Act, 2025 applies from 1 April 2026, salary TDS under its section 392
 *   (htsyndication.com "Budget 2026 replaces 1961 tax act", outlookmoney.com "income tax slabs
 *   under the new tax law", inshorts.com, bharattax.co/income-tax/act-2025/section/392).
 * - New regime slabs 0–4 L nil … above 24 L 30 %, standard deduction ₹75,000, rebate up to
 *   ₹60,000 for total income up to ₹12 L with marginal relief (taxassistant.org, cleartax.in
 *   marginal-relief-surcharge, fincalc-blog.in marginal relief above 12 lakh).
 * - Old regime: 2.5 L / 5 L / 10 L slabs, standard deduction ₹50,000, rebate up to ₹12,500 for
 *   income up to ₹5 L (livemint.com Budget 2024 standard deduction, trak.in, financecalc.app).
 * - Surcharge 10 % above ₹50 L, 15 % above ₹1 Cr, 25 % above ₹2 Cr, 37 % above ₹5 Cr (new regime
 *   capped at 25 %), marginal relief on it; 4 % health and education cess on tax plus surcharge
 *   (cleartax.in, paytax.net.in, jjknowledgebase.com).
 * - HRA: least of HRA received, rent less 10 % of basic, 50 % (metro) or 40 % of basic; the
 *   draft Income-tax Rules, 2026 (rule 279) count Bengaluru, Hyderabad, Pune and Ahmedabad as
 *   metros besides Delhi, Mumbai, Kolkata and Chennai (financialexpress.com, angelone.in).
 */

export type TaxRegime = 'new' | 'old';
export const TAX_REGIMES: readonly TaxRegime[] = ['new', 'old'];

/** Income above `from` rupees (up to the next slab's `from`) is taxed at `rate`. */
export interface TaxSlab {
  from: number;
  rate: number;
}

/** Surcharge at `rate` of the tax once total income is above `above` rupees. */
export interface SurchargeBand {
  above: number;
  rate: number;
}

export interface RegimeRules {
  slabs: TaxSlab[];
  standardDeduction: number;
  /** The section 87A rebate: tax up to `max` is remitted while total income ≤ `incomeUpTo`. */
  rebate: { incomeUpTo: number; max: number; marginalRelief: boolean };
  surcharge: SurchargeBand[];
  /** Whether exemptions (HRA, LTA) and Chapter VI-A deductions (80C, 80D, 80CCD(1B), home-loan interest) count. */
  allowsDeductions: boolean;
}

/** Yearly caps of the deductions an employee may declare (old regime), in rupees. */
export interface DeductionLimits {
  section80C: number;
  /** Health insurance for self, spouse and children. */
  section80D: number;
  /** Health insurance for parents: the higher figure when a parent is a senior citizen. */
  section80DParents: number;
  section80DParentsSenior: number;
  section80CCD1B: number;
  /** Interest on a loan for a self-occupied house. */
  homeLoanInterest: number;
  /** Professional tax paid is deductible from salary up to this much. */
  professionalTax: number;
}

export interface TaxYearRules {
  /** 'YYYY-YY', e.g. '2026-27'. */
  year: string;
  /** The law and section the deduction is made under, printed on payslips and certificates. */
  law: string;
  cessRate: number;
  regimes: Record<TaxRegime, RegimeRules>;
  limits: DeductionLimits;
  hra: { metroShare: number; otherShare: number; rentLessShareOfBasic: number; metroCities: string[] };
}

const NEW_REGIME_FROM_FY_2025_26: RegimeRules = {
  slabs: [
    { from: 0, rate: 0 },
    { from: 4_00_000, rate: 0.05 },
    { from: 8_00_000, rate: 0.1 },
    { from: 12_00_000, rate: 0.15 },
    { from: 16_00_000, rate: 0.2 },
    { from: 20_00_000, rate: 0.25 },
    { from: 24_00_000, rate: 0.3 },
  ],
  standardDeduction: 75_000,
  rebate: { incomeUpTo: 12_00_000, max: 60_000, marginalRelief: true },
  surcharge: [
    { above: 50_00_000, rate: 0.1 },
    { above: 1_00_00_000, rate: 0.15 },
    { above: 2_00_00_000, rate: 0.25 },
  ],
  allowsDeductions: false,
};

const OLD_REGIME: RegimeRules = {
  slabs: [
    { from: 0, rate: 0 },
    { from: 2_50_000, rate: 0.05 },
    { from: 5_00_000, rate: 0.2 },
    { from: 10_00_000, rate: 0.3 },
  ],
  standardDeduction: 50_000,
  rebate: { incomeUpTo: 5_00_000, max: 12_500, marginalRelief: false },
  surcharge: [
    { above: 50_00_000, rate: 0.1 },
    { above: 1_00_00_000, rate: 0.15 },
    { above: 2_00_00_000, rate: 0.25 },
    { above: 5_00_00_000, rate: 0.37 },
  ],
  allowsDeductions: true,
};

const LIMITS: DeductionLimits = {
  section80C: 1_50_000,
  section80D: 25_000,
  section80DParents: 25_000,
  section80DParentsSenior: 50_000,
  section80CCD1B: 50_000,
  homeLoanInterest: 2_00_000,
  professionalTax: 2_500,
};

const HRA_FOUR_METROS = { metroShare: 0.5, otherShare: 0.4, rentLessShareOfBasic: 0.1 };

export const TAX_YEARS: Record<string, TaxYearRules> = {
  '2025-26': {
    year: '2025-26',
    law: 'Income-tax Act, 1961, section 192',
    cessRate: 0.04,
    regimes: { new: NEW_REGIME_FROM_FY_2025_26, old: OLD_REGIME },
    limits: LIMITS,
    hra: { ...HRA_FOUR_METROS, metroCities: ['Delhi', 'Mumbai', 'Kolkata', 'Chennai'] },
  },
  // The first tax year under the Income-tax Act, 2025: Budget 2026 kept the rates of FY 2025-26.
  '2026-27': {
    year: '2026-27',
    law: 'Income-tax Act, 2025, section 392',
    cessRate: 0.04,
    regimes: { new: NEW_REGIME_FROM_FY_2025_26, old: OLD_REGIME },
    limits: LIMITS,
    hra: {
      ...HRA_FOUR_METROS,
      metroCities: ['Delhi', 'Mumbai', 'Kolkata', 'Chennai', 'Bengaluru', 'Hyderabad', 'Pune', 'Ahmedabad'],
    },
  },
};

/** The tax year ('2026-27') a payroll month ('2026-11') falls in: April starts the year. */
export function taxYearOf(month: string): string {
  const year = Number(month.slice(0, 4));
  const start = Number(month.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The months of a tax year, April first: ['2026-04', …, '2027-03']. */
export function monthsOfTaxYear(taxYear: string): string[] {
  const start = Number(taxYear.slice(0, 4));
  return Array.from({ length: 12 }, (_, i) => {
    const m = ((3 + i) % 12) + 1;
    return `${m >= 4 ? start : start + 1}-${String(m).padStart(2, '0')}`;
  });
}

export function taxRulesFor(taxYear: string): TaxYearRules | undefined {
  return TAX_YEARS[taxYear];
}
