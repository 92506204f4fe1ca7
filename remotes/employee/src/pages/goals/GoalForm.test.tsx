import type { GoalView } from '@managewell/api/contract';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GoalForm } from './GoalForm';

/** The form inside a data router, as the goals page shows it (its unsaved-changes guard needs one). */
function open(onSave = vi.fn().mockResolvedValue(undefined), otherWeights = 70) {
  renderAt(
    '/app/employee/goals',
    '/app/employee/goals',
    <GoalForm otherWeights={otherWeights} defaultDueDate="2027-03-31" onSave={onSave} onCancel={() => {}} />,
  );
  return onSave;
}

describe('GoalForm', () => {
  it('shows the sum of the weights live as the weight is typed', async () => {
    const user = userEvent.setup();
    open();
    const sum = screen.getByTestId('weight-sum');
    expect(sum.textContent).toContain('70 % of 100 % (30 % left)');
    await user.type(screen.getByLabelText('Weight (%)'), '30');
    await waitFor(() => expect(sum.textContent).toBe('Weights add up to 100 % ✓'));
    await user.clear(screen.getByLabelText('Weight (%)'));
    await user.type(screen.getByLabelText('Weight (%)'), '45');
    await waitFor(() => expect(sum.textContent).toContain('15 % too much'));
  });

  it('shows field messages and sends nothing when the goal is incomplete', async () => {
    const user = userEvent.setup();
    const onSave = open();
    await user.type(screen.getByLabelText('Goal'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Add goal' }));
    expect(await screen.findByText('Please enter a title (at least 3 characters).')).toBeTruthy();
    expect(await screen.findByText('Enter a weight in %.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('drops a field’s message once the field is put right, and keeps the others', async () => {
    const user = userEvent.setup();
    const onSave = open();
    await user.type(screen.getByLabelText('Goal'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Add goal' }));
    expect(await screen.findByText('Please enter a title (at least 3 characters).')).toBeTruthy();
    await user.type(screen.getByLabelText('Goal'), 'c pool projects');
    await waitFor(() =>
      expect(screen.queryByText('Please enter a title (at least 3 characters).')).toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: 'Add goal' }));
    expect(await screen.findByText('Enter a weight in %.')).toBeTruthy();
    expect(screen.queryByText('Please enter a title (at least 3 characters).')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps a weight over 100 % as typed and refuses it with the contract’s message', async () => {
    const user = userEvent.setup();
    const onSave = open();
    await user.type(screen.getByLabelText('Goal'), 'Close ten pool projects');
    const weight = screen.getByLabelText<HTMLInputElement>('Weight (%)');
    await user.type(weight, '150');
    await user.tab();
    expect(weight.value).toBe('150');
    await user.click(screen.getByRole('button', { name: 'Add goal' }));
    expect(await screen.findByText('A weight is at most 100 %.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('puts the server’s field message on the weight', async () => {
    const user = userEvent.setup();
    // The API client rejects with the error body.
    const failure = {
      code: 'VALIDATION_FAILED',
      message: 'The weights would add up to more than 100 %.',
      fields: { weight: 'The other goals weigh 70 %: this one can weigh at most 30 %.' },
    };
    const onSave = open(vi.fn().mockRejectedValue(failure));
    await user.type(screen.getByLabelText('Goal'), 'Train two juniors');
    await user.type(screen.getByLabelText('Weight (%)'), '30');
    await user.click(screen.getByRole('button', { name: 'Add goal' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        { title: 'Train two juniors', description: '', weight: 30, dueDate: '2027-03-31' },
        undefined,
      ),
    );
    expect(
      await screen.findByText('The other goals weigh 70 %: this one can weigh at most 30 %.'),
    ).toBeTruthy();
  });

  it('on a stale save keeps my weight and their title, and saves on their version', async () => {
    const user = userEvent.setup();
    const goal = {
      id: 5,
      title: 'Hand over 12 pools',
      description: 'On the handover date',
      weight: 30,
      dueDate: '2027-03-31',
      version: 2,
    } as GoalView;
    const onSave = vi
      .fn()
      .mockRejectedValueOnce({ code: 'CONFLICT', message: 'Someone else changed this goal.' })
      .mockResolvedValue(undefined);
    const fetchCurrent = vi.fn().mockResolvedValue({ ...goal, title: 'Hand over 14 pools', version: 3 });
    renderAt(
      '/app/employee/goals',
      '/app/employee/goals',
      <GoalForm
        goal={goal}
        fetchCurrent={fetchCurrent}
        otherWeights={60}
        defaultDueDate="2027-03-31"
        onSave={onSave}
        onCancel={() => {}}
      />,
    );
    const weight = screen.getByLabelText<HTMLInputElement>('Weight (%)');
    await user.clear(weight);
    await user.type(weight, '40');
    await user.click(screen.getByRole('button', { name: 'Save goal' }));
    expect(
      await screen.findByText('Someone else saved this goal while you were editing', {}, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Goal').value).toBe('Hand over 14 pools');
    await user.click(await screen.findByRole('button', { name: 'Save merged changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1]).toEqual([
      expect.objectContaining({ title: 'Hand over 14 pools', weight: 40 }),
      3,
    ]);
  });
});
