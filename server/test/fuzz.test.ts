/**
 * Sends malformed input to every route of the live route table (app.routeAccessTable), signed in
 * with a role the route allows, and fails on any 5xx, and on an API error that is not the JSON
 * error shape. New routes are fuzzed without editing this file; field names are taken from the
 * contract's schemas, so new fields are too.
 *
 * Deterministic: the cases come from a seeded generator (FUZZ_SEED to try another seed,
 * FUZZ_CASES for more cases per route).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as contract from '@managewell/api/contract';
import { isApiErrorBody, REMOTE_NAMES, type Role } from '@managewell/api/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Access, RouteAccess } from '../src/platform/http/access';
import { createRandom, type Random } from '../src/website/pictures/random';
import { STREAMING_ROUTES } from '../src/workplace/live/routes';
import { startTestServer, type TestServer } from './helpers';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const CASES_PER_ROUTE = Math.max(200, Number(process.env.FUZZ_CASES ?? 200));
/** Requests in flight at once: overlaps database waits without loading the machine. */
const CONCURRENCY = 4;

/** A small built front end, so the web routes answer as in production (see access.test.ts). */
function fakeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'mw-fuzz-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>Managewell</title>');
  for (const remote of REMOTE_NAMES) {
    mkdirSync(join(root, 'remotes', remote, 'dist'), { recursive: true });
    writeFileSync(join(root, 'remotes', remote, 'dist', 'remoteEntry.js'), `var x = '${remote}';`);
  }
  mkdirSync(join(root, 'remotes', 'public-site', 'dist-ssr'), { recursive: true });
  writeFileSync(
    join(root, 'remotes', 'public-site', 'dist-ssr', 'render.mjs'),
    "export const css = ''; export const THEME_SCRIPT = ''; export const render = (s) => s.page.kind;",
  );
  return root;
}

// Started while the file is collected: the tests are made from its live route table.
const webRoot = fakeWebRoot();
const server: TestServer = await startTestServer({
  webRoot,
  dataDir: webRoot,
  // Limits high enough that the cases reach validation and storage rather than 429.
  publicForms: { maxPerWindow: 1_000_000, windowMs: 60_000 },
  sessionCacheMs: 60_000,
});
afterAll(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

// --- A seeded generator -----------------------------------------------------------------------

// --- What the cases are made of -----------------------------------------------------------------

/** Every field name of the contract's schemas (nested ones included). */
function contractFieldNames(): string[] {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const isSchema = (value: unknown): value is { _zod: { def: Record<string, unknown> } } =>
    typeof value === 'object' && value !== null && '_zod' in value;
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!isSchema(value) || seen.has(value)) return;
    seen.add(value);
    const def = value._zod.def;
    const shape = def.shape as Record<string, unknown> | undefined;
    if (shape && typeof shape === 'object') {
      for (const [key, child] of Object.entries(shape)) {
        names.add(key);
        walk(child);
      }
    }
    for (const [key, child] of Object.entries(def)) if (key !== 'shape') walk(child);
  };
  Object.values(contract).forEach(walk);
  return [...names];
}

/** The contract's field names whose schema is a number (ids, versions, counts) or a calendar date. */
function typedFieldNames(): { integers: string[]; dates: string[] } {
  const integers = new Set<string>();
  const dates = new Set<string>();
  const seen = new Set<unknown>();
  type Def = Record<string, unknown> & { type?: string; checks?: { _zod: { def: { pattern?: RegExp } } }[] };
  const defOf = (value: unknown): Def | null =>
    typeof value === 'object' && value !== null && '_zod' in value
      ? (value as { _zod: { def: Def } })._zod.def
      : null;
  /** The schema under optional/nullable/default/pipe wrappers. */
  const unwrap = (value: unknown): Def | null => {
    let def = defOf(value);
    for (let i = 0; def && i < 6; i++) {
      const inner = def.innerType ?? (def.type === 'pipe' ? def.out : undefined);
      if (!inner) break;
      def = defOf(inner);
    }
    return def;
  };
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    const def = defOf(value);
    if (!def || seen.has(value)) return;
    seen.add(value);
    const shape = def.shape as Record<string, unknown> | undefined;
    if (shape && typeof shape === 'object') {
      for (const [key, child] of Object.entries(shape)) {
        const inner = unwrap(child);
        if (inner?.type === 'number') integers.add(key);
        if (
          inner?.type === 'string' &&
          inner.checks?.some((c) => c._zod.def.pattern?.source.includes('\\d{4}-\\d{2}-\\d{2}'))
        )
          dates.add(key);
        walk(child);
      }
    }
    for (const [key, child] of Object.entries(def)) if (key !== 'shape') walk(child);
  };
  Object.values(contract).forEach(walk);
  return { integers: [...integers], dates: [...dates] };
}

