import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leadForwarding } from '../src/pipeline/lead-forwarding';
import { HELLOLEADS_LEADS_PATH } from '../src/pipeline/lead-forwarding/client';
import { LeadForwarder } from '../src/pipeline/lead-forwarding/forwarder';
import { leads } from '../src/pipeline/leads';
import type { Config } from '../src/platform/config';
import { JobRunner } from '../src/platform/jobs';
import { startTestServer, type TestServer } from './helpers';

// --- a fake HelloLeads ------------------------------------------------------------------------

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}
interface Planned {
  status: number;
  body?: unknown;
  delayMs?: number;
}

/** A local stand-in for HelloLeads: records each request and answers from a plan (default 201). */
class FakeHelloLeads {
  received: Received[] = [];
  plan: Planned[] = [];
  port = 0;
  #server: Server | null = null;

  async start(port = 0): Promise<void> {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        this.received.push({
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body: text ? JSON.parse(text) : null,
        });
        const next = this.plan.shift() ?? { status: 201, body: { status: 'success', lead_id: 'HL-1' } };
        setTimeout(() => {
          if (response.destroyed) return;
          response.writeHead(next.status, { 'content-type': 'application/json' });
          response.end(next.body === undefined ? '' : JSON.stringify(next.body));
        }, next.delayMs ?? 0);
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.#server = server;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get baseUrl() {
    return `http://127.0.0.1:${this.port}`;
  }
}

// --- set-up -----------------------------------------------------------------------------------

const fake = new FakeHelloLeads();
let server: TestServer;
/** Each forwarder on a job runner of its own (as in a process of its own), stopped after each test. */
const runners: JobRunner[] = [];
const silent = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

const CONFIGURED = {
  email: 'sales@bluewave-pools.in',
  apiKey: 'hl-secret-key-123',
  listKey: 'list-website-2026',
};

function settings(overrides: Partial<Config['helloLeads']> = {}): Config['helloLeads'] {
  return {
    baseUrl: fake.baseUrl,
    ...CONFIGURED,
    retryLimit: 3,
    retryDelaySeconds: 1,
    timeoutMs: 2_000,
    ...overrides,
  };
}

function forwarder(overrides: Partial<Config['helloLeads']> = {}): LeadForwarder {
  const jobs = new JobRunner({ pool: server.database.pool, log: silent });
  runners.push(jobs);
  void jobs.start();
  return new LeadForwarder({ db: server.database.db, jobs, settings: settings(overrides), log: silent });
}

