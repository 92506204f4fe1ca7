import { describe, expect, it } from 'vitest';
import { dealSizeFromText } from './validation';

describe('dealSizeFromText', () => {
  it('reads whole rupees, with or without grouping', () => {
    expect(dealSizeFromText('250000')).toBe(250_000);
    expect(dealSizeFromText('2,50,000')).toBe(250_000);
    expect(dealSizeFromText('  ')).toBeNull();
  });

  it('keeps anything else as typed, never cutting or dropping characters', () => {
    expect(dealSizeFromText('12.5')).toBe('12.5');
    expect(dealSizeFromText('-300')).toBe('-300');
    expect(dealSizeFromText('123456789012')).toBe(123_456_789_012);
    expect(dealSizeFromText('5 lakh')).toBe('5 lakh');
  });
});
