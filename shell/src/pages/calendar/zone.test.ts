import { describe, expect, it } from 'vitest';
import { fromZoneInput, offsetAt, offsetForWallClock, toZoneInput, wallClock } from './zone';

describe('time zones through Intl', () => {
  it('knows India is UTC+05:30 all year', () => {
    expect(offsetAt('Asia/Kolkata', Date.parse('2026-01-15T00:00:00Z'))).toBe(330);
    expect(offsetAt('Asia/Kolkata', Date.parse('2026-07-15T00:00:00Z'))).toBe(330);
    expect(wallClock('Asia/Kolkata', Date.parse('2026-11-22T20:00:00Z'))).toEqual([2026, 10, 23, 1, 30, 0]);
  });

  it('follows daylight saving where there is some', () => {
    expect(offsetAt('Europe/London', Date.parse('2026-07-01T12:00:00Z'))).toBe(60);
    expect(offsetAt('Europe/London', Date.parse('2026-12-01T12:00:00Z'))).toBe(0);
    expect(offsetForWallClock('Europe/London', [2026, 6, 1, 9, 0])).toBe(60);
  });

  it('converts form values to instants and back', () => {
    expect(fromZoneInput('Asia/Kolkata', '2026-12-10T10:30')).toBe('2026-12-10T10:30:00+05:30');
    expect(toZoneInput('Asia/Kolkata', '2026-12-10T05:00:00.000Z')).toBe('2026-12-10T10:30');
    expect(fromZoneInput('America/New_York', '2026-01-05T09:00')).toBe('2026-01-05T09:00:00-05:00');
  });
});
