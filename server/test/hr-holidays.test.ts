import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveWithoutPayDays } from '../src/people/hr/leave';
import { employees, leaveTypes } from '../src/people/hr/schema';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let hr: string;
/** Works in Bengaluru (Karnataka) for these tests. */
let bengaluru: string;
/** Works in Mumbai (Maharashtra): follows the default list. */
let mumbai: string;
let listId: number;
let unpaidId: number;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  server.call({ method, url, token, ...(payload ? { payload } : {}) });

async function recordOf(role: 'employee' | 'sales') {
  const [row] = await server.database.db
    .select()
    .from(employees)
    .where(eq(employees.userId, await server.userId(role)));
  return row!;
}

beforeAll(async () => {
  server = await startTestServer();
  [hr, bengaluru, mumbai] = await Promise.all([
    server.tokenFor('hr'),
    server.tokenFor('employee'),
    server.tokenFor('sales'),
  ]);
  const { db } = server.database;
  await db
    .update(employees)
    .set({ workState: 'Karnataka', workLocation: 'Bengaluru' })
    .where(eq(employees.userId, await server.userId('employee')));
  await db
    .update(employees)
    .set({ workState: 'Maharashtra', workLocation: 'Mumbai head office' })
    .where(eq(employees.userId, await server.userId('sales')));
  const [unpaid] = await db.select().from(leaveTypes).where(eq(leaveTypes.code, 'unpaid'));
  unpaidId = unpaid!.id;
});
afterAll(() => server.close());

