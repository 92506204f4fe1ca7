import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';
import { employeeFor } from './people-fixtures';

let server: TestServer;
let hr: string;
let employee: string;
let sales: string;
let mine: { id: number };

const rs = (rupees: number) => rupees * 100;
const YEAR = '2026-27';
const NOTHING = {
  section80C: 0,
  section80D: 0,
  section80DParents: 0,
  parentsSenior: false,
  section80CCD1B: 0,
  homeLoanInterest: 0,
  rentPaid: 0,
  metroCity: false,
  lta: 0,
  previousEmployerIncome: 0,
  previousEmployerTds: 0,
};

beforeAll(async () => {
  server = await startTestServer();
  [hr, employee, sales] = await Promise.all([
    server.tokenFor('hr'),
    server.tokenFor('employee'),
    server.tokenFor('sales'),
  ]);
  mine = await employeeFor(server, 'employee', { workState: 'Karnataka' });
  await employeeFor(server, 'sales', { workState: 'Maharashtra' });
});
afterAll(() => server.close());

const myDeclaration = (token: string, year = YEAR) =>
  server.call({ method: 'GET', url: `/api/me/tax-declarations/${year}`, token });
const declare = (token: string, payload: Record<string, unknown>, year = YEAR) =>
  server.call({ method: 'PUT', url: `/api/me/tax-declarations/${year}`, token, payload });

describe('tax declarations (self-service)', () => {
  it('starts on the new regime with nothing declared, and shows the year’s caps', async () => {
    const response = await myDeclaration(employee);
    expect(response.statusCode).toBe(200);
    const { declaration, year } = response.json().success;
    expect(declaration).toMatchObject({ employeeId: mine.id, taxYear: YEAR, regime: 'new', version: 0 });
    expect(year.law).toBe('Income-tax Act, 2025, section 392');
    expect(year.limits.section80C).toBe(rs(1_50_000));
    expect(year.metroCities).toContain('Bengaluru');
  });

  it('saves the old regime with investments, then refuses a stale version with 409', async () => {
    const saved = await declare(employee, {
      ...NOTHING,
      regime: 'old',
      section80C: rs(1_50_000),
      rentPaid: rs(2_40_000),
      metroCity: true,
      version: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().success.declaration).toMatchObject({ regime: 'old', section80C: rs(1_50_000), version: 1 });
    const stale = await declare(employee, { ...NOTHING, regime: 'new', version: 0 });
    expect(stale.statusCode).toBe(409);
    expect((await myDeclaration(employee)).json().success.declaration.regime).toBe('old');
  });

  it('refuses bad input with field messages: a negative amount, TDS above the salary, a wrong year', async () => {
    const negative = await declare(employee, { ...NOTHING, regime: 'old', section80C: -1, version: 1 });
    expect(negative.statusCode).toBe(400);
    const tds = await declare(employee, {
      ...NOTHING,
      regime: 'new',
      previousEmployerIncome: rs(1_000),
      previousEmployerTds: rs(2_000),
      version: 1,
    });
    expect(tds.statusCode).toBe(400);
    expect((await myDeclaration(employee, '2026-28')).statusCode).toBe(400);
    expect((await myDeclaration(employee, '2040-41')).statusCode).toBe(404);
  });
});

describe('tax declarations (HR)', () => {
  it('HR lists every employed person’s regime for the year; others are refused', async () => {
    const response = await server.call({
      method: 'GET',
      url: `/api/payroll/tax-declarations?taxYear=${YEAR}&pageSize=100`,
      token: hr,
    });
    expect(response.statusCode).toBe(200);
    const items: { employeeId: number; regime: string }[] = response.json().success.items;
    expect(items.find((r) => r.employeeId === mine.id)?.regime).toBe('old');
    const refused = await server.call({
      method: 'GET',
      url: `/api/payroll/tax-declarations?taxYear=${YEAR}`,
      token: sales,
    });
    expect(refused.statusCode).toBe(403);
  });
});
