import type { LeadBilling } from '@managewell/api/contract';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleAcceptedQuotations } from '../src/pipeline/billing';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let sales: string;
let hr: string;

const COMPANY = {
  legalName: 'Managewell Pools Private Limited',
  gstin: '27AABCT3518Q1ZW',
  state: 'Maharashtra',
  address: '12 Marol Industrial Estate, Andheri East, Mumbai 400059',
  eInvoicing: true,
};
const BUYER_GSTIN = '29AAGCB1286Q1Z0';

const ok = <T>(response: { statusCode: number; body: string; json(): { success: T } }, status = 200): T => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json().success;
};
const billing = async (leadId: number) =>
  ok<LeadBilling>(await server.call({ method: 'GET', url: `/api/billing/lead/${leadId}`, token: sales }));
const issueFirst = async (leadId: number) => {
  const b = await billing(leadId);
  return ok<LeadBilling>(
    await server.call({
      method: 'POST',
      url: `/api/billing/lead/${leadId}/invoices`,
      token: sales,
      payload: { milestone_id: b.milestones[0]!.id },
    }),
    201,
  ).invoices[0]!;
};
const setBuyer = (leadId: number, gstin: string | null) =>
  server.call({
    method: 'PUT',
    url: `/api/billing/lead/${leadId}/buyer`,
    token: sales,
    payload: { buyer_gstin: gstin },
  });

const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const signedQr = (irn: string, docNo: string) =>
  `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ data: JSON.stringify({ Irn: irn, DocNo: docNo }), iss: 'NIC' })}.c2lnbmF0dXJl`;
const registration = (irn: string, docNo: string) => ({
  irn,
  ack_no: '112010036563310',
  ack_date: today(),
  signed_qr: signedQr(irn, docNo),
});

let freeLeads: number[];
const takeLead = () => {
  const id = freeLeads.shift();
  if (!id) throw new Error('No scheduled lead left for the test.');
  return id;
};

beforeAll(async () => {
  server = await startTestServer();
  [sales, hr] = await Promise.all([server.tokenFor('sales'), server.tokenFor('hr')]);
  const { pool } = server.database;
  await pool.query(`update site_settings set data = jsonb_set(data, '{company}', $1::jsonb) where id = 1`, [
    JSON.stringify(COMPANY),
  ]);
  await pool.query(
    `update quotation_versions v set accepted_at = now(), accepted_name = 'Test Customer'
     from quotations q where q.id = v.quotation_id and v.no = q.latest_version
       and q.status in ('costed', 'expired', 'sent') and v.content->'terms' <> 'null'::jsonb`,
  );
  await scheduleAcceptedQuotations(server.database.db);
  const { rows } = await pool.query<{ lead_id: number }>(
    'select lead_id from billing_accounts order by lead_id',
  );
  freeLeads = rows.map((r) => r.lead_id);
  // Every customer here has a full address with its PIN, and every milestone part an HSN/SAC code.
  await pool.query(
    `update leads set billing_address = '4 MG Road, Bengaluru 560001', billing_state = 'Karnataka'
     where id = any($1)`,
    [freeLeads],
  );
  await pool.query(
    `update payment_milestones set parts = (select jsonb_agg(jsonb_set(p, '{hsn_sac}', '"995415"')) from jsonb_array_elements(parts) p)`,
  );
});
afterAll(() => server.close());

