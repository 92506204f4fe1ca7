import type { AddressInfo } from 'node:net';
import type { OutboxMail, OutboxMailSummary, Page } from '@managewell/api/contract';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/platform/auth/sessions';
import { type MailMessage, queueMail } from '../src/workplace/mail/outbox';
import { mailOutbox } from '../src/workplace/mail/schema';
import { startTestServer, type TestServer } from './helpers';

const PDF = Buffer.from('%PDF-1.7\n% quotation\n%%EOF\n');

function message(overrides: Partial<MailMessage> = {}): MailMessage {
  return {
    to: 'anjali.deshmukh@example.in',
    cc: ['accounts@example.in'],
    subject: 'Quotation MW/2026-27/0042 from Tarang Pools',
    text: 'Dear Anjali,\nPlease find our quotation attached.\n',
    html: '<p>Dear Anjali,</p><p>Please find our quotation attached.</p>',
    attachments: [
      { filename: 'Quotation MW-2026-27-0042.pdf', contentType: 'application/pdf', content: PDF },
    ],
    about: { kind: 'quotation', id: 42 },
    queuedBy: null,
    ...overrides,
  };
}

async function queue(server: TestServer, overrides: Partial<MailMessage> = {}): Promise<number> {
  return server.database.db.transaction((tx) => queueMail(tx, message(overrides)));
}

async function row(server: TestServer, id: number) {
  const [found] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return found;
}

/** A local SMTP server that answers each MAIL FROM (one per message) with `answer()` (null: accept). */
async function smtp(answer: () => { code: number; message: string } | null) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      const refusal = answer();
      if (!refusal) return callback();
      const error = new Error(refusal.message) as Error & { responseCode: number };
      error.responseCode = refusal.code;
      return callback(error);
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mail without an SMTP server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it('keeps queued mail in the outbox', async () => {
    expect(server.config.mail.smtpUrl).toBeUndefined();
    const id = await queue(server);
    await expect.poll(async () => (await row(server, id))?.status, { timeout: 10_000 }).toBe('kept');
    expect(await row(server, id)).toMatchObject({ attempts: 0, lastError: null, sentAt: null });
  });

  it('stores nothing when the transaction rolls back', async () => {
    let id = 0;
    await expect(
      server.database.db.transaction(async (tx) => {
        id = await queueMail(tx, message());
        throw new Error('the quotation could not be stored');
      }),
    ).rejects.toThrow('could not be stored');
    expect(id).toBeGreaterThan(0);
    expect(await row(server, id)).toBeUndefined();
  });

  it('stores the HTML body sanitised', async () => {
    const id = await queue(server, {
      html: '<p onclick="steal()">Dear <b>Anjali</b>,</p><script>alert(1)</script><a href="javascript:alert(1)">pay</a><table border="1"><tr><td style="color:#0b5394">₹1,000.00</td></tr></table>',
    });
    expect((await row(server, id))?.htmlBody).toBe(
      '<p>Dear <b>Anjali</b>,</p><a>pay</a><table border="1"><tr><td style="color:#0b5394">₹1,000.00</td></tr></table>',
    );
  });

  it('refuses a bad address, a multi-line subject or an unknown kind format', async () => {
    await expect(queue(server, { to: 'not an address' })).rejects.toThrow('not an e-mail address');
    await expect(queue(server, { cc: ['a@b.in', 'x'] })).rejects.toThrow('copy recipient');
    await expect(queue(server, { subject: 'Hello\r\nBcc: victim@example.in' })).rejects.toThrow('one line');
    await expect(queue(server, { about: { kind: 'Quotation!', id: 1 } })).rejects.toThrow(
      'Invalid mail kind',
    );
  });
});

