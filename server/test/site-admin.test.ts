/**
 * The content studio's API on real PostgreSQL: roles, drafts and publishing as the public site
 * sees them, conflicts, versions, schedules, previews, usages, bulk actions and ordering.
 */
import type { ContentItemDetail } from '@managewell/api/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMedia } from '../src/website/site/repository';
import { startTestServer, type TestServer } from './helpers';
import { type Fixture, writeFixtureSite } from './site-fixtures';

let server: TestServer;
let fixture: Fixture;
let admin: string;
let verification: string;

beforeAll(async () => {
  server = await startTestServer();
  fixture = await writeFixtureSite(server.site);
  admin = await server.tokenFor('website-admin');
  verification = await server.tokenFor('verification');
});
afterAll(async () => server?.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  server.call({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
const publicPage = async (path: string) => {
  const res = await server.call({
    method: 'GET',
    url: `/api/website-frontend/page?path=${encodeURIComponent(path)}`,
  });
  return (res.json() as { success: { status: number; page?: { title?: string }; redirect?: string } })
    .success;
};
/** The editable fields of an item, as the studio sends them back. */
const edit = (item: ContentItemDetail, changes: Partial<ContentItemDetail> = {}) => {
  const { title, slug, summary, parentId, data, version } = { ...item, ...changes };
  return { title, slug, summary, parentId, data, version };
};
const detail = (res: { json(): unknown }) => (res.json() as { success: ContentItemDetail }).success;

/** Polls until `check` passes (a scheduled job runs on pg-boss's own clock); no fixed sleeps. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const serviceData = (about = '<p>About</p>') => ({
  image: 'pool-wide',
  banner: { heading: 'Heading', text: 'Text', image: 'pool-wide' },
  about,
  advantages: [{ title: 'Fast', text: 'Quick work', icon: 'clock' }],
  gallery: ['pool-small'],
  projectTypes: [],
  faqs: [],
});

describe('who may call the studio', () => {
  it('answers 401 without a token and 403 to other roles on every website-admin route', async () => {
    const routes = server.app.routeAccessTable.filter((r) => r.url.startsWith('/api/website-admin/'));
    expect(routes.length).toBeGreaterThanOrEqual(15);
    for (const route of routes) {
      expect(route.access).toEqual(['website-admin']);
      const url = route.url
        .replace(':kind', 'service')
        .replace(/:(id|version|scheduleId)/g, String(fixture.ids.service));
      const method = route.method as 'GET';
      expect((await server.call({ method, url })).statusCode, `${route.method} ${url}`).toBe(401);
      const res = await server.call({ method, url, token: verification, payload: {} });
      expect(res.statusCode, `${route.method} ${url}`).toBe(403);
    }
  });
});

describe('lists', () => {
  it('searches, filters by status, sorts and pages', async () => {
    const all = (await api('GET', '/api/website-admin/content/service')).json().success;
    expect(all.total).toBe(3);
    expect(all.items[0]).toMatchObject({
      title: 'Pool Construction',
      status: 'published',
      thumbnail: 'pool-wide',
    });
    expect(all.items[0].publicPath).toBe('/services/pool-construction');
    const drafts = (await api('GET', '/api/website-admin/content/service?status=draft')).json().success;
    expect(drafts.items.map((i: { title: string }) => i.title)).toEqual(['Secret Spa Service']);
    const found = (await api('GET', '/api/website-admin/content/service?search=mainten')).json().success;
    expect(found.items.map((i: { title: string }) => i.title)).toEqual(['Pool Maintenance']);
    const sorted = (
      await api('GET', '/api/website-admin/content/service?sort=title&order=desc&pageSize=2')
    ).json().success;
    expect(sorted.total).toBe(3);
    expect(sorted.items.map((i: { title: string }) => i.title)).toEqual([
      'Secret Spa Service',
      'Pool Maintenance',
    ]);
    const products = (await api('GET', '/api/website-admin/content/product')).json().success;
    expect(products.items[0].publicPath).toMatch(/^\/products\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+$/);
  });

  it('refuses unknown kinds, sorts and page sizes with 400', async () => {
    for (const url of [
      '/api/website-admin/content/widget',
      '/api/website-admin/content/service?sort=colour',
      '/api/website-admin/content/service?pageSize=5000',
    ]) {
      const res = await api('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields).toBeDefined();
    }
  });
});

describe('drafts and publishing', () => {
  it('creates a draft that the public site does not show until it is published', async () => {
    const created = await api('POST', '/api/website-admin/content/service', {
      title: 'Pool Heating & Cooling',
      summary: 'Warm water all year.',
      data: serviceData('<p>Heat pumps</p><script>alert(1)</script>'),
    });
    expect(created.statusCode).toBe(201);
    const item = detail(created);
    expect(item).toMatchObject({
      slug: 'pool-heating-and-cooling',
      status: 'draft',
      version: 1,
      publicPath: null,
    });
    expect(item.data.about).toBe('<p>Heat pumps</p>');
    expect((await publicPage('/services/pool-heating-and-cooling')).status).toBe(404);

    const published = detail(await api('POST', `/api/website-admin/content/service/${item.id}/publish`));
    expect(published).toMatchObject({
      status: 'published',
      publicPath: '/services/pool-heating-and-cooling',
    });
    expect((await publicPage('/services/pool-heating-and-cooling')).status).toBe(200);
  });

  it('keeps the live page while a draft is edited, and publishes the edit', async () => {
    const url = `/api/website-admin/content/service/${fixture.ids.service}`;
    const current = detail(await api('GET', url));
    expect(current.version).toBe(0);
    const saved = await api('PUT', url, edit(current, { title: 'Pool Construction Deluxe' }));
    expect(saved.statusCode).toBe(200);
    expect(detail(saved)).toMatchObject({ version: 1, status: 'changed', title: 'Pool Construction Deluxe' });
    expect((await publicPage('/services/pool-construction')).page?.title).toBe('Pool Construction');

    await api('POST', `${url}/publish`);
    expect((await publicPage('/services/pool-construction')).page?.title).toBe('Pool Construction Deluxe');
    const audit = (await api('GET', '/api/website-admin/audit')).json().success;
    expect(audit.items[0]).toMatchObject({ action: 'publish', kind: 'service', itemId: fixture.ids.service });
    expect(audit.items[0].by).toBeTruthy();
  });

  it("saves a page's own meta title and social image, and the public page uses them", async () => {
    const url = `/api/website-admin/content/service/${fixture.ids.service2}`;
    const current = detail(await api('GET', url));
    const seo = { title: 'Pool maintenance in Mumbai', image: 'pool-wide' };
    const saved = await api('PUT', url, edit(current, { data: { ...current.data, seo } }));
    expect(saved.statusCode).toBe(200);
    expect(detail(saved).data.seo).toEqual(seo);
    await api('POST', `${url}/publish`);
    const res = await server.call({
      method: 'GET',
      url: `/api/website-frontend/page?path=${encodeURIComponent(detail(saved).publicPath ?? '')}`,
    });
    const page = res.json().success.page;
    expect(page.seo.title).toBe('Pool maintenance in Mumbai');
    expect(page.seo.image).toMatch(/\/media\/pool-wide\/\d+\.jpg$/);
    const cleared = detail(await api('GET', url));
    await api('PUT', url, edit(cleared, { data: { ...cleared.data, seo: undefined } }));
    await api('POST', `${url}/publish`);
  });

  it('answers 400 with field messages for bad input and changes nothing', async () => {
    const url = `/api/website-admin/content/service/${fixture.ids.service2}`;
    const current = detail(await api('GET', url));
    const cases: [unknown, string][] = [
      [edit(current, { title: '' }), 'title'],
      [edit(current, { data: { ...current.data, image: 42 } }), 'data.image'],
      [edit(current, { data: { ...current.data, about: 'x'.repeat(50_001) } }), 'data.about'],
      [edit(current, { slug: 'Bad Slug!' }), 'slug'],
      [edit(current, { slug: 'pool-construction' }), 'slug'],
      [edit(current, { parentId: fixture.ids.type }), 'parentId'],
      [edit(current, { data: { ...current.data, seo: { title: 'x'.repeat(61) } } }), 'data.seo.title'],
      [edit(current, { data: { ...current.data, seo: { image: 'Not An Id!' } } }), 'data.seo.image'],
    ];
    for (const [body, field] of cases) {
      const res = await api('PUT', url, body);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fields), field).toContain(field);
    }
    expect(detail(await api('GET', url)).version).toBe(current.version);
  });

  it('gives the second of two editors a 409 with what the first changed', async () => {
    const url = `/api/website-admin/content/faq/${fixture.ids.faq}`;
    const start = detail(await api('GET', url));
    const first = await api('PUT', url, edit(start, { title: 'First editor’s question?' }));
    expect(first.statusCode).toBe(200);
    const second = await api('PUT', url, edit(start, { data: { ...start.data, category: 'Mine' } }));
    expect(second.statusCode).toBe(409);
    const body = second.json();
    expect(body.message).toMatch(/saved this faq while you were editing/);
    expect(body.details.changes).toEqual([
      { field: 'title', before: start.title, after: 'First editor’s question?' },
    ]);
    expect(body.details.by).toBeTruthy();
    expect(body.details.current.version).toBe(start.version + 1);
    // Saving again on top of the current version works.
    const retry = await api(
      'PUT',
      url,
      edit(body.details.current, { data: { ...start.data, category: 'Mine' } }),
    );
    expect(retry.statusCode).toBe(200);
  });

  it('keeps a 301 from a published item’s old address after its slug changes', async () => {
    const url = `/api/website-admin/content/blog/${fixture.ids.blog}`;
    const current = detail(await api('GET', url));
    const old = current.publicPath!;
    await api('PUT', url, edit(current, { slug: 'a-new-address' }));
    await api('POST', `${url}/publish`);
    expect(await publicPage(old)).toMatchObject({ status: 301, redirect: '/blog/a-new-address' });
    expect((await publicPage('/blog/a-new-address')).status).toBe(200);
  });

  it('refuses to publish an image without alt text', async () => {
    await insertMedia(server.site, {
      id: 'no-alt',
      content: await sharp({ create: { width: 400, height: 300, channels: 3, background: '#08c' } })
        .jpeg()
        .toBuffer(),
      mime: 'image/jpeg',
      alt: '',
    });
    const url = `/api/website-admin/content/client/${fixture.ids.client}`;
    const current = detail(await api('GET', url));
    expect((await api('PUT', url, edit(current, { data: { logo: 'no-alt' } }))).statusCode).toBe(200);
    const refused = await api('POST', `${url}/publish`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.data).toMatch(/no-alt has no alt text/);
  });

  it('unpublishes: the public address answers 404', async () => {
    const url = `/api/website-admin/content/job/${fixture.ids.job}`;
    const { publicPath } = detail(await api('GET', url));
    expect((await publicPage(publicPath!)).status).toBe(200);
    expect(detail(await api('POST', `${url}/unpublish`)).status).toBe('draft');
    expect((await publicPage(publicPath!)).status).toBe(404);
    await api('POST', `${url}/publish`);
  });
});

describe('versions', () => {
  it('lists every save, compares two field by field and restores one as a new draft', async () => {
    const url = `/api/website-admin/content/testimonial/${fixture.ids.testimonial}`;
    let current = detail(await api('GET', url));
    const original = current.data.quote;
    current = detail(await api('PUT', url, edit(current, { data: { ...current.data, quote: 'Second' } })));
    current = detail(await api('PUT', url, edit(current, { data: { ...current.data, quote: 'Third' } })));
    const versions = (await api('GET', `${url}/versions`)).json().success.versions;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions[0].savedBy).toBeTruthy();
    const changes = (await api('GET', `${url}/compare?a=0&b=2`)).json().success.changes;
    expect(changes).toEqual([{ field: 'data.quote', before: original, after: 'Third' }]);
    const restored = detail(await api('POST', `${url}/versions/1/restore`, { version: current.version }));
    expect(restored).toMatchObject({ version: 3 });
    expect(restored.data.quote).toBe('Second');
    const stale = await api('POST', `${url}/versions/1/restore`, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await api('GET', `${url}/versions/99/restore`)).statusCode).toBe(404);
    expect((await api('POST', `${url}/versions/99/restore`, { version: 3 })).statusCode).toBe(404);
  });
});

describe('usages, delete, bulk, reorder', () => {
  it('says where a project type is used before unpublishing or deleting it', async () => {
    const url = `/api/website-admin/content/project-type/${fixture.ids.type}`;
    const usage = (await api('GET', `${url}/usage`)).json().success.usages;
    expect(usage.map((u: { kind: string }) => u.kind).sort()).toEqual(['project', 'service']);
    const refused = await api('DELETE', url);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.usages).toHaveLength(2);
    expect((await api('POST', `${url}/unpublish`)).statusCode).toBe(409);
    expect((await api('POST', `${url}/unpublish?force=true`)).statusCode).toBe(200);
    await api('POST', `${url}/publish`);
  });

  it('deletes (audited); fixed pages cannot be deleted', async () => {
    const created = detail(
      await api('POST', '/api/website-admin/content/award', {
        title: 'Temporary award',
        data: { year: 2024, by: 'Jury' },
      }),
    );
    expect((await api('DELETE', `/api/website-admin/content/award/${created.id}`)).statusCode).toBe(200);
    expect((await api('GET', `/api/website-admin/content/award/${created.id}`)).statusCode).toBe(404);
    const audit = (await api('GET', '/api/website-admin/audit')).json().success;
    expect(audit.items[0]).toMatchObject({ action: 'delete', title: 'Temporary award' });
    const page = fixture.ids['page:faq'];
    expect((await api('DELETE', `/api/website-admin/content/page/${page}`)).statusCode).toBe(400);
    // An id of another kind is not found through this kind.
    expect((await api('GET', `/api/website-admin/content/award/${page}`)).statusCode).toBe(404);
  });

  it('publishes and unpublishes in bulk, and reorders', async () => {
    const { items } = (await api('GET', '/api/website-admin/content/service')).json().success;
    const ids = items.map((i: { id: number }) => i.id);
    const res = await api('POST', '/api/website-admin/content/service/bulk', { action: 'publish', ids });
    expect(res.json().success.done.sort()).toEqual([...ids].sort());
    expect((await publicPage('/services/secret-spa-service')).status).toBe(200);
    const reversed = [...ids].reverse();
    expect(
      (await api('POST', '/api/website-admin/content/service/reorder', { ids: reversed })).statusCode,
    ).toBe(200);
    const after = (await api('GET', '/api/website-admin/content/service')).json().success;
    expect(after.items.map((i: { id: number }) => i.id)).toEqual(reversed);
    const wrongKind = await api('POST', '/api/website-admin/content/service/reorder', {
      ids: [fixture.ids.faq],
    });
    expect(wrongKind.statusCode).toBe(400);
    await api('POST', '/api/website-admin/content/service/bulk', {
      action: 'unpublish',
      ids: [fixture.ids.hiddenService],
    });
    expect((await publicPage('/services/secret-spa-service')).status).toBe(404);
  });
});

describe('previews', () => {
  it('renders a draft at its public address with a signed link; a forged one is refused', async () => {
    const url = `/api/website-admin/content/service/${fixture.ids.service2}`;
    const current = detail(await api('GET', url));
    await api('PUT', url, edit(current, { title: 'Maintenance (draft)' }));
    const link = (await api('POST', `${url}/preview`)).json().success;
    expect(link.url).toMatch(/^\/preview\/\d+\.\d+\.[\w-]+$/);
    const token = link.url.slice('/preview/'.length);
    const preview = await server.call({ method: 'GET', url: `/api/website-frontend/preview/${token}` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ status: 200, path: '/services/pool-maintenance' });
    expect(preview.json().page.title).toBe('Maintenance (draft)');
    expect((await publicPage('/services/pool-maintenance')).page?.title).toBe('Pool Maintenance');
    const forged = token.replace(/^\d+/, String(fixture.ids.service));
    expect(
      (await server.call({ method: 'GET', url: `/api/website-frontend/preview/${forged}` })).statusCode,
    ).toBe(404);
  });
});

describe('schedules', () => {
  it('unpublishes at the chosen time (pg-boss), and refuses a time in the past', async () => {
    const url = `/api/website-admin/content/news/${fixture.ids.news}`;
    const { publicPath } = detail(await api('GET', url));
    const past = await api('POST', `${url}/schedules`, { action: 'unpublish', at: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields.at).toMatch(/future/);
    const at = new Date(Date.now() + 1500).toISOString();
    const res = await api('POST', `${url}/schedules`, { action: 'unpublish', at });
    expect(res.statusCode).toBe(201);
    expect(detail(res).schedules[0]).toMatchObject({ action: 'unpublish', status: 'pending' });
    await eventually(async () => (await publicPage(publicPath!)).status === 404);
    // The job marks its row done just after the unpublish: wait for that too, not for a time.
    await eventually(async () => detail(await api('GET', url)).schedules[0]?.status === 'done');
    const audit = await server.database.db.execute<{ action: string; actor_id: number | null }>(
      sql`select action, actor_id from site_audit_log order by id desc limit 1`,
    );
    // In the name of who scheduled it (the dashboard's "Recent changes" names them).
    expect(audit.rows[0]).toEqual({ action: 'unpublish', actor_id: await server.userId('website-admin') });
  });

  it('cancels a pending schedule', async () => {
    const url = `/api/website-admin/content/news/${fixture.ids.news}`;
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const item = detail(await api('POST', `${url}/schedules`, { action: 'publish', at }));
    const pending = item.schedules.find((s) => s.status === 'pending')!;
    const cancelled = detail(await api('DELETE', `${url}/schedules/${pending.id}`));
    expect(cancelled.schedules.find((s) => s.id === pending.id)?.status).toBe('cancelled');
    expect((await api('DELETE', `${url}/schedules/${pending.id}`)).statusCode).toBe(404);
  });
});
