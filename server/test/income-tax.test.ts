import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annualTax, monthlyTds, NO_DECLARATION } from '../src/people/payroll/income-tax';
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
const NOTHING = { ...NO_DECLARATION, previousEmployerIncome: 0, previousEmployerTds: 0 };

beforeAll(async () => {
  server = await startTestServer();
  [hr, employee, sales] = await Promise.all([
    server.tokenFor('hr'),
    server.tokenFor('employee'),
    server.tokenFor('sales'),
  ]);
  mine = await employeeFor(server, 'employee', { workState: 'Karnataka' });
  theirs = await employeeFor(server, 'sales', { workState: 'Maharashtra', dateOfJoining: '2024-04-01' });
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
    expect(saved.json().success.declaration).toMatchObject({
      regime: 'old',
      section80C: rs(1_50_000),
      version: 1,
    });
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

describe('TDS in the monthly payroll', () => {
  const TEN_LAKH = { basic: rs(5_00_000), hra: rs(2_00_000), special: rs(3_00_000), other: 0 };
  const ONE_LAKH = { basic: rs(50_000), hra: rs(20_000), special: rs(30_000), other: 0 };
  // The calculator's figure for ₹1.2 crore a year in the new regime, spread over the 12 months left.
  const yearTax = annualTax({
    rules: TAX_YEARS['2026-27']!,
    regime: 'new',
    salary: { gross: rs(1_20_00_000), basic: rs(60_00_000), hra: rs(24_00_000) },
    employeeEpf: 0,
    professionalTax: 0,
    declaration: NO_DECLARATION,
    previousEmployer: { income: 0, tds: 0 },
  }).totalTax;
  const april = monthlyTds(yearTax, 0, 12);
  let aprilSlipId: number;

  /** Sets a structure on top of whatever the seed gave the person. */
  async function setStructure(employeeId: number, amounts: typeof TEN_LAKH) {
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
      payload: { ...amounts, effectiveFrom: '2026-04-01', version },
    });
    expect(response.statusCode).toBe(200);
  }

  async function slipOf(month: string, employeeId: number) {
    const list = await server.call({
      method: 'GET',
      url: `/api/payroll/runs/${month}/payslips?pageSize=100`,
      token: hr,
    });
    const row = list.json().success.items.find((r: { employeeId: number }) => r.employeeId === employeeId);
    const slip = await server.call({ method: 'GET', url: `/api/payroll/payslips/${row.id}`, token: hr });
    expect(slip.statusCode).toBe(200);
    return slip.json().success;
  }

  it('deducts the calculator’s TDS from an employee on ₹10,00,000 a month, and prints it on the PDF', async () => {
    expect(yearTax).toBe(rs(37_76_370));
    expect(april).toBe(rs(3_14_698));
    await setStructure(theirs.id, TEN_LAKH);
    await setStructure(mine.id, ONE_LAKH);
    const preview = await server.call({
      method: 'POST',
      url: '/api/payroll/runs/2026-04/preview',
      token: hr,
    });
    expect(preview.statusCode).toBe(200);

    const slip = await slipOf('2026-04', theirs.id);
    aprilSlipId = slip.id;
    expect(slip.figures.grossEarned).toBe(rs(10_00_000));
    expect(slip.figures.incomeTax).toMatchObject({
      taxYear: '2026-27',
      regime: 'new',
      annualTax: yearTax,
      tds: april,
      ytdGross: rs(10_00_000),
      ytdTds: april,
      monthsLeft: 12,
    });
    const { epf, esi, professionalTax } = slip.figures.deductions;
    expect(slip.totalDeductions).toBe(epf + esi + professionalTax + april);
    expect(slip.netPay).toBe(rs(10_00_000) - slip.totalDeductions);

    const pdf = await server.call({ method: 'GET', url: `/api/payroll/payslips/${slip.id}/pdf`, token: hr });
    expect(pdf.statusCode).toBe(200);
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    expect(text).toContain('Income tax (TDS)');
    expect(text).toContain('₹3,14,698.00');
    expect(text).toContain('Tax for the year');
    expect(text).toContain('₹37,76,370.00');
    expect(text).toContain('Income-tax Act, 2025, section 392');
    // With the year's tax on it, the payslip still fits one page.
    expect((await extractText(new Uint8Array(pdf.rawPayload), { mergePages: false })).totalPages).toBe(1);
  });

  it('spreads what is left over the remaining months once earlier months are paid', async () => {
    expect(
      (await server.call({ method: 'POST', url: '/api/payroll/runs/2026-04/lock', token: hr })).statusCode,
    ).toBe(200);
    expect(
      (await server.call({ method: 'POST', url: '/api/payroll/runs/2026-05/preview', token: hr })).statusCode,
    ).toBe(200);
    const may = await slipOf('2026-05', theirs.id);
    // (₹37,76,370 − ₹3,14,698) ÷ 11 = ₹3,14,697.45 → ₹3,14,697
    expect(may.figures.incomeTax).toMatchObject({
      deductedBefore: april,
      monthsLeft: 11,
      tds: rs(3_14_697),
      ytdGross: rs(20_00_000),
      ytdTds: april + rs(3_14_697),
    });
  });

  it('uses the employee’s old-regime declaration: 80C with EPF, HRA in a metro, professional tax', async () => {
    const slip = await slipOf('2026-04', mine.id);
    expect(slip.figures.grossEarned).toBe(rs(1_00_000));
    const expected = annualTax({
      rules: TAX_YEARS['2026-27']!,
      regime: 'old',
      salary: { gross: rs(12_00_000), basic: rs(6_00_000), hra: rs(2_40_000) },
      employeeEpf: rs(1_800 * 12),
      professionalTax: rs(200 * 11 + 300), // Karnataka: ₹300 in February
      declaration: { ...NO_DECLARATION, section80C: rs(1_50_000), rentPaid: rs(2_40_000), metroCity: true },
      previousEmployer: { income: 0, tds: 0 },
    });
    // 12,00,000 − 50,000 − 2,500 − 1,50,000 − HRA min(2,40,000; 2,40,000 − 60,000; 3,00,000) = 8,17,500
    expect(expected.taxableIncome).toBe(rs(8_17_500));
    expect(slip.figures.incomeTax).toMatchObject({
      regime: 'old',
      projectedTaxable: rs(8_17_500),
      annualTax: expected.totalTax,
      tds: monthlyTds(expected.totalTax, 0, 12),
    });
  });

  it('HR sees the month’s TDS register with its total; others are refused', async () => {
    const register = await server.call({
      method: 'GET',
      url: `/api/payroll/runs/2026-04/tds?search=${theirs.code}`,
      token: hr,
    });
    expect(register.statusCode).toBe(200);
    const page = register.json().success;
    const row = page.items.find((r: { employeeId: number }) => r.employeeId === theirs.id);
    expect(row).toMatchObject({ payslipId: aprilSlipId, tds: april, annualTax: yearTax, regime: 'new' });
    expect(page.totalTds).toBeGreaterThanOrEqual(april);
    const file = await server.call({
      method: 'GET',
      url: '/api/payroll/runs/2026-04/tds/export?format=csv',
      token: hr,
    });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('TDS this month');
    expect(file.body).toContain('314698');
    expect(
      (await server.call({ method: 'GET', url: '/api/payroll/runs/2026-04/tds', token: employee }))
        .statusCode,
    ).toBe(403);
    expect(
      (await server.call({ method: 'GET', url: '/api/payroll/runs/2031-01/tds', token: hr })).statusCode,
    ).toBe(404);
  });
});

