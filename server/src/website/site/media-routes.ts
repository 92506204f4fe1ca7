/** `GET /media/:id/:variant`: media originals and their size/format variants (immutable). */
import { siteMediaEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE_ASSET, notFound, registerEndpoints } from '../../platform/http';
import type { WebsiteContext } from '../context';
import { arrivingMedia } from './media-arriving';
import { MediaVariantJobs } from './media-jobs';
import { MediaVariants, parseVariant } from './media-variants';

/** The widest variant a phone's full-width picture asks for (412 px at 1.75 dppx: 768). */
const PHONE_WIDTH = 768;

/** The pictures a public page shows (`{ id, width, … }` in its document), in document order. */
async function mediaOfPage(ctx: WebsiteContext, path: string): Promise<string[]> {
  const response = await ctx.siteContent.resolvePage(path);
  const page = response.status === 301 ? null : response.page;
  const ids = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) walk(item);
    else if (value && typeof value === 'object') {
      const { id, width } = value as { id?: unknown; width?: unknown };
      if (typeof id === 'string' && typeof width === 'number') ids.add(id);
      for (const item of Object.values(value)) walk(item);
    }
  };
  walk(page);
  return [...ids];
}

/** Media ids are never reused, so a variant never changes. */
/** An SVG opened on its own must not run scripts or load anything. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

export async function mediaRoutes(app: FastifyInstance, ctx: WebsiteContext): Promise<void> {
  const variants = new MediaVariants(ctx.db, ctx.files);
  // A replaced original (on any process) makes its cached variants stale.
  const stopListening = ctx.events.on('site.changed', async ({ mediaId }) => {
    if (!mediaId) return;
    await variants
      .forget(mediaId)
      .catch((error) => app.log.warn({ err: error, id: mediaId }, 'could not drop cached media variants'));
  });
  app.addHook('onClose', async () => stopListening());

  if (ctx.config.mediaVariantsAhead) {
    const jobs = new MediaVariantJobs({
      db: ctx.db,
      jobs: ctx.jobs,
      events: ctx.events,
      variants,
      log: app.log,
    });
    const running = jobs.start({ queueMissing: false });
    // Once the server listens, without holding it up; a stop meanwhile ends it between pictures.
    app.addHook('onListen', async () => {
      void ctx.jobs.run('making the media variants ahead', async (signal) => {
        if (!(await running)) return;
        // What is missing on disk is queued the home page's pictures first (their AVIF in page
        // order), so a first visitor's pictures do not wait for sharp (a cold home scored
        // LCP 2.9 s; see docs/decisions/0018-media-variants-ahead.md). A first start stores the seed's pictures after listening: once
        // they are in.
        const stopped = new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
        await Promise.race([arrivingMedia(), stopped]);
        if (signal.aborted) return;
        const started = performance.now();
        const firstSeen = await mediaOfPage(ctx, '/');
        // The home page's AVIF (what Chromium picks) up to a phone's widths made at once, one
        // picture after the other in page order, without waiting for the queue's worker (a
        // request for one of them meanwhile shares its encode); the queue makes the rest.
        let made = 0;
        for (const id of firstSeen) {
          if (signal.aborted) return;
          made += (await variants.prepare(id, 'avif', PHONE_WIDTH)) ?? 0;
        }
        if (made > 0)
          app.log.info(
            { pictures: firstSeen.length, variants: made, ms: Math.round(performance.now() - started) },
            "made the home page's pictures",
          );
        await jobs.queueMissing(firstSeen, signal);
      });
    });
  }

  registerEndpoints(app, siteMediaEndpoints, {
    variant: async ({ params, reply }) => {
      const { id, variant } = params;
      const wanted = parseVariant(variant);
      if (!wanted)
        throw notFound(`'${variant}' is not a media variant: use original.<ext> or <width>.<avif|webp|jpg>.`);
      const found = await variants.get(id, wanted);
      if (!found) throw notFound(`There is no variant ${variant} of media '${id}'.`);
      reply
        .type(found.contentType)
        .header('cache-control', IMMUTABLE_ASSET)
        .header('x-content-type-options', 'nosniff')
        .header('content-length', found.body.length);
      if (found.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_CSP);
      if (found.contentType === 'application/pdf')
        reply.header('content-disposition', `inline; filename="${id}.pdf"`);
      return reply.send(found.body);
    },
  });
}
