import { randomUUID } from 'node:crypto';
import {
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES_PER_MINUTE,
  type ChatMessage,
  type Conversation,
  type Friend,
  ROLES,
} from '@managewell/api/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createNotification } from '../src/workplace/notifications/service';
import { startTestServer, type TestServer } from './helpers';
import { listenLocally, openLive } from './live-client';

vi.setConfig({ testTimeout: 60_000 });

let server: TestServer;
let base: string;
let sales: string;
let hr: string;
let quotation: string;
let salesId: number;
let hrId: number;
let quotationId: number;

beforeAll(async () => {
  server = await startTestServer();
  base = await listenLocally(server.app);
  [sales, hr, quotation] = await Promise.all([
    server.tokenFor('sales'),
    server.tokenFor('hr'),
    server.tokenFor('quotation'),
  ]);
  [salesId, hrId, quotationId] = await Promise.all([
    server.userId('sales'),
    server.userId('hr'),
    server.userId('quotation'),
  ]);
});
afterAll(() => server.close());

const friends = async (token: string, q?: string) => {
  const url = q === undefined ? '/api/chat/friends' : `/api/chat/friends?q=${encodeURIComponent(q)}`;
  const response = await server.call({ method: 'GET', url, token });
  expect(response.statusCode).toBe(200);
  return response.json().success as Friend[];
};
const send = (token: string, to: number, msg: string, clientId: string = randomUUID()) =>
  server.call({ method: 'POST', url: `/api/chat/friends/${to}/messages`, token, payload: { clientId, msg } });
const messages = async (token: string, friend: number, query = '') => {
  const response = await server.call({
    method: 'GET',
    url: `/api/chat/friends/${friend}/messages${query}`,
    token,
  });
  expect(response.statusCode).toBe(200);
  return response.json().success as Conversation;
};
const read = (token: string, friend: number) =>
  server.call({ method: 'POST', url: `/api/chat/friends/${friend}/read`, token });

describe('friend list', () => {
  it('lists every active colleague but me, sorted by name, with role, initials and unread count', async () => {
    const list = await friends(sales);
    expect(list.some((f) => f.id === salesId)).toBe(false);
    expect(list.length).toBeGreaterThanOrEqual(5);
    const names = list.map((f) => f.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const kavita = list.find((f) => f.id === hrId)!;
    expect(kavita).toMatchObject({ name: 'Kavita Deshpande', role: 'hr', initials: 'KD', status: 0 });
    // The demo's colleagues were last seen a while ago ("N minutes ago"), HR never.
    expect(kavita.lastSeenAt).toBeNull();
    const priya = list.find((f) => f.role === 'verification')!;
    expect(Date.parse(priya.lastSeenAt!)).toBeLessThan(Date.now());
  });

  it('filters by name, case-insensitively; wildcards are plain text', async () => {
    expect((await friends(sales, 'kAvItA')).map((f) => f.id)).toEqual([hrId]);
    expect(await friends(sales, '%')).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await server.call({ method: 'GET', url: '/api/chat/friends' })).statusCode).toBe(401);
  });
});

