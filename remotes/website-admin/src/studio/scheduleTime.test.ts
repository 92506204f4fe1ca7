import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPastDay, pastTimes, scheduledInstant } from './scheduleTime';

describe.each(['UTC', 'America/New_York', 'Asia/Kolkata'])('a schedule picked in a browser on %s', (tz) => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('means that time in India (27 Nov 16:14 IST is 10:44 UTC)', () => {
    vi.stubEnv('TZ', tz);
    // What the picker holds after choosing 27 Nov, 4:14 pm: those fields in the browser's zone.
    expect(scheduledInstant(dayjs('2026-11-27T16:14'))).toBe('2026-11-27T10:44:00.000Z');
  });

  it('hides the hours and minutes already past in India, not in the browser', () => {
    vi.stubEnv('TZ', tz);
    // 10:44 UTC: 4:14 pm in India, 5:44 am in New York.
    const now = new Date('2026-11-27T10:44:30.000Z');
    const today = pastTimes(dayjs('2026-11-27T00:00'), now);
    expect(today.disabledHours()).toEqual([...Array(16).keys()]);
    expect(today.disabledMinutes(16)).toEqual([...Array(15).keys()]);
    expect(today.disabledMinutes(17)).toEqual([]);
    expect(pastTimes(dayjs('2026-11-28T00:00'), now).disabledHours()).toEqual([]);
    expect(isPastDay(dayjs('2026-11-26T23:00'), now)).toBe(true);
    expect(isPastDay(dayjs('2026-11-27T00:00'), now)).toBe(false);
  });

  it('judges the day by India’s calendar (19:45 UTC is 1:15 am tomorrow there)', () => {
    vi.stubEnv('TZ', tz);
    const now = new Date('2026-11-27T19:45:00.000Z');
    expect(isPastDay(dayjs('2026-11-27T12:00'), now)).toBe(true);
    expect(pastTimes(dayjs('2026-11-28T00:00'), now).disabledHours()).toEqual([0]);
  });
});
