import { describe, expect, it } from 'vitest';
import { progressInput } from './goals';
import {
  DISCOUNT_PERCENT_RULE,
  hasAtMostDecimals,
  monthlyRupeesRule,
  numberProblem,
  POOL_METRES_RULES,
  PROGRESS_PERCENT_RULE,
  QUANTITY_RULE,
  RATE_RUPEES_RULE,
} from './number-rules';
import { salaryStructureInput } from './people';
import { quotationLineInput } from './quotation';
import { leadRequirementFields } from './sales';

describe('numberProblem', () => {
  it.each([
    [QUANTITY_RULE, -3, 'The quantity must be more than zero.'],
    [QUANTITY_RULE, 0, 'The quantity must be more than zero.'],
    [QUANTITY_RULE, 1.2345, 'At most three decimals.'],
    [QUANTITY_RULE, 2_000_000, 'That quantity is too large.'],
    [QUANTITY_RULE, null, 'Enter a quantity.'],
    [QUANTITY_RULE, Number.NaN, 'Enter a quantity.'],
    [DISCOUNT_PERCENT_RULE, 150, 'The discount cannot be more than 100 %.'],
    [DISCOUNT_PERCENT_RULE, -1, 'The discount cannot be negative.'],
    [DISCOUNT_PERCENT_RULE, 12.345, 'At most two decimals.'],
    [RATE_RUPEES_RULE, -500, 'The rate cannot be negative.'],
    [RATE_RUPEES_RULE, 10.001, 'At most two decimals (paise).'],
    [POOL_METRES_RULES.length_m, -10, 'The length is at least 1 m.'],
    [POOL_METRES_RULES.length_m, 12.345, 'Give the length to the centimetre (at most two decimals).'],
  ])('refuses a value outside its rule with the message (%#)', (rule, value, message) => {
    expect(numberProblem(rule, value)).toBe(message);
  });

  it.each([
    [QUANTITY_RULE, 2.125],
    [DISCOUNT_PERCENT_RULE, 12.3],
    [DISCOUNT_PERCENT_RULE, 100],
    [RATE_RUPEES_RULE, 0],
    [RATE_RUPEES_RULE, 1234.56],
    [POOL_METRES_RULES.length_m, 10.25],
  ])('accepts a value inside its rule (%#)', (rule, value) => {
    expect(numberProblem(rule, value)).toBeNull();
  });

  it('counts decimals without floating-point noise', () => {
    expect(hasAtMostDecimals(12.3, 2)).toBe(true);
    expect(hasAtMostDecimals(0.1 + 0.2, 2)).toBe(true);
    expect(hasAtMostDecimals(1.005, 2)).toBe(false);
  });
});

describe('the server schemas use the same rules and never change a value', () => {
  const line = { description: 'Tiles', unit: 'nos', quantity: 1, rate_paise: 100, gst_rate_bps: 1800 };
  const messageOf = (input: object) =>
    quotationLineInput.safeParse({ ...line, ...input }).error?.issues[0]?.message;

  it('refuses what the form refuses, with its message', () => {
    expect(messageOf({ quantity: -3 })).toBe('The quantity must be more than zero.');
    expect(messageOf({ discount_bps: 15_000 })).toBe('The discount cannot be more than 100 %.');
    expect(messageOf({ rate_paise: -50_000 })).toBe('The rate cannot be negative.');
  });

  it('refuses a length with more than two decimals instead of rounding it', () => {
    const length = leadRequirementFields.length_m;
    expect(length.safeParse(12.345).error?.issues[0]?.message).toBe(
      'Give the length to the centimetre (at most two decimals).',
    );
    expect(length.parse(12.34)).toBe(12.34);
    expect(length.safeParse(-10).error?.issues[0]?.message).toBe('The length is at least 1 m.');
  });
});

describe('the HR and goals rules say what the server says', () => {
  const zodMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? null : (result.error?.issues[0]?.message ?? null);

  it('a monthly pay component: rupees on the form, paise on the server, the same message', () => {
    const structure = (hra: number) =>
      salaryStructureInput.safeParse({
        basic: 1,
        hra,
        special: 0,
        other: 0,
        effectiveFrom: '2026-04-01',
        version: 0,
      });
    for (const rupees of [-5, 10_000_001, 12.345, 2500])
      expect(numberProblem(monthlyRupeesRule('HRA'), rupees)).toBe(
        zodMessage(structure(Math.round(rupees * 1000) / 10)),
      );
    expect(numberProblem(monthlyRupeesRule('basic', { positive: true }), 0)).toBe(
      'Basic must be more than zero.',
    );
  });

  it('a goal progress', () => {
    for (const percent of [-1, 101, 12.5, 60])
      expect(numberProblem(PROGRESS_PERCENT_RULE, percent)).toBe(
        zodMessage(progressInput.safeParse({ percent, note: 'Laid the tiles', version: 1 })),
      );
  });
});
