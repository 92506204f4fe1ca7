import { describe, expect, it } from 'vitest';
import { istInstant } from './dates';
import { dayStatus, leaveByDate } from './day-status';

const base = { today: '2026-03-20', joined: '2020-01-01', holiday: false, leave: undefined, checkIn: null };

describe('dayStatus', () => {
  it('orders holiday, weekend, leave, check-in, absent', () => {
    expect(dayStatus('2026-03-04', { ...base, holiday: true })).toBe('holiday');
    expect(dayStatus('2026-03-07', base)).toBe('weekend');
    expect(dayStatus('2026-03-05', { ...base, leave: 'full' })).toBe('leave');
    expect(dayStatus('2026-03-05', { ...base, leave: 'half', checkIn: istInstant('2026-03-05', 600) })).toBe(
      'half-leave',
    );
    expect(dayStatus('2026-03-05', { ...base, checkIn: istInstant('2026-03-05', 9 * 60 + 40) })).toBe(
      'present',
    );
    expect(dayStatus('2026-03-05', { ...base, checkIn: istInstant('2026-03-05', 9 * 60 + 50) })).toBe('late');
    expect(dayStatus('2026-03-05', base)).toBe('absent');
  });
  it('is upcoming today (not yet in), later, and before joining', () => {
    expect(dayStatus('2026-03-20', base)).toBe('upcoming');
    expect(dayStatus('2026-03-23', base)).toBe('upcoming');
    expect(dayStatus('2026-03-05', { ...base, joined: '2026-03-10' })).toBe('upcoming');
  });
});

describe('leaveByDate', () => {
  it('marks full and half days, clipped to the range', () => {
    const map = leaveByDate(
      [{ startDate: '2026-02-26', endDate: '2026-03-03', startHalf: false, endHalf: true }],
      '2026-03-01',
      '2026-03-31',
    );
    expect(map.get('2026-03-02')).toBe('full');
    expect(map.get('2026-03-03')).toBe('half');
    expect(map.has('2026-02-27')).toBe(false);
  });
});
