import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MESSAGE } from '@managewell/api/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadForwarding } from '../src/pipeline/lead-forwarding';
import { leadAttachments, leadHistory, leads } from '../src/pipeline/leads';
import { KEY_REUSED_MESSAGE } from '../src/website/public-forms/idempotency';
import { contentItems } from '../src/website/site';
import { startTestServer, type TestServer } from './helpers';
import { jobDocument } from './site-fixtures';

const FORM_LIMIT = 3;
let server: TestServer;
let dataDir: string;
let address = 0;
const nextAddress = () => `10.3.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
const JOB = 'pool-site-engineer-idempotency';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mw-idempotency-'));
  server = await startTestServer({ dataDir, publicForms: { maxPerWindow: FORM_LIMIT, windowMs: 900_000 } });
  await server.database.db.insert(contentItems).values({
    kind: 'job',
    slug: JOB,
    title: 'Pool site engineer',
    published: true,
    data: jobDocument(),
  });
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

const leadsWithKey = async (key: string) =>
  server.database.db.select().from(leads).where(eq(leads.idempotencyKey, key));
const leadCount = async () => (await server.database.db.select({ n: count() }).from(leads))[0]!.n;

const enquiry = {
  name: 'Priya Nair',
  email: 'priya@example.in',
  phone: '9820012345',
  service: 'infinity-pools',
  message: 'We want an infinity pool on our terrace.',
};
const contact = {
  name: 'Rahul Mehta',
  email: 'rahul@example.com',
  phone: '9811122233',
  message: 'Please call me about yearly maintenance.',
};

const submit = (
  form: 'enquiry' | 'contact',
  key: string | undefined,
  remoteAddress: string,
  payload?: object,
) =>
  server.call({
    method: 'POST',
    url: `/api/website-frontend/${form}`,
    remoteAddress,
    headers: key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key },
    payload: payload ?? (form === 'enquiry' ? enquiry : contact),
  });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

function apply(key: string, remoteAddress: string) {
  const boundary = `mwtest${randomUUID()}`;
  const fields = { name: 'Anil Kumar', email: 'anil@example.in', phone: '9876543210', job: JOB };
  const chunks = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(chunks.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return server.call({
    method: 'POST',
    url: '/api/website-frontend/career-application',
    remoteAddress,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      [IDEMPOTENCY_KEY_HEADER]: key,
    },
    payload,
  });
}

describe('public forms with an Idempotency-Key', () => {
  it.each(['enquiry', 'contact'] as const)(
    '%s: the same key twice stores one lead and answers the same',
    async (form) => {
      const key = randomUUID();
      const ip = nextAddress();
      const first = await submit(form, key, ip);
      expect(first.statusCode, first.body).toBe(201);
      const again = await submit(form, key, ip);
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.body).toBe(first.body);
      const stored = await leadsWithKey(key);
      expect(stored).toHaveLength(1);
      expect(stored[0]!.id).toBe(first.json().success.id);
      expect(stored[0]!.source).toBe(form);
      // One history entry and one forwarding row: the retry added nothing.
      const id = stored[0]!.id;
      expect(
        await server.database.db.select().from(leadHistory).where(eq(leadHistory.leadId, id)),
      ).toHaveLength(1);
      expect(
        await server.database.db.select().from(leadForwarding).where(eq(leadForwarding.leadId, id)),
      ).toHaveLength(1);
    },
  );

  it('the same key sent 10 times at once stores one lead, and every answer is the first one', async () => {
    const key = randomUUID();
    const before = await leadCount();
    // Each copy from its own address: the per-address limit is not what is tested here.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => submit('enquiry', key, nextAddress())),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await leadsWithKey(key)).toHaveLength(1);
    expect(await leadCount()).toBe(before + 1);
    const retry = await submit('enquiry', key, nextAddress());
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(answers[0]!.body);
  });

  it('two copies racing, again and again, both get 201 with one lead', async () => {
    for (let round = 0; round < 5; round++) {
      const key = randomUUID();
      const [a, b] = await Promise.all([
        submit('contact', key, nextAddress()),
        submit('contact', key, nextAddress()),
      ]);
      expect(a.statusCode, a.body).toBe(201);
      expect(b.statusCode, b.body).toBe(201);
      expect(a.body).toBe(b.body);
      expect(await leadsWithKey(key)).toHaveLength(1);
    }
  });

  it('career application: a retry and a racing copy store one lead and one resume', async () => {
    const resumes = async () => readdir(join(dataDir, 'uploads', 'resumes')).catch(() => [] as string[]);
    const key = randomUUID();
    const filesBefore = (await resumes()).length;
    const [a, b] = await Promise.all([apply(key, nextAddress()), apply(key, nextAddress())]);
    expect(a.statusCode, a.body).toBe(201);
    expect(b.statusCode, b.body).toBe(201);
    const again = await apply(key, nextAddress());
    expect(again.statusCode).toBe(201);
    expect(new Set([a.body, b.body, again.body]).size).toBe(1);
    const stored = await leadsWithKey(key);
    expect(stored).toHaveLength(1);
    const attachments = await server.database.db
      .select()
      .from(leadAttachments)
      .where(eq(leadAttachments.leadId, stored[0]!.id));
    expect(attachments).toHaveLength(1);
    expect((await resumes()).length).toBe(filesBefore + 1);
  });

  it('a retry of a stored submission does not count against the address limit', async () => {
    const ip = nextAddress();
    const key = randomUUID();
    expect((await submit('enquiry', key, ip)).statusCode).toBe(201);
    for (let i = 0; i < FORM_LIMIT + 2; i++) expect((await submit('enquiry', key, ip)).statusCode).toBe(201);
    // The limit still has room for the other FORM_LIMIT - 1 submissions.
    for (let i = 1; i < FORM_LIMIT; i++)
      expect((await submit('enquiry', randomUUID(), ip)).statusCode).toBe(201);
    expect((await submit('enquiry', randomUUID(), ip)).statusCode).toBe(429);
  });

  it('without a key every submission is a new lead', async () => {
    const before = await leadCount();
    expect((await submit('enquiry', undefined, nextAddress())).statusCode).toBe(201);
    expect((await submit('enquiry', undefined, nextAddress())).statusCode).toBe(201);
    expect(await leadCount()).toBe(before + 2);
  });

  it.each([['not-a-uuid'], ['1234'], [`${randomUUID()}x`], [`${randomUUID()}, ${randomUUID()}`], ['\u00e9']])(
    'refuses the key %j with 400 and stores nothing',
    async (key) => {
      const before = await leadCount();
      const response = await submit('enquiry', key, nextAddress());
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { 'idempotency-key': IDEMPOTENCY_KEY_MESSAGE },
      });
      expect(await leadCount()).toBe(before);
    },
  );

  it('takes the key in any letter case as the same key', async () => {
    const key = randomUUID();
    const first = await submit('contact', key, nextAddress());
    const again = await submit('contact', key.toUpperCase(), nextAddress());
    expect(again.body).toBe(first.body);
    expect(await leadsWithKey(key)).toHaveLength(1);
  });

  it('refuses a key used before by another form with 422', async () => {
    const key = randomUUID();
    expect((await submit('enquiry', key, nextAddress())).statusCode).toBe(201);
    const before = await leadCount();
    const response = await submit('contact', key, nextAddress());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: KEY_REUSED_MESSAGE });
    expect(await leadCount()).toBe(before);
  });
});
