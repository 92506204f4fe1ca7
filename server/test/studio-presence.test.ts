/**
 * Who has a studio item open, across two server processes sharing one database: Meera edits
 * through one process, a second website admin through the other; each sees the other, is told
 * live when someone opens or closes the item, and a tab that stops answering drops out.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSession } from '../src/platform/auth/sessions';
import { users } from '../src/platform/db';
import { startTestServers, type TestServer } from './helpers';
import { listenLocally, openLive } from './live-client';

vi.setConfig({ testTimeout: 90_000 });

let a: TestServer;
let b: TestServer;
let baseB: string;
let meera: string;
let ravi: string;
let raviId: number;
let sales: string;
let itemId: number;

beforeAll(async () => {
  [a, b] = (await startTestServers(2)) as [TestServer, TestServer];
  baseB = await listenLocally(b.app);
  meera = await a.tokenFor('website-admin');
  const [row] = await a.database.db
    .insert(users)
    .values({ username: 'ravi.studio', passwordHash: 'x', role: 'website-admin', fullName: 'Ravi Studio' })
    .returning({ id: users.id });
  raviId = row!.id;
  ravi = await createSession(b.database.db, raviId, 3_600_000, '127.0.0.1');
  sales = await a.tokenFor('sales');
  const list = await a.call({ method: 'GET', url: '/api/website-admin/content/blog', token: meera });
  itemId = list.json().success.items[0].id;
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const join = (server: TestServer, token: string, item: string, tabId: string) =>
  server.call({ method: 'PUT', url: '/api/website-admin/presence', token, payload: { item, tabId } });
const leave = (server: TestServer, token: string, item: string, tabId: string) =>
  server.call({ method: 'POST', url: '/api/website-admin/presence/leave', token, payload: { item, tabId } });
const names = (answer: { json(): { success: { editors: { name: string }[] } } }) =>
  answer.json().success.editors.map((e) => e.name);

describe('studio presence', () => {
  it('shows who else has the item open, live, on every process', async () => {
    const item = `content:${itemId}`;
    const raviTab = await openLive(baseB, ravi);
    await raviTab.next('hello');
    const raviTabId = randomUUID();
    expect(names(await join(b, ravi, item, raviTabId))).toEqual(['Ravi Studio']);

    const meeraTabId = randomUUID();
    const meeraJoined = await join(a, meera, item, meeraTabId);
    const meeraName = (
      await a.database.db.execute<{ full_name: string }>(
        sql`select full_name from users where role = 'website-admin' and username <> 'ravi.studio'`,
      )
    ).rows[0]!.full_name;
    expect(names(meeraJoined).sort()).toEqual([meeraName, 'Ravi Studio'].sort());
    // Ravi's tab on the other process is told, and asks again.
    await raviTab.next('editors', (e) => e.item === item);
    expect(names(await join(b, ravi, item, raviTabId)).sort()).toEqual([meeraName, 'Ravi Studio'].sort());

    // A heartbeat is not news; leaving is.
    const told = raviTab.events.filter((e) => e.type === 'editors').length;
    await join(a, meera, item, meeraTabId);
    await leave(a, meera, item, meeraTabId);
    // The news of the leave (a heartbeat's would have come before it, in order).
    await raviTab.next(
      'editors',
      (e) => raviTab.events.filter((x) => x.type === 'editors').indexOf(e) === told,
    );
    expect(raviTab.events.filter((e) => e.type === 'editors').length).toBe(told + 1);
    expect(names(await join(b, ravi, item, raviTabId))).toEqual(['Ravi Studio']);
    raviTab.close();
  });

  it('drops a tab that stopped answering at the next heartbeat of anyone', async () => {
    const item = 'settings';
    const lostTab = randomUUID();
    await join(a, meera, item, lostTab);
    expect(names(await join(b, ravi, item, randomUUID()))).toHaveLength(2);
    // Meera's connection died: her tab's last word is older than the freshness window.
    await a.database.db.execute(
      sql`update studio_editors set seen_at = now() - interval '1 hour' where tab_id = ${lostTab}`,
    );
    expect(names(await join(b, ravi, item, randomUUID()))).toEqual(['Ravi Studio']);
    const [left] = (
      await a.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from studio_editors where tab_id = ${lostTab}`,
      )
    ).rows;
    expect(left!.n).toBe(0);
  });

  it('is for the people who can edit the item, and only about items that exist', async () => {
    expect((await join(a, sales, 'settings', randomUUID())).statusCode).toBe(403);
    expect((await join(a, meera, 'content:2147483000', randomUUID())).statusCode).toBe(404);
    expect((await join(a, meera, 'content:2147483648', randomUUID())).statusCode).toBe(400);
    expect((await join(a, meera, 'users:1', randomUUID())).statusCode).toBe(400);
    expect((await join(a, meera, 'settings', 'not-a-uuid')).statusCode).toBe(400);
  });

  it("does not let one user refresh or close another's tab", async () => {
    const item = `content:${itemId}`;
    const tabId = randomUUID();
    await join(b, ravi, item, tabId);
    await join(a, meera, item, tabId);
    await leave(a, meera, item, tabId);
    const rows = (
      await a.database.db.execute<{ user_id: number }>(
        sql`select user_id from studio_editors where tab_id = ${tabId}`,
      )
    ).rows;
    expect(rows.map((r) => Number(r.user_id))).toEqual([raviId]);
  });
});
