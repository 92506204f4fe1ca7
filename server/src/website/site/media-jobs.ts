/**
 * Image variants made ahead of visitors: a pg-boss queue with one job per stored image and
 * format, worked one job at a time in each process, so a public page view finds its srcset's
 * variants on disk instead of waiting for sharp (on-demand generation stays as the fallback).
 * A stored or replaced image is queued at once; at start, every image with a variant missing
 * on disk is queued (a new cache folder, an older version, a job lost in a crash).
 */
import { MEDIA_FORMATS, type MediaFormat } from '@managewell/api/contract';
import { like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from 'pg';
import PgBoss from 'pg-boss';
import type { Db } from '../../platform/db/client';
import type { EventBus } from '../../platform/db/events';
import { media } from '../../platform/db/schema';
import type { MediaVariants } from './media-variants';

export const MEDIA_VARIANTS_QUEUE = 'media-variants';

/**
 * AVIF first: what current browsers pick from the public site's <picture>; then its JPEG, for a
 * browser without AVIF; WebP (the back office's media thumbnails) last.
 */
const FORMAT_PRIORITY: Record<MediaFormat, number> = { avif: 3, jpg: 2, webp: 1 };
/** The AVIF of the pictures a first visitor sees (the home page's) comes before everything else. */
const FIRST_SEEN_PRIORITY = 10;

interface VariantJob {
  id: string;
  format: MediaFormat;
}

export interface MediaJobsDeps {
  db: Db;
  pool: Pool;
  /** Stored or replaced originals, from any process. */
  events: EventBus;
  variants: MediaVariants;
  log: FastifyBaseLogger;
}

export interface MediaJobsStartOptions {
  /** How often the worker looks for due jobs. */
  pollingIntervalSeconds?: number;
  /** Queue what is missing on disk at once (default); false: the caller calls queueMissing. */
  queueMissing?: boolean;
}

export class MediaVariantJobs {
  #boss: PgBoss | null = null;
  #stopListening: (() => void) | null = null;

  constructor(private readonly deps: MediaJobsDeps) {}

  /** Starts the queue and its worker, listens for stored images and queues what is missing. */
  async start(options: MediaJobsStartOptions = {}): Promise<void> {
    if (this.#boss) return;
    const boss = await this.startBoss();
    const queue = { name: MEDIA_VARIANTS_QUEUE, policy: 'stately' as const, retryLimit: 3, retryDelay: 2 };
    if (await boss.getQueue(MEDIA_VARIANTS_QUEUE)) await boss.updateQueue(MEDIA_VARIANTS_QUEUE, queue);
    else await boss.createQueue(MEDIA_VARIANTS_QUEUE, queue);
    this.#boss = boss;
    await boss.work<VariantJob>(
      MEDIA_VARIANTS_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
      async ([job]) => {
        if (!job) return;
        const made = await this.deps.variants.prepare(job.data.id, job.data.format);
        // Not stored (yet): a write still in its transaction, or deleted. Retried, then dropped.
        if (made === null) throw new Error(`media '${job.data.id}' is not stored`);
      },
    );
    // A stored or replaced original, on any process.
    this.#stopListening = this.deps.events.on('site.changed', ({ mediaId }) => {
      if (mediaId) void this.queue(mediaId);
    });
    if (options.queueMissing !== false) await this.queueMissing();
  }

  /**
   * A started pg-boss on the app's pool. Another pg-boss starting at the same time on an empty
   * database (the lead forwarder, another process) may race it to create the pgboss schema;
   * the loser retries with a fresh instance.
   */
  private async startBoss(attempt = 1): Promise<PgBoss> {
    const { pool, log } = this.deps;
    const boss = new PgBoss({
      db: { executeSql: (text, values) => pool.query(text, values) },
      schedule: false,
    });
    boss.on('error', (error) => log.error({ err: error }, 'media variants queue error'));
    try {
      await boss.start();
      return boss;
    } catch (error) {
      await boss.stop({ graceful: false, wait: false }).catch(() => undefined);
      if (attempt >= 3 || (error as { code?: string }).code !== '23505') throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      return this.startBoss(attempt + 1);
    }
  }

  async stop(): Promise<void> {
    this.#stopListening?.();
    this.#stopListening = null;
    const boss = this.#boss;
    this.#boss = null;
    await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
  }

  /**
   * Queues the variants of one image in every format (`firstSeen`: its AVIF ahead of every
   * other job). Never throws.
   */
  async queue(id: string, formats: readonly MediaFormat[] = MEDIA_FORMATS, firstSeen = false): Promise<void> {
    const boss = this.#boss;
    if (!boss) return;
    for (const format of formats) {
      try {
        await boss.send(MEDIA_VARIANTS_QUEUE, { id, format } satisfies VariantJob, {
          singletonKey: `${id}/${format}`,
          priority: firstSeen && format === 'avif' ? FIRST_SEEN_PRIORITY : FORMAT_PRIORITY[format],
        });
      } catch (error) {
        this.deps.log.warn({ err: error, id }, 'could not queue media variants; made on request instead');
      }
    }
  }

  /**
   * Queues every stored image that has a variant missing on disk; returns how many jobs.
   * `firstSeen` (media ids in the order a visitor meets them): their AVIF first, in that order.
   */
  async queueMissing(firstSeen: readonly string[] = []): Promise<number> {
    const images = await this.deps.db
      .select({ id: media.id, mime: media.mime, width: media.width })
      .from(media)
      .where(like(media.mime, 'image/%'));
    const rank = new Map(firstSeen.map((id, i) => [id, i]));
    const order = (id: string) => rank.get(id) ?? Number.MAX_SAFE_INTEGER;
    images.sort((a, b) => order(a.id) - order(b.id));
    let queued = 0;
    for (const image of images) {
      const formats = await this.deps.variants.missingFormats(image.id, image.mime, image.width);
      if (formats.length === 0) continue;
      await this.queue(image.id, formats, rank.has(image.id));
      queued += formats.length;
    }
    if (queued > 0) this.deps.log.info({ jobs: queued }, 'queued missing media variants');
    return queued;
  }
}
