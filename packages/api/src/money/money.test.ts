import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  computeTaxes,
  financialYear,
  formatInr,
  GST_RATES_BPS,
  groupIndian,
  lineTaxablePaise,
  parseInr,
} from './index';

describe('formatInr', () => {
  it('groups digits the Indian way', () => {
    expect(formatInr(123456700)).toBe('₹12,34,567.00');
    expect(formatInr(123456750)).toBe('₹12,34,567.50');
    expect(formatInr(99_999_99_99_999_00)).toBe('₹9,99,99,99,99,999.00');
    expect(formatInr(100000)).toBe('₹1,000.00');
    expect(formatInr(10000000)).toBe('₹1,00,000.00');
    expect(groupIndian('1234567890')).toBe('1,23,45,67,890');
  });
  it('shows zero, small and negative amounts', () => {
    expect(formatInr(0)).toBe('₹0.00');
    expect(formatInr(5)).toBe('₹0.05');
    expect(formatInr(-123456)).toBe('-₹1,234.56');
  });
  it('leaves out the symbol or the paise on request (rounding half-up to the rupee)', () => {
    expect(formatInr(123456750, { symbol: false })).toBe('12,34,567.50');
    expect(formatInr(123456750, { paise: false })).toBe('₹12,34,568');
    expect(formatInr(123456749, { paise: false })).toBe('₹12,34,567');
    expect(formatInr(-49, { paise: false })).toBe('₹0');
  });
  it('refuses fractions of a paisa', () => {
    expect(() => formatInr(1.5)).toThrow(RangeError);
    expect(() => formatInr(Number.NaN)).toThrow(RangeError);
  });
});

describe('amountInWords', () => {
  it('writes lakh and crore', () => {
    expect(amountInWords(123456750)).toBe(
      'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Fifty Paise Only',
    );
    expect(amountInWords(1_00_00_000_00)).toBe('Rupees One Crore Only');
    expect(amountInWords(2_05_00_011_00)).toBe('Rupees Two Crore Five Lakh Eleven Only');
    expect(amountInWords(10_100)).toBe('Rupees One Hundred One Only');
    expect(amountInWords(99_999_99_99_999_99)).toBe(
      'Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    );
  });
  it('handles zero, paise alone and negatives', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(50)).toBe('Fifty Paise Only');
    expect(amountInWords(-2000)).toBe('Minus Rupees Twenty Only');
  });
  it('stops above 99,999 crore', () => {
    expect(() => amountInWords(1_00_000_00_00_000_00)).toThrow(RangeError);
  });
});

describe('parseInr', () => {
  it('reads what people type', () => {
    expect(parseInr('12,34,567.5')).toBe(123456750);
    expect(parseInr('₹ 1,200')).toBe(120000);
    expect(parseInr('-40')).toBe(-4000);
    expect(parseInr('1.234')).toBeNull();
    expect(parseInr('abc')).toBeNull();
  });
});

describe('lineTaxablePaise', () => {
  it('multiplies quantity (thousandths) by rate, less discount, half-up to the paisa', () => {
    // 2 × ₹45,000 less 10 % = ₹81,000
    expect(lineTaxablePaise({ quantity: 2, ratePaise: 45_000_00, discountBps: 1000 })).toBe(81_000_00);
    // 12.5 m² × ₹1,234.56 = ₹15,432.00
    expect(lineTaxablePaise({ quantity: 12.5, ratePaise: 1_234_56 })).toBe(15_432_00);
    // 1.125 × ₹999.99 less 2.5 % = 1,096.864031… → ₹1,096.86
    expect(lineTaxablePaise({ quantity: 1.125, ratePaise: 999_99, discountBps: 250 })).toBe(1_096_86);
    // 0.005 × 1 paisa = 0.005 paisa → half-up → 0; 0.5 × 1 = 0.5 → 1
    expect(lineTaxablePaise({ quantity: 0.005, ratePaise: 1 })).toBe(0);
    expect(lineTaxablePaise({ quantity: 0.5, ratePaise: 1 })).toBe(1);
    // floating point would say 0.1 × 3 = 0.30000000000000004
    expect(lineTaxablePaise({ quantity: 0.1, ratePaise: 3 })).toBe(0);
    expect(lineTaxablePaise({ quantity: 0.3, ratePaise: 5 })).toBe(2);
  });
  it('refuses more than three decimals, fractional rates and discounts above 100 %', () => {
    expect(() => lineTaxablePaise({ quantity: 1.0005, ratePaise: 100 })).toThrow(RangeError);
    expect(() => lineTaxablePaise({ quantity: 1, ratePaise: 10.5 })).toThrow(RangeError);
    expect(() => lineTaxablePaise({ quantity: 1, ratePaise: 100, discountBps: 10_001 })).toThrow(RangeError);
  });
});

