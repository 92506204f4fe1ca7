import type { SettingsDocument, StoredSiteSettings } from '@managewell/api/contract';
import { describe, expect, it } from 'vitest';
import { FOOTER_COLUMNS, footerLinkPath, footerLinksOf, withFooterLink } from './footerLinks';

const choice = (id: number, slug: string) => ({ id, slug, title: slug.toUpperCase() });
const doc = (service?: string[]): Pick<SettingsDocument, 'settings' | 'footer_choices'> => ({
  settings: {
    header: {},
    footer: { footer_links: service ? { service, product: ['keep'] } : undefined },
  } as unknown as StoredSiteSettings,
  footer_choices: {
    service: [choice(1, 'pools'), choice(2, 'spas'), choice(3, 'saunas')],
    project: [],
    product: [],
  },
});
const slugs = (settings: StoredSiteSettings) => settings.footer.footer_links?.service;

describe('footer links', () => {
  it('declares the three SPEC columns and their edit paths', () => {
    expect(FOOTER_COLUMNS.map((c) => footerLinkPath(c.column, ':id'))).toEqual([
      'setting/footer/service/redirectToEdit/:id',
      'setting/footer/project/redirectToEdit/:id',
      'setting/footer/product/redirectToEdit/:id',
    ]);
  });

  it('shows every published item when never chosen, else the chosen published ones in order', () => {
    expect(footerLinksOf(doc(), 'service').map((c) => c.id)).toEqual([1, 2, 3]);
    expect(footerLinksOf(doc(['saunas', 'gone', 'pools']), 'service').map((c) => c.id)).toEqual([3, 1]);
    expect(footerLinksOf(doc([]), 'service')).toEqual([]);
  });

  it('moves, replaces, adds and removes one link, leaving the other columns alone', () => {
    const d = doc(['pools', 'spas']);
    const moved = withFooterLink(d, 'service', 1, { target: choice(1, 'pools'), position: 1 });
    expect(slugs(moved)).toEqual(['spas', 'pools']);
    expect(moved.footer.footer_links?.product).toEqual(['keep']);
    expect(slugs(withFooterLink(d, 'service', 1, { target: choice(3, 'saunas'), position: 0 }))).toEqual([
      'saunas',
      'spas',
    ]);
    expect(slugs(withFooterLink(d, 'service', 3, { target: choice(3, 'saunas'), position: 9 }))).toEqual([
      'pools',
      'spas',
      'saunas',
    ]);
    expect(slugs(withFooterLink(d, 'service', 2, null))).toEqual(['pools']);
    // Never chosen: editing one link fixes the column to what the footer showed.
    expect(slugs(withFooterLink(doc(), 'service', 2, null))).toEqual(['pools', 'saunas']);
  });
});
