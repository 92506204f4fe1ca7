/** The section listings: /services, /swimming-pool-projects, /products, /renolit, /blog, /news-and-update, /careers. */
import type { Card, PublicPage } from '@managewell/api/contract';
import type { PageKey } from '../content-kinds';
import { type Built, banner, card, cards, employmentLabel, frame, type PageContext } from './context';

type Section = Extract<PublicPage, { kind: 'listing' }>['section'];

export const LISTING_PAGES: Record<Section, { pageKey: PageKey; path: string }> = {
  services: { pageKey: 'services', path: '/services' },
  projects: { pageKey: 'swimming-pool-projects', path: '/swimming-pool-projects' },
  products: { pageKey: 'products', path: '/products' },
  renolit: { pageKey: 'renolit', path: '/renolit' },
  blog: { pageKey: 'blog', path: '/blog' },
  news: { pageKey: 'news-and-update', path: '/news-and-update' },
  careers: { pageKey: 'careers', path: '/careers' },
};

function itemsOf(ctx: PageContext, section: Section): Card[] {
  const { snapshot } = ctx;
  switch (section) {
    case 'services':
      return cards(ctx, snapshot.list('service'));
    case 'projects':
      return snapshot
        .list('project')
        .map((p) => card(ctx, p, { label: snapshot.get(p.parentId)?.title ?? '' }));
    case 'products':
      return cards(ctx, snapshot.list('product-category'));
    case 'renolit':
      return cards(ctx, snapshot.list('renolit-category'));
    case 'blog':
      return cards(ctx, snapshot.latest('blog'));
    case 'news':
      return cards(ctx, snapshot.latest('news'));
    case 'careers':
      return snapshot
        .latest('job')
        .map((j) => card(ctx, j, { label: employmentLabel(j.data.employmentType) }));
  }
}

export function buildListing(ctx: PageContext, section: Section): Built {
  const { pageKey, path } = LISTING_PAGES[section];
  const page = ctx.snapshot.page(pageKey);
  if (!page) return null;
  const items = itemsOf(ctx, section);
  const pageBanner = banner(ctx, page.data.banner, {
    heading: page.title,
    text: page.summary,
    image: page.data.image,
  });
  return {
    kind: 'listing',
    ...frame(ctx, {
      path,
      item: page,
      title: page.title,
      description: page.summary || page.data.text || page.title,
      image: pageBanner.image,
      crumbs: [{ name: page.title, path }],
    }),
    section,
    banner: pageBanner,
    intro: page.data.body ?? '',
    items,
    ...(section === 'projects' ? { groups: cards(ctx, ctx.snapshot.list('project-type')) } : {}),
  };
}
