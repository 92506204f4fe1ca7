import { isRealDate as isCalendarDate } from '@managewell/api/contract';
import { describe, expect, it } from 'vitest';
import { escapeLike, searchPattern } from './search';

describe('searchPattern', () => {
  it('lower-cases text', () => expect(searchPattern('  Priya  IYER ')).toBe('priya iyer'));
  it('reduces a phone number to its national digits', () => {
    expect(searchPattern('+91 98450-12345')).toBe('9845012345');
    expect(searchPattern('09845012345')).toBe('9845012345');
    expect(searchPattern('98450')).toBe('98450');
  });
  it('ignores blank queries', () => expect(searchPattern('   ')).toBeNull());
});

describe('escapeLike', () => {
  it('escapes wildcards', () => expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\'));
});

describe('isCalendarDate', () => {
  it('accepts real dates only', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
  });
});
