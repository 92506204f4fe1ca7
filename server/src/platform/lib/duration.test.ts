import { describe, expect, it } from 'vitest';
import { parseDuration } from './duration';

describe('parseDuration', () => {
  it.each([
    ['1 days', 86_400_000],
    ['12 hours', 43_200_000],
    ['30 minutes', 1_800_000],
    ['45s', 45_000],
    ['1 day', 86_400_000],
    ['2 WEEKS', 1_209_600_000],
  ])('%s → %d ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });

  it.each(['', 'days', '1', '1 fortnight', '-1 days', '0 hours', '1.5 hours', '1 days extra'])(
    'rejects %j',
    (text) => {
      expect(parseDuration(text)).toBeNull();
    },
  );
});
