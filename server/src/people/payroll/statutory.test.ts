import { describe, expect, it } from 'vitest';
import {
  computePayslip,
  daysInMonth,
  epf,
  esi,
  monthlyCtc,
  overtimePay,
  professionalTax,
  prorate,
} from './statutory';

const rs = (rupees: number) => Math.round(rupees * 100);

describe('EPF', () => {
  it('takes 12 % of a basic below the ceiling: ₹12,000 → ₹1,440; employer EPS ₹1,000 + EPF ₹440', () => {
    expect(epf(rs(12_000))).toEqual({
      pfWages: rs(12_000),
      employee: rs(1_440),
      employerEps: rs(1_000), // 8.33 % of 12,000 = 999.60 → ₹1,000
      employerEpf: rs(440),
    });
  });
  it('caps at the ₹15,000 wage ceiling: basic ₹40,000 → ₹1,800; EPS ₹1,250 + EPF ₹550', () => {
    expect(epf(rs(40_000))).toEqual({
      pfWages: rs(15_000),
      employee: rs(1_800),
      employerEps: rs(1_250), // 1,249.50 → 1,250
      employerEpf: rs(550),
    });
  });
  it('rounds to the nearest rupee: basic ₹9,876.50 → 12 % = 1,185.18 → ₹1,185', () => {
    expect(epf(rs(9_876.5)).employee).toBe(rs(1_185));
  });
  it('is nothing on no basic', () => {
    expect(epf(0)).toEqual({ pfWages: 0, employee: 0, employerEps: 0, employerEpf: 0 });
  });
});

describe('ESI', () => {
  it('applies at a gross of exactly ₹21,000: 0.75 % = ₹157.50 → ₹158, employer 3.25 % = ₹682.50 → ₹683', () => {
    expect(esi(rs(21_000), rs(21_000))).toEqual({ applies: true, employee: rs(158), employer: rs(683) });
  });
  it('does not apply one rupee above ₹21,000', () => {
    expect(esi(rs(21_001), rs(21_001))).toEqual({ applies: false, employee: 0, employer: 0 });
  });
  it('is worked out on the gross earned (after loss of pay), eligibility on the structure', () => {
    // Structure ₹18,000, earned ₹15,000: 112.50 → 113; 487.50 → 488.
    expect(esi(rs(18_000), rs(15_000))).toEqual({ applies: true, employee: rs(113), employer: rs(488) });
  });
});

describe('professional tax by work state', () => {
  const cases: [string, number, number, number][] = [
    // state, monthly gross (₹), month, tax (₹)
    ['Maharashtra', 7_500, 6, 0],
    ['Maharashtra', 9_000, 6, 175],
    ['Maharashtra', 30_000, 6, 200],
    ['Maharashtra', 30_000, 2, 300],
    ['Karnataka', 24_999, 6, 0],
    ['Karnataka', 25_000, 6, 200],
    ['Karnataka', 25_000, 2, 300],
    ['West Bengal', 10_000, 6, 0],
    ['West Bengal', 12_000, 6, 110],
    ['West Bengal', 20_000, 6, 130],
    ['West Bengal', 30_000, 6, 150],
    ['West Bengal', 50_000, 6, 200],
    ['Gujarat', 11_999, 6, 0],
    ['Gujarat', 12_000, 6, 200],
    ['Telangana', 15_000, 6, 0],
    ['Telangana', 18_000, 6, 150],
    ['Telangana', 25_000, 6, 200],
    // Tamil Nadu: half-yearly (monthly gross × 6), in September and March only.
    ['Tamil Nadu', 3_000, 9, 0], // 18,000 a half-year
    ['Tamil Nadu', 4_500, 9, 180], // 27,000
    ['Tamil Nadu', 7_000, 3, 425], // 42,000
    ['Tamil Nadu', 9_000, 9, 930], // 54,000
    ['Tamil Nadu', 12_000, 3, 1_025], // 72,000
    ['Tamil Nadu', 50_000, 9, 1_250],
    ['Tamil Nadu', 50_000, 6, 0],
    // No professional tax in these states.
    ['Delhi', 90_000, 6, 0],
    ['Uttar Pradesh', 90_000, 2, 0],
  ];
  it.each(cases)('%s, gross ₹%i in month %i → ₹%i', (state, gross, month, tax) => {
    expect(professionalTax(state, rs(gross), month)).toBe(rs(tax));
  });
  it('is nothing without a work state', () => {
    expect(professionalTax(null, rs(50_000), 6)).toBe(0);
  });
});

