import { describe, expect, it } from 'vitest';
import type { QuotationContent, QuotationLine } from '../contract/quotation';
import { quotationDraftInput, quotationTermsInput } from '../contract/quotation';
import { diffVersions } from './diff';
import { derivedQuantity, poolQuantities } from './quantities';
import { isInterState, lineTaxable, quotationTotals } from './totals';

const line = (key: string, quantity: number, rate: number, gst = 1800, discount = 0): QuotationLine => ({
  key,
  origin: 'costing',
  catalogue_item_id: null,
  description: key,
  hsn_sac: null,
  unit: 'nos',
  quantity,
  rate_paise: rate,
  gst_rate_bps: gst as QuotationLine['gst_rate_bps'],
  discount_bps: discount,
});

describe('quotation totals', () => {
  it('intra-state: CGST + SGST at half the rate, rounded per line, then a round-off to the rupee', () => {
    // 3 × ₹333.33 = ₹999.99, 18 %: 9 % of 99,999 paise = 8,999.91 → 9,000 each.
    const { amounts, totals } = quotationTotals({
      lines: [line('a', 3, 33_333), line('b', 1, 10_050, 500)],
      overall_discount_bps: 0,
      inter_state: false,
    });
    expect(amounts[0]).toMatchObject({ gross_paise: 99_999, taxable_paise: 99_999, tax_paise: 18_000 });
    // ₹100.50 at 5 %: 2.5 % = 251.25 → 251 each.
    expect(amounts[1]).toMatchObject({ taxable_paise: 10_050, tax_paise: 502 });
    expect(totals).toMatchObject({
      taxable_paise: 110_049,
      cgst_paise: 9_251,
      sgst_paise: 9_251,
      igst_paise: 0,
    });
    // 110,049 + 18,502 = 128,551 → ₹1,286 (round-off +49 paise).
    expect(totals.round_off_paise).toBe(49);
    expect(totals.grand_total_paise).toBe(128_600);
    expect(totals.by_rate.map((r) => r.gst_rate_bps)).toEqual([500, 1800]);
  });

  it('inter-state: IGST at the full rate', () => {
    const { totals } = quotationTotals({
      lines: [line('a', 2, 1_00_000_00)],
      overall_discount_bps: 0,
      inter_state: true,
    });
    expect(totals).toMatchObject({
      taxable_paise: 2_00_000_00,
      igst_paise: 36_000_00,
      cgst_paise: 0,
      sgst_paise: 0,
    });
    expect(totals.grand_total_paise).toBe(2_36_000_00);
    expect(totals.round_off_paise).toBe(0);
  });

  it('applies the line discount, then the overall discount, and never overflows', () => {
    expect(lineTaxable({ quantity: 10, rate_paise: 1_000, discount_bps: 1000 }, 500)).toEqual({
      gross: 10_000,
      discount: 1_000 + 450,
      taxable: 8_550,
    });
    // ₹10 crore × 1,000,000 units stays exact.
    expect(lineTaxable({ quantity: 1_000_000, rate_paise: 10_000_000_000, discount_bps: 0 }, 0).gross).toBe(
      1e16,
    );
    expect(lineTaxable({ quantity: 12.345, rate_paise: 100, discount_bps: 0 }, 0).gross).toBe(1_235);
  });

  it('compares states loosely and treats an unknown state as intra-state', () => {
    expect(isInterState('Karnataka', 'Maharashtra')).toBe(true);
    expect(isInterState(' maharashtra ', 'Maharashtra')).toBe(false);
    expect(isInterState(null, 'Maharashtra')).toBe(false);
  });
});

describe('quotation input', () => {
  it('refuses negative quantities and milestones that do not add up to 100 %', () => {
    const draft = quotationDraftInput.safeParse({
      version: 0,
      lines: [{ description: 'x', unit: 'nos', quantity: -1, rate_paise: 100, gst_rate_bps: 1800 }],
    });
    expect(draft.success).toBe(false);
    expect(draft.error!.issues[0]!.path).toEqual(['lines', 0, 'quantity']);
    const terms = quotationTermsInput.safeParse({
      version: 1,
      milestones: [
        { label: 'Advance', percent: 60 },
        { label: 'Handover', percent: 30 },
      ],
      timeline: 't',
      warranty: 'w',
      valid_until: '2030-01-01',
    });
    expect(terms.success).toBe(false);
    expect(terms.error!.issues[0]).toMatchObject({
      path: ['milestones'],
      message: 'The milestones add up to 90 %, not 100 %.',
    });
  });
});

