import { assignLeadOwner, listSalesTeam } from '@managewell/api';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDetail } from '../../test/fixtures';
import { OwnerPicker } from './OwnerPicker';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, listSalesTeam: vi.fn(), assignLeadOwner: vi.fn() };
});
const mocks = { team: vi.mocked(listSalesTeam), assign: vi.mocked(assignLeadOwner) };
const neha = { id: 8, username: 'neha', name: 'Neha Kapoor' };

beforeEach(() => {
  vi.resetAllMocks();
  mocks.team.mockResolvedValue([{ id: 2, username: 'sales', name: 'Arjun Mehta' }, neha]);
});

describe('OwnerPicker', () => {
  it('gives the lead to the chosen sales person with the loaded version', async () => {
    const user = userEvent.setup();
    const detail = makeDetail();
    const saved = makeDetail({ sales: { ...detail.sales, owner: neha, version: detail.sales.version + 1 } });
    mocks.assign.mockResolvedValue(saved);
    const onSaved = vi.fn();
    renderAt('/lead', '/lead', <OwnerPicker detail={detail} onSaved={onSaved} />);
    expect(screen.getByText('Nobody yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await user.click(await screen.findByRole('combobox', { name: 'Owner' }));
    await user.click(await screen.findByTitle('Neha Kapoor'));
    await waitFor(() =>
      expect(mocks.assign).toHaveBeenCalledWith(detail.lead.id, {
        owner_id: 8,
        version: detail.sales.version,
      }),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
  });

  it('keeps the lead as it was when the assignment is refused', async () => {
    const user = userEvent.setup();
    mocks.assign.mockRejectedValue({ code: 'CONFLICT', message: 'Someone else worked on this lead.' });
    const onSaved = vi.fn();
    renderAt('/lead', '/lead', <OwnerPicker detail={makeDetail()} onSaved={onSaved} />);
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await user.click(await screen.findByRole('combobox', { name: 'Owner' }));
    await user.click(await screen.findByTitle('Neha Kapoor'));
    expect(await screen.findByText('Someone else worked on this lead.')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
