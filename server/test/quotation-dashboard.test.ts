import type {
  CatalogueItem,
  Lead,
  Page,
  QuotationDashboard,
  QuotationDetail,
  QuotationListItem,
} from '@managewell/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let costing: string;
let sales: string;
let catalogue: CatalogueItem[];
let freeLeads: Lead[];

const ok = <T>(response: { statusCode: number; body: string; json(): { success: T } }, status = 200): T => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json().success;
};
const dashboard = async () =>
  ok<QuotationDashboard>(
    await server.call({ method: 'GET', url: '/api/quotations/dashboard', token: costing }),
  );

/** Puts a lead at a stage as if it moved there `hoursAgo`, recorded in its history as the sales routes do. */
const movedTo = async (leadId: number, stage: string, hoursAgo: number) => {
  const pool = server.database.pool;
  await pool.query(
    `update lead_sales set stage = $1, stage_changed_at = now() - make_interval(hours => $2) where lead_id = $3`,
    [stage, hoursAgo, leadId],
  );
  await pool.query(
    `insert into lead_history (lead_id, action, at, changes)
     values ($1, 'stage_changed', now() - make_interval(hours => $2), jsonb_build_object('stage', jsonb_build_object('from', 'requirements_captured', 'to', $3::text)))`,
    [leadId, hoursAgo, stage],
  );
};

beforeAll(async () => {
  server = await startTestServer();
  [costing, sales] = await Promise.all([server.tokenFor('quotation'), server.tokenFor('sales')]);
  catalogue = ok<Page<CatalogueItem>>(
    await server.call({ method: 'GET', url: '/api/quotations/catalogue?pageSize=200', token: costing }),
  ).items;
  const leads = ok<Page<Lead>>(
    await server.call({ method: 'GET', url: '/api/leads?status=verified&pageSize=100', token: sales }),
  );
  const quoted = ok<Page<QuotationListItem>>(
    await server.call({ method: 'GET', url: '/api/quotations?pageSize=100', token: sales }),
  );
  const taken = new Set(quoted.items.map((q) => q.lead_id));
  freeLeads = leads.items.filter((l) => !taken.has(l.id));
});
afterAll(() => server.close());

describe('the quotation dashboard', () => {
  it('is for the quotation team only', async () => {
    for (const role of ['sales', 'hr', 'verification'] as const) {
      const token = await server.tokenFor(role);
      const answer = await server.call({ method: 'GET', url: '/api/quotations/dashboard', token });
      expect(answer.statusCode).toBe(403);
    }
    expect((await server.call({ method: 'GET', url: '/api/quotations/dashboard' })).statusCode).toBe(401);
  });

  it('lists leads waiting for costing or design, oldest first, with their age in days', async () => {
    const [oldest, designing] = [freeLeads.shift()!, freeLeads.shift()!];
    await movedTo(oldest.id, 'costing_requested', 24 * 400 + 5);
    await movedTo(designing.id, 'design', 24 * 399);
    const { queue } = await dashboard();
    expect(queue.items[0]).toMatchObject({ lead_id: oldest.id, stage: 'costing_requested', age_days: 400 });
    expect(queue.items[1]).toMatchObject({ lead_id: designing.id, stage: 'design', age_days: 399 });
    const since = queue.items.map((i) => i.waiting_since);
    expect(since).toEqual([...since].sort());
    const waiting = await server.database.pool.query(
      `select count(*)::int as n from lead_sales where stage in ('costing_requested', 'design')`,
    );
    expect(queue.total).toBe(waiting.rows[0].n);
  });

  it('counts a quotation costed and sent this month, and its turnaround from the costing request', async () => {
    const before = await dashboard();
    const lead = freeLeads.shift()!;
    await movedTo(lead.id, 'costing_requested', 50);
    const pump = catalogue.find((c) => c.code === 'PUMP-15')!;
    let detail = ok<QuotationDetail>(
      await server.call({
        method: 'PUT',
        url: `/api/quotations/lead/${lead.id}/draft`,
        token: costing,
        payload: {
          version: 0,
          lines: [
            {
              catalogue_item_id: pump.id,
              description: pump.name,
              hsn_sac: pump.hsn_sac,
              unit: pump.unit,
              quantity: 2,
              rate_paise: pump.rate_paise,
              gst_rate_bps: pump.gst_rate_bps,
            },
          ],
        },
      }),
    );
    detail = ok(
      await server.call({
        method: 'POST',
        url: `/api/quotations/lead/${lead.id}/costed`,
        token: costing,
        payload: { version: detail.version },
      }),
    );
    const costedTotal = detail.versions.at(-1)!.total_paise;
    const afterCosting = await dashboard();
    expect(afterCosting.thisMonth.costed).toBe(before.thisMonth.costed + 1);
    expect(afterCosting.thisMonth.costedValuePaise).toBe(before.thisMonth.costedValuePaise + costedTotal);
    expect(afterCosting.queue.items.some((i) => i.lead_id === lead.id)).toBe(false);

    await server.database.pool.query(`update lead_sales set stage = 'design' where lead_id = $1`, [lead.id]);
    detail = ok(
      await server.call({
        method: 'PUT',
        url: `/api/quotations/lead/${lead.id}/terms`,
        token: sales,
        payload: {
          version: detail.version,
          milestones: [
            { label: 'Advance', percent: 50 },
            { label: 'Handover', percent: 50 },
          ],
          timeline: '10 weeks',
          warranty: '10 years',
          exclusions: '',
          valid_until: '2099-12-31',
        },
      }),
    );
    const sent = ok<{ quotation: QuotationDetail }>(
      await server.call({
        method: 'POST',
        url: `/api/quotations/lead/${lead.id}/send`,
        token: sales,
        payload: { version: detail.version, to: 'customer@example.in' },
      }),
    );
    const after = await dashboard();
    expect(after.thisMonth.sent).toBe(before.thisMonth.sent + 1);
    expect(after.thisMonth.sentValuePaise).toBe(
      before.thisMonth.sentValuePaise + sent.quotation.versions.at(-1)!.total_paise,
    );
    expect(after.thisMonth.accepted).toBe(before.thisMonth.accepted);
    const mine = after.turnaround.items.find((t) => t.lead_id === lead.id);
    expect(mine?.number).toBe(sent.quotation.number);
    expect(mine?.hours).toBeGreaterThanOrEqual(50);
    expect(mine?.hours).toBeLessThan(51);
    expect(after.turnaround.average_hours).not.toBeNull();
    expect(after.turnaround.median_hours).not.toBeNull();
  });
});
