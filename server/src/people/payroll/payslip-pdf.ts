import { formatDate } from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import type { DbOrTx } from '../../platform/db';
import {
  type Letterhead,
  letterheadOrDefault,
  type PdfBlock,
  type PdfDocument,
  renderPdf,
} from '../../workplace/documents';
import type { PayslipIncomeTax } from './income-tax';
import type { PayslipRecord } from './service';
import { monthLabel } from './statutory';

/** The payslip as a declarative document: earnings, deductions, net pay in words, and how each rule applied. */
export function payslipDocument(slip: PayslipRecord, letterhead: Letterhead): PdfDocument {
  const f = slip.figures;
  const e = slip.employee;
  const inr = (paise: number) => formatInr(paise);
  const earnings: [string, number][] = [
    ['Basic', f.earnings.basic],
    ['House rent allowance', f.earnings.hra],
    ['Special allowance', f.earnings.special],
    ['Other earnings', f.earnings.other],
    ...(f.earnings.overtime > 0
      ? [[`Overtime (${f.overtimeHours} h)`, f.earnings.overtime] as [string, number]]
      : []),
  ];
  const deductions: [string, number][] = [
    ['Provident fund (EPF, 12 %)', f.deductions.epf],
    ['ESI (0.75 %)', f.deductions.esi],
    ['Professional tax', f.deductions.professionalTax],
    ...(f.incomeTax ? [['Income tax (TDS)', f.incomeTax.tds] as [string, number]] : []),
  ];
  const employer: PdfBlock = {
    kind: 'keyValue',
    rows: [
      { label: 'Employer EPS (8.33 %)', value: inr(f.employer.eps) },
      { label: 'Employer EPF (3.67 %)', value: inr(f.employer.epf) },
      { label: 'Employer ESI (3.25 %)', value: inr(f.employer.esi) },
    ],
  };
  return {
    letterhead,
    title: `Payslip for ${monthLabel(slip.month)}`,
    ...(slip.status === 'preview'
      ? { meta: [{ label: 'Status', value: 'PREVIEW: not final until payroll is locked' }] }
      : {}),
    blocks: [
      {
        kind: 'keyValue',
        columns: 2,
        rows: [
          { label: 'Employee', value: `${e.fullName} (${e.code})` },
          { label: 'Designation', value: `${e.designation}, ${e.department}` },
          { label: 'Date of joining', value: formatDate(e.dateOfJoining) },
          { label: 'Work state', value: e.workState },
          { label: 'PAN', value: e.pan ?? '—' },
          { label: 'UAN', value: e.uan ?? '—' },
          { label: 'ESIC number', value: e.esicNumber ?? '—' },
          { label: 'Bank account', value: e.bankLast4 ? `•••• ${e.bankLast4}` : '—' },
          { label: 'Days in month', value: String(f.daysInMonth) },
          { label: 'Paid days', value: `${f.paidDays}${f.lopDays ? ` (loss of pay: ${f.lopDays})` : ''}` },
        ],
      },
      // Earnings beside deductions: the two short lists share a row of the page.
      {
        kind: 'columns',
        columns: [
          [amountTable('Earnings', 'Earning', earnings, ['Gross earnings', f.grossEarned])],
          [amountTable('Deductions', 'Deduction', deductions, ['Total deductions', f.totalDeductions])],
        ],
      },
      {
        kind: 'totals',
        // Gross earnings and total deductions close the two tables above; only the net pay follows.
        rows: [],
        grandTotal: { label: 'Net pay', amountPaise: f.netPay },
      },
      // The year's tax sits beside the employer's contributions so that the payslip keeps to one page.
      f.incomeTax ? { kind: 'columns', columns: [[incomeTaxBlock(f.incomeTax)], [employer]] } : employer,
      { kind: 'heading', text: 'How the deductions were worked out', level: 2 },
      ...f.explanations.map((text) => ({ kind: 'paragraph' as const, text, small: true })),
    ],
    footerNote: 'This is a computer-generated payslip and needs no signature.',
    subject: `Payslip ${slip.month} ${e.code}`,
    author: letterhead.legalName,
  };
}

/** A captioned list of amounts closed by its total. */
function amountTable(
  caption: string,
  header: string,
  lines: [string, number][],
  total: [string, number],
): PdfBlock {
  return {
    kind: 'table',
    caption,
    columns: [{ header }, { header: 'Amount', align: 'right', width: 'auto' }],
    rows: [...lines, total].map(([label, paise]) => [label, formatInr(paise)]),
  };
}

/** The year so far and the year's tax as projected this month. */
function incomeTaxBlock(t: PayslipIncomeTax): PdfBlock {
  return {
    kind: 'keyValue',
    rows: [
      { label: `Income tax, tax year ${t.taxYear}`, value: t.regime === 'new' ? 'New regime' : 'Old regime' },
      { label: 'Salary to date', value: formatInr(t.ytdGross) },
      { label: 'Tax deducted to date', value: formatInr(t.ytdTds) },
      { label: 'Projected taxable income', value: formatInr(t.projectedTaxable) },
      { label: 'Tax for the year', value: formatInr(t.annualTax) },
    ],
  };
}

export async function payslipPdf(db: DbOrTx, slip: PayslipRecord): Promise<Buffer> {
  return renderPdf(payslipDocument(slip, await letterheadOrDefault(db)));
}
