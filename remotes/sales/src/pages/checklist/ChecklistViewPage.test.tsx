import { fetchChecklist, fetchCompanyName, fetchSalesLead } from '@managewell/api';
import type { ChecklistItem } from '@managewell/api/contract';
import { renderAt } from '@managewell/ui/testing/render';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDetail } from '../../test/fixtures';
import { ChecklistViewPage } from './ChecklistViewPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, fetchSalesLead: vi.fn(), fetchChecklist: vi.fn(), fetchCompanyName: vi.fn() };
});

const ravi = { id: 2, username: 'sales', name: 'Ravi Kumar' };
const item: ChecklistItem = {
  key: 'site_ready' as ChecklistItem['key'],
  label: 'Site ready',
  done: true,
  done_on: '2026-11-20',
  done_by: ravi,
  note: null,
  photo: null,
  version: 2,
  updated_at: '2026-11-20T06:30:00.000Z',
};
const renderPage = () =>
  renderAt('/app/sales/checklist/42/view', '/app/sales/checklist/:lead_id/view', <ChecklistViewPage />);

describe('ChecklistViewPage (printable handover)', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.mocked(fetchSalesLead).mockResolvedValue(
      makeDetail({ sales: { ...makeDetail().sales, stage: 'checklist', owner: ravi } }),
    );
    vi.mocked(fetchChecklist).mockResolvedValue([item]);
  });

  it('is signed for the company in the site settings, and names people, not usernames', async () => {
    vi.mocked(fetchCompanyName).mockResolvedValue('Tarang Pools Pvt Ltd');
    renderPage();
    expect(await screen.findByText('For Tarang Pools Pvt Ltd')).toBeTruthy();
    expect(screen.queryByText(/Managewell/)).toBeNull();
    expect(screen.getAllByText('Ravi Kumar')).toHaveLength(2);
    expect(screen.queryByText('sales')).toBeNull();
  });

  it('still prints a signature line when the settings cannot be read', async () => {
    vi.mocked(fetchCompanyName).mockRejectedValue(new Error('offline'));
    renderPage();
    expect(await screen.findByText('Authorised signatory')).toBeTruthy();
  });
});
