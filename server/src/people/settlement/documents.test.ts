import type { SettlementFigures } from '@managewell/api/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LETTERHEAD } from '../../workplace/documents';
import { computePayslip } from '../payroll/statutory';
import { exitLetterDocument, fillTemplate, settlementStatementDocument } from './documents';
import { settlementFigures } from './figures';
import type { SettlementRecord } from './service';

const STRUCTURE = { basic: 26_000_00, hra: 10_000_00, special: 4_000_00, other: 0 };

function figures(paidByPayroll: boolean): SettlementFigures {
  return settlementFigures({
    dateOfJoining: '2014-01-01',
    lastWorkingDay: '2026-12-15',
    salary: {
      structure: STRUCTURE,
      figures: computePayslip({
        structure: STRUCTURE,
        month: '2026-12',
        workState: 'Maharashtra',
        lopDays: 0,
        daysNotEmployed: 16,
        overtimeHours: 0,
      }),
      paidByPayroll,
    },
    earnedLeaveDays: 10,
    shortfallDays: 5,
    encashmentDivisor: 26,
    waiveNoticeRecovery: false,
    reimbursements: [{ label: 'Travel', amount: 1_000_00 }],
    deductions: [{ label: 'Canteen dues', amount: 500_00 }],
  });
}

describe('settlementFigures', () => {
  it('pays the salary to the last day with its deductions, and nets every line', () => {
    const f = figures(false);
    expect(f.salary).toMatchObject({ month: '2026-12', paidDays: 15, paidByPayroll: false });
    expect(f.earnings.map((l) => l.label)).toEqual([
      'Salary to 15 Dec 2026 (15 paid days)',
      'Leave encashment (10 days)',
      'Gratuity (13 years)',
      'Travel',
    ]);
    expect(f.deductions.map((l) => l.label)).toEqual([
      'Provident fund (EPF)',
      'Professional tax',
      'Notice shortfall (5 days)',
      'Canteen dues',
    ]);
    expect(f.noticeRecovery.amount).toBe(6_666_67);
    expect(f.netPayable).toBe(f.totalEarnings - f.totalDeductions);
  });

  it('leaves out a salary a locked payroll month already paid', () => {
    const f = figures(true);
    expect(f.earnings.map((l) => l.label)).not.toContain('Salary to 15 Dec 2026 (15 paid days)');
    expect(f.deductions.map((l) => l.label)).toEqual(['Notice shortfall (5 days)', 'Canteen dues']);
  });
});

describe('exit documents', () => {
  const record = {
    status: 'final',
    finalisedAt: '2026-12-16T05:00:00.000Z',
    note: null,
    figures: figures(false),
    employee: {
      fullName: 'Asha Verma',
      code: 'MW0005',
      designation: 'Site Engineer',
      department: 'Projects',
    },
  } as unknown as SettlementRecord;

  it('fills the letter templates, leaving an unknown field visible', () => {
    expect(fillTemplate('Dear {fullName}, {unknown}', { fullName: 'Asha' })).toBe('Dear Asha, {unknown}');
    const letter = exitLetterDocument('experience', record, DEFAULT_LETTERHEAD);
    const text = letter.blocks.map((b) => ('text' in b ? b.text : '')).join('\n');
    expect(letter.title).toBe('Experience Letter');
    expect(text).toContain(
      'Asha Verma (employee code MW0005) worked with Managewell from 1 Jan 2014 to 15 Dec 2026',
    );
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it('marks a draft statement as not final and prints the net', () => {
    const draft = settlementStatementDocument({ ...record, status: 'draft' }, DEFAULT_LETTERHEAD);
    expect(draft.meta).toEqual([{ label: 'Status', value: 'DRAFT: not final' }]);
    const totals = draft.blocks.find((b) => b.kind === 'totals');
    expect(totals && 'grandTotal' in totals ? totals.grandTotal.amountPaise : null).toBe(
      record.figures.netPayable,
    );
  });
});
