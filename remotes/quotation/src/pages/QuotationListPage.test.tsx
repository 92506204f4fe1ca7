import { listCatalogue, listCostingQueue } from '@managewell/api';
import { currentLocation, renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CataloguePage } from './CataloguePage';
import { QuotationListPage } from './QuotationListPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, listCostingQueue: vi.fn(), listCatalogue: vi.fn() };
});
const mocks = { queue: vi.mocked(listCostingQueue), catalogue: vi.mocked(listCatalogue) };

beforeEach(() => {
  mocks.queue.mockReset().mockResolvedValue({ items: [], total: 0 } as never);
  mocks.catalogue.mockReset().mockResolvedValue({ items: [], total: 0 } as never);
});

describe('the quotation lists keep their query in the URL', () => {
  it('reads the costing queue from the URL, dropping what the API would refuse', async () => {
    renderAt('/view?page=0&pageSize=50&order=desc&q=%20Mehta%20', '/view', <QuotationListPage />);
    await waitFor(() =>
      expect(mocks.queue).toHaveBeenCalledWith({ page: 1, pageSize: 50, order: 'desc', q: 'Mehta' }),
    );
    expect(await screen.findByText('No leads match these filters')).toBeTruthy();
  });

  it('writes the costing queue search to the URL after typing', async () => {
    renderAt('/view?page=3', '/view', <QuotationListPage />);
    expect(await screen.findByText('No lead is waiting for costing.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'Rao');
    await waitFor(() => expect(currentLocation.search).toBe('?q=Rao'));
  });

  it('reads the catalogue with its own defaults and filters it by status', async () => {
    renderAt('/catalogue?active=false&sort=price', '/catalogue', <CataloguePage />);
    await waitFor(() =>
      expect(mocks.catalogue).toHaveBeenCalledWith({
        page: 1,
        pageSize: 50,
        order: 'asc',
        sort: 'name',
        active: 'false',
      }),
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(currentLocation.search).toBe('?sort=price'));
  });
});
