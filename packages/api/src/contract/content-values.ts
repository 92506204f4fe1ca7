/**
 * The content studio's plain values, without zod: the studio's pages should not
 * download zod to name a status or a parent kind (see docs/decisions/0008-zod-out-of-first-pages.md). content-kinds.ts, site-admin.ts and site.ts
 * use them in their schemas; everything is exported from the contract's index as before.
 */
import type { ContentKind } from './content-kinds';

/** Search-result and link-preview lengths: the studio's counters and the SEO fields' limits. */
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;

/** Which kind an item of this kind hangs under (null: top level). */
export const PARENT_KIND: Partial<Record<ContentKind, ContentKind>> = {
  'product-sub-category': 'product-category',
  product: 'product-sub-category',
  project: 'project-type',
  'renolit-texture': 'renolit-category',
};

/** Where an item is in its life: never/no longer public, public, or public with unpublished edits. */
export const CONTENT_STATUSES = ['draft', 'published', 'changed'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_SORTS = ['position', 'title', 'updated', 'status'] as const;
export type ContentSort = (typeof CONTENT_SORTS)[number];

/** "Infinity Pools & Spas" → "infinity-pools-spas": SPEC's "name lowercased, spaces replaced by hyphens", made URL-safe. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Page keys of kind 'page' (its slug). */
export const PAGE_KEYS = [
  'home',
  'services',
  'swimming-pool-projects',
  'products',
  'renolit',
  'blog',
  'news-and-update',
  'careers',
  'faq',
  'terms-and-conditions',
  'privacy-policy',
  'disclaimer',
  'contact',
  'about-us',
  'why-us',
  'swimming-pool-project-gallery',
  'thank-you',
  'home-decor',
  'upvc-windows',
  'upvc-parallel-windows',
] as const;
