// One process against WEB_CONCURRENCY workers (not a test): pnpm --filter @managewell/server bench:processes
// Needs `pnpm --filter @managewell/server build` first. For each process count (BENCH_PROCESSES,
// default "1,2"), starts dist/main.js on a fresh embedded PostgreSQL with 100,000 leads and
// measures GET /api/leads (page 1) and GET /api/health with autocannon.
import autocannon from 'autocannon';
import { requireBuiltServer, startFreshServer } from './fresh-server';
import { signIn } from './sign-in';

const counts = (process.env.BENCH_PROCESSES ?? '1,2').split(',').map(Number);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 8);

async function measure(processes: number): Promise<string[][]> {
  const server = await startFreshServer('processes', processes);
  const { base } = server;
  const rows: string[][] = [];
  try {
    const client = await server.connect();
    await client.query(`
      insert into leads (first_name, last_name, email, mobile, mobile_normalised, city, state, country,
                         interests, source, status, created_by, created_at, updated_at)
      select (array['Aarav','Priya','Rohan','Ananya'])[1 + g % 4], 'Bench', 'bench' || g || '@example.in',
             (7000000000 + g)::text, '+91' || (7000000000 + g)::text, 'Pune', 'Maharashtra', 'India',
             'lap-pools', 'walk-in', (array['new','verified','rejected'])[1 + g % 3], 2,
             now() - (g || ' minutes')::interval, now()
      from generate_series(1, 100000) g`);
    await client.query('analyze leads');
    await client.end();

    const { token } = await signIn(base, 'verifier');
    const headers = { authorization: `Bearer ${token}` };
    const leads = `${base}/api/leads?page=1&pageSize=20`;
    await autocannon({ url: leads, headers, connections: 10, duration: 2 }); // warm-up, every worker
    for (const [label, url, h] of [
      ['GET /api/leads (page 1 of 100,000)', leads, headers],
      ['GET /api/health', `${base}/api/health`, {}],
    ] as const) {
      const r = await autocannon({ url, headers: h, connections, duration });
      rows.push([
        String(processes),
        label,
        `${r.requests.average.toFixed(0)} req/s`,
        `p50 ${r.latency.p50} ms / p99 ${r.latency.p99} ms`,
        `non-2xx ${r.non2xx}, errors ${r.errors}`,
      ]);
    }
  } finally {
    await server.stop();
  }
  return rows;
}

requireBuiltServer();
const all: string[][] = [];
for (const n of counts) all.push(...(await measure(n)));
console.log(`\n${connections} connections, ${duration} s each\n`);
console.log('| processes | request | throughput | latency | failures |\n|---|---|---|---|---|');
for (const row of all) console.log(`| ${row.join(' | ')} |`);
