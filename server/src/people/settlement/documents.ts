/** The settlement statement and the exit letters as PDFs on the company letterhead. */

import { type ExitLetterKind, formatDate } from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import type { Letterhead, PdfBlock, PdfDocument } from '../../workplace/documents';
import type { SettlementRecord } from './service';

/** The letters' text; `{name}`-style fields are filled from the settlement, paragraphs split on blank lines. */
export const EXIT_LETTER_TEMPLATES: Record<ExitLetterKind, { title: string; text: string }> = {
  relieving: {
    title: 'Relieving Letter',
    text: `Dear {fullName},

This is to confirm that your resignation from the position of {designation} in {department} has been accepted, and that you are relieved of your duties with {company} at the close of business on {lastWorkingDay}.

Your full-and-final settlement has been completed, and you have handed over your responsibilities and the company's property.

We thank you for your contribution and wish you every success.`,
  },
  experience: {
    title: 'Experience Letter',
    text: `To whom it may concern,

This is to certify that {fullName} (employee code {code}) worked with {company} from {dateOfJoining} to {lastWorkingDay}, last as {designation} in {department}.

During this time we found {fullName} sincere and hard-working. We wish {fullName} every success in the future.`,
  },
};

/** Fills `{field}` placeholders; an unknown field is left as it is, so a template mistake shows. */
export function fillTemplate(text: string, fields: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => fields[name] ?? whole);
}

function letterFields(s: SettlementRecord, letterhead: Letterhead): Record<string, string> {
  return {
    fullName: s.employee.fullName,
    code: s.employee.code,
    designation: s.employee.designation,
    department: s.employee.department,
    company: letterhead.legalName,
    dateOfJoining: formatDate(s.figures.dateOfJoining),
    lastWorkingDay: formatDate(s.figures.lastWorkingDay),
  };
}

/** A relieving or experience letter, dated the day the settlement was finalised. */
export function exitLetterDocument(
  kind: ExitLetterKind,
  s: SettlementRecord,
  letterhead: Letterhead,
): PdfDocument {
  const template = EXIT_LETTER_TEMPLATES[kind];
  const text = fillTemplate(template.text, letterFields(s, letterhead));
  const blocks: PdfBlock[] = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => ({ kind: 'paragraph', text: p }));
  blocks.push({ kind: 'signature', forName: letterhead.legalName, name: 'Human Resources' });
  return {
    letterhead,
    title: template.title,
    ...(s.finalisedAt ? { date: new Date(s.finalisedAt) } : {}),
    blocks,
    subject: `${template.title} ${s.employee.code}`,
    author: letterhead.legalName,
  };
}

/** The settlement statement: what is paid, what is recovered, the net, and how each rule applied. */
export function settlementStatementDocument(s: SettlementRecord, letterhead: Letterhead): PdfDocument {
  const f = s.figures;
  const amountRows = (lines: { label: string; amount: number }[]) =>
    lines.map((l) => [l.label, formatInr(l.amount)]);
  const columns = [{ header: 'Item' }, { header: 'Amount', align: 'right' as const, width: 'auto' as const }];
  return {
    letterhead,
    title: 'Full and Final Settlement',
    ...(s.status === 'draft' ? { meta: [{ label: 'Status', value: 'DRAFT: not final' }] } : {}),
    ...(s.finalisedAt ? { date: new Date(s.finalisedAt) } : {}),
    blocks: [
      {
        kind: 'keyValue',
        columns: 2,
        rows: [
          { label: 'Employee', value: `${s.employee.fullName} (${s.employee.code})` },
          { label: 'Designation', value: `${s.employee.designation}, ${s.employee.department}` },
          { label: 'Date of joining', value: formatDate(f.dateOfJoining) },
          { label: 'Last working day', value: formatDate(f.lastWorkingDay) },
          {
            label: 'Service',
            value: `${f.service.years} years ${f.service.months} months ${f.service.days} days`,
          },
          { label: 'Monthly basic', value: formatInr(f.monthlyBasic) },
        ],
      },
      {
        kind: 'table',
        caption: 'Earnings',
        columns,
        rows: [...amountRows(f.earnings), ['Total earnings', formatInr(f.totalEarnings)]],
      },
      {
        kind: 'table',
        caption: 'Deductions',
        columns,
        rows: [...amountRows(f.deductions), ['Total deductions', formatInr(f.totalDeductions)]],
      },
      {
        kind: 'totals',
        rows: [
          { label: 'Total earnings', amountPaise: f.totalEarnings },
          { label: 'Less deductions', amountPaise: -f.totalDeductions },
        ],
        grandTotal: {
          label: f.netPayable >= 0 ? 'Net payable to the employee' : 'Net recoverable from the employee',
          amountPaise: Math.abs(f.netPayable),
        },
      },
      ...(s.note ? [{ kind: 'paragraph' as const, text: `Note: ${s.note}` }] : []),
      { kind: 'heading', text: 'How the figures were worked out', level: 2 },
      ...f.explanations.map((text) => ({ kind: 'paragraph' as const, text, small: true })),
    ],
    footerNote: 'This is a computer-generated statement.',
    subject: `Full and final settlement ${s.employee.code}`,
    author: letterhead.legalName,
  };
}