describe('pool quantities', () => {
  it('derives area, lining area, volume and perimeter from the dimensions', () => {
    const dims = { length_m: 10, width_m: 5, shallow_depth_m: 1, deep_depth_m: 2 };
    const q = poolQuantities(dims);
    expect(q.area).toBe(50);
    expect(q.volume).toBe(75);
    expect(q.perimeter).toBe(30);
    // Area + perimeter × mean depth = 50 + 30 × 1.5.
    expect(q.surface).toBe(95);
    expect(derivedQuantity('fixed', dims)).toBe(1);
    expect(derivedQuantity('volume', null)).toBe(1);
  });
});

describe('diffVersions', () => {
  const content = (lines: QuotationLine[], extra: Partial<QuotationContent> = {}) => ({
    ...quotationTotals({ lines, overall_discount_bps: extra.overall_discount_bps ?? 0, inter_state: false }),
    lines,
    overall_discount_bps: extra.overall_discount_bps ?? 0,
    terms: extra.terms ?? null,
  });

  it('finds lines added, removed and changed, and the totals before and after', () => {
    const before = content([line('a', 1, 1_000), line('b', 2, 500), line('c', 1, 100)]);
    const after = content([line('a', 2, 1_000), line('c', 1, 100), line('d', 1, 700)]);
    const diff = diffVersions(before, after);
    expect(diff.added.map((l) => l.key)).toEqual(['d']);
    expect(diff.removed.map((l) => l.key)).toEqual(['b']);
    expect(diff.changed).toHaveLength(1);
    expect(diff.changed[0]!.fields).toEqual([{ field: 'quantity', from: 1, to: 2 }]);
    const grand = diff.totals.find((t) => t.field === 'grand_total_paise')!;
    expect(grand.from).toBe(before.totals.grand_total_paise);
    expect(grand.to).toBe(after.totals.grand_total_paise);
    expect(diff.unchanged).toBe(false);
  });

  it('sees an unchanged version, a first version, and changed terms or discount', () => {
    const one = content([line('a', 1, 1_000)]);
    expect(diffVersions(one, one).unchanged).toBe(true);
    expect(diffVersions(null, one).added).toHaveLength(1);
    const discounted = content([line('a', 1, 1_000)], { overall_discount_bps: 500 });
    expect(diffVersions(one, discounted).overallDiscount).toEqual({ from: 0, to: 500 });
    const withTerms = content([line('a', 1, 1_000)], {
      terms: {
        milestones: [{ label: 'All', percent: 100 }],
        timeline: 't',
        warranty: 'w',
        exclusions: '',
        valid_until: '2030-01-01',
      },
    });
    expect(diffVersions(one, withTerms)).toMatchObject({ termsChanged: true, unchanged: false });
  });
});

describe('the overall discount on extra payments', () => {
  const costed = line('pool', 1, 100_000_00);
  const extra: QuotationLine = { ...line('heater', 1, 10_000_00), origin: 'extra' };
  const totals = (discount_extras?: boolean) =>
    quotationTotals({
      lines: [costed, extra],
      overall_discount_bps: 1000,
      discount_extras,
      inter_state: false,
    });

  it('applies to extras unless the costing says otherwise', () => {
    expect(totals().amounts[1]!.discount_paise).toBe(1_000_00);
    expect(totals(true).amounts[1]!.discount_paise).toBe(1_000_00);
    const without = totals(false);
    expect(without.amounts[0]!.discount_paise).toBe(10_000_00);
    expect(without.amounts[1]!.discount_paise).toBe(0);
    expect(without.totals.discount_paise).toBe(10_000_00);
  });
});