describe('payroll files of a locked month', () => {
  it('gives HR the payroll register with every figure and the TDS; refuses a month not locked', async () => {
    const file = await server.call({
      method: 'GET',
      url: '/api/payroll/runs/2026-04/register?format=csv',
      token: hr,
    });
    expect(file.statusCode).toBe(200);
    const lines = file.body.split('\r\n');
    expect(lines[0]).toContain('Gross earned');
    expect(lines[0]).toContain('TDS');
    const row = lines.find((l) => l.includes(theirs.code))!;
    expect(row).toContain('1000000'); // ₹10,00,000 gross
    expect(row).toContain('314698'); // April's TDS
    const excel = await server.call({
      method: 'GET',
      url: '/api/payroll/runs/2026-04/register?format=xlsx',
      token: hr,
    });
    expect(excel.statusCode).toBe(200);
    expect(excel.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const notLocked = await server.call({
      method: 'GET',
      url: '/api/payroll/runs/2026-05/register',
      token: hr,
    });
    expect(notLocked.statusCode).toBe(409);
    const refused = await server.call({
      method: 'GET',
      url: '/api/payroll/runs/2026-04/register',
      token: sales,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('sums professional tax per work state for the state returns', async () => {
    const file = await server.call({
      method: 'GET',
      url: '/api/payroll/runs/2026-04/professional-tax?format=csv',
      token: hr,
    });
    expect(file.statusCode).toBe(200);
    const lines = file.body.split('\r\n');
    expect(lines[0]).toContain('Professional tax');
    expect(lines.find((l) => l.startsWith('Maharashtra'))).toBeDefined();
    expect(lines.find((l) => l.startsWith('Karnataka'))).toBeDefined();
    const notLocked = await server.call({
      method: 'GET',
      url: '/api/payroll/runs/2026-05/professional-tax',
      token: hr,
    });
    expect(notLocked.statusCode).toBe(409);
  });
});
