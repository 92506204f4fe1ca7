import type {
  ChecklistItem,
  LeadRequirement,
  Page,
  SalesDashboard,
  SalesFile,
  SalesLeadDetail,
  SalesLeadSummary,
} from '@managewell/api/contract';
import { isoToKolkata, PAST_FOLLOW_UP_MESSAGE } from '@managewell/api/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../src/pipeline/leads';
import { remindDueFollowUps } from '../src/pipeline/sales/reminders';
import { leadSales } from '../src/pipeline/sales/schema';
import { users } from '../src/platform/db/schema';
import { mailsAbout } from '../src/workplace/mail';
import { mailOutbox } from '../src/workplace/mail/schema';
import { notifications } from '../src/workplace/notifications';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let sales: string;
let quotation: string;
let verifier: string;

beforeAll(async () => {
  server = await startTestServer();
  [sales, quotation, verifier] = await Promise.all([
    server.tokenFor('sales'),
    server.tokenFor('quotation'),
    server.tokenFor('verification'),
  ]);
});
afterAll(() => server.close());

const get = async <T>(url: string, token = sales) => {
  const response = await server.call({ method: 'GET', url, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().success as T;
};
const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: unknown, token = sales) =>
  server.call({ method, url, token, payload: payload as Record<string, unknown> });

const leadInStage = async (stage: string) => {
  const page = await get<Page<SalesLeadSummary>>(`/api/sales/leads?stage=${stage}&pageSize=1`);
  expect(page.items.length, `a demo lead at ${stage}`).toBe(1);
  return page.items[0]!;
};

const requirement = {
  project_type: 'infinity-pools',
  site_address: 'Villa 9, Hill Road, Lonavala',
  site_state: 'Maharashtra',
  length_m: 12,
  width_m: 5,
  shallow_depth_m: 1.2,
  deep_depth_m: 1.8,
  shape: 'rectangular',
  finish: 'renolit-alkorplan-touch',
  filtration: 'sand-filter',
  heating: 'heat-pump',
  lighting: 'led-rgb',
  accessories: ['ladder'],
  budget_min_paise: 20_00_000_00,
  budget_max_paise: 30_00_000_00,
};

function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer; type: string }) {
  const boundary = '----salesTestBoundary7MA4YWxk';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#3399ff' } })
    .png()
    .toBuffer();

const upload = async (
  leadId: number,
  kind: string,
  file: { name: string; content: Buffer; type: string },
) => {
  const body = multipart({ kind, title: 'Drawing' }, file);
  return server.call({ method: 'POST', url: `/api/sales/leads/${leadId}/files`, token: sales, ...body });
};

describe('roles', () => {
  it('lets only sales use the sales pages; quotation reads requirements and files', async () => {
    for (const token of [verifier, quotation]) {
      const response = await server.call({ method: 'GET', url: '/api/sales/leads', token });
      expect(response.statusCode).toBe(403);
    }
    expect(
      (await server.call({ method: 'GET', url: '/api/sales/dashboard', token: verifier })).statusCode,
    ).toBe(403);
    expect((await server.call({ method: 'GET', url: '/api/sales/leads' })).statusCode).toBe(401);
    const lead = await leadInStage('costing_requested');
    const r = await get<LeadRequirement>(`/api/sales/leads/${lead.id}/requirement`, quotation);
    expect(r.metrics.areaM2).toBeGreaterThan(0);
  });

  it('shows sales no lead outside sales (404), whatever id is put in the address', async () => {
    const newLead = await server.call({
      method: 'GET',
      url: '/api/leads?status=new&pageSize=1',
      token: verifier,
    });
    const id = newLead.json().success.items[0].id;
    expect(
      (await server.call({ method: 'GET', url: `/api/sales/leads/${id}`, token: sales })).statusCode,
    ).toBe(404);
    expect(
      (await server.call({ method: 'GET', url: '/api/sales/leads/999999', token: sales })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/sales/leads (work queues)', () => {
  it('lists the call queue: to call, call back, unreachable and interested only', async () => {
    const page = await get<Page<SalesLeadSummary>>('/api/sales/leads?queue=calls&pageSize=100');
    expect(page.total).toBeGreaterThan(5);
    expect(new Set(page.items.map((l) => l.stage))).toEqual(
      new Set(['to_call', 'call_back', 'unreachable', 'interested']),
    );
  });

  it('pages, sorts, searches and filters on the server', async () => {
    const all = await get<Page<SalesLeadSummary>>(
      '/api/sales/leads?queue=calls&pageSize=100&sort=first_name&order=asc',
    );
    const names = all.items.map((l) => l.first_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const page2 = await get<Page<SalesLeadSummary>>(
      '/api/sales/leads?queue=calls&pageSize=3&page=2&sort=first_name&order=asc',
    );
    expect(page2.items.map((l) => l.id)).toEqual(all.items.slice(3, 6).map((l) => l.id));
    const sample = all.items[4]!;
    const found = await get<Page<SalesLeadSummary>>(`/api/sales/leads?queue=calls&q=${sample.mobile}`);
    expect(found.items.map((l) => l.id)).toEqual([sample.id]);
    const overdue = await get<Page<SalesLeadSummary>>(
      '/api/sales/leads?queue=calls&due=overdue&pageSize=100',
    );
    expect(overdue.items.every((l) => l.next_follow_up_at! < new Date().toISOString())).toBe(true);
    const past = await get<Page<SalesLeadSummary>>('/api/sales/leads?queue=calls&page=50');
    expect(past.items).toEqual([]);
    expect(past.total).toBe(all.total);
  });

  it('sorts a name by the full name, then by id', async () => {
    const all = await get<Page<SalesLeadSummary>>('/api/sales/leads?queue=calls&pageSize=100');
    const [a, b, c] = [...all.items].sort((x, y) => x.id - y.id).slice(0, 3) as [
      SalesLeadSummary,
      SalesLeadSummary,
      SalesLeadSummary,
    ];
    expect(all.total, 'the whole queue on one page').toBeLessThanOrEqual(100);
    // Three leads of one first name whose last names run against their ids.
    for (const [lead, last] of [
      [a, 'Reddy'],
      [b, 'Reddy'],
      [c, 'Bhat'],
    ] as const)
      await server.site.db
        .update(leads)
        .set({ firstName: 'Aaa', lastName: last })
        .where(eq(leads.id, lead.id));
    const named = async (dir: 'asc' | 'desc') =>
      (
        await get<Page<SalesLeadSummary>>(
          `/api/sales/leads?queue=calls&pageSize=100&sort=first_name&order=${dir}`,
        )
      ).items
        .filter((l) => l.first_name === 'Aaa')
        .map((l) => l.id);
    expect(await named('asc')).toEqual([c.id, a.id, b.id]);
    expect(await named('desc')).toEqual([b.id, a.id, c.id]);
  });

  it('answers 400 with field messages for a bad query', async () => {
    const response = await server.call({
      method: 'GET',
      url: '/api/sales/leads?queue=nowhere&sort=x',
      token: sales,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['queue', 'sort']);
    const date = await server.call({ method: 'GET', url: '/api/sales/leads?from=2026-02-30', token: sales });
    expect(date.json().fields).toEqual({ from: 'This is not a real date.' });
  });
});

describe('calls and stages', () => {
  it('logs a call: stage moved, follow-up set in Asia/Kolkata, call and history recorded, caller owns the lead', async () => {
    const lead = await leadInStage('to_call');
    const response = await send('POST', `/api/sales/leads/${lead.id}/calls`, {
      outcome: 'call_back',
      note: 'In a meeting',
      next_follow_up: '2030-01-15T16:30',
      version: lead.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().success as SalesLeadDetail;
    expect(detail.sales).toMatchObject({
      stage: 'call_back',
      next_follow_up_at: '2030-01-15T11:00:00.000Z',
      version: lead.version + 1,
      owner: { username: 'sales' },
    });
    expect(detail.calls[0]).toMatchObject({ outcome: 'call_back', note: 'In a meeting' });
    expect(detail.history.map((h) => h.action)).toEqual(
      expect.arrayContaining(['call_logged', 'stage_changed']),
    );

    // The same version again is stale: 409, nothing changes.
    const stale = await send('POST', `/api/sales/leads/${lead.id}/calls`, {
      outcome: 'interested',
      version: lead.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Reload/);
    expect((await get<SalesLeadDetail>(`/api/sales/leads/${lead.id}`)).calls).toHaveLength(1);
  });

  it('asks for a call-back date (400 with the field)', async () => {
    const lead = await leadInStage('to_call');
    const response = await send('POST', `/api/sales/leads/${lead.id}/calls`, {
      outcome: 'call_back',
      version: lead.version,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ next_follow_up: 'Give the date and time to call back.' });
  });

  it('refuses a follow-up in the past with the form’s field message, changing nothing', async () => {
    const lead = await leadInStage('to_call');
    // A minute ago in India's clock, whatever the server machine's zone.
    const past = isoToKolkata(new Date(Date.now() - 60_000));
    const response = await send('POST', `/api/sales/leads/${lead.id}/calls`, {
      outcome: 'call_back',
      next_follow_up: past,
      version: lead.version,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ next_follow_up: PAST_FOLLOW_UP_MESSAGE });
    expect((await get<SalesLeadDetail>(`/api/sales/leads/${lead.id}`)).calls).toHaveLength(0);
  });

  it('refuses a wrong move with 409 and a clear message', async () => {
    const lead = await leadInStage('to_call');
    const response = await send('POST', `/api/sales/leads/${lead.id}/stage`, {
      to: 'terms',
      version: lead.version,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/cannot move to "Terms"/);
    const costed = await send('POST', `/api/sales/leads/${lead.id}/stage`, {
      to: 'costed',
      version: lead.version,
    });
    expect(costed.statusCode).toBe(409);
  });
});

describe('requirement and costing', () => {
  it('captures a requirement (moving the lead on), refuses stale edits, then requests costing and tells quotation', async () => {
    const lead = await leadInStage('interested');
    const first = await send('PUT', `/api/sales/leads/${lead.id}/requirement`, {
      ...requirement,
      version: 0,
    });
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json().success as LeadRequirement;
    expect(saved.metrics).toMatchObject({ areaM2: 60, volumeLitres: 90_000 });
    let detail = await get<SalesLeadDetail>(`/api/sales/leads/${lead.id}`);
    expect(detail.sales.stage).toBe('requirements_captured');

    const otherState = await send('PUT', `/api/sales/leads/${lead.id}/requirement`, {
      ...requirement,
      gstin: '29AAPFU0939F1ZR',
      billing_state: 'Goa',
      version: 1,
    });
    expect(otherState.statusCode).toBe(400);
    expect(otherState.json().fields.gstin).toMatch(/site's state or of the billing state/);
    // A business customer: its GSTIN (of the site's state) and head-office billing address go on the lead.
    const edited = await send('PUT', `/api/sales/leads/${lead.id}/requirement`, {
      ...requirement,
      width_m: 6,
      gstin: '27aapfu0939f1zv',
      billing_address: 'MG Road, Bengaluru 560001',
      billing_state: 'Karnataka',
      version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const withGst = await get<SalesLeadDetail>(`/api/sales/leads/${lead.id}`);
    expect(withGst.lead).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
      billing_address: 'MG Road, Bengaluru 560001',
      billing_state: 'Karnataka',
    });
    expect(withGst.history[0]?.changes).toMatchObject({ gstin: { from: null, to: '27AAPFU0939F1ZV' } });
    const stale = await send('PUT', `/api/sales/leads/${lead.id}/requirement`, {
      ...requirement,
      width_m: 7,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);

    const bad = await send('PUT', `/api/sales/leads/${lead.id}/requirement`, {
      ...requirement,
      length_m: -10,
      width_m: 5.005,
      deep_depth_m: 0.1,
      version: 2,
    });
    expect(bad.statusCode).toBe(400);
    // The requirement form's messages (number-rules.ts): nothing is clamped or rounded.
    expect(bad.json().fields).toMatchObject({
      length_m: 'The length is at least 1 m.',
      width_m: 'Give the width to the centimetre (at most two decimals).',
      deep_depth_m: 'The deep depth is at least 0.3 m.',
    });

    detail = await get<SalesLeadDetail>(`/api/sales/leads/${lead.id}`);
    const costing = await send('POST', `/api/sales/leads/${lead.id}/request-costing`, {
      note: 'Customer wants it before summer',
      version: detail.sales.version,
    });
    expect(costing.statusCode, costing.body).toBe(200);
    expect((costing.json().success as SalesLeadDetail).sales.stage).toBe('costing_requested');
    const told = await server.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.role, 'quotation'), eq(notifications.group, 'role')));
    expect(told.some((n) => n.title.startsWith('Costing requested') && n.content.includes('72 m²'))).toBe(
      true,
    );
    // Once costing is requested the requirement is frozen.
    const frozen = await send('PUT', `/api/sales/leads/${lead.id}/requirement`, {
      ...requirement,
      version: 2,
    });
    expect(frozen.statusCode).toBe(409);
  });

  it('will not request costing without a requirement', async () => {
    const lead = await leadInStage('call_back');
    const response = await send('POST', `/api/sales/leads/${lead.id}/request-costing`, {
      version: lead.version,
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('files and designs', () => {
  it('keeps design versions, marks the chosen one, starts the design stage, and streams files to sales and quotation', async () => {
    const lead = await leadInStage('costed');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const v1 = await upload(lead.id, 'design', { name: 'plan-a.pdf', content: pdf, type: 'application/pdf' });
    expect(v1.statusCode, v1.body).toBe(201);
    const v2 = await upload(lead.id, 'design', {
      name: 'plan-b.png',
      content: await png(),
      type: 'image/png',
    });
    const files = [v1.json().success as SalesFile, v2.json().success as SalesFile];
    expect(files.map((f) => f.design_version)).toEqual([1, 2]);
    expect(files.map((f) => f.mime)).toEqual(['application/pdf', 'image/png']);

    let detail = await get<SalesLeadDetail>(`/api/sales/leads/${lead.id}`);
    expect(detail.sales.stage).toBe('design');
    const chosen = await send('POST', `/api/sales/leads/${lead.id}/designs/${files[0]!.id}/choose`, {
      version: detail.sales.version,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    detail = chosen.json().success;
    expect(detail.files.filter((f) => f.chosen).map((f) => f.id)).toEqual([files[0]!.id]);

    for (const token of [sales, quotation]) {
      const download = await server.call({ method: 'GET', url: files[0]!.url, token });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.rawPayload.equals(pdf)).toBe(true);
    }
    expect((await server.call({ method: 'GET', url: files[0]!.url, token: verifier })).statusCode).toBe(403);
  });

  it('checks the content, not the name: a text file called photo.jpg is refused with 400', async () => {
    const lead = await leadInStage('requirements_captured');
    const response = await upload(lead.id, 'site-photo', {
      name: 'photo.jpg',
      content: Buffer.from('not really a picture'),
      type: 'image/jpeg',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ file: 'Upload a JPEG, PNG or WebP photo.' });
    const photo = await upload(lead.id, 'site-photo', {
      name: 'site.png',
      content: await png(),
      type: 'image/png',
    });
    expect(photo.statusCode).toBe(201);
  });
});

describe('handover checklist', () => {
  it('is made on acceptance, ticked item by item (409 on stale), and closes the lead when all are done', async () => {
    const lead = await leadInStage('accepted');
    let items = await get<ChecklistItem[]>(`/api/sales/leads/${lead.id}/checklist`);
    expect(items).toHaveLength(11);
    const first = items[0]!;
    const ticked = await send('PATCH', `/api/sales/leads/${lead.id}/checklist/${first.key}`, {
      done: true,
      note: 'Levelled',
      version: first.version,
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    items = ticked.json().success;
    expect(items[0]).toMatchObject({ done: true, note: 'Levelled', done_by: { username: 'sales' } });
    expect(items[0]!.done_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const stale = await send('PATCH', `/api/sales/leads/${lead.id}/checklist/${first.key}`, {
      done: false,
      version: first.version,
    });
    expect(stale.statusCode).toBe(409);

    let detail = await get<SalesLeadDetail>(`/api/sales/leads/${lead.id}`);
    expect(detail.sales.stage).toBe('checklist');
    const early = await send('POST', `/api/sales/leads/${lead.id}/stage`, {
      to: 'done',
      version: detail.sales.version,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/10 open items/);
    for (const item of items.slice(1)) {
      const r = await send('PATCH', `/api/sales/leads/${lead.id}/checklist/${item.key}`, {
        done: true,
        done_on: '2026-11-20',
        version: item.version,
      });
      expect(r.statusCode).toBe(200);
    }
    detail = await get<SalesLeadDetail>(`/api/sales/leads/${lead.id}`);
    const done = await send('POST', `/api/sales/leads/${lead.id}/stage`, {
      to: 'done',
      version: detail.sales.version,
    });
    expect(done.statusCode, done.body).toBe(200);
    const closed = await send('PATCH', `/api/sales/leads/${lead.id}/checklist/${first.key}`, {
      done: false,
      version: first.version + 1,
    });
    expect(closed.statusCode).toBe(409);
  });
});

describe('finding a lead', () => {
  it('finds a lead at any stage when searching every stage', async () => {
    const lead = await leadInStage('costed');
    const calls = await get<Page<SalesLeadSummary>>(`/api/sales/leads?q=${encodeURIComponent(lead.mobile)}`);
    expect(calls.items.map((l) => l.id)).not.toContain(lead.id);
    const all = await get<Page<SalesLeadSummary>>(
      `/api/sales/leads?queue=all&q=${encodeURIComponent(lead.mobile)}`,
    );
    expect(all.items.find((l) => l.id === lead.id)?.stage).toBe('costed');
  });
});

describe('dashboard and reminders', () => {
  it('answers the dashboard in one call: funnel, follow-ups, month, conversion, 90 days', async () => {
    const dashboard = await get<SalesDashboard>('/api/sales/dashboard');
    expect(dashboard.funnel).toHaveLength(17);
    expect(dashboard.funnel.reduce((s, f) => s + f.count, 0)).toBeGreaterThan(30);
    expect(dashboard.perDay).toHaveLength(90);
    expect(dashboard.followUps.overdueCount).toBeGreaterThan(0);
    expect(dashboard.conversionRate).toBeGreaterThan(0);
  });

  it("values this month's sent and accepted quotations from the quotation tables (Asia/Kolkata month)", async () => {
    // The first instant of this month in India (UTC+05:30, no daylight saving).
    const india = new Date(Date.now() + 330 * 60_000);
    const monthStart = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), 1) - 330 * 60_000);
    const justBefore = new Date(monthStart.getTime() - 1000);
    const pool = server.database.pool;
    // Two seeded quotations with a sent version: one stays open, one is accepted.
    const pick = async (accepted: boolean) =>
      (
        await pool.query<{ id: number; quotation_id: number; total_paise: string }>(
          `select v.id, v.quotation_id, v.total_paise from quotation_versions v
           where v.sent_at is not null and (v.accepted_at is not null) = $1
             and not exists (select 1 from quotation_versions o where o.quotation_id = v.quotation_id
                             and o.id <> v.id and o.sent_at is not null)
           order by v.id limit 1`,
          [accepted],
        )
      ).rows[0]!;
    const open = await pick(false);
    const won = await pick(true);
    expect(open && won).toBeTruthy();
    const place = async (at: Date) => {
      await pool.query('update quotation_versions set sent_at = $1 where id = any($2)', [
        at,
        [open.id, won.id],
      ]);
      await pool.query('update quotation_versions set accepted_at = $1 where id = $2', [at, won.id]);
      return (await get<SalesDashboard>('/api/sales/dashboard')).thisMonth;
    };
    const before = await place(justBefore);
    const inMonth = await place(monthStart);
    expect(inMonth.sent - before.sent).toBe(2);
    expect(inMonth.sentValuePaise - before.sentValuePaise).toBe(
      Number(open.total_paise) + Number(won.total_paise),
    );
    expect(inMonth.accepted - before.accepted).toBe(1);
    expect(inMonth.acceptedValuePaise - before.acceptedValuePaise).toBe(Number(won.total_paise));
    expect(Number.isInteger(inMonth.sentValuePaise)).toBe(true);
    // A quotation sent again this month counts once, at the newest version's total.
    await pool.query(
      `insert into quotation_versions (quotation_id, no, content, content_hash, total_paise, reason, sent_at, token)
       select quotation_id, 99, content, content_hash, total_paise + 12345, 'Sent again', $2, 'dashboard-test-token'
       from quotation_versions where id = $1`,
      [open.id, monthStart],
    );
    const again = (await get<SalesDashboard>('/api/sales/dashboard')).thisMonth;
    expect(again.sent).toBe(inMonth.sent);
    expect(again.sentValuePaise - inMonth.sentValuePaise).toBe(12345);
  });

  it("counts the same acceptances on the month's card and in the 90-day line", async () => {
    const pool = server.database.pool;
    // A lead moved to Accepted by staff has a stage change but no customer acceptance.
    const lead = await leadInStage('to_call');
    await pool.query(
      `insert into lead_history (lead_id, action, at, changes) values ($1, 'stage_changed', now(), $2)`,
      [lead.id, { stage: { from: 'to_call', to: 'accepted' } }],
    );
    const dashboard = await get<SalesDashboard>('/api/sales/dashboard');
    const month = isoToKolkata(new Date().toISOString()).slice(0, 7);
    const inMonth = dashboard.perDay.filter((d) => d.date.startsWith(month));
    expect(inMonth.reduce((s, d) => s + d.accepted, 0)).toBe(dashboard.thisMonth.accepted);
  });

  it('reminds the owner once when a follow-up falls due', async () => {
    const lead = await leadInStage('unreachable');
    const owner = await server.userId('sales');
    await server.database.db
      .update(leadSales)
      .set({ nextFollowUpAt: new Date(Date.now() - 60_000), followUpRemindedAt: null, ownerId: owner })
      .where(eq(leadSales.leadId, lead.id));
    const [sent, again] = await Promise.all([
      remindDueFollowUps(server.database.db),
      remindDueFollowUps(server.database.db),
    ]);
    expect(sent + again).toBeGreaterThanOrEqual(1);
    const mine = await server.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner), eq(notifications.group, 'personal')));
    // Clicking it opens the lead.
    expect(mine.filter((n) => n.link === `/app/sales/leads/${lead.id}`)).toHaveLength(1);
    expect(await remindDueFollowUps(server.database.db)).toBe(0);
  });

  it('e-mails the owner once when a follow-up falls due, kept in the outbox', async () => {
    const lead = await leadInStage('to_call');
    const owner = await server.userId('sales');
    const clock = new Date('2026-11-20T04:30:00Z');
    await server.database.db.update(users).set({ email: 'owner@example.in' }).where(eq(users.id, owner));
    await server.database.db
      .update(leadSales)
      .set({ nextFollowUpAt: new Date('2026-11-20T04:00:00Z'), followUpRemindedAt: null, ownerId: owner })
      .where(eq(leadSales.leadId, lead.id));
    await remindDueFollowUps(server.database.db, clock);
    expect(await remindDueFollowUps(server.database.db, clock)).toBe(0);
    const mails = await mailsAbout(server.database.db, { kind: 'lead', id: lead.id });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Follow-up due: /);
    const [stored] = await server.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, mails[0]?.id ?? 0));
    expect(stored?.toAddress).toBe('owner@example.in');
    expect(stored?.textBody).toContain('20 Nov 2026, 09:30 AM IST');
  });
});
