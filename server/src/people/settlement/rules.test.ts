import { describe, expect, it } from 'vitest';
import {
  GRATUITY_CEILING,
  gratuity,
  leaveEncashment,
  noticeRecovery,
  serviceLength,
  settlementTotals,
} from './rules';

const BASIC = 26_000_00;

describe('serviceLength', () => {
  it('counts both the joining day and the last working day', () => {
    expect(serviceLength('2020-01-01', '2024-12-31')).toEqual({ years: 5, months: 0, days: 0 });
    expect(serviceLength('2020-03-15', '2024-10-14')).toEqual({ years: 4, months: 7, days: 0 });
    expect(serviceLength('2020-01-15', '2020-03-01')).toEqual({ years: 0, months: 1, days: 16 });
  });

  it('is zero when the last day is before joining', () => {
    expect(serviceLength('2024-05-01', '2024-04-30')).toEqual({ years: 0, months: 0, days: 0 });
  });
});

describe('gratuity', () => {
  it('pays nothing for 4 years 7 months (under five completed years)', () => {
    expect(gratuity(BASIC, serviceLength('2020-03-15', '2024-10-14'))).toEqual({
      eligible: false,
      years: 0,
      amount: 0,
      capped: false,
    });
  });

  it('pays 15/26 × basic × 5 at exactly five years', () => {
    const g = gratuity(BASIC, serviceLength('2020-01-01', '2024-12-31'));
    expect(g).toEqual({ eligible: true, years: 5, amount: 75_000_00, capped: false });
  });

  it('keeps 10 years 6 months at ten years, and rounds anything over six months up', () => {
    expect(gratuity(BASIC, serviceLength('2014-01-01', '2024-06-30')).years).toBe(10);
    expect(gratuity(BASIC, serviceLength('2014-01-01', '2024-07-01')).years).toBe(11);
    const g = gratuity(BASIC, serviceLength('2014-01-01', '2024-08-15'));
    expect(g).toEqual({ eligible: true, years: 11, amount: 165_000_00, capped: false });
  });

  it('stops at the ₹20 lakh ceiling', () => {
    const g = gratuity(5_00_000_00, serviceLength('1990-01-01', '2024-12-31'));
    expect(g.amount).toBe(GRATUITY_CEILING);
    expect(g.capped).toBe(true);
  });
});

describe('leaveEncashment', () => {
  it('is the balance × basic ÷ 26 by default, to the paisa', () => {
    expect(leaveEncashment(10, BASIC)).toBe(10_000_00);
    expect(leaveEncashment(1.5, 30_000_00)).toBe(1_730_77);
  });

  it('takes another divisor', () => {
    expect(leaveEncashment(10, 30_000_00, 30)).toBe(10_000_00);
  });

  it('pays nothing for a zero or negative balance', () => {
    expect(leaveEncashment(0, BASIC)).toBe(0);
    expect(leaveEncashment(-2, BASIC)).toBe(0);
  });
});

describe('noticeRecovery', () => {
  it('recovers the unserved days at gross ÷ 30', () => {
    expect(noticeRecovery(10, 60_000_00, false)).toBe(20_000_00);
  });

  it('recovers nothing when waived or fully served', () => {
    expect(noticeRecovery(10, 60_000_00, true)).toBe(0);
    expect(noticeRecovery(0, 60_000_00, false)).toBe(0);
  });
});

describe('settlementTotals', () => {
  it('nets earnings against deductions, negative when the person owes', () => {
    expect(
      settlementTotals(
        [
          { label: 'Salary', amount: 100 },
          { label: 'Gratuity', amount: 50 },
        ],
        [{ label: 'Notice', amount: 200 }],
      ),
    ).toEqual({ totalEarnings: 150, totalDeductions: 200, netPayable: -50 });
  });
});
