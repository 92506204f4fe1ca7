import { fetchQuotationDashboard } from '@managewell/api';
import type { QuotationDashboard } from '@managewell/api/contract';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatHours, QuotationDashboardPage } from './QuotationDashboardPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, fetchQuotationDashboard: vi.fn() };
});

const dashboard: QuotationDashboard = {
  queue: {
    items: [
      {
        lead_id: 7,
        customer: 'Asha Rao',
        city: 'Pune',
        stage: 'costing_requested',
        waiting_since: '2026-11-02T04:30:00.000Z',
        age_days: 12,
      },
      {
        lead_id: 9,
        customer: 'Vikram Shah',
        city: null,
        stage: 'design',
        waiting_since: '2026-11-10T04:30:00.000Z',
        age_days: 1,
      },
    ],
    total: 25,
  },
  turnaround: {
    items: [
      {
        lead_id: 3,
        number: 'MW/2026-27/0003',
        customer: 'Meera Iyer',
        requested_at: '2026-11-01T04:30:00.000Z',
        sent_at: '2026-11-03T06:30:00.000Z',
        hours: 50,
      },
    ],
    average_hours: 50,
    median_hours: 50,
  },
  thisMonth: {
    costed: 4,
    costedValuePaise: 1234567_00,
    sent: 1,
    sentValuePaise: 250000_00,
    accepted: 0,
    acceptedValuePaise: 0,
  },
};

describe('QuotationDashboardPage', () => {
  beforeEach(() => vi.mocked(fetchQuotationDashboard).mockReset().mockResolvedValue(dashboard));

  it('shows the waiting leads oldest first with their age, and how many wait in all', async () => {
    renderAt('/app/quotation/dashboard', '/app/quotation/dashboard', <QuotationDashboardPage />);
    const table = await screen.findByRole('table', { name: 'Waiting for costing or design' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Asha Rao',
      'Vikram Shah',
    ]);
    expect(within(rows[0]!).getByText('12 days')).toBeTruthy();
    expect(within(rows[1]!).getByText('Design')).toBeTruthy();
    expect(within(rows[1]!).getByText('1 day')).toBeTruthy();
    expect(screen.getByText('Waiting for costing or design (25)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the costing queue' })).toBeTruthy();
  });

  it('states each figure with its definition, values in rupees with Indian grouping', async () => {
    renderAt('/app/quotation/dashboard', '/app/quotation/dashboard', <QuotationDashboardPage />);
    expect(await screen.findByText('₹12,34,567')).toBeTruthy();
    expect(
      screen.getByText(
        /^4 quotations costed since 1 \w+ \(Asia\/Kolkata\), each once at its newest costing\.$/,
      ),
    ).toBeTruthy();
    expect(screen.getByText('₹2,50,000')).toBeTruthy();
    expect(screen.getByText(/^1 quotation sent to the customer since 1 \w+/)).toBeTruthy();
    expect(screen.getByText(/^0 versions accepted by the customer/)).toBeTruthy();
    expect(
      screen.getByText(
        /^From the lead's first costing request to the quotation's first sending.*average 2 d 2 h\.$/,
      ),
    ).toBeTruthy();
    const turnaround = screen.getByRole('table', { name: 'Turnaround per quotation' });
    expect(within(turnaround).getByText('MW/2026-27/0003')).toBeTruthy();
  });

  it('offers a retry when the dashboard cannot be loaded', async () => {
    vi.mocked(fetchQuotationDashboard).mockRejectedValueOnce({ code: 'X', message: 'Down for a moment.' });
    renderAt('/app/quotation/dashboard', '/app/quotation/dashboard', <QuotationDashboardPage />);
    expect(await screen.findByText('Down for a moment.')).toBeTruthy();
    screen.getByRole('button', { name: /retry|try again/i }).click();
    expect(await screen.findByText('₹12,34,567')).toBeTruthy();
  });
});

describe('formatHours', () => {
  it('keeps hours under a day and days with the rest above', () => {
    expect(formatHours(5.5)).toBe('5.5 h');
    expect(formatHours(48)).toBe('2 d');
    expect(formatHours(50.5)).toBe('2 d 2.5 h');
  });
});
