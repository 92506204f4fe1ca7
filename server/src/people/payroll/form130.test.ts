import { formatInr } from '@managewell/api/money';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LETTERHEAD, type PdfBlock } from '../../workplace/documents';
import { type Form130Input, form130Document, form130Figures } from './form130';
import { FORM_130_LAYOUT, type Form130Layout } from './form130-layout';
import { NO_DECLARATION } from './income-tax';
import type { PayslipFigures } from './statutory';
import { TAX_YEARS } from './tax-rules';

const rs = (rupees: number) => rupees * 100;

/** A month's payslip figures with just what the certificate reads. */
function slip(month: string, gross: number, tds: number): { month: string; figures: PayslipFigures } {
  return {
    month,
    figures: {
      earnings: {
        basic: gross / 2,
        hra: gross / 5,
        special: gross - gross / 2 - gross / 5,
        other: 0,
        overtime: 0,
      },
      grossEarned: gross,
      deductions: { epf: rs(1_800), esi: 0, professionalTax: rs(200) },
      incomeTax: { tds },
    } as unknown as PayslipFigures,
  };
}

const input: Form130Input = {
  rules: TAX_YEARS['2026-27']!,
  employer: { legalName: 'Aqua Pools Private Limited', address: 'Mumbai', tan: 'MUMA12345B', pan: null },
  employee: {
    code: 'E042',
    fullName: 'Asha Rao',
    designation: 'Site engineer',
    pan: 'ABCPR1234K',
    dateOfJoining: '2026-06-15',
    lastWorkingDay: null,
  },
  declaration: { regime: 'new', declaration: NO_DECLARATION, previousEmployer: { income: 0, tds: 0 } },
  slips: [
    slip('2026-06', rs(50_000), rs(1_000)),
    slip('2026-07', rs(1_00_000), rs(2_000)),
    slip('2027-01', rs(1_00_000), rs(3_000)),
  ],
};

/** Every line of text the document prints (headings, labels, values, table cells). */
function textOf(blocks: PdfBlock[]): string[] {
  return blocks.flatMap((b): string[] => {
    switch (b.kind) {
      case 'heading':
      case 'paragraph':
        return [b.text];
      case 'keyValue':
        return b.rows.map((r) => `${r.label}: ${r.value}`);
      case 'table':
        return [...(b.caption ? [b.caption] : []), ...b.rows.map((r) => r.join(' | '))];
      case 'columns':
        return b.columns.flatMap(textOf);
      default:
        return [];
    }
  });
}

describe('Form 130 from its layout data', () => {
  const figures = form130Figures(input);
  const lines = textOf(form130Document(figures, DEFAULT_LETTERHEAD).blocks);

  it('prints every part heading of the layout, in order', () => {
    const headings = lines.filter((l) => FORM_130_LAYOUT.parts.some((p) => p.heading === l));
    expect(headings).toEqual(FORM_130_LAYOUT.parts.map((p) => p.heading));
  });

  it('fills the details from the employer, the employee and the period of employment', () => {
    expect(lines).toContain('TAN of the employer: MUMA12345B');
    expect(lines).toContain('PAN of the employer: Not given');
    expect(lines).toContain('PAN of the employee: ABCPR1234K');
    expect(lines).toContain('Period of employment from: 15 Jun 2026');
    expect(lines).toContain('Period of employment to: 31 Mar 2027');
    expect(lines).toContain('Tax regime chosen by the employee: New tax regime');
  });

  it('sums the payslips by quarter and in total, and by month in the annexure', () => {
    expect(lines).toContain(`Q1 (April–June) | ${formatInr(rs(50_000))} | ${formatInr(rs(1_000))}`);
    expect(lines).toContain(`Q2 (July–September) | ${formatInr(rs(1_00_000))} | ${formatInr(rs(2_000))}`);
    expect(lines).toContain(`Q3 (October–December) | ${formatInr(0)} | ${formatInr(0)}`);
    expect(lines).toContain(`Total | ${formatInr(rs(2_50_000))} | ${formatInr(rs(6_000))}`);
    expect(lines).toContain(`January 2027 | ${formatInr(rs(1_00_000))} | ${formatInr(rs(3_000))}`);
    expect(lines).toContain(`Salary paid by this employer | ${formatInr(rs(2_50_000))}`);
    // ₹2,50,000 less the ₹75,000 standard deduction: no tax in the new regime, so all ₹6,000 deducted is in excess.
    expect(lines).toContain(`Total taxable income (rounded to ₹10) | ${formatInr(rs(1_75_000))}`);
    expect(lines).toContain(
      `Tax payable less tax deducted (negative: deducted in excess) | ${formatInr(-rs(6_000))}`,
    );
  });

  it('leaves out the lines marked so when nil, and fills `{field}` in text', () => {
    expect(lines.some((l) => l.startsWith('Salary from a previous employer'))).toBe(false);
    expect(lines.some((l) => l.startsWith('Surcharge'))).toBe(false);
    expect(lines.some((l) => l.startsWith('Verification: Aqua Pools Private Limited certifies'))).toBe(true);
  });

  it('follows a changed layout without code changes', () => {
    const changed: Form130Layout = {
      ...FORM_130_LAYOUT,
      parts: [
        {
          heading: 'Part Z: Only the tax',
          blocks: [{ kind: 'amounts', rows: [{ label: 'Tax deducted', field: 'tdsThisEmployer' }] }],
        },
      ],
    };
    const only = textOf(form130Document(figures, DEFAULT_LETTERHEAD, changed).blocks);
    expect(only).toEqual(['Part Z: Only the tax', `Tax deducted | ${formatInr(rs(6_000))}`]);
  });
});
