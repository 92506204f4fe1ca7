import type { LeadBilling } from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remindOverdueInvoices, scheduleAcceptedQuotations } from '../src/pipeline/billing';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let sales: string;
let hr: string;

const COMPANY = {
  legalName: 'Managewell Pools Private Limited',
  gstin: '27AABCT3518Q1ZW',
  state: 'Maharashtra',
  pan: 'AABCT3518Q',
  bank: {
    accountName: 'Managewell Pools Private Limited',
    bankName: 'HDFC Bank',
    branch: 'Andheri East',
    accountNumber: '50200012345678',
    ifsc: 'HDFC0001234',
    upiId: 'managewell@hdfcbank',
  },
};

const ok = <T>(response: { statusCode: number; body: string; json(): { success: T } }, status = 200): T => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json().success;
};

const billing = async (leadId: number) =>
  ok<LeadBilling>(await server.call({ method: 'GET', url: `/api/billing/lead/${leadId}`, token: sales }));

const issue = (leadId: number, milestoneId: number) =>
  server.call({
    method: 'POST',
    url: `/api/billing/lead/${leadId}/invoices`,
    token: sales,
    payload: { milestone_id: milestoneId },
  });

const pay = (leadId: number, invoiceId: number, amount: number, extra: Record<string, unknown> = {}) =>
  server.call({
    method: 'POST',
    url: `/api/billing/lead/${leadId}/invoices/${invoiceId}/payments`,
    token: sales,
    payload: {
      paid_on: new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10),
      amount_paise: amount,
      mode: 'neft_rtgs',
      reference: 'UTR HDFCR52026112700123',
      ...extra,
    },
  });

async function pdfText(bytes: Buffer) {
  return (await extractText(new Uint8Array(bytes), { mergePages: true })).text.replace(/\s+/g, ' ');
}

/** Leads with a payment schedule whose milestones are not invoiced yet (each test takes its own). */
let freeLeads: number[];
/** A sent quotation left open for the customer to accept. */
let openLink: { token: string; lead_id: number; id: number };
const takeLead = () => {
  const id = freeLeads.shift();
  if (!id) throw new Error('No scheduled lead left for the test.');
  return id;
};

beforeAll(async () => {
  server = await startTestServer();
  [sales, hr] = await Promise.all([server.tokenFor('sales'), server.tokenFor('hr')]);
  await server.database.pool.query(
    `update site_settings set data = jsonb_set(data, '{company}', $1::jsonb) where id = 1`,
    [JSON.stringify(COMPANY)],
  );
  const sent = await server.database.pool.query<{ token: string; lead_id: number; id: number }>(
    `select v.id, v.token, q.lead_id from quotation_versions v join quotations q on q.id = v.quotation_id
     where q.status = 'sent' and v.no = q.latest_version and v.token is not null order by v.id limit 1`,
  );
  openLink = sent.rows[0]!;
  // More accepted quotations than the demo has: the other ones with terms, accepted here.
  await server.database.pool.query(
    `update quotation_versions v set accepted_at = now(), accepted_name = 'Test Customer'
     from quotations q where q.id = v.quotation_id and v.no = q.latest_version and v.id <> $1
       and q.status in ('costed', 'expired', 'sent') and v.content->'terms' <> 'null'::jsonb`,
    [openLink.id],
  );
  await scheduleAcceptedQuotations(server.database.db);
  const { rows } = await server.database.pool.query<{ lead_id: number }>(
    'select lead_id from billing_accounts order by lead_id',
  );
  freeLeads = rows.map((r) => r.lead_id);
});
afterAll(() => server.close());