describe('conversation', () => {
  it("has no messages before the first one ('CHAT NOT FOUND' on the client)", async () => {
    // HR and quotation have no demo conversation.
    expect(await messages(hr, quotationId)).toEqual({ friend_id: quotationId, messages: [], more: false });
  });

  it('stores a message once per client id, counts it unread, and marks it read on opening', async () => {
    const clientId = randomUUID();
    const first = await send(sales, hrId, 'Site visit at 4 pm? 🏊', clientId);
    expect(first.statusCode).toBe(201);
    const retry = await send(sales, hrId, 'Site visit at 4 pm? 🏊', clientId);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().success.id).toBe(first.json().success.id);

    const conversation = await messages(hr, salesId);
    expect(conversation.messages.filter((m) => m.clientId === clientId)).toHaveLength(1);
    expect((await friends(hr)).find((f) => f.id === salesId)!.new).toBe(1);

    const marked = await read(hr, salesId);
    expect(marked.json().success.upToId).toBe(first.json().success.id);
    expect((await friends(hr)).find((f) => f.id === salesId)!.new).toBe(0);
    const seen = (await messages(sales, hrId)).messages.find((m) => m.clientId === clientId)!;
    expect(seen.readAt).not.toBeNull();
    // Nothing more to mark.
    expect((await read(hr, salesId)).json().success.upToId).toBeNull();
  });

  it('refuses a client id reused for another person', async () => {
    const clientId = randomUUID();
    expect((await send(sales, hrId, 'one', clientId)).statusCode).toBe(201);
    expect((await send(sales, quotationId, 'two', clientId)).statusCode).toBe(409);
  });

  it('keeps text as text and enforces the length limit with a clear message', async () => {
    const html = '<img src=x onerror=alert(1)> <b>bold</b>';
    const sent = await send(quotation, hrId, html);
    expect(sent.json().success.msg).toBe(html);
    const tooLong = await send(quotation, hrId, 'a'.repeat(CHAT_MESSAGE_MAX + 1));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields.msg).toContain(`${CHAT_MESSAGE_MAX}`);
    const empty = await send(quotation, hrId, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.msg).toBe('Please write a message.');
  });

  it('pages older messages, oldest first within a page, and catches up after an id', async () => {
    // Website admin and HR have no demo conversation.
    const admin = await server.tokenFor('website-admin');
    const adminId = await server.userId('website-admin');
    const sentIds: number[] = [];
    for (let i = 0; i < 25; i++) sentIds.push((await send(admin, hrId, `m${i}`)).json().success.id);
    for (let i = 0; i < 10; i++) sentIds.push((await send(hr, adminId, `r${i}`)).json().success.id);
    const newest = await messages(admin, hrId);
    expect(newest.messages).toHaveLength(30);
    expect(newest.more).toBe(true);
    const ids = newest.messages.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids.at(-1)).toBe(sentIds.at(-1));
    const older = await messages(admin, hrId, `?before=${ids[0]}`);
    expect(older.messages.map((m) => m.id)).toEqual(sentIds.slice(0, 5));
    expect(older.more).toBe(false);
    const after = await messages(admin, hrId, `?after=${sentIds[32]}`);
    expect(after.messages.map((m) => m.id)).toEqual(sentIds.slice(33));
  });

  it('is readable only by its two people: another pair sees only their own messages', async () => {
    await send(sales, hrId, 'private to HR');
    // Quotation asks for "its conversation with sales" and gets only messages it is part of.
    const theirs = await messages(quotation, salesId);
    expect(theirs.messages.every((m) => m.senderId === quotationId || m.recipientId === quotationId)).toBe(
      true,
    );
    expect(theirs.messages.some((m) => m.msg === 'private to HR')).toBe(false);
    // Oneself and unknown people: 404.
    expect(
      (
        await server.call({
          method: 'GET',
          url: `/api/chat/friends/${quotationId}/messages`,
          token: quotation,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await server.call({ method: 'GET', url: '/api/chat/friends/999999/messages', token: quotation }))
        .statusCode,
    ).toBe(404);
    expect((await send(quotation, 999999, 'hello')).statusCode).toBe(404);
  });

  it('limits how many messages a person sends per minute', async () => {
    const employee = await server.tokenFor('employee');
    let status = 0;
    for (let i = 0; i <= CHAT_MESSAGES_PER_MINUTE; i++)
      status = (await send(employee, hrId, `hi ${i}`)).statusCode;
    expect(status).toBe(429);
    const refused = await send(employee, hrId, 'one more');
    expect(refused.json().message).toContain(`${CHAT_MESSAGES_PER_MINUTE} messages a minute`);
  });
});

