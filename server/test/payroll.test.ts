import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  employees,
  leaveRequests,
  leaveTypes,
  overtimeRequests,
  personalDataReads,
} from '../src/people/hr/schema';
import { salaryStructures } from '../src/people/payroll/schema';
import { daysNotEmployed } from '../src/people/payroll/service';
import { computePayslip } from '../src/people/payroll/statutory';
import { startTestServer, type TestServer } from './helpers';
import { employeeFor } from './people-fixtures';

let server: TestServer;
let hr: string;
let employee: string;
let sales: string;
let mine: { id: number };
let theirs: { id: number };

const rs = (rupees: number) => rupees * 100;
const MONTH = '2030-06';
const KARNATAKA = { basic: rs(10_000), hra: rs(4_000), special: rs(4_000), other: 0 };
const MAHARASHTRA = { basic: rs(25_000), hra: rs(10_000), special: rs(8_000), other: rs(2_000) };

beforeAll(async () => {
  server = await startTestServer();
  [hr, employee, sales] = await Promise.all([
    server.tokenFor('hr'),
    server.tokenFor('employee'),
    server.tokenFor('sales'),
  ]);
  mine = await employeeFor(server, 'employee', { workState: 'Karnataka' });
  theirs = await employeeFor(server, 'sales', { workState: 'Maharashtra' });
  await server.database.db
    .update(employees)
    .set({ uan: '100200300400', esicNumber: '3100123456' })
    .where(eq(employees.id, mine.id));
});
afterAll(() => server.close());

async function pdfPages(bytes: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false });
  return text;
}

async function structureVersion(employeeId: number): Promise<number> {
  const response = await server.call({
    method: 'GET',
    url: `/api/payroll/structures/${employeeId}`,
    token: hr,
  });
  expect(response.statusCode).toBe(200);
  return response.json().success.structure?.version ?? 0;
}

async function setStructure(employeeId: number, amounts: typeof KARNATAKA) {
  const version = await structureVersion(employeeId);
  return server.call({
    method: 'PUT',
    url: `/api/payroll/structures/${employeeId}`,
    token: hr,
    payload: { ...amounts, effectiveFrom: '2030-01-01', version },
  });
}

