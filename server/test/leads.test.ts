import type { Lead, LeadHistoryEntry, LeadStats } from '@managewell/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadRequirements, leadSales } from '../src/pipeline/sales';
import { DEMO_LEAD_COUNT } from '../src/seed';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let verifier: string;
let sales: string;

beforeAll(async () => {
  server = await startTestServer();
  verifier = await server.tokenFor('verification');
  sales = await server.tokenFor('sales');
});
afterAll(() => server.close());

const list = async (query: string, token = verifier) => {
  const response = await server.call({ method: 'GET', url: `/api/leads${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().success as { items: Lead[]; total: number; page: number; pageSize: number };
};

const create = (payload: Record<string, unknown>) =>
  server.call({ method: 'POST', url: '/api/leads', token: verifier, payload });

describe('GET /api/leads', () => {
  it('lists each lead exactly as its detail shows it', async () => {
    const token = await server.tokenFor('verification');
    const page = await list('?pageSize=15&sort=city&order=asc');
    expect(page.items).toHaveLength(15);
    for (const item of page.items) {
      const detail = await server.call({ method: 'GET', url: `/api/leads/${item.id}`, token });
      expect(item).toEqual(detail.json().success);
    }
    expect(page.items[0]!.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('pages and sorts on the server', async () => {
    const page1 = await list('?page=1&pageSize=10&sort=created_at&order=desc');
    expect(page1.total).toBe(DEMO_LEAD_COUNT);
    expect(page1.items).toHaveLength(10);
    const page2 = await list('?page=2&pageSize=10&sort=created_at&order=desc');
    expect(page2.items[0]!.created_at <= page1.items[9]!.created_at).toBe(true);
    const names = (await list('?pageSize=50&sort=first_name&order=asc')).items.map((l) => l.first_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('filters by status, source and date, and searches name, e-mail and mobile digits', async () => {
    const rejected = await list('?status=rejected&pageSize=100');
    expect(rejected.total).toBeGreaterThan(0);
    expect(rejected.items.every((l) => l.status === 'rejected')).toBe(true);
    const referral = await list('?source=referral&pageSize=100');
    expect(referral.items.every((l) => l.source === 'referral')).toBe(true);

    const sample = (await list('?pageSize=1')).items[0]!;
    const byMobile = await list(
      `?q=${encodeURIComponent(`+91 ${sample.mobile.slice(0, 5)}-${sample.mobile.slice(5)}`)}`,
    );
    expect(byMobile.items.map((l) => l.id)).toContain(sample.id);
    const byName = await list(`?q=${encodeURIComponent(sample.first_name.toUpperCase())}&pageSize=100`);
    expect(
      byName.items.every((l) =>
        `${l.first_name} ${l.last_name} ${l.email}`.toLowerCase().includes(sample.first_name.toLowerCase()),
      ),
    ).toBe(true);

    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    const future = await list('?from=2099-01-01');
    expect(future.total).toBe(0);
    const upToToday = await list(`?to=${today}`);
    expect(upToToday.total).toBe(DEMO_LEAD_COUNT);
  });

  it('shows sales verified leads only, in the list and the detail', async () => {
    const all = await list('?pageSize=100', sales);
    expect(all.total).toBeGreaterThan(0);
    expect(all.items.every((l) => l.status === 'verified')).toBe(true);
    expect((await list('?status=new', sales)).total).toBe(0);
    const newLead = (await list('?status=new&pageSize=1')).items[0]!;
    const hidden = await server.call({ method: 'GET', url: `/api/leads/${newLead.id}`, token: sales });
    expect(hidden.statusCode).toBe(404);
    const shown = await server.call({ method: 'GET', url: `/api/leads/${all.items[0]!.id}`, token: sales });
    expect(shown.statusCode).toBe(200);
  });
});

describe('POST /api/leads', () => {
  it('sorts a name by the full name, then by id, both ways', async () => {
    const ids: number[] = [];
    for (const [last, mobile] of [
      ['Mehta', '9000044401'],
      ['Adani', '9000044402'],
      ['Mehta', '9000044403'],
      ['Kapoor', '9000044404'],
    ] as const) {
      const response = await create({ first_name: 'Zubin', last_name: last, mobile, source: 'website' });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().success.id);
    }
    const [mehta1, adani, mehta2, kapoor] = ids as [number, number, number, number];
    const order = async (dir: 'asc' | 'desc') =>
      (await list(`?q=Zubin&sort=first_name&order=${dir}&pageSize=100`)).items
        .filter((l) => l.first_name === 'Zubin')
        .map((l) => l.id);
    expect(await order('asc')).toEqual([adani, kapoor, mehta1, mehta2]);
    expect(await order('desc')).toEqual([mehta2, mehta1, kapoor, adani]);
  });

  it('creates a lead with a normalised mobile, history and 201', async () => {
    const response = await create({
      first_name: ' Kiran ',
      last_name: 'Rao',
      email: 'Kiran.Rao@Example.com',
      mobile: '+91 70000 11111',
      source: 'walk-in',
      city: 'Mysuru',
      interests: 'lap-pools',
      tags: ['villa'],
      deal_size: 1500000,
    });
    expect(response.statusCode, response.body).toBe(201);
    const lead = response.json().success as Lead;
    expect(lead).toMatchObject({
      first_name: 'Kiran',
      email: 'kiran.rao@example.com',
      mobile: '7000011111',
      mobile_code: '91',
      status: 'new',
      version: 1,
      tags: ['villa'],
      deal_size: 1500000,
      created_by: { username: 'verifier' },
    });
    const history = (
      await server.call({ method: 'GET', url: `/api/leads/${lead.id}/history`, token: verifier })
    ).json().success as LeadHistoryEntry[];
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      action: 'created',
      actor: { username: 'verifier' },
      changes: { first_name: { from: null, to: 'Kiran' }, mobile: { from: null, to: '7000011111' } },
    });
  });

  it('detects duplicates by mobile or e-mail unless allowed', async () => {
    const first = await create({
      first_name: 'Dup',
      mobile: '9000022222',
      email: 'dup@example.com',
      source: 'website',
    });
    expect(first.statusCode).toBe(201);
    const byMobile = await create({ first_name: 'Other', mobile: '09000022222', source: 'website' });
    expect(byMobile.statusCode).toBe(409);
    expect(byMobile.json()).toMatchObject({
      code: 'DUPLICATE_LEAD',
      details: [{ id: first.json().success.id, matchedOn: ['mobile'] }],
    });
    const byEmail = await create({
      first_name: 'Other',
      mobile: '9000033333',
      email: 'DUP@example.com',
      source: 'website',
    });
    expect(byEmail.json().details[0].matchedOn).toEqual(['email']);
    const allowed = await create({
      first_name: 'Other',
      mobile: '9000022222',
      source: 'website',
      allowDuplicate: true,
    });
    expect(allowed.statusCode).toBe(201);
  });
});

describe('editing, verifying and rejecting', () => {
  const base = { first_name: 'Sunil', mobile: '9111122222', source: 'phone-call' as const };

  it('saves an edit on the current version, refuses a stale one, and records field changes', async () => {
    const lead = (await create(base)).json().success as Lead;
    const edit = await server.call({
      method: 'PATCH',
      url: `/api/leads/${lead.id}`,
      token: verifier,
      payload: { ...base, city: 'Pune', version: 1 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().success).toMatchObject({ city: 'Pune', version: 2 });
    const stale = await server.call({
      method: 'PATCH',
      url: `/api/leads/${lead.id}`,
      token: verifier,
      payload: { ...base, city: 'Nagpur', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/reload/i) });
    const history = (
      await server.call({ method: 'GET', url: `/api/leads/${lead.id}/history`, token: verifier })
    ).json().success as LeadHistoryEntry[];
    expect(history[0]).toMatchObject({ action: 'updated', changes: { city: { from: null, to: 'Pune' } } });
    expect(Object.keys(history[0]!.changes)).toEqual(['city']);
  });

  it('keeps a business customer’s GSTIN and billing address, registered in the billing or site state', async () => {
    const gst = { gstin: '27aabct3518q1zw', billing_address: '4th floor, Trade Centre, Pune 411001' };
    const wrongState = await create({ ...base, mobile: '9111133333', ...gst, billing_state: 'Goa' });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json().fields.gstin).toMatch(/site's state or of the billing state/);
    const badChecksum = await create({ ...base, mobile: '9111133333', gstin: '27AABCT3518Q1ZA' });
    expect(badChecksum.statusCode).toBe(400);
    expect(badChecksum.json().fields.gstin).toMatch(/valid 15-character GSTIN/);
    const created = await create({ ...base, mobile: '9111133333', ...gst, billing_state: 'Maharashtra' });
    expect(created.statusCode, created.body).toBe(201);
    const lead = created.json().success as Lead;
    expect(lead).toMatchObject({ gstin: '27AABCT3518Q1ZW', billing_state: 'Maharashtra' });
    // Once sales records a site in Maharashtra, the billing state may be elsewhere.
    await server.database.db.insert(leadRequirements).values({
      leadId: lead.id,
      projectType: 'residential',
      siteAddress: 'Plot 4, Baner, Pune',
      siteState: 'Maharashtra',
      lengthM: 10,
      widthM: 5,
      shallowDepthM: 1,
      deepDepthM: 2,
      shape: 'rectangular',
      finish: 'renolit-alkorplan-membrane',
      filtration: 'sand-filter',
      heating: 'none',
      lighting: 'led-white',
    });
    const edit = await server.call({
      method: 'PATCH',
      url: `/api/leads/${lead.id}`,
      token: verifier,
      payload: { ...base, mobile: '9111133333', ...gst, billing_state: 'Karnataka', version: lead.version },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().success).toMatchObject({ billing_state: 'Karnataka', gstin: '27AABCT3518Q1ZW' });
    const cleared = await server.call({
      method: 'PATCH',
      url: `/api/leads/${lead.id}`,
      token: verifier,
      payload: { ...base, mobile: '9111133333', gstin: '', version: lead.version + 1 },
    });
    expect(cleared.json().success).toMatchObject({ gstin: null, billing_address: null });
  });

  it('warns when an edit gives a lead another lead’s mobile or e-mail, and saves when allowed', async () => {
    const first = (await create({ ...base, mobile: '9444466666', email: 'meena@example.in' })).json()
      .success as Lead;
    const second = (await create({ ...base, mobile: '9444477777' })).json().success as Lead;
    const patch = (payload: Record<string, unknown>) =>
      server.call({ method: 'PATCH', url: `/api/leads/${second.id}`, token: verifier, payload });

    // Its own unchanged mobile is no duplicate of itself.
    expect((await patch({ ...base, mobile: '9444477777', city: 'Thane', version: 1 })).statusCode).toBe(200);
    const clash = await patch({ ...base, mobile: '+91 94444 66666', version: 2 });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: 'DUPLICATE_LEAD',
      details: [{ id: first.id, matchedOn: ['mobile'] }],
    });
    const byEmail = await patch({ ...base, mobile: '9444477777', email: 'MEENA@example.in', version: 2 });
    expect(byEmail.json()).toMatchObject({
      code: 'DUPLICATE_LEAD',
      details: [{ id: first.id, matchedOn: ['email'] }],
    });
    const allowed = await patch({ ...base, mobile: '9444466666', version: 2, allowDuplicate: true });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().success).toMatchObject({ mobile: '9444466666', version: 3 });
  });

  it('verifies a new lead and notifies sales', async () => {
    const lead = (await create({ ...base, mobile: '9222233333', last_name: 'Patil', city: 'Nashik' })).json()
      .success as Lead;
    const verify = await server.call({
      method: 'POST',
      url: `/api/leads/${lead.id}/verify`,
      token: verifier,
      payload: { version: 1 },
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().success).toMatchObject({ status: 'verified', version: 2 });
    // Sales takes the lead over in the same transaction (the hook app.ts registers).
    const [handed] = await server.database.db.select().from(leadSales).where(eq(leadSales.leadId, lead.id));
    expect(handed).toMatchObject({ stage: 'to_call' });
    const salesId = await server.userId('sales');
    const notes = (
      await server.call({
        method: 'GET',
        url: `/api/notification/getEmployeeNotification/${salesId}`,
        token: sales,
      })
    ).json().success;
    expect(notes.roleNotification[0].title).toBe('New verified lead: Sunil Patil, Nashik');
    // Clicking it opens the lead in sales.
    expect(notes.roleNotification[0].link).toBe(`/app/sales/leads/${lead.id}`);
    const again = await server.call({
      method: 'POST',
      url: `/api/leads/${lead.id}/verify`,
      token: verifier,
      payload: { version: 2 },
    });
    expect(again.statusCode).toBe(409);
  });

  it('rejects a new lead with a reason; a rejected lead can be re-verified', async () => {
    const lead = (await create({ ...base, mobile: '9333344444' })).json().success as Lead;
    const noReason = await server.call({
      method: 'POST',
      url: `/api/leads/${lead.id}/reject`,
      token: verifier,
      payload: { version: 1, reason: '' },
    });
    expect(noReason.json().fields.reason).toBe('Please give the reason for rejecting this lead.');
    const reject = await server.call({
      method: 'POST',
      url: `/api/leads/${lead.id}/reject`,
      token: verifier,
      payload: { version: 1, reason: 'Not interested any more' },
    });
    expect(reject.json().success).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Not interested any more',
    });
    const history = (
      await server.call({ method: 'GET', url: `/api/leads/${lead.id}/history`, token: verifier })
    ).json().success as LeadHistoryEntry[];
    expect(history[0]).toMatchObject({ action: 'rejected', reason: 'Not interested any more' });
    const reverify = await server.call({
      method: 'POST',
      url: `/api/leads/${lead.id}/verify`,
      token: verifier,
      payload: { version: 2 },
    });
    expect(reverify.json().success).toMatchObject({ status: 'verified', rejection_reason: null });
  });

  it('answers 404 for a missing lead', async () => {
    const response = await server.call({ method: 'GET', url: '/api/leads/999999', token: verifier });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/leads/stats', () => {
  it('counts by status and source, with 30 days of per-day counts', async () => {
    const stats = (await server.call({ method: 'GET', url: '/api/leads/stats', token: verifier })).json()
      .success as LeadStats;
    const total = Number((await server.database.pool.query('select count(*) from leads')).rows[0].count);
    expect(stats.total).toBe(total);
    expect(Object.keys(stats.byStatus).sort()).toEqual(['merged', 'new', 'rejected', 'verified']);
    expect(Object.values(stats.bySource).reduce((a, b) => a + (b ?? 0), 0)).toBe(total);
    expect(stats.perDay).toHaveLength(30);
    expect(stats.perDay.at(-1)!.date).toBe(
      new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }),
    );
    const recent = Number(
      (
        await server.database.pool.query(
          `select count(*) from leads where (created_at at time zone 'Asia/Kolkata')::date >= $1::date`,
          [stats.perDay[0]!.date],
        )
      ).rows[0].count,
    );
    expect(stats.perDay.reduce((sum, d) => sum + d.count, 0)).toBe(recent);
  });
});
