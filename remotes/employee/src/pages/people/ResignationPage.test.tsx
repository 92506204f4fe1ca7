import {
  fetchExitLetterPdf,
  fetchMyResignation,
  fetchMySettlement,
  submitResignation,
} from '@managewell/api';
import { renderAt } from '@managewell/ui/testing/render';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ResignationPage } from './ResignationPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return {
    ...actual,
    fetchMyResignation: vi.fn(),
    submitResignation: vi.fn(),
    fetchMySettlement: vi.fn(),
    fetchExitLetterPdf: vi.fn(),
  };
});

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(fetchMyResignation).mockResolvedValue(null as never);
  vi.mocked(submitResignation).mockResolvedValue({} as never);
});

describe('ResignationPage', () => {
  it('asks for confirmation before the resignation goes to HR', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/resignation', '/resignation', <ResignationPage />);
    await user.type(await screen.findByLabelText('Reason'), 'Moving to Bengaluru with my family.');
    fireEvent.change(screen.getByLabelText('Proposed last day'), { target: { value: '2026-12-31' } });
    await user.click(screen.getByRole('button', { name: 'Submit resignation' }));
    expect((await screen.findAllByText('Submit your resignation?')).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Proposed last day: 31 Dec 2026\./).length).toBeGreaterThan(0);
    expect(submitResignation).not.toHaveBeenCalled();
    const buttons = screen.getAllByRole('button', { name: 'Submit resignation' });
    await user.click(buttons.at(-1)!);
    await waitFor(() =>
      expect(submitResignation).toHaveBeenCalledWith({
        reason: 'Moving to Bengaluru with my family.',
        proposedLastDay: '2026-12-31',
      }),
    );
  });
});

describe('ResignationPage: the final settlement', () => {
  it('shows my settlement once final, with the statement and letters to download', async () => {
    vi.mocked(fetchMyResignation).mockResolvedValue({ ...ACCEPTED } as never);
    vi.mocked(fetchMySettlement).mockResolvedValue(SETTLEMENT as never);
    vi.mocked(fetchExitLetterPdf).mockResolvedValue(new Blob(['%PDF-']));
    const user = userEvent.setup({ delay: null });
    renderAt('/resignation', '/resignation', <ResignationPage />);
    expect(await screen.findByText('Your full and final settlement')).toBeTruthy();
    expect(screen.getByText('Gratuity (11 years)')).toBeTruthy();
    expect(screen.getByText('Less: Notice shortfall (10 days)')).toBeTruthy();
    expect(screen.getByText('₹1,55,000.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Relieving letter' }));
    await waitFor(() => expect(fetchExitLetterPdf).toHaveBeenCalledWith(7, 'relieving', true));
  });

  it('shows nothing of a settlement while HR has none final', async () => {
    vi.mocked(fetchMyResignation).mockResolvedValue({ ...ACCEPTED } as never);
    vi.mocked(fetchMySettlement).mockResolvedValue(null as never);
    renderAt('/resignation', '/resignation', <ResignationPage />);
    expect(await screen.findByText('Your resignation')).toBeTruthy();
    await waitFor(() => expect(fetchMySettlement).toHaveBeenCalled());
    expect(screen.queryByText('Your full and final settlement')).toBeNull();
  });
});

const ACCEPTED = {
  id: 3,
  employeeId: 5,
  code: 'MW0005',
  fullName: 'Asha Verma',
  department: 'Operations',
  reason: 'Moving to Bengaluru with family.',
  proposedLastDay: '2026-12-10',
  expectedLastDay: '2026-12-20',
  noticeDays: 30,
  lastWorkingDay: '2026-12-10',
  status: 'accepted',
  hrNote: null,
  checklist: { 'assets-returned': true, handover: true, 'final-settlement': true },
  submittedAt: '2026-11-20T05:00:00.000Z',
  decidedAt: '2026-11-21T05:00:00.000Z',
  deactivatedAt: null,
  version: 3,
};

const SETTLEMENT = {
  id: 7,
  resignationId: 3,
  employeeId: 5,
  code: 'MW0005',
  fullName: 'Asha Verma',
  status: 'final',
  encashmentDivisor: 26,
  waiveNoticeRecovery: false,
  reimbursements: [],
  deductions: [],
  note: null,
  updatedAt: '2026-12-11T05:00:00.000Z',
  finalisedAt: '2026-12-11T05:00:00.000Z',
  version: 3,
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
    gratuity: { eligible: true, years: 11, amount: 1_65_000_00, capped: false },
    noticeRecovery: { shortfallDays: 10, waived: false, amount: 10_000_00 },
    earnings: [{ label: 'Gratuity (11 years)', amount: 1_65_000_00 }],
    deductions: [{ label: 'Notice shortfall (10 days)', amount: 10_000_00 }],
    totalEarnings: 1_65_000_00,
    totalDeductions: 10_000_00,
    netPayable: 1_55_000_00,
    explanations: [],
  },
};