const TYPED = typedFieldNames();
/** Integer fields, and the usual names of ids and counts in queries and route parameters. */
const INTEGER_NAMES = [...new Set([...TYPED.integers, 'id', 'version', 'page', 'pageSize', 'year'])];
const DATE_NAMES = TYPED.dates;
/** Just outside PostgreSQL's integer column (int4): the database would refuse them with an error. */
const OUT_OF_INT4 = [2_147_483_648, -2_147_483_649];
/** A date of the right shape that no calendar has. */
const IMPOSSIBLE_DATE = '2026-13-45';

const FIELD_NAMES = [
  ...new Set([
    ...contractFieldNames(),
    ...['q', 'page', 'pageSize', 'order', 'sort', 'path', 'days', 'status', 'source', 'id', 'version'],
  ]),
];
const UNKNOWN_NAMES = [
  'is_admin',
  '__proto__',
  'constructor',
  'role',
  'a.b',
  '',
  ' ',
  'x'.repeat(300),
  'k\u0000',
  '\ud800',
];

const PLAUSIBLE: unknown[] = [
  'Asha Rao',
  'asha@example.in',
  '9820012345',
  '+91 98200 12345',
  'pool-construction',
  'infinity-pools',
  'walk-in',
  'enquiry',
  'new',
  'verified',
  'sales',
  'LCP',
  'good',
  'navigate',
  '/',
  '/services',
  'desc',
  '2024-01-31',
  'A 10 m pool for our villa.',
  1,
  2,
  true,
  null,
];

const NASTY: unknown[] = [
  '\u0000',
  'a\u0000b',
  'a\ud800b',
  '\udc00',
  '\ud83d',
  'x'.repeat(100_000),
  'é'.repeat(3_000),
  '',
  ' ',
  '\n\r\t',
  '%00',
  '%',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '\\',
  '"',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '9'.repeat(40),
  '0x10',
  '\u202e\u200b\ufeff',
  'İı ß ﬀ Σ',
  '😀👩‍👩‍👧',
  '2024-13-45',
  '0000-00-00',
  '0000-01-01',
  '0000-01',
  'javascript:alert(1)',
  'http://[::1]:0/',
  -1,
  0,
  -0,
  1.5,
  2 ** 53 + 1,
  -(2 ** 31) - 1,
  1e308,
  Number.MIN_VALUE,
  false,
  [],
  [1, 'a', null],
  ['a\u0000'],
  [[[[[]]]]],
  {},
  { a: 1 },
  { $ne: null },
  { __proto__: { polluted: true } },
  { toString: 'x', valueOf: 1 },
];

function nastyValue(random: Random, depth = 0): unknown {
  const roll = random.next();
  if (roll < 0.75 || depth > 2) return random.pick(NASTY);
  if (roll < 0.85) return Array.from({ length: random.int(0, 3) }, () => nastyValue(random, depth + 1));
  return randomObject(random, depth + 1, 0.5);
}

/** An object of known field names with plausible values, some made nasty, and maybe an unknown key. */
function randomObject(random: Random, depth = 0, nastiness = 0.3): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  const size = random.int(0, 7);
  for (let i = 0; i < size; i++) {
    const name = random.chance(0.08) ? random.pick(UNKNOWN_NAMES) : random.pick(FIELD_NAMES);
    object[name] = random.chance(nastiness) ? nastyValue(random, depth) : random.pick(PLAUSIBLE);
  }
  // Make sure at least one value is malformed.
  if (size > 0 && random.chance(0.8)) object[random.pick(Object.keys(object))] = nastyValue(random, depth);
  return object;
}

