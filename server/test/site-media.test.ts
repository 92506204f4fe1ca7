import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaArriving } from '../src/website/site/media-arriving';
import { UNKNOWN_SIZE_WIDTH } from '../src/website/site/media-variants';
import { insertMedia } from '../src/website/site/repository';
import { startTestServer, type TestServer } from './helpers';
import { writeFixtureSite } from './site-fixtures';

let server: TestServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mw-media-'));
  server = await startTestServer({ dataDir });
  await writeFixtureSite(server.site);
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string) => server.call({ method: 'GET', url });

describe('GET /media/:id/:variant', () => {
  it.each([
    ['jpg', 'image/jpeg', 'jpeg'],
    ['webp', 'image/webp', 'webp'],
    ['avif', 'image/avif', 'heif'],
  ])('makes a %s variant at the requested width', async (ext, contentType, sharpFormat) => {
    const res = await get(`/media/pool-wide/768.${ext}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(contentType);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe(sharpFormat);
    expect(meta.width).toBe(768);
    expect(meta.height).toBe(432);
  });

  it('keeps variants on disk and answers the same bytes again', async () => {
    const first = await get('/media/pool-wide/480.webp');
    expect(await readdir(join(dataDir, 'media-cache', 'pool-wide'))).toContain('480.webp');
    const second = await get('/media/pool-wide/480.webp');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('shares one job between concurrent requests for the same variant', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/media/pool-wide/1024.jpg')));
    expect(answers.every((a) => a.statusCode === 200 && a.rawPayload.equals(answers[0]!.rawPayload))).toBe(
      true,
    );
    const files = await readdir(join(dataDir, 'media-cache', 'pool-wide'));
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('offers the original width of a narrower image (the srcset of mediaWidthsFor)', async () => {
    const res = await get('/media/pool-small/600.jpg');
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(600);
  });

  it('answers 404 for a width not offered, an unknown format, an unknown id', async () => {
    for (const url of [
      '/media/pool-wide/1000.jpg', // not one of MEDIA_WIDTHS
      '/media/pool-small/768.jpg', // wider than the original
      '/media/pool-wide/768.gif',
      '/media/pool-wide/original.png', // the original is a JPEG
      '/media/no-such-image/768.jpg',
      '/media/brochure/768.jpg', // PDFs are served as originals only
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('serves SVG originals with a locked-down CSP, and renders them at a width', async () => {
    const original = await get('/media/logo-svg/original.svg');
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/svg+xml');
    expect(original.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    const webp = await get('/media/logo-svg/480.webp');
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-security-policy']).toBeUndefined();
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(480);
    // Its intrinsic width (200) is offered too, as mediaWidthsFor lists it in srcsets.
    expect((await sharp((await get('/media/logo-svg/200.jpg')).rawPayload).metadata()).width).toBe(200);
    expect((await get('/media/logo-svg/333.jpg')).statusCode).toBe(404);
  });

  it('serves a PDF original', async () => {
    const res = await get('/media/brochure/original.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.body.startsWith('%PDF')).toBe(true);
  });
});

describe('a picture asked for before it is stored (a first start: pages answer while the seed stores them)', () => {
  it('waits for it, and a page made before it knew the size (width 0) gets a real width', async () => {
    const content = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#2277aa' },
    })
      .jpeg()
      .toBuffer();
    let stored!: () => void;
    mediaArriving(new Promise<void>((resolve) => (stored = resolve)));
    // Sent now: the picture does not exist yet.
    const answer = get('/media/late-hero/0.webp').then((res) => res);
    await insertMedia(server.site, { id: 'late-hero', content, mime: 'image/jpeg', alt: 'A late hero' });
    stored();
    const res = await answer;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(UNKNOWN_SIZE_WIDTH);
    // A narrower picture at width 0: its own width.
    expect((await sharp((await get('/media/pool-small/0.jpg')).rawPayload).metadata()).width).toBe(600);
  });

  it('answers 404 when the background work ends without it', async () => {
    let done!: () => void;
    mediaArriving(new Promise<void>((resolve) => (done = resolve)));
    const answer = get('/media/never-stored/0.jpg').then((res) => res);
    done();
    expect((await answer).statusCode).toBe(404);
  });
});
