/**
 * The public route table (SPEC 2 "Public site routes"), one line per route, in the spec's order.
 * A route answers a page, a redirect (a renamed slug) or null (→ the fallback page).
 */
import { PROJECT_TYPE_SLUGS, type PublicPage } from '@managewell/api/contract';
import type { ContentKind } from '../content-kinds';
import { itemPath } from '../paths';
import type { Item } from '../snapshot';
import { buildAbout, buildContact, buildWhyUs } from './company';
import type { Built, PageContext } from './context';
import { buildFaq } from './faq';
import { buildGallery } from './gallery';
import { buildHome } from './home';
import { buildHomeDecor } from './home-decor';
import { buildJob } from './job';
import { buildLegal } from './legal';
import { buildListing } from './listing';
import { buildNewsletter } from './newsletter';
import { buildPost } from './post';
import { buildProduct, buildProductCategory, buildProductSubCategory } from './products';
import { buildProject, buildProjectType } from './projects';
import { buildRenolitCategory, buildRenolitTexture } from './renolit';
import { buildService } from './service';
import { buildThankYou } from './thank-you';

export type RouteOutcome = { page: PublicPage } | { redirect: string } | null;
type Params = Record<string, string>;
type Handler = (ctx: PageContext, params: Params) => RouteOutcome;

interface PublicRoute {
  pattern: string;
  handle: Handler;
}

const page =
  (build: (ctx: PageContext) => Built): Handler =>
  (ctx) =>
    outcome(build(ctx));

function outcome(built: Built): RouteOutcome {
  return built ? { page: built } : null;
}

const PROJECT_TYPES = new Set<string>(PROJECT_TYPE_SLUGS);

/**
 * Follows a path of slugs down the content tree (category → sub-category → product…).
 * A step found only in the slug history makes the whole path a redirect to the current one;
 * a hidden step (unpublished, or under an unpublished parent) makes it a 404.
 */
function chain(
  ctx: PageContext,
  steps: [ContentKind, string][],
  build: (items: Item[]) => Built,
): RouteOutcome {
  const items: Item[] = [];
  let renamed = false;
  let parentId: number | null = null;
  for (const [kind, slug] of steps) {
    const found: { item: Item; renamed: boolean } | null = ctx.snapshot.find(kind, parentId, slug);
    if (!found) return null;
    renamed ||= found.renamed;
    items.push(found.item);
    parentId = found.item.id;
  }
  return settle(ctx, items, renamed, build);
}

function settle(
  ctx: PageContext,
  items: Item[],
  renamed: boolean,
  build: (items: Item[]) => Built,
): RouteOutcome {
  const last = items[items.length - 1]!;
  if (!ctx.snapshot.isVisible(last)) return null;
  if (renamed) {
    const current = itemPath(ctx.snapshot, last);
    return current ? { redirect: current } : null;
  }
  return outcome(build(items));
}

function projectDetail(ctx: PageContext, slug: string): RouteOutcome {
  if (PROJECT_TYPES.has(slug))
    return chain(ctx, [['project-type', slug]], ([t]) => buildProjectType(ctx, t as Item<'project-type'>));
  const found = ctx.snapshot.findAnyParent('project', slug);
  if (!found) return null;
  return settle(ctx, [found.item], found.renamed, ([p]) => buildProject(ctx, p as Item<'project'>));
}

