import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { card, PAGE_FIXTURES } from './test/fixtures';
import { renderPage } from './test/render';

/** The card titles of the section headed `title`, in order. */
function cardsUnder(title: string): string[] {
  const section = screen.getByRole('heading', { name: title }).closest('section')!;
  return within(section)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent ?? '');
}

describe('curated content on the public site', () => {
  it('home: no awards band until awards are chosen; chosen awards and services keep the editors’ order', () => {
    const { unmount } = renderPage(PAGE_FIXTURES.home);
    expect(screen.queryByRole('heading', { name: 'Awards and recognition' })).toBeNull();
    unmount();

    renderPage({
      ...PAGE_FIXTURES.home,
      services: [
        card('Pool maintenance', '/services/pool-maintenance'),
        card('Pool construction', '/services/pool-construction'),
      ],
      awards: [
        { title: 'Best Builder', year: 2020, by: 'Pool India' },
        { title: 'Green Pool Award', year: 2025, by: 'IGBC' },
      ],
    });
    expect(cardsUnder('Awards and recognition')).toEqual(['Best Builder', 'Green Pool Award']);
    expect(cardsUnder('Services')).toEqual(['Pool maintenance', 'Pool construction']);
  });

  it('product and post pages show the chosen similar, other and related items in order', () => {
    renderPage({
      ...PAGE_FIXTURES.product,
      similar: [card('Zeta Pump', '/products/a/b/zeta'), card('Alpha Pump', '/products/a/b/alpha')],
      others: [card('Omega Filter', '/products/a/c/omega')],
    });
    expect(screen.getByRole('link', { name: /Zeta Pump/ })).toBeTruthy();
    const names = screen.getAllByRole('link').map((l) => l.textContent ?? '');
    expect(names.findIndex((n) => n.includes('Zeta Pump'))).toBeLessThan(
      names.findIndex((n) => n.includes('Alpha Pump')),
    );
    expect(names.some((n) => n.includes('Omega Filter'))).toBe(true);
  });

  it('post pages show the chosen related posts in order', () => {
    renderPage({
      ...PAGE_FIXTURES.post,
      related: [
        card('Pool lighting ideas', '/blog/pool-lighting'),
        card('Heating your pool', '/blog/heating'),
      ],
    });
    const names = screen.getAllByRole('link').map((l) => l.textContent ?? '');
    const lighting = names.findIndex((n) => n.includes('Pool lighting ideas'));
    expect(lighting).toBeGreaterThanOrEqual(0);
    expect(lighting).toBeLessThan(names.findIndex((n) => n.includes('Heating your pool')));
  });
});
