import { asc, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeOfUser, requireEmployeeOfUser } from '../src/people/hr/employees';
import { employees } from '../src/people/hr/schema';
import { createSession } from '../src/platform/auth/sessions';
import { users } from '../src/platform/db/schema';
import { DEMO_ACCOUNTS, DEMO_MANAGER } from '../src/seed/accounts';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('HR demo seed', () => {
  it('makes the six demo accounts employees MW0001… and 40 more across departments', async () => {
    const db = server.database.db;
    const rows = await db.select().from(employees).orderBy(asc(employees.code));
    expect(rows).toHaveLength(46);
    expect(rows.map((r) => r.code).slice(0, 3)).toEqual(['MW0001', 'MW0002', 'MW0003']);
    for (const [i, account] of DEMO_ACCOUNTS.entries()) {
      expect(rows[i]!.fullName).toBe(account.fullName);
      expect(rows[i]!.userId).toBe(await server.userId(account.role));
    }
    expect(new Set(rows.map((r) => r.department)).size).toBeGreaterThanOrEqual(9);
    for (const r of rows) {
      expect(r.aadhaarLast4).toMatch(/^\d{4}$/);
      expect(r.pan).toMatch(/^[A-Z]{5}\d{4}[A-Z]$/);
      expect(r.phone).toMatch(/^\+91[6-9]\d{9}$/);
    }
    // Only the Managing Director has no manager.
    const [top] = await db.select({ n: count() }).from(employees).where(isNull(employees.managerId));
    expect(top!.n).toBe(1);
  });

  it('finds the employee of a sign-in account, or 404s', async () => {
    const db = server.database.db;
    const hrUser = await server.userId('hr');
    expect((await employeeOfUser(db, hrUser))?.code).toBe('MW0004');
    const [other] = await db
      .insert(users)
      .values({ username: 'no-employee', passwordHash: 'x', role: 'sales', fullName: 'No Record' })
      .returning({ id: users.id });
    expect(await employeeOfUser(db, other!.id)).toBeNull();
    await expect(requireEmployeeOfUser(db, other!.id)).rejects.toMatchObject({ status: 404 });
    await db.delete(users).where(eq(users.id, other!.id));
  });
});

describe('the demo manager', () => {
  it('leads the demo employee and three others, with leave, a timesheet and overtime waiting', async () => {
    const db = server.database.db;
    const [account] = await db.select().from(users).where(eq(users.username, DEMO_MANAGER.username));
    expect(account).toMatchObject({ role: 'employee', fullName: DEMO_MANAGER.fullName });
    const token = await createSession(db, account!.id, 60_000, '127.0.0.1');
    const team = (await server.call({ method: 'GET', url: '/api/employee/team', token })).json().success;
    expect(team.reports).toHaveLength(4);
    expect(team.reports.map((r: { code: string }) => r.code)).toContain('MW0006');
    expect(team.pending.leave.length).toBeGreaterThanOrEqual(1);
    expect(team.pending.timesheets.length).toBeGreaterThanOrEqual(1);
    expect(team.pending.overtime.length).toBeGreaterThanOrEqual(1);
  });
});

describe('HR seed time', () => {
  it('seeds the people and three months of history in a few bulk statements', async () => {
    const { seedHr } = await import('../src/seed/hr');
    const db = server.database.db;
    const ids = Object.fromEntries(
      await Promise.all(DEMO_ACCOUNTS.map(async (a) => [a.role, await server.userId(a.role)] as const)),
    ) as Parameters<typeof seedHr>[1];
    let elapsed = 0;
    await db
      .transaction(async (tx) => {
        await tx.execute(
          'truncate employees, leave_types, holidays, staff_requests restart identity cascade',
        );
        const started = performance.now();
        const result = await seedHr(tx, ids, Date.now());
        elapsed = performance.now() - started;
        expect(result.employees).toBe(46);
        throw new Error('rollback');
      })
      .catch((error: Error) => {
        if (error.message !== 'rollback') throw error;
      });
    console.log(`HR seed: ${elapsed.toFixed(0)} ms`);
  });
});
