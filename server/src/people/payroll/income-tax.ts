/**
 * Income tax on salary and the month's TDS: pure functions on paise integers.
 *
 * The employer estimates the year's salary income, works out the year's tax under the regime the
 * employee chose, and spreads what is still unpaid over the months left, so that by March the tax
 * deducted equals the tax due. Amounts are in paise; the year's tax and each month's deduction are
 * whole rupees, as the TDS return takes them.
 */
import type { TaxDeclarationFields } from '@managewell/api/contract';
import type { RegimeRules, TaxRegime, TaxYearRules } from './tax-rules';

const RUPEE = 100;
const toRupee = (paise: number) => Math.round(paise / RUPEE) * RUPEE;
/** Total income is rounded to the nearest ₹10 before tax is worked out (s.288A practice). */
const toTenRupees = (paise: number) => Math.round(paise / (10 * RUPEE)) * 10 * RUPEE;
const paise = (rupees: number) => rupees * RUPEE;

/** What an employee declares for the year that reduces the tax (paise, yearly); only the old regime uses it. */
export type TaxDeclaration = Omit<
  TaxDeclarationFields,
  'regime' | 'previousEmployerIncome' | 'previousEmployerTds'
>;

export const NO_DECLARATION: TaxDeclaration = {
  section80C: 0,
  section80D: 0,
  section80DParents: 0,
  parentsSenior: false,
  section80CCD1B: 0,
  homeLoanInterest: 0,
  rentPaid: 0,
  metroCity: false,
  lta: 0,
};

/** What payroll needs of each employee's declaration for a tax year. */
export interface PayrollDeclaration {
  regime: TaxRegime;
  declaration: TaxDeclaration;
  previousEmployer: { income: number; tds: number };
}

/** The income tax part of a payslip (paise). */
export interface PayslipIncomeTax {
  taxYear: string;
  law: string;
  regime: TaxRegime;
  /** The year's salary from this employer as projected this month (plus a previous employer's, if declared). */
  projectedGross: number;
  projectedTaxable: number;
  annualTax: number;
  /** Deducted before this month: by this employer this year and by a previous employer. */
  deductedBefore: number;
  monthsLeft: number;
  /** Deducted this month. */
  tds: number;
  /** This employer's salary this tax year up to and including this month. */
  ytdGross: number;
  /** Tax deducted by this employer this tax year up to and including this month. */
  ytdTds: number;
}

export interface AnnualTaxInput {
  rules: TaxYearRules;
  regime: TaxRegime;
  /** This employer's salary for the whole year: earned so far plus the rest projected (paise). */
  salary: { gross: number; basic: number; hra: number };
  /** The employee's EPF for the year (counts under 80C in the old regime). */
  employeeEpf: number;
  /** Professional tax for the year (deductible from salary in the old regime). */
  professionalTax: number;
  declaration: TaxDeclaration;
  /** Salary from a previous employer this year, as declared by the employee. */
  previousEmployer: { income: number; tds: number };
}

export interface AnnualTax {
  regime: TaxRegime;
  grossSalary: number;
  standardDeduction: number;
  exemptions: { hra: number; lta: number };
  deductions: {
    professionalTax: number;
    section80C: number;
    section80D: number;
    section80CCD1B: number;
    homeLoanInterest: number;
  };
  taxableIncome: number;
  slabTax: number;
  rebate: number;
  surcharge: number;
  cess: number;
  /** Slab tax less rebate, plus surcharge and cess: whole rupees. */
  totalTax: number;
}

/** Tax on `income` (paise) by the regime's slabs, to the paisa. */
export function slabTax(slabs: RegimeRules['slabs'], income: number): number {
  let tax = 0;
  slabs.forEach((slab, i) => {
    const from = paise(slab.from);
    const next = slabs[i + 1];
    const to = next ? paise(next.from) : Number.POSITIVE_INFINITY;
    if (income > from) tax += (Math.min(income, to) - from) * slab.rate;
  });
  return Math.round(tax);
}

/** The rebate: all the tax up to its cap while income is within the limit; with marginal relief, the tax above the excess income. */
export function rebate(rules: RegimeRules['rebate'], income: number, tax: number): number {
  const limit = paise(rules.incomeUpTo);
  if (income <= limit) return Math.min(tax, paise(rules.max));
  if (!rules.marginalRelief) return 0;
  return Math.max(0, tax - (income - limit));
}