describe('e-invoices', () => {
  it('gives the JSON of a B2B invoice, records its IRN once and prints it', async () => {
    const leadId = takeLead();
    ok(await setBuyer(leadId, BUYER_GSTIN));
    const invoice = await issueFirst(leadId);
    expect(invoice.e_invoice).toEqual({ status: 'pending', irn: null, ack_no: null, ack_date: null });
    const file = await server.call({
      method: 'GET',
      url: `/api/billing/lead/${leadId}/invoices/${invoice.id}/e-invoice`,
      token: sales,
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    const [json] = JSON.parse(file.body);
    expect(json).toMatchObject({
      Version: '1.1',
      TranDtls: { TaxSch: 'GST', SupTyp: 'B2B' },
      DocDtls: { Typ: 'INV', No: invoice.number },
      SellerDtls: { Gstin: COMPANY.gstin, Pin: 400059, Stcd: '27' },
      BuyerDtls: { Gstin: BUYER_GSTIN, Pin: 560001, Stcd: '29' },
      ValDtls: { TotInvVal: invoice.totals.total_paise / 100 },
    });

    const irn = 'ab'.repeat(32);
    const url = `/api/billing/lead/${leadId}/invoices/${invoice.id}/e-invoice`;
    const bad = await server.call({
      method: 'PUT',
      url,
      token: sales,
      payload: { ...registration(irn, invoice.number), irn: 'not-an-irn' },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('64 characters');
    const otherDoc = await server.call({
      method: 'PUT',
      url,
      token: sales,
      payload: registration(irn, 'INV/2026-27/9999'),
    });
    expect(otherDoc.statusCode).toBe(400);

    const recorded = ok<LeadBilling>(
      await server.call({
        method: 'PUT',
        url,
        token: sales,
        payload: registration(irn.toUpperCase(), invoice.number),
      }),
    );
    expect(recorded.invoices[0]!.e_invoice).toMatchObject({
      status: 'registered',
      irn,
      ack_no: '112010036563310',
    });
    const again = await server.call({
      method: 'PUT',
      url,
      token: sales,
      payload: registration('cd'.repeat(32), invoice.number),
    });
    expect(again.statusCode).toBe(409);

    const pdf = await server.call({
      method: 'GET',
      url: `/api/billing/lead/${leadId}/invoices/${invoice.id}/pdf`,
      token: sales,
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true })).text.replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain(irn);
    expect(text).toContain('112010036563310');
  });

  it('does the same for a credit note, referring to its invoice', async () => {
    const leadId = takeLead();
    ok(await setBuyer(leadId, BUYER_GSTIN));
    const invoice = await issueFirst(leadId);
    const note = ok<LeadBilling>(
      await server.call({
        method: 'POST',
        url: `/api/billing/lead/${leadId}/invoices/${invoice.id}/credit-notes`,
        token: sales,
        payload: { amount_paise: 1_000_00, reason: 'Discount agreed' },
      }),
      201,
    ).invoices[0]!.credit_notes[0]!;
    expect(note.e_invoice.status).toBe('pending');
    const url = `/api/billing/lead/${leadId}/credit-notes/${note.id}/e-invoice`;
    const file = await server.call({ method: 'GET', url, token: sales });
    expect(file.statusCode, file.body).toBe(200);
    expect(JSON.parse(file.body)[0]).toMatchObject({
      DocDtls: { Typ: 'CRN', No: note.number },
      RefDtls: { PrecDocDtls: [{ InvNo: invoice.number }] },
      ValDtls: { TotInvVal: 1000 },
    });
    const done = ok<LeadBilling>(
      await server.call({
        method: 'PUT',
        url,
        token: sales,
        payload: registration('ef'.repeat(32), note.number),
      }),
    );
    expect(done.invoices[0]!.credit_notes[0]!.e_invoice.status).toBe('registered');
  });

  it('has none for a consumer, nor for another lead’s invoice or another role', async () => {
    const leadId = takeLead();
    ok(await setBuyer(leadId, null));
    const invoice = await issueFirst(leadId);
    expect(invoice.e_invoice.status).toBe('b2c');
    const url = `/api/billing/lead/${leadId}/invoices/${invoice.id}/e-invoice`;
    const b2c = await server.call({ method: 'GET', url, token: sales });
    expect(b2c.statusCode).toBe(404);
    expect(b2c.body).toContain('B2C');
    const record = await server.call({
      method: 'PUT',
      url,
      token: sales,
      payload: registration('12'.repeat(32), invoice.number),
    });
    expect(record.statusCode).toBe(404);

    const other = takeLead();
    const elsewhere = `/api/billing/lead/${other}/invoices/${invoice.id}/e-invoice`;
    expect((await server.call({ method: 'GET', url: elsewhere, token: sales })).statusCode).toBe(404);
    expect(
      (
        await server.call({
          method: 'PUT',
          url: elsewhere,
          token: sales,
          payload: registration('12'.repeat(32), invoice.number),
        })
      ).statusCode,
    ).toBe(404);
    expect((await server.call({ method: 'GET', url, token: hr })).statusCode).toBe(403);
  });

  it('needs none while the e-invoicing setting is off', async () => {
    const { pool } = server.database;
    await pool.query(`update site_settings set data = data #- '{company,eInvoicing}' where id = 1`);
    const leadId = takeLead();
    ok(await setBuyer(leadId, BUYER_GSTIN));
    const invoice = await issueFirst(leadId);
    expect(invoice.e_invoice.status).toBe('not_applicable');
    const file = await server.call({
      method: 'GET',
      url: `/api/billing/lead/${leadId}/invoices/${invoice.id}/e-invoice`,
      token: sales,
    });
    expect(file.statusCode).toBe(404);
  });
});