describe('the payment schedule', () => {
  it('is there for the accepted demo leads, its first milestone due on acceptance', async () => {
    expect(freeLeads.length).toBeGreaterThanOrEqual(6);
    const b = await billing(freeLeads[0]!);
    expect(b.quotation?.number).toMatch(/^MW\/\d{4}-\d{2}\/\d{4}$/);
    expect(b.milestones.reduce((s, m) => s + m.percent, 0)).toBe(100);
    expect(b.milestones[0]).toMatchObject({ due_kind: 'acceptance', status: 'due', invoice_id: null });
    expect(b.milestones.slice(1).every((m) => m.due_kind === 'checklist' && m.status === 'not_due')).toBe(
      true,
    );
    expect(b.totals).toMatchObject({ invoiced_paise: 0, received_paise: 0, outstanding_paise: 0 });
    const { rows } = await server.database.pool.query<{ total: string }>(
      `select v.total_paise as total from quotation_versions v join quotations q on q.id = v.quotation_id
       where q.lead_id = $1 and v.accepted_at is not null`,
      [b.lead_id],
    );
    // Each milestone's invoice is rounded to the rupee: the schedule is within a rupee a milestone.
    expect(Math.abs(b.totals.scheduled_paise - Number(rows[0]!.total))).toBeLessThanOrEqual(
      100 * b.milestones.length,
    );
  });

  it('gives a proforma invoice of a milestone on request, using no invoice number', async () => {
    const b = await billing(freeLeads[0]!);
    const counters = 'select count(*) as n from tax_invoices';
    const before = (await server.database.pool.query(counters)).rows[0].n;
    const pdf = await server.call({
      method: 'GET',
      url: `/api/billing/lead/${b.lead_id}/milestones/${b.milestones[1]!.id}/proforma`,
      token: sales,
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Proforma Invoice');
    expect(text).toContain('Not a tax invoice');
    expect(text).toContain(formatInr(b.milestones[1]!.amount_paise));
    expect((await server.database.pool.query(counters)).rows[0].n).toBe(before);
  });

  it('is made when a customer accepts a quotation on the link', async () => {
    const { token, lead_id: leadId } = openLink;
    expect((await billing(leadId)).milestones).toEqual([]);
    // A B2B version: the customer's GSTIN and billing address were on the lead when it was made.
    const billingAddress = '4th floor, Trade Centre, Baner, Pune 411045';
    await server.database.pool.query(
      `update leads set gstin = '27AAPFU0939F1ZV', billing_address = $2, billing_state = 'Maharashtra' where id = $1`,
      [leadId, billingAddress],
    );
    await server.database.pool.query(
      `update quotation_versions set content = jsonb_set(jsonb_set(content, '{customer,gstin}', '"27AAPFU0939F1ZV"'),
         '{customer,billing_address}', $2::jsonb) where id = $1`,
      [openLink.id, JSON.stringify(`${billingAddress}, Maharashtra`)],
    );
    const page = await server.call({ method: 'GET', url: `/quotation/${token}` });
    expect(page.body).toContain('Buyer GSTIN:</strong> 27AAPFU0939F1ZV');
    expect(page.body).toContain(`${billingAddress}, Maharashtra`);
    const pdf = await server.call({ method: 'GET', url: `/quotation/${token}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('27AAPFU0939F1ZV');
    const accepted = await server.call({
      method: 'POST',
      url: `/quotation/${token}/accept`,
      payload: { full_name: 'Asha Rao', consent: true },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const b = await billing(leadId);
    expect(b.milestones.length).toBeGreaterThan(0);
    expect(b.milestones[0]!.status).toBe('due');
    expect(b.buyer_gstin).toBe('27AAPFU0939F1ZV');
    const invoice = await issue(leadId, b.milestones[0]!.id);
    expect(invoice.statusCode, invoice.body).toBe(201);
    const { rows } = await server.database.pool.query<{ buyer: { gstin: string; address: string } }>(
      `select content->'buyer' as buyer from tax_invoices where lead_id = $1`,
      [leadId],
    );
    expect(rows[0]?.buyer).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
      address: `${billingAddress}, Maharashtra`,
    });
  });

  it('lets sales set when a milestone falls due, on the version loaded', async () => {
    const leadId = takeLead();
    const m = (await billing(leadId)).milestones[1]!;
    expect((await issue(leadId, m.id)).statusCode).toBe(409);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const changed = ok<LeadBilling>(
      await server.call({
        method: 'PATCH',
        url: `/api/billing/lead/${leadId}/milestones/${m.id}`,
        token: sales,
        payload: { version: m.version, due_kind: 'date', due_date: today },
      }),
    );
    expect(changed.milestones[1]).toMatchObject({ due_kind: 'date', due_date: today, status: 'due' });
    const stale = await server.call({
      method: 'PATCH',
      url: `/api/billing/lead/${leadId}/milestones/${m.id}`,
      token: sales,
      payload: { version: m.version, due_kind: 'acceptance' },
    });
    expect(stale.statusCode).toBe(409);
    ok(await issue(leadId, m.id), 201);
  });
});

describe('tax invoices', () => {
  it('issues one invoice per milestone, with GST as the quotation, and a PDF that says so', async () => {
    const leadId = takeLead();
    const before = await billing(leadId);
    const m = before.milestones[0]!;
    const [again, once] = await Promise.all([issue(leadId, m.id), issue(leadId, m.id)]);
    expect([again.statusCode, once.statusCode].sort()).toEqual([201, 409]);
    const b = await billing(leadId);
    const invoice = b.invoices[0]!;
    expect(invoice).toMatchObject({ milestone_id: m.id, status: 'invoiced', paid_paise: 0 });
    expect(invoice.totals.total_paise).toBe(m.amount_paise);
    expect(invoice.outstanding_paise).toBe(m.amount_paise);
    if (b.inter_state) expect(invoice.totals.cgst_paise).toBe(0);
    else {
      expect(invoice.totals.igst_paise).toBe(0);
      expect(invoice.totals.cgst_paise).toBe(invoice.totals.sgst_paise);
    }
    expect(b.milestones[0]).toMatchObject({ status: 'invoiced', invoice_id: invoice.id });

    const pdf = await server.call({
      method: 'GET',
      url: `/api/billing/lead/${leadId}/invoices/${invoice.id}/pdf`,
      token: sales,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      'Tax Invoice',
      invoice.number,
      'Seller GSTIN',
      COMPANY.gstin,
      'Place of supply',
      'HSN/SAC',
      'Amount in words',
      'Rupees',
      'HDFC0001234',
      b.customer,
      b.inter_state ? 'IGST' : 'CGST',
    ])
      expect(text).toContain(expected);
    // Issued invoices cannot be changed, even in the database.
    await expect(
      server.database.pool.query('update tax_invoices set total_paise = 1 where id = $1', [invoice.id]),
    ).rejects.toThrow(/cannot be changed/);
  });

  it('takes the customer GSTIN and refuses another lead’s invoice', async () => {
    const leadId = takeLead();
    const other = takeLead();
    const set = ok<LeadBilling>(
      await server.call({
        method: 'PUT',
        url: `/api/billing/lead/${leadId}/buyer`,
        token: sales,
        payload: { buyer_gstin: '27aabct3518q1zw' },
      }),
    );
    expect(set.buyer_gstin).toBe('27AABCT3518Q1ZW');
    const bad = await server.call({
      method: 'PUT',
      url: `/api/billing/lead/${leadId}/buyer`,
      token: sales,
      payload: { buyer_gstin: '27AABCT3518Q1ZX' },
    });
    expect(bad.statusCode).toBe(400);
    const b = ok<LeadBilling>(await issue(leadId, set.milestones[0]!.id), 201);
    const invoiceId = b.invoices[0]!.id;
    for (const url of [
      `/api/billing/lead/${other}/invoices/${invoiceId}/pdf`,
      `/api/billing/lead/${other}/invoices/${invoiceId}/payments`,
    ]) {
      const r = await server.call({
        method: url.endsWith('pdf') ? 'GET' : 'POST',
        url,
        token: sales,
        ...(url.endsWith('pdf')
          ? {}
          : { payload: { paid_on: '2026-01-01', amount_paise: 100, mode: 'cash' } }),
      });
      expect([404, 400]).toContain(r.statusCode);
    }
    const wrongLead = await pay(other, invoiceId, 100);
    expect(wrongLead.statusCode).toBe(404);
    const forbidden = await server.call({ method: 'GET', url: `/api/billing/lead/${leadId}`, token: hr });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('payments and credit notes', () => {
  it('takes part payments, refuses over-payment even at once, and gives a receipt', async () => {
    const leadId = takeLead();
    const first = await billing(leadId);
    const b = ok<LeadBilling>(await issue(leadId, first.milestones[0]!.id), 201);
    const invoice = b.invoices[0]!;
    const part = ok<LeadBilling>(await pay(leadId, invoice.id, 10_000_00), 201);
    expect(part.invoices[0]).toMatchObject({
      paid_paise: 10_000_00,
      outstanding_paise: invoice.totals.total_paise - 10_000_00,
      status: 'part_paid',
    });
    expect(part.milestones[0]!.status).toBe('part_paid');
    expect(part.totals).toMatchObject({
      invoiced_paise: invoice.totals.total_paise,
      received_paise: 10_000_00,
      outstanding_paise: invoice.totals.total_paise - 10_000_00,
    });
    const rest = invoice.totals.total_paise - 10_000_00;
    const over = await pay(leadId, invoice.id, rest + 1);
    expect(over.statusCode).toBe(409);
    const noReference = await pay(leadId, invoice.id, 100, { reference: '' });
    expect(noReference.statusCode).toBe(400);
    const both = await Promise.all([pay(leadId, invoice.id, rest), pay(leadId, invoice.id, rest)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const paid = await billing(leadId);
    expect(paid.invoices[0]).toMatchObject({ outstanding_paise: 0, status: 'paid' });
    expect(paid.invoices[0]!.payments).toHaveLength(2);
    const receipt = paid.invoices[0]!.payments[0]!;
    expect(receipt.receipt_number).toMatch(/^RCT\/\d{4}-\d{2}\/\d{4}$/);
    const pdf = await server.call({
      method: 'GET',
      url: `/api/billing/lead/${leadId}/payments/${receipt.id}/receipt`,
      token: sales,
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Payment Receipt');
    expect(text).toContain(receipt.receipt_number);
    expect(text).toContain('₹10,000.00');
    expect(text).toContain('Rupees Ten Thousand Only');
  });

  it('corrects an invoice with a credit note that reduces what is outstanding', async () => {
    const leadId = takeLead();
    const first = await billing(leadId);
    const b = ok<LeadBilling>(await issue(leadId, first.milestones[0]!.id), 201);
    const invoice = b.invoices[0]!;
    const credited = ok<LeadBilling>(
      await server.call({
        method: 'POST',
        url: `/api/billing/lead/${leadId}/invoices/${invoice.id}/credit-notes`,
        token: sales,
        payload: { amount_paise: 5_000_00, reason: 'Discount agreed on the coping stones' },
      }),
      201,
    );
    const note = credited.invoices[0]!.credit_notes[0]!;
    expect(note.number).toMatch(/^CN\/\d{4}-\d{2}\/\d{4}$/);
    expect(note.total_paise).toBe(5_000_00);
    expect(credited.invoices[0]!.outstanding_paise).toBe(invoice.totals.total_paise - 5_000_00);
    expect(credited.totals.credited_paise).toBe(5_000_00);
    const tooMuch = await server.call({
      method: 'POST',
      url: `/api/billing/lead/${leadId}/invoices/${invoice.id}/credit-notes`,
      token: sales,
      payload: { amount_paise: invoice.totals.total_paise, reason: 'Cancel' },
    });
    expect(tooMuch.statusCode).toBe(409);
    const pdf = await server.call({
      method: 'GET',
      url: `/api/billing/lead/${leadId}/credit-notes/${note.id}/pdf`,
      token: sales,
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Credit Note');
    expect(text).toContain(invoice.number);
    expect(text).toContain('₹5,000.00');
  });
});

describe('money across leads', () => {
  it('shows receivables by age and what came in this month', async () => {
    const d = ok<{
      receivables: { bucket: string; invoices: number; outstanding_paise: number }[];
      outstanding_paise: number;
      received_this_month_paise: number;
      payments_this_month: number;
    }>(await server.call({ method: 'GET', url: '/api/billing/dashboard', token: sales }));
    expect(d.receivables.map((r) => r.bucket)).toEqual(['0-30', '31-60', '61-90', '90+']);
    const { rows } = await server.database.pool.query<{ outstanding: string }>(
      `select sum(i.total_paise
         - coalesce((select sum(amount_paise) from invoice_payments p where p.invoice_id = i.id), 0)
         - coalesce((select sum(total_paise) from credit_notes c where c.invoice_id = i.id), 0)) as outstanding
       from tax_invoices i`,
    );
    expect(d.outstanding_paise).toBe(Number(rows[0]!.outstanding));
    expect(d.receivables[0]!.outstanding_paise).toBe(d.outstanding_paise);
    expect(d.received_this_month_paise).toBeGreaterThanOrEqual(10_000_00);
  });

  it('exports invoices, credit notes and receipts for the accountant', async () => {
    const csv = await server.call({ method: 'GET', url: '/api/billing/export?format=csv', token: sales });
    expect(csv.statusCode).toBe(200);
    const [header, ...lines] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toContain('Customer GSTIN');
    expect(header).toContain('Place of supply');
    expect(header).toContain('Taxable value 18 %');
    expect(header).toContain('IGST');
    expect(lines.some((l) => l.startsWith('Invoice,INV/'))).toBe(true);
    expect(lines.some((l) => l.startsWith('Credit note,CN/'))).toBe(true);
    expect(lines.some((l) => l.startsWith('Receipt,RCT/'))).toBe(true);
    expect(lines.some((l) => l.includes('27-Maharashtra') || /\d\d-[A-Z]/.test(l))).toBe(true);
  });

  it('sends an invoice through the outbox and gives a WhatsApp link', async () => {
    const { rows } = await server.database.pool.query<{ id: number; lead_id: number }>(
      'select id, lead_id from tax_invoices order by id limit 1',
    );
    const { id, lead_id: leadId } = rows[0]!;
    const sent = ok<{ to: string; whatsapp_link: string }>(
      await server.call({
        method: 'POST',
        url: `/api/billing/lead/${leadId}/invoices/${id}/send`,
        token: sales,
        payload: { to: 'accounts@example.in' },
      }),
    );
    expect(sent.to).toBe('accounts@example.in');
    expect(sent.whatsapp_link).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=Tax%20invoice%20INV/);
    const mail = await server.database.pool.query(
      `select subject from mail_outbox where about_kind = 'invoice' and about_id = $1`,
      [id],
    );
    expect(mail.rows[0]?.subject).toMatch(/^Tax invoice INV\//);
  });
});

describe('invoice numbers', () => {
  it('numbers 20 invoices issued at once with 20 distinct consecutive numbers', async () => {
    await server.database.pool.query(
      `update payment_milestones set due_kind = 'acceptance', checklist_key = null, due_date = null`,
    );
    const { rows } = await server.database.pool.query<{ id: number; lead_id: number }>(
      `select id, lead_id from payment_milestones
       where id not in (select milestone_id from tax_invoices) order by id limit 20`,
    );
    expect(rows).toHaveLength(20);
    const answers = await Promise.all(rows.map((r) => issue(r.lead_id, r.id)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(201);
    const { rows: numbers } = await server.database.pool.query<{ number: string }>(
      'select number from tax_invoices where milestone_id = any($1)',
      [rows.map((r) => r.id)],
    );
    const seq = numbers.map((n) => Number(n.number.split('/')[2])).sort((a, b) => a - b);
    expect(new Set(seq).size).toBe(20);
    expect(seq[19]! - seq[0]!).toBe(19);
    expect(numbers.every((n) => /^INV\/\d{4}-\d{2}\/\d{4}$/.test(n.number))).toBe(true);
  });
});

describe('overdue reminders', () => {
  it('remind each overdue invoice with money outstanding once, then again after a week', async () => {
    const inAMonth = new Date(Date.now() + 30 * 86_400_000);
    const { rows } = await server.database.pool.query<{ n: string }>(
      `select count(*) as n from tax_invoices i
       where i.total_paise > coalesce((select sum(amount_paise) from invoice_payments p where p.invoice_id = i.id), 0)
         + coalesce((select sum(total_paise) from credit_notes c where c.invoice_id = i.id), 0)`,
    );
    const overdue = Number(rows[0]!.n);
    expect(overdue).toBeGreaterThan(0);
    const [first, again] = await Promise.all([
      remindOverdueInvoices(server.database.db, inAMonth),
      remindOverdueInvoices(server.database.db, inAMonth),
    ]);
    expect(first + again).toBe(overdue);
    expect(await remindOverdueInvoices(server.database.db, new Date(inAMonth.getTime() + 86_400_000))).toBe(
      0,
    );
    expect(
      await remindOverdueInvoices(server.database.db, new Date(inAMonth.getTime() + 7 * 86_400_000)),
    ).toBe(overdue);
    const notes = await server.database.pool.query(
      `select content from notifications where title like 'Invoice overdue: INV/%'`,
    );
    expect(notes.rows.length).toBe(2 * overdue);
    expect(notes.rows[0]!.content).toMatch(/still owes ₹[\d,]+\.\d\d on INV\//);
  });
});