const PARAM_VALUES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF',
  '%C0%AF',
  '%',
  '%%',
  '%2e%2e',
  '..',
  '%2F',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x1F',
  '99999999999999999999',
  '2147483648',
  'NaN',
  'null',
  'x'.repeat(199),
  'x'.repeat(201),
  '%E2%80%AE',
  '%20',
  '%D0%90',
  '%E2%85%AB',
  '%C4%B0',
  '%CE%A3',
  '%C3%89',
  '~',
  "'",
  '%22%3E%3Cscript%3E',
];

const RAW_QUERIES = [
  'a=%',
  '%%',
  '=',
  '&&&',
  'q[$ne]=1',
  'q[]=a&q[]=b',
  'q=1&q=2',
  'page=-1',
  'page=1e999',
  'pageSize=0',
  'pageSize=100000',
  'order=sideways',
  'q=%00',
  'q=%ED%A0%80',
  'q=%FF%FE',
  `q=${'x'.repeat(5_000)}`,
  'path=%00',
  'path=..%2F..%2F',
  'path=http://evil.example',
  'days=-5',
  'days=1e9',
  '__proto__[polluted]=1',
];

const RAW_BODIES = [
  '{',
  '{"a":',
  '}',
  'null',
  '[]',
  '"text"',
  '1',
  'true',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":1,"a":2}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `{"a":${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}}`,
  '\ufeff{}',
  '{"a":1e999}',
  '{"a":-0}',
];

const CONTENT_TYPES = [
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  `multipart/form-data; boundary=${'b'.repeat(500)}`,
  'application/vnd.api+json',
  '*/*',
  'garbage',
];

function multipartBody(random: Random): { payload: Buffer; contentType: string } {
  const boundary = random.chance(0.5) ? 'fuzzboundary' : `fz${random.int(0, 1e9 - 1)}`;
  const eol = random.chance(0.8) ? '\r\n' : '\n';
  const parts = Object.entries(randomObject(random)).map(
    ([name, value]) =>
      `--${boundary}${eol}Content-Disposition: form-data; name="${name}"${eol}${eol}${typeof value === 'string' ? value : JSON.stringify(value)}${eol}`,
  );
  if (random.chance(0.3)) {
    parts.push(
      `--${boundary}${eol}Content-Disposition: form-data; name="resume"; filename="${random.pick(['cv.pdf', '../../x.pdf', 'a\u0000.pdf', ''])}"${eol}Content-Type: application/pdf${eol}${eol}%PDF-1.4 ${random.pick(['', 'x'.repeat(1000)])}${eol}`,
    );
  }
  let text = `${parts.join('')}--${boundary}--${eol}`;
  if (random.chance(0.3)) text = text.slice(0, random.int(0, text.length - 1));
  const declared = random.chance(0.85) ? boundary : 'other';
  return { payload: Buffer.from(text), contentType: `multipart/form-data; boundary=${declared}` };
}

// --- Cases ------------------------------------------------------------------------------------

