import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_PERCENT_RULE,
  hasAtMostDecimals,
  numberProblem,
  POOL_METRES_RULES,
  QUANTITY_RULE,
  RATE_RUPEES_RULE,
} from './number-rules';
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
