import { describe, expect, it } from 'vitest';
import { averageRating, clampRating, formatRating } from './rating';

describe('ratings', () => {
  it('averages to one decimal', () => {
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([5, 4])).toBe(4.5);
  });
  it('has no average without ratings', () => {
    expect(averageRating([])).toBeNull();
  });
  it('keeps ratings within 0..5', () => {
    expect(clampRating(7)).toBe(5);
    expect(clampRating(-1)).toBe(0);
    expect(clampRating(Number.NaN)).toBe(0);
    expect(averageRating([9, 5])).toBe(5);
  });
  it('shows a decimal only when there is one', () => {
    expect(formatRating(4)).toBe('4');
    expect(formatRating(4.5)).toBe('4.5');
  });
});
