import { listPayrollRuns, listRunPayslips, lockPayroll } from '@managewell/api';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SalaryPage } from './SalaryPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, listPayrollRuns: vi.fn(), listRunPayslips: vi.fn(), lockPayroll: vi.fn() };
});
const api = {
  runs: vi.mocked(listPayrollRuns),
  payslips: vi.mocked(listRunPayslips),
  lock: vi.mocked(lockPayroll),
};

const run = {
  month: '2026-11',
  status: 'preview' as const,
  employeeCount: 44,
  grossTotal: 0,
  deductionsTotal: 0,
  netTotal: 0,
  employerTotal: 0,
  computedAt: '2026-11-27T10:00:00.000Z',
  lockedAt: null,
  lockedBy: null,
  leftOut: [{ employeeId: 10, code: 'MW0010', fullName: 'Kiran Shah', reason: 'No salary structure' }],
};

beforeEach(() => {
  vi.resetAllMocks();
  api.runs.mockResolvedValue([run]);
  api.payslips.mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20 });
  api.lock.mockResolvedValue({ ...run, status: 'locked', leftOut: [] } as never);
});

describe('SalaryPage payroll run', () => {
  it('lists who a preview leaves out and why; locking names them before it locks', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/salary', '/salary', <SalaryPage />);
    expect(await screen.findByText('Kiran Shah (MW0010): no salary structure')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Lock payroll' }));
    expect((await screen.findByTestId('lock-left-out')).textContent).toContain(
      'Kiran Shah (MW0010, no salary structure)',
    );
    expect(api.lock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Lock without 1 person' }));
    await waitFor(() => expect(api.lock).toHaveBeenCalledWith('2026-11'));
  });
});