describe('live channel', () => {
  it('refuses a request without a valid token, and any query', async () => {
    expect((await fetch(`${base}/api/live`)).status).toBe(401);
    const junk = await fetch(`${base}/api/live?x=1`, { headers: { authorization: `Bearer ${sales}` } });
    expect(junk.status).toBe(400);
  });

  it('opens for every role (the access matrix skips streams)', async () => {
    for (const role of ROLES) {
      const tab = await openLive(base, await server.tokenFor(role));
      await tab.next('hello');
      tab.close();
    }
  });

  it('delivers messages to every tab of both people, typing, read receipts and presence', async () => {
    const salesTab1 = await openLive(base, sales);
    const salesTab2 = await openLive(base, sales);
    const hrTab = await openLive(base, hr);
    await Promise.all([salesTab1.next('hello'), salesTab2.next('hello'), hrTab.next('hello')]);
    expect((await friends(hr)).find((f) => f.id === salesId)!.status).toBe(1);

    const sent = (await send(hr, salesId, 'Live hello')).json().success as ChatMessage;
    for (const tab of [salesTab1, salesTab2, hrTab]) {
      const arrived = await tab.next('message', (e) => e.message.id === sent.id);
      expect(arrived.message.msg).toBe('Live hello');
    }
    await server.call({ method: 'POST', url: `/api/chat/friends/${salesId}/typing`, token: hr });
    await salesTab1.next('typing', (e) => e.userId === hrId);

    await read(sales, hrId);
    const receipt = await hrTab.next('read', (e) => e.readerId === salesId);
    expect(receipt.upToId).toBeGreaterThanOrEqual(sent.id);
    await salesTab2.next('read', (e) => e.readerId === salesId); // the other tab clears its count

    // Sales stays online while one tab is open; offline with a last-seen time when both close.
    salesTab1.close();
    salesTab2.close();
    const offline = await hrTab.next('presence', (e) => e.userId === salesId && !e.online);
    expect(offline.lastSeenAt).not.toBeNull();
    const seen = (await friends(hr)).find((f) => f.id === salesId)!;
    expect(seen.status).toBe(0);
    expect(seen.lastSeenAt).not.toBeNull();
    hrTab.close();
  });

  it('tells a tab when a notification is created for it, and when another tab marks read', async () => {
    const hrTab = await openLive(base, hr);
    const salesTab = await openLive(base, sales);
    await Promise.all([hrTab.next('hello'), salesTab.next('hello')]);
    const before = hrTab.events.length;
    await createNotification(server.database.db, {
      group: 'personal',
      userId: hrId,
      title: 'Leave approved',
      content: 'x',
    });
    await hrTab.next('notifications');
    await createNotification(server.database.db, {
      group: 'role',
      role: 'sales',
      title: 'New lead',
      content: 'y',
    });
    await salesTab.next('notifications');
    expect(hrTab.events.slice(before).filter((e) => e.type === 'notifications')).toHaveLength(1);

    const mine = await server.call({
      method: 'GET',
      url: `/api/notification/getEmployeeNotification/${hrId}`,
      token: hr,
    });
    const id = mine.json().success.myNotification[0].id;
    const otherTab = await openLive(base, hr);
    await otherTab.next('hello');
    await server.call({
      method: 'GET',
      url: `/api/notification/updateEmployeeNotificationReadStatus/${id}`,
      token: hr,
    });
    await otherTab.next('notifications');
    for (const tab of [hrTab, salesTab, otherTab]) tab.close();
  });

  it('is closed when the session signs out', async () => {
    const token = await server.tokenFor('verification');
    const tab = await openLive(base, token);
    await tab.next('hello');
    await server.call({ method: 'POST', url: '/api/logout', token });
    await tab.ended;
    expect((await fetch(`${base}/api/live`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      401,
    );
  });

  it('sends a personal notification to an offline recipient, once until read', async () => {
    const adminToken = await server.tokenFor('website-admin');
    const quotationNotes = async () =>
      (
        await server.call({
          method: 'GET',
          url: `/api/notification/getEmployeeNotification/${quotationId}`,
          token: quotation,
        })
      ).json().success.myNotification as { title: string }[];
    await send(adminToken, quotationId, 'first');
    await send(adminToken, quotationId, 'second');
    const fromAdmin = (await quotationNotes()).filter(
      (n) => n.title === 'New message from Rajesh Kumar Menon',
    );
    expect(fromAdmin).toHaveLength(1);
  });
});
