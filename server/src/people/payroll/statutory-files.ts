/** The bank, PF (EPFO ECR 2.0) and ESIC files of a locked payroll month, as plain functions of its lines. */
import type { BankFileLayout } from '@managewell/api/contract';
import { csvCell, rupees } from '../../platform/http';
import type { PayslipFigures } from './statutory';

/** One payslip of the month with the employee's current bank and statutory numbers. */
export interface FileLine {
  employeeId: number;
  code: string;
  fullName: string;
  month: string;
  netPay: number;
  grossEarned: number;
  figures: PayslipFigures;
  bankAccount: string | null;
  ifsc: string | null;
  uan: string | null;
  esicNumber: string | null;
}

type BankField = 'account' | 'ifsc' | 'name' | 'amount' | 'narration' | 'code';

/** A bank's bulk-payment CSV: its columns in order, each a header and the field it carries. */
export interface BankLayout {
  header: boolean;
  columns: readonly { header: string; field: BankField }[];
}

/** The layouts as data, so a bank that wants another order or heading is one entry here. */
export const BANK_LAYOUTS: Record<BankFileLayout, BankLayout> = {
  'bulk-neft': {
    header: true,
    columns: [
      { header: 'Beneficiary Account Number', field: 'account' },
      { header: 'IFSC', field: 'ifsc' },
      { header: 'Beneficiary Name', field: 'name' },
      { header: 'Amount', field: 'amount' },
      { header: 'Narration', field: 'narration' },
    ],
  },
  'bulk-neft-with-code': {
    header: true,
    columns: [
      { header: 'Employee Code', field: 'code' },
      { header: 'Beneficiary Account Number', field: 'account' },
      { header: 'IFSC', field: 'ifsc' },
      { header: 'Beneficiary Name', field: 'name' },
      { header: 'Amount', field: 'amount' },
      { header: 'Narration', field: 'narration' },
    ],
  },
};

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** 'SALARY NOV 2026': banks cap narrations short and plain. */
const narration = (month: string) =>
  `SALARY ${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** Bank files carry names in capitals without punctuation most banks reject. */
const plainName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z .]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();

export const hasBankDetails = (l: FileLine) => Boolean(l.bankAccount && l.ifsc);
export const paysPf = (l: FileLine) => l.figures.deductions.epf > 0;
export const paysEsi = (l: FileLine) => l.figures.esiApplies && l.figures.deductions.esi > 0;

/** The salary transfer CSV: one line a person paid who has an account and IFSC. */
export function bankTransferCsv(lines: readonly FileLine[], layout: BankLayout): string {
  const value: Record<BankField, (l: FileLine) => string> = {
    account: (l) => l.bankAccount ?? '',
    ifsc: (l) => l.ifsc ?? '',
    name: (l) => plainName(l.fullName),
    amount: (l) => rupees(l.netPay),
    narration: (l) => narration(l.month),
    code: (l) => l.code,
  };
  const rows = lines
    .filter((l) => l.netPay > 0 && hasBankDetails(l))
    .map((l) => layout.columns.map((c) => csvCell(value[c.field](l))).join(','));
  const header = layout.header ? [layout.columns.map((c) => csvCell(c.header)).join(',')] : [];
  return `${[...header, ...rows].join('\r\n')}\r\n`;
}

const wholeRupees = (paise: number) => String(Math.round(paise / 100));

/**
 * EPFO's ECR 2.0: UAN, name, gross, EPF, EPS and EDLI wages, EE share, EPS contribution, ER share
 * difference, NCP days and refund, `#~#` separated, whole rupees, no header.
 */
export function pfEcrText(lines: readonly FileLine[]): string {
  return lines
    .filter((l) => paysPf(l) && l.uan)
    .map((l) => {
      const f = l.figures;
      return [
        l.uan!,
        plainName(l.fullName),
        wholeRupees(l.grossEarned),
        wholeRupees(f.pfWages),
        wholeRupees(f.pfWages),
        wholeRupees(f.pfWages),
        wholeRupees(f.deductions.epf),
        wholeRupees(f.employer.eps),
        wholeRupees(f.employer.epf),
        String(f.daysInMonth - f.paidDays),
        '0',
      ].join('#~#');
    })
    .map((line) => `${line}\n`)
    .join('');
}

/** ESIC's monthly contribution upload: IP number, name, days paid and the month's wages. */
export function esicCsv(lines: readonly FileLine[]): string {
  const header = ['IP Number', 'IP Name', 'No of Days for which wages paid', 'Total Monthly Wages'];
  const rows = lines
    .filter((l) => paysEsi(l) && l.esicNumber)
    .map((l) =>
      [l.esicNumber!, plainName(l.fullName), String(l.figures.paidDays), rupees(l.grossEarned)]
        .map(csvCell)
        .join(','),
    );
  return `${[header.join(','), ...rows].join('\r\n')}\r\n`;
}

/** Who each file leaves out, so nobody is dropped without HR seeing it. */
export function fileGaps(lines: readonly FileLine[]) {
  const person = (l: FileLine) => ({ employeeId: l.employeeId, code: l.code, fullName: l.fullName });
  return {
    bank: lines.filter((l) => l.netPay > 0 && !hasBankDetails(l)).map(person),
    uan: lines.filter((l) => paysPf(l) && !l.uan).map(person),
    esic: lines.filter((l) => paysEsi(l) && !l.esicNumber).map(person),
  };
}
