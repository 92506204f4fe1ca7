/**
 * Several server processes on one database: two apps built on the same database (each with its
 * own pool, caches and event listener, as two processes have) must agree at once. The caches are
 * given lifetimes of ten minutes, so only the events between the processes can make a change show
 * on the other app within the waits below.
 */
import type { StoredSiteSettings } from '@managewell/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findSession, hashToken, revokeSession } from '../src/platform/auth/sessions';
import {
  type AppEvent,
  EVENT_CHANNEL,
  type EventOf,
  LISTENER_APPLICATION_NAME,
  sendEvent,
} from '../src/platform/db/events';
import { siteSettings } from '../src/platform/db/schema';
import { saveSiteSettings } from '../src/website/site/repository';
import { demoPassword, startTestServers, type TestServer } from './helpers';

const TEN_MINUTES = 600_000;
// Room for the waits below on a loaded machine (each is a condition, bounded at 30 s).
vi.setConfig({ testTimeout: 90_000 });

let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  [a, b] = (await startTestServers(2, {
    sessionCacheMs: TEN_MINUTES,
    leadCountCacheMs: TEN_MINUTES,
  })) as [TestServer, TestServer];
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

/** Polls until `check` holds (a condition, not a delay); fails after `timeoutMs`. */
async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const me = (server: TestServer, token: string) => server.call({ method: 'GET', url: '/api/me', token });
const status = async (server: TestServer, token: string) => (await me(server, token)).statusCode;

/** Events of one type heard by a server, for the duration of a test. */
function record<T extends AppEvent['type']>(server: TestServer, type: T) {
  const heard: EventOf<T>[] = [];
  const stop = server.events.on(type, (event) => {
    heard.push(event);
  });
  return { heard, stop };
}

describe('sessions across processes', () => {
  it('refuses a signed-out token on the other process at once, despite its session cache', async () => {
    const token = await a.tokenFor('verification');
    expect(await status(b, token)).toBe(200); // now cached on b
    expect(await status(a, token)).toBe(200);

    expect((await a.call({ method: 'POST', url: '/api/logout', token })).statusCode).toBe(200);

    expect(await status(a, token)).toBe(401); // the process that signed out: before it answered
    await waitFor('b refuses the signed-out token', async () => (await status(b, token)) === 401);
  });

  it('ends the other sessions of a user who changed their password, on every process', async () => {
    const current = await a.tokenFor('sales');
    const otherDevice = await a.tokenFor('sales');
    expect(await status(b, current)).toBe(200);
    expect(await status(b, otherDevice)).toBe(200);

    const changed = await a.call({
      method: 'POST',
      url: '/api/change-password',
      token: current,
      payload: { currentPassword: demoPassword('sales'), newPassword: 'a-brand-new-passphrase' },
    });
    expect(changed.statusCode).toBe(200);

    await waitFor('b refuses the other device', async () => (await status(b, otherDevice)) === 401);
    expect(await status(b, current)).toBe(200);
  });

  it('shows a profile change made on one process to every session on the other', async () => {
    const token = await a.tokenFor('hr');
    const otherDevice = await a.tokenFor('hr');
    expect((await me(b, otherDevice)).json().success.fullName).not.toBe('Anita Rao-Kulkarni');

    const patched = await a.call({
      method: 'PATCH',
      url: '/api/me',
      token,
      payload: { fullName: 'Anita Rao-Kulkarni', email: null },
    });
    expect(patched.statusCode).toBe(200);

    await waitFor(
      'b shows the new name',
      async () => (await me(b, otherDevice)).json().success.fullName === 'Anita Rao-Kulkarni',
    );
  });
});

describe('public website across processes', () => {
  const settings = (server: TestServer) =>
    server.call({ method: 'GET', url: '/api/website-frontend/setting' });

  it('serves a content change made through one process from the other at once', async () => {
    const before = await settings(b); // b builds and caches its snapshot
    expect(before.statusCode).toBe(200);
    const [row] = await a.database.db.select({ data: siteSettings.data }).from(siteSettings);
    const stored = row!.data as StoredSiteSettings;

    await saveSiteSettings(a.site, { ...stored, header: { ...stored.header, about_heading: 'Who we are' } });

    // The writing process answers with the change at once, the other as soon as it hears.
    expect((await settings(a)).json().success.header.about_heading).toBe('Who we are');
    await waitFor(
      'b serves the new heading',
      async () => (await settings(b)).json().success.header.about_heading === 'Who we are',
    );
    expect((await settings(b)).headers.etag).not.toBe(before.headers.etag);
  });
});

