import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveAllocations, leaveRequests, leaveTypes } from '../src/people/hr/schema';
import { salaryStructures } from '../src/people/payroll/schema';
import { addCalendarDays, todayInIndia } from '../src/people/resignation/notice';
import { startTestServer, type TestServer } from './helpers';
import { employeeFor } from './people-fixtures';

let server: TestServer;
let hr: string;
let employee: string;
let sales: string;
let resignationId: number;
const today = todayInIndia();
const lastWorkingDay = addCalendarDays(today, 20);

beforeAll(async () => {
  server = await startTestServer();
  [hr, employee, sales] = await Promise.all([
    server.tokenFor('hr'),
    server.tokenFor('employee'),
    server.tokenFor('sales'),
  ]);
  const me = await employeeFor(server, 'employee', { noticeDays: 30, dateOfJoining: '2014-01-01' });
  await employeeFor(server, 'sales');
  const { db } = server.database;
  await db.delete(salaryStructures).where(eq(salaryStructures.employeeId, me.id));
  await db.insert(salaryStructures).values({
    employeeId: me.id,
    basic: 26_000_00,
    hra: 10_000_00,
    special: 4_000_00,
    other: 0,
    effectiveFrom: '2024-04-01',
  });
  const [earned] = await db.select().from(leaveTypes).where(eq(leaveTypes.code, 'earned'));
  // The demo seed's earned leave would change the balance the figures below expect.
  await db
    .delete(leaveRequests)
    .where(and(eq(leaveRequests.employeeId, me.id), eq(leaveRequests.leaveTypeId, earned!.id)));
  await db
    .insert(leaveAllocations)
    .values({
      employeeId: me.id,
      leaveTypeId: earned!.id,
      year: Number(lastWorkingDay.slice(0, 4)),
      allocated: 10,
    })
    .onConflictDoUpdate({
      target: [leaveAllocations.employeeId, leaveAllocations.leaveTypeId, leaveAllocations.year],
      set: { allocated: 10, carried: 0 },
    });
  const sent = await server.call({
    method: 'POST',
    url: '/api/me/resignation',
    token: employee,
    payload: { reason: 'Moving to Bengaluru with family.', proposedLastDay: lastWorkingDay },
  });
  expect(sent.statusCode).toBe(201);
  resignationId = sent.json().success.id;
});
afterAll(() => server.close());

const DRAFT = {
  encashmentDivisor: 26,
  waiveNoticeRecovery: false,
  reimbursements: [{ label: 'Travel to client site', amount: 2_500_00 }],
  deductions: [{ label: 'Laptop charger not returned', amount: 1_000_00 }],
  note: null,
};

const save = (body: object) =>
  server.call({
    method: 'PUT',
    url: `/api/resignations/${resignationId}/settlement`,
    token: hr,
    payload: body,
  });

