/**
 * Image variants made ahead of visitors (media-jobs.ts): storing an image queues its srcset's
 * variants, a worker makes them on disk, and a start queues whatever is missing on disk.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mediaWidthsFor } from '@managewell/api/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner } from '../src/platform/jobs';
import { LocalFileStore } from '../src/platform/storage';
import { MediaVariantJobs } from '../src/website/site/media-jobs';
import { MediaVariants } from '../src/website/site/media-variants';
import { insertMedia } from '../src/website/site/repository';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let dataDir: string;
let cacheDir: string;
let variants: MediaVariants;

const EXPECTED = mediaWidthsFor(1000).flatMap((w) => ['avif', 'webp', 'jpg'].map((f) => `${w}.${f}`));

async function files(id: string): Promise<string[]> {
  return (await readdir(join(cacheDir, id)).catch(() => [] as string[])).filter((f) => !f.endsWith('.tmp'));
}

/** Waits (without a timing assumption beyond the test's own timeout) until `done` holds. */
async function until(done: () => Promise<boolean>): Promise<void> {
  while (!(await done())) await new Promise((r) => setTimeout(r, 100));
}

async function photo(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 1000, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  server = await startTestServer();
  dataDir = await mkdtemp(join(tmpdir(), 'mw-media-jobs-'));
  cacheDir = join(dataDir, 'media-cache');
  // Only this test's images: the seeded pictures would keep the worker busy for minutes.
  await server.database.db.execute(sql`delete from media`);
  variants = new MediaVariants(server.database.db, new LocalFileStore(dataDir));
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The variants' jobs on a job runner of their own (stopped with `stop`). */
function startJobs() {
  const runner = new JobRunner({ pool: server.database.pool, log: server.app.log });
  void runner.start();
  const jobs = new MediaVariantJobs({
    db: server.database.db,
    jobs: runner,
    events: server.events,
    variants,
    log: server.app.log,
  });
  return Object.assign(jobs, { stop: () => runner.stop() });
}

describe('media variants made ahead', () => {
  it('makes every srcset variant of a stored image in the background', async () => {
    const jobs = startJobs();
    await jobs.start({ pollingIntervalSeconds: 0.5 });
    try {
      await insertMedia(server.site, {
        id: 'ahead-photo',
        content: await photo('#1a6fb0'),
        mime: 'image/png',
        alt: 'A blue pool',
      });
      await until(async () => (await files('ahead-photo')).length === EXPECTED.length);
      expect((await files('ahead-photo')).sort()).toEqual([...EXPECTED].sort());
      expect(await variants.missingFormats('ahead-photo', 'image/png', 1000)).toEqual([]);
    } finally {
      await jobs.stop();
    }
  }, 120_000);

  it('serves the prepared file as it is (no new encoding)', async () => {
    const file = join(cacheDir, 'ahead-photo', '768.avif');
    const before = await stat(file);
    const variant = await variants.get('ahead-photo', { kind: 'resized', width: 768, format: 'avif' });
    expect(variant?.contentType).toBe('image/avif');
    expect((await stat(file)).mtimeMs).toBe(before.mtimeMs);
  });

  it('queues at start the images whose variants are missing on disk', async () => {
    await rm(join(cacheDir, 'ahead-photo', '480.webp'));
    expect(await variants.missingFormats('ahead-photo', 'image/png', 1000)).toEqual(['webp']);
    const jobs = startJobs();
    await jobs.start({ pollingIntervalSeconds: 0.5 });
    try {
      await until(async () => (await files('ahead-photo')).includes('480.webp'));
      expect(await variants.missingFormats('ahead-photo', 'image/png', 1000)).toEqual([]);
    } finally {
      await jobs.stop();
    }
  }, 120_000);

  it("queues the first-seen pictures' AVIF ahead of every other job", async () => {
    const jobs = startJobs();
    await jobs.start({ pollingIntervalSeconds: 0.5 });
    try {
      await rm(join(cacheDir, 'ahead-photo', '768.avif'));
      await rm(join(cacheDir, 'ahead-photo', '768.jpg'));
      expect(await jobs.queueMissing(['ahead-photo'])).toBe(2);
      const { rows } = await server.database.pool.query<{ format: string; priority: number }>(
        `select data->>'format' as format, priority from pgboss.job
          where singleton_key in ('ahead-photo/avif', 'ahead-photo/jpg') order by created_on desc limit 2`,
      );
      expect(Object.fromEntries(rows.map((r) => [r.format, r.priority]))).toEqual({ avif: 10, jpg: 2 });
      await until(async () => (await variants.missingFormats('ahead-photo', 'image/png', 1000)).length === 0);
    } finally {
      await jobs.stop();
    }
  }, 120_000);

  it('prepares the variants up to a width only when asked (the home page at start)', async () => {
    for (const w of [320, 480, 768]) await rm(join(cacheDir, 'ahead-photo', `${w}.avif`));
    expect(await variants.prepare('ahead-photo', 'avif', 480)).toBe(2);
    const made = await files('ahead-photo');
    expect(made).toEqual(expect.arrayContaining(['320.avif', '480.avif']));
    expect(made).not.toContain('768.avif');
    expect(await variants.prepare('ahead-photo', 'avif')).toBe(1);
  });

  it('prepares nothing for a PDF and reports a media that is not stored', async () => {
    expect(await variants.missingFormats('brochure', 'application/pdf', 0)).toEqual([]);
    expect(await variants.prepare('no-such-media', 'avif')).toBeNull();
  });
});
