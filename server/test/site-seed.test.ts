/**
 * The website's seed through the real database: it fills an empty site completely (every fixed
 * page, the nineteen project types, pictures for every reference), and never runs twice.
 */
import {
  mediaOriginalUrl,
  PROJECT_TYPE_SLUGS,
  type PublicPage,
  type StoredSiteSettings,
} from '@managewell/api/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/platform/db/client';
import { media, siteSettings } from '../src/platform/db/schema';
import { seedInBackground } from '../src/seed';
import { BROCHURE_MEDIA_ID, seedSite, seedSiteContent, seedSitePictures } from '../src/seed/site';
import { contentItems } from '../src/website/site';
import { PAGE_KEYS } from '../src/website/site/content-kinds';
import { startTestServer, type TestServer } from './helpers';

const NOW = Date.UTC(2026, 5, 15, 9, 30);

async function emptySite({ database, events }: TestServer): Promise<void> {
  const { db } = database;
  await db.execute(sql`delete from content_slug_history`);
  await db.execute(sql`delete from content_items`);
  await db.execute(sql`delete from media`);
  await db.execute(sql`delete from site_settings`);
  await events.publish({ type: 'site.changed' });
}

async function rowCounts(db: Db) {
  const [items] = await db.select({ n: count() }).from(contentItems);
  const [pictures] = await db.select({ n: count() }).from(media);
  return { items: items!.n, media: pictures!.n };
}

