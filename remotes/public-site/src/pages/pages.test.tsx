import type { PublicPage, PublicPageKind } from '@managewell/api/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGES } from './registry';
import { image, PAGE_FIXTURES } from './test/fixtures';
import { renderPage } from './test/render';

/** For every page kind: texts from its fixture that must be on the page. */
const KEY_CONTENT: { [K in PublicPageKind]: string[] } = {
  home: [
    'Pools built to last generations',
    'Twenty-five years of pools',
    '750+',
    'Pool construction',
    'Infinity pools',
    'Filtration',
    'Ten-year warranty',
    'Villa Serenity, Alibaug',
    'On time and spotless.',
    'Choosing pool tiles',
    '12 March 2026',
  ],
  listing: ['Our projects', 'built', 'Villa Serenity, Alibaug', 'Lap pools'],
  service: [
    'We design and build concrete pools.',
    'Single point of contact',
    'How long does a build take?',
    'Pool renovation',
    'Villa Serenity, Alibaug',
  ],
  'project-type': ['A vanishing edge that meets the horizon.', 'Villa Serenity, Alibaug', 'Lap pools'],
  project: [
    'Alibaug, Maharashtra',
    '2024',
    '14 m × 5 m',
    'Renolit Alkorplan Touch',
    'A sea-facing infinity pool.',
    'Sea Breeze, Goa',
  ],
  'product-category': ['Clear water starts here.', 'Sand filters'],
  'product-sub-category': [
    'Top-mount and side-mount sand filters.',
    'Side-mount filter 600',
    'Cartridge filters',
  ],
  product: [
    'A 600 mm sand filter for pools up to 80 m³.',
    'AquaFlow',
    'AF-SM-600',
    '14 m³/h',
    'Corrosion-proof tank',
    'Crystal clear water.',
    'Side-mount filter 500',
    'Variable-speed pump',
  ],
  'renolit-category': ['Textured membranes.', 'Sublime', 'Leak-proof'],
  'renolit-texture': ['A deep blue with a stone relief.', '2 mm', 'Anti-slip', 'Vogue'],
  post: ['12 March 2026', 'By Kavita Shah', 'Glass or ceramic?', 'tiles', 'Pool lighting ideas'],
  job: [
    'Projects',
    'Mumbai',
    'Full time',
    '3–5 years',
    '1 March 2026',
    '30 April 2026',
    'Supervise site teams',
    'AutoCAD',
    'Sales executive',
  ],
  faq: ['Construction', 'Maintenance', 'Do you service pools?'],
  legal: ['15 January 2026', 'We keep your details only to answer your enquiry.'],
  about: ['Founded in Mumbai in 1998.', 'Vikram Desai', 'Founder', 'Excellence in Design', 'Years'],
  'why-us': [
    'Because we build every pool as if it were our own.',
    'Fixed prices',
    'On time and spotless.',
    '750+',
  ],
  contact: [
    'Visit, call or write.',
    'Mumbai head office',
    'Andheri East, Mumbai 400069',
    'Mon–Sat, 9:30–18:30',
  ],
  gallery: ['Infinity pools', 'See infinity pools'],
  'thank-you': ['We have received your details.', 'What happens next'],
  newsletter: ['start receiving our newsletter', 'open it again from the e-mail'],
  'home-decor': ['Quiet, sealed, maintenance-free windows.', 'Parallel windows', 'Multi-chamber uPVC'],
  'not-found': ['Our services', 'Our projects', 'Go to the home page'],
};

/** The h1 each page must have. */
const TITLE: { [K in PublicPageKind]: string } = {
  home: 'Pools built to last generations',
  listing: 'Our projects',
  service: 'Pool construction',
  'project-type': 'Infinity pools',
  project: 'Villa Serenity, Alibaug',
  'product-category': 'Filtration',
  'product-sub-category': 'Sand filters',
  product: 'Side-mount filter 600',
  'renolit-category': 'Alkorplan Touch',
  'renolit-texture': 'Sublime',
  post: 'Choosing pool tiles',
  job: 'Site engineer',
  faq: 'Frequently asked questions',
  legal: 'Privacy policy',
  about: 'About Managewell Pools',
  'why-us': 'Why Managewell',
  contact: 'Contact us',
  gallery: 'Gallery',
  'thank-you': 'Thank you for your enquiry',
  newsletter: 'Confirm your subscription',
  'home-decor': 'uPVC windows',
  'not-found': 'Page not found',
};

const KINDS = Object.keys(PAGES) as PublicPageKind[];

describe('public pages', () => {
  it.each(KINDS)('%s renders its title and key content', (kind) => {
    renderPage(PAGE_FIXTURES[kind] as PublicPage);
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty('textContent', TITLE[kind]);
    const main = document.body;
    for (const text of KEY_CONTENT[kind]) {
      expect(
        within(main).getAllByText(text, { exact: false }).length,
        `"${text}" on the ${kind} page`,
      ).toBeGreaterThan(0);
    }
  });

  it.each(KINDS.filter((kind) => kind !== 'home' && kind !== 'not-found'))(
    '%s shows breadcrumbs ending at the current page',
    (kind) => {
      const page = PAGE_FIXTURES[kind] as PublicPage;
      renderPage(page);
      const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
      const last = page.breadcrumbs[page.breadcrumbs.length - 1];
      expect(within(trail).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
      expect(
        within(trail)
          .getByText(last?.name ?? '')
          .getAttribute('aria-current'),
      ).toBe('page');
    },
  );

  it('home has no breadcrumbs and loads only the first banner with priority', () => {
    const { container } = renderPage(PAGE_FIXTURES.home);
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    const eager = container.querySelectorAll('img[loading="eager"]');
    expect(eager).toHaveLength(1);
    expect(eager[0]?.getAttribute('src')).toContain('banner-pools-built-to-last-generations');
  });

  it("the home's testimonials band shows its background picture as decoration, none when unset", () => {
    const band = (container: HTMLElement) =>
      container.querySelector('section[aria-labelledby] .page-section__background')?.closest('section');
    const { container, unmount } = renderPage({
      ...PAGE_FIXTURES.home,
      testimonialsImage: image('parallax-pool'),
    });
    const section = band(container);
    expect(section?.textContent).toContain('What our clients say');
    const picture = section?.querySelector('.page-section__background img');
    expect(picture?.getAttribute('src')).toContain('parallax-pool');
    expect(picture?.getAttribute('alt')).toBe('');
    unmount();
    expect(band(renderPage(PAGE_FIXTURES.home).container)).toBeUndefined();
  });

  it('every page with a banner starts with the dark hero band', () => {
    for (const kind of KINDS) {
      const { container, unmount } = renderPage(PAGE_FIXTURES[kind] as PublicPage);
      expect(container.querySelector('.page')?.firstElementChild?.classList.contains('page-hero'), kind).toBe(
        true,
      );
      unmount();
    }
  });
});
