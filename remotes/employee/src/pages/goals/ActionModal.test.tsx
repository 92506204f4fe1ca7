import { selfRateGoal } from '@managewell/api';
import type { GoalView } from '@managewell/api/contract';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ActionModal } from './GoalPerformancePage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, selfRateGoal: vi.fn(), addGoalProgress: vi.fn() };
});
const rate = vi.mocked(selfRateGoal);

const goal = {
  id: 5,
  title: 'Hand over 12 pools',
  progress: 40,
  selfRating: 3,
  selfComment: '',
  version: 2,
} as unknown as GoalView;

beforeEach(() => vi.resetAllMocks());

describe('ActionModal (self-rating) on a stale save', () => {
  it('keeps my comment and their rating, and saves on their version', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    const fetchCurrent = vi.fn().mockResolvedValue({ ...goal, selfRating: 4, version: 3 });
    rate.mockRejectedValueOnce({ code: 'CONFLICT', message: 'Someone else changed this goal.' });
    renderAt(
      '/app/employee/goals',
      '/app/employee/goals',
      <ActionModal action={{ kind: 'rate', goal }} fetchCurrent={fetchCurrent} onClose={onClose} />,
    );
    await user.type(await screen.findByLabelText('Comment'), 'Twelve handed over, two early.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Someone else saved this goal while you were editing', {}, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(fetchCurrent).toHaveBeenCalledWith(5);

    rate.mockResolvedValue(undefined as never);
    await user.click(await screen.findByRole('button', { name: 'Save merged changes' }));
    await waitFor(() => expect(rate).toHaveBeenCalledTimes(2));
    expect(rate.mock.calls[1]).toEqual([
      5,
      { rating: 4, comment: 'Twelve handed over, two early.', version: 3 },
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
  });
});

describe('ActionModal (progress)', () => {
  it('keeps a progress over 100 % as typed and says why, sending nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { addGoalProgress } = await import('@managewell/api');
    renderAt(
      '/app/employee/goals',
      '/app/employee/goals',
      <ActionModal action={{ kind: 'progress', goal }} fetchCurrent={vi.fn()} onClose={vi.fn()} />,
    );
    const percent = await screen.findByLabelText<HTMLInputElement>('Progress (%)');
    await user.clear(percent);
    await user.type(percent, '150');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Progress is between 0 and 100 %.')).toBeTruthy();
    expect(percent.value).toBe('150');
    expect(vi.mocked(addGoalProgress)).not.toHaveBeenCalled();
  });
});
