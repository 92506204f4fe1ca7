import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istDate, istInstant, mondayOf } from '../src/people/hr/dates';
import { attendance, employees, leaveRequests } from '../src/people/hr/schema';
import { startTestServer, type TestServer } from './helpers';
import { employeeFor } from './people-fixtures';

// The verification account manages the employee account here; the quotation account is a colleague without reports.
let server: TestServer;
let hr: string;
let report: string;
let manager: string;
let colleague: string;
let reportId: number;

beforeAll(async () => {
  server = await startTestServer();
  [hr, report, manager, colleague] = await Promise.all([
    server.tokenFor('hr'),
    server.tokenFor('employee'),
    server.tokenFor('verification'),
    server.tokenFor('quotation'),
  ]);
  const me = await employeeFor(server, 'employee');
  const boss = await employeeFor(server, 'verification');
  await employeeFor(server, 'quotation');
  await server.database.db.update(employees).set({ managerId: boss.id }).where(eq(employees.id, me.id));
  reportId = me.id;
});
afterAll(() => server.close());

const team = async (token = manager) =>
  (await server.call({ method: 'GET', url: '/api/employee/team', token })).json().success;

const decide = (
  url: string,
  token: string,
  decision: 'approved' | 'rejected' = 'approved',
  comment?: string,
) => server.call({ method: 'POST', url, token, payload: { decision, ...(comment ? { comment } : {}) } });

/**
 * The object-level rules every kind of decision shares: a colleague gets 404, the requester 403;
 * the manager and HR deciding at the same moment: one wins, the other gets 409.
 */
async function decidedOnceByManagerOrHr(url: string): Promise<void> {
  expect((await decide(url, colleague)).statusCode).toBe(404);
  expect((await decide(url, report)).statusCode).toBe(403);
  const both = await Promise.all([decide(url, manager), decide(url, hr, 'rejected', 'Not now')]);
  expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
}

/** The next Monday–Friday at least `ahead` days away that is not a seeded holiday. */
async function workingDay(ahead: number): Promise<string> {
  let d = addDays(istDate(), ahead);
  const year = Number(d.slice(0, 4));
  const holidays = await Promise.all(
    [year, year + 1].map(
      async (y) =>
        (await server.call({ method: 'GET', url: `/api/hr/holidays?year=${y}`, token: hr })).json()
          .success as { date: string }[],
    ),
  );
  const off = new Set(holidays.flat().map((h) => h.date));
  while ([0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()) || off.has(d)) d = addDays(d, 1);
  return d;
}

async function askLeave(start: string, reason: string): Promise<number> {
  const mine = (await server.call({ method: 'GET', url: '/api/employee/leave', token: report })).json()
    .success;
  const casual = mine.balances.find((b: { code: string }) => b.code === 'casual');
  const made = await server.call({
    method: 'POST',
    url: '/api/employee/leave-requests',
    token: report,
    payload: { leaveTypeId: casual.leaveTypeId, startDate: start, endDate: start, startHalf: true, reason },
  });
  expect(made.statusCode).toBe(201);
  return made.json().success.id;
}

