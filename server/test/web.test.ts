import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveSiteSettings, sqlText, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let webRoot: string;

const SHELL_INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Managewell</title>' +
  '<script defer src="/main.3f9a1c2b.js"></script></head><body><div id="root"><div id="boot"></div></div></body></html>';

/** A stand-in for the public-site remote's server renderer (remotes/public-site/dist-ssr/render.mjs). */
function writeSsrBundle(label: string) {
  const dir = join(webRoot, 'remotes', 'public-site', 'dist-ssr');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'render.mjs');
  writeFileSync(
    file,
    `export const css = 'body{margin:0}';
export const THEME_SCRIPT = '/*theme*/';
export function render(state) { return '<main data-build="${label}"><h1>' + state.page.kind + '</h1></main>'; }`,
  );
  // A new build has a newer modification time (the renderer reloads on change).
  const later = new Date(Date.now() + (label === 'v1' ? 0 : 5_000));
  utimesSync(file, later, later);
}

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'mw-web-'));
  mkdirSync(join(webRoot, 'shell', 'dist', 'static'), { recursive: true });
  writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), SHELL_INDEX);
  writeSsrBundle('v1');
  writeFileSync(join(webRoot, 'shell', 'dist', 'main.3f9a1c2b.js'), `console.log(${'"x",'.repeat(2000)}1);`);
  mkdirSync(join(webRoot, 'remotes', 'sales', 'dist'), { recursive: true });
  writeFileSync(join(webRoot, 'remotes', 'sales', 'dist', 'remoteEntry.js'), 'var sales = "v1";');
  writeFileSync(join(webRoot, 'remotes', 'sales', 'dist', '412.a1b2c3d4.js'), 'chunk');
  // A pre-compressed sibling, as the build writes them (packages/mf PrecompressPlugin).
  writeFileSync(
    join(webRoot, 'remotes', 'sales', 'dist', '518.b2c3d4e5.js'),
    `var big = "${'y'.repeat(5000)}";`,
  );
  writeFileSync(
    join(webRoot, 'remotes', 'sales', 'dist', '518.b2c3d4e5.js.br'),
    brotliCompressSync('BROTLI-FROM-BUILD'),
  );
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

describe('health', () => {
  it('checks the database', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('static hosting', () => {
  it('sends the pre-compressed file the build wrote instead of compressing again', async () => {
    const response = await get('/remotes/sales/518.b2c3d4e5.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('BROTLI-FROM-BUILD');
    const plain = await get('/remotes/sales/518.b2c3d4e5.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('var big');
  });

  it('lists the seven remotes with overrides', async () => {
    const manifest = (await get('/remotes.json')).json();
    expect(manifest).toMatchObject({
      sales: '/remotes/sales/remoteEntry.js',
      hr: 'https://cdn.example.com/hr/remoteEntry.js',
    });
    expect(Object.keys(manifest)).toHaveLength(7);
  });

  it('serves remote files from disk on each request with the right caching and CORS', async () => {
    const entry = await get('/remotes/sales/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.body).toContain('v1');
    writeFileSync(join(webRoot, 'remotes', 'sales', 'dist', 'remoteEntry.js'), 'var sales = "v2";');
    expect((await get('/remotes/sales/remoteEntry.js')).body).toContain('v2');
    const chunk = await get('/remotes/sales/412.a1b2c3d4.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/remotes/sales/missing.js')).statusCode).toBe(404);
    expect((await get('/remotes/sales/..%2f..%2fshell/dist/index.html')).statusCode).toBe(404);
    expect((await get('/remotes/unknown/remoteEntry.js')).statusCode).toBe(404);
  });

  it('answers 503 with a clear message for a remote that is not built', async () => {
    const response = await get('/remotes/hr/remoteEntry.js');
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatch(/not built yet/);
  });

  it('answers the shell for staff paths and serves its assets', async () => {
    for (const path of ['/app/verification/dashboard', '/app', '/full-calendar']) {
      const page = await get(path);
      expect(page.statusCode, path).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<title>Managewell</title>');
    }
    const asset = await get('/main.3f9a1c2b.js', { 'accept-encoding': 'br, gzip' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/static/missing.js')).statusCode).toBe(404);
    expect((await get('/api/unknown')).headers['content-type']).toMatch(/json/);
  });
  it('answers 503 instead of crashing when the shell is not built', async () => {
    const empty = await startTestServer({ webRoot: join(webRoot, 'nowhere') });
    try {
      const response = await empty.app.inject({ method: 'GET', url: '/app/sales/dashboard' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toMatch(/pnpm build/);
    } finally {
      await empty.close();
    }
  });
});

describe('public pages, rendered on the server', () => {
  it('renders a public URL with its own head, the site CSS and the hydration state', async () => {
    const response = await get('/swimming-pool-projects/infinity-pools');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<h1>project-type</h1>');
    expect(html).not.toContain('<title>Managewell</title>');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/swimming-pool-projects\/infinity-pools">/);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('<style id="mw-site-css">body{margin:0}</style>');
    expect(html).toContain('<body><script>/*theme*/</script><div id="root"><main');
    const state = JSON.parse(
      html.match(/<script id="mw-site-state" type="application\/json">(.*?)<\/script>/)![1]!,
    );
    expect(state.page.kind).toBe('project-type');
    expect(state.settings.header.brand).toBeTruthy();
    expect(html).toContain('<script defer src="/main.3f9a1c2b.js">');
  });

  it('answers unknown paths with the fallback page and status 404', async () => {
    for (const path of ['/no-such-page', '/products/no-such-category/x', '/blog/no-such-post']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body).toContain('<h1>not-found</h1>');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('lets a browser revalidate with the ETag', async () => {
    const first = await get('/faq');
    // Browsers revalidate each time; a CDN keeps it a minute and may serve it stale a day.
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=86400',
    );
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/faq', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('answers a page it has rendered from memory, without a database round trip', async () => {
    await get('/blog');
    const sent: string[] = [];
    const pool = server.database.pool;
    const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    const query = vi.spyOn(pool, 'query').mockImplementation(((...args: Parameters<typeof pool.query>) => {
      const text = sqlText(args[0]);
      // The job runner's polling shares the pool; it is not the page's work.
      if (!text.includes('pgboss')) sent.push(text);
      return original(...args);
    }) as typeof pool.query);
    const connect = vi.spyOn(pool, 'connect');
    try {
      for (let i = 0; i < 3; i++) expect((await get('/blog')).statusCode).toBe(200);
      expect(sent).toEqual([]);
      expect(connect).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
      connect.mockRestore();
    }
  });

  it('renders again after a settings change, heard through the event bus', async () => {
    expect((await get('/')).body).not.toContain('+91 90000 22222');
    const saved = await saveSiteSettings(server, (settings) => {
      settings.header.phone_no = '+91 90000 22222';
    });
    expect(saved.statusCode).toBe(200);
    expect((await get('/')).body).toContain('+91 90000 22222');
  });

  it('never lets page text break out of the state script', async () => {
    const html = (await get('/')).body;
    const state = html.match(/<script id="mw-site-state" type="application\/json">(.*?)<\/script>/s)![1]!;
    expect(state).not.toMatch(/<\/?script/i);
  });

  it('uses a newly deployed public-site build on the next request', async () => {
    expect((await get('/')).body).toContain('data-build="v1"');
    writeSsrBundle('v2');
    expect((await get('/')).body).toContain('data-build="v2"');
  });
});
