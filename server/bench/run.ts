// Benchmark of the production build (not a test): pnpm --filter @managewell/server bench
// Needs `pnpm --filter @managewell/server build` first. Starts dist/main.js on a fresh embedded
// PostgreSQL in a temporary DATA_DIR and measures cold start, login throughput, the lead list with
// 100,000 leads at 50 connections beside /api/health, the mixed load (bench/mixed-load.ts),
// static-file throughput, the public home in throttled Chromium and Lighthouse on four pages.
// Then it restarts the server on the same data with WEB_CONCURRENCY=2 and runs the mixed load again.
// Options: --web-concurrency=N (the server's WEB_CONCURRENCY, for the whole run and no second mixed
// load), --mixed-seconds=N (default 60), --no-browser (skip Chromium and Lighthouse). Every figure
// is printed with its budget.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../src/platform/lib/free-port';
import { freshUploadRows } from './fresh-upload';
import { hrAttendanceBench, hrPayrollBench } from './hr';
import { mixedLoad } from './mixed-load';
import { quotationBench } from './quotations';
import { signIn } from './sign-in';
import { similarStaticFile } from './static-file';
import { waitFor200 } from './wait';

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length);
}
const webConcurrency = option('web-concurrency');
const mixedSeconds = Number(option('mixed-seconds') ?? 60);
const withBrowser = !process.argv.includes('--no-browser');

/** Resident memory of a process and its children (cluster workers), in MiB, from /proc. */
function rssMiB(pid: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, parent] of parents)
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
  }
  let kib = 0;
  for (const p of tree) {
    try {
      const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      // Only Node processes count (the embedded PostgreSQL is a child too).
      const command = readFileSync(`/proc/${p}/cmdline`, 'utf8');
      if (match && command.includes('main.js')) kib += Number(match[1]);
    } catch {
      // gone meanwhile
    }
  }
  return kib / 1024;
}

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(serverDir, '..');
const mainJs = join(serverDir, 'dist', 'main.js');

/** The real shell build when there is one, else a small synthetic one (said so in the report). */
function prepareWebRoot(temp: string): { webRoot: string; synthetic: boolean; asset: string } {
  const shellDist = join(repoRoot, 'shell', 'dist');
  if (existsSync(join(shellDist, 'index.html'))) {
    const js = readdirSync(shellDist)
      .filter((f) => f.endsWith('.js'))
      .map((f) => ({ f, size: statSync(join(shellDist, f)).size }))
      .sort((a, b) => b.size - a.size)[0];
    return { webRoot: repoRoot, synthetic: false, asset: js ? `/${js.f}` : '/index.html' };
  }
  const webRoot = join(temp, 'web');
  mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>Managewell</title>');
  writeFileSync(join(webRoot, 'shell', 'dist', 'main.0123abcd.js'), `/* fixture */${'x'.repeat(100_000)}`);
  return { webRoot, synthetic: true, asset: '/main.0123abcd.js' };
}

interface LighthouseReport {
  path: string;
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  metrics: { lcpMs: number; tbtMs: number; cls: number };
}

/**
 * fetch, tried again on a network failure: after the mixed load, a kept-alive socket the server
 * has closed meanwhile fails the next request on it ("other side closed"), which is no figure.
 */
async function fetchAgain(url: string): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url);
    } catch (error) {
      if (attempt === 3) throw new Error(`${url}: ${error}`, { cause: (error as { cause?: unknown }).cause });
    }
  }
}

/** The home page and the first product, project and blog post the sitemap lists. */
async function lighthousePages(base: string, paths: string[]): Promise<Record<string, string>> {
  const kindOf = async (path: string) => {
    const response = (await (
      await fetchAgain(`${base}/api/website-frontend/page?path=${encodeURIComponent(path)}`)
    ).json()) as { success: { page?: { kind: string } } };
    return response.success.page?.kind;
  };
  const first = async (pattern: RegExp, kind: string) => {
    for (const path of paths.filter((p) => pattern.test(p))) if ((await kindOf(path)) === kind) return path;
    return undefined;
  };
  const found = {
    home: '/',
    product: await first(/^\/products\/[^/]+\/[^/]+\/[^/]+$/, 'product'),
    project: await first(/^\/swimming-pool-projects\/[^/]+$/, 'project'),
    'blog post': await first(/^\/blog\/[^/]+$/, 'post'),
  };
  return Object.fromEntries(Object.entries(found).filter((e): e is [string, string] => e[1] !== undefined));
}