let address = 0;
/** Stores an enquiry through the public form (HelloLeads unconfigured there) and marks it pending. */
async function pendingLead(name = 'Meera Iyer'): Promise<number> {
  const response = await server.call({
    method: 'POST',
    url: '/api/website-frontend/enquiry',
    remoteAddress: `10.2.0.${++address}`,
    payload: {
      name,
      email: 'Meera@Example.in',
      phone: '9845098450',
      service: 'lap-pools',
      message: 'A 25 m lap pool for our villa in Whitefield.',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().success.id as number;
  await server.database.db
    .update(leadForwarding)
    .set({ status: 'pending' })
    .where(eq(leadForwarding.leadId, id));
  return id;
}

const forwardingOf = async (id: number) =>
  (await server.database.db.select().from(leadForwarding).where(eq(leadForwarding.leadId, id)))[0]!;

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  await fake.start();
  server = await startTestServer();
});
afterEach(async () => {
  for (const jobs of runners.splice(0)) await jobs.stop();
  fake.received = [];
  fake.plan = [];
});
afterAll(async () => {
  await server.close();
  await fake.stop();
});

// --- the handler, called directly -------------------------------------------------------------

describe('delivering one lead', () => {
  it('posts the full SPEC 3 payload with the account headers, once', async () => {
    const id = await pendingLead();
    const result = await forwarder().deliver(id);
    expect(result).toEqual({ status: 'delivered', retry: false });

    expect(fake.received).toHaveLength(1);
    const [request] = fake.received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe(HELLOLEADS_LEADS_PATH);
    expect(request!.headers.xemail).toBe(CONFIGURED.email);
    expect(request!.headers['hls-key']).toBe(CONFIGURED.apiKey);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({
      list_key: CONFIGURED.listKey,
      first_name: 'Meera Iyer',
      last_name: '',
      company: '',
      designation: '',
      email: 'meera@example.in',
      mobile: '9845098450',
      phone: '',
      fax: '',
      website: '',
      address_line1: '',
      address_line2: '',
      city: '',
      state: '',
      country: '',
      postal_code: '',
      notes: 'A 25 m lap pool for our villa in Whitefield.',
      interests: 'lap-pools',
      category: '',
      tags: '',
      mobile_code: '91',
      deal_size: '',
      potential: '',
    });

    const row = await forwardingOf(id);
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, lastError: null });
    expect(row.response).toEqual({ status: 'success', lead_id: 'HL-1' });
    expect(row.deliveredAt).toBeInstanceOf(Date);

    // A second run of the same job sends nothing.
    expect(await forwarder().deliver(id)).toEqual({ status: 'delivered', retry: false });
    expect(fake.received).toHaveLength(1);
  });

  it('sends a lead once when two runs of its job overlap', async () => {
    const id = await pendingLead();
    fake.plan = [{ status: 201, body: { ok: true }, delayMs: 300 }];
    const one = forwarder();
    const results = await Promise.all([one.deliver(id), one.deliver(id), forwarder().deliver(id)]);
    expect(results.map((r) => r.status)).toEqual(['delivered', 'delivered', 'delivered']);
    expect(fake.received).toHaveLength(1);
    expect((await forwardingOf(id)).attempts).toBe(1);
  });

  it('keeps a lead pending and asks for a retry on 5xx, then delivers it', async () => {
    const id = await pendingLead();
    fake.plan = [{ status: 503, body: { error: 'maintenance' } }];
    const handler = forwarder();
    await expect(handler.deliverOrThrow(id, false)).rejects.toThrow(/HelloLeads answered 503/);
    expect(await forwardingOf(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await forwardingOf(id)).lastError).toContain('maintenance');

    expect(await handler.deliverOrThrow(id, false)).toBe('delivered');
    expect(await forwardingOf(id)).toMatchObject({ status: 'delivered', attempts: 2, lastError: null });
    expect(fake.received).toHaveLength(2);
  });

  it('gives up at once on 4xx: the payload is wrong, retrying cannot help', async () => {
    const id = await pendingLead();
    fake.plan = [{ status: 400, body: { message: 'Invalid list key' } }];
    expect(await forwarder().deliverOrThrow(id, false)).toBe('failed');
    const row = await forwardingOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toContain('400');
    expect(row.lastError).toContain('Invalid list key');
    expect(await forwarder().deliver(id)).toEqual({ status: 'failed', retry: false });
    expect(fake.received).toHaveLength(1);
  });

  it('marks the lead failed when the last retry fails too', async () => {
    const id = await pendingLead();
    fake.plan = [{ status: 502 }];
    expect(await forwarder().deliverOrThrow(id, true)).toBe('failed');
    expect(await forwardingOf(id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('retries a timeout', async () => {
    const id = await pendingLead();
    fake.plan = [{ status: 201, delayMs: 1_000 }];
    const result = await forwarder({ timeoutMs: 200 }).deliver(id);
    expect(result).toMatchObject({ status: 'pending', retry: true });
    expect((await forwardingOf(id)).lastError).toBe('HelloLeads did not answer within 200 ms.');
  });

  it('never puts the API key in what it stores or reports', async () => {
    const id = await pendingLead();
    fake.plan = [{ status: 500, body: { echo: 'nothing' } }];
    const result = await forwarder().deliver(id);
    expect(JSON.stringify(result)).not.toContain(CONFIGURED.apiKey);
    expect(JSON.stringify(await forwardingOf(id))).not.toContain(CONFIGURED.apiKey);
  });

  it('does nothing when HelloLeads is not configured', async () => {
    const id = await pendingLead();
    const unconfigured = forwarder({ apiKey: undefined });
    expect(unconfigured.configured).toBe(false);
    expect(unconfigured.initialStatus()).toBe('not-configured');
    await unconfigured.start();
    expect(await unconfigured.queue(id)).toBe(false);
    expect(await unconfigured.deliver(id)).toEqual({ status: 'not-configured', retry: false });
    expect(fake.received).toHaveLength(0);
  });

  it('stores a public lead as not-configured when HelloLeads is not set up, and sends nothing', async () => {
    const response = await server.call({
      method: 'POST',
      url: '/api/website-frontend/contact',
      remoteAddress: '10.2.1.1',
      payload: { name: 'Kiran', email: 'kiran@example.com', phone: '9900990099', message: 'Hello' },
    });
    expect(response.statusCode).toBe(201);
    expect(await forwardingOf(response.json().success.id)).toMatchObject({
      status: 'not-configured',
      attempts: 0,
    });
    expect(fake.received).toHaveLength(0);
  });
});

// --- through the pg-boss queue ----------------------------------------------------------------

describe('the lead-forwarding queue', () => {
  // Leads left pending by the tests above would be requeued at start and take the planned answers.
  beforeEach(async () => {
    await server.database.db
      .update(leadForwarding)
      .set({ status: 'failed' })
      .where(eq(leadForwarding.status, 'pending'));
  });

  it('retries a 5xx with back-off and delivers once', async () => {
    const id = await pendingLead();
    fake.plan = [{ status: 500, body: { error: 'busy' } }];
    const queue = forwarder();
    await queue.start({ pollingIntervalSeconds: 0.5 });
    expect(await queue.queue(id)).toBe(true);
    const row = await waitFor(
      () => forwardingOf(id),
      (r) => r.status !== 'pending',
    );
    expect(row).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(fake.received).toHaveLength(2);
  });

  it('delivers once HelloLeads comes back after refusing connections', async () => {
    const id = await pendingLead();
    const port = fake.port;
    await fake.stop();
    const queue = forwarder({ baseUrl: `http://127.0.0.1:${port}` });
    await queue.start({ pollingIntervalSeconds: 0.5 });
    await queue.queue(id);
    const failed = await waitFor(
      () => forwardingOf(id),
      (r) => r.attempts >= 1,
    );
    expect(failed.status).toBe('pending');
    expect(failed.lastError).toMatch(/^Could not reach HelloLeads: .*ECONNREFUSED/);
    await fake.start(port);
    const row = await waitFor(
      () => forwardingOf(id),
      (r) => r.status === 'delivered',
    );
    expect(row.attempts).toBeGreaterThanOrEqual(2);
    expect(fake.received).toHaveLength(1);
  });

  it('queues the leads still pending when it starts', async () => {
    const id = await pendingLead();
    const queue = forwarder();
    await queue.start({ pollingIntervalSeconds: 0.5 });
    const row = await waitFor(
      () => forwardingOf(id),
      (r) => r.status === 'delivered',
    );
    expect(row.attempts).toBe(1);
  });
});

describe('a server with HelloLeads configured', () => {
  let configured: TestServer;
  beforeAll(async () => {
    configured = await startTestServer({ helloLeads: settings() });
  });
  afterAll(() => configured.close());

  it('stores the enquiry as pending and forwards it from the queue', async () => {
    const response = await configured.call({
      method: 'POST',
      url: '/api/website-frontend/enquiry',
      remoteAddress: '10.3.0.1',
      payload: {
        name: 'Sanjay Rao',
        email: 'sanjay@example.in',
        phone: '9000090000',
        service: 'pool-renovation',
        message: 'Retile a 1990s pool.',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(JSON.stringify(response.json())).not.toContain(CONFIGURED.apiKey);
    const id = response.json().success.id as number;
    const read = async () =>
      (await configured.database.db.select().from(leadForwarding).where(eq(leadForwarding.leadId, id)))[0]!;
    const row = await waitFor(read, (r) => r.status === 'delivered');
    expect(row.attempts).toBe(1);
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]!.body).toMatchObject({ first_name: 'Sanjay Rao', interests: 'pool-renovation' });
    const [lead] = await configured.database.db.select().from(leads).where(eq(leads.id, id));
    expect(lead!.source).toBe('enquiry');
  });
});