const lines = [
  { key: 'pump', taxablePaise: 81_000_00, gstRateBps: 1800 },
  { key: 'tiles', taxablePaise: 15_432_00, gstRateBps: 500 },
  { key: 'service', taxablePaise: 1_096_86, gstRateBps: 1800 },
];

describe('computeTaxes', () => {
  it('lists the GST slabs', () => {
    expect(GST_RATES_BPS).toEqual([0, 25, 300, 500, 1200, 1800, 2800, 4000]);
  });

  it('intra-state: CGST and SGST at half the rate, each rounded per line, then round-off', () => {
    const result = computeTaxes({ lines, interState: false });
    expect(result.lines).toEqual([
      // 9 % of 81,000 = 7,290
      {
        key: 'pump',
        taxablePaise: 81_000_00,
        cgstPaise: 7_290_00,
        sgstPaise: 7_290_00,
        igstPaise: 0,
        totalPaise: 95_580_00,
      },
      // 2.5 % of 15,432 = 385.80
      {
        key: 'tiles',
        taxablePaise: 15_432_00,
        cgstPaise: 385_80,
        sgstPaise: 385_80,
        igstPaise: 0,
        totalPaise: 16_203_60,
      },
      // 9 % of 1,096.86 = 98.7174 → 98.72
      {
        key: 'service',
        taxablePaise: 1_096_86,
        cgstPaise: 98_72,
        sgstPaise: 98_72,
        igstPaise: 0,
        totalPaise: 1_294_30,
      },
    ]);
    expect(result.taxablePaise).toBe(97_528_86);
    expect(result.cgstPaise).toBe(7_774_52);
    expect(result.sgstPaise).toBe(7_774_52);
    expect(result.igstPaise).toBe(0);
    // 97,528.86 + 2 × 7,774.52 = 1,13,077.90 → 1,13,078.00
    expect(result.roundOffPaise).toBe(10);
    expect(result.totalPaise).toBe(1_13_078_00);
  });

  it('inter-state: IGST at the full rate per line', () => {
    const result = computeTaxes({ lines, interState: true });
    expect(result.lines.map((l) => [l.igstPaise, l.cgstPaise, l.sgstPaise])).toEqual([
      [14_580_00, 0, 0],
      [771_60, 0, 0],
      // 18 % of 1,096.86 = 197.4348 → 197.43 (intra-state gave 2 × 98.72 = 197.44)
      [197_43, 0, 0],
    ]);
    expect(result.igstPaise).toBe(15_549_03);
    // 97,528.86 + 15,549.03 = 1,13,077.89 → 1,13,078.00
    expect(result.roundOffPaise).toBe(11);
    expect(result.totalPaise).toBe(1_13_078_00);
  });

  it('rounds down below half a rupee (a negative round-off) and up at exactly half', () => {
    const down = computeTaxes({
      lines: [{ key: 'a', taxablePaise: 100_40, gstRateBps: 0 }],
      interState: false,
    });
    expect(down).toMatchObject({ roundOffPaise: -40, totalPaise: 100_00 });
    const half = computeTaxes({
      lines: [{ key: 'a', taxablePaise: 100_50, gstRateBps: 0 }],
      interState: true,
    });
    expect(half).toMatchObject({ roundOffPaise: 50, totalPaise: 101_00 });
    // 0.25 % intra-state: 0.125 % each of ₹1,000 = ₹1.25 each; ₹1,002.50 → ₹1,003
    const low = computeTaxes({
      lines: [{ key: 'a', taxablePaise: 1_000_00, gstRateBps: 25 }],
      interState: false,
    });
    expect(low).toMatchObject({ cgstPaise: 1_25, sgstPaise: 1_25, roundOffPaise: 50, totalPaise: 1_003_00 });
  });

  it('gives zeros for no lines and refuses bad rates', () => {
    expect(computeTaxes({ lines: [], interState: false })).toEqual({
      lines: [],
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      roundOffPaise: 0,
      totalPaise: 0,
    });
    expect(() =>
      computeTaxes({ lines: [{ key: 'a', taxablePaise: 100, gstRateBps: 18.5 }], interState: false }),
    ).toThrow(RangeError);
  });
});

describe('financialYear', () => {
  it('runs April to March in India time', () => {
    expect(financialYear(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYear(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26'); // 23:59:59 IST
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27'); // 1 April IST
    expect(financialYear(new Date('2027-03-31T12:00:00+05:30'))).toBe('2026-27');
    expect(financialYear(new Date('2099-12-01T00:00:00Z'))).toBe('2099-00');
  });
});
