import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../src/people/hr/schema';
import { addCalendarDays, todayInIndia } from '../src/people/resignation/notice';
import { deactivateDue } from '../src/people/resignation/service';
import { suggestions } from '../src/people/suggestions/schema';
import { sessions, users } from '../src/platform/db/schema';
import { startTestServer, type TestServer } from './helpers';
import { employeeFor } from './people-fixtures';

let server: TestServer;
let hr: string;
let employee: string;
let sales: string;
let me: Awaited<ReturnType<typeof employeeFor>>;
let colleague: Awaited<ReturnType<typeof employeeFor>>;

beforeAll(async () => {
  server = await startTestServer();
  [hr, employee, sales] = await Promise.all([
    server.tokenFor('hr'),
    server.tokenFor('employee'),
    server.tokenFor('sales'),
  ]);
  me = await employeeFor(server, 'employee', { noticeDays: 30 });
  colleague = await employeeFor(server, 'sales');
});
afterAll(() => server.close());

const NDA_TEXT = 'You will keep the company’s customer lists, prices and designs confidential.';

async function myTitles(token: string, role: 'employee' | 'sales' | 'hr'): Promise<string[]> {
  const id = await server.userId(role);
  const response = await server.call({
    method: 'GET',
    url: `/api/notification/getEmployeeNotification/${id}`,
    token,
  });
  const body = response.json().success;
  return [...body.myNotification, ...body.allNotification, ...body.roleNotification].map(
    (n: { title: string }) => n.title,
  );
}