describe('mail through an SMTP server', () => {
  let server: TestServer | undefined;
  let mailServer: Awaited<ReturnType<typeof smtp>> | undefined;
  afterEach(async () => {
    await server?.close();
    await mailServer?.close();
    server = undefined;
    mailServer = undefined;
  });

  const start = async (answer: () => { code: number; message: string } | null, retryLimit = 3) => {
    mailServer = await smtp(answer);
    server = await startTestServer({
      mail: {
        smtpUrl: mailServer.url,
        from: 'Tarang Pools <office@tarangpools.in>',
        retryLimit,
        retryDelaySeconds: 1,
      },
    });
    return { server, mailServer };
  };

  it('sends queued mail with its attachment', async () => {
    const { server, mailServer } = await start(() => null);
    const id = await queue(server);
    await expect.poll(async () => (await row(server, id))?.status, { timeout: 15_000 }).toBe('sent');
    const sent = await row(server, id);
    expect(sent).toMatchObject({ attempts: 1, lastError: null });
    expect(sent?.sentAt).toBeInstanceOf(Date);
    expect(sent?.messageId).toMatch(/^<.+>$/);
    expect(mailServer.received).toHaveLength(1);
    const raw = mailServer.received[0]!;
    expect(raw).toContain('Subject: Quotation MW/2026-27/0042 from Tarang Pools');
    expect(raw).toContain('From: Tarang Pools <office@tarangpools.in>');
    expect(raw).toContain('To: anjali.deshmukh@example.in');
    expect(raw).toContain('Cc: accounts@example.in');
    expect(raw).toContain('filename="Quotation MW-2026-27-0042.pdf"');
    expect(raw).toContain(PDF.toString('base64').slice(0, 20));
  });

  it('retries a mail the server cannot take for now (4xx), then sends it', async () => {
    let calls = 0;
    const { server, mailServer } = await start(() =>
      ++calls === 1 ? { code: 451, message: 'Try again later' } : null,
    );
    const id = await queue(server);
    await expect.poll(async () => (await row(server, id))?.status, { timeout: 20_000 }).toBe('sent');
    expect(await row(server, id)).toMatchObject({ attempts: 2, lastError: null });
    expect(mailServer.received).toHaveLength(1);
  });

  it('marks a mail failed at once on a permanent refusal (5xx)', async () => {
    const { server } = await start(() => ({ code: 550, message: 'No such mailbox' }));
    const id = await queue(server);
    await expect.poll(async () => (await row(server, id))?.status, { timeout: 15_000 }).toBe('failed');
    const failed = await row(server, id);
    expect(failed?.attempts).toBe(1);
    expect(failed?.lastError).toMatch(/^550: .*No such mailbox/);
  });

  it('gives up after the last retry', async () => {
    const { server } = await start(() => ({ code: 421, message: 'Service not available' }), 1);
    const id = await queue(server);
    await expect.poll(async () => (await row(server, id))?.status, { timeout: 20_000 }).toBe('failed');
    expect(await row(server, id)).toMatchObject({ attempts: 2 });
  });
});

