import { fetchGoalSheet, rateGoal } from '@managewell/api';
import type { AppraisalView, GoalView } from '@managewell/api/contract';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RateGoal } from './GoalsOf';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, fetchGoalSheet: vi.fn(), rateGoal: vi.fn() };
});
const api = { sheet: vi.mocked(fetchGoalSheet), rate: vi.mocked(rateGoal) };

const goal = {
  id: 5,
  title: 'Hand over 12 pools',
  rating: 3,
  ratingComment: '',
  ratedBy: 'Kavita',
  version: 2,
} as unknown as GoalView;

const open = (onSaved = vi.fn()) => {
  renderAt(
    '/app/hr/employee-goal',
    '/app/hr/employee-goal',
    <>
      <Link to="/app/hr/salary">Salary</Link>
      <RateGoal goal={goal} sheetId={9} onSaved={onSaved} />
    </>,
  );
  return onSaved;
};

beforeEach(() => vi.resetAllMocks());

describe('RateGoal', () => {
  it('on a stale save keeps my comment and their rating, and saves on their version', async () => {
    const user = userEvent.setup({ delay: null });
    api.rate.mockRejectedValueOnce({ code: 'CONFLICT', message: 'Someone else rated this goal.' });
    api.sheet.mockResolvedValue({
      goals: [{ ...goal, rating: 4, ratedBy: 'Arjun', version: 3 }],
    } as AppraisalView);
    const onSaved = open();
    await user.type(screen.getByLabelText('Comment on Hand over 12 pools'), 'Steady work');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText('Arjun saved this rating while you were editing', {}, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(api.sheet).toHaveBeenCalledWith(9);

    api.rate.mockResolvedValue(undefined as never);
    await user.click(await screen.findByRole('button', { name: 'Save merged changes' }));
    await waitFor(() => expect(api.rate).toHaveBeenCalledTimes(2));
    expect(api.rate.mock.calls[1]).toEqual([5, { rating: 4, comment: 'Steady work', version: 3 }]);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('asks before leaving with a comment typed and not saved', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await user.type(screen.getByLabelText('Comment on Hand over 12 pools'), 'Steady work');
    await user.click(screen.getByRole('link', { name: 'Salary' }));
    expect((await screen.findAllByText('Leave without saving?')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Elsewhere')).toBeNull();
  });
});
