import { formatInr } from '@managewell/api/money';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annualTax, NO_DECLARATION } from '../src/people/payroll/income-tax';
import { TAX_YEARS } from '../src/people/payroll/tax-rules';
import { startTestServer, type TestServer } from './helpers';
import { employeeFor } from './people-fixtures';

let server: TestServer;
let hr: string;
let employee: string;
let sales: string;
let mine: { id: number };
let theirs: { id: number; code: string };

const rs = (rupees: number) => rupees * 100;
const YEAR = '2026-27';
const COMPANY = {
  legalName: 'Managewell Pools Private Limited',
  gstin: '27AABCT3518Q1ZW',
  state: 'Maharashtra',
  pan: 'AABCT3518Q',
  tan: 'MUMM12345A',
  address: 'Unit 4, Andheri East, Mumbai 400069',
};

async function pdfText(bytes: Buffer) {
  return (await extractText(new Uint8Array(bytes), { mergePages: true })).text.replace(/\s+/g, ' ');
}

async function setStructure(employeeId: number, monthly: number) {
  const current = await server.call({
    method: 'GET',
    url: `/api/payroll/structures/${employeeId}`,
    token: hr,
  });
  const version = current.json().success.structure?.version ?? 0;
  const response = await server.call({
    method: 'PUT',
    url: `/api/payroll/structures/${employeeId}`,
    token: hr,
    payload: {
      basic: monthly / 2,
      hra: monthly / 5,
      special: monthly - monthly / 2 - monthly / 5,
      other: 0,
      effectiveFrom: '2026-04-01',
      version,
    },
  });
  expect(response.statusCode).toBe(200);
}

/** The year's locked payslips of the person signed in with `token`, with their figures. */
async function myLockedSlips(token: string) {
  const list = await server.call({ method: 'GET', url: '/api/me/payslips', token });
  const rows: { id: number; month: string }[] = list.json().success;
  const inYear = rows.filter((r) => r.month >= '2026-04' && r.month <= '2027-03');
  return Promise.all(
    inYear.map(
      async (r) =>
        (await server.call({ method: 'GET', url: `/api/me/payslips/${r.id}`, token })).json().success,
    ),
  );
}

beforeAll(async () => {
  server = await startTestServer();
  [hr, employee, sales] = await Promise.all([
    server.tokenFor('hr'),
    server.tokenFor('employee'),
    server.tokenFor('sales'),
  ]);
  await server.database.pool.query(
    `update site_settings set data = jsonb_set(data, '{company}', $1::jsonb) where id = 1`,
    [JSON.stringify(COMPANY)],
  );
  mine = await employeeFor(server, 'employee', { workState: 'Karnataka' });
  theirs = await employeeFor(server, 'sales', { workState: 'Maharashtra', dateOfJoining: '2024-04-01' });
  await setStructure(mine.id, rs(1_00_000));
  await setStructure(theirs.id, rs(3_00_000));
  const declared = await server.call({
    method: 'PUT',
    url: `/api/me/tax-declarations/${YEAR}`,
    token: employee,
    payload: {
      regime: 'old',
      ...NO_DECLARATION,
      section80C: rs(1_00_000),
      previousEmployerIncome: 0,
      previousEmployerTds: 0,
      version: 0,
    },
  });
  expect(declared.statusCode).toBe(200);
  for (const month of ['2026-04', '2026-05']) {
    for (const step of ['preview', 'lock'])
      expect(
        (await server.call({ method: 'POST', url: `/api/payroll/runs/${month}/${step}`, token: hr }))
          .statusCode,
      ).toBe(200);
  }
});
afterAll(() => server.close());