describe('lead list totals across processes', () => {
  const total = async (server: TestServer, token: string) => {
    const response = await server.call({ method: 'GET', url: '/api/leads?pageSize=1', token });
    expect(response.statusCode).toBe(200);
    return (response.json() as { success: { total: number } }).success.total;
  };

  it('counts a lead added on one process in the other process’s list at once', async () => {
    const tokenA = await a.tokenFor('verification');
    const tokenB = await b.tokenFor('verification');
    const start = await total(b, tokenB); // cached on b
    expect(await total(a, tokenA)).toBe(start);

    // A website enquiry: announced with its transaction, heard by both processes.
    const enquiry = await a.call({
      method: 'POST',
      url: '/api/website-frontend/enquiry',
      remoteAddress: '203.0.113.50',
      payload: {
        name: 'Meera Iyer',
        email: 'meera@example.in',
        phone: '9820099887',
        service: 'infinity-pools',
        message: 'A pool for our farmhouse near Pune.',
      },
    });
    expect(enquiry.statusCode).toBe(201);
    await waitFor('b counts the enquiry', async () => (await total(b, tokenB)) === start + 1);
    await waitFor('a counts the enquiry', async () => (await total(a, tokenA)) === start + 1);

    // A lead added by staff: the process that saved it counts it before answering.
    const created = await a.call({
      method: 'POST',
      url: '/api/leads',
      token: tokenA,
      payload: { first_name: 'Vikram', last_name: 'Shah', mobile: '+91 98980 12345', source: 'walk-in' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await total(a, tokenA)).toBe(start + 2);
    await waitFor('b counts the new lead', async () => (await total(b, tokenB)) === start + 2);
  });
});

describe('the event bus', () => {
  it('tells the other process of a notification stored with a lead’s verification', async () => {
    const { heard, stop } = record(b, 'notification.created');
    try {
      const token = await a.tokenFor('verification');
      const list = await a.call({ method: 'GET', url: '/api/leads?status=new&pageSize=1', token });
      const lead = (list.json() as { success: { items: { id: number; version: number }[] } }).success
        .items[0]!;
      const verified = await a.call({
        method: 'POST',
        url: `/api/leads/${lead.id}/verify`,
        token,
        payload: { version: lead.version },
      });
      expect(verified.statusCode).toBe(200);
      await waitFor('b hears of the notification', () =>
        heard.some((e) => e.group === 'role' && e.role === 'sales'),
      );
    } finally {
      stop();
    }
  });

  it('sends nothing for a transaction that rolled back', async () => {
    const { heard, stop } = record(b, 'user.changed');
    try {
      await expect(
        a.database.db.transaction(async (tx) => {
          await sendEvent(tx, { type: 'user.changed', userId: -1 });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await sendEvent(a.database.db, { type: 'user.changed', userId: -2 });
      // Notifications arrive in commit order: once the second is here, the first never will be.
      await waitFor('b hears the committed event', () => heard.some((e) => e.userId === -2));
      expect(heard.map((e) => e.userId)).toEqual([-2]);
    } finally {
      stop();
    }
  });

  it('ignores what is not an event, and a failing subscriber keeps no other from hearing', async () => {
    const { heard, stop } = record(b, 'user.changed');
    const stopFailing = b.events.on('user.changed', () => {
      throw new Error('a broken subscriber');
    });
    try {
      await a.database.db.execute(sql`select pg_notify(${EVENT_CHANNEL}, 'not json')`);
      await a.database.db.execute(sql`select pg_notify(${EVENT_CHANNEL}, '{"event":{}}')`);
      await sendEvent(a.database.db, { type: 'user.changed', userId: -3 });
      await waitFor('b hears the event', () => heard.some((e) => e.userId === -3));
      expect(b.events.listening).toBe(true);
    } finally {
      stopFailing();
      stop();
    }
  });

  it('reconnects when its connection is killed, and the caches forget what they may have missed', async () => {
    const token = await a.tokenFor('verification');
    expect(await status(b, token)).toBe(200); // cached on b
    const session = await findSession(a.database.db, hashToken(token), a.config.sessionIdleMs);
    // Revoked behind the app's back (no event): b keeps answering from its cache.
    await revokeSession(a.database.db, session!.user.sessionId);
    expect(await status(b, token)).toBe(200);

    let missed = 0;
    const stopMissed = b.events.onMissed(() => {
      missed += 1;
    });
    try {
      const killed = await a.database.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`);
      expect(killed.rowCount).toBe(2); // a's and b's listeners
      await waitFor('b listens again', () => missed > 0 && b.events.listening);
    } finally {
      stopMissed();
    }
    expect(await status(b, token)).toBe(401); // its cache was cleared

    // Events flow again on the new connection.
    const next = await a.tokenFor('verification');
    expect(await status(b, next)).toBe(200);
    expect((await a.call({ method: 'POST', url: '/api/logout', token: next })).statusCode).toBe(200);
    await waitFor('b refuses the signed-out token', async () => (await status(b, next)) === 401);
  });
});