/** Every media id a content document refers to (single fields and lists). */
function mediaRefs(value: unknown, key = ''): string[] {
  if (typeof value === 'string')
    return ['image', 'swatch', 'photo', 'logo', 'images', 'gallery'].includes(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => mediaRefs(v, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => mediaRefs(v, k));
  return [];
}

/** Media ids behind the settings' /media/<id>/original.<ext> URLs. */
function settingsMediaRefs(settings: StoredSiteSettings): string[] {
  return [...JSON.stringify(settings).matchAll(/\/media\/([a-z0-9-]+)\/original\.[a-z]+/g)].map((m) => m[1]!);
}

describe('seedSite', () => {
  let server: TestServer;
  let db: Db;
  let first: Awaited<ReturnType<typeof seedSite>>;

  beforeAll(async () => {
    server = await startTestServer();
    db = server.database.db;
    await emptySite(server);
    const started = performance.now();
    first = await seedSite(db, NOW);
    console.info(
      `site seed: ${first.items} items, ${first.media} media in ${Math.round(performance.now() - started)} ms`,
    );
  }, 60_000);
  afterAll(() => server?.close());

  it('fills an empty site and reports what it wrote', async () => {
    expect(first.seeded).toBe(true);
    expect(await rowCounts(db)).toEqual({ items: first.items, media: first.media });
  });

  it('does nothing on a site that has settings, so restarts never duplicate content', async () => {
    const before = await rowCounts(db);
    expect(await seedSite(db, NOW + 86_400_000)).toEqual({ seeded: false, items: 0, media: 0 });
    expect(await rowCounts(db)).toEqual(before);
  });

  it('has every fixed page and exactly the nineteen project types', async () => {
    const pages = await db
      .select({ slug: contentItems.slug })
      .from(contentItems)
      .where(eq(contentItems.kind, 'page'));
    expect(pages.map((p) => p.slug).sort()).toEqual([...PAGE_KEYS].sort());
    const types = await db
      .select({ slug: contentItems.slug })
      .from(contentItems)
      .where(eq(contentItems.kind, 'project-type'));
    expect(types.map((t) => t.slug).sort()).toEqual([...PROJECT_TYPE_SLUGS].sort());
  });

  it('stores every picture that content and settings refer to', async () => {
    const ids = new Set((await db.select({ id: media.id }).from(media)).map((m) => m.id));
    const rows = await db
      .select({ kind: contentItems.kind, title: contentItems.title, data: contentItems.data })
      .from(contentItems);
    const missing = rows.flatMap((r) =>
      mediaRefs(r.data)
        .filter((id) => !ids.has(id))
        .map((id) => `${r.kind} '${r.title}': ${id}`),
    );
    expect(missing).toEqual([]);

    const [settings] = await db.select({ data: siteSettings.data }).from(siteSettings);
    const doc = settings!.data as StoredSiteSettings;
    const settingsRefs = settingsMediaRefs(doc);
    expect(settingsRefs.length).toBeGreaterThanOrEqual(8);
    expect(settingsRefs.filter((id) => !ids.has(id))).toEqual([]);
    expect(doc.footer.footerData.brochure_pdf).toBe(mediaOriginalUrl(BROCHURE_MEDIA_ID, 'pdf'));
  });

  it('stores pictures as SVG with their size and the brochure as a PDF', async () => {
    const rows = await db
      .select({
        id: media.id,
        mime: media.mime,
        width: media.width,
        height: media.height,
        alt: media.alt,
        content: media.content,
      })
      .from(media);
    for (const row of rows) {
      if (row.id === BROCHURE_MEDIA_ID) {
        expect(row.mime).toBe('application/pdf');
        expect(row.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        continue;
      }
      expect(row.mime, row.id).toBe('image/svg+xml');
      expect(row.width * row.height, row.id).toBeGreaterThan(0);
      expect(row.alt, row.id).not.toBe('');
      expect(row.content.toString('utf8'), row.id).toContain('<svg');
    }
  });

  it('gives every product specifications and two to five reviews', async () => {
    const products = await db
      .select({ title: contentItems.title, data: contentItems.data })
      .from(contentItems)
      .where(eq(contentItems.kind, 'product'));
    expect(products.length).toBeGreaterThanOrEqual(30);
    for (const p of products) {
      const data = p.data as { specifications: unknown[]; reviews: unknown[] };
      expect(data.specifications.length, p.title).toBeGreaterThanOrEqual(4);
      expect(data.reviews.length, p.title).toBeGreaterThanOrEqual(2);
      expect(data.reviews.length, p.title).toBeLessThanOrEqual(5);
    }
  });

  it('has the amounts of each kind, with one draft blog, news item and job', async () => {
    const rows = await db
      .select({ kind: contentItems.kind, published: contentItems.published, n: count() })
      .from(contentItems)
      .groupBy(contentItems.kind, contentItems.published);
    const total = (kind: string) => rows.filter((r) => r.kind === kind).reduce((sum, r) => sum + r.n, 0);
    const drafts = (kind: string) => rows.find((r) => r.kind === kind && !r.published)?.n ?? 0;
    expect({
      service: total('service'),
      'product-category': total('product-category'),
      'renolit-category': total('renolit-category'),
      blog: total('blog'),
      news: total('news'),
      job: total('job'),
      faq: total('faq'),
      testimonial: total('testimonial'),
      client: total('client'),
      award: total('award'),
      'team-member': total('team-member'),
      usp: total('usp'),
    }).toEqual({
      service: 8,
      'product-category': 6,
      'renolit-category': 4,
      blog: 8,
      news: 6,
      job: 5,
      faq: 15,
      testimonial: 8,
      client: 10,
      award: 5,
      'team-member': 6,
      usp: 6,
    });
    expect(total('project')).toBeGreaterThanOrEqual(30);
    expect(total('renolit-texture')).toBeGreaterThanOrEqual(12);
    expect({ blog: drafts('blog'), news: drafts('news'), job: drafts('job') }).toEqual({
      blog: 1,
      news: 1,
      job: 1,
    });
  });

  it('gives a complete public site: every listed page and every card behind it answers 200', async () => {
    const page = async (path: string) => {
      const response = await server.call({
        method: 'GET',
        url: `/api/website-frontend/page?path=${encodeURIComponent(path)}`,
      });
      expect(response.statusCode, path).toBe(200);
      const body = response.json() as { success: { status: number; page: PublicPage } };
      expect(body.success.status, path).toBe(200);
      return body.success.page;
    };
    const fixed = [
      '/',
      '/faq',
      '/terms-and-conditions',
      '/privacy-policy',
      '/disclaimer',
      '/contact',
      '/about-us',
      '/why-tarang',
    ];
    fixed.push(
      '/swimming-pool-project-gallery',
      '/thank-you',
      '/tarang-home-decor',
      '/tarang-home-decor/upvc-windows',
    );
    fixed.push('/tarang-home-decor/upvc-windows/upvc-parallel-windows');
    for (const path of fixed) expect((await page(path)).kind, path).not.toBe('not-found');

    const visited = new Set<string>();
    const crawl = async (path: string): Promise<void> => {
      if (visited.has(path)) return;
      visited.add(path);
      const p = await page(path);
      const next =
        p.kind === 'listing'
          ? [...p.items, ...(p.groups ?? [])]
          : p.kind === 'product-category'
            ? p.subCategories
            : p.kind === 'product-sub-category'
              ? p.products
              : p.kind === 'renolit-category'
                ? p.textures
                : p.kind === 'project-type'
                  ? p.projects
                  : [];
      for (const card of next) await crawl(card.path);
    };
    for (const listing of [
      '/services',
      '/swimming-pool-projects',
      '/products',
      '/renolit',
      '/blog',
      '/news-and-update',
      '/careers',
    ])
      await crawl(listing);
    // Listings, 8 services, 19 types, 30+ projects, 6 + sub-categories + 30+ products, 4 + textures, 7 + 11 posts, 4 jobs.
    expect(visited.size).toBeGreaterThan(150);
  }, 60_000);

  it('hides the unpublished blog, news item and job', async () => {
    const drafts = await db
      .select({ kind: contentItems.kind, slug: contentItems.slug })
      .from(contentItems)
      .where(eq(contentItems.published, false));
    expect(drafts).toHaveLength(3);
    const section = { blog: '/blog', news: '/news-and-update', job: '/careers' } as Record<string, string>;
    for (const d of drafts) {
      const response = await server.call({
        method: 'GET',
        url: `/api/website-frontend/page?path=${section[d.kind]}/${d.slug}`,
      });
      expect((response.json() as { success: { status: number } }).success.status, d.slug).toBe(404);
    }
  });

  it('answers pages before the pictures, which a starting server stores after listening', async () => {
    await emptySite(server);
    const content = await seedSiteContent(db, NOW);
    expect(content).toMatchObject({ seeded: true, media: 0 });
    expect((await rowCounts(db)).media).toBe(0);
    const home = await server.call({ method: 'GET', url: '/api/website-frontend/page?path=/' });
    expect((home.json() as { success: { status: number } }).success.status).toBe(200);

    const pictures = seedInBackground(db, server.app.log);
    // A picture asked for while they are being stored waits for it instead of a 404.
    const brochure = await server.call({ method: 'GET', url: mediaOriginalUrl(BROCHURE_MEDIA_ID, 'pdf') });
    expect(brochure.statusCode).toBe(200);
    await pictures;
    expect(await rowCounts(db)).toEqual({ items: first.items, media: first.media });
    // A later start finds nothing missing.
    expect(await seedSitePictures(db, NOW)).toBe(0);
  }, 60_000);

  it('lets only one of two simultaneous starts seed an empty site', async () => {
    await emptySite(server);
    const results = await Promise.all([seedSite(db, NOW), seedSite(db, NOW)]);
    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
    expect(await rowCounts(db)).toEqual({ items: first.items, media: first.media });
  }, 60_000);
});
