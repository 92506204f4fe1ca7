/**
 * The studio's history on real PostgreSQL: an item's first version is the text it arrived with
 * (seed, import, and the backfill of items stored before).
 */
import { readFile } from 'node:fs/promises';
import type { ContentItemDetail, ContentVersion } from '@managewell/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMedia } from '../src/website/site/repository';
import { startTestServer, type TestServer } from './helpers';
import { writeFixtureSite } from './site-fixtures';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.tokenFor('website-admin');
});
afterAll(async () => server?.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  server.call({
    method,
    url,
    token: admin,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const detail = (res: { json(): unknown }) => (res.json() as { success: ContentItemDetail }).success;
const versionsOf = async (url: string) =>
  (await api('GET', `${url}/versions`)).json().success.versions as ContentVersion[];
const edit = (item: ContentItemDetail, data: Record<string, unknown>) => {
  const { title, slug, summary, parentId, version } = item;
  return { title, slug, summary, parentId, data: { ...item.data, ...data }, version };
};

describe('the first version of an item', () => {
  it('is the demo text as seeded: restoring it undoes an editor’s change', async () => {
    const list = await api('GET', '/api/website-admin/content/product?pageSize=1');
    const [product] = list.json().success.items as { id: number }[];
    const url = `/api/website-admin/content/product/${product!.id}`;
    const seeded = detail(await api('GET', url));
    expect(seeded.version).toBe(1);
    expect((await versionsOf(url)).map((v) => [v.version, v.action])).toEqual([[1, 'import']]);

    const changed = detail(await api('PUT', url, edit(seeded, { about: '<p>Edited text</p>' })));
    expect(changed.version).toBe(2);
    const restored = detail(await api('POST', `${url}/versions/1/restore`, { version: changed.version }));
    expect(restored.data).toEqual(seeded.data);
    expect(restored.version).toBe(3);
  });

  it('is backfilled for items stored before: never edited, and edited but not yet published', async () => {
    const fixture = await writeFixtureSite(server.site);
    const faqUrl = `/api/website-admin/content/faq/${fixture.ids.faq}`;
    const original = detail(await api('GET', faqUrl));
    expect(original.version).toBe(0);
    const first = detail(await api('PUT', faqUrl, edit(original, { answer: 'First edit' })));
    detail(await api('PUT', faqUrl, edit(first, { answer: 'Second edit' })));
    // Today version 1 is the first edit: the text as stored is in no version.
    expect((await versionsOf(faqUrl)).map((v) => v.version)).toEqual([2, 1]);

    const migration = await readFile(new URL('../drizzle/0010_studio-versions.sql', import.meta.url), 'utf8');
    const backfill = migration.slice(migration.indexOf('-- hand-written below'));
    for (const statement of backfill.split('--> statement-breakpoint'))
      await server.database.db.execute(sql.raw(statement));

    const history = await versionsOf(faqUrl);
    expect(history.map((v) => [v.version, v.action])).toEqual([
      [3, 'save'],
      [2, 'save'],
      [1, 'import'],
    ]);
    const now = detail(await api('GET', faqUrl));
    expect(now).toMatchObject({ version: 3, data: { answer: 'Second edit' } });
    const restored = detail(await api('POST', `${faqUrl}/versions/1/restore`, { version: 3 }));
    expect(restored.data).toEqual(original.data);

    const serviceUrl = `/api/website-admin/content/service/${fixture.ids.service}`;
    expect(detail(await api('GET', serviceUrl)).version).toBe(1);
    expect((await versionsOf(serviceUrl)).map((v) => [v.version, v.action])).toEqual([[1, 'import']]);
  });
});

describe('history', () => {
  it('keeps one version for an editor’s autosaves of the last few minutes', async () => {
    const fixture = await writeFixtureSite(server.site);
    const url = `/api/website-admin/content/faq/${fixture.ids.faq}`;
    let item = detail(await api('GET', url));
    for (const answer of ['Y', 'Ye', 'Yes']) {
      item = detail(await api('PUT', url, { ...edit(item, { answer }), autosave: true }));
    }
    expect(item.version).toBe(3);
    expect((await versionsOf(url)).map((v) => [v.version, v.action])).toEqual([[3, 'autosave']]);
    // The joined version holds the last text, under the draft's number (compare and restore work).
    const changes = (await api('GET', `${url}/compare?a=0&b=3`)).json().success.changes;
    expect(changes).toEqual([expect.objectContaining({ field: 'data.answer', after: 'Yes' })]);

    // An explicit save is its own version; so is the next autosave after it.
    item = detail(await api('PUT', url, edit(item, { answer: 'Yes, saved' })));
    item = detail(await api('PUT', url, { ...edit(item, { answer: 'Yes, again' }), autosave: true }));
    // Minutes later (the last autosave moved back in time): a new version.
    await server.database.db.execute(
      sql`update content_versions set saved_at = now() - interval '6 minutes' where item_id = ${fixture.ids.faq}`,
    );
    item = detail(await api('PUT', url, { ...edit(item, { answer: 'Later' }), autosave: true }));
    expect((await versionsOf(url)).map((v) => [v.version, v.action])).toEqual([
      [6, 'autosave'],
      [5, 'autosave'],
      [4, 'save'],
      [3, 'autosave'],
    ]);
  });

  it('lists publishes and unpublishes, and says who made the live copy and when', async () => {
    const fixture = await writeFixtureSite(server.site);
    const url = `/api/website-admin/content/faq/${fixture.ids.faq}`;
    const before = (await api('GET', `${url}/versions`)).json().success;
    // Published by the fixture, before the audit log knew: its publish date, no author.
    expect(before.live).toEqual({ at: expect.any(String), by: null });
    expect(before.events).toEqual([]);
    await api('POST', `${url}/unpublish`);
    expect((await api('GET', `${url}/versions`)).json().success.live).toBeNull();
    await api('POST', `${url}/publish`);
    const history = (await api('GET', `${url}/versions`)).json().success;
    const by = history.events[0].by as string;
    expect(by).toBeTruthy();
    expect(history.events.map((e: { action: string }) => e.action)).toEqual(['publish', 'unpublish']);
    expect(history.live).toEqual({ at: history.events[0].at, by });
  });

  it('has no unpublished changes after the live copy is restored (discard draft)', async () => {
    const fixture = await writeFixtureSite(server.site);
    const url = `/api/website-admin/content/service/${fixture.ids.service}`;
    const live = detail(await api('GET', url));
    expect(live.status).toBe('published');
    const changed = detail(
      await api('PUT', url, edit(live, { banner: { ...(live.data.banner as object), heading: 'New' } })),
    );
    expect(changed.status).toBe('changed');
    const discarded = detail(await api('POST', `${url}/versions/0/restore`, { version: changed.version }));
    expect(discarded.status).toBe('published');
    expect(discarded.data).toEqual(live.data);
  });
});

describe('a picture only an older version uses', () => {
  it('counts as used, is deleted only after asking (naming the version), and a restore names it as missing', async () => {
    const fixture = await writeFixtureSite(server.site);
    await insertMedia(server.site, {
      id: 'old-logo',
      content: Buffer.from(LOGO),
      mime: 'image/svg+xml',
      alt: 'The old logo',
    });
    const url = `/api/website-admin/content/client/${fixture.ids.client}`;
    let item = detail(await api('GET', url));
    item = detail(await api('PUT', url, edit(item, { logo: 'old-logo' })));
    item = detail(await api('PUT', url, edit(item, { logo: 'logo-svg' })));
    await api('POST', `${url}/publish`);

    const listed = (await api('GET', '/api/website-admin/media?search=old-logo')).json().success.items;
    expect(listed[0]).toMatchObject({ id: 'old-logo', uses: 1 });
    const usage = (await api('GET', '/api/website-admin/media/old-logo/usage')).json().success;
    expect(usage).toEqual([
      expect.objectContaining({ kind: 'client', id: fixture.ids.client, field: 'in version 1' }),
    ]);

    const refused = await server.call({
      method: 'DELETE',
      url: '/api/website-admin/media/old-logo',
      token: admin,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.usages).toEqual(usage);
    const forced = await server.call({
      method: 'DELETE',
      url: '/api/website-admin/media/old-logo?force=true',
      token: admin,
    });
    expect(forced.statusCode).toBe(204);

    const restored = (await api('POST', `${url}/versions/1/restore`, { version: item.version })).json()
      .success;
    expect(restored).toMatchObject({ data: { logo: 'old-logo' }, missingMedia: ['old-logo'] });
    const fine = (await api('POST', `${url}/versions/2/restore`, { version: restored.version })).json()
      .success;
    expect(fine.missingMedia).toEqual([]);
  });
});

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