describe('loss of pay and overtime', () => {
  it('prorates by calendar days: ₹30,000 with 3 LOP days of 30 → ₹27,000', () => {
    expect(prorate(rs(30_000), 30, 3)).toBe(rs(27_000));
  });
  it('takes half days: ₹31,000 with 1.5 LOP days of 31 → ₹29,500', () => {
    expect(prorate(rs(31_000), 31, 1.5)).toBe(rs(29_500));
  });
  it('never pays less than nothing', () => {
    expect(prorate(rs(30_000), 30, 45)).toBe(0);
  });
  it('pays overtime at twice basic ÷ 208 h: basic ₹20,800, 5 h → ₹1,000', () => {
    expect(overtimePay(rs(20_800), 5)).toBe(rs(1_000));
  });
  it('knows the days of each month', () => {
    expect([daysInMonth('2026-02'), daysInMonth('2028-02'), daysInMonth('2026-04')]).toEqual([28, 29, 30]);
  });
});

describe('a whole payslip', () => {
  it('works out a Maharashtra payslip above the ESI limit with 2 LOP days and overtime', () => {
    const slip = computePayslip({
      structure: { basic: rs(25_000), hra: rs(10_000), special: rs(8_000), other: rs(2_000) },
      month: '2026-06',
      workState: 'Maharashtra',
      lopDays: 2,
      overtimeHours: 4,
    });
    // 28/30 of each component; overtime 4 × 2 × 25,000 / 208 = 961.54.
    expect(slip.earnings).toEqual({
      basic: rs(23_333.33),
      hra: rs(9_333.33),
      special: rs(7_466.67),
      other: rs(1_866.67),
      overtime: rs(961.54),
    });
    expect(slip.grossEarned).toBe(rs(42_961.54));
    expect(slip.deductions).toEqual({ epf: rs(1_800), esi: 0, professionalTax: rs(200) });
    expect(slip.netPay).toBe(rs(42_961.54 - 2_000));
    expect(slip.employer).toEqual({ eps: rs(1_250), epf: rs(550), esi: 0 });
    expect(slip.paidDays).toBe(28);
    expect(slip.explanations.join(' ')).toContain('capped at the ₹15,000 wage ceiling');
  });

  it('works out a Karnataka payslip under the ESI limit', () => {
    const slip = computePayslip({
      structure: { basic: rs(10_000), hra: rs(4_000), special: rs(4_000), other: 0 },
      month: '2026-07',
      workState: 'Karnataka',
      lopDays: 0,
      overtimeHours: 0,
    });
    expect(slip.grossEarned).toBe(rs(18_000));
    // EPF 1,200; ESI 0.75 % of 18,000 = 135; no PT below ₹25,000.
    expect(slip.deductions).toEqual({ epf: rs(1_200), esi: rs(135), professionalTax: 0 });
    expect(slip.netPay).toBe(rs(16_665));
    expect(slip.employer).toEqual({ eps: rs(833), epf: rs(367), esi: rs(585) });
  });

  it('prices the structure: CTC = gross + employer EPF/EPS + employer ESI', () => {
    expect(monthlyCtc({ basic: rs(10_000), hra: rs(4_000), special: rs(4_000), other: 0 })).toBe(
      rs(18_000 + 1_200 + 585),
    );
  });
});

describe('a month not wholly employed', () => {
  it('pays a joiner of 27 Nov for 4 of 30 days without calling the rest loss of pay', () => {
    const slip = computePayslip({
      structure: { basic: rs(30_000), hra: rs(12_000), special: rs(6_000), other: 0 },
      month: '2026-11',
      workState: 'Karnataka',
      lopDays: 1,
      daysNotEmployed: 26,
      overtimeHours: 0,
    });
    expect(slip).toMatchObject({ daysInMonth: 30, lopDays: 1, paidDays: 3 });
    expect(slip.earnings.basic).toBe(rs(3_000));
    expect(slip.explanations).toContain('Employed 4 of 30 days this month.');
    expect(slip.explanations).toContain('Loss of pay: 1 of 30 days.');
  });
});
