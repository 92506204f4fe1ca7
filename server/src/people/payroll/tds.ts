import type { TdsRegisterPage } from '@managewell/api/contract';
import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import { allOn, type Db, type DbOrTx } from '../../platform/db';
import { type PayslipPageQuery, payslipPage } from './payslip-query';
import { NOTHING_YET, payslipIncomeTax, type TaxYearToDate, withIncomeTax } from './payslip-tax';
import { payslips } from './schema';
import type { PayslipFigures, SalaryStructure } from './statutory';
import { payrollDeclarations } from './tax-declarations';
import { monthsOfTaxYear, taxRulesFor, taxYearOf } from './tax-rules';

interface SlipToTax {
  employeeId: number;
  employee: { workState: string };
  structure: SalaryStructure;
  figures: PayslipFigures;
  totalDeductions: number;
  netPay: number;
}

/** What each employee was paid and deducted in the earlier months of the tax year, from their payslips. */
async function yearToDate(
  db: DbOrTx,
  employeeIds: number[],
  month: string,
): Promise<Map<number, TaxYearToDate>> {
  const first = monthsOfTaxYear(taxYearOf(month))[0]!;
  const result = new Map<number, TaxYearToDate>();
  if (employeeIds.length === 0 || first === month) return result;
  const rows = await db
    .select({ employeeId: payslips.employeeId, figures: payslips.figures })
    .from(payslips)
    .where(
      and(inArray(payslips.employeeId, employeeIds), gte(payslips.month, first), lt(payslips.month, month)),
    );
  for (const { employeeId, figures: f } of rows) {
    const t = result.get(employeeId) ?? { ...NOTHING_YET };
    t.gross += f.grossEarned;
    t.basic += f.earnings.basic;
    t.hra += f.earnings.hra;
    t.epf += f.deductions.epf;
    t.professionalTax += f.deductions.professionalTax;
    t.tds += f.incomeTax?.tds ?? 0;
    result.set(employeeId, t);
  }
  return result;
}

/** The month's payslips with each one's TDS deducted (by the tax year's rules and the employee's declaration). */
export async function withMonthTds<S extends SlipToTax>(db: DbOrTx, slips: S[], month: string): Promise<S[]> {
  const taxYear = taxYearOf(month);
  const rules = taxRulesFor(taxYear);
  const taxed = (slip: S, figures: PayslipFigures): S => ({
    ...slip,
    figures,
    totalDeductions: figures.totalDeductions,
    netPay: figures.netPay,
  });
  // A month outside every tax year with rules deducts no tax (docs/decisions/0049).
  if (!rules) return slips;
  const ids = slips.map((s) => s.employeeId);
  const [toDate, declarations] = await allOn(db, [
    () => yearToDate(db, ids, month),
    () => payrollDeclarations(db, ids, taxYear),
  ]);
  return slips.map((slip) => {
    const tax = payslipIncomeTax({
      rules,
      month,
      structure: slip.structure,
      workState: slip.employee.workState,
      figures: slip.figures,
      toDate: toDate.get(slip.employeeId) ?? NOTHING_YET,
      declaration: declarations.get(slip.employeeId)!,
    });
    return taxed(slip, withIncomeTax(slip.figures, tax));
  });
}

/** The month's TDS register: every payslip that deducted income tax (or could have), by employee code. */
export async function tdsRegister(db: Db, month: string, query: PayslipPageQuery): Promise<TdsRegisterPage> {
  const { rows, total, where } = await payslipPage(db, month, query, [
    sql`${payslips.figures} ? 'incomeTax'`,
  ]);
  const [sum] = await db
    .select({
      tds: sql<number>`coalesce(sum((${payslips.figures}->'incomeTax'->>'tds')::bigint), 0)`.mapWith(Number),
    })
    .from(payslips)
    .where(where);
  return {
    items: rows.map((r) => {
      const t = r.figures.incomeTax!;
      return {
        payslipId: r.id,
        employeeId: r.employeeId,
        code: r.employee.code,
        fullName: r.employee.fullName,
        pan: r.employee.pan,
        regime: t.regime,
        grossEarned: r.grossEarned,
        tds: t.tds,
        ytdGross: t.ytdGross,
        ytdTds: t.ytdTds,
        projectedTaxable: t.projectedTaxable,
        annualTax: t.annualTax,
      };
    }),
    total,
    totalTds: sum!.tds,
    page: query.page,
    pageSize: query.pageSize,
  };
}