describe('compliance: NDA and conflict of interest', () => {
  it('HR publishes a version; the employee is asked and acknowledges with their typed name', async () => {
    const published = await server.call({
      method: 'POST',
      url: '/api/compliance/nda',
      token: hr,
      payload: { title: 'Non-disclosure agreement 2030', body: NDA_TEXT },
    });
    expect(published.statusCode).toBe(201);
    const { version, contentHash } = published.json().success;
    expect(contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await myTitles(employee, 'employee')).toContain(`Non-disclosure agreement: version ${version}`);

    const mine = await server.call({ method: 'GET', url: '/api/me/compliance/nda', token: employee });
    expect(mine.json().success).toMatchObject({ current: { version }, acknowledgement: null });

    const wrongName = await server.call({
      method: 'POST',
      url: '/api/me/compliance/nda/acknowledge',
      token: employee,
      payload: { version, typedName: 'Someone Else', consent: true },
    });
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json().fields.typedName).toContain(me.fullName);

    const noConsent = await server.call({
      method: 'POST',
      url: '/api/me/compliance/nda/acknowledge',
      token: employee,
      payload: { version, typedName: me.fullName, consent: false },
    });
    expect(noConsent.statusCode).toBe(400);

    const ack = await server.call({
      method: 'POST',
      url: '/api/me/compliance/nda/acknowledge',
      token: employee,
      headers: { 'user-agent': 'test-browser' },
      payload: { version, typedName: `  ${me.fullName.toUpperCase()} `, consent: true },
    });
    expect(ack.statusCode).toBe(201);
    expect(ack.json().success.acknowledgement).toMatchObject({ version, contentHash });

    const twice = await server.call({
      method: 'POST',
      url: '/api/me/compliance/nda/acknowledge',
      token: employee,
      payload: { version, typedName: me.fullName, consent: true },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('shows HR who has and has not acknowledged, and reminds those who have not', async () => {
    const done = await server.call({
      method: 'GET',
      url: '/api/compliance/nda/acknowledgements?state=acknowledged&pageSize=100',
      token: hr,
    });
    expect(done.json().success.items.map((r: { employeeId: number }) => r.employeeId)).toContain(me.id);
    const pending = await server.call({
      method: 'GET',
      url: '/api/compliance/nda/acknowledgements?state=pending&pageSize=100',
      token: hr,
    });
    const pendingIds = pending.json().success.items.map((r: { employeeId: number }) => r.employeeId);
    expect(pendingIds).toContain(colleague.id);
    expect(pendingIds).not.toContain(me.id);

    const remind = await server.call({ method: 'POST', url: '/api/compliance/nda/remind', token: hr });
    expect(remind.statusCode).toBe(200);
    expect(remind.json().success.reminded).toBeGreaterThanOrEqual(1);
    expect(await myTitles(sales, 'sales')).toContain('Reminder: Non-disclosure agreement');
  });

  it('asks again after a new version, and refuses an acknowledgement of the old one', async () => {
    const v2 = await server.call({
      method: 'POST',
      url: '/api/compliance/nda',
      token: hr,
      payload: { title: 'Non-disclosure agreement 2030 (rev.)', body: `${NDA_TEXT} Also after you leave.` },
    });
    const version = v2.json().success.version;
    const mine = await server.call({ method: 'GET', url: '/api/me/compliance/nda', token: employee });
    expect(mine.json().success).toMatchObject({ current: { version }, acknowledgement: null });
    const old = await server.call({
      method: 'POST',
      url: '/api/me/compliance/nda/acknowledge',
      token: employee,
      payload: { version: version - 1, typedName: me.fullName, consent: true },
    });
    expect(old.statusCode).toBe(409);
    const overview = await server.call({ method: 'GET', url: '/api/compliance/nda', token: hr });
    expect(
      overview
        .json()
        .success.versions.slice(0, 2)
        .map((v: { version: number }) => v.version),
    ).toEqual([version, version - 1]);
  });

  it('takes a declaration with the conflict-of-interest policy', async () => {
    const published = await server.call({
      method: 'POST',
      url: '/api/compliance/conflict-of-interest',
      token: hr,
      payload: {
        title: 'Conflict of interest policy',
        body: 'Declare any interest in suppliers or customers.',
      },
    });
    const { version } = published.json().success;
    const missing = await server.call({
      method: 'POST',
      url: '/api/me/compliance/conflict-of-interest/acknowledge',
      token: employee,
      payload: { version, typedName: me.fullName, consent: true },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.declaration).toBeDefined();
    const ack = await server.call({
      method: 'POST',
      url: '/api/me/compliance/conflict-of-interest/acknowledge',
      token: employee,
      payload: {
        version,
        typedName: me.fullName,
        consent: true,
        declaration: { kind: 'interests', interests: 'My brother runs a pump supplier.' },
      },
    });
    expect(ack.statusCode).toBe(201);
    expect(ack.json().success.acknowledgement.declaration).toEqual({
      kind: 'interests',
      interests: 'My brother runs a pump supplier.',
    });
  });

  it('is HR-only for publishing and the status list; 400 for an unknown policy', async () => {
    const publish = await server.call({
      method: 'POST',
      url: '/api/compliance/nda',
      token: employee,
      payload: { title: 'Mine', body: 'x'.repeat(30) },
    });
    expect(publish.statusCode).toBe(403);
    const unknown = await server.call({ method: 'GET', url: '/api/me/compliance/gdpr', token: employee });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('suggestions', () => {
  it('stores no author for an anonymous suggestion; the sender reads the answer with the receipt', async () => {
    const sent = await server.call({
      method: 'POST',
      url: '/api/me/suggestions',
      token: employee,
      payload: {
        title: 'Shade at the site office',
        body: 'A shade net for the yard in summer.',
        anonymous: true,
      },
    });
    expect(sent.statusCode).toBe(201);
    const { suggestion, receipt } = sent.json().success;
    expect(suggestion.author).toBeNull();
    expect(receipt).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const [stored] = await server.database.db
      .select()
      .from(suggestions)
      .where(eq(suggestions.id, suggestion.id));
    expect(stored!.authorEmployeeId).toBeNull();
    expect(JSON.stringify(stored)).not.toContain(me.fullName);

    const list = await server.call({ method: 'GET', url: '/api/suggestions?status=new', token: hr });
    const seen = list.json().success.items.find((s: { id: number }) => s.id === suggestion.id);
    expect(seen).toMatchObject({ anonymous: true, author: null });

    const answered = await server.call({
      method: 'POST',
      url: `/api/suggestions/${suggestion.id}/answer`,
      token: hr,
      payload: { status: 'accepted', answer: 'Ordered for next week.', version: suggestion.version },
    });
    expect(answered.statusCode).toBe(200);
    const byReceipt = await server.call({
      method: 'GET',
      url: `/api/me/suggestions/receipt/${receipt}`,
      token: employee,
    });
    expect(byReceipt.json().success).toMatchObject({ status: 'accepted', answer: 'Ordered for next week.' });
    const mine = await server.call({ method: 'GET', url: '/api/me/suggestions', token: employee });
    expect(mine.json().success.some((s: { id: number }) => s.id === suggestion.id)).toBe(false);
  });

  it('tells a named author the answer; a stale answer is 409', async () => {
    const sent = await server.call({
      method: 'POST',
      url: '/api/me/suggestions',
      token: employee,
      payload: {
        title: 'Quarterly safety drill',
        body: 'Run a chlorine-handling drill every quarter.',
        category: 'safety',
      },
    });
    const { suggestion } = sent.json().success;
    expect(suggestion.author).toBe(me.fullName);
    const answer = (version: number) =>
      server.call({
        method: 'POST',
        url: `/api/suggestions/${suggestion.id}/answer`,
        token: hr,
        payload: { status: 'under-review', answer: 'Looking into it.', version },
      });
    expect((await answer(suggestion.version)).statusCode).toBe(200);
    expect((await answer(suggestion.version)).statusCode).toBe(409);
    expect(await myTitles(employee, 'employee')).toContain(
      'Your suggestion was answered: Quarterly safety drill',
    );
    const mine = await server.call({ method: 'GET', url: '/api/me/suggestions', token: employee });
    expect(mine.json().success.find((s: { id: number }) => s.id === suggestion.id)).toMatchObject({
      status: 'under-review',
      answer: 'Looking into it.',
    });
  });

  it('refuses bad input and other roles', async () => {
    const bad = await server.call({
      method: 'POST',
      url: '/api/me/suggestions',
      token: employee,
      payload: { title: '', body: 'short', category: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['title', 'body', 'category']));
    expect((await server.call({ method: 'GET', url: '/api/suggestions', token: employee })).statusCode).toBe(
      403,
    );
  });
});

describe('resignation', () => {
  let id: number;
  let version: number;

  it('is submitted with a reason and a proposed day; the expected last day follows the notice period', async () => {
    const today = todayInIndia();
    const past = await server.call({
      method: 'POST',
      url: '/api/me/resignation',
      token: employee,
      payload: { reason: 'Moving to Bengaluru with family.', proposedLastDay: addCalendarDays(today, -1) },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields.proposedLastDay).toBeDefined();

    const sent = await server.call({
      method: 'POST',
      url: '/api/me/resignation',
      token: employee,
      payload: { reason: 'Moving to Bengaluru with family.', proposedLastDay: addCalendarDays(today, 20) },
    });
    expect(sent.statusCode).toBe(201);
    const body = sent.json().success;
    expect(body).toMatchObject({
      status: 'submitted',
      noticeDays: 30,
      expectedLastDay: addCalendarDays(today, 30),
    });
    id = body.id;
    version = body.version;
    expect(await myTitles(hr, 'hr')).toContain(`Resignation: ${me.fullName}`);

    const again = await server.call({
      method: 'POST',
      url: '/api/me/resignation',
      token: employee,
      payload: { reason: 'Moving to Bengaluru with family.', proposedLastDay: addCalendarDays(today, 20) },
    });
    expect(again.statusCode).toBe(409);
  });

  it('is HR’s: an employee cannot read or decide it through the HR routes', async () => {
    expect(
      (await server.call({ method: 'GET', url: `/api/resignations/${id}`, token: employee })).statusCode,
    ).toBe(403);
    expect(
      (await server.call({ method: 'GET', url: `/api/resignations/${id}`, token: sales })).statusCode,
    ).toBe(403);
    const theirs = await server.call({ method: 'GET', url: '/api/me/resignation', token: sales });
    expect(theirs.json().success).toBeNull();
  });

  it('HR discusses, then accepts with a last working day; the checklist follows', async () => {
    const discuss = await server.call({
      method: 'POST',
      url: `/api/resignations/${id}/decision`,
      token: hr,
      payload: { decision: 'discuss', note: 'Can we talk on Monday?', version },
    });
    expect(discuss.statusCode).toBe(200);
    version = discuss.json().success.version;
    const early = await server.call({
      method: 'POST',
      url: `/api/resignations/${id}/checklist`,
      token: hr,
      payload: { item: 'handover', done: true, version },
    });
    expect(early.statusCode).toBe(409);

    const lastDay = addCalendarDays(todayInIndia(), 25);
    const accept = await server.call({
      method: 'POST',
      url: `/api/resignations/${id}/decision`,
      token: hr,
      payload: { decision: 'accept', lastWorkingDay: lastDay, version },
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.json().success).toMatchObject({ status: 'accepted', lastWorkingDay: lastDay });
    version = accept.json().success.version;
    expect(await myTitles(employee, 'employee')).toContain('Your resignation was accepted');

    const tick = await server.call({
      method: 'POST',
      url: `/api/resignations/${id}/checklist`,
      token: hr,
      payload: { item: 'assets-returned', done: true, version },
    });
    expect(tick.statusCode).toBe(200);
    expect(tick.json().success.checklist).toEqual({
      'assets-returned': true,
      handover: false,
      'final-settlement': false,
    });
    const [row] = await server.database.db.select().from(employees).where(eq(employees.id, me.id));
    expect(row!.status).toBe('notice');
  });

  it('ends the account after the last working day (the exit job), and its sessions at once', async () => {
    const lastDay = addCalendarDays(todayInIndia(), 25);
    expect(await deactivateDue(server.database.db, lastDay)).toBe(0);
    expect(await deactivateDue(server.database.db, addCalendarDays(lastDay, 1))).toBe(1);
    const userId = await server.userId('employee');
    const [user] = await server.database.db.select().from(users).where(eq(users.id, userId));
    expect(user!.active).toBe(false);
    const live = await server.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    const refused = await server.call({ method: 'GET', url: '/api/me/resignation', token: employee });
    expect(refused.statusCode).toBe(401);
    const done = await server.call({ method: 'GET', url: `/api/resignations/${id}`, token: hr });
    expect(done.json().success).toMatchObject({ status: 'completed', deactivatedAt: expect.any(String) });
  });
});
