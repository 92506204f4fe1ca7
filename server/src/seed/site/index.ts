/**
 * The public website's demo content: settings, every fixed page, services, projects, products,
 * membranes, posts, jobs, FAQs and people, with their pictures (SVG, drawn here, no downloads)
 * and the brochure PDF. Runs only on a database without site settings, in one transaction, and
 * is deterministic for a given clock.
 */
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { databaseEvents } from '../../db/events';
import { siteSettings } from '../../db/schema';
import { insertMedia, saveContentItem, saveSiteSettings } from '../../modules/site/repository';
import { COMPANY } from './company';
import { siteContent } from './content';
import type { ContentDraft, SeedContext } from './draft';
import { brochurePdf, renderSeedImage } from './images';
import { createMediaRegistry, seedFor } from './media-registry';
import { siteSettings as settingsDocument } from './settings';

export interface SiteSeedResult {
  seeded: boolean;
  /** Content items written. */
  items: number;
  /** Media rows written (pictures and the brochure). */
  media: number;
}

export const BROCHURE_MEDIA_ID = 'tarang-pools-brochure';

/**
 * Fills an empty site (no settings row) with the demo content; does nothing otherwise.
 * Concurrent starts are serialised by a lock on site_settings.
 */
export async function seedSite(db: Db, now = Date.now()): Promise<SiteSeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table site_settings in exclusive mode`);
    const [existing] = await tx.select({ n: count() }).from(siteSettings);
    if ((existing?.n ?? 0) > 0) return { seeded: false, items: 0, media: 0 };

    // The repository's writes take a database handle; on a transaction its own transactions
    // become savepoints, so the whole seed commits or rolls back as one.
    // Their events go out with the seed's commit to whichever processes are listening.
    const writer = { db: tx as unknown as Db, events: databaseEvents(tx) };
    const registry = createMediaRegistry();
    const ctx: SeedContext = { img: registry.img, now };
    const content = siteContent(ctx);
    const settings = settingsDocument(ctx, BROCHURE_MEDIA_ID);

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

    const images = registry.images();
    for (const image of images) {
      const rendered = renderSeedImage(image.spec, seedFor(image.id));
      await insertMedia(writer, {
        id: image.id,
        content: Buffer.from(rendered.svg, 'utf8'),
        mime: 'image/svg+xml',
        alt: image.alt,
        width: rendered.width,
        height: rendered.height,
      });
    }
    await insertMedia(writer, {
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
    });

    await saveSiteSettings(writer, settings);
    return { seeded: true, items, media: images.length + 1 };
  });
}
