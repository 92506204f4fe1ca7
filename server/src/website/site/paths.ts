/** The public path of every content item (SPEC 2 "Public site routes"). */
import type { Item, Snapshot } from './snapshot';

/** Top-level sections and the route prefix of their items. */
export const SECTION_PATHS = {
  services: '/services',
  projects: '/swimming-pool-projects',
  products: '/products',
  renolit: '/renolit',
  blog: '/blog',
  news: '/news-and-update',
  careers: '/careers',
} as const;

/** The item's current path, or null for kinds without a page of their own (testimonials…). */
export function itemPath(snapshot: Snapshot, item: Item): string | null {
  const parent = snapshot.get(item.parentId);
  switch (item.kind) {
    case 'service':
      return `${SECTION_PATHS.services}/${item.slug}`;
    case 'project-type':
    case 'project':
      return `${SECTION_PATHS.projects}/${item.slug}`;
    case 'product-category':
      return `${SECTION_PATHS.products}/${item.slug}`;
    case 'product-sub-category':
    case 'product': {
      const parentPath = parent ? itemPath(snapshot, parent) : null;
      return parentPath ? `${parentPath}/${item.slug}` : null;
    }
    case 'renolit-category':
      return `${SECTION_PATHS.renolit}/${item.slug}`;
    case 'renolit-texture':
      return parent ? `${SECTION_PATHS.renolit}/${parent.slug}/${item.slug}` : null;
    case 'blog':
      return `${SECTION_PATHS.blog}/${item.slug}`;
    case 'news':
      return `${SECTION_PATHS.news}/${item.slug}`;
    case 'job':
      return `${SECTION_PATHS.careers}/${item.slug}`;
    default:
      return null;
  }
}

/** The path of a fixed page (kind 'page') from its page key; brand-dependent ones need the brand. */
export function fixedPagePath(pageKey: string, brand: string): string {
  switch (pageKey) {
    case 'home':
      return '/';
    case 'why-us':
      return `/why-${brand}`;
    case 'home-decor':
      return `/${brand}-home-decor`;
    case 'upvc-windows':
      return `/${brand}-home-decor/upvc-windows`;
    case 'upvc-parallel-windows':
      return `/${brand}-home-decor/upvc-windows/upvc-parallel-windows`;
    default:
      return `/${pageKey}`;
  }
}