describe('a manager decides their direct reports’ requests', () => {
  it('shows the team and nothing to someone without reports', async () => {
    const mine = await team();
    expect(mine.reports.map((r: { id: number }) => r.id)).toContain(reportId);
    const none = await team(colleague);
    expect(none).toMatchObject({ reports: [], awayToday: [], pending: { leave: [], timesheets: [] } });
  });

  it('leave: the manager approves, rejects with a reason; others 404, one’s own 403, HR too', async () => {
    const first = await askLeave(await workingDay(60), 'Bank work');
    expect((await team()).pending.leave.map((r: { id: number }) => r.id)).toContain(first);
    await decidedOnceByManagerOrHr(`/api/leave-requests/${first}/decision`);

    const second = await askLeave(await workingDay(70), 'Family function');
    const rejected = await decide(
      `/api/leave-requests/${second}/decision`,
      manager,
      'rejected',
      'Site handover',
    );
    expect(rejected.json().success).toMatchObject({ status: 'rejected', decisionComment: 'Site handover' });
    expect((await team()).pending.leave.map((r: { id: number }) => r.id)).not.toContain(second);

    // HR decides anyone's (when the manager is away).
    const third = await askLeave(await workingDay(80), 'Wedding');
    expect((await decide(`/api/leave-requests/${third}/decision`, hr)).json().success.status).toBe(
      'approved',
    );
  });

  it('timesheets: the manager approves a submitted week; others 404, one’s own 403', async () => {
    const week = addDays(mondayOf(istDate()), -7 * 25);
    await server.call({
      method: 'PUT',
      url: `/api/employee/timesheet/${week}`,
      token: report,
      payload: { entries: [{ date: week, project: 'Villa pool', task: 'Survey', hours: 7 }] },
    });
    const submitted = await server.call({
      method: 'POST',
      url: `/api/employee/timesheet/${week}/submit`,
      token: report,
    });
    const id = submitted.json().success.id;
    const waiting = (await team()).pending.timesheets.find((w: { id: number }) => w.id === id);
    expect(waiting).toMatchObject({ totalHours: 7, entries: [{ project: 'Villa pool', hours: 7 }] });
    await decidedOnceByManagerOrHr(`/api/timesheets/${id}/decision`);
    expect((await team()).pending.timesheets.map((w: { id: number }) => w.id)).not.toContain(id);
  });

  it('overtime: the manager decides; others 404, one’s own 403', async () => {
    const day = addDays(mondayOf(istDate()), -7 * 31);
    await server.database.db.insert(attendance).values({
      employeeId: reportId,
      date: day,
      checkIn: istInstant(day, 9 * 60),
      checkOut: istInstant(day, 20 * 60),
    });
    const asked = await server.call({
      method: 'POST',
      url: '/api/employee/overtime',
      token: report,
      payload: { date: day, hours: 2, reason: 'Commissioning ran late' },
    });
    expect(asked.statusCode).toBe(201);
    const id = asked.json().success.id;
    expect((await team()).pending.overtime.map((r: { id: number }) => r.id)).toContain(id);
    await decidedOnceByManagerOrHr(`/api/overtime/${id}/decision`);
  });

  it('attendance corrections: the manager decides; others 404, one’s own 403', async () => {
    const asked = await server.call({
      method: 'POST',
      url: '/api/employee/regularisations',
      token: report,
      payload: {
        date: addDays(mondayOf(istDate()), -7 * 2),
        checkIn: '09:10',
        checkOut: '18:20',
        reason: 'Forgot to punch',
      },
    });
    expect(asked.statusCode).toBe(201);
    const id = asked.json().success.id;
    expect((await team()).pending.regularisations.map((r: { id: number }) => r.id)).toContain(id);
    await decidedOnceByManagerOrHr(`/api/regularisations/${id}/decision`);
  });

  it('goals: the manager rates a submitted sheet’s goals; others 404, one’s own 403, one of two at once 409', async () => {
    const mine = (await server.call({ method: 'GET', url: '/api/me/goals', token: report })).json().success;
    const missing = 100 - mine.appraisal.totalWeight;
    await server.call({
      method: 'POST',
      url: '/api/me/goals',
      token: report,
      payload: {
        title: 'Mentor a new site engineer',
        description: 'Weekly site walks.',
        weight: missing,
        dueDate: mine.cycle.endDate,
      },
    });
    const draft = (await server.call({ method: 'GET', url: '/api/me/goals', token: report })).json().success;
    const submitted = await server.call({
      method: 'POST',
      url: '/api/me/goals/submit',
      token: report,
      payload: { version: draft.appraisal.version },
    });
    expect(submitted.statusCode).toBe(200);

    const toRate = (
      await server.call({ method: 'GET', url: '/api/me/team/goal-sheets', token: manager })
    ).json().success;
    const sheet = toRate.find((s: { employeeId: number }) => s.employeeId === reportId);
    expect(sheet.status).toBe('submitted');
    const none = (
      await server.call({ method: 'GET', url: '/api/me/team/goal-sheets', token: colleague })
    ).json().success;
    expect(none).toEqual([]);

    const goal = sheet.goals[0];
    const rate = (token: string, rating: number) =>
      server.call({
        method: 'POST',
        url: `/api/goals/${goal.id}/rating`,
        token,
        payload: { rating, comment: 'Reviewed', version: goal.version },
      });
    expect((await rate(colleague, 1)).statusCode).toBe(404);
    expect((await rate(report, 5)).statusCode).toBe(403);
    const both = await Promise.all([rate(manager, 4), rate(hr, 3)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('shows who of the team is away today and this week, and the team calendar', async () => {
    const today = istDate();
    const mine = (await server.call({ method: 'GET', url: '/api/employee/leave', token: report })).json()
      .success;
    const casual = mine.balances.find((b: { code: string }) => b.code === 'casual');
    // Written directly: a request cannot start in the past, and today may be a holiday or a Sunday.
    await server.database.db.insert(leaveRequests).values({
      employeeId: reportId,
      leaveTypeId: casual.leaveTypeId,
      startDate: today,
      endDate: today,
      days: 1,
      reason: 'Unwell',
      status: 'approved',
    });
    const now = await team();
    expect(now.awayToday.map((a: { employeeId: number }) => a.employeeId)).toEqual([reportId]);
    expect(now.awayThisWeek.map((a: { startDate: string }) => a.startDate)).toContain(today);
    expect((await team(colleague)).awayToday).toEqual([]);

    const calendar = (
      await server.call({
        method: 'GET',
        url: `/api/employee/team/calendar?month=${today.slice(0, 7)}`,
        token: manager,
      })
    ).json().success;
    const name = (await server.database.db.select().from(employees).where(eq(employees.id, reportId)))[0]!
      .fullName;
    expect(
      calendar.some((e: { title: string; start: string }) => e.title.startsWith(name) && e.start === today),
    ).toBe(true);
    const others = (
      await server.call({
        method: 'GET',
        url: `/api/employee/team/calendar?month=${today.slice(0, 7)}`,
        token: colleague,
      })
    ).json().success;
    expect(others.some((e: { title: string }) => e.title.startsWith(name))).toBe(false);
  });
});