describe('holiday lists', () => {
  it('HR adds a state list; a date is unique per list, not across lists; others get 403', async () => {
    const created = await call('POST', '/api/hr/holiday-lists', hr, {
      name: 'Karnataka — Bengaluru',
      workState: 'Karnataka',
      optionalAllowed: 1,
    });
    expect(created.statusCode).toBe(201);
    listId = created.json().success.id;
    expect(created.json().success).toMatchObject({ workLocation: null, isDefault: false, holidayCount: 0 });

    const rajyotsava = { listId, date: '2030-11-01', name: 'Kannada Rajyotsava' };
    expect((await call('POST', '/api/hr/holidays', hr, rajyotsava)).statusCode).toBe(201);
    const again = await call('POST', '/api/hr/holidays', hr, { ...rajyotsava, name: 'Again' });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields.date).toBe('Already a holiday.');
    // The same date in the default list is another list's holiday.
    const inDefault = await call('POST', '/api/hr/holidays', hr, { date: '2030-11-11', name: 'Company day' });
    expect(inDefault.statusCode).toBe(201);
    expect(
      (await call('POST', '/api/hr/holidays', hr, { listId, date: '2030-11-11', name: 'Both' })).statusCode,
    ).toBe(201);

    const lists = (await call('GET', '/api/hr/holiday-lists', hr)).json().success;
    expect(lists[0]).toMatchObject({ name: 'Company holidays', isDefault: true });
    expect(lists.find((l: { id: number }) => l.id === listId).holidayCount).toBe(2);
    const samePlace = await call('POST', '/api/hr/holiday-lists', hr, {
      name: 'Another',
      workState: 'karnataka',
    });
    expect(samePlace.statusCode).toBe(409);
    const noState = await call('POST', '/api/hr/holiday-lists', hr, { name: 'Nowhere' });
    expect(noState.statusCode).toBe(400);
    expect(
      (await call('POST', '/api/hr/holiday-lists', mumbai, { name: 'Mine', workState: 'Goa' })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/hr/holiday-lists', bengaluru)).statusCode).toBe(403);
  });

  it('two people in different states see different holidays and days', async () => {
    const karnataka = (await call('GET', '/api/employee/holidays?year=2030', bengaluru)).json().success;
    expect(karnataka.list.id).toBe(listId);
    expect(karnataka.holidays.map((h: { date: string }) => h.date)).toEqual(['2030-11-01', '2030-11-11']);
    const maharashtra = (await call('GET', '/api/employee/holidays?year=2030', mumbai)).json().success;
    expect(maharashtra.list.name).toBe('Company holidays');
    expect(maharashtra.holidays.map((h: { date: string }) => h.date)).toEqual(['2030-11-11']);

    const dayOf = async (token: string, date: string) =>
      (await call('GET', '/api/employee/attendance?month=2030-11', token))
        .json()
        .success.days.find((d: { date: string }) => d.date === date);
    expect(await dayOf(bengaluru, '2030-11-01')).toMatchObject({
      status: 'holiday',
      holiday: 'Kannada Rajyotsava',
    });
    expect(await dayOf(mumbai, '2030-11-01')).toMatchObject({ status: 'upcoming', holiday: null });
  });

  it('leave over one list’s holiday counts the day for the other list’s people, and payroll agrees', async () => {
    const ask = (token: string) =>
      call('POST', '/api/employee/leave-requests', token, {
        leaveTypeId: unpaidId,
        startDate: '2030-10-31',
        endDate: '2030-11-04',
        reason: 'Family visit',
      });
    const [inBengaluru, inMumbai] = [await ask(bengaluru), await ask(mumbai)];
    expect(inBengaluru.json().success.days).toBe(2);
    expect(inMumbai.json().success.days).toBe(3);
    for (const made of [inBengaluru, inMumbai])
      expect(
        (
          await call('POST', `/api/leave-requests/${made.json().success.id}/decision`, hr, {
            decision: 'approved',
          })
        ).statusCode,
      ).toBe(200);
    const { db } = server.database;
    expect(await leaveWithoutPayDays(db, await recordOf('employee'), '2030-11')).toBe(1);
    expect(await leaveWithoutPayDays(db, await recordOf('sales'), '2030-11')).toBe(2);
  });
});

describe('optional holidays', () => {
  let onam: number;
  let ugadi: number;
  beforeAll(async () => {
    const add = async (body: object) => (await call('POST', '/api/hr/holidays', hr, body)).json().success.id;
    onam = await add({ listId, date: '2030-08-20', name: 'Onam', optional: true });
    ugadi = await add({ listId, date: '2030-09-10', name: 'Ugadi', optional: true });
  });

  it('are off only once chosen, up to the allowance, and changeable until the day', async () => {
    const before = (await call('GET', '/api/employee/holidays?year=2030', bengaluru)).json().success;
    expect(before.list.optionalAllowed).toBe(1);
    expect(before.holidays.find((h: { id: number }) => h.id === onam)).toMatchObject({
      optional: true,
      chosen: false,
    });
    const onOnam = {
      leaveTypeId: unpaidId,
      startDate: '2030-08-20',
      endDate: '2030-08-20',
      reason: 'Festival',
    };
    // Not chosen: a working day like any other (asked, then cancelled).
    const asked = await call('POST', '/api/employee/leave-requests', bengaluru, onOnam);
    expect(asked.json().success.days).toBe(1);
    await call('POST', `/api/employee/leave-requests/${asked.json().success.id}/cancel`, bengaluru);

    const chosen = await call('POST', `/api/employee/holidays/${onam}/choice`, bengaluru);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().success.holidays.find((h: { id: number }) => h.id === onam).chosen).toBe(true);
    const beyond = await call('POST', `/api/employee/holidays/${ugadi}/choice`, bengaluru);
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().message).toBe('You may choose 1 optional holiday in 2030: give one back first.');

    // Chosen: a holiday for this person (leave over it counts nothing), not for the others.
    const again = await call('POST', '/api/employee/leave-requests', bengaluru, onOnam);
    expect(again.statusCode).toBe(400);
    const august = (await call('GET', '/api/employee/attendance?month=2030-08', bengaluru)).json().success;
    expect(august.days.find((d: { date: string }) => d.date === '2030-08-20').status).toBe('holiday');

    const back = await call('DELETE', `/api/employee/holidays/${onam}/choice`, bengaluru);
    expect(back.json().success.holidays.find((h: { id: number }) => h.id === onam).chosen).toBe(false);
    expect((await call('POST', `/api/employee/holidays/${ugadi}/choice`, bengaluru)).statusCode).toBe(200);
  });

  it('refuses days gone, other lists’ holidays and mandatory ones', async () => {
    const past = (
      await call('POST', '/api/hr/holidays', hr, { listId, date: '2020-08-20', name: 'Old', optional: true })
    ).json().success.id;
    const gone = await call('POST', `/api/employee/holidays/${past}/choice`, bengaluru);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe('This holiday has come: it can no longer be changed.');
    // Someone on the default list cannot take the Karnataka list's optional holiday.
    expect((await call('POST', `/api/employee/holidays/${onam}/choice`, mumbai)).statusCode).toBe(404);
    const mandatory = (await call('GET', '/api/employee/holidays?year=2030', bengaluru))
      .json()
      .success.holidays.find((h: { optional: boolean }) => !h.optional).id;
    expect((await call('POST', `/api/employee/holidays/${mandatory}/choice`, bengaluru)).statusCode).toBe(
      404,
    );
  });
});
