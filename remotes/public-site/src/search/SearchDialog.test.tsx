import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../layout/Header';
import { renderWithSite } from '../testing/renderWithSite';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(results: unknown[]) {
  return new Response(JSON.stringify({ success: { query: 'pool', results } }), { status: 200 });
}

describe('SearchDialog', () => {
  it('searches after two characters, groups results, walks them with arrows and returns focus on Esc', async () => {
    const fetchMock = vi.fn(async () =>
      answer([
        {
          title: 'Infinity pool, Alibaug',
          path: '/swimming-pool-projects/infinity-pool-alibaug',
          summary: 'A cliff-edge pool.',
          section: 'Projects',
        },
        {
          title: 'Sand filters',
          path: '/products/filtration/sand-filters',
          summary: 'Clear water.',
          section: 'Products',
        },
        {
          title: 'Pool Construction',
          path: '/services/pool-construction',
          summary: 'Design and build.',
          section: 'Services',
        },
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithSite(<Header />);
    const opener = screen.getByRole('button', { name: 'Search the site' });
    await user.click(opener);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('placeholder')).toBe('Search pools, equipment, projects or articles');

    await user.type(input, 'p');
    expect(screen.getByText('Type at least 2 characters to search.')).toBeTruthy();
    await user.type(input, 'ool');
    expect(await screen.findByText('Searching…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Products' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown as [string])[0])).toBe(
      '/api/website-frontend/search?q=pool',
    );

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('href')).toBe(
      '/swimming-pool-projects/infinity-pool-alibaug',
    );
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('href')).toBe('/products/filtration/sand-filters');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(input);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('says so when nothing matches and when search fails', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer([]))
      .mockResolvedValueOnce(new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithSite(<Header />);
    await user.click(screen.getByRole('button', { name: 'Search the site' }));
    const input = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(input, 'xyz');
    expect(await screen.findByText('No results for “xyz”. Try another word.')).toBeTruthy();
    await user.type(input, 'w');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Search is not available right now.'),
    );
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithSite(<Header />);
    await user.click(screen.getByRole('button', { name: 'Search the site' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('shows the snippet with the matched words marked, and content markup as plain text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer([
          {
            title: 'Monsoon Care Guide',
            path: '/blog/monsoon-care-guide',
            summary: 'Looking after a pool in the rains.',
            section: 'Blog',
            snippet: [
              { text: 'Use <img src=x onerror=alert(1)> steps & check the ', match: false },
              { text: 'chlorine', match: true },
              { text: ' level.', match: false },
            ],
          },
        ]),
      ),
    );
    const user = userEvent.setup();
    renderWithSite(<Header />);
    await user.click(screen.getByRole('button', { name: 'Search the site' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'chlorine');
    const link = await screen.findByRole('link', { name: /Monsoon Care Guide/ });
    const marks = link.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['chlorine']);
    expect(link.querySelector('img')).toBeNull();
    expect(link.textContent).toContain('Use <img src=x onerror=alert(1)> steps & check the chlorine level.');
    expect(link.textContent).not.toContain('Looking after a pool');
  });
});
