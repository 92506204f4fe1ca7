import type { Role } from '@managewell/api/contract';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';
import { listenLocally } from './live-client';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = async (url: string, role: Parameters<TestServer['tokenFor']>[0]) =>
  server.call({ method: 'GET', url, token: await server.tokenFor(role) });

/** The CSV's lines (BOM checked and dropped), each split into cells (no quoted commas in these). */
function csvLines(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return body
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}

function sheetOf(body: Buffer): string {
  return strFromU8(unzipSync(new Uint8Array(body))['xl/worksheets/sheet1.xml']!);
}

describe('lead export', () => {
  beforeAll(async () => {
    await server.database.pool.query(`
      insert into leads (first_name, last_name, mobile, mobile_normalised, source, status, deal_size, created_at)
      values
        ('Exportcheck', 'Verified', '9876543210', '+919876543210', 'referral', 'verified', 250000, '2026-11-27T18:40:00Z'),
        ('Exportcheck', 'New', '9876500000', '+919876500000', 'referral', 'new', null, '2026-11-26T05:00:00Z')`);
  });

  it('exports the whole filtered list as CSV with a BOM, IST dates, rupees and text phones', async () => {
    const res = await get(
      '/api/leads/export?format=csv&q=exportcheck&sort=created_at&order=desc',
      'verification',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('leads.csv');
    const [header, ...rows] = csvLines(res.body);
    expect(header).toContain('Currency');
    const col = (name: string) => header!.indexOf(name);
    expect(rows).toHaveLength(2);
    expect(rows[0]![col('Created (IST)')]).toBe('2026-11-28 00:10');
    expect(rows[0]![col('Deal size')]).toBe('250000.00');
    expect(rows[0]![col('Currency')]).toBe('INR');
    expect(rows[0]![col('Mobile')]).toBe('+91 9876543210');
    expect(rows[1]![col('Last name')]).toBe('New');
  });

  it("applies the list's scope: sales exports verified leads only", async () => {
    const res = await get('/api/leads/export?q=exportcheck', 'sales');
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = csvLines(res.body);
    expect(rows.map((r) => r[header!.indexOf('Status')])).toEqual(['verified']);
    expect((await get('/api/leads/export?q=exportcheck&status=new', 'sales')).body).not.toContain(
      'Exportcheck',
    );
    expect((await get('/api/leads/export', 'hr')).statusCode).toBe(403);
  });

  it('exports Excel with number money and a text mobile', async () => {
    const res = await server.call({
      method: 'GET',
      url: '/api/leads/export?format=xlsx&q=exportcheck&status=verified',
      token: await server.tokenFor('verification'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const sheet = sheetOf(res.rawPayload);
    expect(sheet).toContain('<c s="2"><v>250000</v></c>');
    expect(sheet).toContain('<t xml:space="preserve">+91 9876543210</t>');
    expect(sheet.match(/<row /g)).toHaveLength(2);
  });

  it('refuses an unknown format and a bad filter like the list does', async () => {
    expect((await get('/api/leads/export?format=pdf', 'verification')).statusCode).toBe(400);
    expect((await get('/api/leads/export?status=nope', 'verification')).statusCode).toBe(400);
  });

  it('streams 20,000 rows while the server keeps answering', async () => {
    await server.database.pool.query(`
      insert into leads (first_name, last_name, mobile, mobile_normalised, source, status, created_at)
      select 'Bulkexport', 'Row ' || n, lpad(n::text, 10, '9'), '+91' || lpad(n::text, 10, '9'), 'referral', 'verified',
        now() - n * interval '1 minute'
      from generate_series(1, 20000) n`);
    const base = await listenLocally(server.app);
    const token = await server.tokenFor('sales');
    const response = await fetch(`${base}/api/leads/export?q=bulkexport`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const first = await reader.read();
    let text = decoder.decode(first.value, { stream: true });
    // The export is under way (only its first part has been read): other requests still get answers.
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      text += decoder.decode(next.value, { stream: true });
    }
    const lines = text.split('\r\n').filter((line) => line !== '');
    expect(lines).toHaveLength(20_001);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(20_000);
  });
});

describe('every staff list exports its whole filtered result to the roles that read the list', () => {
  const cases: { list: string; exportUrl: string; role: Role; refused: Role }[] = [
    {
      list: '/api/quotations?status=sent',
      exportUrl: '/api/quotations/export?status=sent',
      role: 'quotation',
      refused: 'hr',
    },
    { list: '/api/quotations', exportUrl: '/api/quotations/export', role: 'sales', refused: 'verification' },
    {
      list: '/api/quotations/catalogue?active=true',
      exportUrl: '/api/quotations/catalogue/export?active=true',
      role: 'quotation',
      refused: 'hr',
    },
    {
      list: '/api/quotations/queue',
      exportUrl: '/api/quotations/queue/export',
      role: 'quotation',
      refused: 'sales',
    },
    {
      list: '/api/sales/leads?queue=calls',
      exportUrl: '/api/sales/leads/export?queue=calls',
      role: 'sales',
      refused: 'quotation',
    },
    {
      list: '/api/hr/employees?department=Sales',
      exportUrl: '/api/hr/employees/export?department=Sales',
      role: 'hr',
      refused: 'sales',
    },
    {
      list: '/api/hr/leave-requests',
      exportUrl: '/api/hr/leave-requests/export',
      role: 'hr',
      refused: 'employee',
    },
    { list: '/api/hr/timesheets', exportUrl: '/api/hr/timesheets/export', role: 'hr', refused: 'employee' },
    {
      list: '/api/payroll/structures',
      exportUrl: '/api/payroll/structures/export',
      role: 'hr',
      refused: 'sales',
    },
    {
      list: '/api/website-admin/leads?form=enquiry',
      exportUrl: '/api/website-admin/leads/export?form=enquiry',
      role: 'website-admin',
      refused: 'hr',
    },
  ];

  for (const c of cases) {
    it(`${c.exportUrl} as ${c.role}`, async () => {
      const sep = c.list.includes('?') ? '&' : '?';
      const list = await get(`${c.list}${sep}pageSize=5`, c.role);
      expect(list.statusCode, list.body).toBe(200);
      const total = list.json().success.total as number;
      expect(total).toBeGreaterThan(0);
      const csv = await get(c.exportUrl, c.role);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csvLines(csv.body).length - 1).toBe(total);
      const xlsx = await get(`${c.exportUrl}${c.exportUrl.includes('?') ? '&' : '?'}format=xlsx`, c.role);
      expect(sheetOf(xlsx.rawPayload).match(/<row /g)).toHaveLength(total + 1);
      expect((await get(c.exportUrl, c.refused)).statusCode).toBe(403);
    });
  }

  it("exports an employee's own leave and overtime requests, and nobody else's", async () => {
    const leave = (await get('/api/employee/leave', 'employee')).json().success;
    const overtime = (await get('/api/employee/overtime', 'employee')).json().success as unknown[];
    for (const [url, count] of [
      ['/api/employee/leave-requests/export', leave.requests.length as number],
      ['/api/employee/overtime/export', overtime.length],
    ] as const) {
      const csv = await get(url, 'employee');
      expect(csv.statusCode, csv.body).toBe(200);
      const [header, ...rows] = csvLines(csv.body);
      expect(rows).toHaveLength(count);
      // One person's requests only: the code column holds one employee code.
      expect(new Set(rows.map((row) => row[header!.indexOf('Code')])).size).toBeLessThanOrEqual(1);
      const xlsx = await get(`${url}?format=xlsx`, 'employee');
      expect(sheetOf(xlsx.rawPayload).match(/<row /g)).toHaveLength(count + 1);
      expect((await server.call({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect(leave.requests.length + overtime.length).toBeGreaterThan(0);
  });

  it('writes quotation totals as rupees with a currency column', async () => {
    const list = (await get('/api/quotations?pageSize=1&sort=total&order=desc', 'quotation')).json().success;
    const top = list.items[0] as { number: string; total_paise: number };
    const [header, first] = csvLines(
      (await get('/api/quotations/export?sort=total&order=desc', 'quotation')).body,
    );
    expect(first![header!.indexOf('Number')]).toBe(top.number);
    expect(first![header!.indexOf('Total')]).toBe((top.total_paise / 100).toFixed(2));
    expect(first![header!.indexOf('Currency')]).toBe('INR');
  });

  it('exports overtime and payslips to HR only', async () => {
    const overtime = await get('/api/hr/overtime/export?format=xlsx', 'hr');
    expect(overtime.statusCode).toBe(200);
    expect((await get('/api/hr/overtime/export', 'employee')).statusCode).toBe(403);
    const runs = (await get('/api/payroll/runs', 'hr')).json().success as { month: string }[];
    if (runs.length > 0) {
      const slips = await get(`/api/payroll/runs/${runs[0]!.month}/payslips/export`, 'hr');
      expect(slips.statusCode, slips.body).toBe(200);
      expect(csvLines(slips.body)[0]).toContain('Net pay');
    }
    expect((await get('/api/payroll/runs/2026-01/payslips/export', 'sales')).statusCode).toBe(403);
  });
});

/** A CSV's records (BOM checked and dropped), quoted cells with commas or line breaks kept whole. */
function csvRecords(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const text = body.slice(1);
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return records.filter((r) => r.some((c) => c !== ''));
}

describe('the HR desk and studio lists export their whole filtered result', () => {
  type Count = (answer: unknown) => number;
  const total: Count = (a) => (a as { total: number }).total;
  const length: Count = (a) => (a as unknown[]).length;
  const cases: {
    list: string;
    exportPath: string;
    header: string;
    filter: string;
    count: Count;
    refused: Role | null;
    role?: Role;
  }[] = [
    {
      list: '/api/goal-sheets',
      exportPath: '/api/goal-sheets/export',
      header: 'Self score',
      filter: 'department=Sales',
      count: total,
      refused: 'sales',
    },
    {
      list: '/api/offers',
      exportPath: '/api/offers/export',
      header: 'Annual CTC',
      filter: 'status=draft',
      count: total,
      refused: 'employee',
    },
    {
      list: '/api/hr/joining-kit',
      exportPath: '/api/hr/joining-kit/export',
      header: 'Document',
      filter: 'status=uploaded',
      count: total,
      refused: 'sales',
    },
    {
      list: '/api/compliance/nda/acknowledgements',
      exportPath: '/api/compliance/nda/acknowledgements/export',
      header: 'Acknowledged (IST)',
      filter: 'state=acknowledged',
      count: total,
      refused: 'employee',
    },
    {
      list: '/api/resignations',
      exportPath: '/api/resignations/export',
      header: 'Last working day',
      filter: 'status=withdrawn',
      count: total,
      refused: 'employee',
    },
    {
      list: '/api/suggestions',
      exportPath: '/api/suggestions/export',
      header: 'Suggestion',
      filter: 'status=declined',
      count: total,
      refused: 'employee',
    },
    {
      list: '/api/hr/staff-requests',
      exportPath: '/api/hr/staff-requests/export',
      header: 'Username',
      filter: 'status=done',
      count: length,
      refused: 'website-admin',
    },
    {
      list: '/api/hr/profile-changes',
      exportPath: '/api/hr/profile-changes/export',
      header: 'Changes',
      filter: 'status=approved',
      count: length,
      refused: 'employee',
    },
    {
      list: '/api/hr/regularisations',
      exportPath: '/api/hr/regularisations/export',
      header: 'Check-in',
      filter: 'status=rejected',
      count: length,
      refused: 'employee',
    },
    // Everyone reads the holiday list, so everyone may export it.
    {
      list: '/api/hr/holidays',
      exportPath: '/api/hr/holidays/export',
      header: 'Holiday',
      filter: 'year=2001',
      count: length,
      refused: null,
    },
    {
      list: '/api/hr/timesheets/totals?from=2020-01-01',
      exportPath: '/api/hr/timesheets/totals/export?from=2020-01-01',
      header: 'Hours',
      filter: 'to=2020-01-31',
      count: (a) => (a as { byPerson: unknown[] }).byPerson.length,
      refused: 'employee',
    },
    {
      list: '/api/website-admin/media?type=all',
      exportPath: '/api/website-admin/media/export?type=all',
      header: 'Alt text',
      filter: 'search=zz-no-such-file',
      count: total,
      refused: 'hr',
      role: 'website-admin',
    },
    ...(['service', 'project', 'blog'] as const).map((kind) => ({
      list: `/api/website-admin/content/${kind}`,
      exportPath: `/api/website-admin/content/${kind}/export`,
      header: 'Public address',
      filter: 'status=draft',
      count: total,
      refused: 'sales' as const,
      role: 'website-admin' as const,
    })),
  ];
  const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

  for (const c of cases) {
    it(c.exportPath, async () => {
      const role = c.role ?? 'hr';
      const list = await get(c.list, role);
      expect(list.statusCode, list.body).toBe(200);
      const all = c.count(list.json().success);
      expect(all).toBeGreaterThan(0);

      const csv = await get(c.exportPath, role);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      const [header, ...rows] = csvRecords(csv.body);
      expect(header).toContain(c.header);
      expect(rows).toHaveLength(all);

      const narrowed = c.count((await get(withQuery(c.list, c.filter), role)).json().success);
      expect(narrowed).toBeLessThan(all);
      const filtered = await get(withQuery(c.exportPath, c.filter), role);
      expect(csvRecords(filtered.body)).toHaveLength(narrowed + 1);

      const xlsx = await get(withQuery(c.exportPath, 'format=xlsx'), role);
      expect(xlsx.statusCode).toBe(200);
      expect(sheetOf(xlsx.rawPayload).match(/<row /g)).toHaveLength(all + 1);

      if (c.refused) expect((await get(c.exportPath, c.refused)).statusCode).toBe(403);
      expect((await server.call({ method: 'GET', url: c.exportPath })).statusCode).toBe(401);
    });
  }

  it('exports the timesheet hours per project too', async () => {
    const totals = (await get('/api/hr/timesheets/totals?from=2020-01-01', 'hr')).json().success as {
      byProject: { project: string }[];
    };
    const [header, ...rows] = csvRecords(
      (await get('/api/hr/timesheets/totals/export?from=2020-01-01&by=project', 'hr')).body,
    );
    expect(header).toEqual(['Project', 'People', 'Hours']);
    expect(rows.map((r) => r[0])).toEqual(totals.byProject.map((p) => p.project));
  });

  it('writes offer CTCs as rupees with a currency column, and refuses a bad filter like the list', async () => {
    const top = (await get('/api/offers?pageSize=1', 'hr')).json().success.items[0] as {
      number: string;
      annualCtc: number;
    };
    const [header, first] = csvRecords((await get('/api/offers/export', 'hr')).body);
    expect(first![header!.indexOf('Number')]).toBe(top.number);
    expect(first![header!.indexOf('Annual CTC')]).toBe((top.annualCtc / 100).toFixed(2));
    expect(first![header!.indexOf('Currency')]).toBe('INR');
    expect((await get('/api/offers/export?status=nope', 'hr')).statusCode).toBe(400);
    expect((await get('/api/compliance/nope/acknowledgements/export', 'hr')).statusCode).toBe(400);
  });
});
