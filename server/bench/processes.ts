// One process against WEB_CONCURRENCY workers (not a test): pnpm --filter @managewell/server bench:processes
// Needs `pnpm --filter @managewell/server build` first. For each process count (BENCH_PROCESSES,
// default "1,2"), starts dist/main.js on a fresh embedded PostgreSQL with 100,000 leads and
// measures GET /api/leads (page 1) and GET /api/health with autocannon.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../src/platform/lib/free-port';
import { signIn } from './sign-in';
import { waitFor200 } from './wait';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const mainJs = join(serverDir, 'dist', 'main.js');
const counts = (process.env.BENCH_PROCESSES ?? '1,2').split(',').map(Number);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 8);

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

async function measure(processes: number): Promise<string[][]> {
  const temp = mkdtempSync(join(tmpdir(), 'mw-bench-processes-'));
  await chmod(temp, 0o755);
  const dataDir = join(temp, 'data');
  const webRoot = join(temp, 'web');
  mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>Managewell</title>');
  const port = await freePort();
  const pgPort = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [mainJs], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      WEB_ROOT: webRoot,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      WEB_CONCURRENCY: String(processes),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const rows: string[][] = [];
  try {
    await waitFor200(`${base}/api/health`, 120_000, 50);
    const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
    const client = new pg.Client({
      connectionString: `postgres://postgres:${encodeURIComponent(password)}@localhost:${pgPort}/managewell`,
    });
    await client.connect();
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
    child.kill('SIGTERM');
    await stopped(child);
    rmSync(temp, { recursive: true, force: true });
  }
  return rows;
}

if (!existsSync(mainJs)) {
  console.error('dist/main.js is missing: run `pnpm --filter @managewell/server build` first.');
  process.exit(1);
}
const all: string[][] = [];
for (const n of counts) all.push(...(await measure(n)));
console.log(`\n${connections} connections, ${duration} s each\n`);
console.log('| processes | request | throughput | latency | failures |\n|---|---|---|---|---|');
for (const row of all) console.log(`| ${row.join(' | ')} |`);
