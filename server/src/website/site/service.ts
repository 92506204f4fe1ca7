/**
 * The public website's content service (AppContext.siteContent): the settings document, every
 * public page resolved by path, search and the sitemap. Everything is built from one in-memory
 * snapshot per content version and cached with its JSON body and ETag, so the page endpoint and
 * the HTML renderer answer from memory; any write through the repository, on any process, starts
 * a new version ('site.changed' on the event bus).
 */
import {
  type PublicPageResponse,
  type SearchResult,
  SITE_PATH_MAX_LENGTH,
  type SiteSettings,
} from '@managewell/api/contract';
import type { Db, EventBus } from '../../platform/db';
import { ApiError } from '../../platform/http';
import { type CachedJson, cachedJson } from './cached-json';
import type { PageContext } from './pages/context';
import { buildNotFound } from './pages/not-found';
import { matchRoute, publicRoutes } from './pages/routes';
import { type SearchableItem, searchableItems, searchContent } from './search';
import { buildSiteSettings } from './site-settings';
import { buildSitemap } from './sitemap';
import { loadSnapshot, patchSnapshot, type Snapshot } from './snapshot';

/** Most distinct paths kept (404s included, so random URLs cannot grow memory without bound). */
export const PAGE_CACHE_LIMIT = 5_000;
/** Longest path the page endpoint accepts. */
export const PATH_MAX_LENGTH = SITE_PATH_MAX_LENGTH;

interface Generation {
  version: number;
  snapshot: Snapshot;
  context: PageContext;
  settings: CachedJson<SiteSettings>;
  routes: ReturnType<typeof publicRoutes>;
  pages: Map<string, CachedJson<PublicPageResponse>>;
  sitemap?: string;
  searchable?: Map<number, SearchableItem>;
}

export class SiteNotConfiguredError extends ApiError {
  constructor() {
    super(503, 'SITE_NOT_CONFIGURED', 'The website has not been set up yet: its settings are missing.');
  }
}

/**
 * `/Blog/` → `/blog`: lowercase, no repeated or trailing slash, no query or fragment.
 * Returns null for something that is not a site path.
 */
export function normalisePath(raw: string): string | null {
  const path = raw.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  const clean = `/${path
    .toLowerCase()
    .split('/')
    .filter((s) => s !== '')
    .join('/')}`;
  return clean;
}

export class SiteContent {
  private current: Generation | null = null;
  private loading: { version: number; promise: Promise<Generation> } | null = null;
  /** Bumped by every content change (any process) and whenever such news may have been missed. */
  private version = 1;
  /**
   * What each version since the oldest one still useful changed: the content items it names, or
   * `null` for anything else (settings, media, an unnamed change, missed news), which needs the
   * whole snapshot read again.
   */
  private readonly changes = new Map<number, readonly number[] | null>();

  constructor(
    private readonly db: Db,
    private readonly siteUrl: string,
    events: EventBus,
  ) {
    events.on('site.changed', (event) => {
      this.changed(event.items && !event.mediaId ? event.items : null);
    });
    events.onMissed(() => this.changed(null));
  }

  private changed(items: readonly number[] | null): void {
    this.version += 1;
    this.changes.set(this.version, items);
    // Nobody asked for a page in a long while: forget the details (the next build reads all).
    if (this.changes.size > 500) this.changes.clear();
    // A patch is cheap: make it now, so the first visitor after a publish does not wait for it.
    if (items && this.current) setImmediate(() => void this.generation().catch(() => undefined));
    // Versions at or below the newest built one are never needed again.
    const built = this.current?.version ?? 0;
    for (const v of this.changes.keys()) if (v <= built) this.changes.delete(v);
  }

  /**
   * The content items changed between `from` (a built version) and `to`, or null when one of
   * those changes needs a full reload.
   */
  private changedItems(from: number, to: number): Set<number> | null {
    const ids = new Set<number>();
    for (let v = from + 1; v <= to; v++) {
      const items = this.changes.get(v);
      if (!items) return null;
      for (const id of items) ids.add(id);
    }
    return ids;
  }

