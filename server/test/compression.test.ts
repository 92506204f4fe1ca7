/**
 * Answers over 1 KB are compressed as the client's Accept-Encoding asks (brotli or gzip);
 * the public site's pre-serialised answers are compressed once and keep their ETag/304.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateCoding, Precompressed } from '../src/platform/http/compression';
import { startTestServer, type TestServer } from './helpers';
import { writeFixtureSite } from './site-fixtures';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  await writeFixtureSite(server.site);
  token = await server.tokenFor('verification');
});
afterAll(() => server?.close());

const decode = (coding: unknown, body: Buffer): string =>
  coding === 'br'
    ? brotliDecompressSync(body).toString()
    : coding === 'gzip'
      ? gunzipSync(body).toString()
      : body.toString();

describe('negotiateCoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['', null],
  ])('%j → %s', (header, coding) => {
    expect(negotiateCoding(header)).toBe(coding);
  });
});

describe('Precompressed', () => {
  it('compresses once per coding and gives the same bytes back', () => {
    const body = new Precompressed(JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => i) }));
    const br = body.encoded('br');
    expect(body.encoded('br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(body.body);
    expect(gunzipSync(body.encoded('gzip')).toString()).toBe(body.body);
  });
});

describe('API answers', () => {
  const leads = (encoding?: string) =>
    server.call({
      method: 'GET',
      url: '/api/leads?page=1&pageSize=20',
      token,
      headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
    });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
  ])('a JSON answer over 1 KB asked with %j comes in %s', async (header, coding) => {
    const plain = await leads();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await leads(header);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(coding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(decode(coding, res.rawPayload))).toEqual(plain.json());
  });

  it('sends a JSON answer plain when the client takes no compression', async () => {
    for (const header of [undefined, 'identity']) {
      const res = await leads(header);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toHaveProperty('success');
    }
  });

  it('leaves answers under 1 KB plain', async () => {
    const res = await server.call({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('pre-serialised public answers', () => {
  const settings = (headers: Record<string, string> = {}) =>
    server.call({ method: 'GET', url: '/api/website-frontend/setting', headers });

  it.each(['br', 'gzip'] as const)('are sent in %s with an ETag of that coding', async (coding) => {
    const plain = await settings();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await settings({ 'accept-encoding': coding });
    expect(res.headers['content-encoding']).toBe(coding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.etag).toBe(`${(plain.headers.etag as string).slice(0, -1)}-${coding}"`);
    expect(decode(coding, res.rawPayload)).toBe(plain.body);
    // The same compressed bytes every time (made once for this content version).
    const again = await settings({ 'accept-encoding': coding });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('answer 304 to a copy in any coding, and 200 after a change', async () => {
    const br = await settings({ 'accept-encoding': 'br' });
    const plain = await settings();
    for (const [encoding, etag] of [
      ['br', br.headers.etag],
      ['gzip', br.headers.etag],
      ['identity', plain.headers.etag],
      ['br', `W/${plain.headers.etag}`],
    ] as const) {
      const res = await settings({ 'accept-encoding': encoding, 'if-none-match': etag as string });
      expect(res.statusCode, `${encoding} ${etag}`).toBe(304);
      expect(res.rawPayload.length).toBe(0);
    }
    const other = await settings({ 'accept-encoding': 'br', 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  it('compress the page documents too', async () => {
    const res = await server.call({
      method: 'GET',
      url: '/api/website-frontend/page?path=/faq',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode('gzip', res.rawPayload)).success.status).toBe(200);
  });
});
