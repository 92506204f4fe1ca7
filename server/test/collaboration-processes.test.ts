/**
 * Chat, presence and notifications across processes: two apps on one database (each with its own pool, event listener and
 * live channels, as two processes behind a load balancer have) behave as one for chat, presence
 * and notifications.
 */
import { randomUUID } from 'node:crypto';
import type { ChatMessage, Friend } from '@managewell/api/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createNotification } from '../src/workplace/notifications/service';
import { startTestServers, type TestServer } from './helpers';
import { listenLocally, openLive } from './live-client';

vi.setConfig({ testTimeout: 90_000 });

let a: TestServer;
let b: TestServer;
let baseA: string;
let baseB: string;

beforeAll(async () => {
  [a, b] = (await startTestServers(2)) as [TestServer, TestServer];
  baseA = await listenLocally(a.app);
  baseB = await listenLocally(b.app);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const friendOf = async (server: TestServer, token: string, id: number) =>
  ((await server.call({ method: 'GET', url: '/api/chat/friends', token })).json().success as Friend[]).find(
    (f) => f.id === id,
  )!;

describe('collaboration across two processes', () => {
  it('delivers a message sent to process A to the recipient connected to process B, and the receipt back', async () => {
    const [sales, hr] = [await a.tokenFor('sales'), await a.tokenFor('hr')];
    const [salesId, hrId] = [await a.userId('sales'), await a.userId('hr')];
    const hrOnB = await openLive(baseB, hr);
    const salesOnA = await openLive(baseA, sales);
    await Promise.all([hrOnB.next('hello'), salesOnA.next('hello')]);

    const sent = await a.call({
      method: 'POST',
      url: `/api/chat/friends/${hrId}/messages`,
      token: sales,
      payload: { clientId: randomUUID(), msg: 'From process A' },
    });
    const message = sent.json().success as ChatMessage;
    const arrived = await hrOnB.next('message', (e) => e.message.id === message.id);
    expect(arrived.message.msg).toBe('From process A');

    await b.call({ method: 'POST', url: `/api/chat/friends/${salesId}/typing`, token: hr });
    await salesOnA.next('typing', (e) => e.userId === hrId);

    await b.call({ method: 'POST', url: `/api/chat/friends/${salesId}/read`, token: hr });
    await salesOnA.next('read', (e) => e.readerId === hrId && e.upToId >= message.id);
    hrOnB.close();
    salesOnA.close();
  });

  it('keeps a user online while a tab is open on either process; offline once both close', async () => {
    const [quotation, admin] = [await a.tokenFor('quotation'), await a.tokenFor('website-admin')];
    const quotationId = await a.userId('quotation');
    const watcher = await openLive(baseA, admin);
    await watcher.next('hello');

    const onA = await openLive(baseA, quotation);
    const onB = await openLive(baseB, quotation);
    await Promise.all([onA.next('hello'), onB.next('hello')]);
    expect((await friendOf(b, admin, quotationId)).status).toBe(1);

    onA.close(); // still connected on B
    await watcher.next('presence', (e) => e.userId === quotationId && e.online);
    // A has dropped its row: the user is online only through B's.
    const rows = async () =>
      (await a.database.pool.query('select process_id from chat_presence where user_id = $1', [quotationId]))
        .rows;
    await expect.poll(async () => (await rows()).length, { timeout: 30_000 }).toBe(1);
    expect((await friendOf(a, admin, quotationId)).status).toBe(1);
    expect(watcher.events.some((e) => e.type === 'presence' && e.userId === quotationId && !e.online)).toBe(
      false,
    );

    onB.close();
    const offline = await watcher.next('presence', (e) => e.userId === quotationId && !e.online);
    expect(offline.lastSeenAt).not.toBeNull();
    expect((await friendOf(a, admin, quotationId)).status).toBe(0);
    watcher.close();
  });

  it('pushes a notification created through process B to the bell of a tab on process A', async () => {
    const employee = await a.tokenFor('employee');
    const employeeId = await a.userId('employee');
    const tab = await openLive(baseA, employee);
    await tab.next('hello');
    await createNotification(b.database.db, {
      group: 'personal',
      userId: employeeId,
      title: 'Payslip ready',
      content: 'Your payslip for the month is ready.',
    });
    await tab.next('notifications');
    await createNotification(b.database.db, { group: 'all', title: 'Office closed', content: 'Holiday.' });
    await expect.poll(() => tab.events.filter((e) => e.type === 'notifications').length).toBe(2);
    tab.close();
  });

  it('closes the stream on process B when the session signs out through process A', async () => {
    const token = await a.tokenFor('verification');
    const tab = await openLive(baseB, token);
    await tab.next('hello');
    await a.call({ method: 'POST', url: '/api/logout', token });
    await tab.ended;
  });
});