describe('salary structures', () => {
  it('HR sets a structure and sees its gross and CTC', async () => {
    const response = await setStructure(mine.id, KARNATAKA);
    expect(response.statusCode).toBe(200);
    const { structure } = response.json().success;
    expect(structure.gross).toBe(rs(18_000));
    expect(structure.monthlyCtc).toBe(rs(18_000 + 1_200 + 585));
    expect((await setStructure(theirs.id, MAHARASHTRA)).statusCode).toBe(200);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const version = await structureVersion(mine.id);
    const stale = await server.call({
      method: 'PUT',
      url: `/api/payroll/structures/${mine.id}`,
      token: hr,
      payload: { ...KARNATAKA, basic: rs(99_000), effectiveFrom: '2030-01-01', version: version - 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(await structureVersion(mine.id)).toBe(version);
  });

  it('gives field messages for bad amounts', async () => {
    const response = await server.call({
      method: 'PUT',
      url: `/api/payroll/structures/${mine.id}`,
      token: hr,
      payload: { basic: 0, hra: -5, special: 1.5, other: 0, effectiveFrom: '1 Jan', version: 1, extra: true },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(
      expect.arrayContaining(['basic', 'hra', 'special', 'effectiveFrom', 'extra']),
    );
  });

  it('is 404 for an unknown employee', async () => {
    const response = await server.call({ method: 'GET', url: '/api/payroll/structures/999999', token: hr });
    expect(response.statusCode).toBe(404);
  });

  it('lists structures (HR only) and records every HR read in the audit', async () => {
    const list = await server.call({ method: 'GET', url: '/api/payroll/structures?pageSize=100', token: hr });
    expect(list.statusCode).toBe(200);
    expect(list.json().success.items.some((r: { employeeId: number }) => r.employeeId === mine.id)).toBe(
      true,
    );
    const hrId = await server.userId('hr');
    const audit = await server.database.db
      .select()
      .from(personalDataReads)
      .where(and(eq(personalDataReads.actorId, hrId), eq(personalDataReads.what, 'salary')));
    expect(audit.some((a) => a.employeeId === mine.id)).toBe(true);
    for (const token of [employee, sales]) {
      const denied = await server.call({ method: 'GET', url: '/api/payroll/structures', token });
      expect(denied.statusCode).toBe(403);
    }
  });
});

describe('a monthly payroll run', () => {
  let mySlipId: number;
  let theirSlipId: number;

  it('is previewed with each payslip worked out by the statutory rules', async () => {
    const preview = await server.call({
      method: 'POST',
      url: `/api/payroll/runs/${MONTH}/preview`,
      token: hr,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().success).toMatchObject({ month: MONTH, status: 'preview' });
    expect(preview.json().success.employeeCount).toBeGreaterThanOrEqual(2);

    const list = await server.call({
      method: 'GET',
      url: `/api/payroll/runs/${MONTH}/payslips?pageSize=100`,
      token: hr,
    });
    expect(list.statusCode).toBe(200);
    const items: { id: number; employeeId: number; netPay: number }[] = list.json().success.items;
    mySlipId = items.find((i) => i.employeeId === mine.id)!.id;
    theirSlipId = items.find((i) => i.employeeId === theirs.id)!.id;
    const expected = computePayslip({
      structure: KARNATAKA,
      month: MONTH,
      workState: 'Karnataka',
      lopDays: 0,
      overtimeHours: 0,
    });
    expect(items.find((i) => i.employeeId === mine.id)!.netPay).toBe(expected.netPay);
    expect(expected.netPay).toBe(rs(16_665));

    const detail = await server.call({
      method: 'GET',
      url: `/api/payroll/payslips/${theirSlipId}`,
      token: hr,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().success.figures.deductions).toEqual({
      epf: rs(1_800),
      esi: 0,
      professionalTax: rs(200),
    });
  });

  it('keeps previewed payslips from the employee until the month is locked', async () => {
    const before = await server.call({ method: 'GET', url: '/api/me/payslips', token: employee });
    expect(before.statusCode).toBe(200);
    expect(before.json().success.some((p: { month: string }) => p.month === MONTH)).toBe(false);
    const direct = await server.call({ method: 'GET', url: `/api/me/payslips/${mySlipId}`, token: employee });
    expect(direct.statusCode).toBe(404);
  });

  it('locks once: two HR users locking at the same time get one 200 and one 409', async () => {
    const [a, b] = await Promise.all([
      server.call({ method: 'POST', url: `/api/payroll/runs/${MONTH}/lock`, token: hr }),
      server.call({ method: 'POST', url: `/api/payroll/runs/${MONTH}/lock`, token: hr }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const runs = await server.call({ method: 'GET', url: '/api/payroll/runs', token: hr });
    expect(runs.json().success.find((r: { month: string }) => r.month === MONTH)).toMatchObject({
      status: 'locked',
      lockedBy: expect.any(String),
    });
  });

  it('never changes a locked month: a new structure and a new preview change nothing', async () => {
    expect((await setStructure(mine.id, { ...KARNATAKA, basic: rs(50_000) })).statusCode).toBe(200);
    const again = await server.call({ method: 'POST', url: `/api/payroll/runs/${MONTH}/preview`, token: hr });
    expect(again.statusCode).toBe(409);
    const mineNow = await server.call({
      method: 'GET',
      url: `/api/me/payslips/${mySlipId}`,
      token: employee,
    });
    expect(mineNow.statusCode).toBe(200);
    expect(mineNow.json().success.netPay).toBe(rs(16_665));
  });

  it('shows the employee their own payslips only: another id is a 404', async () => {
    const list = await server.call({ method: 'GET', url: '/api/me/payslips', token: employee });
    expect(list.json().success.map((p: { id: number }) => p.id)).toContain(mySlipId);
    expect(list.json().success.every((p: { employeeId: number }) => p.employeeId === mine.id)).toBe(true);
    const other = await server.call({
      method: 'GET',
      url: `/api/me/payslips/${theirSlipId}`,
      token: employee,
    });
    expect(other.statusCode).toBe(404);
    const hrRoute = await server.call({
      method: 'GET',
      url: `/api/payroll/payslips/${theirSlipId}`,
      token: employee,
    });
    expect(hrRoute.statusCode).toBe(403);
  });

  it('gives the employee their own payslip PDF (and HR any), never another person’s', async () => {
    const pdf = await server.call({
      method: 'GET',
      url: `/api/me/payslips/${mySlipId}/pdf`,
      token: employee,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    expect(text).toContain('Net pay');
    expect(text).toContain('16,665');
    expect(text).toMatch(/UAN:\s*100200300400/);
    expect(text).toMatch(/ESIC number:\s*3100123456/);
    // A month's payslip fits one page, and no page is left without content.
    const pages = await pdfPages(pdf.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Employer EPS');
    const other = await server.call({
      method: 'GET',
      url: `/api/me/payslips/${theirSlipId}/pdf`,
      token: employee,
    });
    expect(other.statusCode).toBe(404);
    const hrPdf = await server.call({
      method: 'GET',
      url: `/api/payroll/payslips/${theirSlipId}/pdf`,
      token: hr,
    });
    expect(hrPdf.statusCode).toBe(200);
    const denied = await server.call({
      method: 'GET',
      url: `/api/payroll/payslips/${mySlipId}/pdf`,
      token: employee,
    });
    expect(denied.statusCode).toBe(403);
  });

  it('answers 400 for a malformed month and 404 for a month never previewed', async () => {
    for (const month of ['2030-13', '2030-1', 'june']) {
      const response = await server.call({
        method: 'POST',
        url: `/api/payroll/runs/${month}/preview`,
        token: hr,
      });
      expect(response.statusCode).toBe(400);
    }
    const never = await server.call({ method: 'POST', url: '/api/payroll/runs/2031-01/lock', token: hr });
    expect(never.statusCode).toBe(404);
  });

  it('takes approved unpaid leave (working days) and approved overtime from the HR records', async () => {
    const { db } = server.database;
    const [unpaid] = await db.select().from(leaveTypes).where(eq(leaveTypes.paid, false)).limit(1);
    // Wednesday 4 – Thursday 5 September 2030: two working days; a rejected one does not count.
    await db.insert(leaveRequests).values([
      {
        employeeId: mine.id,
        leaveTypeId: unpaid!.id,
        startDate: '2030-09-04',
        endDate: '2030-09-05',
        days: 2,
        reason: 'Family function',
        status: 'approved',
      },
      {
        employeeId: mine.id,
        leaveTypeId: unpaid!.id,
        startDate: '2030-09-10',
        endDate: '2030-09-10',
        days: 1,
        reason: 'Refused',
        status: 'rejected',
      },
    ]);
    await db.insert(overtimeRequests).values([
      { employeeId: mine.id, date: '2030-09-07', hours: 3, reason: 'Site handover', status: 'approved' },
      { employeeId: mine.id, date: '2030-09-14', hours: 2.5, reason: 'Pump repair', status: 'approved' },
      { employeeId: mine.id, date: '2030-09-21', hours: 4, reason: 'Not approved', status: 'pending' },
    ]);
    await setStructure(mine.id, KARNATAKA);
    expect(
      (await server.call({ method: 'POST', url: '/api/payroll/runs/2030-09/preview', token: hr })).statusCode,
    ).toBe(200);
    const list = await server.call({
      method: 'GET',
      url: '/api/payroll/runs/2030-09/payslips?pageSize=100',
      token: hr,
    });
    const row = list.json().success.items.find((i: { employeeId: number }) => i.employeeId === mine.id);
    expect(row).toMatchObject({ lopDays: 2, paidDays: 28 });
    const detail = await server.call({ method: 'GET', url: `/api/payroll/payslips/${row.id}`, token: hr });
    const expected = computePayslip({
      structure: KARNATAKA,
      month: '2030-09',
      workState: 'Karnataka',
      lopDays: 2,
      overtimeHours: 5.5,
    });
    expect(detail.json().success.figures).toEqual(expected);
  });

  it('pays a person who joins mid-month for the days from joining', async () => {
    await employeeFor(server, 'employee', { workState: 'Karnataka', dateOfJoining: '2030-07-11' });
    await setStructure(mine.id, KARNATAKA);
    const preview = await server.call({
      method: 'POST',
      url: '/api/payroll/runs/2030-07/preview',
      token: hr,
    });
    expect(preview.statusCode).toBe(200);
    const list = await server.call({
      method: 'GET',
      url: '/api/payroll/runs/2030-07/payslips?pageSize=100',
      token: hr,
    });
    const slip = list.json().success.items.find((i: { employeeId: number }) => i.employeeId === mine.id);
    // The ten days before joining are not loss of pay: the person was not employed yet.
    expect(slip).toMatchObject({ lopDays: 0, paidDays: 21 });
  });
});

describe('days not employed', () => {
  it('are the days before joining and after the last working day of that month only', () => {
    expect(daysNotEmployed('2026-11', '2026-11-27', null)).toBe(26);
    expect(daysNotEmployed('2026-11', '2020-01-06', '2026-11-10')).toBe(20);
    expect(daysNotEmployed('2026-11', '2026-11-03', '2026-11-20')).toBe(12);
    expect(daysNotEmployed('2026-12', '2026-11-27', '2027-01-15')).toBe(0);
  });
});

describe('people a run leaves out', () => {
  it('are listed with the reason while the month is a preview', async () => {
    const { db } = server.database;
    const [left] = await db
      .select({ id: employees.id, code: employees.code, fullName: employees.fullName })
      .from(employees)
      .where(eq(employees.code, 'MW0010'));
    await db.delete(salaryStructures).where(eq(salaryStructures.employeeId, left!.id));
    const preview = await server.call({
      method: 'POST',
      url: '/api/payroll/runs/2030-08/preview',
      token: hr,
    });
    expect(preview.statusCode).toBe(200);
    const expected = {
      employeeId: left!.id,
      code: 'MW0010',
      fullName: left!.fullName,
      reason: 'No salary structure',
    };
    expect(preview.json().success.leftOut).toEqual([expected]);
    const runs = (await server.call({ method: 'GET', url: '/api/payroll/runs', token: hr })).json().success;
    expect(runs.find((r: { month: string }) => r.month === '2030-08').leftOut).toEqual([expected]);
    const locked = await server.call({ method: 'POST', url: '/api/payroll/runs/2030-08/lock', token: hr });
    expect(locked.json().success.leftOut).toEqual([]);
  });
});

describe('a large company', () => {
  it('runs a month whose totals pass ₹2.1 crore (over a 32-bit integer of paise)', async () => {
    // ₹20 lakh a month for everyone with a structure: the month's gross is crores of rupees.
    await server.database.db.update(salaryStructures).set({ basic: rs(2_000_000) });
    const preview = await server.call({
      method: 'POST',
      url: '/api/payroll/runs/2031-03/preview',
      token: hr,
      payload: {},
    });
    expect(preview.statusCode).toBe(200);
    const run = preview.json().success;
    expect(run.employeeCount).toBeGreaterThan(1);
    expect(run.grossTotal).toBeGreaterThan(2 ** 31);
    expect(Number.isSafeInteger(run.grossTotal)).toBe(true);
  });
});