  /** The settings document (header + footer) the public site loads. */
  async settings(): Promise<SiteSettings> {
    return (await this.generation()).settings.value;
  }

  /** The settings with their response body and ETag (the settings endpoint). */
  async settingsJson(): Promise<CachedJson<SiteSettings>> {
    return (await this.generation()).settings;
  }

  /**
   * The page at a public path: 200 with the page, 404 with the fallback page, or 301 to the
   * current address (renamed slug, or a path written with capitals or a trailing slash).
   * The same object is returned while the content is unchanged.
   */
  async resolvePage(path: string): Promise<PublicPageResponse> {
    return (await this.pageJson(path)).value;
  }

  /** resolvePage with the response body and ETag (the page endpoint). */
  async pageJson(path: string): Promise<CachedJson<PublicPageResponse>> {
    const gen = await this.generation();
    const cached = gen.pages.get(path);
    if (cached) return cached;
    const entry = cachedJson(this.resolve(gen, path));
    if (gen.pages.size >= PAGE_CACHE_LIMIT) {
      // Drop the oldest entry (Map keeps insertion order).
      const oldest = gen.pages.keys().next().value;
      if (oldest !== undefined) gen.pages.delete(oldest);
    }
    gen.pages.set(path, entry);
    return entry;
  }

  async search(query: string): Promise<SearchResult[]> {
    const gen = await this.generation();
    gen.searchable ??= searchableItems(gen.snapshot);
    return searchContent(this.db, gen.snapshot, gen.searchable, query);
  }

  async sitemapXml(): Promise<string> {
    const gen = await this.generation();
    gen.sitemap ??= buildSitemap(gen.snapshot, this.siteUrl, gen.settings.value.header.brand);
    return gen.sitemap;
  }

  private resolve(gen: Generation, rawPath: string): PublicPageResponse {
    const path = normalisePath(rawPath);
    if (path === null || path.length > PATH_MAX_LENGTH) {
      return { status: 404, page: buildNotFound(gen.context, '/') };
    }
    if (path !== rawPath) return { status: 301, redirect: path };
    const match = matchRoute(gen.routes, path);
    const outcome = match ? match.route.handle(gen.context, match.params) : null;
    if (!outcome) return { status: 404, page: buildNotFound(gen.context, path) };
    if ('redirect' in outcome) return { status: 301, redirect: outcome.redirect };
    return { status: 200, page: outcome.page };
  }

  /** The caches of the current content version, rebuilt once after a write. */
  private async generation(): Promise<Generation> {
    const version = this.version;
    if (this.current?.version === version) return this.current;
    if (this.loading?.version !== version) {
      const promise = this.build(version, this.current);
      this.loading = { version, promise };
      promise.then(
        (gen) => {
          if (!this.current || this.current.version < gen.version) this.current = gen;
        },
        () => {
          if (this.loading?.promise === promise) this.loading = null;
        },
      );
    }
    return this.loading!.promise;
  }

  /**
   * The generation of `version`: from `base` with only the changed content items read again when
   * every change since `base` named its items (a publish, unpublish, delete or reorder), else from
   * a full read. Either way a complete new snapshot is made before it is shown, and every page is
   * built again from it on first request (lists, menus, footer, related items, sitemap and
   * redirects all derive from the snapshot), so nothing stale or half-built is ever served.
   */
  private async build(version: number, base: Generation | null): Promise<Generation> {
    const changed = base ? this.changedItems(base.version, version) : null;
    const snapshot =
      base && changed ? await patchSnapshot(this.db, base.snapshot, changed) : await loadSnapshot(this.db);
    if (!snapshot.settings) throw new SiteNotConfiguredError();
    const settings = buildSiteSettings(snapshot.settings, snapshot);
    return {
      version,
      snapshot,
      context: { snapshot, settings, siteUrl: this.siteUrl },
      settings: cachedJson(settings),
      routes: publicRoutes(settings.header.brand),
      pages: new Map(),
    };
  }
}
