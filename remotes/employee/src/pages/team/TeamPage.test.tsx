import { fetchTeamGoalSheets, selfApi } from '@managewell/api';
import type { MyTeam } from '@managewell/api/contract';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TeamPage } from './TeamPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return {
    ...actual,
    fetchTeamGoalSheets: vi.fn(),
    selfApi: { ...actual.selfApi, team: vi.fn(), teamCalendar: vi.fn(), decideTimesheet: vi.fn() },
  };
});
const api = {
  team: vi.mocked(selfApi.team),
  calendar: vi.mocked(selfApi.teamCalendar),
  decideTimesheet: vi.mocked(selfApi.decideTimesheet),
  sheets: vi.mocked(fetchTeamGoalSheets),
};

const decision = { decidedBy: null, decidedAt: null, decisionComment: null };
const team: MyTeam = {
  reports: [{ id: 6, code: 'MW0006', fullName: 'Anjali Nair', designation: 'Site Engineer' }],
  today: '2026-11-25',
  weekStart: '2026-11-23',
  awayToday: [],
  awayThisWeek: [],
  pending: {
    leave: [],
    overtime: [],
    regularisations: [],
    timesheets: [
      {
        ...decision,
        id: 31,
        employeeId: 6,
        employeeCode: 'MW0006',
        employeeName: 'Anjali Nair',
        weekStart: '2026-11-16',
        status: 'submitted',
        submittedAt: '2026-11-21T12:00:00.000Z',
        totalHours: 40,
        version: 3,
        entries: [
          { id: 1, date: '2026-11-16', project: 'Villa pool, Baner', leadId: null, task: 'Survey', hours: 8 },
        ],
      },
    ],
  },
};

beforeEach(() => {
  vi.resetAllMocks();
  api.team.mockResolvedValue(team);
  api.calendar.mockResolvedValue([]);
  api.sheets.mockResolvedValue([]);
  api.decideTimesheet.mockResolvedValue({} as never);
});

describe('TeamPage', () => {
  it('says so when nobody reports to the user', async () => {
    api.team.mockResolvedValue({ ...team, reports: [], pending: { ...team.pending, timesheets: [] } });
    renderAt('/team', '/team', <TeamPage />);
    expect(await screen.findByText(/You have no team/)).toBeTruthy();
  });

  it('approves a report’s submitted week with a comment, then reloads the team', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/team', '/team', <TeamPage />);
    const table = await screen.findByRole('table', { name: 'Timesheets waiting for you' });
    expect(within(table).getByText('Villa pool, Baner')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Decide' }));
    await user.type(await screen.findByLabelText('Comment'), 'Thanks');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(api.decideTimesheet).toHaveBeenCalledWith(31, { decision: 'approved', comment: 'Thanks' }),
    );
    await waitFor(() => expect(api.team).toHaveBeenCalledTimes(2));
  });
});
