import { describe, expect, it } from 'vitest';
import { formatDate } from './date';

describe('formatDate', () => {
  it('formats a calendar date the same everywhere', () => {
    expect(formatDate('2026-03-12')).toBe('12 March 2026');
    expect(formatDate('2025-12-01T23:30:00+05:30')).toBe('1 December 2025');
  });
  it('answers an empty string for text that is not a date', () => {
    expect(formatDate('yesterday')).toBe('');
    expect(formatDate('2026-13-01')).toBe('');
  });
});
