import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istDate, istInstant, mondayOf } from '../src/people/hr/dates';
import { leaveWithoutPayDays } from '../src/people/hr/leave';
import { approvedOvertimeHours } from '../src/people/hr/overtime';
import { attendance, employees, leaveTypes, personalDataReads } from '../src/people/hr/schema';
import { sessions, users } from '../src/platform/db/schema';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let hr: string;
let employee: string;
let sales: string;
beforeAll(async () => {
  server = await startTestServer();
  [hr, employee, sales] = await Promise.all([
    server.tokenFor('hr'),
    server.tokenFor('employee'),
    server.tokenFor('sales'),
  ]);
});
afterAll(() => server.close());

const newEmployee = (over: Record<string, unknown> = {}) => ({
  fullName: 'Meghna Joshi',
  email: 'meghna.joshi@managewell.in',
  phone: '98200 12345',
  department: 'Design',
  designation: 'Pool Designer',
  dateOfJoining: '2024-01-15',
  employmentType: 'permanent',
  workLocation: 'Pune',
  workState: 'Maharashtra',
  pan: 'abcpj1234k',
  ifsc: 'HDFC0001234',
  bankAccount: '123456789012',
  aadhaarLast4: '4321',
  ...over,
});

/** The next working day at least `ahead` days from today (Mon–Fri, not a seeded holiday). */
async function workingDay(ahead: number): Promise<string> {
  let d = addDays(istDate(), ahead);
  const holidays = (await server.call({ method: 'GET', url: '/api/hr/holidays', token: hr })).json()
    .success as {
    date: string;
  }[];
  const next = (
    await server.call({ method: 'GET', url: `/api/hr/holidays?year=${Number(d.slice(0, 4)) + 1}`, token: hr })
  ).json().success as { date: string }[];
  const off = new Set([...holidays, ...next].map((h) => h.date));
  while ([0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()) || off.has(d)) d = addDays(d, 1);
  return d;
}

