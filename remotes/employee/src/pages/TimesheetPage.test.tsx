import { selfApi } from '@managewell/api';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TimesheetPage } from './TimesheetPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, selfApi: { ...actual.selfApi, week: vi.fn(), saveWeek: vi.fn(), submitWeek: vi.fn() } };
});
const api = {
  week: vi.mocked(selfApi.week),
  save: vi.mocked(selfApi.saveWeek),
  submit: vi.mocked(selfApi.submitWeek),
};

/** A week saved before: its entries carry their ids, as the server answers them. */
const savedWeek = {
  id: 7,
  employeeId: 3,
  employeeCode: 'MW-003',
  employeeName: 'Asha Rao',
  weekStart: '2026-11-16',
  status: 'draft',
  submittedAt: null,
  totalHours: 12,
  version: 2,
  decidedBy: null,
  decidedAt: null,
  decisionComment: null,
  entries: [
    { id: 41, date: '2026-11-16', project: 'Lead #5', leadId: 5, task: 'Site visit', hours: 4 },
    { id: 42, date: '2026-11-17', project: 'Kitchen, Baner', leadId: null, task: 'Drawings', hours: 8 },
  ],
} as const;

beforeEach(() => {
  vi.resetAllMocks();
  api.week.mockResolvedValue(savedWeek as never);
  api.save.mockResolvedValue(savedWeek as never);
  api.submit.mockResolvedValue({ ...savedWeek, status: 'submitted' } as never);
});

describe('TimesheetPage', () => {
  it('saves a week that was saved before, without the entries’ ids', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/timesheet?week=2026-11-16', '/timesheet', <TimesheetPage />);
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    expect(api.save).toHaveBeenCalledWith('2026-11-16', {
      entries: [
        { date: '2026-11-16', project: 'Lead #5', leadId: 5, task: 'Site visit', hours: 4 },
        { date: '2026-11-17', project: 'Kitchen, Baner', leadId: null, task: 'Drawings', hours: 8 },
      ],
      version: 2,
    });
    expect(await screen.findByText('Draft saved.')).toBeTruthy();
  });

  it('submits a week that was saved before', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/timesheet?week=2026-11-16', '/timesheet', <TimesheetPage />);
    await user.click(await screen.findByRole('button', { name: 'Submit week' }));
    await waitFor(() => expect(api.submit).toHaveBeenCalledWith('2026-11-16'));
    expect(await screen.findByText('Week submitted for approval.')).toBeTruthy();
  });

  it('says so when an entry is refused before sending', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/timesheet?week=2026-11-16', '/timesheet', <TimesheetPage />);
    const tasks = await screen.findAllByRole('textbox', { name: 'Task' });
    await user.clear(tasks[0]!);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Some entries need attention');
    expect(api.save).not.toHaveBeenCalled();
  });
});