/**
 * Surcharge on the tax at the band the income falls in, with marginal relief: tax plus surcharge
 * may exceed the tax plus surcharge at the band's threshold by no more than the income above it.
 */
export function surcharge(regime: RegimeRules, income: number, taxAfterRebate: number): number {
  const band = [...regime.surcharge].reverse().find((b) => income > paise(b.above));
  if (!band) return 0;
  const full = Math.round(taxAfterRebate * band.rate);
  const threshold = paise(band.above);
  const atThreshold = slabTax(regime.slabs, threshold);
  const lower = [...regime.surcharge].reverse().find((b) => threshold > paise(b.above));
  const atThresholdTotal = atThreshold + Math.round(atThreshold * (lower?.rate ?? 0));
  const capped = atThresholdTotal + (income - threshold) - taxAfterRebate;
  return Math.max(0, Math.min(full, capped));
}

/** HRA exempt: the least of HRA received, rent less 10 % of basic, and 50 % (metro) or 40 % of basic. */
export function hraExemption(
  rules: TaxYearRules['hra'],
  salary: { basic: number; hra: number },
  rentPaid: number,
  metroCity: boolean,
): number {
  if (rentPaid <= 0 || salary.hra <= 0) return 0;
  const share = metroCity ? rules.metroShare : rules.otherShare;
  return Math.max(
    0,
    Math.min(
      salary.hra,
      Math.round(rentPaid - salary.basic * rules.rentLessShareOfBasic),
      Math.round(salary.basic * share),
    ),
  );
}

/** The year's tax on salary under the chosen regime. */
export function annualTax(input: AnnualTaxInput): AnnualTax {
  const { rules, regime: regimeName, declaration: d } = input;
  const regime = rules.regimes[regimeName];
  const grossSalary = input.salary.gross + input.previousEmployer.income;
  const standardDeduction = Math.min(grossSalary, paise(regime.standardDeduction));
  const none = { professionalTax: 0, section80C: 0, section80D: 0, section80CCD1B: 0, homeLoanInterest: 0 };
  let exemptions = { hra: 0, lta: 0 };
  let deductions = none;
  if (regime.allowsDeductions) {
    const l = rules.limits;
    const cap = (amount: number, limit: number) => Math.min(Math.max(0, amount), paise(limit));
    // LTA is paid out of the other allowances, so no more of it can be exempt than they come to.
    const otherAllowances = Math.max(0, input.salary.gross - input.salary.basic - input.salary.hra);
    exemptions = {
      hra: hraExemption(rules.hra, input.salary, d.rentPaid, d.metroCity),
      lta: Math.min(Math.max(0, d.lta), otherAllowances),
    };
    deductions = {
      professionalTax: cap(input.professionalTax, l.professionalTax),
      section80C: cap(d.section80C + input.employeeEpf, l.section80C),
      section80D:
        cap(d.section80D, l.section80D) +
        cap(d.section80DParents, d.parentsSenior ? l.section80DParentsSenior : l.section80DParents),
      section80CCD1B: cap(d.section80CCD1B, l.section80CCD1B),
      homeLoanInterest: cap(d.homeLoanInterest, l.homeLoanInterest),
    };
  }
  const reductions =
    standardDeduction +
    exemptions.hra +
    exemptions.lta +
    Object.values(deductions).reduce((t, v) => t + v, 0);
  const taxableIncome = toTenRupees(Math.max(0, grossSalary - reductions));
  const tax = slabTax(regime.slabs, taxableIncome);
  const relief = rebate(regime.rebate, taxableIncome, tax);
  const afterRebate = tax - relief;
  const extra = surcharge(regime, taxableIncome, afterRebate);
  const cess = Math.round((afterRebate + extra) * rules.cessRate);
  return {
    regime: regimeName,
    grossSalary,
    standardDeduction,
    exemptions,
    deductions,
    taxableIncome,
    slabTax: tax,
    rebate: relief,
    surcharge: extra,
    cess,
    totalTax: toRupee(afterRebate + extra + cess),
  };
}

/**
 * This month's TDS: the year's tax not yet deducted (by this employer in earlier months or by the
 * previous employer), spread evenly over the months left including this one, in whole rupees.
 */
export function monthlyTds(totalTax: number, deductedSoFar: number, monthsLeft: number): number {
  const unpaid = totalTax - deductedSoFar;
  if (unpaid <= 0) return 0;
  return toRupee(unpaid / Math.max(1, monthsLeft));
}
