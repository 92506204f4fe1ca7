/**
 * The month's income tax on a payslip: the year's salary projected from the months already paid,
 * this month and the salary structure for the months left, taxed by the calculator, and the tax
 * not yet deducted spread over the months left. Pure: the payroll run gathers the inputs.
 */
import { annualTax, monthlyTds, type PayrollDeclaration, type PayslipIncomeTax } from './income-tax';
import {
  epf,
  type PayslipFigures,
  professionalTax,
  rupees,
  type SalaryStructure,
  structureGross,
} from './statutory';
import { monthsOfTaxYear, type TaxYearRules } from './tax-rules';

/** What this employer paid and deducted in the earlier months of the tax year. */
export interface TaxYearToDate {
  gross: number;
  basic: number;
  hra: number;
  epf: number;
  professionalTax: number;
  tds: number;
}

export const NOTHING_YET: TaxYearToDate = { gross: 0, basic: 0, hra: 0, epf: 0, professionalTax: 0, tds: 0 };

export interface PayslipTaxInput {
  rules: TaxYearRules;
  month: string;
  structure: SalaryStructure;
  workState: string | null;
  figures: PayslipFigures;
  toDate: TaxYearToDate;
  declaration: PayrollDeclaration;
}

export function payslipIncomeTax(input: PayslipTaxInput): PayslipIncomeTax {
  const { rules, month, structure: s, figures: f, toDate, declaration } = input;
  const months = monthsOfTaxYear(rules.year);
  const later = months.slice(months.indexOf(month) + 1);
  const fullGross = structureGross(s);
  const laterPt = later.reduce(
    (t, m) => t + professionalTax(input.workState, fullGross, Number(m.slice(5, 7))),
    0,
  );
  const salary = {
    gross: toDate.gross + f.grossEarned + fullGross * later.length,
    basic: toDate.basic + f.earnings.basic + s.basic * later.length,
    hra: toDate.hra + f.earnings.hra + s.hra * later.length,
  };
  const tax = annualTax({
    rules,
    regime: declaration.regime,
    salary,
    employeeEpf: toDate.epf + f.deductions.epf + epf(s.basic).employee * later.length,
    professionalTax: toDate.professionalTax + f.deductions.professionalTax + laterPt,
    declaration: declaration.declaration,
    previousEmployer: declaration.previousEmployer,
  });
  const deductedBefore = toDate.tds + declaration.previousEmployer.tds;
  const monthsLeft = later.length + 1;
  const tds = monthlyTds(tax.totalTax, deductedBefore, monthsLeft);
  return {
    taxYear: rules.year,
    law: rules.law,
    regime: declaration.regime,
    projectedGross: tax.grossSalary,
    projectedTaxable: tax.taxableIncome,
    annualTax: tax.totalTax,
    deductedBefore,
    monthsLeft,
    tds,
    ytdGross: toDate.gross + f.grossEarned,
    ytdTds: toDate.tds + tds,
  };
}

/** The payslip with its month's TDS deducted and explained. */
export function withIncomeTax(figures: PayslipFigures, tax: PayslipIncomeTax): PayslipFigures {
  const regime = tax.regime === 'new' ? 'new regime' : 'old regime';
  return {
    ...figures,
    incomeTax: tax,
    totalDeductions: figures.totalDeductions + tax.tds,
    netPay: figures.netPay - tax.tds,
    explanations: [
      ...figures.explanations,
      `Income tax (${tax.law}, ${regime}, tax year ${tax.taxYear}): projected taxable income ${rupees(tax.projectedTaxable)}, tax for the year ${rupees(tax.annualTax)} with cess; ${rupees(tax.deductedBefore)} already deducted, the rest over ${tax.monthsLeft} month${tax.monthsLeft === 1 ? '' : 's'}: ${rupees(tax.tds)} this month.`,
    ],
  };
}