/**
 * Makes the AVIF variants (what Chromium picks) up to 1024 px of the pages' pictures, as the
 * background job would have: the bench server runs without it (MEDIA_VARIANTS_AHEAD=false).
 */
async function warmImages(base: string, paths: string[]): Promise<void> {
  const urls = new Set<string>();
  for (const path of paths) {
    const html = await (await fetchAgain(`${base}${path}`)).text();
    for (const m of html.matchAll(/\/media\/[a-z0-9-]+\/(\d+)\.avif/g))
      if (Number(m[1]) <= 1024) urls.add(m[0]);
  }
  const queue = [...urls];
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      for (let url = queue.shift(); url; url = queue.shift())
        await (await fetchAgain(`${base}${url}`)).arrayBuffer();
    }),
  );
}

/** Lighthouse rows; a failure (Chromium, a page) becomes a row instead of ending the bench. */
async function lighthouseRows(base: string, publicPaths: string[], rows: [string, string, string][]) {
  try {
    const pages = await lighthousePages(base, publicPaths);
    await warmImages(base, Object.values(pages));
    const lighthouse = spawnSync(
      process.execPath,
      [join(repoRoot, 'e2e', 'bench', 'lighthouse.mjs'), base, ...Object.values(pages)],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], timeout: 900_000 },
    );
    const reports = (lighthouse.stdout ?? '')
      .trim()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as LighthouseReport);
    for (const [name, path] of Object.entries(pages)) {
      const report = reports.find((r) => r.path === path);
      if (!report) {
        rows.push([`Lighthouse ${name} (${path})`, 'not measured', 'e2e/bench/lighthouse.mjs failed']);
        continue;
      }
      const { performance, accessibility, seo } = report.scores;
      const practices = report.scores['best-practices'];
      const met = performance >= 98 && accessibility === 100 && practices === 100 && seo === 100;
      rows.push([
        `Lighthouse mobile: ${name} (${path.length > 40 ? `${path.slice(0, 37)}…` : path})`,
        `perf ${performance} / a11y ${accessibility} / BP ${practices} / SEO ${seo}`,
        `budget 98 / 100 / 100 / 100${met ? '' : ' — OVER'}; LCP ${report.metrics.lcpMs} ms, TBT ${report.metrics.tbtMs} ms, CLS ${report.metrics.cls}`,
      ]);
    }
  } catch (error) {
    // fetch's "fetch failed" says why only in its cause (refused, reset, timed out…).
    const cause = (error as { cause?: unknown }).cause;
    rows.push(['Lighthouse', 'not measured', `${error}${cause ? ` (${cause})` : ''}`.slice(0, 200)]);
  }
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return autocannon({ ...options, connections: options.connections ?? 10 });
}

/**
 * The mixed load (bench/mixed-load.ts) for mixedSeconds against the server at `base` (process
 * `serverPid` and its workers), with five staff sessions of its own, after a warm-up; its rows,
 * memory included.
 */
