import { fetchMyResignation, submitResignation } from '@managewell/api';
import { renderAt } from '@managewell/ui/testing/render';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ResignationPage } from './ResignationPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, fetchMyResignation: vi.fn(), submitResignation: vi.fn() };
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
