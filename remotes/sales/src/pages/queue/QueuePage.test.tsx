import { listSalesLeads } from '@managewell/api';
import type { SalesLeadSummary } from '@managewell/api/contract';
import { currentLocation, renderAt, searchParamsNow } from '@managewell/ui/testing/render';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAD_VIEW_KEY } from './QueuePage';
import { CallsPage, SearchPage } from './queues';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, listSalesLeads: vi.fn() };
});
const listMock = vi.mocked(listSalesLeads);
const BASE = '/app/sales/read-leads';

function summary(overrides: Partial<SalesLeadSummary> = {}): SalesLeadSummary {
  return {
    id: 42,
    first_name: 'Anil',
    last_name: 'Iyer',
    mobile: '9876543210',
    mobile_code: '91',
    email: 'anil@example.in',
    city: 'Pune',
    interests: 'lap-pools',
    stage: 'to_call',
    stage_changed_at: '2026-11-02T05:00:00.000Z',
    next_follow_up_at: null,
    owner: null,
    version: 3,
    ...overrides,
  };
}
const pageOf = (items: SalesLeadSummary[], total = items.length) => ({ items, total, page: 1, pageSize: 20 });
const lastQuery = () => listMock.mock.calls.at(-1)?.[0];
const renderPage = (search = '') => renderAt(`${BASE}${search}`, BASE, <CallsPage />);

describe('QueuePage (Call To Customer)', () => {
  beforeEach(() => {
    listMock.mockReset();
    listMock.mockResolvedValue(pageOf([summary()], 1));
  });

  it('builds the query from the URL and shows a row per lead with its columns', async () => {
    renderPage('?stage=to_call&q=anil&sort=first_name&order=desc&page=2&pageSize=50');
    const link = await screen.findByRole('link', { name: 'Anil Iyer' });
    expect(lastQuery()).toMatchObject({
      queue: 'calls',
      stage: 'to_call',
      q: 'anil',
      sort: 'first_name',
      order: 'desc',
      page: 2,
      pageSize: 50,
    });
    expect(link.getAttribute('href')).toBe('/app/sales/leads/42');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect(within(row).getByText('Lap pools')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('opens the lead with Enter on its focused row', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const row = (await screen.findByRole('link', { name: 'Anil Iyer' })).closest('tr') as HTMLElement;
    row.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentLocation.pathname).toBe('/app/sales/leads/42'));
  });

  it('opens the lead when a cell of its row is clicked', async () => {
    renderPage();
    const row = (await screen.findByRole('link', { name: 'Anil Iyer' })).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('—'));
    await waitFor(() => expect(currentLocation.pathname).toBe('/app/sales/leads/42'));
  });

  it('writes sorting and paging to the URL', async () => {
    listMock.mockResolvedValue(pageOf([summary()], 45));
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('link', { name: 'Anil Iyer' });
    await user.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    await waitFor(() => expect(searchParamsNow().get('sort')).toBe('first_name'));
    expect(searchParamsNow().get('order')).toBeNull(); // ascending is the default order
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(searchParamsNow().get('page')).toBe('2'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 2, sort: 'first_name', order: 'asc' }));
  });

  it('says when the queue is empty, and offers to clear filters when nothing matches', async () => {
    listMock.mockResolvedValue(pageOf([], 0));
    const user = userEvent.setup({ delay: null });
    const view = renderPage();
    expect(await screen.findByText('No leads to call: verified leads appear here.')).toBeTruthy();
    view.unmount();
    renderPage('?due=overdue');
    expect(await screen.findByText('No leads match these filters')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1) as HTMLElement);
    await waitFor(() => expect(searchParamsNow().get('due')).toBeNull());
  });

  it('shows an error with a retry', async () => {
    listMock.mockRejectedValueOnce(new Error('down'));
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByText('The leads could not be loaded', {}, { timeout: 5000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Anil Iyer' })).toBeTruthy();
  });
});

describe('Find a lead (every stage)', () => {
  beforeEach(() => listMock.mockReset());

  it('searches every stage and opens each lead at its current stage', async () => {
    listMock.mockResolvedValue(
      pageOf([summary({ id: 7, first_name: 'Meera', last_name: 'Shah', stage: 'terms' })], 1),
    );
    renderAt('/app/sales/search?q=meera', '/app/sales/search', <SearchPage />);
    const link = await screen.findByRole('link', { name: 'Meera Shah' });
    expect(lastQuery()).toMatchObject({ queue: 'all', q: 'meera' });
    expect(link.getAttribute('href')).toBe('/app/sales/prepare-terms/7');
  });

  it('offers the search across stages when a queue finds nothing', async () => {
    listMock.mockResolvedValue(pageOf([], 0));
    renderPage('?q=meera');
    const link = await screen.findByRole('link', { name: 'Search every stage' });
    expect(link.getAttribute('href')).toBe('/app/sales/search?q=meera');
  });
});

describe('My leads and All leads', () => {
  beforeEach(() => {
    localStorage.removeItem(LEAD_VIEW_KEY);
    listMock.mockReset();
    listMock.mockResolvedValue(pageOf([summary()], 1));
  });

  it('shows my leads first, and remembers All leads for the next visit', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderPage();
    await screen.findByRole('link', { name: 'Anil Iyer' });
    expect(lastQuery()).toMatchObject({ mine: '1' });
    expect((screen.getByRole('radio', { name: 'Mine and unassigned' }) as HTMLInputElement).checked).toBe(
      true,
    );

    await user.click(screen.getByRole('radio', { name: 'All leads' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ mine: '0' }));
    expect(searchParamsNow().get('mine')).toBe('0');
    first.unmount();

    renderPage();
    await screen.findByRole('link', { name: 'Anil Iyer' });
    expect(lastQuery()).toMatchObject({ mine: '0' });
    expect((screen.getByRole('radio', { name: 'All leads' }) as HTMLInputElement).checked).toBe(true);
  });

  it('lets a shared link’s view win over the remembered one', async () => {
    localStorage.setItem(LEAD_VIEW_KEY, 'all');
    renderPage('?mine=1');
    await screen.findByRole('link', { name: 'Anil Iyer' });
    expect(lastQuery()).toMatchObject({ mine: '1' });
  });
});
