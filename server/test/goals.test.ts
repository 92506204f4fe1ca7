import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appraisalCycles, appraisals } from '../src/people/goals/schema';
import { employees } from '../src/people/hr/schema';
import { seedGoals } from '../src/seed/goals';
import { createRandom } from '../src/website/pictures/random';
import { startTestServer, type TestServer } from './helpers';
import { employeeFor } from './people-fixtures';

let server: TestServer;
let hr: string;
let employee: string;
let sales: string;
let manager: string;
let me: Awaited<ReturnType<typeof employeeFor>>;

beforeAll(async () => {
  server = await startTestServer();
  [hr, employee, sales, manager] = await Promise.all([
    server.tokenFor('hr'),
    server.tokenFor('employee'),
    server.tokenFor('sales'),
    server.tokenFor('verification'),
  ]);
  me = await employeeFor(server, 'employee');
  await employeeFor(server, 'sales');
  const boss = await employeeFor(server, 'verification');
  await server.database.db.update(employees).set({ managerId: boss.id }).where(eq(employees.id, me.id));
});

describe('goals demo seed', () => {
  it('has last half-year rated and the current one open; the employee account has goals', async () => {
    const { db } = server.database;
    const cycles = await db.select().from(appraisalCycles).orderBy(asc(appraisalCycles.startDate));
    expect(cycles.map((c) => c.status)).toEqual(['closed', 'open']);
    const mine = (await server.call({ method: 'GET', url: '/api/me/goals', token: employee })).json().success;
    expect(mine.cycle.status).toBe('open');
    expect(mine.appraisal.goals.length).toBeGreaterThan(0);
    expect(mine).toMatchObject({ editable: true, appraisal: { status: 'draft', totalWeight: 70 } });
    const earlier = (
      await server.call({ method: 'GET', url: `/api/me/goals?cycleId=${cycles[0]!.id}`, token: employee })
    ).json().success;
    expect(earlier.appraisal).toMatchObject({ status: 'rated', totalWeight: 100 });
    expect(earlier.appraisal.score).toBeGreaterThanOrEqual(1);
    const list = (
      await server.call({ method: 'GET', url: '/api/goal-sheets?status=submitted', token: hr })
    ).json().success;
    expect(list.total).toBeGreaterThan(5);
    expect(list.items[0].appraisal.progress).toBeGreaterThan(0);
    // The seed is deterministic: running it again on an empty goals area gives the same rows.
    const before = await db.execute(sql`select title, weight, progress, rating from goals order by id`);
    await db.transaction(async (tx) => {
      await tx.delete(appraisals);
      await tx.delete(appraisalCycles);
      await seedGoals(tx, createRandom(20_260_101 + 13), Date.now(), {
        hr: await server.userId('hr'),
        employee: await server.userId('employee'),
      });
      const after = await tx.execute(sql`select title, weight, progress, rating from goals order by id`);
      expect(after.rows).toEqual(before.rows);
      // The tests below start from no cycles.
      await tx.delete(appraisals);
      await tx.delete(appraisalCycles);
    });
  });
});
afterAll(() => server.close());

