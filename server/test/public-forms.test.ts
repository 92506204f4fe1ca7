import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LEAD_MESSAGES, SERVICE_MESSAGE } from '@managewell/api/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadForwarding } from '../src/pipeline/lead-forwarding';
import { leadHistory, leads } from '../src/pipeline/leads';
import { NUL_MESSAGE } from '../src/platform/http/validation';
import { CONTROL_CHARACTER_MESSAGE, SINGLE_LINE_MESSAGE } from '../src/website/public-forms/input';
import { startTestServer, type TestServer } from './helpers';

const MIGRATIONS = join(import.meta.dirname, '../drizzle');

let server: TestServer;
let dataDir: string;
let address = 0;
/** Each test sends from its own address, so the shared form limit only bites where tested. */
const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mw-forms-'));
  server = await startTestServer({ dataDir });
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

const leadCount = async () => (await server.database.db.select({ n: count() }).from(leads))[0]!.n;

const enquiry = {
  name: 'Priya Nair',
  email: 'Priya.Nair@Example.in',
  phone: '9820012345',
  service: 'infinity-pools',
  message: 'We want an infinity pool on our terrace in Bandra.',
};
const contact = {
  name: 'Rahul Mehta',
  email: 'rahul@example.com',
  phone: '9811122233',
  subject: 'Maintenance contract',
  message: 'Please call me about yearly maintenance.',
};

const post = (url: string, payload: unknown, remoteAddress = nextAddress()) =>
  server.call({
    method: 'POST',
    url: `/api/website-frontend/${url}`,
    payload: payload as object,
    remoteAddress,
  });

/** Sends a bad request and checks the answer and that no lead was stored. */
async function expectRefused(url: string, payload: unknown, status: number, fields?: Record<string, string>) {
  const before = await leadCount();
  const response = await post(url, payload);
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(typeof body.message).toBe('string');
  if (fields) expect(body.fields).toEqual(fields);
  expect(await leadCount()).toBe(before);
  return body;
}

