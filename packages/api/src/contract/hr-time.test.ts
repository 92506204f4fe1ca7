import { describe, expect, it } from 'vitest';
import { isRealDate } from './dates';
import { ifscSchema, indianPhoneSchema, panSchema } from './hr';
import { leaveDays, timesheetWeekInput } from './hr-time';

const none = new Set<string>();

describe('leaveDays', () => {
  // 2026-03-02 is a Monday.
  it('counts Monday to Friday as 5 and leaves out the weekend', () => {
    expect(leaveDays('2026-03-02', '2026-03-06', {}, none)).toBe(5);
    expect(leaveDays('2026-03-02', '2026-03-09', {}, none)).toBe(6);
    expect(leaveDays('2026-03-07', '2026-03-08', {}, none)).toBe(0);
  });
  it('leaves out holidays', () => {
    expect(leaveDays('2026-03-02', '2026-03-06', {}, new Set(['2026-03-04']))).toBe(4);
  });
  it('counts half days at either end', () => {
    expect(leaveDays('2026-03-02', '2026-03-02', { startHalf: true }, none)).toBe(0.5);
    expect(leaveDays('2026-03-02', '2026-03-04', { startHalf: true }, none)).toBe(2.5);
    expect(leaveDays('2026-03-02', '2026-03-04', { startHalf: true, endHalf: true }, none)).toBe(2);
    // A half on a weekend end takes nothing off.
    expect(leaveDays('2026-03-05', '2026-03-07', { endHalf: true }, none)).toBe(2);
  });
  it('is 0 for an end before the start', () => {
    expect(leaveDays('2026-03-06', '2026-03-02', {}, none)).toBe(0);
  });
  it('crosses a year end', () => {
    expect(leaveDays('2026-12-31', '2027-01-01', {}, none)).toBe(2);
  });
});

describe('Indian formats', () => {
  it('checks PAN, IFSC and +91 mobiles', () => {
    expect(panSchema.parse(' abcde1234f ')).toBe('ABCDE1234F');
    expect(panSchema.safeParse('ABCDE12345').success).toBe(false);
    expect(ifscSchema.parse('sbin0001234')).toBe('SBIN0001234');
    expect(ifscSchema.safeParse('SBIN1001234').success).toBe(false);
    expect(indianPhoneSchema.parse('+91 98200-12345')).toBe('+919820012345');
    expect(indianPhoneSchema.parse('09820012345')).toBe('+919820012345');
    expect(indianPhoneSchema.safeParse('12345').success).toBe(false);
  });
  it('knows real dates', () => {
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2026-02-29')).toBe(false);
  });
});

describe('timesheet week', () => {
  it('refuses more than 24 hours on one day across entries', () => {
    const result = timesheetWeekInput.safeParse({
      entries: [
        { date: '2026-03-02', project: 'Pool', task: 'Site', hours: 12 },
        { date: '2026-03-02', project: 'Pool', task: 'Site', hours: 12.5 },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['entries', 1, 'hours']);
  });
});
