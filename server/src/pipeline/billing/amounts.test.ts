import { amountInWords } from '@managewell/api/money';
import { describe, expect, it } from 'vitest';
import {
  ageBucket,
  creditNoteTaxes,
  defaultDue,
  invoiceStatus,
  milestoneStatus,
  splitParts,
  taxableParts,
  taxDocument,
} from './amounts';

const part = (hsn: string, rate: number, taxable: number) => ({
  hsn_sac: hsn,
  gst_rate_bps: rate,
  taxable_paise: taxable,
});

describe('GST on an invoice', () => {
  it('intra-state: ₹18,67,130 at 18 % is CGST and SGST of ₹1,68,041.70 each', () => {
    const { totals, lines } = taxDocument([part('995414', 1800, 18_67_130_00)], false, () => 'Works');
    expect(lines[0]).toMatchObject({ cgst_paise: 1_68_041_70, sgst_paise: 1_68_041_70, igst_paise: 0 });
    expect(totals).toEqual({
      taxable_paise: 18_67_130_00,
      cgst_paise: 1_68_041_70,
      sgst_paise: 1_68_041_70,
      igst_paise: 0,
      round_off_paise: -40,
      total_paise: 22_03_213_00,
    });
    expect(amountInWords(totals.total_paise)).toBe(
      'Rupees Twenty-Two Lakh Three Thousand Two Hundred Thirteen Only',
    );
  });

  it('inter-state: the same taxable value has IGST of ₹3,36,083.40', () => {
    const { totals } = taxDocument([part('995414', 1800, 18_67_130_00)], true, () => 'Works');
    expect(totals).toMatchObject({
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: 3_36_083_40,
      round_off_paise: -40,
    });
    expect(totals.total_paise).toBe(22_03_213_00);
  });
});

describe('the payment schedule', () => {
  it('groups the quotation by HSN/SAC and rate, and splits it so the shares add up exactly', () => {
    const parts = taxableParts({
      lines: [
        { hsn_sac: '995414', gst_rate_bps: 1800 },
        { hsn_sac: '8413', gst_rate_bps: 1800 },
        { hsn_sac: '995414', gst_rate_bps: 1800 },
        { hsn_sac: null, gst_rate_bps: 500 },
      ] as never,
      amounts: [
        { taxable_paise: 1_000_01 },
        { taxable_paise: 50_000_00 },
        { taxable_paise: 2_00 },
        { taxable_paise: 333 },
      ] as never,
    });
    expect(parts).toEqual([
      part('8413', 1800, 50_000_00),
      part('995414', 1800, 1_002_01),
      part('NA', 500, 333),
    ]);
    const shares = splitParts(parts, [40, 40, 20]);
    expect(shares.map((s) => s.map((p) => p.taxable_paise))).toEqual([
      [20_000_00, 400_80, 133],
      [20_000_00, 400_80, 133],
      [10_000_00, 200_41, 67],
    ]);
    for (let p = 0; p < parts.length; p++)
      expect(shares.reduce((sum, s) => sum + s[p]!.taxable_paise, 0)).toBe(parts[p]!.taxable_paise);
  });

  it('makes the advance due on acceptance and later milestones due on the checklist step they name', () => {
    expect(defaultDue('Advance', 0)).toEqual({ dueKind: 'acceptance', checklistKey: null });
    expect(defaultDue('On shell completion', 1)).toEqual({ dueKind: 'checklist', checklistKey: 'shell' });
    expect(defaultDue('On handover', 2)).toEqual({
      dueKind: 'checklist',
      checklistKey: 'handover-documents',
    });
    expect(defaultDue('Balance', 3)).toEqual({ dueKind: 'checklist', checklistKey: 'handover-documents' });
  });

  it('gives each milestone its status', () => {
    const today = '2026-11-27';
    const onShell = { dueKind: 'checklist', checklistKey: 'shell', dueDate: null };
    expect(milestoneStatus(onShell, null, new Set(), today)).toBe('not_due');
    expect(milestoneStatus(onShell, null, new Set(['shell']), today)).toBe('due');
    const onDate = { dueKind: 'date', checklistKey: null, dueDate: '2026-11-28' };
    expect(milestoneStatus(onDate, null, new Set(), today)).toBe('not_due');
    expect(milestoneStatus(onDate, null, new Set(), '2026-11-28')).toBe('due');
    const invoice = { totalPaise: 1000_00, paidPaise: 0, creditedPaise: 0, dueDate: '2026-12-12' };
    expect(invoiceStatus(invoice, today)).toBe('invoiced');
    expect(invoiceStatus({ ...invoice, paidPaise: 400_00 }, today)).toBe('part_paid');
    expect(invoiceStatus({ ...invoice, paidPaise: 400_00, creditedPaise: 600_00 }, today)).toBe('paid');
    expect(invoiceStatus({ ...invoice, paidPaise: 400_00 }, '2026-12-13')).toBe('overdue');
  });

  it('ages receivables in 30-day buckets', () => {
    expect([0, 30, 31, 60, 61, 90, 91, 400].map(ageBucket)).toEqual([
      '0-30',
      '0-30',
      '31-60',
      '31-60',
      '61-90',
      '61-90',
      '90+',
      '90+',
    ]);
  });
});

describe('a credit note', () => {
  it('scales the invoice down in proportion and totals exactly the amount credited', () => {
    const invoice = taxDocument(
      [part('995414', 1800, 10_000_00), part('8413', 1200, 5_000_00)],
      false,
      (p) => p.hsn_sac,
    );
    expect(invoice.totals.total_paise).toBe(17_400_00);
    const note = creditNoteTaxes(invoice, 1_740_00, false);
    expect(note.lines.map((l) => l.taxable_paise)).toEqual([1_000_00, 500_00]);
    expect(note.totals).toEqual({
      taxable_paise: 1_500_00,
      cgst_paise: 120_00,
      sgst_paise: 120_00,
      igst_paise: 0,
      round_off_paise: 0,
      total_paise: 1_740_00,
    });
    const odd = creditNoteTaxes(invoice, 1_000_01, false);
    expect(odd.totals.total_paise).toBe(1_000_01);
    expect(Math.abs(odd.totals.round_off_paise)).toBeLessThan(5);
  });
});
