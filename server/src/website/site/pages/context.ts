/**
 * What every page builder gets, and the small pieces they share (cards, banners, the
 * page frame with breadcrumbs and SEO).
 */
import type {
  Award,
  Banner,
  Breadcrumb,
  Card,
  ContentKind,
  PublicPage,
  Seo,
  SiteImage,
  SiteLink,
  SiteSettings,
} from '@managewell/api/contract';
import type { ContentData } from '../content-kinds';
import { itemPath } from '../paths';
import { buildSeo, type SeoInput } from '../seo';
import type { Item, Snapshot } from '../snapshot';

export interface PageContext {
  snapshot: Snapshot;
  settings: SiteSettings;
  siteUrl: string;
}

/** A builder's answer: the page, or null when the content behind it is missing (→ 404). */
export type Built = PublicPage | null;

const EMPLOYMENT_LABELS: Record<ContentData<'job'>['employmentType'], string> = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  CONTRACTOR: 'Contract',
  INTERN: 'Internship',
};

export function employmentLabel(type: ContentData<'job'>['employmentType']): string {
  return EMPLOYMENT_LABELS[type];
}

/** YYYY-MM-DD of a timestamp. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The main image of an item, when its kind has one. */
export function itemImage(ctx: PageContext, item: Item): SiteImage | undefined {
  const data = item.data as {
    image?: string;
    images?: string[];
    swatch?: string;
    logo?: string;
    photo?: string;
  };
  const id = data.image ?? data.images?.[0] ?? data.swatch ?? data.logo ?? data.photo;
  return id ? ctx.snapshot.image(id) : undefined;
}

export function card(ctx: PageContext, item: Item, extra: Partial<Card> = {}): Card {
  const image = itemImage(ctx, item);
  const date = item.kind === 'blog' || item.kind === 'news' ? { date: isoDate(item.publishedAt) } : {};
  return {
    title: item.title,
    path: itemPath(ctx.snapshot, item) ?? '/',
    summary: item.summary,
    ...(image ? { image } : {}),
    ...date,
    ...extra,
  };
}

export function cards(ctx: PageContext, items: Item[], limit = Number.POSITIVE_INFINITY): Card[] {
  return items.slice(0, limit).map((i) => card(ctx, i));
}

/**
 * The items an editor chose (ids in `data`), in their order, those still visible; when none
 * is chosen, or none of them is visible any more, the page's own choice.
 */
export function chosenOr<K extends ContentKind>(
  ctx: PageContext,
  kind: K,
  ids: readonly number[] | undefined,
  fallback: Item<K>[],
): Item<K>[] {
  const { snapshot } = ctx;
  const chosen = (ids ?? []).flatMap((id) => {
    const item = snapshot.get(id);
    return item && item.kind === kind && snapshot.isVisible(item) ? [item as Item<K>] : [];
  });
  return chosen.length > 0 ? chosen : fallback;
}

/** An award as the about and home pages show it. */
export function award(ctx: PageContext, a: Item<'award'>): Award {
  return {
    title: a.title,
    year: a.data.year,
    by: a.data.by,
    ...(a.data.image ? { image: ctx.snapshot.image(a.data.image) } : {}),
  };
}

export function link(ctx: PageContext, item: Item): SiteLink {
  return { name: item.title, path: itemPath(ctx.snapshot, item) ?? '/' };
}

export function images(ctx: PageContext, ids: readonly string[]): SiteImage[] {
  return ids.map((id) => ctx.snapshot.image(id));
}

type StoredBanner = { heading: string; text: string; image: string; cta?: SiteLink };

/** The stored banner, or one made of the title, summary and main image. */
export function banner(
  ctx: PageContext,
  stored: StoredBanner | undefined,
  fallback: { heading: string; text: string; image?: string },
): Banner {
  if (stored) {
    return {
      heading: stored.heading,
      text: stored.text,
      image: ctx.snapshot.image(stored.image),
      ...(stored.cta ? { cta: stored.cta } : {}),
    };
  }
  const imageId = fallback.image ?? firstImageId(ctx);
  return { heading: fallback.heading, text: fallback.text, image: ctx.snapshot.image(imageId) };
}

/** The home page's first banner image: the site-wide fallback for pages without an image. */
function firstImageId(ctx: PageContext): string {
  const home = ctx.snapshot.list('home-banner')[0];
  return home?.data.image ?? ctx.snapshot.page('home')?.data.image ?? 'site-banner';
}

export const HOME_CRUMB: Breadcrumb = { name: 'Home', path: '/' };

export interface Frame {
  path: string;
  seo: Seo;
  breadcrumbs: Breadcrumb[];
}

/**
 * Path, breadcrumbs (Home first) and SEO of a page. The item's own SEO fields (`data.seo`: meta
 * title, social image), when filled, replace the title and picture the builder passes.
 */
export function frame(
  ctx: PageContext,
  input: Omit<SeoInput, 'breadcrumbs'> & { crumbs: Breadcrumb[]; item?: Item },
): Frame {
  const breadcrumbs = input.path === '/' ? [] : [HOME_CRUMB, ...input.crumbs];
  const { crumbs: _crumbs, item, ...seo } = input;
  const own = (item?.data as { seo?: { title?: string; image?: string } } | undefined)?.seo;
  if (own?.title) seo.title = own.title;
  if (own?.image) seo.image = ctx.snapshot.image(own.image);
  return { path: input.path, breadcrumbs, seo: buildSeo(ctx.settings, ctx.siteUrl, { ...seo, breadcrumbs }) };
}

/** Items of the same kind, other than this one. */
export function others<K extends Item['kind']>(list: Item<K>[], self: Item, limit: number): Item<K>[] {
  return list.filter((i) => i.id !== self.id).slice(0, limit);
}