describe('the outbox routes', () => {
  let server: TestServer;
  let salesMail: number;
  let hrMail: number;
  let quotationOwnMail: number;
  beforeAll(async () => {
    server = await startTestServer();
    salesMail = await queue(server, { queuedBy: await server.userId('sales') });
    hrMail = await queue(server, {
      about: { kind: 'offer-letter', id: 7 },
      subject: 'Your offer letter',
      queuedBy: await server.userId('hr'),
      attachments: [],
    });
    // Sent by the quotation role about a kind MAIL_ABOUT_ROLES does not list: only its sender reads it.
    quotationOwnMail = await queue(server, {
      about: { kind: 'site-visit', id: 1 },
      subject: 'A test mail',
      queuedBy: await server.userId('quotation'),
    });
  });
  afterAll(async () => server?.close());

  const get = async (role: 'sales' | 'hr' | 'quotation' | 'employee' | 'verification', url: string) =>
    server.call({ method: 'GET', url, token: await server.tokenFor(role) });

  it('lists, newest first, the mail a role sent or that is about its work', async () => {
    const ids = async (role: 'sales' | 'hr' | 'quotation') =>
      ((await get(role, '/api/outbox')).json().success as Page<OutboxMailSummary>).items.map((m) => m.id);
    expect(await ids('sales')).toEqual([salesMail]);
    expect(await ids('hr')).toEqual([hrMail]);
    expect(await ids('quotation')).toEqual([quotationOwnMail, salesMail]);
    const page = (await get('quotation', '/api/outbox?pageSize=1&page=2')).json()
      .success as Page<OutboxMailSummary>;
    expect(page).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.items.map((m) => m.id)).toEqual([salesMail]);
    const first = (await get('sales', '/api/outbox')).json().success.items[0] as OutboxMailSummary;
    expect(first).toMatchObject({
      to: 'anjali.deshmukh@example.in',
      cc: ['accounts@example.in'],
      about: { kind: 'quotation', id: 42 },
      attachmentCount: 1,
      queuedBy: { id: await server.userId('sales') },
    });
    expect(['queued', 'kept']).toContain(first.status);
  });

  it('filters by status and checks its query', async () => {
    await expect
      .poll(async () => (await get('sales', '/api/outbox?status=kept')).json().success.total, {
        timeout: 10_000,
      })
      .toBe(1);
    expect((await get('sales', '/api/outbox?status=sent')).json().success.total).toBe(0);
    expect((await get('sales', '/api/outbox?status=lost')).statusCode).toBe(400);
    expect((await get('sales', '/api/outbox?pageSize=1000')).statusCode).toBe(400);
  });

  it("exports a role's own outbox, filtered like the list, as CSV and Excel", async () => {
    const subjects = async (role: 'sales' | 'hr' | 'quotation', query = '') => {
      const res = await get(role, `/api/outbox/export${query}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body.startsWith('\uFEFF')).toBe(true);
      const [header, ...rows] = res.body.slice(1).trim().split('\r\n');
      expect(header).toContain('Subject');
      return rows.length;
    };
    // Each role exports exactly the mail its list shows, however much else the outbox holds.
    expect(await subjects('sales')).toBe(1);
    expect(await subjects('hr')).toBe(1);
    expect(await subjects('quotation')).toBe(2);
    expect(await subjects('sales', '?status=kept')).toBe(1);
    expect(await subjects('sales', '?status=sent')).toBe(0);
    expect((await get('hr', '/api/outbox/export')).body).toContain('Your offer letter');
    expect((await get('sales', '/api/outbox/export')).body).not.toContain('Your offer letter');
    const xlsx = await get('quotation', '/api/outbox/export?format=xlsx');
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const sheet = strFromU8(unzipSync(new Uint8Array(xlsx.rawPayload))['xl/worksheets/sheet1.xml']!);
    expect(sheet.match(/<row /g)).toHaveLength(3);
    expect((await get('sales', '/api/outbox/export?status=lost')).statusCode).toBe(400);
    expect((await get('employee', '/api/outbox/export')).statusCode).toBe(403);
  });

  it('shows a mail and its attachment only to those who may read it', async () => {
    const mail = (await get('quotation', `/api/outbox/${salesMail}`)).json().success as OutboxMail;
    expect(mail).toMatchObject({ subject: message().subject, text: message().text, html: message().html });
    expect(mail.attachments).toEqual([
      {
        id: expect.any(Number),
        filename: 'Quotation MW-2026-27-0042.pdf',
        contentType: 'application/pdf',
        bytes: PDF.length,
      },
    ]);
    const attachmentUrl = `/api/outbox/${salesMail}/attachments/${mail.attachments[0]!.id}`;
    const file = await get('sales', attachmentUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(
      'attachment; filename="Quotation MW-2026-27-0042.pdf"',
    );
    expect(file.rawPayload.equals(PDF)).toBe(true);

    // HR neither sent it nor works on quotations: it does not exist for them.
    expect((await get('hr', `/api/outbox/${salesMail}`)).statusCode).toBe(404);
    expect((await get('hr', attachmentUrl)).statusCode).toBe(404);
    expect((await get('sales', `/api/outbox/${hrMail}`)).statusCode).toBe(404);
    expect((await get('sales', `/api/outbox/${quotationOwnMail}`)).statusCode).toBe(404);
    // The attachment id under another mail's id.
    expect(
      (await get('quotation', `/api/outbox/${quotationOwnMail}/attachments/${mail.attachments[0]!.id}`))
        .statusCode,
    ).toBe(404);
    expect((await get('sales', '/api/outbox/999999')).statusCode).toBe(404);
    expect((await get('sales', '/api/outbox/abc')).statusCode).toBe(400);
  });

  it('is closed to roles that send no mail, and to anonymous callers', async () => {
    expect((await get('employee', '/api/outbox')).statusCode).toBe(403);
    expect((await get('verification', `/api/outbox/${salesMail}`)).statusCode).toBe(403);
    expect((await server.call({ method: 'GET', url: '/api/outbox' })).statusCode).toBe(401);
  });
});

describe('lead mail in the outbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it("shows a sales user the lead mail addressed to them or about their leads, not a colleague's", async () => {
    const db = server.database.pool;
    const owner = await server.userId('sales');
    const made = await db.query<{ id: number }>(
      `insert into users (username, password_hash, role, full_name, email)
       values ('sales-outbox', 'x', 'sales', 'Neha Kapoor', 'Neha.Kapoor@example.in') returning id`,
    );
    const colleague = made.rows[0]!.id;
    const [mine, theirs] = (
      await db.query<{ lead_id: number }>('select lead_id from lead_sales order by lead_id limit 2')
    ).rows;
    expect(theirs).toBeDefined();
    await db.query('update lead_sales set owner_id = $1 where lead_id = $2', [owner, mine!.lead_id]);
    await db.query('update lead_sales set owner_id = $1 where lead_id = $2', [colleague, theirs!.lead_id]);
    const lead = (id: number, to: string) =>
      queue(server, { about: { kind: 'lead', id }, to, cc: [], subject: 'Follow-up due', attachments: [] });
    const aboutMine = await lead(mine!.lead_id, 'owner@example.in');
    const aboutTheirs = await lead(theirs!.lead_id, 'someone@example.in');
    // Addressed to the colleague (say, before the lead changed hands): they read it too.
    const toColleague = await lead(mine!.lead_id, 'neha.kapoor@example.in');
    const quotation = await queue(server, { queuedBy: null });

    const ownerToken = await server.tokenFor('sales');
    const colleagueToken = await createSession(server.database.db, colleague, 3_600_000, '127.0.0.1');
    const ids = async (token: string) =>
      (
        (await server.call({ method: 'GET', url: '/api/outbox?pageSize=100', token })).json()
          .success as Page<OutboxMailSummary>
      ).items.map((m) => m.id);
    const ours = [aboutMine, aboutTheirs, toColleague, quotation];
    expect((await ids(ownerToken)).filter((id) => ours.includes(id)).sort()).toEqual(
      [aboutMine, toColleague, quotation].sort(),
    );
    expect((await ids(colleagueToken)).filter((id) => ours.includes(id)).sort()).toEqual(
      [aboutTheirs, toColleague, quotation].sort(),
    );

    const read = (id: number, token: string) =>
      server.call({ method: 'GET', url: `/api/outbox/${id}`, token });
    expect((await read(aboutTheirs, ownerToken)).statusCode).toBe(404);
    expect((await read(aboutMine, colleagueToken)).statusCode).toBe(404);
    expect((await read(aboutTheirs, colleagueToken)).statusCode).toBe(200);
    expect((await read(toColleague, colleagueToken)).statusCode).toBe(200);
    // Roles reading other kinds keep what they saw: the quotation team reads no lead mail.
    const quotationIds = await ids(await server.tokenFor('quotation'));
    expect(quotationIds).toContain(quotation);
    expect(quotationIds).not.toContain(aboutMine);
  });
});
