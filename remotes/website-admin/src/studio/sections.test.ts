import { PAGE_KEYS } from '@managewell/api/contract';
import { describe, expect, it } from 'vitest';
import { PAGE_FIELDS } from './fields';
import { editPath, OTHER_PAGES, STUDIO_PAGES } from './sections';

describe('fixed page editors', () => {
  it('exist for every public page with fields (why-us at why-{brand})', () => {
    for (const key of PAGE_KEYS) {
      if (key === 'why-us' || PAGE_FIELDS[key].length === 0) continue;
      expect(
        STUDIO_PAGES.some((p) => p.type === 'page' && p.pageKey === key),
        key,
      ).toBe(true);
    }
    expect(OTHER_PAGES.map((p) => p.path)).toEqual([
      'pages/faq',
      'pages/swimming-pool-project-gallery',
      'pages/thank-you',
      'pages/home-decor',
      'pages/upvc-windows',
      'pages/upvc-parallel-windows',
    ]);
    expect(OTHER_PAGES.find((p) => p.path === 'pages/upvc-windows')?.title).toBe('uPVC windows');
  });

  it('are where the dashboard links a change of such a page', () => {
    expect(editPath('page', 7, null, 'tarang', 'thank-you')).toBe('pages/thank-you');
    expect(editPath('page', 7, null, 'tarang', 'why-us')).toBe('why-tarang');
  });
});
