import { currentLocation, renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { studioApi } from './api';
import { studioPage } from './pages';
import { STUDIO_PAGES } from './sections';

vi.mock('./api', () => ({
  studioApi: { list: vi.fn(), settings: vi.fn(async () => ({ header: { brand: 'us' } })) },
}));
vi.mock('./ContentEditor', () => ({
  ContentEditor: ({ kind, id, focus }: { kind: string; id: number; focus?: string }) => (
    <div>{`Editing ${kind} ${id} at ${focus}`}</div>
  ),
}));

const HOME_ID = 3;
const home = { id: HOME_ID, slug: 'home', title: 'Home' };

describe("the home's band routes", () => {
  it.each(['service', 'product', 'award', 'blog', 'client', 'testimonial'])(
    'home/%s with an id that is not the home page opens the home editor at its band',
    async (band) => {
      vi.mocked(studioApi.list).mockResolvedValue({ items: [home], total: 1 } as never);
      const page = STUDIO_PAGES.find((p) => p.path === `home/${band}/redirectToEdit/:id`)!;
      const Page = studioPage(page);
      renderAt(
        `/app/website-admin/home/${band}/redirectToEdit/999`,
        `/app/website-admin/${page.path}`,
        <Page />,
      );
      const focus = `home${band[0]!.toUpperCase()}${band.slice(1)}s`;
      expect(
        await screen.findByText(`Editing page ${HOME_ID} at ${focus}`, undefined, { timeout: 15_000 }),
      ).toBeTruthy();
      expect(screen.queryByText('Page not found')).toBeNull();
      // The address names the home page's id.
      await waitFor(() =>
        expect(currentLocation.pathname).toBe(`/app/website-admin/home/${band}/redirectToEdit/${HOME_ID}`),
      );
    },
  );

  it('says the home page is missing when the site has none', async () => {
    vi.mocked(studioApi.list).mockResolvedValue({ items: [], total: 0 } as never);
    const page = STUDIO_PAGES.find((p) => p.path === 'home/blog/redirectToEdit/:id')!;
    const Page = studioPage(page);
    renderAt('/app/website-admin/home/blog/redirectToEdit/abc', `/app/website-admin/${page.path}`, <Page />);
    expect(await screen.findByText('This page is missing', undefined, { timeout: 15_000 })).toBeTruthy();
  });
});