interface Case {
  what: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

const PARAM = /:([A-Za-z_]+)|\*/g;

/** The route's URL with each parameter (and the wildcard) given a value. */
function fillParams(url: string, value: (name: string) => string): string {
  return url.replace(PARAM, (match, name: string | undefined) => value(name ?? match));
}

/** A plausible value of a path parameter, so that query and body cases pass the address. */
function plausibleParam(name: string): string {
  if (name === 'name') return 'public-site';
  if (name === '*') return 'page';
  if (name === 'variant') return 'w640';
  return '1';
}

/** Lone surrogates replaced (encodeURIComponent throws on them; '%ED%A0%80' cases send their bytes). */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

function queryString(random: Random): string {
  if (random.chance(0.35)) return random.pick(RAW_QUERIES);
  const pairs = Array.from({ length: 1 + random.int(0, 3) }, () => {
    const name = random.chance(0.1) ? random.pick(UNKNOWN_NAMES) : random.pick(FIELD_NAMES);
    const value = random.chance(0.6) ? nastyValue(random) : random.pick(PLAUSIBLE);
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
    return `${encodeURIComponent(wellFormed(name))}=${encodeURIComponent(wellFormed(text.slice(0, 6_000)))}`;
  });
  return pairs.join('&');
}

function bodyCase(random: Random): Pick<Case, 'what' | 'payload' | 'contentType'> {
  const roll = random.next();
  if (roll < 0.55) {
    const body = random.chance(0.9) ? randomObject(random) : nastyValue(random);
    return { what: 'JSON body', payload: JSON.stringify(body) ?? 'null', contentType: 'application/json' };
  }
  if (roll < 0.7)
    return { what: 'raw JSON body', payload: random.pick(RAW_BODIES), contentType: 'application/json' };
  if (roll < 0.8) {
    const { payload, contentType } = multipartBody(random);
    return { what: 'multipart body', payload, contentType };
  }
  if (roll < 0.9) {
    return {
      what: 'odd content type',
      payload: JSON.stringify(randomObject(random)),
      contentType: random.pick(CONTENT_TYPES),
    };
  }
  if (roll < 0.95) {
    return {
      what: 'invalid UTF-8',
      payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
      contentType: 'application/json',
    };
  }
  const keys: Record<string, number> = {};
  for (let i = 0; i < 5_000; i++) keys[`k${i}`] = i;
  return { what: 'many unknown keys', payload: JSON.stringify(keys), contentType: 'application/json' };
}

/** A multipart body of one text field and one file, either of which may carry a NUL. */
function multipartWith(
  field: { name: string; value: string },
  fileName: string,
): Pick<Case, 'payload' | 'contentType'> {
  const boundary = 'fuzzboundary';
  const text = [
    `--${boundary}`,
    `Content-Disposition: form-data; name="${field.name}"`,
    '',
    field.value,
    `--${boundary}`,
    `Content-Disposition: form-data; name="file"; filename="${fileName}"`,
    'Content-Type: application/pdf',
    '',
    '%PDF-1.4 fuzz',
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return { payload: Buffer.from(text), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * The cases every route gets besides the random ones: each integer-looking path parameter, query
 * field and body field just outside PostgreSQL's integer range, each date field an impossible date,
 * and a NUL in a multipart text field and in a file name.
 */
function boundaryCases(route: RouteAccess): Case[] {
  const takesBody = route.method !== 'GET' && route.method !== 'DELETE';
  const emptyBody = takesBody ? { payload: '{}', contentType: 'application/json' } : {};
  const url = fillParams(route.url, plausibleParam);
  const cases: Case[] = [];
  const params = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);
  for (const param of params) {
    for (const value of OUT_OF_INT4) {
      const filled = fillParams(route.url, (name) => (name === param ? String(value) : plausibleParam(name)));
      cases.push({ what: 'path parameter outside int4', url: filled, ...emptyBody });
    }
  }
  const fieldCases = (names: string[], values: unknown[], what: string) => {
    for (const name of names) {
      for (const value of values) {
        cases.push({
          what: `${what} (query)`,
          url: `${url}?${name}=${encodeURIComponent(String(value))}`,
          ...emptyBody,
        });
        if (takesBody) {
          cases.push({
            what: `${what} (body)`,
            url,
            payload: JSON.stringify({ [name]: value }),
            contentType: 'application/json',
          });
        }
      }
    }
  };
  fieldCases(INTEGER_NAMES, OUT_OF_INT4, 'integer outside int4');
  fieldCases(DATE_NAMES, [IMPOSSIBLE_DATE], 'impossible date');
  if (takesBody) {
    cases.push(
      {
        what: 'NUL in a multipart field',
        url,
        ...multipartWith({ name: 'title', value: 'a\u0000b' }, 'scan.pdf'),
      },
      {
        what: 'NUL in a multipart file name',
        url,
        ...multipartWith({ name: 'title', value: 'Scan' }, 'a\u0000.pdf'),
      },
    );
  }
  return cases;
}

function casesFor(route: RouteAccess, random: Random): Case[] {
  const hasParams = PARAM.test(route.url);
  PARAM.lastIndex = 0;
  const takesBody = route.method !== 'GET' && route.method !== 'DELETE';
  const cases: Case[] = [];
  for (let i = 0; i < CASES_PER_ROUTE; i++) {
    const kinds = [...(hasParams ? ['params'] : []), 'query', ...(takesBody ? ['body', 'body'] : [])];
    const kind = random.pick(kinds);
    if (kind === 'params') {
      const url = fillParams(route.url, (name) =>
        random.chance(0.7) ? random.pick(PARAM_VALUES) : plausibleParam(name),
      );
      cases.push({
        what: 'odd path parameter',
        url,
        ...(takesBody ? { payload: '{}', contentType: 'application/json' } : {}),
      });
    } else if (kind === 'query') {
      const url = `${fillParams(route.url, plausibleParam)}?${queryString(random)}`;
      cases.push({
        what: 'odd query',
        url,
        ...(takesBody ? { payload: '{}', contentType: 'application/json' } : {}),
      });
    } else {
      cases.push({ url: fillParams(route.url, plausibleParam), ...bodyCase(random) });
    }
  }
  return [...cases, ...boundaryCases(route)];
}

// --- Running them -----------------------------------------------------------------------------

function roleFor(access: Access): Role | null {
  if (access === 'public') return null;
  if (access === 'authenticated') return 'verification';
  return access[0]!;
}

/** API routes answer errors with the JSON error shape; the web routes (HTML, files) only need no 5xx. */
const isApiRoute = (route: RouteAccess) => route.url.startsWith('/api/');

async function inParallel<T>(items: T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/** A seed per route, so adding a route changes no other route's cases. */
function routeSeed(route: RouteAccess): number {
  let hash = SEED;
  for (const char of `${route.method} ${route.url}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

const tokens = new Map<Role, Promise<string>>();
function tokenFor(role: Role): Promise<string> {
  let token = tokens.get(role);
  if (!token) {
    token = server.tokenFor(role);
    tokens.set(role, token);
  }
  return token;
}

async function fuzzRoute(route: RouteAccess): Promise<{ sent: number; failures: string[] }> {
  const role = roleFor(route.access);
  const random = createRandom(routeSeed(route));
  const failures: string[] = [];
  let sent = 0;
  await inParallel(casesFor(route, random), CONCURRENCY, async (fuzz) => {
    const token = role ? await tokenFor(role) : undefined;
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (fuzz.contentType) headers['content-type'] = fuzz.contentType;
    const options: InjectOptions = { method: route.method as 'GET', url: fuzz.url, headers };
    if (fuzz.payload !== undefined) options.payload = fuzz.payload;
    const response = await server.app.inject(options);
    sent += 1;
    // A route that ends the session (logout): the next cases sign in again.
    if (role && response.statusCode === 401) tokens.delete(role);
    const where = `[${fuzz.what}] ${fuzz.url.slice(0, 120)}`;
    const body = response.body.slice(0, 200);
    if (response.statusCode >= 500) {
      failures.push(`${where} → ${response.statusCode} ${body}`);
      return;
    }
    if (isApiRoute(route) && response.statusCode >= 400) {
      let json: unknown = null;
      try {
        json = response.json();
      } catch {
        // Not JSON: reported below.
      }
      if (!String(response.headers['content-type']).startsWith('application/json') || !isApiErrorBody(json))
        failures.push(`${where} → ${response.statusCode} not the JSON error shape: ${body}`);
    }
  });
  return { sent, failures };
}

// A stream stays open (inject would wait forever); the live channel takes no input but the token
// and refuses any query (chat.test.ts).
const routes = server.app.routeAccessTable.filter(
  (route) => !STREAMING_ROUTES.includes(`${route.method} ${route.url}`),
);

describe(`fuzzing every route of the route table (${CASES_PER_ROUTE} cases each, seed ${SEED})`, () => {
  it('has the whole route table to fuzz', () => {
    expect(routes.length).toBeGreaterThan(15);
  });

  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s: no 5xx, API errors in the JSON error shape',
    async (_name, route) => {
      const { sent, failures } = await fuzzRoute(route);
      expect(sent).toBeGreaterThanOrEqual(200);
      expect(failures.slice(0, 10), `${failures.length} failing cases`).toEqual([]);
    },
    // 200 or more requests each; the API's own reference answers ~800 KB to every one of them.
    120_000,
  );
});