describe('POST /api/website-frontend/enquiry', () => {
  it('stores the enquiry as a new lead with source enquiry and answers 201 with its id', async () => {
    const before = await leadCount();
    const response = await post('enquiry', { ...enquiry, page: '/services/infinity-pools', website: '' });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().success.id as number;
    expect(Number.isInteger(id)).toBe(true);
    expect(await leadCount()).toBe(before + 1);

    const [lead] = await server.database.db.select().from(leads).where(eq(leads.id, id));
    expect(lead).toMatchObject({
      firstName: 'Priya Nair',
      email: 'priya.nair@example.in',
      mobile: '9820012345',
      mobileNormalised: '+919820012345',
      mobileCode: '91',
      interests: 'infinity-pools',
      notes: enquiry.message,
      source: 'enquiry',
      status: 'new',
      createdBy: null,
    });
    const history = await server.database.db.select().from(leadHistory).where(eq(leadHistory.leadId, id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'created', actorId: null });
    // HelloLeads is not configured in this server: the lead is stored only.
    const [forwarding] = await server.database.db
      .select()
      .from(leadForwarding)
      .where(eq(leadForwarding.leadId, id));
    expect(forwarding).toMatchObject({ status: 'not-configured', attempts: 0 });
  });

  it('reads the phone as people write it and stores its E.164 form', async () => {
    for (const [phone, national] of [
      ['+91 98765 43210', '9876543210'],
      ['098765-43211', '9876543211'],
    ]) {
      const response = await post('enquiry', { ...enquiry, phone });
      expect(response.statusCode, response.body).toBe(201);
      const [lead] = await server.database.db
        .select()
        .from(leads)
        .where(eq(leads.id, response.json().success.id as number));
      expect(lead).toMatchObject({ mobile: national, mobileCode: '91', mobileNormalised: `+91${national}` });
    }
  });

  it('answers each missing field with the spec message', async () => {
    await expectRefused('enquiry', {}, 400, {
      name: LEAD_MESSAGES.name,
      email: LEAD_MESSAGES.email,
      phone: LEAD_MESSAGES.phone,
      service: SERVICE_MESSAGE,
      message: LEAD_MESSAGES.query,
    });
    await expectRefused('enquiry', { ...enquiry, name: '   ', message: '' }, 400, {
      name: LEAD_MESSAGES.name,
      message: LEAD_MESSAGES.query,
    });
  });

  it('checks e-mail and the 10-digit phone with the spec messages', async () => {
    await expectRefused('enquiry', { ...enquiry, email: 'priya@' }, 400, { email: LEAD_MESSAGES.email });
    await expectRefused('enquiry', { ...enquiry, phone: '98200' }, 400, { phone: LEAD_MESSAGES.phoneLength });
    await expectRefused('enquiry', { ...enquiry, phone: '98200123456' }, 400, {
      phone: LEAD_MESSAGES.phoneLength,
    });
    await expectRefused('enquiry', { ...enquiry, phone: '98200-1234x' }, 400, { phone: LEAD_MESSAGES.phone });
    await expectRefused('enquiry', { ...enquiry, phone: '+44 7911 123456' }, 400, {
      phone: LEAD_MESSAGES.phone,
    });
    await expectRefused('enquiry', { ...enquiry, service: 'Infinity Pools' }, 400, {
      service: SERVICE_MESSAGE,
    });
  });

  it('refuses wrong types, over-long fields and unknown fields', async () => {
    await expectRefused('enquiry', { ...enquiry, phone: 9820012345 }, 400, { phone: LEAD_MESSAGES.phone });
    await expectRefused('enquiry', { ...enquiry, name: ['Priya'] }, 400, { name: LEAD_MESSAGES.name });
    await expectRefused('enquiry', { ...enquiry, name: 'P'.repeat(101) }, 400, {
      name: 'Keep the name under 100 characters.',
    });
    await expectRefused('enquiry', { ...enquiry, message: 'x'.repeat(2001) }, 400, {
      message: 'Keep the query under 2,000 characters.',
    });
    await expectRefused('enquiry', { ...enquiry, status: 'verified', created_by: 1 }, 400, {
      status: "Unknown field 'status'.",
      created_by: "Unknown field 'created_by'.",
    });
    const notObject = await expectRefused('enquiry', [enquiry], 400);
    expect(notObject.fields).toEqual({ _: 'The request body must be a JSON object.' });
  });

  it('refuses a body that is not JSON', async () => {
    const before = await leadCount();
    const response = await server.call({
      method: 'POST',
      url: '/api/website-frontend/enquiry',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Priya",',
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is not valid JSON.');
    expect(await leadCount()).toBe(before);
  });

  it('refuses control characters, and line breaks outside the message', async () => {
    await expectRefused('enquiry', { ...enquiry, name: 'Priya\u0001Nair' }, 400, {
      name: CONTROL_CHARACTER_MESSAGE,
    });
    await expectRefused('enquiry', { ...enquiry, name: 'Priya\u0000Nair' }, 400, { name: NUL_MESSAGE });
    await expectRefused('enquiry', { ...enquiry, message: 'Call me\u001b[31m now' }, 400, {
      message: CONTROL_CHARACTER_MESSAGE,
    });
    await expectRefused('enquiry', { ...enquiry, name: 'Priya\nNair' }, 400, { name: SINGLE_LINE_MESSAGE });
    const response = await post('enquiry', { ...enquiry, message: 'Line one.\nLine two.\tTabbed.' });
    expect(response.statusCode).toBe(201);
  });

  it('stores markup as plain text, exactly as typed', async () => {
    const message = '<script>alert("x")</script> <b>Big</b> pool & spa';
    const response = await post('enquiry', { ...enquiry, name: '<img src=x onerror=alert(1)>', message });
    expect(response.statusCode).toBe(201);
    const [lead] = await server.database.db
      .select()
      .from(leads)
      .where(eq(leads.id, response.json().success.id));
    expect(lead!.notes).toBe(message);
    expect(lead!.firstName).toBe('<img src=x onerror=alert(1)>');
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const before = await leadCount();
    const response = await post('enquiry', { ...enquiry, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: { id: null } });
    expect(await leadCount()).toBe(before);
  });

  it('is public: no sign-in needed, and never answers with a staff token requirement', async () => {
    const response = await post('enquiry', enquiry);
    expect(response.statusCode).toBe(201);
  });
});

describe("an enquiry's website service becomes the lead's interest", () => {
  const ask = async (service: string, phone: string) => {
    const response = await post('enquiry', { ...enquiry, service, phone, email: `${phone}@example.in` });
    expect(response.statusCode, response.body).toBe(201);
    const [lead] = await server.database.db
      .select()
      .from(leads)
      .where(eq(leads.id, response.json().success.id));
    return lead!;
  };

  it('files a service under the interest its item declares, also after a rename, and the lead saves as it is', async () => {
    const lead = await ask('swimming-pool-design-and-construction', '9830000001');
    expect(lead).toMatchObject({ interests: 'residential-pools', notes: enquiry.message });

    // The service is renamed: its old slug goes into the history, the interest stays on the item.
    await server.database.pool.query(
      `with item as (update content_items set slug = 'pool-design-and-build', title = 'Pool Design and Build'
         where kind = 'service' and slug = 'swimming-pool-design-and-construction' returning id)
       insert into content_slug_history (item_id, kind, parent_id, slug)
       select id, 'service', null, 'swimming-pool-design-and-construction' from item`,
    );
    expect((await ask('pool-design-and-build', '9830000002')).interests).toBe('residential-pools');
    expect((await ask('swimming-pool-design-and-construction', '9830000003')).interests).toBe(
      'residential-pools',
    );

    // Verification saves the website lead as it came in, without picking the interest again.
    const verifier = await server.tokenFor('verification');
    const saved = await server.call({
      method: 'PATCH',
      url: `/api/leads/${lead.id}`,
      token: verifier,
      payload: {
        first_name: lead.firstName,
        email: lead.email,
        mobile: lead.mobile,
        interests: lead.interests,
        notes: lead.notes,
        source: lead.source,
        version: lead.version,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('keeps a service without an interest in the notes, and stores no interest for "other"', async () => {
    const unmapped = await ask('water-features-and-fountains', '9830000004');
    expect(unmapped).toMatchObject({
      interests: null,
      notes: `Website service: Water Features and Fountains\n\n${enquiry.message}`,
    });
    expect(await ask('other', '9830000005')).toMatchObject({ interests: null, notes: enquiry.message });
  });

  it('the data migration files old leads that stored the raw service', async () => {
    const file = (await readdir(MIGRATIONS))
      .filter((name) => name.endsWith('.sql'))
      .map((name) => readFileSync(join(MIGRATIONS, name), 'utf8'))
      .find((sql) => sql.includes('stored the raw service slug'));
    const handWritten = file!.split('-- hand-written below')[1]!.split('--> statement-breakpoint');
    const old = async (interests: string, notes: string | null) =>
      (
        await server.database.pool.query(
          `insert into leads (first_name, mobile, mobile_code, mobile_normalised, interests, notes, source, status)
           values ('Old enquiry', '9830000009', '91', '+919830000009', $1, $2, 'enquiry', 'new') returning id`,
          [interests, notes],
        )
      ).rows[0].id as number;
    const ids = [
      await old('swimming-pool-maintenance-amc', 'Yearly visits'),
      await old('spa-and-jacuzzi-installation', null),
      await old('water-features-and-fountains', 'A waterfall'),
      await old('other', 'Something else'),
      await old('lap-pools', 'Kept'),
    ];
    // Services as an older database had them: no interest declared on the items yet.
    await server.database.pool.query(
      "update content_items set data = data - 'leadInterest' where kind = 'service'",
    );
    for (const statement of handWritten) await server.database.pool.query(statement);
    const rows = await server.database.pool.query(
      'select interests, notes from leads where id = any($1) order by id',
      [ids],
    );
    expect(rows.rows).toEqual([
      { interests: 'pool-maintenance', notes: 'Yearly visits' },
      { interests: 'spa-and-jacuzzi', notes: null },
      { interests: null, notes: 'Website service: Water Features and Fountains\n\nA waterfall' },
      { interests: null, notes: 'Something else' },
      { interests: 'lap-pools', notes: 'Kept' },
    ]);
  });
});

describe('POST /api/website-frontend/contact', () => {
  it('stores the message as a lead with source contact, the subject in the notes', async () => {
    const response = await post('contact', contact);
    expect(response.statusCode, response.body).toBe(201);
    const [lead] = await server.database.db
      .select()
      .from(leads)
      .where(eq(leads.id, response.json().success.id));
    expect(lead).toMatchObject({
      firstName: 'Rahul Mehta',
      email: 'rahul@example.com',
      mobile: '9811122233',
      source: 'contact',
      status: 'new',
      interests: null,
      notes: 'Subject: Maintenance contract\n\nPlease call me about yearly maintenance.',
    });
  });

  it('takes a message without a subject', async () => {
    const { subject: _subject, ...withoutSubject } = contact;
    const response = await post('contact', withoutSubject);
    expect(response.statusCode).toBe(201);
    const [lead] = await server.database.db
      .select()
      .from(leads)
      .where(eq(leads.id, response.json().success.id));
    expect(lead!.notes).toBe(contact.message);
  });

  it('refuses bad input with the spec messages and stores nothing', async () => {
    await expectRefused('contact', { ...contact, name: '', phone: 'abc' }, 400, {
      name: LEAD_MESSAGES.name,
      phone: LEAD_MESSAGES.phone,
    });
    await expectRefused('contact', { ...contact, subject: 's'.repeat(151) }, 400, {
      subject: 'Keep the subject under 150 characters.',
    });
    await expectRefused('contact', { ...contact, service: 'lap-pools' }, 400, {
      service: "Unknown field 'service'.",
    });
    await expectRefused('contact', { ...contact, subject: 'Hi\u0007' }, 400, {
      subject: CONTROL_CHARACTER_MESSAGE,
    });
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const before = await leadCount();
    const response = await post('contact', { ...contact, website: 'x' });
    expect(response.json()).toEqual({ success: { id: null } });
    expect(await leadCount()).toBe(before);
  });
});

describe('the shared per-address limit', () => {
  it('takes PUBLIC_FORM_LIMIT submissions per address across the forms, then answers 429 with Retry-After', async () => {
    const { maxPerWindow } = server.config.publicForms;
    const ip = '192.0.2.77';
    for (let i = 0; i < maxPerWindow; i++) {
      const response = await post(i % 2 === 0 ? 'enquiry' : 'contact', i % 2 === 0 ? enquiry : contact, ip);
      expect(response.statusCode, response.body).toBe(201);
    }
    const before = await leadCount();
    const refused = await post('enquiry', enquiry, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many requests from your address\. Please try again in 15 minutes\.$/,
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Blocked before anything is read: even a bad body is 429.
    expect((await post('contact', {}, ip)).statusCode).toBe(429);
    expect(await leadCount()).toBe(before);
    // Other addresses are not affected.
    expect((await post('enquiry', enquiry, '192.0.2.78')).statusCode).toBe(201);
  });

  it('does not count refused (invalid) submissions', async () => {
    const ip = '192.0.2.90';
    for (let i = 0; i < server.config.publicForms.maxPerWindow + 2; i++) {
      expect((await post('enquiry', { ...enquiry, email: 'bad' }, ip)).statusCode).toBe(400);
    }
    expect((await post('enquiry', enquiry, ip)).statusCode).toBe(201);
  });
});
