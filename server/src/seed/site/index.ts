/**
 * The public website's demo content: settings, every fixed page, services, projects, products,
 * membranes, posts, jobs, FAQs and people, with their pictures (SVG, drawn here, no downloads)
 * and the brochure PDF. The content runs only on a database without site settings, in one
 * transaction, and is deterministic for a given clock. The pictures are a second step
 * (`seedSitePictures`), which a starting server runs after it listens: drawing them is most of
 * the seed's time, and a picture asked for meanwhile waits for it (media-arriving).
 */
import { count, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { databaseEvents } from '../../db/events';
import { media, siteSettings } from '../../db/schema';
import {
  insertMedia,
  type SiteWriter,
  saveContentItem,
  saveSiteSettings,
} from '../../modules/site/repository';
import { COMPANY } from './company';
import { siteContent } from './content';
import type { ContentDraft, SeedContext } from './draft';
import { brochurePdf, renderSeedImage } from './images';
import { createMediaRegistry, type RegisteredImage, seedFor } from './media-registry';
import { siteSettings as settingsDocument } from './settings';

export interface SiteSeedResult {
  seeded: boolean;
  /** Content items written. */
  items: number;
  /** Media rows written (pictures and the brochure). */
  media: number;
}

export const BROCHURE_MEDIA_ID = 'tarang-pools-brochure';

/** What the seed writes, derived from the content files (cheap: no drawing, no database). */
function seedPlan(now: number) {
  const registry = createMediaRegistry();
  const ctx: SeedContext = { img: registry.img, now };
  const content = siteContent(ctx);
  const settings = settingsDocument(ctx, BROCHURE_MEDIA_ID);
  return { content, settings, images: registry.images() };
}

/**
 * Fills an empty site (no settings row) with the demo content and its pictures; does nothing
 * otherwise. Concurrent starts are serialised by a lock on site_settings.
 */
export async function seedSite(db: Db, now = Date.now()): Promise<SiteSeedResult> {
  const result = await seedSiteContent(db, now);
  if (!result.seeded) return result;
  return { ...result, media: await seedSitePictures(db, now) };
}

/**
 * The content and settings of an empty site, without the pictures (`media` is 0): pages answer
 * at once, their pictures follow with seedSitePictures.
 */
export async function seedSiteContent(db: Db, now = Date.now()): Promise<SiteSeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table site_settings in exclusive mode`);
    const [existing] = await tx.select({ n: count() }).from(siteSettings);
    if ((existing?.n ?? 0) > 0) return { seeded: false, items: 0, media: 0 };

    // The repository's writes take a database handle; on a transaction its own transactions
    // become savepoints, so the whole seed commits or rolls back as one.
    // Their events go out with the seed's commit to whichever processes are listening.
    const writer = { db: tx as unknown as Db, events: databaseEvents(tx) };
    const { content, settings } = seedPlan(now);

    let items = 0;
    const write = async (drafts: ContentDraft[], parentId?: number) => {
      for (const [position, item] of drafts.entries()) {
        const { children, ...fields } = item;
        const saved = await saveContentItem(writer, {
          ...fields,
          position,
          ...(parentId !== undefined ? { parentId } : {}),
        });
        items++;
        if (children?.length) await write(children, saved.id);
      }
    };
    await write(content);
    await saveSiteSettings(writer, settings);
    return { seeded: true, items, media: 0 };
  });
}

/**
 * Draws and stores every seed picture (and the brochure) that is not stored yet, in one
 * transaction, and announces them once committed (one cache rebuild, not one per picture);
 * returns how many it stored. After the content seed, and on later starts it finishes what a
 * stopped start left undone. A picture requested meanwhile waits (media-arriving).
 */
export async function seedSitePictures(db: Db, now = Date.now()): Promise<number> {
  const { content, images } = seedPlan(now);
  const ids = [...images.map((i) => i.id), BROCHURE_MEDIA_ID];
  const stored = new Set(
    (await db.select({ id: media.id }).from(media).where(inArray(media.id, ids))).map((r) => r.id),
  );
  const missing = ids.filter((id) => !stored.has(id));
  if (missing.length === 0) return 0;
  await db.transaction(async (tx) => {
    const writer = { db: tx as unknown as Db, events: databaseEvents(tx) };
    for (const image of images) {
      if (stored.has(image.id)) continue;
      await insertPicture(writer, image);
      // Let requests in between pictures (drawing is synchronous).
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (!stored.has(BROCHURE_MEDIA_ID)) {
      await insertMedia(
        writer,
        {
          id: BROCHURE_MEDIA_ID,
          content: brochurePdf({
            company: COMPANY.name,
            phone: COMPANY.phone1,
            email: COMPANY.enquiryEmail,
            address: COMPANY.address,
            services: content.filter((c) => c.kind === 'service').map((c) => c.title),
          }),
          mime: 'application/pdf',
          alt: `${COMPANY.shortName} brochure`,
        },
        { quiet: true },
      );
    }
    // Announced with the commit: caches rebuild, variants are queued (media-jobs).
    for (const id of missing) await writer.events.publish({ type: 'site.changed', mediaId: id });
  });
  return missing.length;
}

async function insertPicture(db: SiteWriter, image: RegisteredImage): Promise<void> {
  const rendered = renderSeedImage(image.spec, seedFor(image.id));
  await insertMedia(
    db,
    {
      id: image.id,
      content: Buffer.from(rendered.svg, 'utf8'),
      mime: 'image/svg+xml',
      alt: image.alt,
      width: rendered.width,
      height: rendered.height,
    },
    { quiet: true },
  );
}
