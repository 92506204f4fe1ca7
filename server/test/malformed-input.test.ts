import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isApiErrorBody } from '@managewell/api/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems, leads } from '../src/platform/db/schema';
import { LONE_SURROGATE_MESSAGE, MAX_FIELD_MESSAGES, NUL_MESSAGE } from '../src/platform/http/validation';
import { startTestServer, type TestServer } from './helpers';
import { jobDocument } from './site-fixtures';

let server: TestServer;
let webRoot: string;
let address = 0;
const nextAddress = () => `10.7.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'mw-malformed-'));
  mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>Managewell</title>');
  mkdirSync(join(webRoot, 'remotes', 'public-site', 'dist-ssr'), { recursive: true });
  writeFileSync(
    join(webRoot, 'remotes', 'public-site', 'dist-ssr', 'render.mjs'),
    "export const css = ''; export const THEME_SCRIPT = ''; export const render = (s) => s.page.kind;",
  );
  server = await startTestServer({ webRoot, bodyLimitBytes: 1024 * 1024 });
  await server.database.db.insert(contentItems).values({
    kind: 'job',
    slug: 'pool-site-engineer-malformed',
    title: 'Pool site engineer',
    published: true,
    data: jobDocument(),
  });
});
afterAll(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const leadCount = async () => (await server.database.db.select({ n: count() }).from(leads))[0]!.n;

function expectValidationError(
  response: { statusCode: number; body: string; json(): unknown },
  field: string,
) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json() as { code: string; fields: Record<string, string> };
  expect(isApiErrorBody(body)).toBe(true);
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(Object.keys(body.fields)).toContain(field);
  return body;
}

const NUL = 'a\u0000b';
const LONE = 'a\ud800b';

describe('text PostgreSQL cannot store is refused with 400 and the field, on every route', () => {
  const lead = {
    first_name: 'Meera',
    last_name: 'Iyer',
    company: 'Iyer Villas',
    designation: 'Owner',
    email: 'meera@example.in',
    mobile: '9812345670',
    phone: '0221234567',
    fax: '0221234568',
    website: 'https://example.in',
    address_line1: '1 Beach Road',
    address_line2: 'Juhu',
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    postal_code: '400049',
    notes: 'Wants a pool.',
    category: 'Villa',
    source: 'walk-in',
  };
  const textFields = [...Object.keys(lead).filter((f) => f !== 'source'), 'tags'];
  const withText = (field: string, text: string) =>
    field === 'tags' ? ['pool', text] : field === 'email' ? `${text}@example.in` : text;
  const fieldPath = (field: string) => (field === 'tags' ? 'tags.1' : field);

  it.each([
    ['NUL', NUL, NUL_MESSAGE, '9812345671'],
    ['a lone surrogate', LONE, LONE_SURROGATE_MESSAGE, '9812345672'],
  ])('%s in each lead field (create and edit) changes nothing', async (_name, bad, message, mobile) => {
    const token = await server.tokenFor('verification');
    const created = await server.call({
      method: 'POST',
      url: '/api/leads',
      token,
      payload: { ...lead, mobile, email: `m${mobile}@example.in` },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, version } = created.json().success as { id: number; version: number };
    const before = await leadCount();
    for (const field of textFields) {
      const value = withText(field, bad);
      const create = await server.call({
        method: 'POST',
        url: '/api/leads',
        token,
        payload: { ...lead, [field]: value },
      });
      expect(expectValidationError(create, fieldPath(field)).fields[fieldPath(field)]).toBe(message);
      const edit = await server.call({
        method: 'PATCH',
        url: `/api/leads/${id}`,
        token,
        payload: { ...lead, [field]: value, version },
      });
      expect(expectValidationError(edit, fieldPath(field)).fields[fieldPath(field)]).toBe(message);
    }
    expect(await leadCount()).toBe(before);
  });

  it.each([
    ['POST', '/api/login', { username: NUL, password: 'x' }, 'username'],
    ['POST', '/api/login', { username: LONE, password: 'x' }, 'username'],
    ['POST', '/api/access-requests', { fullName: NUL, email: 'a@example.in', team: 'sales' }, 'fullName'],
    ['POST', '/api/password-reset-requests', { username: NUL }, 'username'],
    ['POST', '/api/password-reset-requests', { username: LONE }, 'username'],
    [
      'POST',
      '/api/website-frontend/vitals',
      { name: 'LCP', value: 1, rating: 'good', id: NUL, path: '/' },
      'id',
    ],
    [
      'POST',
      '/api/website-frontend/vitals',
      { name: 'LCP', value: 1, rating: 'good', id: 'v5', path: `/${LONE}` },
      'path',
    ],
    ['POST', '/api/website-frontend/enquiry', { name: NUL }, 'name'],
    ['POST', '/api/leads', { nested: { [`k${NUL}`]: 1 } }, 'nested'],
  ] as const)('%s %s with %j', async (method, url, payload, field) => {
    const token = await server.tokenFor('verification');
    const response = await server.call({ method, url, token, payload, remoteAddress: nextAddress() });
    expectValidationError(response, field);
  });

  it('in PATCH /api/me', async () => {
    const token = await server.tokenFor('sales');
    for (const fullName of [NUL, LONE]) {
      const response = await server.call({
        method: 'PATCH',
        url: '/api/me',
        token,
        payload: { fullName, email: null },
      });
      expectValidationError(response, 'fullName');
    }
  });

  it('in a query string and a path parameter', async () => {
    const token = await server.tokenFor('verification');
    expectValidationError(await server.call({ method: 'GET', url: '/api/leads?q=%00', token }), 'q');
    expectValidationError(await server.call({ method: 'GET', url: '/api/leads?q=a%00b&page=1', token }), 'q');
    expectValidationError(await server.call({ method: 'GET', url: '/api/leads/1%00', token }), 'id');
    expectValidationError(
      await server.call({ method: 'GET', url: '/api/website-frontend/search?q=%00' }),
      'q',
    );
  });

  it('in a career application text field (multipart)', async () => {
    const boundary = 'mwtestboundary';
    const payload = Buffer.from(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="name"',
        '',
        'Anil\u0000Kumar',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    );
    const response = await server.call({
      method: 'POST',
      url: '/api/website-frontend/career-application',
      remoteAddress: nextAddress(),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expectValidationError(response, 'name');
  });
});

describe('malformed multipart on the career form answers 400 with the JSON error shape', () => {
  const url = '/api/website-frontend/career-application';
  const part = (boundary: string, eol = '\r\n') =>
    [
      `--${boundary}`,
      'Content-Disposition: form-data; name="name"',
      '',
      'Anil Kumar',
      `--${boundary}--`,
      '',
    ].join(eol);
  const long = 'b'.repeat(500);

  it.each([
    ['no boundary', 'multipart/form-data', part('abc')],
    ['an empty boundary', 'multipart/form-data; boundary=', part('abc')],
    ['a wrong boundary', 'multipart/form-data; boundary=other', part('abc')],
    ['a truncated body', 'multipart/form-data; boundary=abc', part('abc').slice(0, 60)],
    [
      'a truncated file',
      'multipart/form-data; boundary=abc',
      `--abc\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n%PDF-1.4`,
    ],
    ['a 500-character boundary', `multipart/form-data; boundary=${long}`, part(long)],
    ['LF-only line breaks', 'multipart/form-data; boundary=abc', part('abc', '\n')],
    ['an empty body', 'multipart/form-data; boundary=abc', ''],
    ['garbage', 'multipart/form-data; boundary=abc', '\u0000\u0001garbage--abc'],
    ['headers only', 'multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data'],
  ])('%s', async (_name, contentType, payload) => {
    const before = await leadCount();
    const response = await server.call({
      method: 'POST',
      url,
      remoteAddress: nextAddress(),
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(isApiErrorBody(response.json())).toBe(true);
    expect(await leadCount()).toBe(before);
  });
});

describe('public URLs with non-Latin capitals redirect to a percent-encoded Location', () => {
  it.each([
    ['/%D0%90', '/%D0%B0'],
    ['/%E2%85%AB', '/%E2%85%BB'],
    ['/%C4%B0', `/${encodeURIComponent('\u0130'.toLowerCase())}`],
    ['/%CE%A3', '/%CF%83'],
    ['/%C3%89', '/%C3%A9'],
    ['/%C3%89/Caf%C3%A9%20Noir%2541', '/%C3%A9/caf%C3%A9%20noir%2541'],
    ['/Services/', '/services'],
  ])('%s → %s', async (url, location) => {
    const response = await server.call({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(301);
    expect(response.headers.location).toBe(location);
    expect(response.headers.location).toMatch(/^[\x21-\x7e]+$/);
  });
});

describe('a body with very many unknown keys gets a short answer', () => {
  it(`lists the first ${MAX_FIELD_MESSAGES} fields and counts the rest`, async () => {
    const token = await server.tokenFor('verification');
    const payload: Record<string, string> = {};
    for (let i = 0; i < 50_000; i++) payload[`k${i}`] = 'x';
    const response = await server.call({ method: 'POST', url: '/api/leads', token, payload });
    expect(response.statusCode).toBe(400);
    expect(response.body.length).toBeLessThan(5_000);
    const body = response.json() as { fields: Record<string, string>; message: string };
    expect(Object.keys(body.fields)).toHaveLength(MAX_FIELD_MESSAGES + 1);
    expect(body.fields._more).toMatch(/^\d+ more fields not listed\.$/);
    expect(body.message).toContain('more fields not listed.');
  });

  it('caps NUL reports the same way', async () => {
    const token = await server.tokenFor('verification');
    const payload: Record<string, string> = {};
    for (let i = 0; i < 1000; i++) payload[`k${i}`] = NUL;
    const response = await server.call({ method: 'POST', url: '/api/leads', token, payload });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { fields: Record<string, string> };
    expect(Object.keys(body.fields)).toHaveLength(MAX_FIELD_MESSAGES + 1);
    expect(body.fields._more).toBe('980 more fields not listed.');
  });
});
