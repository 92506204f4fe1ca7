import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { GoalForm } from './GoalForm';

function open(onSave = vi.fn().mockResolvedValue(undefined), otherWeights = 70) {
  render(
    <App>
      <GoalForm otherWeights={otherWeights} defaultDueDate="2027-03-31" onSave={onSave} onCancel={() => {}} />
    </App>,
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
      expect(onSave).toHaveBeenCalledWith({
        title: 'Train two juniors',
        description: '',
        weight: 30,
        dueDate: '2027-03-31',
      }),
    );
    expect(
      await screen.findByText('The other goals weigh 70 %: this one can weigh at most 30 %.'),
    ).toBeTruthy();
  });
});
