import type { ContentListRow } from '@managewell/api/contract';
import { renderAt, searchParamsNow } from '@managewell/ui/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { studioApi } from './api';
import { ContentList } from './ContentList';

vi.mock('./api', () => ({
  studioApi: { list: vi.fn(), bulk: vi.fn(), reorder: vi.fn() },
}));

const row = (id: number, title: string, extra: Partial<ContentListRow> = {}): ContentListRow => ({
  id,
  kind: 'service',
  parentId: null,
  parentTitle: null,
  title,
  slug: title.toLowerCase().replace(/ /g, '-'),
  position: id,
  status: 'published',
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: 'Asha Admin',
  thumbnail: 'pool-wide',
  publicPath: `/services/${title.toLowerCase().replace(/ /g, '-')}`,
  scheduled: null,
  ...extra,
});

const api = vi.mocked(studioApi);

beforeEach(() => {
  vi.clearAllMocks();
  api.list.mockResolvedValue({
    items: [row(1, 'Pool Construction'), row(2, 'Pool Maintenance', { status: 'draft', publicPath: null })],
    total: 2,
  });
  api.bulk.mockResolvedValue({ done: [1, 2], failed: [] });
});

const page = () =>
  renderAt(
    '/app/website-admin/services/add',
    '/app/website-admin/services/add',
    <ContentList
      kind="service"
      urlState
      editHref={(_k, id) => `/app/website-admin/services/redirectToEdit/${id}`}
    />,
  );

describe('ContentList', () => {
  it('shows each item with its status, public address and edit link', async () => {
    page();
    const link = await screen.findByRole('link', { name: 'Pool Construction' });
    expect(link.getAttribute('href')).toBe('/app/website-admin/services/redirectToEdit/1');
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(api.list).toHaveBeenCalledWith(
      'service',
      expect.objectContaining({ sort: 'position', page: 1, pageSize: 20 }),
    );
    // Ordered by position and not filtered: rows can be dragged.
    expect(screen.getByRole('button', { name: 'Move Pool Construction' })).toBeTruthy();
  });

  it('puts the search and the status filter in the URL and asks the server', async () => {
    const user = userEvent.setup();
    page();
    await screen.findByText('Pool Construction');
    await user.type(screen.getByRole('textbox', { name: 'Search services' }), 'mainten{Enter}');
    await waitFor(() => expect(searchParamsNow().get('q')).toBe('mainten'));
    await waitFor(() =>
      expect(api.list).toHaveBeenLastCalledWith('service', expect.objectContaining({ search: 'mainten' })),
    );
    // Filtered: no drag handles (the order shown is not the site's).
    expect(screen.queryByRole('button', { name: 'Move Pool Construction' })).toBeNull();
  });

  it('publishes the selected items after confirmation', async () => {
    const user = userEvent.setup();
    page();
    await screen.findByText('Pool Construction');
    await user.click(screen.getByRole('checkbox', { name: 'Select Pool Construction' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Pool Maintenance' }));
    expect((screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement).checked).toBe(true);
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Publish' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(api.bulk).toHaveBeenCalledWith('service', { action: 'publish', ids: [1, 2], force: false }),
    );
  });
});
