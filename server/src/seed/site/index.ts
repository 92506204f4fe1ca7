/**
 * The public website's demo content is a content pack (server/content-pack: settings, every
 * fixed page, services, projects, products, membranes, posts, jobs, FAQs and people as JSON and
 * Markdown files, and the recipes of their pictures), loaded through the site importer exactly
 * as an uploaded archive is (modules/site-transfer). The content runs only on a database without
 * site settings, in one transaction, and is deterministic for a given clock. The pictures are a
 * second import (`seedSitePictures`), which a starting server runs after it listens: drawing them
 * is most of the seed's time, and a picture asked for meanwhile waits for it (media-arriving).
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { databaseEvents, media } from '../../platform/db';
import { DEMO_PACK_DIR, importSource, loadContentPack, packSource } from '../../website/site-transfer';

export interface SiteSeedResult {
  seeded: boolean;
  /** Content items written. */
  items: number;
  /** Media rows written (pictures and the brochure). */
  media: number;
}

/** The brochure PDF of the demo pack (pictures.json). */
export const BROCHURE_MEDIA_ID = 'tarang-pools-brochure';

const IMPORT = { mode: 'merge', dryRun: false, actorId: null, audit: false } as const;

/**
 * Fills an empty site (no settings row) with the demo content and its pictures; does nothing
 * otherwise. Concurrent starts are serialised by a lock on site_settings.
 */
export async function seedSite(db: Db, now = Date.now(), dir = DEMO_PACK_DIR): Promise<SiteSeedResult> {
  const result = await seedSiteContent(db, now, dir);
  if (!result.seeded) return result;
  return { ...result, media: await seedSitePictures(db, now, dir) };
}

/**
 * The content and settings of an empty site, without the pictures (`media` is 0): pages answer
 * at once, their pictures follow with seedSitePictures.
 */
export async function seedSiteContent(
  db: Db,
  now = Date.now(),
  dir = DEMO_PACK_DIR,
): Promise<SiteSeedResult> {
  const pack = await loadContentPack(dir, now);
  const report = await importSource(db, databaseEvents(db), packSource(dir, pack, now, { content: true }), {
    ...IMPORT,
    archive: 'demo content pack',
    onlyIntoEmptySite: true,
  });
  return report
    ? { seeded: true, items: pack.items.length, media: 0 }
    : { seeded: false, items: 0, media: 0 };
}

/**
 * Draws and stores every picture of the pack (and the brochure) that is not stored yet, in one
 * import, announced once committed; returns how many it stored. After the content seed, and on
 * later starts it finishes what a stopped start left undone. A picture requested meanwhile
 * waits (media-arriving).
 */
export async function seedSitePictures(db: Db, now = Date.now(), dir = DEMO_PACK_DIR): Promise<number> {
  const pack = await loadContentPack(dir, now);
  const ids = pack.pictures.map((p) => p.id);
  const stored = new Set(
    (await db.select({ id: media.id }).from(media).where(inArray(media.id, ids))).map((r) => r.id),
  );
  const missing = ids.filter((id) => !stored.has(id));
  if (missing.length === 0) return 0;
  await importSource(
    db,
    databaseEvents(db),
    packSource(dir, pack, now, { content: false, pictures: missing }),
    {
      ...IMPORT,
      archive: 'demo content pack (pictures)',
    },
  );
  return missing.length;
}
