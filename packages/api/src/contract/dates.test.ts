import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, isPastInKolkata, nowInKolkata, todayInKolkata } from './dates';

describe('formatDate and formatDateTime (one way across the product)', () => {
  it('shows an instant in India’s clock with the zone named', () => {
    expect(formatDateTime('2026-11-27T10:44:00.000Z')).toBe('27 Nov 2026, 4:14 pm IST');
    expect(formatDateTime('2026-11-26T18:30:00.000Z')).toBe('27 Nov 2026, 12:00 am IST');
    expect(formatDateTime('2026-11-27T06:30:00.000Z')).toBe('27 Nov 2026, 12:00 pm IST');
    expect(formatDateTime(new Date('2026-01-05T03:35:00.000Z'))).toBe('5 Jan 2026, 9:05 am IST');
  });

  it('shows a calendar date as it is and an instant on India’s calendar', () => {
    expect(formatDate('2026-11-27')).toBe('27 Nov 2026');
    // 20:00 UTC on the 26th is already the 27th in India.
    expect(formatDate('2026-11-26T20:00:00.000Z')).toBe('27 Nov 2026');
  });

  it('shows a dash for nothing or nonsense', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });
});

describe('India’s wall clock', () => {
  const now = new Date('2026-11-26T19:00:00.000Z');

  it('knows today and now in India, whatever the machine’s zone', () => {
    expect(nowInKolkata(now)).toBe('2026-11-27T00:30');
    expect(todayInKolkata(now)).toBe('2026-11-27');
  });

  it('calls a time before the current minute past', () => {
    expect(isPastInKolkata('2026-11-27T00:29', now)).toBe(true);
    expect(isPastInKolkata('2026-11-27T00:30', now)).toBe(false);
    expect(isPastInKolkata('2026-11-26T23:59', now)).toBe(true);
    expect(isPastInKolkata('2026-11-27T09:00', now)).toBe(false);
  });
});
