import { describe, expect, it } from 'vitest';
import { lastDays, todayIn } from './stats';

describe('lastDays', () => {
  it('lists every day, oldest first, across a month end', () => {
    expect(lastDays('2026-03-02', 4)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
  it('uses the Indian date near midnight UTC', () => {
    expect(todayIn('Asia/Kolkata', new Date('2026-01-01T20:00:00Z'))).toBe('2026-01-02');
  });
});