async function mixedLoadRows(
  base: string,
  serverPid: number,
  publicPaths: string[],
  processes: string | undefined,
): Promise<[string, string, string][]> {
  const sessions = [];
  for (let i = 0; i < 5; i++) sessions.push(await signIn(base, 'verifier'));
  const staffTokens = sessions.map((s) => s.token);
  const me = sessions[0]!.userid;
  // The leads' current versions (an edit sends the version it read), listed before each run.
  const load = async (seconds: number) => {
    const listed = (await (
      await fetch(`${base}/api/leads?page=1&pageSize=20`, {
        headers: { authorization: `Bearer ${staffTokens[0]}` },
      })
    ).json()) as {
      success: {
        items: { id: number; version: number; mobile: string; email: string | null; source: string }[];
      };
    };
    return mixedLoad({
      base,
      seconds,
      tokens: staffTokens,
      userId: me,
      paths: publicPaths.length > 0 ? publicPaths : ['/'],
      leads: listed.success.items.map(({ id, version, mobile, email, source }) => ({
        id,
        version,
        mobile,
        email,
        source,
      })),
    });
  };
  // A 5 s warm-up, not reported: a process just started compiles its hot paths meanwhile.
  await load(5);
  const rssBefore = rssMiB(serverPid);
  const mixed = await load(mixedSeconds);
  const rssAfter = rssMiB(serverPid);
  const mixedTotal = mixed.reduce((sum, t) => sum + t.requests, 0);
  const mixedErrors = mixed.reduce((sum, t) => sum + t.errors, 0);
  return [
    [
      `Mixed load ${mixedSeconds} s: 200 visitors + 20 staff, ${processes ? `WEB_CONCURRENCY=${processes}` : 'one process'}`,
      `${(mixedTotal / mixedSeconds).toFixed(0)} req/s (${mixedTotal} requests)`,
      `errors ${mixedErrors} (budget 0)${mixedErrors === 0 ? '' : ' — OVER'}`,
    ],
    ...mixed.map((t): [string, string, string] => [
      `  ${t.label}, ${t.connections} conns`,
      `p50 ${t.p50} ms / p99 ${t.p99} ms`,
      `${t.perSecond.toFixed(0)} req/s, errors ${t.errors} (budget 0)${t.firstError ? `; first: ${t.firstError}` : ''}`,
    ]),
    [
      'Server memory (RSS) before / after the mixed load',
      `${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MiB`,
      `budget: bounded (≤ ${(rssBefore * 1.5).toFixed(0)} MiB, 1.5× the start)${rssAfter <= rssBefore * 1.5 ? '' : ' — OVER'}`,
    ],
  ];
}

