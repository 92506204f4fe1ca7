import { describe, expect, it } from 'vitest';
import { deactivationInstant, expectedLastDay, shortfallDays, todayInIndia } from './notice';

describe('notice period', () => {
  it('counts 30 calendar days after the submission: 1 March → 31 March', () => {
    expect(expectedLastDay('2026-03-01', 30)).toBe('2026-03-31');
  });
  it('crosses month and year ends: 15 December + 60 days → 13 February', () => {
    expect(expectedLastDay('2026-12-15', 60)).toBe('2027-02-13');
  });
  it('handles leap years: 30 January 2028 + 30 → 29 February', () => {
    expect(expectedLastDay('2028-01-30', 30)).toBe('2028-02-29');
  });
  it('with no notice the last day is the day of submission', () => {
    expect(expectedLastDay('2026-03-01', 0)).toBe('2026-03-01');
  });
  it('says how much notice a proposed day leaves unserved', () => {
    expect(shortfallDays('2026-03-21', '2026-03-31')).toBe(10);
    expect(shortfallDays('2026-04-05', '2026-03-31')).toBe(0);
  });
  it('ends the account at midnight in India after the last day', () => {
    expect(deactivationInstant('2026-03-31').toISOString()).toBe('2026-03-31T18:30:00.000Z');
  });
  it('takes today from the Indian clock', () => {
    expect(todayInIndia(new Date('2026-03-31T19:00:00Z'))).toBe('2026-04-01');
  });
});
