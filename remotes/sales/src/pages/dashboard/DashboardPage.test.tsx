import { fetchSalesDashboard } from '@managewell/api';
import { SALES_STAGES, type SalesDashboard } from '@managewell/api/contract';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from './DashboardPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, fetchSalesDashboard: vi.fn() };
});

const counts: Partial<Record<(typeof SALES_STAGES)[number], number>> = { to_call: 9, call_back: 5 };
const dashboard: SalesDashboard = {
  funnel: SALES_STAGES.map((stage) => ({ stage, count: counts[stage] ?? 0 })),
  followUps: { dueToday: [], overdue: [], dueTodayCount: 0, overdueCount: 0 },
  thisMonth: { sent: 3, accepted: 2, sentValuePaise: 0, acceptedValuePaise: 1234567_00, calls: 4 },
  winRate: null,
  conversionRate: null,
  perDay: [
    { date: '2026-11-01', newLeads: 0, calls: 0, accepted: 1 },
    { date: '2026-11-02', newLeads: 0, calls: 0, accepted: 1 },
  ],
};

describe('DashboardPage', () => {
  beforeEach(() => vi.mocked(fetchSalesDashboard).mockResolvedValue(dashboard));

  it('draws each stage bar in proportion to its count', async () => {
    renderAt('/app/sales/dashboard', '/app/sales/dashboard', <DashboardPage />);
    const list = await screen.findByRole('list', { name: 'Leads per stage' });
    const barOf = (label: string) => {
      const row = within(list).getByText(label).closest('li') as HTMLElement;
      return row.querySelector('[aria-hidden] > span') as HTMLElement;
    };
    expect(barOf('To call').style.width).toBe('100%');
    expect(Number.parseFloat(barOf('Call back').style.width)).toBeCloseTo((5 / 9) * 100, 1);
  });

  it("states the accepted card's definition, the same one the chart's line counts", async () => {
    renderAt('/app/sales/dashboard', '/app/sales/dashboard', <DashboardPage />);
    expect(await screen.findByText('Quotations accepted this month')).toBeTruthy();
    expect(
      screen.getByText(/By the customer, since 1 \w+ \(the chart's green line\) · worth ₹12,34,567/),
    ).toBeTruthy();
    expect(screen.getByText('Quotations accepted (2)')).toBeTruthy();
  });
});