describe('full-and-final settlement', () => {
  it('waits for the resignation to be accepted', async () => {
    const early = await save({ ...DRAFT, version: 0 });
    expect(early.statusCode).toBe(409);
    const accepted = await server.call({
      method: 'POST',
      url: `/api/resignations/${resignationId}/decision`,
      token: hr,
      payload: { decision: 'accept', lastWorkingDay, version: 1 },
    });
    expect(accepted.statusCode).toBe(200);
    const none = await server.call({
      method: 'GET',
      url: `/api/resignations/${resignationId}/settlement`,
      token: hr,
    });
    expect(none.json()).toEqual({ success: null });
  });

  it('drafts salary, leave encashment, gratuity, notice recovery and HR’s lines', async () => {
    const drafted = await save({ ...DRAFT, version: 0 });
    expect(drafted.statusCode).toBe(200);
    const s = drafted.json().success;
    expect(s).toMatchObject({ status: 'draft', version: 1, finalisedAt: null });
    const f = s.figures;
    expect(f.leaveEncashment).toEqual({ days: 10, divisor: 26, amount: 10_000_00 });
    // Joined 1 Jan 2014: more than ten years, so gratuity is 15/26 × ₹26,000 = ₹15,000 a year.
    expect(f.gratuity.eligible).toBe(true);
    expect(f.gratuity.years).toBeGreaterThanOrEqual(12);
    expect(f.gratuity.amount).toBe(15_000_00 * f.gratuity.years);
    // Ten days short of 30 days' notice, recovered at gross ₹40,000 ÷ 30.
    expect(f.noticeRecovery).toEqual({ shortfallDays: 10, waived: false, amount: 13_333_33 });
    expect(f.salary.grossEarned).toBeGreaterThan(0);
    expect(f.salary.paidByPayroll).toBe(false);
    expect(f.earnings.map((l: { label: string }) => l.label)).toEqual(
      expect.arrayContaining(['Travel to client site', `Gratuity (${f.gratuity.years} years)`]),
    );
    expect(f.deductions).toEqual(
      expect.arrayContaining([
        { label: 'Notice shortfall (10 days)', amount: 13_333_33 },
        { label: 'Laptop charger not returned', amount: 1_000_00 },
      ]),
    );
    expect(f.netPayable).toBe(f.totalEarnings - f.totalDeductions);

    const twice = await save({ ...DRAFT, version: 0 });
    expect(twice.statusCode).toBe(409);
  });

  it('is redrafted with another divisor and a waiver; a stale version is refused', async () => {
    const redrafted = await save({ ...DRAFT, encashmentDivisor: 30, waiveNoticeRecovery: true, version: 1 });
    expect(redrafted.statusCode).toBe(200);
    const f = redrafted.json().success.figures;
    expect(f.leaveEncashment.amount).toBe(8_666_67);
    expect(f.noticeRecovery).toEqual({ shortfallDays: 10, waived: true, amount: 0 });
    expect((await save({ ...DRAFT, version: 1 })).statusCode).toBe(409);
  });

  it('stays with HR while a draft: no letters, nothing for the employee, no other role', async () => {
    const letter = await server.call({
      method: 'GET',
      url: `/api/resignations/${resignationId}/settlement/letters/relieving`,
      token: hr,
    });
    expect(letter.statusCode).toBe(409);
    const mine = await server.call({ method: 'GET', url: '/api/me/settlement', token: employee });
    expect(mine.json()).toEqual({ success: null });
    const other = await server.call({
      method: 'GET',
      url: `/api/resignations/${resignationId}/settlement`,
      token: employee,
    });
    expect(other.statusCode).toBe(403);
    const draftPdf = await server.call({
      method: 'GET',
      url: `/api/resignations/${resignationId}/settlement/statement`,
      token: hr,
    });
    expect(draftPdf.statusCode).toBe(200);
    expect(draftPdf.headers['content-type']).toBe('application/pdf');
  });

  it('is finalised once and never changes after; the exit checklist item is ticked', async () => {
    const url = `/api/resignations/${resignationId}/settlement/finalise`;
    expect((await server.call({ method: 'POST', url, token: hr, payload: { version: 1 } })).statusCode).toBe(
      409,
    );
    const final = await server.call({ method: 'POST', url, token: hr, payload: { version: 2 } });
    expect(final.statusCode).toBe(200);
    expect(final.json().success).toMatchObject({ status: 'final', version: 3 });
    expect(final.json().success.finalisedAt).toEqual(expect.any(String));
    expect((await server.call({ method: 'POST', url, token: hr, payload: { version: 3 } })).statusCode).toBe(
      409,
    );
    const changed = await save({ ...DRAFT, version: 3 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toContain('final');
    const resignation = await server.call({
      method: 'GET',
      url: `/api/resignations/${resignationId}`,
      token: hr,
    });
    expect(resignation.json().success.checklist['final-settlement']).toBe(true);
  });

  it('is the employee’s to read with the statement and letters; anyone else gets 404', async () => {
    const mine = await server.call({ method: 'GET', url: '/api/me/settlement', token: employee });
    const s = mine.json().success;
    expect(s).toMatchObject({ resignationId, status: 'final' });
    expect(s).not.toHaveProperty('employee');
    for (const path of ['statement', 'letters/relieving', 'letters/experience']) {
      const own = await server.call({
        method: 'GET',
        url: `/api/me/settlements/${s.id}/${path}`,
        token: employee,
      });
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const theirs = await server.call({
        method: 'GET',
        url: `/api/me/settlements/${s.id}/${path}`,
        token: sales,
      });
      expect(theirs.statusCode).toBe(404);
    }
    const unknown = await server.call({
      method: 'GET',
      url: `/api/me/settlements/${s.id}/letters/reference`,
      token: employee,
    });
    expect(unknown.statusCode).toBe(400);
    const hrLetter = await server.call({
      method: 'GET',
      url: `/api/resignations/${resignationId}/settlement/letters/experience`,
      token: hr,
    });
    expect(hrLetter.statusCode).toBe(200);
  });
});
