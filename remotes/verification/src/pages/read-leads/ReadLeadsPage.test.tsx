import { listLeads } from '@managewell/api';
import { NARROW_QUERY } from '@managewell/ui';
import { chooseOption, currentLocation, renderAt, searchParamsNow } from '@managewell/ui/testing/render';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeLead, pageOf } from '../../test/fixtures';
import { ReadLeadsPage, SEARCH_DEBOUNCE_MS } from './ReadLeadsPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, listLeads: vi.fn() };
});

const listLeadsMock = vi.mocked(listLeads);
const BASE = '/app/verification/read-leads';

function renderPage(search = '') {
  return renderAt(`${BASE}${search}`, BASE, <ReadLeadsPage />);
}

const lastQuery = () => listLeadsMock.mock.calls.at(-1)?.[0];

describe('ReadLeadsPage', () => {
  beforeEach(() => {
    listLeadsMock.mockReset();
    listLeadsMock.mockResolvedValue(pageOf([makeLead()], 1));
  });

  it('builds the list query from the URL and shows the rows', async () => {
    renderPage(
      '?status=new&source=website&q=asha&sort=city&order=asc&page=2&pageSize=50&from=2025-01-01&to=2025-01-31',
    );
    await waitFor(() => expect(listLeadsMock).toHaveBeenCalledTimes(1));
    expect(lastQuery()).toEqual({
      page: 2,
      pageSize: 50,
      order: 'asc',
      sort: 'city',
      q: 'asha',
      status: 'new',
      source: 'website',
      from: '2025-01-01',
      to: '2025-01-31',
    });
    const link = await screen.findByRole('link', { name: 'Asha Verma' });
    expect(link.getAttribute('href')).toBe('/app/verification/edit-leads/12');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('+91 98765 43210')).toBeTruthy();
    expect(within(row).getByText('New')).toBeTruthy();
    expect(within(row).getByText('asha@example.com')).toBeTruthy();
    expect(within(row).getByText('2 May 2025')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value).toBe('asha');
  });

  it('drops URL values the API would refuse and uses the defaults', async () => {
    renderPage('?status=archived&page=-3&sort=mobile&q=ravi');
    await waitFor(() => expect(listLeadsMock).toHaveBeenCalled());
    expect(lastQuery()).toEqual({ page: 1, pageSize: 20, order: 'desc', sort: 'created_at', q: 'ravi' });
  });

  it('writes a status filter to the URL, back to page 1, and loads again', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage('?page=3&source=referral');
    await screen.findByRole('link', { name: 'Asha Verma' });
    await chooseOption(user, 'Status', 'Verified');
    await waitFor(() => expect(searchParamsNow().get('status')).toBe('verified'));
    expect(searchParamsNow().get('page')).toBeNull();
    expect(searchParamsNow().get('source')).toBe('referral');
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ status: 'verified', source: 'referral', page: 1 }),
    );
  });

  it('sends the search after typing pauses, not per key', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('link', { name: 'Asha Verma' });
    const calls = listLeadsMock.mock.calls.length;
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'ravi');
    expect(searchParamsNow().get('q')).toBeNull();
    await waitFor(() => expect(searchParamsNow().get('q')).toBe('ravi'), { timeout: SEARCH_DEBOUNCE_MS * 5 });
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'ravi' }));
    expect(listLeadsMock.mock.calls.length).toBe(calls + 1);
  });

  it('writes sorting and paging to the URL', async () => {
    listLeadsMock.mockResolvedValue(pageOf([makeLead()], 95));
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('link', { name: 'Asha Verma' });
    const header = screen.getByRole('columnheader', { name: /Name/ });
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(searchParamsNow().get('sort')).toBe('first_name'));
    expect(searchParamsNow().get('order')).toBe('asc');
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'first_name', order: 'asc' }));

    expect(screen.getByText('1–20 of 95')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(searchParamsNow().get('page')).toBe('2'));
    expect(searchParamsNow().get('sort')).toBe('first_name');
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 2, sort: 'first_name' }));

    await user.selectOptions(screen.getByLabelText('Per page'), '50');
    await waitFor(() => expect(searchParamsNow().get('pageSize')).toBe('50'));
    expect(searchParamsNow().get('page')).toBeNull();
  });

  it('offers to clear filters when nothing matches', async () => {
    listLeadsMock.mockResolvedValue(pageOf([], 0));
    const user = userEvent.setup({ delay: null });
    renderPage('?status=rejected&q=zzz&sort=city');
    expect(await screen.findByText('No leads match these filters')).toBeTruthy();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear.at(-1) as HTMLElement);
    await waitFor(() => expect(searchParamsNow().get('status')).toBeNull());
    expect(searchParamsNow().get('q')).toBeNull();
    expect(searchParamsNow().get('sort')).toBe('city');
    expect((screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
  });

  it('shows an error with a retry', async () => {
    listLeadsMock.mockRejectedValueOnce('Wrong Services');
    const user = userEvent.setup({ delay: null });
    renderPage();
    // A loaded machine can take longer than findBy's default second to render the error.
    expect(await screen.findByText('The leads could not be loaded', {}, { timeout: 5000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Asha Verma' })).toBeTruthy();
    expect(listLeadsMock).toHaveBeenCalledTimes(2);
  });

  it('opens the lead when its row is clicked', async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: 'Asha Verma' });
    fireEvent.click(within(link.closest('tr') as HTMLElement).getByText('+91 98765 43210'));
    await waitFor(() => expect(currentLocation.pathname).toBe('/app/verification/edit-leads/12'));
  });

  it('opens the lead with Enter on its focused row', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const row = (await screen.findByRole('link', { name: 'Asha Verma' })).closest('tr') as HTMLElement;
    row.focus();
    expect(document.activeElement).toBe(row);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentLocation.pathname).toBe('/app/verification/edit-leads/12'));
  });

  it('turns the default newest-first order round on the first click of Created', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('link', { name: 'Asha Verma' });
    const header = screen.getByRole('columnheader', { name: /Created/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(searchParamsNow().get('order')).toBe('asc'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'created_at', order: 'asc' }));
  });

  describe('on a phone', () => {
    const realMatchMedia = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = ((query: string) => ({
        ...realMatchMedia(query),
        matches: query === NARROW_QUERY,
      })) as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = realMatchMedia;
    });

    it('shows a card per lead with its key facts instead of the table', async () => {
      renderPage();
      const link = await screen.findByRole('link', { name: 'Asha Verma' });
      expect(screen.queryByRole('table')).toBeNull();
      const card = link.closest('[data-testid="lead-card"]') as HTMLElement;
      for (const fact of ['New', '+91 98765 43210', 'asha@example.com', 'Pune', 'Website', '2 May 2025']) {
        expect(within(card).getByText(fact)).toBeTruthy();
      }
      fireEvent.click(within(card).getByText('Pune'));
      await waitFor(() => expect(currentLocation.pathname).toBe('/app/verification/edit-leads/12'));
    });

    it('sorts from a select, since there are no column headers', async () => {
      const user = userEvent.setup({ delay: null });
      renderPage();
      await screen.findByRole('link', { name: 'Asha Verma' });
      await chooseOption(user, 'Sort by', 'City A–Z');
      await waitFor(() => expect(searchParamsNow().get('sort')).toBe('city'));
      expect(searchParamsNow().get('order')).toBe('asc');
      await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'city', order: 'asc' }));
    });
  });
});
