import { describe, expect, it } from 'vitest';
import { dateRange } from './dates';
import { joinerGrant } from './leave';

describe('joinerGrant', () => {
  it('grants the whole year to people who joined before it', () => {
    expect(joinerGrant(12, 2026, '2019-06-03')).toBe(12);
    expect(joinerGrant(12, 2026, '2026-01-01')).toBe(12);
  });

  it('grants a joiner the share of the year from the joining date, rounded down to a half day', () => {
    // 27 Nov–31 Dec: 35 of 365 days; 12 × 35 ÷ 365 = 1.15.
    expect(joinerGrant(12, 2026, '2026-11-27')).toBe(1);
    // 1 Jul–31 Dec: 184 of 365 days; 15 × 184 ÷ 365 = 7.56.
    expect(joinerGrant(15, 2026, '2026-07-01')).toBe(7.5);
    expect(joinerGrant(12, 2026, '2027-01-04')).toBe(0);
  });
});

describe('dateRange', () => {
  it('reads one day once and a span as from–to, never in ISO form', () => {
    expect(dateRange('2026-12-02', '2026-12-02')).toBe('2 Dec 2026');
    expect(dateRange('2026-12-02', '2026-12-04')).toBe('2 Dec 2026 to 4 Dec 2026');
  });
});
