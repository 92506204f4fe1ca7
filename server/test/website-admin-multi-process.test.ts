/**
 * Website-admin settings on two server processes sharing one database: a save on one shows in
 * the public site's settings of the other (site.changed through LISTEN/NOTIFY), and the
 * optimistic version is one for both.
 */
import type { SettingsDocument } from '@managewell/api/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServers, type TestServer } from './helpers';

vi.setConfig({ testTimeout: 90_000 });

let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  [a, b] = (await startTestServers(2)) as [TestServer, TestServer];
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const publicPhone = async (server: TestServer) =>
  (await server.call({ method: 'GET', url: '/api/website-frontend/setting' })).json().success.header.phone_no;

describe('settings on two processes', () => {
  it('a save on one process shows on the other; a stale version is refused on either', async () => {
    const adminA = await a.tokenFor('website-admin');
    const adminB = await b.tokenFor('website-admin');
    // Both processes have built (and cached) the public settings before the change.
    const before = await publicPhone(b);
    expect(await publicPhone(a)).toBe(before);

    const doc = (await a.call({ method: 'GET', url: '/api/website-admin/settings', token: adminA })).json()
      .success as SettingsDocument;
    const settings = structuredClone(doc.settings);
    settings.header.phone_no = '+91 90000 11111';
    const saved = await a.call({
      method: 'PUT',
      url: '/api/website-admin/settings',
      token: adminA,
      payload: { version: doc.version, settings },
    });
    expect(saved.statusCode).toBe(200);
    expect(await publicPhone(a)).toBe('+91 90000 11111');
    await waitFor(
      'the other process to show the new phone',
      async () => (await publicPhone(b)) === '+91 90000 11111',
    );

    const stale = await b.call({
      method: 'PUT',
      url: '/api/website-admin/settings',
      token: adminB,
      payload: { version: doc.version, settings: doc.settings },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.version).toBe(doc.version + 1);
  });
});

describe('content on two processes', () => {
  it('a publish on one process shows on the other, and an unpublish makes the page 404 there', async () => {
    const admin = await a.tokenFor('website-admin');
    const list = (
      await a.call({
        method: 'GET',
        url: '/api/website-admin/content/service?status=published&pageSize=1',
        token: admin,
      })
    ).json().success as { items: { id: number; publicPath: string }[] };
    const { id, publicPath } = list.items[0]!;
    const page = async (server: TestServer) =>
      (
        await server.call({
          method: 'GET',
          url: `/api/website-frontend/page?path=${encodeURIComponent(publicPath)}`,
        })
      ).json().success as { status: number; page?: { title?: string } };
    // Both processes have built their snapshot (and this page) before the change.
    expect((await page(a)).status).toBe(200);
    expect((await page(b)).status).toBe(200);

    const item = (
      await a.call({ method: 'GET', url: `/api/website-admin/content/service/${id}`, token: admin })
    ).json().success as Record<string, unknown>;
    const { slug, summary, parentId, data, version } = item;
    const title = 'Pools built across processes';
    const saved = await a.call({
      method: 'PUT',
      url: `/api/website-admin/content/service/${id}`,
      token: admin,
      payload: { title, slug, summary, parentId, data, version },
    });
    expect(saved.statusCode).toBe(200);
    expect((await page(b)).page?.title).not.toBe(title);
    const published = await a.call({
      method: 'POST',
      url: `/api/website-admin/content/service/${id}/publish`,
      token: admin,
      payload: {},
    });
    expect(published.statusCode).toBe(200);
    expect((await page(a)).page?.title).toBe(title);
    await waitFor(
      'the other process to show the published title',
      async () => (await page(b)).page?.title === title,
    );

    const hidden = await a.call({
      method: 'POST',
      url: `/api/website-admin/content/service/${id}/unpublish?force=true`,
      token: admin,
      payload: {},
    });
    expect(hidden.statusCode).toBe(200);
    expect((await page(a)).status).toBe(404);
    await waitFor('the other process to answer 404', async () => (await page(b)).status === 404);
  });
});
