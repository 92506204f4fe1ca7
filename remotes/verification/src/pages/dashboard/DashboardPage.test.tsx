import { fetchLeadStats } from '@managewell/api';
import type { LeadStats } from '@managewell/api/contract';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from './DashboardPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, fetchLeadStats: vi.fn() };
});

const statsMock = vi.mocked(fetchLeadStats);

const perDay = Array.from({ length: 30 }, (_, i) => ({
  date: `2025-05-${String(i + 1).padStart(2, '0')}`,
  count: i === 29 ? 4 : 1,
}));

const stats: LeadStats = {
  byStatus: { new: 7, verified: 21, rejected: 5, merged: 0 },
  bySource: { website: 20, 'walk-in': 9, referral: 4 },
  perDay,
  total: 33,
};

function renderPage() {
  return renderAt('/app/verification/dashboard', '/app/verification/dashboard', <DashboardPage />);
}

describe('DashboardPage', () => {
  beforeEach(() => statsMock.mockReset());

  it('shows the counts by status and source and the per-day chart', async () => {
    statsMock.mockResolvedValue(stats);
    renderPage();
    expect(await screen.findByText('33')).toBeTruthy();
    expect(screen.getByText('21')).toBeTruthy();
    const sources = screen.getByRole('link', { name: 'Website' }).closest('tr') as HTMLElement;
    expect(within(sources).getByText('20')).toBeTruthy();
    expect(within(sources).getByText('61%')).toBeTruthy();
    expect(screen.getByRole('img', { name: /last 30 days, 33 in total/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review new leads' }).getAttribute('href')).toBe(
      '/app/verification/read-leads?status=new',
    );
    expect(screen.getByRole('link', { name: 'New' }).getAttribute('href')).toBe(
      '/app/verification/read-leads?status=new',
    );
  });

  it('says so when there are no leads yet', async () => {
    statsMock.mockResolvedValue({
      byStatus: { new: 0, verified: 0, rejected: 0, merged: 0 },
      bySource: {},
      perDay: perDay.map((d) => ({ ...d, count: 0 })),
      total: 0,
    });
    renderPage();
    expect(await screen.findByText(/No leads yet/)).toBeTruthy();
    expect(screen.queryByRole('img', { name: /last 30 days/ })).toBeNull();
  });

  it('shows an error with a retry', async () => {
    statsMock.mockRejectedValueOnce({ code: 'INTERNAL', message: 'The database is down.' });
    statsMock.mockResolvedValueOnce(stats);
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByText('The database is down.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('33')).toBeTruthy();
  });
});
