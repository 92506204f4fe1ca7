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
import type { Db, EventBus } from '../../platform/db';
import { media } from '../../platform/db';
import type { JobRunner } from '../../platform/jobs';
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
  jobs: JobRunner;
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
  #stopListening: (() => void) | null = null;

  constructor(private readonly deps: MediaJobsDeps) {}

  /**
   * Registers the queue and its worker with the job runner; once it runs, listens for stored
   * images and queues what is missing. False when the jobs are not running.
   */
  async start(options: MediaJobsStartOptions = {}): Promise<boolean> {
    if (this.#stopListening) return true;
    const { jobs, events, variants } = this.deps;
    const running = await jobs.register<VariantJob>({
      name: MEDIA_VARIANTS_QUEUE,
      options: { policy: 'stately', retryLimit: 3, retryDelay: 2 },
      update: true,
      worker: {
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
        handler: async (job) => {
          const made = await variants.prepare(job.data.id, job.data.format);
          // Not stored (yet): a write still in its transaction, or deleted. Retried, then dropped.
          if (made === null) throw new Error(`media '${job.data.id}' is not stored`);
        },
      },
    });
    if (!running) return false;
    // A stored or replaced original, on any process.
    this.#stopListening = events.on('site.changed', ({ mediaId }) => {
      if (mediaId) void this.queue(mediaId);
    });
    if (options.queueMissing !== false)
      await jobs.run('queueing missing media variants', (signal) => this.queueMissing([], signal));
    return true;
  }

  /**
   * Queues the variants of one image in every format (`firstSeen`: its AVIF ahead of every
   * other job). Never throws.
   */
  async queue(id: string, formats: readonly MediaFormat[] = MEDIA_FORMATS, firstSeen = false): Promise<void> {
    const { jobs } = this.deps;
    for (const format of formats) {
      if (!jobs.ready(MEDIA_VARIANTS_QUEUE)) return;
      try {
        await jobs.send(MEDIA_VARIANTS_QUEUE, { id, format } satisfies VariantJob, {
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
  async queueMissing(firstSeen: readonly string[] = [], signal?: AbortSignal): Promise<number> {
    const images = await this.deps.db
      .select({ id: media.id, mime: media.mime, width: media.width })
      .from(media)
      .where(like(media.mime, 'image/%'));
    const rank = new Map(firstSeen.map((id, i) => [id, i]));
    const order = (id: string) => rank.get(id) ?? Number.MAX_SAFE_INTEGER;
    images.sort((a, b) => order(a.id) - order(b.id));
    let queued = 0;
    for (const image of images) {
      if (signal?.aborted) break;
      const formats = await this.deps.variants.missingFormats(image.id, image.mime, image.width);
      if (formats.length === 0) continue;
      await this.queue(image.id, formats, rank.has(image.id));
      queued += formats.length;
    }
    if (queued > 0) this.deps.log.info({ jobs: queued }, 'queued missing media variants');
    return queued;
  }
}
