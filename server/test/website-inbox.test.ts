/** The website leads inbox's own handling (status, assignee, notes, replies, hand-over, bulk), on real PostgreSQL. */
import type { InboxBulkAnswer, WebsiteLeadDetail, WebsiteLeadPage } from '@managewell/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let admin: string;
let adminId: number;
let address = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.tokenFor('website-admin');
  adminId = await server.userId('website-admin');
});
afterAll(async () => {
  await server?.close();
});

const get = (url: string, token = admin) => server.call({ method: 'GET', url, token });
const send = (method: 'POST' | 'PATCH', url: string, payload: object, token = admin) =>
  server.call({ method, url, token, payload });

async function enquiry(name: string, phone: string): Promise<number> {
  const sent = await server.call({
    method: 'POST',
    url: '/api/website-frontend/enquiry',
    remoteAddress: `10.77.0.${++address}`,
    payload: { name, email: `${phone}@example.com`, phone, service: 'other', message: 'A pool, please' },
  });
  expect(sent.statusCode).toBe(201);
  return sent.json().success.id as number;
}

const detail = async (id: number) =>
  (await get(`/api/website-admin/leads/${id}`)).json().success as WebsiteLeadDetail;
const inbox = async (extra = '') =>
  (await get(`/api/website-admin/leads?form=enquiry&pageSize=100${extra}`)).json().success as WebsiteLeadPage;

describe('the website leads inbox', () => {
  it('opens a lead as new and unassigned, then keeps its status, assignee and internal notes', async () => {
    const id = await enquiry('Inbox Detail', '9876512001');
    const first = await detail(id);
    expect(first).toMatchObject({
      id,
      inbox_status: 'new',
      assignee: null,
      internal_notes: null,
      version: 0,
    });
    expect(first.replies).toEqual([]);

    const saved = await send('PATCH', `/api/website-admin/leads/${id}`, {
      status: 'contacted',
      assignee_id: adminId,
      internal_notes: 'Called once, call back Monday',
      version: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().success).toMatchObject({
      inbox_status: 'contacted',
      assignee: { id: adminId },
      internal_notes: 'Called once, call back Monday',
      version: 1,
    });
    const row = (await inbox()).items.find((l) => l.id === id);
    expect(row).toMatchObject({ inbox_status: 'contacted', assignee: { id: adminId } });

    // A stale version is refused, nothing changes.
    const stale = await send('PATCH', `/api/website-admin/leads/${id}`, {
      status: 'new',
      assignee_id: null,
      internal_notes: null,
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect((await detail(id)).inbox_status).toBe('contacted');
  });

  it('refuses an assignee who is not a website admin, and a lead that is not a website lead', async () => {
    const id = await enquiry('Inbox Assignee', '9876512002');
    const sales = await server.userId('sales');
    const wrong = await send('PATCH', `/api/website-admin/leads/${id}`, {
      status: 'new',
      assignee_id: sales,
      internal_notes: null,
      version: 0,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toHaveProperty('assignee_id');
    const { rows } = await server.database.pool.query<{ id: number }>(
      `select id from leads where source not in ('enquiry', 'contact', 'career') limit 1`,
    );
    expect((await get(`/api/website-admin/leads/${rows[0]!.id}`)).statusCode).toBe(404);
  });

  it('replies by e-mail through the outbox without the internal notes, and marks a new lead contacted', async () => {
    const id = await enquiry('Inbox Reply', '9876512003');
    await send('PATCH', `/api/website-admin/leads/${id}`, {
      status: 'new',
      assignee_id: null,
      internal_notes: 'SECRET: low budget',
      version: 0,
    });
    const sent = await send('POST', `/api/website-admin/leads/${id}/reply`, {
      subject: 'Your pool enquiry',
      message: 'Thank you, we will call you tomorrow.',
    });
    expect(sent.statusCode).toBe(201);
    const mailId = sent.json().success.mail_id as number;
    const { rows } = await server.database.pool.query<{
      to_address: string;
      text_body: string;
      subject: string;
    }>(`select to_address, text_body, subject from mail_outbox where id = $1`, [mailId]);
    expect(rows[0]).toMatchObject({ to_address: '9876512003@example.com', subject: 'Your pool enquiry' });
    expect(rows[0]!.text_body).not.toContain('SECRET');
    const after = await detail(id);
    expect(after.inbox_status).toBe('contacted');
    expect(after.replies).toEqual([expect.objectContaining({ id: mailId, subject: 'Your pool enquiry' })]);
  });

  it('hands a lead to verification once: the second call answers the same lead', async () => {
    const id = await enquiry('Inbox Verification', '9876512004');
    const first = await send('POST', `/api/website-admin/leads/${id}/verification`, {});
    expect(first.json().success).toEqual({ lead_id: id, created: true });
    const second = await send('POST', `/api/website-admin/leads/${id}/verification`, {});
    expect(second.json().success).toEqual({ lead_id: id, created: false });
    expect(await detail(id)).toMatchObject({ inbox_status: 'converted', verification_lead_id: id });
  });

  it('bulk: marks spam (hidden from the list until asked for), assigns, deletes and restores', async () => {
    const a = await enquiry('Bulk One', '9876512005');
    const b = await enquiry('Bulk Two', '9876512006');
    const spam = await send('POST', '/api/website-admin/leads/bulk', {
      ids: [a, b],
      action: 'status',
      status: 'spam',
    });
    expect(spam.statusCode).toBe(200);
    expect(spam.json().success as InboxBulkAnswer).toEqual({
      changed: 2,
      before: [
        { id: a, status: 'new', assignee_id: null },
        { id: b, status: 'new', assignee_id: null },
      ],
    });
    expect((await inbox()).items.map((l) => l.id)).not.toContain(a);
    expect((await inbox('&status=spam')).items.map((l) => l.id)).toEqual(expect.arrayContaining([a, b]));

    const assigned = await send('POST', '/api/website-admin/leads/bulk', {
      ids: [a, b],
      action: 'assign',
      assignee_id: adminId,
    });
    expect(assigned.json().success.changed).toBe(2);

    await send('POST', '/api/website-admin/leads/bulk', { ids: [a], action: 'delete' });
    expect((await inbox('&status=spam')).items.map((l) => l.id)).not.toContain(a);
    expect((await get(`/api/website-admin/leads/${a}`)).statusCode).toBe(404);
    await send('POST', '/api/website-admin/leads/bulk', { ids: [a], action: 'restore' });
    expect(await detail(a)).toMatchObject({ inbox_status: 'spam', assignee: { id: adminId } });
  });

  it('bulk refuses a missing status, an unknown lead, and other roles', async () => {
    const a = await enquiry('Bulk Refused', '9876512007');
    expect(
      (await send('POST', '/api/website-admin/leads/bulk', { ids: [a], action: 'status' })).statusCode,
    ).toBe(400);
    const unknown = await send('POST', '/api/website-admin/leads/bulk', {
      ids: [a, 2_000_000_000],
      action: 'delete',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await get(`/api/website-admin/leads/${a}`)).statusCode).toBe(200);
    const sales = await server.tokenFor('sales');
    expect(
      (await send('POST', '/api/website-admin/leads/bulk', { ids: [a], action: 'delete' }, sales)).statusCode,
    ).toBe(403);
  });
});
