/**
 * Draft previews: a signed link (HMAC with a server secret, so every process accepts it) that
 * expires, and the page document of the item's public address built from a snapshot in which
 * that item is its draft, published. The HTML uses the real public page template (SSR bundle).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ContentKind, PublicPage } from '@managewell/api/contract';
import { eq } from 'drizzle-orm';
import { serverSecret } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/http';
import type { PageContext } from '../site';
import {
  buildNotFound,
  buildSiteSettings,
  contentItems,
  fixedPagePath,
  type Item,
  itemPath,
  loadSnapshot,
  matchRoute,
  publicRoutes,
} from '../site';
import { contentDrafts } from './schema';

/** How long a preview link works. */
export const PREVIEW_TTL_MS = 60 * 60 * 1000;

/** Kinds without a page of their own are previewed on the page that shows them. */
const SHOWN_ON: Partial<Record<ContentKind, (brand: string) => string>> = {
  'home-banner': () => '/',
  testimonial: () => '/',
  client: () => '/',
  award: () => '/',
  usp: (brand) => `/why-${brand}`,
  faq: () => '/faq',
  'team-member': () => '/about-us',
  department: () => '/careers',
};

export class Previews {
  #secret: Promise<string> | null = null;

  constructor(private readonly db: Db) {}

  private secret(): Promise<string> {
    this.#secret ??= serverSecret(this.db, 'content-preview');
    this.#secret.catch(() => {
      this.#secret = null;
    });
    return this.#secret;
  }

  async sign(itemId: number, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
    const expires = now + PREVIEW_TTL_MS;
    const body = `${itemId}.${expires}`;
    const mac = createHmac('sha256', await this.secret())
      .update(body)
      .digest('base64url');
    return { token: `${body}.${mac}`, expiresAt: new Date(expires) };
  }

  /** The item id of a valid, unexpired token, or null. */
  async verify(token: string, now = Date.now()): Promise<number | null> {
    const match = /^(\d{1,10})\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const [, id, expires, mac] = match;
    const expected = createHmac('sha256', await this.secret())
      .update(`${id}.${expires}`)
      .digest();
    const given = Buffer.from(mac!, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (Number(expires) < now) return null;
    return Number(id);
  }

  /** The page document of the item's address, with the item's draft in place and published. */
  async page(
    itemId: number,
    siteUrl: string,
  ): Promise<{ status: 200 | 404; page: PublicPage; path: string }> {
    const [item] = await this.db.select().from(contentItems).where(eq(contentItems.id, itemId));
    if (!item) throw notFound('This item no longer exists.');
    const [draft] = await this.db.select().from(contentDrafts).where(eq(contentDrafts.itemId, itemId));
    const snapshot = await loadSnapshot(this.db, (items) =>
      items.map((i): Item => {
        if (i.id !== itemId) return i;
        const from = draft ?? item;
        return {
          ...i,
          title: from.title,
          slug: from.slug,
          summary: from.summary,
          parentId: from.parentId,
          data: from.data as Item['data'],
          published: true,
        };
      }),
    );
    if (!snapshot.settings) throw notFound('The website has no settings yet.');
    const settings = buildSiteSettings(snapshot.settings, snapshot);
    const brand = settings.header.brand;
    const ctx: PageContext = { snapshot, settings, siteUrl };
    const previewed = snapshot.get(itemId)!;
    const path =
      previewed.kind === 'page'
        ? fixedPagePath(previewed.slug, brand)
        : (itemPath(snapshot, previewed) ?? SHOWN_ON[previewed.kind]?.(brand) ?? '/');
    const match = matchRoute(publicRoutes(brand), path);
    const outcome = match ? match.route.handle(ctx, match.params) : null;
    if (!outcome || 'redirect' in outcome) return { status: 404, page: buildNotFound(ctx, path), path };
    return { status: 200, page: outcome.page, path };
  }
}