describe('employees and accounts', () => {
  it('lists with search, filters and paging; other roles get 403', async () => {
    const page = await server.call({
      method: 'GET',
      url: '/api/hr/employees?department=Projects&pageSize=5',
      token: hr,
    });
    expect(page.statusCode).toBe(200);
    const body = page.json().success;
    expect(body.items).toHaveLength(5);
    expect(body.total).toBeGreaterThan(5);
    expect(body.items.every((e: { department: string }) => e.department === 'Projects')).toBe(true);
    expect(body.items[0]).not.toHaveProperty('pan');
    const search = await server.call({ method: 'GET', url: '/api/hr/employees?q=anjali', token: hr });
    expect(search.json().success.items[0].code).toBe('MW0006');
    for (const token of [employee, sales]) {
      expect((await server.call({ method: 'GET', url: '/api/hr/employees', token })).statusCode).toBe(403);
      expect((await server.call({ method: 'GET', url: '/api/hr/employees/1', token })).statusCode).toBe(403);
    }
  });

  it('exports CSV with the same filters', async () => {
    const csv = await server.call({
      method: 'GET',
      url: '/api/hr/employees/export?department=Accounts',
      token: hr,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('Code,Name');
    expect(lines.length).toBe(4);
  });

  it('refuses bad PAN, IFSC, Aadhaar and state with field messages, and changes nothing', async () => {
    const before = (await server.call({ method: 'GET', url: '/api/hr/employees', token: hr })).json().success
      .total;
    const bad = await server.call({
      method: 'POST',
      url: '/api/hr/employees',
      token: hr,
      payload: newEmployee({
        pan: 'ABC123',
        ifsc: 'HDFC1234567',
        aadhaarLast4: '123456789012',
        workState: 'Narnia',
      }),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['aadhaarLast4', 'ifsc', 'pan', 'workState']);
    const after = (await server.call({ method: 'GET', url: '/api/hr/employees', token: hr })).json().success
      .total;
    expect(after).toBe(before);
  });

  it('creates an employee with an account: temporary password once, must change it first', async () => {
    const created = await server.call({
      method: 'POST',
      url: '/api/hr/employees',
      token: hr,
      payload: newEmployee({ account: { username: 'meghna', role: 'employee' } }),
    });
    expect(created.statusCode).toBe(201);
    const { employee: record, temporaryPassword } = created.json().success;
    expect(record.code).toBe('MW0047');
    expect(record.pan).toBe('ABCPJ1234K');
    expect(record.phone).toBe('+919820012345');
    expect(record.bankAccount).toBe('XXXXXXXX9012');
    expect(temporaryPassword).toMatch(/^\w{4}-\w{4}-\w{4}$/);

    const login = await server.call({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'meghna', password: temporaryPassword },
    });
    expect(login.statusCode).toBe(200);
    const { token, mustChangePassword } = login.json().success;
    expect(mustChangePassword).toBe(true);
    const blocked = await server.call({ method: 'GET', url: '/api/employee/profile', token });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect(
      (await server.call({ method: 'GET', url: '/api/me', token })).json().success.mustChangePassword,
    ).toBe(true);
    const changed = await server.call({
      method: 'POST',
      url: '/api/change-password',
      token,
      payload: { currentPassword: temporaryPassword, newPassword: 'my-own-password-1' },
    });
    expect(changed.statusCode).toBe(200);
    const profile = await server.call({ method: 'GET', url: '/api/employee/profile', token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().success.employee.code).toBe('MW0047');

    // Deactivating ends the session at once.
    const off = await server.call({
      method: 'POST',
      url: `/api/hr/employees/${record.id}/account/deactivate`,
      token: hr,
    });
    expect(off.statusCode).toBe(200);
    expect((await server.call({ method: 'GET', url: '/api/me', token })).statusCode).toBe(401);
    const open = await server.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, record.userId)));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);

    // Reset: a new temporary password, to be changed again.
    await server.call({ method: 'POST', url: `/api/hr/employees/${record.id}/account/activate`, token: hr });
    const reset = await server.call({
      method: 'POST',
      url: `/api/hr/employees/${record.id}/account/reset-password`,
      token: hr,
    });
    const again = await server.call({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'meghna', password: reset.json().success.temporaryPassword },
    });
    expect(again.json().success.mustChangePassword).toBe(true);

    const role = await server.call({
      method: 'POST',
      url: `/api/hr/employees/${record.id}/account/role`,
      token: hr,
      payload: { role: 'sales' },
    });
    expect(role.json().success.employee.role).toBe('sales');
    const history = await server.call({
      method: 'GET',
      url: `/api/hr/employees/${record.id}/history`,
      token: hr,
    });
    expect(history.json().success.history.map((h: { action: string }) => h.action)).toEqual(
      expect.arrayContaining([
        'account deactivated',
        'password reset',
        'role changed from employee to sales',
      ]),
    );
  });

  it('refuses a taken username and an edit on a stale version', async () => {
    const taken = await server.call({
      method: 'POST',
      url: '/api/hr/employees',
      token: hr,
      payload: newEmployee({ email: 'x@managewell.in', account: { username: 'sales', role: 'sales' } }),
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields['account.username']).toBeDefined();
    const stale = await server.call({
      method: 'PATCH',
      url: '/api/hr/employees/7',
      token: hr,
      payload: { version: 99, designation: 'CEO' },
    });
    expect(stale.statusCode).toBe(409);
    const loop = await server.call({
      method: 'PATCH',
      url: '/api/hr/employees/7',
      token: hr,
      payload: { version: 1, managerId: 9 },
    });
    expect(loop.statusCode).toBe(400);
  });

  it('refuses a second record of a person: e-mail, mobile, PAN or Aadhaar of another employee, named', async () => {
    const create = (over: Record<string, unknown>) =>
      server.call({ method: 'POST', url: '/api/hr/employees', token: hr, payload: newEmployee(over) });
    const other = {
      email: 'meghna.j@example.in',
      phone: '98111 00001',
      pan: 'BCDPJ1234K',
      aadhaarLast4: '8765',
      dateOfBirth: '1994-03-02',
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...other, email: ' Meghna.Joshi@ManageWell.in' }, 'email', 'e-mail address'],
      [{ ...other, phone: '+91 98200-12345' }, 'phone', 'mobile number'],
      [{ ...other, pan: 'abcpj1234k' }, 'pan', 'PAN'],
    ];
    for (const [over, field, label] of cases) {
      const refused = await create(over);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields[field]).toBe(`This ${label} belongs to Meghna Joshi (MW0047).`);
    }
    // Two people sent at once with the same details: one record, the other refused.
    const twin = { ...other, fullName: 'Ira Menon' };
    const both = await Promise.all([create(twin), create(twin)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const ira = both.find((r) => r.statusCode === 201)!.json().success.employee;
    const again = await create({
      ...twin,
      email: 'ira2@example.in',
      phone: '98111 00002',
      pan: 'CDEPM1234L',
    });
    expect(again.json().fields.aadhaarLast4).toBe(
      `This Aadhaar number and date of birth belongs to Ira Menon (${ira.code}).`,
    );
    // An edit may not take another's details either; once that person has left, they are free.
    const six = (await server.call({ method: 'GET', url: '/api/hr/employees/6', token: hr })).json().success;
    const edit = await server.call({
      method: 'PATCH',
      url: '/api/hr/employees/6',
      token: hr,
      payload: { version: six.version, email: other.email },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fields.email).toBe(`This e-mail address belongs to Ira Menon (${ira.code}).`);
    await server.call({
      method: 'PATCH',
      url: `/api/hr/employees/${ira.id}`,
      token: hr,
      payload: { version: ira.version, status: 'exited' },
    });
    expect((await create({ ...twin, fullName: 'Ira Menon Rao' })).statusCode).toBe(201);
  });

  it('masks the bank account; revealing it is written to the audit log', async () => {
    const plain = await server.call({ method: 'GET', url: '/api/hr/employees/6', token: hr });
    expect(plain.json().success.bankAccount).toMatch(/^X+\d{4}$/);
    const before = await server.database.db
      .select()
      .from(personalDataReads)
      .where(eq(personalDataReads.employeeId, 6));
    const revealed = await server.call({ method: 'GET', url: '/api/hr/employees/6?reveal=bank', token: hr });
    expect(revealed.json().success.bankAccount).toMatch(/^\d+$/);
    const after = await server.database.db
      .select()
      .from(personalDataReads)
      .where(eq(personalDataReads.employeeId, 6));
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)!.what).toBe('bank');
  });

  it('queues sign-up and reset requests for HR to act on', async () => {
    await server.call({
      method: 'POST',
      url: '/api/access-requests',
      payload: { fullName: 'Tanvi Rao', email: 'tanvi@example.com', team: 'sales' },
    });
    await server.call({
      method: 'POST',
      url: '/api/password-reset-requests',
      payload: { username: 'quotation' },
    });
    await server.background.idle();
    const list = await server.call({ method: 'GET', url: '/api/hr/staff-requests?status=open', token: hr });
    const items = list.json().success as {
      id: number;
      kind: string;
      fullName: string;
      employeeId: number | null;
    }[];
    expect(items.find((r) => r.fullName === 'Tanvi Rao')?.kind).toBe('account');
    const reset = items.find((r) => r.kind === 'password-reset')!;
    expect(reset.employeeId).toBe(5);
    await server.call({ method: 'POST', url: '/api/hr/employees/5/account/reset-password', token: hr });
    const done = await server.call({ method: 'GET', url: '/api/hr/staff-requests?status=open', token: hr });
    expect(done.json().success.some((r: { kind: string }) => r.kind === 'password-reset')).toBe(false);
    const tanvi = items.find((r) => r.fullName === 'Tanvi Rao')!;
    const resolved = await server.call({
      method: 'POST',
      url: `/api/hr/staff-requests/${tanvi.id}/resolve`,
      token: hr,
      payload: { status: 'dismissed' },
    });
    expect(resolved.statusCode).toBe(200);
    const twice = await server.call({
      method: 'POST',
      url: `/api/hr/staff-requests/${tanvi.id}/resolve`,
      token: hr,
      payload: { status: 'done' },
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe('leave', () => {
  it('requests with a half day, refuses overlap and end-before-start, HR approves and the balance drops', async () => {
    const mine = (await server.call({ method: 'GET', url: '/api/employee/leave', token: employee })).json()
      .success;
    const casual = mine.balances.find((b: { code: string }) => b.code === 'casual');
    const start = await workingDay(40);
    const bad = await server.call({
      method: 'POST',
      url: '/api/employee/leave-requests',
      token: employee,
      payload: {
        leaveTypeId: casual.leaveTypeId,
        startDate: start,
        endDate: addDays(start, -1),
        reason: 'Trip',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.endDate).toBeDefined();
    const made = await server.call({
      method: 'POST',
      url: '/api/employee/leave-requests',
      token: employee,
      payload: {
        leaveTypeId: casual.leaveTypeId,
        startDate: start,
        endDate: start,
        startHalf: true,
        reason: 'Bank work',
      },
    });
    expect(made.statusCode).toBe(201);
    const request = made.json().success;
    expect(request.days).toBe(0.5);
    const overlap = await server.call({
      method: 'POST',
      url: '/api/employee/leave-requests',
      token: employee,
      payload: {
        leaveTypeId: casual.leaveTypeId,
        startDate: start,
        endDate: addDays(start, 2),
        reason: 'Trip',
      },
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().fields.startDate).toContain('Overlaps');

    // Another employee cannot read it or decide it by changing the id; HR sees it pending first.
    const other = await server.tokenFor('sales');
    expect(
      (
        await server.call({
          method: 'POST',
          url: `/api/leave-requests/${request.id}/decision`,
          token: other,
          payload: { decision: 'approved' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await server.call({
          method: 'POST',
          url: `/api/employee/leave-requests/${request.id}/cancel`,
          token: other,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await server.call({ method: 'GET', url: '/api/hr/leave-requests', token: employee })).statusCode,
    ).toBe(403);
    const list = await server.call({ method: 'GET', url: '/api/hr/leave-requests', token: hr });
    expect(list.json().success.items[0].status).toBe('pending');

    const approved = await server.call({
      method: 'POST',
      url: `/api/leave-requests/${request.id}/decision`,
      token: hr,
      payload: { decision: 'approved', comment: 'Enjoy' },
    });
    expect(approved.json().success.status).toBe('approved');
    const twice = await server.call({
      method: 'POST',
      url: `/api/leave-requests/${request.id}/decision`,
      token: hr,
      payload: { decision: 'rejected' },
    });
    expect(twice.statusCode).toBe(409);
    const after = (await server.call({ method: 'GET', url: '/api/employee/leave', token: employee })).json()
      .success;
    const year = Number(start.slice(0, 4));
    if (year === after.year) {
      const now = after.balances.find((b: { code: string }) => b.code === 'casual');
      expect(now.taken).toBe(casual.taken + 0.5);
    }
    const notes = (
      await server.call({
        method: 'GET',
        url: `/api/notification/getEmployeeNotification/${await server.userId('employee')}`,
        token: employee,
      })
    ).json().success;
    expect(JSON.stringify(notes)).toContain('Leave approved');

    const cancelled = await server.call({
      method: 'POST',
      url: `/api/employee/leave-requests/${request.id}/cancel`,
      token: employee,
    });
    expect(cancelled.json().success.status).toBe('cancelled');
  });

  it('tells the approver which days of a request the person checked in on', async () => {
    const [casual] = await server.database.db.select().from(leaveTypes).where(eq(leaveTypes.code, 'casual'));
    const day = await workingDay(120);
    const [me] = await server.database.db
      .select()
      .from(employees)
      .where(eq(employees.userId, await server.userId('employee')));
    await server.database.db
      .insert(attendance)
      .values({ employeeId: me!.id, date: day, checkIn: istInstant(day, 9 * 60) });
    const asked = await server.call({
      method: 'POST',
      url: '/api/employee/leave-requests',
      token: employee,
      payload: { leaveTypeId: casual!.id, startDate: day, endDate: day, reason: 'Wedding in the family' },
    });
    expect(asked.statusCode).toBe(201);
    const list = await server.call({
      method: 'GET',
      url: '/api/hr/leave-requests?status=pending',
      token: hr,
    });
    const mine = list.json().success.items.find((r: { id: number }) => r.id === asked.json().success.id);
    expect(mine.checkedInOn).toEqual([day]);
  });

  it('refuses more days than the balance', async () => {
    const [sick] = await server.database.db.select().from(leaveTypes).where(eq(leaveTypes.code, 'sick'));
    const start = await workingDay(60);
    const long = await server.call({
      method: 'POST',
      url: '/api/employee/leave-requests',
      token: employee,
      payload: { leaveTypeId: sick!.id, startDate: start, endDate: addDays(start, 27), reason: 'Surgery' },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.leaveTypeId).toMatch(/days left/);
  });

  it('counts unpaid leave days of a month for payroll', async () => {
    const [unpaid] = await server.database.db.select().from(leaveTypes).where(eq(leaveTypes.code, 'unpaid'));
    const start = await workingDay(90);
    const made = await server.call({
      method: 'POST',
      url: '/api/employee/leave-requests',
      token: employee,
      payload: { leaveTypeId: unpaid!.id, startDate: start, endDate: start, reason: 'Personal' },
    });
    await server.call({
      method: 'POST',
      url: `/api/leave-requests/${made.json().success.id}/decision`,
      token: hr,
      payload: { decision: 'approved' },
    });
    const [anjali] = await server.database.db.select().from(employees).where(eq(employees.code, 'MW0006'));
    expect(await leaveWithoutPayDays(server.database.db, anjali!, start.slice(0, 7))).toBeGreaterThanOrEqual(
      1,
    );
  });
});

describe('attendance', () => {
  it('checks in once, checks out, and shows the month', async () => {
    const first = await server.call({
      method: 'POST',
      url: '/api/employee/attendance/check-in',
      token: employee,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().success.openSince).not.toBeNull();
    const twice = await server.call({
      method: 'POST',
      url: '/api/employee/attendance/check-in',
      token: employee,
    });
    expect(twice.statusCode).toBe(409);
    const out = await server.call({
      method: 'POST',
      url: '/api/employee/attendance/check-out',
      token: employee,
    });
    expect(out.json().success.checkedOutToday).toBe(true);
    expect(
      (await server.call({ method: 'POST', url: '/api/employee/attendance/check-out', token: employee }))
        .statusCode,
    ).toBe(409);
    const month = (
      await server.call({ method: 'GET', url: '/api/employee/attendance', token: employee })
    ).json().success;
    const today = month.days.find((d: { date: string }) => d.date === month.today);
    expect(today.checkIn).not.toBeNull();
  });

  it('regularises with HR approval; the grid and CSV show everyone', async () => {
    const day = addDays(mondayOf(istDate()), -7);
    const bad = await server.call({
      method: 'POST',
      url: '/api/employee/regularisations',
      token: employee,
      payload: { date: day, checkIn: '18:00', checkOut: '09:00', reason: 'Forgot' },
    });
    expect(bad.statusCode).toBe(400);
    const asked = await server.call({
      method: 'POST',
      url: '/api/employee/regularisations',
      token: employee,
      payload: { date: day, checkIn: '09:10', checkOut: '18:20', reason: 'Forgot to punch' },
    });
    expect(asked.statusCode).toBe(201);
    const id = asked.json().success.id;
    expect(
      (
        await server.call({
          method: 'POST',
          url: `/api/regularisations/${id}/decision`,
          token: employee,
          payload: { decision: 'approved' },
        })
      ).statusCode,
    ).toBe(403);
    const ok = await server.call({
      method: 'POST',
      url: `/api/regularisations/${id}/decision`,
      token: hr,
      payload: { decision: 'approved' },
    });
    expect(ok.json().success.status).toBe('approved');
    const month = (
      await server.call({
        method: 'GET',
        url: `/api/employee/attendance?month=${day.slice(0, 7)}`,
        token: employee,
      })
    ).json().success;
    const fixed = month.days.find((d: { date: string }) => d.date === day);
    expect(fixed.workedMinutes).toBe(550);

    const grid = await server.call({
      method: 'GET',
      url: `/api/hr/attendance?month=${istDate().slice(0, 7)}`,
      token: hr,
    });
    expect(grid.json().success.rows.length).toBeGreaterThan(40);
    expect(grid.json().success.rows[0].days).toHaveLength(grid.json().success.dates.length);
    const csv = await server.call({
      method: 'GET',
      url: `/api/hr/attendance/export?month=${istDate().slice(0, 7)}&department=Sales`,
      token: hr,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Arjun Mehta');
    expect(
      (await server.call({ method: 'GET', url: '/api/hr/attendance?month=2026-13', token: hr })).statusCode,
    ).toBe(400);
  });
});

describe('timesheets and overtime', () => {
  it('saves a week, refuses over 24 h a day, submits; HR approves and sees totals', async () => {
    const week = addDays(mondayOf(istDate()), -7 * 20);
    const over = await server.call({
      method: 'PUT',
      url: `/api/employee/timesheet/${week}`,
      token: employee,
      payload: {
        entries: [
          { date: week, project: 'Villa pool', task: 'Survey', hours: 20 },
          { date: week, project: 'Lap pool', task: 'Drawings', hours: 6 },
        ],
      },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().fields['entries.1.hours']).toMatch(/24/);
    const outside = await server.call({
      method: 'PUT',
      url: `/api/employee/timesheet/${week}`,
      token: employee,
      payload: { entries: [{ date: addDays(week, 9), project: 'Villa pool', task: 'Survey', hours: 2 }] },
    });
    expect(outside.json().fields['entries.0.date']).toMatch(
      /^Between \d{1,2} [A-Z][a-z]{2} \d{4} and \d{1,2} [A-Z][a-z]{2} \d{4}\.$/,
    );
    const notMonday = await server.call({
      method: 'GET',
      url: `/api/employee/timesheet/${addDays(week, 1)}`,
      token: employee,
    });
    expect(notMonday.statusCode).toBe(400);
    const saved = await server.call({
      method: 'PUT',
      url: `/api/employee/timesheet/${week}`,
      token: employee,
      payload: { entries: [{ date: week, project: 'Testing pool', task: 'Survey', hours: 7.5 }] },
    });
    expect(saved.statusCode).toBe(200);
    const submitted = await server.call({
      method: 'POST',
      url: `/api/employee/timesheet/${week}/submit`,
      token: employee,
    });
    expect(submitted.json().success.status).toBe('submitted');
    const id = submitted.json().success.id;
    const locked = await server.call({
      method: 'PUT',
      url: `/api/employee/timesheet/${week}`,
      token: employee,
      payload: { entries: [] },
    });
    expect(locked.statusCode).toBe(409);
    const approved = await server.call({
      method: 'POST',
      url: `/api/timesheets/${id}/decision`,
      token: hr,
      payload: { decision: 'approved' },
    });
    expect(approved.json().success.status).toBe('approved');
    const totals = await server.call({
      method: 'GET',
      url: `/api/hr/timesheets/totals?from=${week}&to=${addDays(week, 6)}`,
      token: hr,
    });
    expect(
      totals.json().success.byProject.find((p: { project: string }) => p.project === 'Testing pool').hours,
    ).toBe(7.5);
    expect(
      (await server.call({ method: 'GET', url: '/api/hr/timesheets', token: employee })).statusCode,
    ).toBe(403);
  });

  it('asks for overtime; approved hours count for payroll', async () => {
    // A Monday before the seeded history: no attendance and no timesheet until this test adds them.
    const day = addDays(mondayOf(istDate()), -7 * 30);
    const ask = (hours: number) =>
      server.call({
        method: 'POST',
        url: '/api/employee/overtime',
        token: employee,
        payload: { date: day, hours, reason: 'Commissioning ran late' },
      });
    const tooMany = await ask(30);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields.hours).toBe('At most 16 hours.');
    const absent = await ask(2.5);
    expect(absent.statusCode).toBe(400);
    expect(absent.json().fields.date).toMatch(/^You did not check in on \d{1,2} [A-Z][a-z]{2} \d{4}: ask/);
    const [me] = await server.database.db
      .select()
      .from(employees)
      .where(eq(employees.userId, await server.userId('employee')));
    await server.database.db.insert(attendance).values({
      employeeId: me!.id,
      date: day,
      checkIn: istInstant(day, 9 * 60),
      checkOut: istInstant(day, 19 * 60),
    });
    const longerThanTheDay = await ask(12);
    expect(longerThanTheDay.json().fields.hours).toContain('You were checked in for 10 h on');
    await server.call({
      method: 'PUT',
      url: `/api/employee/timesheet/${day}`,
      token: employee,
      payload: { entries: [{ date: day, project: 'Villa pool', task: 'Commissioning', hours: 6 }] },
    });
    const moreThanTheTimesheet = await ask(8);
    expect(moreThanTheTimesheet.json().fields.hours).toContain('Your timesheet shows 6 h on');
    const asked = await server.call({
      method: 'POST',
      url: '/api/employee/overtime',
      token: employee,
      payload: { date: day, hours: 2.5, reason: 'Commissioning ran late' },
    });
    expect(asked.statusCode).toBe(201);
    const [anjali] = await server.database.db.select().from(employees).where(eq(employees.code, 'MW0006'));
    const before = await approvedOvertimeHours(server.database.db, anjali!.id, day.slice(0, 7));
    await server.call({
      method: 'POST',
      url: `/api/overtime/${asked.json().success.id}/decision`,
      token: hr,
      payload: { decision: 'approved' },
    });
    expect(await approvedOvertimeHours(server.database.db, anjali!.id, day.slice(0, 7))).toBe(before + 2.5);
  });
});

describe('self-service profile and the HR dashboard', () => {
  it('changes contact directly, asks HR for the rest', async () => {
    const profile = (
      await server.call({ method: 'GET', url: '/api/employee/profile', token: employee })
    ).json().success.employee;
    const contact = await server.call({
      method: 'PATCH',
      url: '/api/employee/profile/contact',
      token: employee,
      payload: {
        phone: '+91 99887 76655',
        emergencyContact: { name: 'Ravi Nair', relation: 'Father', phone: '9876543210' },
        version: profile.version,
      },
    });
    expect(contact.json().success.phone).toBe('+919988776655');
    const stale = await server.call({
      method: 'PATCH',
      url: '/api/employee/profile/contact',
      token: employee,
      payload: { phone: '9988776655', emergencyContact: null, version: profile.version },
    });
    expect(stale.statusCode).toBe(409);
    const badPan = await server.call({
      method: 'POST',
      url: '/api/employee/profile/change-requests',
      token: employee,
      payload: { changes: { pan: 'nope' } },
    });
    expect(badPan.statusCode).toBe(400);
    expect(badPan.json().fields['changes.pan']).toBeDefined();
    const asked = await server.call({
      method: 'POST',
      url: '/api/employee/profile/change-requests',
      token: employee,
      payload: { changes: { ifsc: 'sbin0001234' }, note: 'New branch' },
    });
    expect(asked.statusCode).toBe(201);
    const ok = await server.call({
      method: 'POST',
      url: `/api/hr/profile-changes/${asked.json().success.id}/decision`,
      token: hr,
      payload: { decision: 'approved' },
    });
    expect(ok.json().success.status).toBe('approved');
    const after = (await server.call({ method: 'GET', url: '/api/employee/profile', token: employee })).json()
      .success.employee;
    expect(after.ifsc).toBe('SBIN0001234');
  });

  it('answers the dashboard in one call, with links to each approval', async () => {
    const res = await server.call({ method: 'GET', url: '/api/hr/dashboard', token: hr });
    expect(res.statusCode).toBe(200);
    const d = res.json().success;
    expect(d.headcount).toBeGreaterThan(40);
    expect(d.byDepartment.length).toBeGreaterThanOrEqual(9);
    expect(d.joinersThisMonth.length).toBeGreaterThanOrEqual(1);
    expect(d.birthdays.length).toBeGreaterThanOrEqual(1);
    for (const p of d.pending) expect(p.path).toMatch(/^\/app\/hr\//);
    expect((await server.call({ method: 'GET', url: '/api/hr/dashboard', token: employee })).statusCode).toBe(
      403,
    );
  });

  it('answers 404 on self-service for an account without an employee record', async () => {
    const [u] = await server.database.db
      .insert(users)
      .values({ username: 'contractor', passwordHash: 'x', role: 'sales', fullName: 'Outside Help' })
      .returning({ id: users.id });
    const { createSession } = await import('../src/platform/auth/sessions');
    const token = await createSession(server.database.db, u!.id, 60_000, null);
    expect((await server.call({ method: 'GET', url: '/api/employee/leave', token })).statusCode).toBe(404);
  });
});

describe('UAN and ESIC numbers', () => {
  const person = (n: number, over: Record<string, unknown> = {}) =>
    newEmployee({
      fullName: `Statutory Person ${n}`,
      email: `statutory.${n}@example.in`,
      phone: `97000 0000${n}`,
      pan: `PQRST000${n}Z`,
      aadhaarLast4: null,
      ...over,
    });
  const create = (payload: Record<string, unknown>) =>
    server.call({ method: 'POST', url: '/api/hr/employees', token: hr, payload });

  it('refuses a UAN that is not 12 digits and an ESIC number that is not 10', async () => {
    const bad = await create(person(1, { uan: '12345', esicNumber: '12345678901' }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['esicNumber', 'uan']);
  });

  it('keeps them on the record, unique among employees still employed', async () => {
    const first = await create(person(2, { uan: '100200300400', esicNumber: '3100123456' }));
    expect(first.statusCode).toBe(201);
    const made = first.json().success.employee;
    expect([made.uan, made.esicNumber]).toEqual(['100200300400', '3100123456']);
    const sameUan = await create(person(3, { uan: '100200300400' }));
    expect(sameUan.statusCode).toBe(400);
    expect(sameUan.json().fields.uan).toBe(`This UAN belongs to Statutory Person 2 (${made.code}).`);
    const sameEsic = await create(person(4, { esicNumber: '3100123456' }));
    expect(sameEsic.json().fields.esicNumber).toBe(
      `This ESIC number belongs to Statutory Person 2 (${made.code}).`,
    );
    // The history says they changed, never the numbers themselves.
    const edit = await server.call({
      method: 'PATCH',
      url: `/api/hr/employees/${made.id}`,
      token: hr,
      payload: { version: made.version, uan: '100200300401' },
    });
    expect(edit.statusCode).toBe(200);
    const history = await server.call({
      method: 'GET',
      url: `/api/hr/employees/${made.id}/history`,
      token: hr,
    });
    expect(JSON.stringify(history.json())).not.toContain('100200300401');
  });
});
