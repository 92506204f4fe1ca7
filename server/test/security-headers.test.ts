import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, demoUsername, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let webRoot: string;

const THEME_SCRIPT = "document.body.classList.add('dark')";
const SHELL_INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Managewell</title>' +
  '<style>body{margin:0}</style><script defer src="/main.3f9a1c2b.js"></script></head>' +
  '<body><div id="root"><div id="boot"></div></div></body></html>';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'mw-headers-'));
  const shell = join(webRoot, 'shell', 'dist');
  mkdirSync(shell, { recursive: true });
  writeFileSync(join(shell, 'index.html'), SHELL_INDEX);
  writeFileSync(
    join(shell, 'main.3f9a1c2b.js'),
    'console.log(1);\n//# sourceMappingURL=main.3f9a1c2b.js.map',
  );
  writeFileSync(join(shell, 'main.3f9a1c2b.js.map'), '{"version":3,"sourcesContent":["secret"]}');
  writeFileSync(join(shell, 'main.3f9a1c2b.js.map.br'), 'compressed map');
  const ssr = join(webRoot, 'remotes', 'public-site', 'dist-ssr');
  mkdirSync(ssr, { recursive: true });
  writeFileSync(
    join(ssr, 'render.mjs'),
    `export const css = 'body{margin:0}';
export const THEME_SCRIPT = ${JSON.stringify(THEME_SCRIPT)};
export function render(state) { return '<main><h1>' + state.page.kind + '</h1></main>'; }`,
  );
  const sales = join(webRoot, 'remotes', 'sales', 'dist');
  mkdirSync(sales, { recursive: true });
  writeFileSync(join(sales, 'remoteEntry.js'), 'var sales = 1;');
  writeFileSync(join(sales, 'remoteEntry.js.map'), '{"version":3}');
  server = await startTestServer({
    webRoot,
    remoteUrls: { hr: 'https://cdn.example.com/hr/remoteEntry.js' },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

/** The headers every answer carries, whatever it is. */
function expectCommonHeaders(response: LightMyRequestResponse, what: string) {
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(response.headers['permissions-policy'], what).toMatch(
    /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
  );
  expect(response.headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(response.headers['x-frame-options'], what).toBe('DENY');
  expect(response.headers['strict-transport-security'], what).toBeUndefined(); // plain http
  expect(response.headers['x-request-id'], what).toBeTruthy();
}

/** The directives of a Content-Security-Policy header. */
function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return new Map(
    (header as string).split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

function expectStrictPagePolicy(response: LightMyRequestResponse) {
  const csp = directives(response);
  const scripts = csp.get('script-src')!;
  expect(scripts).toContain("'self'");
  expect(scripts).toContain('https://cdn.example.com'); // REMOTE_HR_URL's origin
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(["'self'", 'https://cdn.example.com']);
  expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
  return csp;
}

describe('security headers', () => {
  it('are on API answers, static files, the staff page, public pages and errors', async () => {
    const answers = {
      api: await get('/api/health'),
      apiNotFound: await get('/api/nothing-here'),
      unauthenticated: await get('/api/me'),
      remotes: await get('/remotes.json'),
      remoteFile: await get('/remotes/sales/remoteEntry.js'),
      staffPage: await get('/app/sales/dashboard'),
      publicPage: await get('/faq'),
      publicNotFound: await get('/no-such-page'),
    };
    expect(answers.api.statusCode).toBe(200);
    expect(answers.unauthenticated.statusCode).toBe(401);
    expect(answers.remoteFile.statusCode).toBe(200);
    expect(answers.staffPage.statusCode).toBe(200);
    expect(answers.publicPage.statusCode).toBe(200);
    for (const [what, response] of Object.entries(answers)) expectCommonHeaders(response, what);
  });

  it('are lean on files under a hashed name: nosniff, a year of caching, nothing for documents', async () => {
    const asset = await get('/main.3f9a1c2b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    for (const header of [
      'permissions-policy',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'content-security-policy',
      'x-request-id',
      'etag',
      'last-modified',
      'accept-ranges',
    ])
      expect(asset.headers[header], header).toBeUndefined();
    // The same file under a name without a hash is revalidated, with every header.
    const entry = await get('/remotes/sales/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers.etag).toBeTruthy();
    expectCommonHeaders(entry, 'remoteEntry.js');
  });

  it('give the staff page a strict policy', async () => {
    const page = await get('/app/verification/dashboard');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = expectStrictPagePolicy(page);
    // The shell's index.html has no inline script: nothing but sources are allowed.
    expect(csp.get('script-src')!.some((source) => source.startsWith("'sha256-"))).toBe(false);
  });

  it('give a public page a strict policy that allows its theme script by hash', async () => {
    for (const path of ['/faq', '/no-such-page']) {
      const page = await get(path);
      const scripts = expectStrictPagePolicy(page).get('script-src')!;
      expect(page.body).toContain(`<script>${THEME_SCRIPT}</script>`);
      expect(scripts).toContain(sha256(THEME_SCRIPT));
      expect(scripts.filter((source) => source.startsWith("'sha256-"))).toHaveLength(1);
    }
    // A revalidated page keeps its policy.
    const first = await get('/faq');
    const again = await get('/faq', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('give API answers a policy that forbids loading and framing', async () => {
    const csp = directives(await get('/api/health'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('send HSTS only on https (X-Forwarded-Proto behind a trusted proxy), unless turned off', async () => {
    const behindProxy = await startTestServer({ webRoot, trustProxy: true });
    const turnedOff = await startTestServer({ webRoot, trustProxy: true, hsts: false });
    try {
      const https = { 'x-forwarded-proto': 'https' };
      for (const url of ['/api/health', '/app/sales/dashboard', '/faq']) {
        const response = await behindProxy.app.inject({ method: 'GET', url, headers: https });
        expect(response.headers['strict-transport-security'], url).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
      const plain = await behindProxy.app.inject({ method: 'GET', url: '/api/health' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const off = await turnedOff.app.inject({ method: 'GET', url: '/api/health', headers: https });
      expect(off.headers['strict-transport-security']).toBeUndefined();
      // Without a trusted proxy, a client's X-Forwarded-Proto means nothing.
      const spoofed = await get('/api/health', https);
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
      await turnedOff.close();
    }
  });
});

describe('caching of API answers', () => {
  it('is no-store on every authenticated answer, errors included', async () => {
    const token = await server.tokenFor('sales');
    const answers = [
      await server.call({ method: 'GET', url: '/api/me', token }),
      await server.call({
        method: 'GET',
        url: `/api/notification/getEmployeeNotification/${await server.userId('sales')}`,
        token,
      }),
      await server.call({ method: 'GET', url: '/api/leads', token }),
      await server.call({ method: 'GET', url: '/api/me' }), // 401
      await server.call({ method: 'GET', url: '/api/leads', token: await server.tokenFor('hr') }), // 403
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 401, 403]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on sign-in, whether it succeeds or not', async () => {
    const login = (password: string) =>
      server.call({
        method: 'POST',
        url: '/api/login',
        payload: { username: demoUsername('employee'), password },
      });
    const ok = await login(demoPassword('employee'));
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    const wrong = await login('not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['cache-control']).toBe('no-store');
  });

  it('leaves the revalidation caching of public website data alone', async () => {
    const settings = await get('/api/website-frontend/setting');
    expect(settings.statusCode).toBe(200);
    expect(settings.headers['cache-control']).not.toBe('no-store');
    expect(settings.headers.etag).toBeTruthy();
  });
});

describe('source maps', () => {
  it('are not served unless SERVE_SOURCE_MAPS is set', async () => {
    for (const url of [
      '/main.3f9a1c2b.js.map',
      '/main.3f9a1c2b.js.map.br',
      '/remotes/sales/remoteEntry.js.map',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('version');
    }
    expect((await get('/main.3f9a1c2b.js')).statusCode).toBe(200);

    const enabled = await startTestServer({ webRoot, serveSourceMaps: true });
    try {
      const map = await enabled.app.inject({ method: 'GET', url: '/remotes/sales/remoteEntry.js.map' });
      expect(map.statusCode).toBe(200);
      expect(map.body).toContain('version');
    } finally {
      await enabled.close();
    }
  });
});

describe('request id', () => {
  it('keeps a well-formed X-Request-Id and echoes it', async () => {
    const id = 'edge-7f3a9c2e.42_b';
    const response = await get('/api/health', { 'x-request-id': id });
    expect(response.headers['x-request-id']).toBe(id);
  });

  it('replaces a malformed one with its own', async () => {
    const bad = [
      'short',
      'x'.repeat(65),
      'has space in it',
      'inject\nnewline-1234',
      '{"json":"object"}',
      '../../etc/passwd',
    ];
    const seen = new Set<string>();
    for (const sent of bad) {
      const response = await get('/api/health', { 'x-request-id': sent });
      const id = response.headers['x-request-id'] as string;
      expect(id, sent).not.toBe(sent);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      seen.add(id);
    }
    const none = await get('/api/health');
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    seen.add(none.headers['x-request-id'] as string);
    expect(seen.size).toBe(bad.length + 1);
  });
});
