import type {
  CatalogueItem,
  CostingQueueItem,
  Lead,
  Page,
  QuotationDetail,
  QuotationListItem,
  QuotationVersionView,
  QuotationWorkspace,
  TermsTemplate,
} from '@managewell/api/contract';
import {
  addDays,
  DEFAULT_VALIDITY_DAYS,
  DISCOUNT_PERCENT_RULE,
  numberProblem,
  QUANTITY_RULE,
  RATE_RUPEES_RULE,
  todayInKolkata,
} from '@managewell/api/contract';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireQuotations, remindExpiringQuotations } from '../src/pipeline/quotations/expiry';
import { letterheadFromSettings, loadStoredSettings } from '../src/workplace/documents';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let costing: string;
let sales: string;
let verifier: string;
let hr: string;
let catalogue: CatalogueItem[];
/** Verified leads that have no quotation yet (each test takes its own). */
let freeLeads: Lead[];

/** Puts a lead at a sales stage directly (the sales routes' own tests cover how leads get there). */
const atStage = (leadId: number, stage: string) =>
  server.database.pool.query('update lead_sales set stage = $1 where lead_id = $2', [stage, leadId]);
const stageOf = async (leadId: number) =>
  (await server.database.pool.query('select stage from lead_sales where lead_id = $1', [leadId])).rows[0]
    ?.stage;

/** A verified lead without a quotation, waiting for costing. */
const takeLead = async () => {
  const lead = freeLeads.shift();
  if (!lead) throw new Error('No verified lead without a quotation left for the test.');
  await atStage(lead.id, 'costing_requested');
  return lead;
};

beforeAll(async () => {
  server = await startTestServer();
  [costing, sales, verifier, hr] = await Promise.all([
    server.tokenFor('quotation'),
    server.tokenFor('sales'),
    server.tokenFor('verification'),
    server.tokenFor('hr'),
  ]);
  const cat = await server.call({
    method: 'GET',
    url: '/api/quotations/catalogue?pageSize=200',
    token: costing,
  });
  catalogue = (cat.json().success as Page<CatalogueItem>).items;
  const leads = await server.call({
    method: 'GET',
    url: '/api/leads?status=verified&pageSize=100',
    token: sales,
  });
  const quoted = await server.call({ method: 'GET', url: '/api/quotations?pageSize=100', token: sales });
  const taken = new Set((quoted.json().success as Page<QuotationListItem>).items.map((q) => q.lead_id));
  freeLeads = (leads.json().success as Page<Lead>).items.filter((l) => !taken.has(l.id));
});
afterAll(() => server.close());

const line = (code: string, quantity: number, extra: Record<string, unknown> = {}) => {
  const item = catalogue.find((c) => c.code === code)!;
  return {
    catalogue_item_id: item.id,
    description: item.name,
    hsn_sac: item.hsn_sac,
    unit: item.unit,
    quantity,
    rate_paise: item.rate_paise,
    gst_rate_bps: item.gst_rate_bps,
    ...extra,
  };
};

const workspace = async (leadId: number, token = sales) =>
  ok<QuotationWorkspace>(await server.call({ method: 'GET', url: `/api/quotations/lead/${leadId}`, token }));

const saveDraft = (leadId: number, body: Record<string, unknown>, token = costing) =>
  server.call({ method: 'PUT', url: `/api/quotations/lead/${leadId}/draft`, token, payload: body });

const ok = <T>(response: { statusCode: number; body: string; json(): { success: T } }, status = 200): T => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json().success;
};

const TERMS = {
  milestones: [
    { label: 'Advance', percent: 40 },
    { label: 'Shell', percent: 40 },
    { label: 'Handover', percent: 20 },
  ],
  timeline: '10 weeks',
  warranty: '10 years on the structure',
  exclusions: 'Electricity at site',
  valid_until: '2099-12-31',
};

/** A lead taken through costing, terms and sending; returns the customer link. */
async function sentQuotation(
  draft: Record<string, unknown> = {},
): Promise<{ lead: Lead; link: string; detail: QuotationDetail }> {
  const lead = await takeLead();
  let detail = ok<QuotationDetail>(
    await saveDraft(lead.id, { version: 0, lines: [line('EXC-01', 100), line('PUMP-15', 1)], ...draft }),
  );
  detail = ok(
    await server.call({
      method: 'POST',
      url: `/api/quotations/lead/${lead.id}/costed`,
      token: costing,
      payload: { version: detail.version },
    }),
  );
  await atStage(lead.id, 'design');
  detail = ok(
    await server.call({
      method: 'PUT',
      url: `/api/quotations/lead/${lead.id}/terms`,
      token: sales,
      payload: { version: detail.version, ...TERMS },
    }),
  );
  const sent = ok<{ quotation: QuotationDetail; link: string; version: number }>(
    await server.call({
      method: 'POST',
      url: `/api/quotations/lead/${lead.id}/send`,
      token: sales,
      payload: { version: detail.version, to: 'customer@example.in' },
    }),
  );
  return { lead, link: sent.link, detail: sent.quotation };
}

