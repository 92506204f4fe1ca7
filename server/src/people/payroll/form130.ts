/**
 * The annual salary TDS certificate (Form 130) of one employee for one tax year: the year's
 * locked payslips summed, the year's tax worked out from what was actually paid, and the
 * certificate's layout (form130-layout.ts) filled in.
 */
import { formatDate } from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { notFound } from '../../platform/http';
import {
  type Letterhead,
  letterheadOrDefault,
  loadCompanyDetails,
  type PdfBlock,
  type PdfDocument,
  renderPdf,
} from '../../workplace/documents';
import { employees } from '../hr';
import { resignations } from '../resignation';
import {
  FORM_130_LAYOUT,
  type Form130AmountField,
  type Form130Block,
  type Form130Layout,
  type Form130TextField,
} from './form130-layout';
import { annualTax, type PayrollDeclaration } from './income-tax';
import { payrollRuns, payslips } from './schema';
import { monthLabel, type PayslipFigures } from './statutory';
import { payrollDeclarations, requireTaxRules } from './tax-declarations';
import { monthsOfTaxYear, type TaxYearRules } from './tax-rules';

/** One month's line of the certificate. */
export interface Form130Month {
  month: string;
  paid: number;
  tds: number;
}

export interface Form130Figures {
  text: Record<Form130TextField, string>;
  amounts: Record<Form130AmountField, number>;
  months: Form130Month[];
}

export interface Form130Input {
  rules: TaxYearRules;
  employer: { legalName: string; address: string; tan: string | null; pan: string | null };
  employee: {
    code: string;
    fullName: string;
    designation: string;
    pan: string | null;
    dateOfJoining: string;
    lastWorkingDay: string | null;
  };
  declaration: PayrollDeclaration;
  /** The year's locked payslips, in month order. */
  slips: { month: string; figures: PayslipFigures }[];
}

const NOT_GIVEN = 'Not given';

/** What the certificate says, from the year's locked payslips and the employee's declaration. Pure. */
export function form130Figures(input: Form130Input): Form130Figures {
  const { rules, declaration, employee: e } = input;
  const sum = (pick: (f: PayslipFigures) => number) => input.slips.reduce((t, s) => t + pick(s.figures), 0);
  const earnings = {
    basic: sum((f) => f.earnings.basic),
    hra: sum((f) => f.earnings.hra),
    special: sum((f) => f.earnings.special),
    other: sum((f) => f.earnings.other),
    overtime: sum((f) => f.earnings.overtime),
  };
  const grossSalary = sum((f) => f.grossEarned);
  const tax = annualTax({
    rules,
    regime: declaration.regime,
    salary: { gross: grossSalary, basic: earnings.basic, hra: earnings.hra },
    employeeEpf: sum((f) => f.deductions.epf),
    professionalTax: sum((f) => f.deductions.professionalTax),
    declaration: declaration.declaration,
    previousEmployer: declaration.previousEmployer,
  });
  const tdsThisEmployer = sum((f) => f.incomeTax?.tds ?? 0);
  const totalExemptions = tax.exemptions.hra + tax.exemptions.lta;
  const incomeFromSalary = Math.max(
    0,
    tax.grossSalary - totalExemptions - tax.standardDeduction - tax.deductions.professionalTax,
  );
  const d = tax.deductions;
  const totalDeductions = d.section80C + d.section80D + d.section80CCD1B + d.homeLoanInterest;
  const months = monthsOfTaxYear(rules.year);
  const yearStart = `${months[0]}-01`;
  const yearEnd = `${months[11]}-31`;
  const leftInYear = e.lastWorkingDay && e.lastWorkingDay <= yearEnd ? e.lastWorkingDay : yearEnd;
  return {
    text: {
      employerName: input.employer.legalName,
      employerAddress: input.employer.address,
      employerTan: input.employer.tan ?? NOT_GIVEN,
      employerPan: input.employer.pan ?? NOT_GIVEN,
      employeeName: e.fullName,
      employeeCode: e.code,
      employeePan: e.pan ?? 'Not given (tax is deducted at the higher rate without a PAN)',
      employeeDesignation: e.designation,
      taxYear: rules.year,
      periodFrom: formatDate(e.dateOfJoining > yearStart ? e.dateOfJoining : yearStart),
      periodTo: formatDate(leftInYear),
      regime:
        declaration.regime === 'new' ? 'New tax regime' : 'Old tax regime (opted out of the new regime)',
      law: rules.law,
    },
    amounts: {
      ...earnings,
      grossSalary,
      previousEmployerSalary: declaration.previousEmployer.income,
      totalSalary: tax.grossSalary,
      exemptHra: tax.exemptions.hra,
      exemptLta: tax.exemptions.lta,
      totalExemptions,
      standardDeduction: tax.standardDeduction,
      professionalTax: d.professionalTax,
      incomeFromSalary,
      section80C: d.section80C,
      section80D: d.section80D,
      section80CCD1B: d.section80CCD1B,
      homeLoanInterest: d.homeLoanInterest,
      totalDeductions,
      taxableIncome: tax.taxableIncome,
      slabTax: tax.slabTax,
      rebate: tax.rebate,
      surcharge: tax.surcharge,
      cess: tax.cess,
      taxPayable: tax.totalTax,
      tdsThisEmployer,
      tdsPreviousEmployer: declaration.previousEmployer.tds,
      taxBalance: tax.totalTax - tdsThisEmployer - declaration.previousEmployer.tds,
    },
    months: input.slips.map((s) => ({
      month: s.month,
      paid: s.figures.grossEarned,
      tds: s.figures.incomeTax?.tds ?? 0,
    })),
  };
}

