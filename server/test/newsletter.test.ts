/** The newsletter's double opt-in sign-up, its links and the website admin's list, on real PostgreSQL. */
import type { SubscriberPage } from '@managewell/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let admin: string;
let address = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.tokenFor('website-admin');
});
afterAll(async () => {
  await server?.close();
});

const signUp = (email: string, extra: object = {}, ip = `10.88.0.${++address}`) =>
  server.call({
    method: 'POST',
    url: '/api/website-frontend/newsletter',
    remoteAddress: ip,
    payload: { email, ...extra },
  });
const follow = (link: 'confirm' | 'unsubscribe', token: string) =>
  server.call({
    method: 'POST',
    url: `/api/website-frontend/newsletter/${link}`,
    remoteAddress: `10.89.0.${++address}`,
    payload: { token },
  });

async function mailsTo(email: string): Promise<string[]> {
  const { rows } = await server.database.pool.query<{ text_body: string }>(
    `select text_body from mail_outbox where to_address = $1 and about_kind = 'newsletter' order by id`,
    [email],
  );
  return rows.map((r) => r.text_body);
}
const tokenIn = (mail: string, path: string) =>
  new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail)?.[1] ?? '';
const list = async (query = '') =>
  (await server.call({ method: 'GET', url: `/api/website-admin/subscribers?${query}`, token: admin })).json()
    .success as SubscriberPage;

describe('newsletter sign-up', () => {
  it('keeps a pending row with consent time and address and mails a confirm and an unsubscribe link', async () => {
    const res = await signUp('Asha.Rao@Example.in', {}, '10.88.1.1');
    expect(res.statusCode).toBe(202);
    const mails = await mailsTo('asha.rao@example.in');
    expect(mails).toHaveLength(1);
    expect(tokenIn(mails[0]!, '/newsletter/confirm').length).toBeGreaterThan(30);
    expect(tokenIn(mails[0]!, '/newsletter/unsubscribe').length).toBeGreaterThan(30);
    const [row] = (await list('q=asha.rao')).items;
    expect(row).toMatchObject({ email: 'asha.rao@example.in', status: 'pending', consent_ip: '10.88.1.1' });
    expect(row!.consent_at).toMatch(/^\d{4}-/);
  });

  it('stores only the hashes of the tokens', async () => {
    await signUp('hash@example.in');
    const [mail] = await mailsTo('hash@example.in');
    const token = tokenIn(mail!, '/newsletter/confirm');
    const { rows } = await server.database.pool.query(
      `select * from newsletter_subscribers where email = 'hash@example.in'`,
    );
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('signing up twice keeps one row and sends no second mail at once', async () => {
    await Promise.all([signUp('twice@example.in'), signUp('TWICE@example.in')]);
    await signUp('twice@example.in');
    expect(await mailsTo('twice@example.in')).toHaveLength(1);
    expect((await list('q=twice@')).total).toBe(1);
  });

  it('confirms once: the link is single-use', async () => {
    await signUp('confirm@example.in');
    const token = tokenIn((await mailsTo('confirm@example.in'))[0]!, '/newsletter/confirm');
    const first = await follow('confirm', token);
    expect(first.statusCode).toBe(200);
    expect(first.json().success).toEqual({ status: 'confirmed' });
    expect((await follow('confirm', token)).statusCode).toBe(404);
    expect((await list('q=confirm@')).items[0]).toMatchObject({ status: 'confirmed' });
    // A confirmed address signing up again gets no mail.
    await signUp('confirm@example.in');
    expect(await mailsTo('confirm@example.in')).toHaveLength(1);
  });

  it('unsubscribes by the link in the mail, and refuses made-up tokens', async () => {
    await signUp('leave@example.in');
    const token = tokenIn((await mailsTo('leave@example.in'))[0]!, '/newsletter/unsubscribe');
    const res = await follow('unsubscribe', token);
    expect(res.json().success).toEqual({ status: 'unsubscribed' });
    expect((await list('q=leave@')).items[0]).toMatchObject({ status: 'unsubscribed' });
    expect((await follow('unsubscribe', 'x'.repeat(43))).statusCode).toBe(404);
    expect((await follow('confirm', 'not a token')).statusCode).toBe(400);
  });

  it('refuses an invalid address and drops a honeypot submission', async () => {
    expect((await signUp('not-an-email')).statusCode).toBe(400);
    const bot = await signUp('bot@example.in', { website: 'http://spam' });
    expect(bot.statusCode).toBe(202);
    expect(await mailsTo('bot@example.in')).toHaveLength(0);
  });

  it('is rate-limited per address like the other public forms', async () => {
    const limited = await startTestServer({ publicForms: { maxPerWindow: 2, windowMs: 15 * 60_000 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.call({
          method: 'POST',
          url: '/api/website-frontend/newsletter',
          remoteAddress: '10.90.0.1',
          payload: { email: `limit${i}@example.in` },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([202, 202, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('the pages the links land on', () => {
  it.each(['confirm', 'unsubscribe'] as const)(
    '/newsletter/%s is a public page, not indexed',
    async (action) => {
      const res = await server.call({
        method: 'GET',
        url: `/api/website-frontend/page?path=${encodeURIComponent(`/newsletter/${action}`)}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().success.page).toMatchObject({ kind: 'newsletter', action });
      expect(res.json().success.page.seo.noindex).toBe(true);
    },
  );
});

describe('the subscriber list (website admin)', () => {
  it('searches, filters, exports as CSV and removes', async () => {
    await signUp('list-one@example.in');
    await signUp('list-two@example.in');
    expect((await list('q=list-&status=pending')).total).toBe(2);

    const csv = await server.call({
      method: 'GET',
      url: '/api/website-admin/subscribers/export?format=csv&q=list-',
      token: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('list-one@example.in');
    expect(csv.body).toContain('E-mail');

    const id = (await list('q=list-one')).items[0]!.id;
    const removed = await server.call({
      method: 'DELETE',
      url: `/api/website-admin/subscribers/${id}`,
      token: admin,
    });
    expect(removed.statusCode).toBe(200);
    expect((await list('q=list-one')).total).toBe(0);
    const again = await server.call({
      method: 'DELETE',
      url: `/api/website-admin/subscribers/${id}`,
      token: admin,
    });
    expect(again.statusCode).toBe(404);
  });

  it('shows the website admin the confirmation mail in the outbox', async () => {
    await signUp('outbox-reader@example.in');
    const res = await server.call({ method: 'GET', url: '/api/outbox?pageSize=100', token: admin });
    expect(res.statusCode).toBe(200);
    const mails = (res.json() as { success: { items: { to: string; about: { kind: string } }[] } }).success
      .items;
    expect(mails.filter((m) => m.to === 'outbox-reader@example.in').map((m) => m.about.kind)).toEqual([
      'newsletter',
    ]);
  });

  it('is for website admins only', async () => {
    const sales = await server.tokenFor('sales');
    const res = await server.call({ method: 'GET', url: '/api/website-admin/subscribers', token: sales });
    expect(res.statusCode).toBe(403);
    expect((await server.call({ method: 'GET', url: '/api/website-admin/subscribers' })).statusCode).toBe(
      401,
    );
  });
});
