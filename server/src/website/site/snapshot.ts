/**
 * An in-memory picture of the website's content: every content item, the slug history and the
 * media metadata (never the bytes). A marketing site holds hundreds of items, so one snapshot
 * per content version is cheap and lets every page builder be a plain function.
 */
import type { SiteImage, StoredSiteSettings } from '@managewell/api/contract';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { media, siteSettings } from '../../platform/db';
import type { ContentData, ContentKind } from './content-kinds';
import { contentItems, contentSlugHistory } from './schema';

export interface Item<K extends ContentKind = ContentKind> {
  id: number;
  kind: K;
  parentId: number | null;
  slug: string;
  title: string;
  summary: string;
  position: number;
  published: boolean;
  publishedAt: Date;
  updatedAt: Date;
  data: ContentData<K>;
}

interface MediaInfo {
  alt: string;
  width: number;
  height: number;
  mime: string;
  focalX: number;
  focalY: number;
}

export class Snapshot {
  private readonly byId = new Map<number, Item>();
  private readonly byKind = new Map<ContentKind, Item[]>();
  private readonly bySlug = new Map<string, Item>();
  private readonly history = new Map<string, number>();
  /** kind|slug → items with that slug under any parent (projects share one URL space). */
  private readonly byKindSlug = new Map<string, Item[]>();
  private readonly historyByKindSlug = new Map<string, number[]>();

  constructor(
    readonly settings: StoredSiteSettings | null,
    /** Every item, in the admin's order (position, id). */
    readonly items: Item[],
    readonly historyRows: SlugHistoryRow[],
    private readonly media: Map<string, MediaInfo>,
  ) {
    for (const item of items) {
      this.byId.set(item.id, item);
      const list = this.byKind.get(item.kind) ?? [];
      list.push(item);
      this.byKind.set(item.kind, list);
      this.bySlug.set(key(item.kind, item.parentId, item.slug), item);
      const same = this.byKindSlug.get(`${item.kind}|${item.slug}`) ?? [];
      same.push(item);
      this.byKindSlug.set(`${item.kind}|${item.slug}`, same);
    }
    for (const h of historyRows) {
      this.history.set(key(h.kind as ContentKind, h.parentId, h.slug), h.itemId);
      const same = this.historyByKindSlug.get(`${h.kind}|${h.slug}`) ?? [];
      same.push(h.itemId);
      this.historyByKindSlug.set(`${h.kind}|${h.slug}`, same);
    }
  }

  get(id: number | null): Item | undefined {
    return id === null ? undefined : this.byId.get(id);
  }

  /** Visible on the site: published, and so is every ancestor. */
  isVisible(item: Item): boolean {
    let current: Item | undefined = item;
    while (current) {
      if (!current.published) return false;
      if (current.parentId === null) return true;
      current = this.byId.get(current.parentId);
    }
    return false;
  }

  /** Visible items of a kind (optionally under a parent), in the admin's order. */
  list<K extends ContentKind>(kind: K, parentId?: number): Item<K>[] {
    const all = (this.byKind.get(kind) ?? []) as Item<K>[];
    return all.filter((i) => (parentId === undefined || i.parentId === parentId) && this.isVisible(i));
  }