export function publicRoutes(brand: string): PublicRoute[] {
  const decor = `/${brand}-home-decor`;
  return [
    { pattern: '/', handle: page(buildHome) },
    { pattern: '/careers', handle: page((ctx) => buildListing(ctx, 'careers')) },
    {
      pattern: '/careers/:detail',
      handle: (ctx, p) => chain(ctx, [['job', p.detail!]], ([j]) => buildJob(ctx, j as Item<'job'>)),
    },
    { pattern: '/faq', handle: page(buildFaq) },
    { pattern: '/terms-and-conditions', handle: page((ctx) => buildLegal(ctx, 'terms-and-conditions')) },
    { pattern: '/privacy-policy', handle: page((ctx) => buildLegal(ctx, 'privacy-policy')) },
    { pattern: '/disclaimer', handle: page((ctx) => buildLegal(ctx, 'disclaimer')) },
    { pattern: '/renolit', handle: page((ctx) => buildListing(ctx, 'renolit')) },
    {
      pattern: '/renolit/:category',
      handle: (ctx, p) =>
        chain(ctx, [['renolit-category', p.category!]], ([c]) =>
          buildRenolitCategory(ctx, c as Item<'renolit-category'>),
        ),
    },
    {
      pattern: '/renolit/:category/:detail',
      handle: (ctx, p) =>
        chain(
          ctx,
          [
            ['renolit-category', p.category!],
            ['renolit-texture', p.detail!],
          ],
          (items) => buildRenolitTexture(ctx, items[1] as Item<'renolit-texture'>),
        ),
    },
    { pattern: '/services', handle: page((ctx) => buildListing(ctx, 'services')) },
    {
      pattern: '/services/:detail',
      handle: (ctx, p) =>
        chain(ctx, [['service', p.detail!]], ([s]) => buildService(ctx, s as Item<'service'>)),
    },
    { pattern: '/swimming-pool-projects', handle: page((ctx) => buildListing(ctx, 'projects')) },
    { pattern: '/swimming-pool-projects/:detail', handle: (ctx, p) => projectDetail(ctx, p.detail!) },
    { pattern: '/products', handle: page((ctx) => buildListing(ctx, 'products')) },
    {
      pattern: '/products/:category',
      handle: (ctx, p) =>
        chain(ctx, [['product-category', p.category!]], ([c]) =>
          buildProductCategory(ctx, c as Item<'product-category'>),
        ),
    },
    {
      pattern: '/products/:category/:subCategory',
      handle: (ctx, p) =>
        chain(
          ctx,
          [
            ['product-category', p.category!],
            ['product-sub-category', p.subCategory!],
          ],
          (items) => buildProductSubCategory(ctx, items[1] as Item<'product-sub-category'>),
        ),
    },
    {
      pattern: '/products/:category/:subCategory/:product',
      handle: (ctx, p) =>
        chain(
          ctx,
          [
            ['product-category', p.category!],
            ['product-sub-category', p.subCategory!],
            ['product', p.product!],
          ],
          (items) => buildProduct(ctx, items[2] as Item<'product'>),
        ),
    },
    { pattern: '/blog', handle: page((ctx) => buildListing(ctx, 'blog')) },
    {
      pattern: '/blog/:detail',
      handle: (ctx, p) => chain(ctx, [['blog', p.detail!]], ([b]) => buildPost(ctx, b as Item<'blog'>)),
    },
    { pattern: '/news-and-update', handle: page((ctx) => buildListing(ctx, 'news')) },
    {
      pattern: '/news-and-update/:detail',
      handle: (ctx, p) => chain(ctx, [['news', p.detail!]], ([n]) => buildPost(ctx, n as Item<'news'>)),
    },
    { pattern: '/contact', handle: page(buildContact) },
    { pattern: '/about-us', handle: page(buildAbout) },
    { pattern: `/why-${brand}`, handle: page(buildWhyUs) },
    { pattern: '/swimming-pool-project-gallery', handle: page(buildGallery) },
    { pattern: '/thank-you', handle: page(buildThankYou) },
    { pattern: '/newsletter/confirm', handle: page((ctx) => buildNewsletter(ctx, 'confirm')) },
    { pattern: '/newsletter/unsubscribe', handle: page((ctx) => buildNewsletter(ctx, 'unsubscribe')) },
    { pattern: decor, handle: page((ctx) => buildHomeDecor(ctx, 'home-decor')) },
    { pattern: `${decor}/upvc-windows`, handle: page((ctx) => buildHomeDecor(ctx, 'upvc-windows')) },
    {
      pattern: `${decor}/upvc-windows/upvc-parallel-windows`,
      handle: page((ctx) => buildHomeDecor(ctx, 'upvc-parallel-windows')),
    },
  ];
}

/** Matches a normalised path against the table; null when no route matches. */
export function matchRoute(
  routes: PublicRoute[],
  path: string,
): { route: PublicRoute; params: Params } | null {
  const segments = path === '/' ? [] : path.slice(1).split('/');
  for (const route of routes) {
    const parts = route.pattern === '/' ? [] : route.pattern.slice(1).split('/');
    if (parts.length !== segments.length) continue;
    const params: Params = {};
    let matched = true;
    for (let i = 0; i < parts.length && matched; i++) {
      const part = parts[i]!;
      const segment = segments[i]!;
      if (part.startsWith(':')) params[part.slice(1)] = segment;
      else matched = part === segment;
    }
    if (matched) return { route, params };
  }
  return null;
}
