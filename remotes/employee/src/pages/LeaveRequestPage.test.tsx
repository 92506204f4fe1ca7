import { selfApi } from '@managewell/api';
import { currentLocation, renderAt } from '@managewell/ui/testing/render';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LeaveRequestPage } from './LeaveRequestPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return {
    ...actual,
    selfApi: {
      ...actual.selfApi,
      leave: vi.fn(),
      requestLeave: vi.fn(),
      holidays: vi.fn(() => new Promise(() => {})),
    },
  };
});
const api = { leave: vi.mocked(selfApi.leave), request: vi.mocked(selfApi.requestLeave) };

const CASUAL = { leaveTypeId: 1, code: 'casual', name: 'Casual leave', allocated: 12, carried: 0 };
const myLeave = (taken: number, pending: number) =>
  ({
    year: 2030,
    balances: [
      { ...CASUAL, taken, pending, available: 12 - taken - pending },
      {
        leaveTypeId: 4,
        code: 'unpaid',
        name: 'Leave without pay',
        allocated: 0,
        carried: 0,
        taken: 0,
        pending: 0,
        available: null,
      },
    ],
    requests: [],
    holidays: [{ id: 1, date: '2030-12-25', name: 'Christmas' }],
    leaveTypes: [
      { id: 1, code: 'casual', name: 'Casual leave' },
      { id: 4, code: 'unpaid', name: 'Leave without pay' },
    ],
    teamPending: [],
  }) as never;

beforeEach(() => {
  vi.resetAllMocks();
  api.leave.mockResolvedValue(myLeave(2, 1));
});

const open = () =>
  render(
    <App>
      <LeaveRequestPage />
    </App>,
  );

/** Types a day into one end of the range picker, as a person typing would. */
async function typeDay(user: ReturnType<typeof userEvent.setup>, placeholder: string, day: string) {
  const input = screen.getByPlaceholderText(placeholder);
  await user.click(input);
  await user.clear(input);
  await user.type(input, `${day}{Enter}`);
}

describe('LeaveRequestPage (self-service leave form)', () => {
  it('shows each balance: what is left of the grant, taken and pending; unpaid has no limit', async () => {
    open();
    const casual = await screen.findByTestId('balance-casual');
    expect(casual.textContent).toContain('9');
    expect(casual.textContent).toContain('/ 12');
    expect(casual.textContent).toContain('2 taken · 1 pending');
    expect(screen.getByTestId('balance-unpaid').textContent).toContain('no limit');
  });

  it('says which fields are missing and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await user.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Choose a leave type.', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText('Choose the first and last day.')).toBeTruthy();
    expect(screen.getByText('Give a reason.')).toBeTruthy();
    expect(api.request).not.toHaveBeenCalled();
  });

  it('counts working days, halves with the half-day boxes, and skips holidays', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await screen.findByTestId('balance-casual');
    // Mon 23 – Wed 25 Dec 2030: Christmas is a holiday, so 2 working days.
    await typeDay(user, 'Start date', '23 Dec 2030');
    await typeDay(user, 'End date', '25 Dec 2030');
    await waitFor(() => expect(screen.getByTestId('leave-days').textContent).toContain('2 days'));
    await user.click(screen.getByLabelText('First day: afternoon only'));
    await waitFor(() => expect(screen.getByTestId('leave-days').textContent).toContain('1.5 days'));
  });

  it('pages my own requests, the page in the URL', async () => {
    const request = (id: number) => ({
      id,
      employeeId: 7,
      employeeName: 'Nisha Kapoor',
      leaveType: 'Casual leave',
      startDate: '2030-01-02',
      endDate: '2030-01-02',
      days: 1,
      status: 'approved',
      reason: `Day ${id}`,
      decisionComment: null,
    });
    api.leave.mockResolvedValue({
      ...(myLeave(2, 1) as object),
      requests: Array.from({ length: 25 }, (_, i) => request(i + 1)),
    } as never);
    renderAt('/leave-request', '/leave-request', <LeaveRequestPage />);
    expect(await screen.findByText('1–20 of 25')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentLocation.search).toBe('?page=2'));
    expect(await screen.findByText('21–25 of 25')).toBeTruthy();
  });
});