  /** Visible blogs/news/jobs, newest first. */
  latest<K extends ContentKind>(kind: K): Item<K>[] {
    return [...this.list(kind)].sort(
      (a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id,
    );
  }

  /** The item at this slug (visible or not), or the item that used to be there. */
  find<K extends ContentKind>(
    kind: K,
    parentId: number | null,
    slug: string,
  ): { item: Item<K>; renamed: boolean } | null {
    const current = this.bySlug.get(key(kind, parentId, slug));
    if (current) return { item: current as Item<K>, renamed: false };
    const formerId = this.history.get(key(kind, parentId, slug));
    const former = formerId === undefined ? undefined : this.byId.get(formerId);
    return former && former.kind === kind ? { item: former as Item<K>, renamed: true } : null;
  }

  /** Like find, for kinds whose URL leaves the parent out (projects): a visible match first. */
  findAnyParent<K extends ContentKind>(kind: K, slug: string): { item: Item<K>; renamed: boolean } | null {
    const current = this.byKindSlug.get(`${kind}|${slug}`) ?? [];
    const item = current.find((i) => this.isVisible(i)) ?? current[0];
    if (item) return { item: item as Item<K>, renamed: false };
    const former = (this.historyByKindSlug.get(`${kind}|${slug}`) ?? [])
      .map((id) => this.byId.get(id))
      .filter((i): i is Item => i !== undefined && i.kind === kind);
    const match = former.find((i) => this.isVisible(i)) ?? former[0];
    return match ? { item: match as Item<K>, renamed: true } : null;
  }

  /** A fixed page (kind 'page') by its page key, when published. */
  page(pageKey: string): Item<'page'> | undefined {
    const found = this.bySlug.get(key('page', null, pageKey)) as Item<'page'> | undefined;
    return found?.published ? found : undefined;
  }

  image(id: string): SiteImage {
    const m = this.media.get(id);
    const image: SiteImage = { id, alt: m?.alt ?? '', width: m?.width ?? 0, height: m?.height ?? 0 };
    if (m && (m.focalX !== 0.5 || m.focalY !== 0.5))
      image.focus = `${Math.round(m.focalX * 100)}% ${Math.round(m.focalY * 100)}%`;
    return image;
  }

  /** The media metadata, shared with snapshots patched from this one (never changed). */
  mediaMap(): Map<string, MediaInfo> {
    return this.media;
  }

  mediaInfo(id: string): MediaInfo | undefined {
    return this.media.get(id);
  }

  /** Every visible item (sitemap, search). */
  allVisible(): Item[] {
    return [...this.byId.values()].filter((i) => this.isVisible(i));
  }
}

export interface SlugHistoryRow {
  itemId: number;
  kind: string;
  parentId: number | null;
  slug: string;
}

function key(kind: ContentKind, parentId: number | null, slug: string): string {
  return `${kind}|${parentId ?? ''}|${slug}`;
}

/** The columns a content item is read with (the snapshot, the site importer's comparison). */
export const itemColumns = {
  id: contentItems.id,
  kind: contentItems.kind,
  parentId: contentItems.parentId,
  slug: contentItems.slug,
  title: contentItems.title,
  summary: contentItems.summary,
  position: contentItems.position,
  published: contentItems.published,
  publishedAt: contentItems.publishedAt,
  updatedAt: contentItems.updatedAt,
  data: contentItems.data,
};
const historyColumns = {
  itemId: contentSlugHistory.itemId,
  kind: contentSlugHistory.kind,
  parentId: contentSlugHistory.parentId,
  slug: contentSlugHistory.slug,
};

function toItem(r: { kind: string; data: unknown } & Omit<Item, 'kind' | 'data'>): Item {
  return { ...r, kind: r.kind as ContentKind, data: r.data as ContentData<ContentKind> };
}

const byPosition = (a: Item, b: Item) => a.position - b.position || a.id - b.id;

/** `overlay`: changes the items before the snapshot is built (the studio's preview of a draft). */
export async function loadSnapshot(db: Db, overlay?: (items: Item[]) => Item[]): Promise<Snapshot> {
  const [settingsRows, items, history, mediaRows] = await Promise.all([
    db.select({ data: siteSettings.data }).from(siteSettings).limit(1),
    db.select(itemColumns).from(contentItems).orderBy(asc(contentItems.position), asc(contentItems.id)),
    db.select(historyColumns).from(contentSlugHistory),
    db
      .select({
        id: media.id,
        alt: media.alt,
        width: media.width,
        height: media.height,
        mime: media.mime,
        focalX: media.focalX,
        focalY: media.focalY,
      })
      .from(media),
  ]);
  const mediaMap = new Map(mediaRows.map(({ id, ...info }) => [id, info]));
  const all = items.map(toItem);
  return new Snapshot(
    (settingsRows[0]?.data as StoredSiteSettings | undefined) ?? null,
    overlay ? overlay(all) : all,
    history,
    mediaMap,
  );
}

/**
 * A new snapshot that differs from `base` only in these content items: each is read again
 * (with its slug history); one that no longer exists is dropped, and so is everything under it
 * (deletes cascade to children). Settings and media are taken from `base`, so this is only for
 * changes that touched content_items / content_slug_history rows alone.
 */
export async function patchSnapshot(db: Db, base: Snapshot, ids: Iterable<number>): Promise<Snapshot> {
  const changed = [...new Set(ids)];
  if (changed.length === 0) return base;
  const [rows, historyRows] = await Promise.all([
    db.select(itemColumns).from(contentItems).where(inArray(contentItems.id, changed)),
    db.select(historyColumns).from(contentSlugHistory).where(inArray(contentSlugHistory.itemId, changed)),
  ]);
  const changedSet = new Set(changed);
  const merged = base.items.filter((i) => !changedSet.has(i.id));
  merged.push(...rows.map(toItem));
  merged.sort(byPosition);
  // Drop what a deleted item took with it (children, grandchildren…): repeat until stable.
  let items = merged;
  for (;;) {
    const present = new Set(items.map((i) => i.id));
    const kept = items.filter((i) => i.parentId === null || present.has(i.parentId));
    if (kept.length === items.length) break;
    items = kept;
  }
  const present = new Set(items.map((i) => i.id));
  const history = base.historyRows
    .filter((h) => !changedSet.has(h.itemId) && present.has(h.itemId))
    .concat(historyRows);
  return new Snapshot(base.settings, items, history, base.mediaMap());
}