const fill = (text: string, values: Record<Form130TextField, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name as Form130TextField] ?? whole);

function paidTable(caption: string, rows: [string, number, number][]): PdfBlock {
  const total = rows.reduce(([, p, t], [, rp, rt]) => ['Total', p + rp, t + rt], ['Total', 0, 0]);
  return {
    kind: 'table',
    caption,
    columns: [
      { header: 'Period' },
      { header: 'Amount paid or credited', align: 'right', width: 'auto' },
      { header: 'Tax deducted', align: 'right', width: 'auto' },
    ],
    rows: [...rows, total].map(([label, paid, tds]) => [label, formatInr(paid), formatInr(tds)]),
  };
}

function blockOf(block: Form130Block, layout: Form130Layout, f: Form130Figures): PdfBlock[] {
  switch (block.kind) {
    case 'details':
      return [
        { kind: 'keyValue', rows: block.rows.map((r) => ({ label: r.label, value: f.text[r.field] })) },
      ];
    case 'quarters':
      return [
        paidTable(
          block.caption,
          layout.quarters.map((q) => {
            const inQuarter = f.months.filter((m) => q.months.includes(Number(m.month.slice(5, 7))));
            return [
              q.label,
              inQuarter.reduce((t, m) => t + m.paid, 0),
              inQuarter.reduce((t, m) => t + m.tds, 0),
            ];
          }),
        ),
      ];
    case 'months':
      return [
        paidTable(
          block.caption,
          f.months.map((m) => [monthLabel(m.month), m.paid, m.tds]),
        ),
      ];
    case 'amounts': {
      const rows = block.rows.filter((r) => !(r.omitWhenNil && f.amounts[r.field] === 0));
      return [
        {
          kind: 'table',
          ...(block.caption ? { caption: block.caption } : {}),
          columns: [{ header: 'Particulars' }, { header: 'Amount', align: 'right', width: 'auto' }],
          rows: rows.map((r) => [r.label, formatInr(f.amounts[r.field])]),
        },
      ];
    }
    case 'text':
      return [{ kind: 'paragraph', text: fill(block.text, f.text), ...(block.small ? { small: true } : {}) }];
  }
}

/** The certificate as a declarative document: the layout's parts in order, filled from the figures. */
export function form130Document(
  figures: Form130Figures,
  letterhead: Letterhead,
  layout: Form130Layout = FORM_130_LAYOUT,
): PdfDocument {
  return {
    letterhead,
    title: layout.title,
    meta: [
      { label: 'Certificate', value: layout.subtitle },
      { label: 'Tax year', value: figures.text.taxYear },
    ],
    blocks: layout.parts.flatMap((part) => [
      { kind: 'heading' as const, text: part.heading, level: 2 as const },
      ...part.blocks.flatMap((b) => blockOf(b, layout, figures)),
    ]),
    footerNote: layout.footerNote,
    subject: `Form 130 ${figures.text.taxYear} ${figures.text.employeeCode}`,
    author: letterhead.legalName,
  };
}

/** Gathers the year's locked payslips, the declaration and the employer's details; 404 when nothing was paid. */
export async function form130Input(
  db: DbOrTx,
  employeeId: number,
  taxYear: string,
  letterhead: Letterhead,
): Promise<Form130Input> {
  const rules = requireTaxRules(taxYear);
  const [employee] = await db.select().from(employees).where(eq(employees.id, employeeId));
  if (!employee) throw notFound('There is no such employee.');
  const slips = await db
    .select({ month: payslips.month, figures: payslips.figures })
    .from(payslips)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
    .where(
      and(
        eq(payslips.employeeId, employeeId),
        eq(payrollRuns.status, 'locked'),
        inArray(payslips.month, monthsOfTaxYear(taxYear)),
      ),
    )
    .orderBy(asc(payslips.month));
  if (slips.length === 0)
    throw notFound(`No payroll month of the tax year ${taxYear} is locked with a payslip for this employee.`);
  const [declarations, company, [leaving]] = await Promise.all([
    payrollDeclarations(db, [employeeId], taxYear),
    loadCompanyDetails(db),
    db
      .select({ lastWorkingDay: resignations.lastWorkingDay })
      .from(resignations)
      .where(
        and(eq(resignations.employeeId, employeeId), inArray(resignations.status, ['accepted', 'completed'])),
      ),
  ]);
  return {
    rules,
    employer: {
      legalName: letterhead.legalName,
      address: company?.address ?? letterhead.address,
      tan: letterhead.tan,
      pan: letterhead.pan ?? company?.gstin.slice(2, 12) ?? null,
    },
    employee: {
      code: employee.code,
      fullName: employee.fullName,
      designation: employee.designation,
      pan: employee.pan,
      dateOfJoining: employee.dateOfJoining,
      lastWorkingDay: leaving?.lastWorkingDay ?? null,
    },
    declaration: declarations.get(employeeId)!,
    slips,
  };
}

/** The certificate as a PDF, with the file name it downloads under. */
export async function form130Pdf(
  db: DbOrTx,
  employeeId: number,
  taxYear: string,
): Promise<{ pdf: Buffer; filename: string }> {
  const letterhead = await letterheadOrDefault(db);
  const input = await form130Input(db, employeeId, taxYear, letterhead);
  const pdf = await renderPdf(form130Document(form130Figures(input), letterhead));
  return { pdf, filename: `form-130-${input.employee.code}-${taxYear}.pdf` };
}