describe('price catalogue', () => {
  it('is seeded, searchable and kept by the quotation team only', async () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(15);
    expect(catalogue.map((c) => c.code)).toEqual(
      expect.arrayContaining(['REN-2000', 'HEAT-PUMP', 'COPING-GR']),
    );
    const found = ok<Page<CatalogueItem>>(
      await server.call({ method: 'GET', url: '/api/quotations/catalogue?q=renolit', token: sales }),
    );
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.every((c) => /renolit/i.test(c.name))).toBe(true);

    const body = {
      code: 'TEST-01',
      name: 'Test item',
      hsn_sac: '8413',
      unit: 'nos',
      rate_paise: 12_345,
      gst_rate_bps: 1800,
    };
    expect(
      (await server.call({ method: 'POST', url: '/api/quotations/catalogue', token: sales, payload: body }))
        .statusCode,
    ).toBe(403);
    expect(
      (await server.call({ method: 'POST', url: '/api/quotations/catalogue', token: hr, payload: body }))
        .statusCode,
    ).toBe(403);
    const created = ok<CatalogueItem>(
      await server.call({ method: 'POST', url: '/api/quotations/catalogue', token: costing, payload: body }),
      201,
    );
    expect(created).toMatchObject({ code: 'TEST-01', rate_paise: 12_345, active: true, version: 1 });
    const again = await server.call({
      method: 'POST',
      url: '/api/quotations/catalogue',
      token: costing,
      payload: body,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields.code).toBeTruthy();

    const update = { ...body, name: 'Renamed', version: 1 };
    const renamed = ok<CatalogueItem>(
      await server.call({
        method: 'PATCH',
        url: `/api/quotations/catalogue/${created.id}`,
        token: costing,
        payload: update,
      }),
    );
    expect(renamed).toMatchObject({ name: 'Renamed', version: 2 });
    const stale = await server.call({
      method: 'PATCH',
      url: `/api/quotations/catalogue/${created.id}`,
      token: costing,
      payload: update,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/someone else/i);
  });

  it('refuses bad input with field messages', async () => {
    const response = await server.call({
      method: 'POST',
      url: '/api/quotations/catalogue',
      token: costing,
      payload: { code: 'x', name: '', hsn_sac: '12', unit: 'kg', rate_paise: -1, gst_rate_bps: 1000 },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(
      expect.arrayContaining(['code', 'name', 'hsn_sac', 'unit', 'rate_paise', 'gst_rate_bps']),
    );
  });
});

describe('building a quotation', () => {
  it('saves a draft with totals computed on the server and a financial-year number', async () => {
    const lead = await takeLead();
    const detail = ok<QuotationDetail>(
      await saveDraft(lead.id, {
        version: 0,
        lines: [
          line('PUMP-15', 2, { discount_bps: 1000 }),
          { description: 'Site visit', unit: 'job', quantity: 1, rate_paise: 500_000, gst_rate_bps: 1800 },
        ],
        overall_discount_bps: 0,
        totals: undefined,
      }),
    );
    expect(detail.number).toMatch(/^MW\/\d{4}-\d{2}\/\d{4}$/);
    expect(detail.status).toBe('draft');
    expect(detail.version).toBe(1);
    // 2 × ₹38,500 − 10 % = ₹69,300; + ₹5,000 = ₹74,300 taxable; 18 % GST = ₹13,374; total ₹87,674.
    expect(detail.draft.totals.taxable_paise).toBe(7_430_000);
    expect(detail.draft.totals.tax_paise).toBe(1_337_400);
    expect(detail.draft.totals.grand_total_paise).toBe(8_767_400);
    expect(detail.versions).toEqual([]);

    // The quotation team's edit with a stale version is refused; nothing changes.
    const edit = { version: 1, lines: detail.draft.lines.map(({ origin: _o, ...l }) => l) };
    ok(await saveDraft(lead.id, { ...edit, overall_discount_bps: 500 }));
    const stale = await saveDraft(lead.id, { ...edit, overall_discount_bps: 1000 });
    expect(stale.statusCode).toBe(409);
    const now = (await workspace(lead.id, costing)).quotation!;
    expect(now.draft.overall_discount_bps).toBe(500);
    expect(now.draft.lines.map((l) => l.key)).toEqual(detail.draft.lines.map((l) => l.key));
  });

  it('refuses negative quantities, unknown catalogue items and sales drafting, changing nothing', async () => {
    const lead = await takeLead();
    // Out-of-rule numbers get the form's own messages (number-rules.ts), nothing is clamped.
    const negative = await saveDraft(lead.id, {
      version: 0,
      lines: [line('PUMP-15', -3), line('PUMP-15', 1, { discount_bps: 15_000, rate_paise: -50_000 })],
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fields).toMatchObject({
      'lines.0.quantity': numberProblem(QUANTITY_RULE, -3),
      'lines.1.discount_bps': numberProblem(DISCOUNT_PERCENT_RULE, 150),
      'lines.1.rate_paise': numberProblem(RATE_RUPEES_RULE, -500),
    });
    expect(negative.json().fields['lines.0.quantity']).toBe('The quantity must be more than zero.');
    const unknown = await saveDraft(lead.id, {
      version: 0,
      lines: [{ ...line('PUMP-15', 1), catalogue_item_id: 999_999 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields['lines.0.catalogue_item_id']).toBeTruthy();
    expect((await saveDraft(lead.id, { version: 0, lines: [line('PUMP-15', 1)] }, sales)).statusCode).toBe(
      403,
    );
    expect((await saveDraft(lead.id, { version: 0, lines: [line('PUMP-15', 1)] }, verifier)).statusCode).toBe(
      403,
    );
    expect((await workspace(lead.id, costing)).quotation).toBeNull();
    // A lead that is not waiting for costing cannot be drafted.
    await atStage(lead.id, 'design');
    const early = await saveDraft(lead.id, { version: 0, lines: [line('PUMP-15', 1)] });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/not waiting for costing/);
    await atStage(lead.id, 'costing_requested');
    freeLeads.push(lead);
  });

  it('gives unique, gap-free numbers to quotations created at the same time', async () => {
    const leads = await Promise.all([1, 2, 3, 4, 5, 6].map(() => takeLead()));
    const results = await Promise.all(
      leads.map((l) => saveDraft(l.id, { version: 0, lines: [line('LED-RGB', 4)] })),
    );
    const numbers = results.map((r) => ok<QuotationDetail>(r).number);
    expect(new Set(numbers).size).toBe(numbers.length);
    const serials = numbers.map((n) => Number(n.split('/')[2])).sort((a, b) => a - b);
    expect(serials.at(-1)! - serials[0]!).toBe(serials.length - 1);
  });
});

describe('from costed to accepted', () => {
  it('costs, adds an extra payment and terms, sends, and the customer accepts on the link', async () => {
    const lead = await takeLead();
    // The quotation names the company too; the e-mail greets the person.
    await server.database.pool.query("update leads set company = 'Mehta Villas' where id = $1", [lead.id]);
    let detail = ok<QuotationDetail>(
      await saveDraft(lead.id, { version: 0, lines: [line('EXC-01', 90), line('REN-2000', 120)] }),
    );
    expect(
      (
        await server.call({
          method: 'POST',
          url: `/api/quotations/lead/${lead.id}/costed`,
          token: sales,
          payload: { version: detail.version },
        })
      ).statusCode,
    ).toBe(403);
    detail = ok(
      await server.call({
        method: 'POST',
        url: `/api/quotations/lead/${lead.id}/costed`,
        token: costing,
        payload: { version: detail.version },
      }),
    );
    expect(detail.status).toBe('costed');
    expect(detail.versions.map((v) => v.reason)).toEqual(['Costed']);
    expect(await stageOf(lead.id)).toBe('costed');
    // Extra payments come after design (the sales state machine says so).
    const tooEarly = await server.call({
      method: 'POST',
      url: `/api/quotations/lead/${lead.id}/extra-payments`,
      token: sales,
      payload: { version: detail.version, reason: 'Heat pump', lines: [line('HEAT-PUMP', 1)] },
    });
    expect(tooEarly.statusCode).toBe(409);
    await atStage(lead.id, 'design');

    const extra = await server.call({
      method: 'POST',
      url: `/api/quotations/lead/${lead.id}/extra-payments`,
      token: sales,
      payload: {
        version: detail.version,
        reason: 'Customer chose a heat pump',
        lines: [line('HEAT-PUMP', 1)],
      },
    });
    detail = ok(extra);
    expect(detail.versions).toHaveLength(2);
    expect(detail.draft.lines.at(-1)).toMatchObject({
      origin: 'extra',
      description: expect.stringMatching(/heat pump/i),
    });

    const view = ok<QuotationVersionView & {}>(
      await server.call({ method: 'GET', url: `/api/quotations/lead/${lead.id}/versions/2`, token: sales }),
    );
    expect(view.previous?.lines).toHaveLength(2);
    expect(view.content.lines).toHaveLength(3);

    const badTerms = await server.call({
      method: 'PUT',
      url: `/api/quotations/lead/${lead.id}/terms`,
      token: sales,
      payload: {
        ...TERMS,
        version: detail.version,
        milestones: [
          { label: 'Advance', percent: 50 },
          { label: 'Handover', percent: 30 },
        ],
      },
    });
    expect(badTerms.statusCode).toBe(400);
    expect(badTerms.json().fields.milestones).toMatch(/80 %/);

    const sendEarly = await server.call({
      method: 'POST',
      url: `/api/quotations/lead/${lead.id}/send`,
      token: sales,
      payload: { version: detail.version, to: 'a@example.in' },
    });
    expect(sendEarly.statusCode).toBe(409);

    detail = ok(
      await server.call({
        method: 'PUT',
        url: `/api/quotations/lead/${lead.id}/terms`,
        token: sales,
        payload: { ...TERMS, version: detail.version },
      }),
    );
    // The same terms again: nothing changed, so no version is made.
    const again = ok<QuotationDetail>(
      await server.call({
        method: 'PUT',
        url: `/api/quotations/lead/${lead.id}/terms`,
        token: sales,
        payload: { ...TERMS, version: detail.version },
      }),
    );
    expect(again.versions).toHaveLength(detail.versions.length);
    expect(again.version).toBe(detail.version);
    const sent = ok<{ quotation: QuotationDetail; link: string; version: number }>(
      await server.call({
        method: 'POST',
        url: `/api/quotations/lead/${lead.id}/send`,
        token: sales,
        payload: { version: detail.version, to: 'customer@example.in' },
      }),
    );
    expect(sent.link).toMatch(/^\/quotation\/[A-Za-z0-9_-]{32}$/);
    expect(sent.quotation.status).toBe('sent');
    expect(sent.quotation.versions[0]).toMatchObject({ no: sent.version, sent_to: 'customer@example.in' });

    // The PDF (staff and the customer's link) is a real PDF; the e-mail with it is in the outbox.
    const pdf = await server.call({
      method: 'GET',
      url: `/api/quotations/lead/${lead.id}/versions/${sent.version}/pdf`,
      token: sales,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const publicPdf = await server.call({ method: 'GET', url: `${sent.link}/pdf` });
    expect(publicPdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const mail = await server.database.pool.query(
      "select id, subject, to_address, text_body, queued_by from mail_outbox where about_kind = 'quotation' and about_id = $1",
      [detail.id],
    );
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0].subject).toContain(detail.number);
    expect(mail.rows[0].to_address).toBe('customer@example.in');
    expect(mail.rows[0].text_body).toContain(sent.link);
    expect(mail.rows[0].text_body).toMatch(
      new RegExp(`^Dear ${[lead.first_name, lead.last_name].filter(Boolean).join(' ')},\n`),
    );
    expect(mail.rows[0].queued_by).toBe(await server.userId('sales'));
    const attachments = await server.database.pool.query(
      'select filename, content_type, substring(content from 1 for 5) as head from mail_attachments where mail_id = $1',
      [mail.rows[0].id],
    );
    expect(attachments.rows).toHaveLength(1);
    expect(attachments.rows[0].filename).toContain(`v${sent.version}`);
    expect(attachments.rows[0].content_type).toBe('application/pdf');
    expect(Buffer.from(attachments.rows[0].head).toString()).toBe('%PDF-');
    expect(
      (await server.call({ method: 'GET', url: `/api/quotations/lead/${lead.id}/versions/1/pdf`, token: hr }))
        .statusCode,
    ).toBe(403);
    const page = await server.call({ method: 'GET', url: sent.link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(detail.number);
    expect(page.body).toContain('Accept quotation');

    const noConsent = await server.call({
      method: 'POST',
      url: `${sent.link}/accept`,
      payload: { full_name: 'Asha Rao', consent: false },
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().fields.consent).toBeTruthy();
    const accepted = await server.call({
      method: 'POST',
      url: `${sent.link}/accept`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'TestBrowser/1.0' },
      payload: 'full_name=Asha+Rao&consent=on',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.body).toContain('acceptance is recorded');
    const after = (await workspace(lead.id)).quotation!;
    expect(await stageOf(lead.id)).toBe('accepted');
    expect(after.status).toBe('accepted');
    expect(after.versions[0]).toMatchObject({ accepted_name: 'Asha Rao' });
    // The lead's history records the acceptance as the customer's act, with no staff user as actor.
    const acceptance = await server.database.pool.query(
      `select action, actor_id, changes from lead_history
       where lead_id = $1 and (action = 'quotation-accepted'
         or (action = 'stage_changed' and changes->'stage'->>'to' = 'accepted'))
       order by id`,
      [lead.id],
    );
    expect(acceptance.rows.map((r) => r.action)).toEqual(['quotation-accepted', 'stage_changed']);
    const hash = (
      await server.database.pool.query('select content_hash from quotation_versions where token = $1', [
        sent.link.split('/').pop(),
      ])
    ).rows[0].content_hash;
    for (const row of acceptance.rows) {
      expect(row.actor_id).toBeNull();
      expect(row.changes.customer.to).toMatchObject({
        name: 'Asha Rao',
        user_agent: 'TestBrowser/1.0',
        content_hash: hash,
        version: sent.version,
      });
      expect(row.changes.customer.to.ip).toBeTruthy();
      expect(Date.parse(row.changes.customer.to.at)).not.toBeNaN();
    }
    const twice = await server.call({
      method: 'POST',
      url: `${sent.link}/accept`,
      payload: { full_name: 'Asha Rao', consent: true },
    });
    expect(twice.statusCode).toBe(409);
    // An accepted quotation no longer changes.
    const late = await server.call({
      method: 'PUT',
      url: `/api/quotations/lead/${lead.id}/terms`,
      token: sales,
      payload: { ...TERMS, version: after.version },
    });
    expect(late.statusCode).toBe(409);
  });

  it('a newer version cannot be accepted on the old link', async () => {
    const { lead, link, detail } = await sentQuotation();
    // Sales revises the terms after sending: a new version supersedes the sent one.
    const extra = ok<QuotationDetail>(
      await server.call({
        method: 'PUT',
        url: `/api/quotations/lead/${lead.id}/terms`,
        token: sales,
        payload: { ...TERMS, version: detail.version, timeline: '8 weeks' },
      }),
    );
    expect(await stageOf(lead.id)).toBe('terms');
    expect(extra.versions[0]!.no).toBeGreaterThan(extra.versions[1]!.no);
    const old = await server.call({ method: 'GET', url: `/api/public/quotations/${link.split('/').pop()}` });
    expect(old.json().success.state).toBe('superseded');
    const refused = await server.call({
      method: 'POST',
      url: `${link}/accept`,
      payload: { full_name: 'Old Link', consent: true },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/replaced by a newer one/);
    const page = await server.call({ method: 'GET', url: link });
    expect(page.body).not.toContain('Accept quotation');
  });

  it('records a change request and tells sales', async () => {
    const { lead, link } = await sentQuotation();
    const asked = await server.call({
      method: 'POST',
      url: `${link}/changes`,
      payload: { message: 'Please quote glass mosaic instead.' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await workspace(lead.id)).quotation!.status).toBe('changes_requested');
    const empty = await server.call({ method: 'POST', url: `${link}/changes`, payload: { message: '' } });
    expect(empty.statusCode).toBe(400);
  });

  it('opens a new revision on a change request: the text on the quotation, lines, extras and terms editable, then the next version sent', async () => {
    const { lead, link, detail: sentDetail } = await sentQuotation();
    const sentNo = sentDetail.versions[0]!.no;
    const asked = await server.call({
      method: 'POST',
      url: `${link}/changes`,
      payload: { message: 'Please add a heat pump and glass mosaic.' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await stageOf(lead.id)).toBe('design');
    let detail = (await workspace(lead.id)).quotation!;
    expect(detail.change_request).toMatchObject({
      version: sentNo,
      message: 'Please add a heat pump and glass mosaic.',
    });
    expect((await workspace(lead.id, costing)).quotation!.change_request?.message).toMatch(/heat pump/);

    // The quotation team re-costs the lines when sales asks for it.
    const salesLead = await server.call({ method: 'GET', url: `/api/sales/leads/${lead.id}`, token: sales });
    expect(salesLead.statusCode, salesLead.body).toBe(200);
    const again = await server.call({
      method: 'POST',
      url: `/api/sales/leads/${lead.id}/stage`,
      token: sales,
      payload: {
        to: 'costing_requested',
        version: salesLead.json().success.sales.version,
        note: 'Glass mosaic instead of tiles',
      },
    });
    expect(again.statusCode, again.body).toBe(200);
    detail = ok(
      await saveDraft(lead.id, {
        version: detail.version,
        lines: [...detail.draft.lines.map(({ key: _key, origin: _origin, ...l }) => l), line('PUMP-15', 1)],
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
    await atStage(lead.id, 'design');
    // Sales adds the extra the customer asked for.
    detail = ok(
      await server.call({
        method: 'POST',
        url: `/api/quotations/lead/${lead.id}/extra-payments`,
        token: sales,
        payload: { version: detail.version, reason: 'Heat pump asked for', lines: [line('HEAT-PUMP', 1)] },
      }),
    );
    detail = ok(
      await server.call({
        method: 'PUT',
        url: `/api/quotations/lead/${lead.id}/terms`,
        token: sales,
        payload: { version: detail.version, ...TERMS, timeline: '12 weeks' },
      }),
    );
    const resent = ok<{ quotation: QuotationDetail; link: string; version: number }>(
      await server.call({
        method: 'POST',
        url: `/api/quotations/lead/${lead.id}/send`,
        token: sales,
        payload: { version: detail.version, to: 'customer@example.in' },
      }),
    );
    expect(resent.version).toBeGreaterThan(sentNo);
    expect(resent.quotation.status).toBe('sent');
    expect(resent.quotation.change_request).toBeNull();
    expect(await stageOf(lead.id)).toBe('final_sent');
  });

  it('sends the next version after a change request and an extra when the terms stay as they were', async () => {
    const { lead, link, detail: sentDetail } = await sentQuotation();
    // An address of its own: the public routes' rate limit is per address, and earlier tests in
    // this file use it up.
    const asked = await server.call({
      method: 'POST',
      url: `${link}/changes`,
      remoteAddress: '203.0.113.78',
      payload: { message: 'Please add a heat pump.' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    let detail = ok<QuotationDetail>(
      await server.call({
        method: 'POST',
        url: `/api/quotations/lead/${lead.id}/extra-payments`,
        token: sales,
        payload: {
          version: (await workspace(lead.id)).quotation!.version,
          reason: 'Heat pump asked for',
          lines: [line('HEAT-PUMP', 1)],
        },
      }),
    );
    expect(await stageOf(lead.id)).toBe('extra_payments');
    // The terms page saved as it was: no new version, and the terms step is done.
    detail = ok(
      await server.call({
        method: 'PUT',
        url: `/api/quotations/lead/${lead.id}/terms`,
        token: sales,
        payload: { version: detail.version, ...TERMS },
      }),
    );
    expect(await stageOf(lead.id)).toBe('terms');
    const resent = ok<{ quotation: QuotationDetail; link: string; version: number }>(
      await server.call({
        method: 'POST',
        url: `/api/quotations/lead/${lead.id}/send`,
        token: sales,
        payload: { version: detail.version, to: 'customer@example.in' },
      }),
    );
    expect(resent.version).toBeGreaterThan(sentDetail.versions[0]!.no);
    expect(await stageOf(lead.id)).toBe('final_sent');
  });

  it('keeps the note for sales off everything the customer gets: PDF, page, JSON and e-mail', async () => {
    const note = 'Internal: 5 % discount approved by Ravi';
    const { lead, link, detail } = await sentQuotation({ note });
    expect(detail.draft.note).toBe(note);
    const token = link.split('/').pop();
    const pdfs = [
      await server.call({ method: 'GET', url: `${link}/pdf` }),
      await server.call({
        method: 'GET',
        url: `/api/quotations/lead/${lead.id}/versions/${detail.versions[0]!.no}/pdf`,
        token: sales,
      }),
    ];
    for (const pdf of pdfs) {
      const text = (await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true })).text;
      expect(text).toContain('Warranty');
      expect(text).not.toContain('discount approved');
    }
    const page = await server.call({ method: 'GET', url: link });
    expect(page.body).toContain('Accept quotation');
    expect(page.body).not.toContain('discount approved');
    const json = await server.call({ method: 'GET', url: `/api/public/quotations/${token}` });
    expect(json.statusCode).toBe(200);
    expect(json.json().success.content).not.toHaveProperty('note');
    expect(json.body).not.toContain('discount approved');
    const mail = await server.database.pool.query(
      "select id, text_body, html_body from mail_outbox where about_kind = 'quotation' and about_id = $1",
      [detail.id],
    );
    expect(mail.rows).toHaveLength(1);
    expect(JSON.stringify(mail.rows[0])).not.toContain('discount approved');
    const attachment = await server.database.pool.query(
      'select content from mail_attachments where mail_id = $1',
      [mail.rows[0].id],
    );
    const attached = (await extractText(new Uint8Array(attachment.rows[0].content), { mergePages: true }))
      .text;
    expect(attached).toContain('Warranty');
    expect(attached).not.toContain('discount approved');
  });

  it("shows the customer the surveyed site as a link to OpenStreetMap, never the staff's note on it", async () => {
    const { lead, link } = await sentQuotation();
    const token = link.split('/').pop();
    const before = await server.call({ method: 'GET', url: `/api/public/quotations/${token}` });
    expect(before.json().success.site).toBeNull();
    expect((await server.call({ method: 'GET', url: link })).body).not.toContain('OpenStreetMap');
    const current = ok<Lead>(
      await server.call({ method: 'GET', url: `/api/leads/${lead.id}`, token: sales }),
    );
    const saved = await server.call({
      method: 'PATCH',
      url: `/api/leads/${lead.id}/site`,
      token: sales,
      payload: {
        site_latitude: 12.971599,
        site_longitude: 77.594566,
        site_note: 'Watchman Raju has the gate key',
        version: current.version,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const json = await server.call({ method: 'GET', url: `/api/public/quotations/${token}` });
    expect(json.json().success.site).toEqual({ latitude: 12.971599, longitude: 77.594566 });
    const page = await server.call({ method: 'GET', url: link });
    expect(page.body).toContain('12.971599, 77.594566');
    expect(page.body).toContain(
      'href="https://www.openstreetmap.org/?mlat=12.971599&amp;mlon=77.594566#map=17/12.971599/77.594566"',
    );
    expect(page.body).not.toContain('leaflet');
    for (const answer of [json, page]) expect(answer.body).not.toContain('Watchman Raju');
  });

  it('answers 404 for a link that does not exist', async () => {
    const response = await server.call({ method: 'GET', url: `/quotation/${'A'.repeat(32)}` });
    expect(response.statusCode).toBe(404);
  });
});

describe('lists and roles', () => {
  it('lists the costing queue with the captured requirement, for the quotation team', async () => {
    const queue = ok<Page<CostingQueueItem>>(
      await server.call({ method: 'GET', url: '/api/quotations/queue?pageSize=100', token: costing }),
    );
    expect(queue.total).toBeGreaterThan(0);
    for (const item of queue.items) expect(await stageOf(item.lead_id)).toBe('costing_requested');
    const seeded = queue.items.find((i) => i.project_type !== null)!;
    const space = await workspace(seeded.lead_id, costing);
    expect(space.lead.stage).toBe('costing_requested');
    expect(space.requirement?.metrics.areaM2).toBeGreaterThan(0);
    expect(
      (await server.call({ method: 'GET', url: '/api/quotations/queue', token: sales })).statusCode,
    ).toBe(403);
  });

  it('lists quotations with paging, search and status filters', async () => {
    const all = ok<Page<QuotationListItem>>(
      await server.call({ method: 'GET', url: '/api/quotations?pageSize=5', token: costing }),
    );
    expect(all.items).toHaveLength(5);
    expect(all.total).toBeGreaterThan(5);
    const accepted = ok<Page<QuotationListItem>>(
      await server.call({ method: 'GET', url: '/api/quotations?status=accepted&pageSize=100', token: sales }),
    );
    expect(accepted.items.length).toBeGreaterThan(0);
    expect(accepted.items.every((q) => q.status === 'accepted')).toBe(true);
    const one = all.items[0]!;
    const found = ok<Page<QuotationListItem>>(
      await server.call({
        method: 'GET',
        url: `/api/quotations?q=${encodeURIComponent(one.number)}`,
        token: costing,
      }),
    );
    expect(found.items.map((q) => q.id)).toEqual([one.id]);
    const byTotal = ok<Page<QuotationListItem>>(
      await server.call({
        method: 'GET',
        url: '/api/quotations?sort=total&order=asc&pageSize=50',
        token: costing,
      }),
    );
    const totals = byTotal.items.map((q) => q.total_paise);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const bad = await server.call({ method: 'GET', url: '/api/quotations?status=nope', token: costing });
    expect(bad.statusCode).toBe(400);
    for (const token of [verifier, hr]) {
      expect((await server.call({ method: 'GET', url: '/api/quotations', token })).statusCode).toBe(403);
    }
    expect((await server.call({ method: 'GET', url: '/api/quotations' })).statusCode).toBe(401);
  });

  it('keeps terms templates for sales, with optimistic versions', async () => {
    const list = ok<TermsTemplate[]>(
      await server.call({ method: 'GET', url: '/api/quotations/terms-templates', token: sales }),
    );
    expect(list.length).toBeGreaterThanOrEqual(3);
    const body = {
      name: 'Test template',
      milestones: TERMS.milestones,
      timeline: '8 weeks',
      warranty: '1 year',
      exclusions: '',
      validity_days: 30,
    };
    const created = ok<TermsTemplate>(
      await server.call({
        method: 'POST',
        url: '/api/quotations/terms-templates',
        token: sales,
        payload: body,
      }),
      201,
    );
    const bad = await server.call({
      method: 'POST',
      url: '/api/quotations/terms-templates',
      token: sales,
      payload: { ...body, name: 'Other', milestones: [{ label: 'All', percent: 90 }] },
    });
    expect(bad.statusCode).toBe(400);
    ok(
      await server.call({
        method: 'PATCH',
        url: `/api/quotations/terms-templates/${created.id}`,
        token: sales,
        payload: { ...body, timeline: '9 weeks', version: 1 },
      }),
    );
    const stale = await server.call({
      method: 'PATCH',
      url: `/api/quotations/terms-templates/${created.id}`,
      token: sales,
      payload: { ...body, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(
      (await server.call({ method: 'GET', url: '/api/quotations/terms-templates', token: costing }))
        .statusCode,
    ).toBe(403);
  });
});

describe("the customer's copy", () => {
  /** A seeded version sent with terms, from a lead with captured dimensions. */
  const sentWithTerms = async () => {
    const { rows } = await server.database.pool.query<{ token: string; content: QuotationContentRow }>(
      `select v.token, v.content from quotation_versions v join quotations q on q.id = v.quotation_id
       join lead_requirements r on r.lead_id = q.lead_id
       where v.token is not null and v.content->'terms' is not null and v.content->'terms' <> 'null'
       order by v.id limit 1`,
    );
    expect(rows[0], 'a seeded sent version with terms').toBeTruthy();
    return rows[0]!;
  };
  type QuotationContentRow = {
    number: string;
    lines: { gst_rate_bps: number }[];
    terms: { valid_until: string };
  };

  it('prints rates as "18%", and Valid until like every other date', async () => {
    const { token, content } = await sentWithTerms();
    const pdf = await server.call({ method: 'GET', url: `/quotation/${token}/pdf` });
    expect(pdf.statusCode).toBe(200);
    const text = (await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true })).text;
    const rate = content.lines[0]!.gst_rate_bps / 100;
    expect(text).toContain(`${rate}%`);
    expect(text).not.toMatch(/\d %/);
    const [y, m, d] = content.terms.valid_until.split('-');
    const month = new Date(Date.UTC(Number(y), Number(m) - 1, 1)).toLocaleString('en-IN', {
      month: 'short',
      timeZone: 'UTC',
    });
    expect(text).toContain(`Valid until: ${d} ${month} ${y}`);
    expect(text).not.toContain(content.terms.valid_until);
  });

  it("names the seller on the customer's page, with the lines stacked on a narrow screen", async () => {
    const { token } = await sentWithTerms();
    const page = await server.call({ method: 'GET', url: `/quotation/${token}` });
    expect(page.statusCode).toBe(200);
    const settings = await loadStoredSettings(server.database.db);
    const seller = letterheadFromSettings(settings!);
    const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
    expect(page.body).toContain(`<header class="seller">`);
    expect(page.body).toContain(esc(seller.legalName));
    if (seller.email) expect(page.body).toContain(`mailto:${seller.email}`);
    // No sideways scrolling: each cell carries its label for the stacked layout.
    expect(page.body).not.toContain('overflow-x');
    for (const label of ['Discount', 'GST', 'Taxable']) expect(page.body).toContain(`data-label="${label}"`);
    expect(page.body).toMatch(/@media \(max-width:600px\)\{\.lines thead\{display:none\}/);
  });
});

describe('validity: reminder and expiry', () => {
  it('reminds the owner once per version near validity, expires it after, and refuses acceptance', async () => {
    const { lead, link } = await sentQuotation();
    const owner = await server.userId('sales');
    const db = server.database.pool;
    await db.query(`update users set email = 'owner@example.in' where id = $1`, [owner]);
    await db.query('update lead_sales set owner_id = $1 where lead_id = $2', [owner, lead.id]);
    const leadLink = `/app/sales/leads/${lead.id}`;
    const reminders = async () =>
      (
        await db.query(
          `select 1 from notifications where user_id = $1 and link = $2 and title like 'Quotation expiring%'`,
          [owner, leadLink],
        )
      ).rowCount;

    // Four days before 31 Dec 2099 (IST) is too early; three days before reminds, once.
    await remindExpiringQuotations(server.database.db, new Date('2099-12-27T06:00:00+05:30'));
    expect(await reminders()).toBe(0);
    const nearly = new Date('2099-12-28T06:00:00+05:30');
    await remindExpiringQuotations(server.database.db, nearly);
    await remindExpiringQuotations(server.database.db, nearly);
    expect(await reminders()).toBe(1);
    const mails = await db.query(
      `select to_address from mail_outbox where about_kind = 'lead' and about_id = $1 and subject like 'Quotation expiring%'`,
      [lead.id],
    );
    expect(mails.rows).toEqual([{ to_address: 'owner@example.in' }]);

    // On its last valid day it stays sent; the day after, the job expires it, once.
    await expireQuotations(server.database.db, new Date('2099-12-31T23:00:00+05:30'));
    expect((await workspace(lead.id)).quotation?.status).toBe('sent');
    const after = new Date('2100-01-01T06:00:00+05:30');
    expect(await expireQuotations(server.database.db, after)).toBeGreaterThanOrEqual(1);
    await expireQuotations(server.database.db, after);
    expect((await workspace(lead.id)).quotation?.status).toBe('expired');
    const history = await db.query(
      `select 1 from lead_history where lead_id = $1 and action = 'quotation-expired'`,
      [lead.id],
    );
    expect(history.rowCount).toBe(1);

    // The customer cannot accept it any more, and the link says so (an address of its own: the
    // public routes' rate limit is per address and earlier tests used it up).
    const refused = await server.call({
      method: 'POST',
      url: `${link}/accept`,
      remoteAddress: '203.0.113.77',
      payload: { full_name: 'Late Customer', consent: true },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/expired/);
    const json = await server.call({
      method: 'GET',
      url: `/api/public/quotations/${link.split('/').pop()}`,
      remoteAddress: '203.0.113.77',
    });
    expect(json.json().success.state).toBe('expired');

    // A validity date in the past is refused with a field message.
    const detail = (await workspace(lead.id)).quotation!;
    const past = await server.call({
      method: 'POST',
      url: `/api/quotations/lead/${lead.id}/send`,
      token: sales,
      payload: { version: detail.version, to: 'customer@example.in', valid_until: '2020-01-01' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields.valid_until).toBe('Choose a date from today on.');

    // Sales can send a new version, which is open again with a fresh validity from today.
    const resent = ok<{ link: string; quotation: QuotationDetail; version: number }>(
      await server.call({
        method: 'POST',
        url: `/api/quotations/lead/${lead.id}/send`,
        token: sales,
        payload: { version: detail.version, to: 'customer@example.in' },
      }),
    );
    expect(resent.quotation.status).toBe('sent');
    const fresh = addDays(todayInKolkata(), DEFAULT_VALIDITY_DAYS);
    expect(resent.quotation.draft.terms?.valid_until).toBe(fresh);
    const version = await db.query(
      `select v.content->'terms'->>'valid_until' as valid_until from quotation_versions v
        join quotations q on q.id = v.quotation_id where q.lead_id = $1 and v.no = $2`,
      [lead.id, resent.version],
    );
    expect(version.rows).toEqual([{ valid_until: fresh }]);
  });

  it('sends an expired quotation with the validity date sales picks', async () => {
    const { lead } = await sentQuotation();
    await expireQuotations(server.database.db, new Date('2100-01-01T06:00:00+05:30'));
    const detail = (await workspace(lead.id)).quotation!;
    expect(detail.status).toBe('expired');
    const picked = addDays(todayInKolkata(), 10);
    const resent = ok<{ quotation: QuotationDetail }>(
      await server.call({
        method: 'POST',
        url: `/api/quotations/lead/${lead.id}/send`,
        token: sales,
        payload: { version: detail.version, valid_until: picked },
      }),
    );
    expect(resent.quotation.draft.terms?.valid_until).toBe(picked);
  });
});
