/**
 * Export / import of the whole website on real PostgreSQL: the round trip into an
 * emptied site, the dry run, merge and replace, and refused archives (bad item, disguised
 * picture, path traversal, unknown version) that change nothing.
 */
import { Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { SiteImportReport } from '@managewell/api/contract';
import { count, eq } from 'drizzle-orm';
import { extract, pack } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, siteSettings } from '../src/platform/db/schema';
import { contentItems, contentSlugHistory } from '../src/website/site';
import { siteAuditLog } from '../src/website/site-audit/schema';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let admin: string;
let original: Buffer;

type Entries = Map<string, Buffer>;

async function unpack(archive: Buffer): Promise<Entries> {
  const entries: Entries = new Map();
  const tar = extract();
  Readable.from([gunzipSync(archive)]).pipe(tar);
  for await (const entry of tar) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.set(entry.header.name, Buffer.concat(chunks));
  }
  return entries;
}

async function repack(entries: Entries | [string, Buffer][]): Promise<Buffer> {
  const tar = pack();
  const list = entries instanceof Map ? [...entries] : entries;
  const done = (async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of tar) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  })();
  for (const [name, body] of list) tar.entry({ name, size: body.length }, body);
  tar.finalize();
  return gzipSync(await done);
}

/** A tar.gz with entries of any type (folders, links), in the order given. */
async function repackTyped(
  list: (
    | { name: string; body: Buffer }
    | { name: string; type: 'directory' | 'symlink'; size: number; linkname?: string }
  )[],
): Promise<Buffer> {
  const tar = pack();
  const done = (async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of tar) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  })();
  for (const entry of list)
    if ('body' in entry) tar.entry({ name: entry.name, size: entry.body.length }, entry.body);
    else tar.entry(entry);
  tar.finalize();
  return gzipSync(await done);
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const read = <T>(entries: Entries, name: string) => JSON.parse(entries.get(name)!.toString('utf8')) as T;

async function exportArchive(token = admin): Promise<Buffer> {
  const res = await server.call({ method: 'GET', url: '/api/website-admin/site-archive', token });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/gzip');
  expect(res.headers['content-disposition']).toMatch(
    /attachment; filename="website-\d{4}-\d{2}-\d{2}\.tar\.gz"/,
  );
  return res.rawPayload;
}

async function importArchive(archive: Buffer, query = 'dryRun=true', token = admin) {
  return server.call({
    method: 'POST',
    url: `/api/website-admin/site-archive/import?${query}`,
    token,
    headers: { 'content-type': 'application/gzip' },
    payload: archive,
  });
}