describe('the salary TDS certificate (Form 130)', () => {
  it('gives the employee their own: the year’s salary and TDS equal the locked payslips’ sums', async () => {
    const slips = await myLockedSlips(employee);
    expect(slips.map((s) => s.month)).toEqual(expect.arrayContaining(['2026-04', '2026-05']));
    const sum = (pick: (s: (typeof slips)[number]) => number) => slips.reduce((t, s) => t + pick(s), 0);
    const paid = sum((s) => s.figures.grossEarned);
    const tds = sum((s) => s.figures.incomeTax?.tds ?? 0);
    expect(tds).toBeGreaterThan(0);
    const tax = annualTax({
      rules: TAX_YEARS[YEAR]!,
      regime: 'old',
      salary: {
        gross: paid,
        basic: sum((s) => s.figures.earnings.basic),
        hra: sum((s) => s.figures.earnings.hra),
      },
      employeeEpf: sum((s) => s.figures.deductions.epf),
      professionalTax: sum((s) => s.figures.deductions.professionalTax),
      declaration: { ...NO_DECLARATION, section80C: rs(1_00_000) },
      previousEmployer: { income: 0, tds: 0 },
    });

    const response = await server.call({
      method: 'GET',
      url: `/api/me/tds-certificate/${YEAR}`,
      token: employee,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toContain('no-store');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Form No. 130');
    expect(text).toContain('Part A: Details of the employer and the employee');
    expect(text).toContain('Part C: Details of salary paid and tax computed');
    expect(text).toContain('MUMM12345A');
    expect(text).toContain('AABCT3518Q');
    expect(text).toContain('Old tax regime');
    expect(text).toContain(`Salary paid by this employer ${formatInr(paid)}`);
    expect(text).toContain(`Tax deducted at source by this employer ${formatInr(tds)}`);
    expect(text).toContain(`Total ${formatInr(paid)} ${formatInr(tds)}`);
    expect(text).toContain(`Tax payable ${formatInr(tax.totalTax)}`);
    expect(text).toContain(`Total taxable income (rounded to ₹10) ${formatInr(tax.taxableIncome)}`);
  });

  it('gives HR any employee’s, logged; others are refused and unknown ones are 404', async () => {
    const url = `/api/payroll/employees/${theirs.id}/tds-certificate/${YEAR}`;
    const response = await server.call({ method: 'GET', url, token: hr });
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(theirs.code);
    expect(text).toContain('New tax regime');
    const { rows } = await server.database.pool.query<{ paid: string; tds: string }>(
      `select sum(p.gross_earned) as paid, sum(coalesce((p.figures->'incomeTax'->>'tds')::bigint, 0)) as tds
       from payslips p join payroll_runs r on r.id = p.run_id
       where p.employee_id = $1 and r.status = 'locked' and p.month between '2026-04' and '2027-03'`,
      [theirs.id],
    );
    expect(text).toContain(`Salary paid by this employer ${formatInr(Number(rows[0]!.paid))}`);
    expect(text).toContain(`Tax deducted at source by this employer ${formatInr(Number(rows[0]!.tds))}`);
    const logged = await server.database.pool.query(
      `select 1 from personal_data_reads where employee_id = $1 and what = 'payslip'`,
      [theirs.id],
    );
    expect(logged.rowCount).toBeGreaterThan(0);

    expect((await server.call({ method: 'GET', url, token: employee })).statusCode).toBe(403);
    expect((await server.call({ method: 'GET', url, token: sales })).statusCode).toBe(403);
    const unknown = `/api/payroll/employees/999999/tds-certificate/${YEAR}`;
    expect((await server.call({ method: 'GET', url: unknown, token: hr })).statusCode).toBe(404);
  });

  it('is 404 for a year with nothing locked or without rules, and 400 for a malformed year', async () => {
    const mineIn = (year: string) =>
      server.call({ method: 'GET', url: `/api/me/tds-certificate/${year}`, token: employee });
    expect((await mineIn('2025-26')).statusCode).toBe(404);
    expect((await mineIn('2040-41')).statusCode).toBe(404);
    expect((await mineIn('2026-28')).statusCode).toBe(400);
  });
});
