// The HR attendance month grid with 500 employees: part of `pnpm bench` (bench/run.ts).
import autocannon from 'autocannon';
import pg from 'pg';
import { signIn } from './sign-in';

/**
 * Fills the company to 500 employees with a month of check-ins each (generate_series), then
 * measures GET /api/hr/attendance for the current month as HR at 10 connections.
 */
export async function hrAttendanceBench(
  base: string,
  connectionString: string,
): Promise<[string, string, string][]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const started = performance.now();
  try {
    await client.query(`
      insert into employees (code, full_name, email, phone, department, designation, date_of_joining,
                             employment_type, work_location, work_state)
      select 'MW' || lpad((1000 + g)::text, 4, '0'), 'Bench Person ' || g, 'bench' || g || '@managewell.in',
             '+919' || lpad(g::text, 9, '0'),
             (array['Projects','Sales','Design','Service and Maintenance','Accounts'])[1 + g % 5],
             'Technician', date '2020-01-01', 'permanent', 'Pune', 'Maharashtra'
      from generate_series(1, 500 - (select count(*) from employees)::int) g`);
    await client.query(`
      insert into attendance (employee_id, date, check_in, check_out)
      select e.id, d::date,
             d + interval '9 hours' + (e.id % 50) * interval '1 minute' - interval '5 hours 30 minutes',
             d + interval '18 hours' - interval '5 hours 30 minutes'
      from employees e
      cross join generate_series(date_trunc('month', now() at time zone 'Asia/Kolkata'),
                                 (now() at time zone 'Asia/Kolkata')::date - 1, interval '1 day') d
      where extract(isodow from d) < 6
      on conflict do nothing`);
    await client.query('analyze employees; analyze attendance');
  } finally {
    await client.end();
  }
  const fillMs = performance.now() - started;
  const { token } = await signIn(base, 'hr');
  const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
  const url = `${base}/api/hr/attendance?month=${month}`;
  const headers = { authorization: `Bearer ${token}` };
  const rows = ((await (await fetch(url, { headers })).json()) as { success: { rows: unknown[] } }).success
    .rows.length;
  await autocannon({ url, headers, connections: 10, duration: 2 });
  const result = await autocannon({ url, headers, connections: 10, duration: 8 });
  return [
    [
      'Fill to 500 employees + this month’s check-ins (generate_series)',
      `${fillMs.toFixed(0)} ms`,
      `${rows} rows in the grid`,
    ],
    [
      'GET /api/hr/attendance (month grid, 500 employees), 10 conns',
      `p50 ${result.latency.p50} ms / p99 ${result.latency.p99} ms`,
      `${result.requests.average.toFixed(0)} req/s, non-2xx ${result.non2xx}`,
    ],
  ];
}

/**
 * The payroll run for 500 employees: gives every employee without one a salary
 * structure, then times POST /api/payroll/runs/<this month>/preview (working days, leave, overtime,
 * statutory deductions, 500 payslips written) three times, in seconds. Run after hrAttendanceBench
 * (which fills the company to 500).
 */
export async function hrPayrollBench(
  base: string,
  connectionString: string,
): Promise<[string, string, string][]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  let employeesPaid = 0;
  try {
    await client.query(`
      insert into salary_structures (employee_id, basic, hra, special, other, effective_from)
      select e.id, 1500000 + (e.id % 40) * 100000, 600000, 400000, 0, date '2020-01-01'
      from employees e
      where not exists (select 1 from salary_structures s where s.employee_id = e.id)`);
    employeesPaid = Number(
      (await client.query('select count(*)::int as n from salary_structures')).rows[0].n,
    );
  } finally {
    await client.end();
  }
  const { token } = await signIn(base, 'hr');
  const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
  const seconds: number[] = [];
  let slips = 0;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const response = await fetch(`${base}/api/payroll/runs/${month}/preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    seconds.push((performance.now() - started) / 1000);
    if (!response.ok) return [['Payroll run (500 employees)', 'failed', `HTTP ${response.status}`]];
    slips = ((await response.json()) as { success: { employeeCount: number } }).success.employeeCount;
  }
  return [
    [
      `POST /api/payroll/runs/${month}/preview (${employeesPaid} salary structures)`,
      `first ${seconds[0]!.toFixed(2)} s / best ${Math.min(...seconds).toFixed(2)} s`,
      `${slips} payslips computed and stored per run`,
    ],
  ];
}