async function report(archive: Buffer, query = 'dryRun=true'): Promise<SiteImportReport> {
  const res = await importArchive(archive, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().success;
}

/** What the public site shows on a few pages of every sort, and the sitemap. */
async function publicSite(): Promise<unknown[]> {
  const paths = [
    '/',
    '/services',
    '/products',
    '/swimming-pool-projects',
    '/blog',
    '/careers',
    '/faq',
    '/about-us',
    '/renolit',
  ];
  const out: unknown[] = [];
  const settings = await server.call({ method: 'GET', url: '/api/website-frontend/setting' });
  out.push(settings.json());
  for (const path of paths) {
    const res = await server.call({
      method: 'GET',
      url: `/api/website-frontend/page?path=${encodeURIComponent(path)}`,
    });
    out.push(JSON.parse(res.body.replace(/"id":\d+/g, '"id":0')));
  }
  // The sitemap's order follows the database ids, which an import renumbers: compare the set.
  // An import is a new modification, so lastmod is the day it ran (another day across midnight).
  const sitemap = (await server.call({ method: 'GET', url: '/sitemap.xml' })).body;
  out.push(
    sitemap
      .replace(/<lastmod>[^<]*<\/lastmod>/g, '<lastmod/>')
      .split('\n')
      .sort(),
  );
  return out;
}

async function counts() {
  const db = server.database.db;
  const [[items], [pictures], [audits], [history]] = await Promise.all([
    db.select({ n: count() }).from(contentItems),
    db.select({ n: count() }).from(media),
    db.select({ n: count() }).from(siteAuditLog),
    db.select({ n: count() }).from(contentSlugHistory),
  ]);
  return { items: items!.n, media: pictures!.n, audits: audits!.n, history: history!.n };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.tokenFor('website-admin');
  original = await exportArchive();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/website-admin/site-archive', () => {
  it('holds the manifest, settings, every kind, the media index and every original incl. the brochure', async () => {
    const entries = await unpack(original);
    const names = [...entries.keys()];
    expect(names[0]).toBe('manifest.json');
    expect(read(entries, 'manifest.json')).toMatchObject({ format: 'managewell-site', version: 1 });
    expect(names).toContain('settings.json');
    expect(names).toContain('content/page.json');
    expect(names).toContain('content/product.json');
    const index = read<{ id: string; file: string }[]>(entries, 'media.json');
    const stored = await counts();
    expect(index).toHaveLength(stored.media);
    for (const m of index) expect(entries.has(m.file)).toBe(true);
    expect(names).toContain('media/tarang-pools-brochure.pdf');
    expect(names.indexOf('media.json')).toBeLessThan(names.indexOf(index[0]!.file));
    const items = names
      .filter((n) => n.startsWith('content/'))
      .reduce((n, name) => n + read<unknown[]>(entries, name).length, 0);
    expect(items).toBe(stored.items);
    const product = read<{ key: string; parent: string }[]>(entries, 'content/product.json')[0]!;
    expect(product.key).toMatch(/^product:[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+$/);
    expect(product.parent).toMatch(/^product-sub-category:/);
  });

  it('is for website-admin only', async () => {
    const verification = await server.tokenFor('verification');
    const res = await server.call({
      method: 'GET',
      url: '/api/website-admin/site-archive',
      token: verification,
    });
    expect(res.statusCode).toBe(403);
    const post = await importArchive(original, 'dryRun=true', verification);
    expect(post.statusCode).toBe(403);
  });
});

describe('POST /api/website-admin/site-archive/import', () => {
  it('dry run of the site’s own archive: everything unchanged, nothing written', async () => {
    const before = await counts();
    const result = await report(original);
    expect(result).toMatchObject({ dryRun: true, mode: 'merge', unchanged: true, settingsChanged: [] });
    expect(result.archive).toMatch(/^[0-9a-f]{64}$/);
    expect(result.kinds.reduce((n, k) => n + k.unchanged, 0)).toBe(before.items);
    expect(result.media).toMatchObject({ added: 0, changed: 0, removed: 0, unchanged: before.media });
    expect(await counts()).toEqual(before);
  });

  it('dry run of a changed archive lists the changes per kind and changes nothing', async () => {
    const entries = await unpack(original);
    const services = read<{ title: string; data: { about: string } }[]>(entries, 'content/service.json');
    const title = services[0]!.title;
    services[0]!.title = `${title} (renamed)`;
    entries.set('content/service.json', json(services));
    const settings = read<{ header: { phone1?: string } } & Record<string, unknown>>(
      entries,
      'settings.json',
    );
    entries.set('settings.json', json({ ...settings, header: { ...settings.header, brand: 'aqua' } }));
    const before = await counts();
    const result = await report(await repack(entries), 'dryRun=true&mode=replace');
    const service = result.kinds.find((k) => k.kind === 'service')!;
    expect(service).toMatchObject({
      changed: 1,
      added: 0,
      removed: 0,
      changedTitles: [`${title} (renamed)`],
    });
    expect(result.settingsChanged).toEqual(['header.brand']);
    expect(result.unchanged).toBe(false);
    expect(await counts()).toEqual(before);
    const [row] = await server.database.db
      .select({ title: contentItems.title })
      .from(contentItems)
      .where(eq(contentItems.title, title));
    expect(row).toBeDefined();
  });

  it('replace removes what the archive lacks; merge keeps it (dry run)', async () => {
    const entries = await unpack(original);
    const faqs = read<{ title: string }[]>(entries, 'content/faq.json');
    const dropped = faqs.pop()!;
    entries.set('content/faq.json', json(faqs));
    const archive = await repack(entries);
    const replace = await report(archive, 'dryRun=true&mode=replace');
    expect(replace.kinds.find((k) => k.kind === 'faq')).toMatchObject({
      removed: 1,
      removedTitles: [dropped.title],
    });
    const merge = await report(archive, 'dryRun=true&mode=merge');
    expect(merge.unchanged).toBe(true);
  });

  it('round trip: an emptied site imported from the archive shows the same public pages', async () => {
    const before = await publicSite();
    const stored = await counts();
    const db = server.database.db;
    await db.delete(contentItems);
    await db.delete(media);
    await db.delete(siteSettings);
    await server.events.publish({ type: 'site.changed' });
    expect(await publicSite()).not.toEqual(before);

    const result = await report(original, 'dryRun=false');
    expect(result.dryRun).toBe(false);
    expect(result.kinds.reduce((n, k) => n + k.added, 0)).toBe(stored.items);
    expect(result.media.added).toBe(stored.media);
    const after = await counts();
    expect(after).toMatchObject({ items: stored.items, media: stored.media });
    expect(after.audits).toBe(stored.audits + 1);
    expect(await publicSite()).toEqual(before);
    const brochure = await server.call({ method: 'GET', url: '/media/tarang-pools-brochure/original.pdf' });
    expect(brochure.statusCode).toBe(200);
    expect(brochure.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // And again: the same archive now changes nothing.
    expect((await report(original, 'dryRun=false')).unchanged).toBe(true);
  });

  it('a confirmed import refuses another file than the one the dry run checked', async () => {
    const res = await importArchive(original, `dryRun=false&expect=${'0'.repeat(64)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not the archive the dry run checked/);
  });

  it('reads an archive repacked with an ordinary tar: "./" names, folder entries, any order', async () => {
    const entries = [...(await unpack(original))];
    const folder = (name: string) => ({ name, type: 'directory' as const, size: 0 });
    const file = ([name, body]: [string, Buffer]) => ({ name: `./${name}`, body });
    // As `tar czf site.tar.gz .` lists an unpacked folder: folders first, files in no set order.
    const shuffled = [...entries].reverse().map(file);
    const archive = await repackTyped([folder('./'), folder('./content/'), folder('./media/'), ...shuffled]);
    const result = await report(archive);
    expect(result).toMatchObject({ unchanged: true, settingsChanged: [] });
    expect(result.media.unchanged).toBeGreaterThan(0);
  });

  describe('refuses a bad archive with a 400 naming the fault, and changes nothing', () => {
    const refused = async (archive: Buffer, pattern: RegExp) => {
      const before = await counts();
      const res = await importArchive(archive, 'dryRun=false&mode=replace');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(pattern);
      expect(await counts()).toEqual(before);
    };

    it('an item that fails its kind’s schema', async () => {
      const entries = await unpack(original);
      const products = read<{ title: string; data: Record<string, unknown> }[]>(
        entries,
        'content/product.json',
      );
      products[1]!.data.images = [];
      // An earlier change in the same archive is rolled back with it.
      const faqs = read<{ title: string }[]>(entries, 'content/faq.json');
      faqs[0]!.title = 'Changed and then rolled back';
      entries.set('content/faq.json', json(faqs));
      entries.set('content/product.json', json(products));
      await refused(
        await repack(entries),
        new RegExp(`product '${products[1]!.title.replace(/[()]/g, '.')}'.*images`),
      );
    });

    it('a picture whose content is not what it is declared to be', async () => {
      const entries = await unpack(original);
      const index = read<{ id: string; mime: string; file: string; sha256: string }[]>(entries, 'media.json');
      const fake = Buffer.from('<html><body>not a picture</body></html>');
      const { createHash } = await import('node:crypto');
      index.push({
        id: 'disguised-picture',
        mime: 'image/png',
        alt: 'A picture',
        focalX: 0.5,
        focalY: 0.5,
        file: 'media/disguised-picture.png',
        sha256: createHash('sha256').update(fake).digest('hex'),
      } as never);
      entries.set('media.json', json(index));
      entries.set('media/disguised-picture.png', fake);
      await refused(await repack(entries), /media disguised-picture/);
    });

    it('an entry whose path leaves the archive', async () => {
      const entries = [...(await unpack(original))].slice(0, 3);
      entries.push(['../../etc/evil.json', json({})]);
      await refused(await repack(entries), /unexpected name or path/);
    });

    it('a link, or a folder that climbs out, even among folders that are fine', async () => {
      const entries = [...(await unpack(original))].map(([name, body]) => ({ name, body }));
      const link = { name: 'content/faq.json', type: 'symlink' as const, linkname: '/etc/passwd', size: 0 };
      await refused(
        await repackTyped([{ name: 'content/', type: 'directory', size: 0 }, link, ...entries]),
        /no links/,
      );
      const out = { name: '../outside/', type: 'directory' as const, size: 0 };
      await refused(await repackTyped([out, ...entries]), /unexpected name or path/);
    });

    it('an unknown format version', async () => {
      const entries = await unpack(original);
      entries.set('manifest.json', json({ format: 'managewell-site', version: 99, exportedAt: null }));
      await refused(await repack(entries), /format version 99.*version 1 only/);
    });

    it('something that is not a site archive at all', async () => {
      await refused(gzipSync(Buffer.from('hello')), /not a website archive|could not be read/);
      await refused(Buffer.from('not even gzip'), /could not be read|not a website archive/);
    });
  });

  it('reads an archive sent over a real HTTP connection (not only an injected request)', async () => {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/website-admin/site-archive/import?dryRun=true`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/gzip' },
      body: new Uint8Array(original),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { success: SiteImportReport }).success.dryRun).toBe(true);
  });

  it('stores an SVG picture of an archive without its script', async () => {
    const entries = await unpack(original);
    const index = read<Record<string, unknown>[]>(entries, 'media.json');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" onload="alert(1)"><script>alert(2)</script><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><rect width="40" height="20" fill="url(#g)"/><image href="https://evil.example/x.png"/></svg>',
    );
    const { createHash } = await import('node:crypto');
    index.push({
      id: 'scripted-svg',
      mime: 'image/svg+xml',
      alt: 'A drawing',
      focalX: 0.5,
      focalY: 0.5,
      file: 'media/scripted-svg.svg',
      sha256: createHash('sha256').update(svg).digest('hex'),
    });
    entries.set('media.json', json(index));
    entries.set('media/scripted-svg.svg', svg);
    const result = await report(await repack(entries), 'dryRun=false');
    expect(result.media.addedIds).toEqual(['scripted-svg']);
    const [row] = await server.database.db
      .select({ content: media.content, width: media.width })
      .from(media)
      .where(eq(media.id, 'scripted-svg'));
    const text = row!.content.toString('utf8');
    expect(text).not.toMatch(/script|onload|evil/);
    expect(text).toContain('linearGradient');
    expect(row!.width).toBe(40);
  });
});
