import { fetchChecklist, fetchSalesLead, updateChecklistItem } from '@managewell/api';
import type { ChecklistItem, SalesLeadDetail } from '@managewell/api/contract';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChecklistPage } from './ChecklistPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, fetchSalesLead: vi.fn(), fetchChecklist: vi.fn(), updateChecklistItem: vi.fn() };
});
const api = {
  lead: vi.mocked(fetchSalesLead),
  checklist: vi.mocked(fetchChecklist),
  update: vi.mocked(updateChecklistItem),
};

const detail = {
  lead: { id: 42, first_name: 'Asha', last_name: 'Rao' },
  sales: { stage: 'checklist', version: 3 },
} as unknown as SalesLeadDetail;

const item = (patch: Partial<ChecklistItem> = {}): ChecklistItem =>
  ({
    key: 'site_ready',
    label: 'Site ready',
    done: false,
    done_on: null,
    done_by: null,
    note: null,
    photo: null,
    version: 1,
    updated_at: '2026-11-20T06:30:00.000Z',
    ...patch,
  }) as ChecklistItem;

beforeEach(() => {
  vi.resetAllMocks();
  api.lead.mockResolvedValue(detail);
});

describe('ChecklistPage on a stale save', () => {
  it('keeps my note and their tick, and saves the item on their version', async () => {
    const user = userEvent.setup({ delay: null });
    const theirs = item({
      done: true,
      done_on: '2026-11-21',
      done_by: { id: 2, username: 'ravi', name: 'Ravi Kumar' },
      version: 2,
    });
    api.checklist.mockResolvedValueOnce([item()]).mockResolvedValue([theirs]);
    api.update.mockRejectedValueOnce({ code: 'CONFLICT', message: 'Someone else changed this item.' });
    renderAt('/app/sales/checklist/42', '/app/sales/checklist/:lead_id', <ChecklistPage />);
    const note = await screen.findByLabelText<HTMLInputElement>('Site ready: note');
    await user.type(note, 'Levelled and dry{Enter}');
    expect(
      await screen.findByText(
        'Ravi Kumar saved this checklist item while you were editing',
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
    expect(note.value).toBe('Levelled and dry');

    api.update.mockResolvedValue([{ ...theirs, note: 'Levelled and dry', version: 3 }]);
    await user.click(await screen.findByRole('button', { name: 'Save merged changes' }));
    await waitFor(() => expect(api.update).toHaveBeenCalledTimes(2));
    expect(api.update.mock.calls[1]).toEqual([
      42,
      'site_ready',
      { done: true, done_on: '2026-11-21', note: 'Levelled and dry', version: 2 },
    ]);
  });
});