async function titlesOf(token: string, role: 'employee' | 'hr'): Promise<string[]> {
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

const goal = (title: string, weight: number) => ({
  title,
  description: `${title}, measured monthly.`,
  weight,
  dueDate: '2030-09-30',
});

describe('goals and appraisals', () => {
  let cycleId: number;
  let sheetId: number;
  let goalIds: number[] = [];

  it('HR creates and opens a cycle; only one is open; other roles may not', async () => {
    const create = (token: string, name: string) =>
      server.call({
        method: 'POST',
        url: '/api/appraisal-cycles',
        token,
        payload: { name, startDate: '2030-04-01', endDate: '2030-09-30' },
      });
    expect((await create(sales, 'Apr–Sep 2030')).statusCode).toBe(403);
    expect((await create(employee, 'Apr–Sep 2030')).statusCode).toBe(403);
    const made = await create(hr, 'Apr–Sep 2030');
    expect(made.statusCode).toBe(201);
    cycleId = made.json().success.id;
    const again = await create(hr, 'Apr–Sep 2030');
    expect(again.statusCode).toBe(400);
    expect(again.json().fields.name).toBeTruthy();
    const backwards = await server.call({
      method: 'POST',
      url: '/api/appraisal-cycles',
      token: hr,
      payload: { name: 'Backwards', startDate: '2030-09-30', endDate: '2030-04-01' },
    });
    expect(backwards.json().fields.endDate).toBe('The cycle must end after it starts.');

    // No cycle open yet: no goals.
    const early = await server.call({
      method: 'POST',
      url: '/api/me/goals',
      token: employee,
      payload: goal('Early', 50),
    });
    expect(early.statusCode).toBe(409);

    const open = await server.call({
      method: 'POST',
      url: `/api/appraisal-cycles/${cycleId}/status`,
      token: hr,
      payload: { status: 'open', version: 1 },
    });
    expect(open.statusCode).toBe(200);
    expect(open.json().success.status).toBe('open');
    const second = (await create(hr, 'Oct–Mar 2031')).json().success;
    const both = await server.call({
      method: 'POST',
      url: `/api/appraisal-cycles/${second.id}/status`,
      token: hr,
      payload: { status: 'open', version: second.version },
    });
    expect(both.statusCode).toBe(409);
    const stale = await server.call({
      method: 'POST',
      url: `/api/appraisal-cycles/${cycleId}/status`,
      token: hr,
      payload: { status: 'closed', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(await titlesOf(employee, 'employee')).toContain('Appraisal cycle opened: Apr–Sep 2030');
  });

  it('the employee adds goals; weights over 100 or short of 100 are refused with field messages', async () => {
    for (const [title, weight] of [
      ['Close 40 pool sales', 60],
      ['Cut site rework', 30],
    ] as const) {
      const added = await server.call({
        method: 'POST',
        url: '/api/me/goals',
        token: employee,
        payload: goal(title, weight),
      });
      expect(added.statusCode).toBe(201);
    }
    const tooMuch = await server.call({
      method: 'POST',
      url: '/api/me/goals',
      token: employee,
      payload: goal('Extra', 20),
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fields.weight).toContain('at most 10 %');

    let mine = (await server.call({ method: 'GET', url: '/api/me/goals', token: employee })).json().success;
    expect(mine.editable).toBe(true);
    expect(mine.appraisal.totalWeight).toBe(90);
    sheetId = mine.appraisal.id;
    const short = await server.call({
      method: 'POST',
      url: '/api/me/goals/submit',
      token: employee,
      payload: { version: mine.appraisal.version },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.weights).toContain('add up to 90 %');

    await server.call({
      method: 'POST',
      url: '/api/me/goals',
      token: employee,
      payload: goal('Train two juniors', 10),
    });
    const staleSubmit = await server.call({
      method: 'POST',
      url: '/api/me/goals/submit',
      token: employee,
      payload: { version: mine.appraisal.version },
    });
    expect(staleSubmit.statusCode).toBe(409);

    mine = (await server.call({ method: 'GET', url: '/api/me/goals', token: employee })).json().success;
    goalIds = mine.appraisal.goals.map((g: { id: number }) => g.id);
    const first = mine.appraisal.goals[0];
    const edited = await server.call({
      method: 'PUT',
      url: `/api/me/goals/${first.id}`,
      token: employee,
      payload: { ...goal('Close 45 pool sales', 60), version: first.version },
    });
    expect(edited.statusCode).toBe(200);
    const staleEdit = await server.call({
      method: 'PUT',
      url: `/api/me/goals/${first.id}`,
      token: employee,
      payload: { ...goal('Close 50 pool sales', 60), version: first.version },
    });
    expect(staleEdit.statusCode).toBe(409);

    const submitted = await server.call({
      method: 'POST',
      url: '/api/me/goals/submit',
      token: employee,
      payload: { version: edited.json().success.version },
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().success.status).toBe('submitted');
    expect(await titlesOf(hr, 'hr')).toContain(`Goals submitted: ${me.fullName}`);

    const locked = await server.call({
      method: 'POST',
      url: '/api/me/goals',
      token: employee,
      payload: goal('Late', 1),
    });
    expect(locked.statusCode).toBe(409);
  });

  it('nobody reads or changes another employee’s goals by changing an id', async () => {
    const read = await server.call({ method: 'GET', url: `/api/goal-sheets/${sheetId}`, token: sales });
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('Close 45');
    const list = await server.call({ method: 'GET', url: '/api/goal-sheets', token: sales });
    expect(list.statusCode).toBe(403);
    const edit = await server.call({
      method: 'PUT',
      url: `/api/me/goals/${goalIds[0]}`,
      token: sales,
      payload: { ...goal('Hijack', 60), version: 2 },
    });
    expect(edit.statusCode).toBe(404);
    const progress = await server.call({
      method: 'POST',
      url: `/api/me/goals/${goalIds[0]}/progress`,
      token: sales,
      payload: { percent: 10, note: 'not mine', version: 2 },
    });
    expect(progress.statusCode).toBe(404);
    const rate = await server.call({
      method: 'POST',
      url: `/api/goals/${goalIds[0]}/rating`,
      token: sales,
      payload: { rating: 1, version: 2 },
    });
    expect(rate.statusCode).toBe(404);
    const own = await server.call({
      method: 'POST',
      url: `/api/goals/${goalIds[0]}/rating`,
      token: employee,
      payload: { rating: 5, version: 2 },
    });
    expect(own.statusCode).toBe(403);
    // The manager and HR may read it.
    expect(
      (await server.call({ method: 'GET', url: `/api/goal-sheets/${sheetId}`, token: manager })).statusCode,
    ).toBe(200);
    expect(
      (await server.call({ method: 'GET', url: `/api/goal-sheets/${sheetId}`, token: hr })).statusCode,
    ).toBe(200);
  });

  it('progress updates keep their history; self-rating is stored; stale versions get 409', async () => {
    let sheet = (await server.call({ method: 'GET', url: '/api/me/goals', token: employee })).json().success
      .appraisal;
    let g = sheet.goals[0];
    for (const [percent, note] of [
      [30, 'Twelve sales closed'],
      [55, 'Twenty-five sales closed'],
    ] as const) {
      const r = await server.call({
        method: 'POST',
        url: `/api/me/goals/${g.id}/progress`,
        token: employee,
        payload: { percent, note, version: g.version },
      });
      expect(r.statusCode).toBe(200);
      g = r.json().success.goals[0];
    }
    expect(g.progress).toBe(55);
    expect(g.updates.map((u: { percent: number }) => u.percent)).toEqual([55, 30]);
    const stale = await server.call({
      method: 'POST',
      url: `/api/me/goals/${g.id}/progress`,
      token: employee,
      payload: { percent: 60, note: 'stale', version: g.version - 1 },
    });
    expect(stale.statusCode).toBe(409);
    const badRating = await server.call({
      method: 'POST',
      url: `/api/me/goals/${g.id}/self-rating`,
      token: employee,
      payload: { rating: 6, version: g.version },
    });
    expect(badRating.statusCode).toBe(400);
    expect(badRating.json().fields.rating).toBe('Choose a rating from 1 to 5.');
    const self = await server.call({
      method: 'POST',
      url: `/api/me/goals/${g.id}/self-rating`,
      token: employee,
      payload: { rating: 4, comment: 'On track', version: g.version },
    });
    expect(self.statusCode).toBe(200);
    sheet = self.json().success;
    expect(sheet.goals[0]).toMatchObject({ selfRating: 4, selfComment: 'On track' });
    expect(sheet.selfScore).toBeNull();
  });

  it('the manager and HR rate; once all are rated the final weighted score is shown and the employee told', async () => {
    let sheet = (await server.call({ method: 'GET', url: `/api/goal-sheets/${sheetId}`, token: hr })).json()
      .success;
    const ratings = [4, 3, 5]; // weights 60, 30, 10 → 2.4 + 0.9 + 0.5 = 3.8
    for (const [i, g] of sheet.goals.entries()) {
      const r = await server.call({
        method: 'POST',
        url: `/api/goals/${g.id}/rating`,
        token: i === 0 ? manager : hr,
        payload: { rating: ratings[i], comment: 'Reviewed', version: g.version },
      });
      expect(r.statusCode).toBe(200);
      sheet = r.json().success;
    }
    expect(sheet.status).toBe('rated');
    expect(sheet.score).toBe(3.8);
    expect(await titlesOf(employee, 'employee')).toContain('Your goals were rated: Apr–Sep 2030');
    const mine = (await server.call({ method: 'GET', url: '/api/me/goals', token: employee })).json().success;
    expect(mine.appraisal.score).toBe(3.8);
    expect(mine.editable).toBe(false);
    const afterRated = await server.call({
      method: 'POST',
      url: `/api/me/goals/${sheet.goals[1].id}/self-rating`,
      token: employee,
      payload: { rating: 5, version: sheet.goals[1].version },
    });
    expect(afterRated.statusCode).toBe(409);
  });

  it('HR lists people with filters and server-side paging', async () => {
    const list = async (query: string) =>
      (await server.call({ method: 'GET', url: `/api/goal-sheets?${query}`, token: hr })).json().success;
    const all = await list(`cycleId=${cycleId}&pageSize=100`);
    expect(all.cycle.id).toBe(cycleId);
    const mine = all.items.find((p: { employeeId: number }) => p.employeeId === me.id);
    expect(mine.appraisal).toMatchObject({ status: 'rated', score: 3.8, totalWeight: 100 });
    const rated = await list(`cycleId=${cycleId}&status=rated`);
    expect(rated.items.map((p: { employeeId: number }) => p.employeeId)).toEqual([me.id]);
    const notStarted = await list(`cycleId=${cycleId}&status=not-started`);
    expect(notStarted.items.every((p: { appraisal: unknown }) => p.appraisal === null)).toBe(true);
    expect(notStarted.total).toBe(all.total - 1);
    const searched = await list(`cycleId=${cycleId}&q=${encodeURIComponent(me.code)}`);
    expect(searched.items).toHaveLength(1);
    const paged = await list(`cycleId=${cycleId}&pageSize=1&page=2`);
    expect(paged.items).toHaveLength(Math.min(1, all.total - 1));
    const bad = await server.call({ method: 'GET', url: '/api/goal-sheets?status=finished', token: hr });
    expect(bad.statusCode).toBe(400);
  });

  it('closing the cycle makes its goals read-only', async () => {
    const cycles = (await server.call({ method: 'GET', url: '/api/appraisal-cycles', token: hr })).json()
      .success;
    const cycle = cycles.find((c: { id: number }) => c.id === cycleId);
    expect(cycle).toMatchObject({ sheets: 1, rated: 1 });
    const closed = await server.call({
      method: 'POST',
      url: `/api/appraisal-cycles/${cycleId}/status`,
      token: hr,
      payload: { status: 'closed', version: cycle.version },
    });
    expect(closed.statusCode).toBe(200);
    const add = await server.call({
      method: 'POST',
      url: '/api/me/goals',
      token: employee,
      payload: goal('After', 10),
    });
    expect(add.statusCode).toBe(409);
    const mine = (
      await server.call({ method: 'GET', url: `/api/me/goals?cycleId=${cycleId}`, token: employee })
    ).json().success;
    expect(mine).toMatchObject({ editable: false, cycle: { status: 'closed' } });
  });
});
