import { fetchWebsiteDashboard } from '@managewell/api';
import type { WebsiteDashboard } from '@managewell/api/contract';
import { renderAt } from '@managewell/ui/testing/render';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HomesPage } from './HomesPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, fetchWebsiteDashboard: vi.fn() };
});
vi.mock('../../studio/useBrand', () => ({ useBrand: () => 'tarang' }));
const dashboardMock = vi.mocked(fetchWebsiteDashboard);

export const emptyDashboard = (over: Partial<WebsiteDashboard> = {}): WebsiteDashboard => ({
  recent: [],
  drafts: [],
  scheduled: [],
  missing_alt: { total: 0, items: [] },
  broken_links: [],
  leads_this_week: [],
  leads_since: '2026-11-23',
  vitals: [],
  ...over,
});

describe('HomesPage', () => {
  beforeEach(() => dashboardMock.mockReset());

  it('opens, from each leads tile, the inbox that lists what it counts, from the week’s first day', async () => {
    dashboardMock.mockResolvedValue(
      emptyDashboard({
        leads_this_week: [
          { source: 'career', form: 'general-application', count: 5 },
          { source: 'career', form: 'job-application', count: 2 },
          { source: 'enquiry', form: 'enquiry', count: 3 },
          { source: 'walk-in', form: null, count: 1 },
        ],
      }),
    );
    renderAt('/app/website-admin/homes', '/app/website-admin/homes', <HomesPage />);
    const general = await screen.findByRole('link', { name: /General applications/ });
    expect(general.getAttribute('href')).toBe('/app/website-admin/resume?from=2026-11-23');
    expect(screen.getByRole('link', { name: /Job applications/ }).getAttribute('href')).toBe(
      '/app/website-admin/individual-position-resume?from=2026-11-23',
    );
    expect(screen.getByRole('link', { name: /Enquiries/ }).getAttribute('href')).toBe(
      '/app/website-admin/enquiry?from=2026-11-23',
    );
    expect(screen.getByText('Website leads this week (11)')).toBeTruthy();
  });
});