async function main() {
  if (!existsSync(mainJs)) {
    console.error('dist/main.js is missing: run `pnpm --filter @managewell/server build` first.');
    process.exit(1);
  }
  const temp = mkdtempSync(join(tmpdir(), 'mw-bench-'));
  await chmod(temp, 0o755);
  const dataDir = join(temp, 'data');
  const { webRoot, synthetic, asset } = prepareWebRoot(temp);
  const port = await freePort();
  const pgPort = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const rows: [string, string, string][] = [];
  /** The built server on this run's DATA_DIR and ports; `processes` is its WEB_CONCURRENCY. */
  const startServer = (processes: string | undefined): ChildProcess =>
    spawn(process.execPath, [mainJs], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(pgPort),
        WEB_ROOT: webRoot,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        // The mixed load's visitors each send from an address of their own (X-Forwarded-For, as
        // behind a load balancer), but far more enquiries than a person would.
        TRUST_PROXY: 'true',
        PUBLIC_FORM_LIMIT: '100000',
        // Variants are warmed for the pages measured; a background job would share the CPU.
        MEDIA_VARIANTS_AHEAD: 'false',
        ...(processes ? { WEB_CONCURRENCY: processes } : {}),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  const stopServer = async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child?.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  };
  try {
    const started = performance.now();
    child = startServer(webConcurrency);
    await waitFor200(`${base}/`, 180_000);
    const coldStart = performance.now() - started;
    rows.push([
      'Cold start → first page (GET / 200), fresh DATA_DIR',
      `${coldStart.toFixed(0)} ms`,
      `budget ≤ 2000 ms${coldStart <= 2000 ? '' : ' — OVER'}`,
    ]);
    const serverPid = child.pid!;
    rows.push(['Server memory (RSS) after start', `${rssMiB(serverPid).toFixed(0)} MiB`, '']);

    const login = await run({
      url: `${base}/api/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'verifier', password: 'verify-pool-2026' }),
      connections: 10,
      duration: 5,
    });
    rows.push([
      'Login throughput (argon2id 19 MiB, t=2; 10 conns)',
      `${login.requests.average.toFixed(0)} req/s`,
      `p99 ${login.latency.p99} ms, non-2xx ${login.non2xx}`,
    ]);

    const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
    const client = new pg.Client({
      connectionString: `postgres://postgres:${encodeURIComponent(password)}@localhost:${pgPort}/managewell`,
    });
    await client.connect();
    const insertStarted = performance.now();
    await client.query(`
      insert into leads (first_name, last_name, email, mobile, mobile_normalised, city, state, country,
                         interests, source, status, created_by, created_at, updated_at)
      select (array['Aarav','Priya','Rohan','Ananya','Vikram','Meera','Karthik','Sneha'])[1 + g % 8],
             (array['Sharma','Iyer','Reddy','Patel','Nair','Singh','Das','Mehta'])[1 + (g / 8) % 8],
             'bench' || g || '@example.in',
             (7000000000 + g)::text, '+91' || (7000000000 + g)::text,
             (array['Mumbai','Pune','Chennai','Kochi','Jaipur'])[1 + g % 5], 'Maharashtra', 'India',
             'lap-pools',
             (array['walk-in','website','referral','exhibition'])[1 + g % 4],
             (array['new','new','new','verified','rejected'])[1 + g % 5],
             2, now() - (g || ' minutes')::interval, now()
      from generate_series(1, 100000) g`);
    await client.query('analyze leads');
    const insertMs = performance.now() - insertStarted;
    const total = (await client.query('select count(*)::int as n from leads')).rows[0].n as number;
    await client.end();
    rows.push([
      'Insert 100,000 leads (generate_series) + analyze',
      `${insertMs.toFixed(0)} ms`,
      `${total} leads in table`,
    ]);

    const { token } = await signIn(base, 'verifier');
    const auth = { authorization: `Bearer ${token}` };

    // Warm-up, then measure.
    await run({ url: `${base}/api/leads?page=1&pageSize=20`, headers: auth, connections: 10, duration: 2 });
    await run({ url: `${base}/api/health`, connections: 10, duration: 1 });
    // The lead list beside /api/health (a bare `select 1`), back to back in this run.
    const leadList = await run({
      url: `${base}/api/leads?page=1&pageSize=20`,
      headers: auth,
      connections: 50,
      duration: 8,
    });
    const health = await run({ url: `${base}/api/health`, connections: 50, duration: 8 });
    const listRatio = leadList.latency.p99 / Math.max(1, health.latency.p99);
    rows.push([
      'Lead list p99 / /api/health p99, 50 conns, same run',
      `${leadList.latency.p99} ms / ${health.latency.p99} ms = ×${listRatio.toFixed(2)}`,
      `ratio reported, no budget; list p99 target < 25 ms (issue 2)${leadList.latency.p99 < 25 ? '' : ' — OVER'}; list p50 ${leadList.latency.p50} ms, health p50 ${health.latency.p50} ms, non-2xx ${leadList.non2xx + health.non2xx}`,
    ]);
    for (const [label, path] of [
      ['GET /api/leads (page 1, 20/page, newest first)', '/api/leads?page=1&pageSize=20'],
      [
        'GET /api/leads?status=verified&sort=first_name',
        '/api/leads?status=verified&sort=first_name&order=asc&page=3',
      ],
      ['GET /api/leads?q=priya (search)', '/api/leads?q=priya&page=1&pageSize=20'],
    ] as const) {
      const result = await run({ url: `${base}${path}`, headers: auth, connections: 50, duration: 8 });
      rows.push([
        `${label}, 50 conns`,
        `p50 ${result.latency.p50} ms / p99 ${result.latency.p99} ms`,
        `${result.requests.average.toFixed(0)} req/s, non-2xx ${result.non2xx}`,
      ]);
    }

    // Quotations: list p99 at 20,000 quotations and the 40-line PDF.
    rows.push(
      ...(await quotationBench(
        `postgres://postgres:${encodeURIComponent(password)}@localhost:${pgPort}/managewell`,
        base,
      )),
    );

    // HR: the attendance month grid with 500 employees.
    rows.push(
      ...(await hrAttendanceBench(
        base,
        `postgres://postgres:${encodeURIComponent(password)}@localhost:${pgPort}/managewell`,
      )),
    );

    // Payroll: the monthly run for the same 500 employees, in seconds.
    rows.push(
      ...(await hrPayrollBench(
        base,
        `postgres://postgres:${encodeURIComponent(password)}@localhost:${pgPort}/managewell`,
      )),
    );

    // The public settings document against a static file of about its size, same server, same run.
    const settingsBody = await (await fetch(`${base}/api/website-frontend/setting`)).text();
    const similar = similarStaticFile(webRoot, settingsBody.length);
    const settingsResult = await run({
      url: `${base}/api/website-frontend/setting`,
      connections: 50,
      duration: 5,
    });
    const similarResult = await run({ url: `${base}${similar.url}`, connections: 50, duration: 5 });
    const ratio = settingsResult.requests.average / similarResult.requests.average;
    rows.push([
      `GET /api/website-frontend/setting (${(settingsBody.length / 1024).toFixed(1)} KB JSON), 50 conns`,
      `${settingsResult.requests.average.toFixed(0)} req/s`,
      `p99 ${settingsResult.latency.p99} ms, non-2xx ${settingsResult.non2xx}; ${(ratio * 100).toFixed(0)}% of the static file below (target ≥ 50%)`,
    ]);
    rows.push([
      `Static file ${similar.url} (${(similar.size / 1024).toFixed(1)} KB), 50 conns`,
      `${similarResult.requests.average.toFixed(0)} req/s`,
      `p99 ${similarResult.latency.p99} ms, uncompressed`,
    ]);

    // The mixed load: 200 visitors and 20 staff for mixedSeconds against this one server.
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const publicPaths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
    rows.push(...(await mixedLoadRows(base, serverPid, publicPaths, webConcurrency)));

    // The public home page in Chromium with mobile CPU and network throttling (e2e/bench/home-page.mjs).
    const browser = spawnSync(
      withBrowser ? process.execPath : 'true',
      withBrowser ? [join(repoRoot, 'e2e', 'bench', 'home-page.mjs'), base, '3'] : [],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const home =
      withBrowser && browser.status === 0
        ? JSON.parse(browser.stdout.trim().split('\n').pop() ?? '{}')
        : null;
    if (home) {
      rows.push([
        'Home page JS, cold cache (gzip)',
        `${(home.jsGzipBytes / 1024).toFixed(0)} KB in ${home.scripts} files`,
        `budget ≤ 130 KB${home.jsGzipBytes <= 130 * 1024 ? '' : ' — OVER'}`,
      ]);
      rows.push([
        'Home page LCP (4× CPU, 150 ms RTT, 1.6 Mbit/s), median of 3',
        `${home.lcpMs} ms`,
        'budget < 2000 ms',
      ]);
      rows.push(['Home page CLS, median of 3', String(home.cls), 'budget < 0.05']);
    } else {
      rows.push([
        'Home page in Chromium',
        'not measured',
        withBrowser ? 'e2e/bench/home-page.mjs failed (Chromium installed?)' : '--no-browser',
      ]);
    }

    // Lighthouse 12, mobile preset, on the home page, a product, a project and a blog post.
    if (withBrowser) await lighthouseRows(base, publicPaths, rows);

    // Website-admin media library: a fresh 4000 px upload's first view.
    rows.push(...(await freshUploadRows(base)));

    const staticResult = await run({ url: `${base}${asset}`, connections: 50, duration: 5 });
    rows.push([
      `Static file ${asset}${synthetic ? ' (synthetic shell: no shell/dist)' : ''}, 50 conns`,
      `${staticResult.requests.average.toFixed(0)} req/s`,
      `p99 ${staticResult.latency.p99} ms, ${(staticResult.throughput.average / 1_048_576).toFixed(1)} MiB/s, uncompressed`,
    ]);

    // The same mixed load on two server processes (WEB_CONCURRENCY=2), restarted on the same data,
    // unless this run chose its process count.
    if (!webConcurrency) {
      await stopServer();
      child = startServer('2');
      await waitFor200(`${base}/api/health`, 180_000);
      rows.push(...(await mixedLoadRows(base, child.pid!, publicPaths, '2')));
    }
  } catch (error) {
    // The figures measured so far are still printed.
    process.exitCode = 1;
    rows.push(['Bench stopped by an error', String(error).slice(0, 100), 'see above']);
    console.error(error);
  } finally {
    await stopServer();
    rmSync(temp, { recursive: true, force: true });
  }

  const width = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length), 6));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(width[i]!)).join(' | ')} |`;
  console.log(`\nManagewell server benchmark (${new Date().toISOString()}, Node ${process.version})\n`);
  console.log(line(['Measure', 'Result', 'Notes']));
  console.log(`|${width.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

await main();
