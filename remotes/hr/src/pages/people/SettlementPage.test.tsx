import { finaliseSettlement, saveSettlement } from '@managewell/api';
import type { SettlementView } from '@managewell/api/contract';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SettlementEditor } from './SettlementPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, saveSettlement: vi.fn(), finaliseSettlement: vi.fn(), fetchSettlement: vi.fn() };
});

const DRAFT: SettlementView = {
  id: 7,
  resignationId: 3,
  employeeId: 5,
  code: 'MW0005',
  fullName: 'Asha Verma',
  status: 'draft',
  encashmentDivisor: 26,
  waiveNoticeRecovery: false,
  reimbursements: [{ label: 'Travel to client site', amount: 2_500_00 }],
  deductions: [],
  note: null,
  updatedAt: '2026-12-11T05:00:00.000Z',
  finalisedAt: null,
  version: 1,
  figures: {
    dateOfJoining: '2015-05-01',
    lastWorkingDay: '2026-12-10',
    service: { years: 11, months: 7, days: 10 },
    monthlyBasic: 26_000_00,
    monthlyGross: 40_000_00,
    salary: {
      month: '2026-12',
      daysInMonth: 31,
      paidDays: 10,
      lopDays: 0,
      grossEarned: 0,
      paidByPayroll: true,
    },
    leaveEncashment: { days: 0, divisor: 26, amount: 0 },
    gratuity: { eligible: true, years: 12, amount: 1_80_000_00, capped: false },
    noticeRecovery: { shortfallDays: 0, waived: false, amount: 0 },
    earnings: [
      { label: 'Gratuity (12 years)', amount: 1_80_000_00 },
      { label: 'Travel to client site', amount: 2_500_00 },
    ],
    deductions: [],
    totalEarnings: 1_82_500_00,
    totalDeductions: 0,
    netPayable: 1_82_500_00,
    explanations: ['Gratuity: 15/26 × basic ₹26,000.00 × 12 years = ₹1,80,000.00.'],
  },
};

beforeEach(() => vi.resetAllMocks());

describe('SettlementEditor', () => {
  it('drafts a settlement with HR’s lines in paise', async () => {
    vi.mocked(saveSettlement).mockResolvedValue(DRAFT);
    const user = userEvent.setup({ delay: null });
    renderAt('/s', '/s', <SettlementEditor resignationId={3} initial={null} />);
    await user.click(await screen.findByRole('button', { name: 'Add a reimbursement' }));
    await user.type(screen.getByLabelText('What it is for'), 'Travel to client site');
    await user.type(screen.getByLabelText('Amount (₹)'), '2500');
    await user.click(screen.getByRole('button', { name: 'Draft the settlement' }));
    await waitFor(() =>
      expect(saveSettlement).toHaveBeenCalledWith(3, {
        encashmentDivisor: 26,
        waiveNoticeRecovery: false,
        reimbursements: [{ label: 'Travel to client site', amount: 2_500_00 }],
        deductions: [],
        note: null,
        version: 0,
      }),
    );
    expect(await screen.findByText('Net payable: ₹1,82,500.00')).toBeTruthy();
    expect(screen.getByText('Gratuity (12 years)')).toBeTruthy();
  });

  it('finalises only after confirming, and then offers the letters', async () => {
    vi.mocked(finaliseSettlement).mockResolvedValue({
      ...DRAFT,
      status: 'final',
      finalisedAt: '2026-12-12T05:00:00.000Z',
      version: 2,
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/s', '/s', <SettlementEditor resignationId={3} initial={DRAFT} />);
    await user.click(await screen.findByRole('button', { name: 'Finalise' }));
    expect(await screen.findByText('Finalise this settlement?')).toBeTruthy();
    expect(finaliseSettlement).not.toHaveBeenCalled();
    const buttons = screen.getAllByRole('button', { name: 'Finalise' });
    await user.click(buttons.at(-1)!);
    await waitFor(() => expect(finaliseSettlement).toHaveBeenCalledWith(3, 1));
    expect(await screen.findByRole('button', { name: 'Relieving letter' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });
});
