import { hrApi } from '@managewell/api';
import { renderAt } from '@managewell/ui/testing/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ReadLeavesPage } from './ReadLeavesPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return {
    ...actual,
    hrApi: { ...actual.hrApi, leaveRequests: vi.fn(), awayToday: vi.fn(), decideLeave: vi.fn() },
  };
});

const request = (checkedInOn: string[]) => ({
  id: 31,
  employeeId: 6,
  employeeCode: 'MW0006',
  employeeName: 'Anjali Deshmukh',
  department: 'Projects',
  leaveTypeId: 1,
  leaveType: 'Casual leave',
  startDate: '2026-11-23',
  endDate: '2026-11-25',
  startHalf: false,
  endHalf: false,
  days: 3,
  reason: 'Family function',
  createdAt: '2026-11-20T04:30:00.000Z',
  checkedInOn,
  status: 'pending',
  decidedBy: null,
  decidedAt: null,
  decisionComment: null,
});

const listing = (item: ReturnType<typeof request>) =>
  vi
    .mocked(hrApi.leaveRequests)
    .mockResolvedValue({ items: [item], total: 1, page: 1, pageSize: 20 } as never);

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(hrApi.awayToday).mockResolvedValue([]);
});

describe('ReadLeavesPage decisions', () => {
  it('warns the approver of days the person checked in on', async () => {
    listing(request(['2026-11-23', '2026-11-24']));
    renderAt('/leaves', '/leaves', <ReadLeavesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Decide' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Anjali Deshmukh checked in on 23 Nov 2026, 24 Nov 2026: approving marks those days as leave.',
    );
  });

  it('shows no warning when no day was worked', async () => {
    listing(request([]));
    renderAt('/leaves', '/leaves', <ReadLeavesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Decide' }));
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
