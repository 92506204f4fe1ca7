// Staff work under a public flood (not a test): pnpm --filter @managewell/server bench:flood
// Needs `pnpm --filter @managewell/server build` first. Starts dist/main.js (one process) on a fresh
// embedded PostgreSQL (demo seed) and measures, in one run:
// - the lead list at 4 staff connections alone, then the same while 150 connections flood public
//   pages (the home, a product, the blog); budget: staff p99 under flood ≤ 2× alone, throughput
//   ≥ 0.5× alone, 0 staff errors (admission control, docs/decisions/0050-admission-control.md);
// - the public home against a static file of about its size (budget ≥ 0.8×);
// - the lead list's p99 beside /api/health's.
// The front end's build is used when there is one (shell/dist and the public-site's dist-ssr);
// otherwise a synthetic shell and page renderer (said so in the output). Options: --seconds=N (10),
// --admission-concurrency=N (the server's ADMISSION_CONCURRENCY; 0 turns admission control off).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { requireBuiltServer, startFreshServer } from './fresh-server';
import { signIn } from './sign-in';
import { similarStaticFile } from './static-file';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const seconds = Number(option('seconds') ?? 10);
/** The server's ADMISSION_CONCURRENCY (0: admission control off, to compare). */
const admission = option('admission-concurrency');
const STAFF_CONNECTIONS = 4;
const FLOOD_CONNECTIONS = 150;
const repoRoot = join(fileURLToPath(new URL('..', import.meta.url)), '..');
const LIST = '/api/leads?page=1&pageSize=20';
const GZIP = { 'accept-encoding': 'br, gzip' };

let synthetic = false;

/** The real build when there is one, else a shell and a page renderer written for the bench. */
function webRoot(temp: string): string {
  const built =
    existsSync(join(repoRoot, 'shell', 'dist', 'index.html')) &&
    existsSync(join(repoRoot, 'remotes', 'public-site', 'dist-ssr', 'render.mjs'));
  if (built) return repoRoot;
  synthetic = true;
  const root = join(temp, 'web');
  const shell = join(root, 'shell', 'dist');
  const ssr = join(root, 'remotes', 'public-site', 'dist-ssr');
  mkdirSync(shell, { recursive: true });
  mkdirSync(ssr, { recursive: true });
  writeFileSync(
    join(shell, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Managewell</title>' +
      '<script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>',
  );
  // With its compressed siblings, as the build writes them: the file is sent, never compressed here.
  const script = `/* fixture */${'x'.repeat(40_000)}`;
  writeFileSync(join(shell, 'main.0123abcd.js'), script);
  writeFileSync(join(shell, 'main.0123abcd.js.br'), brotliCompressSync(script));
  writeFileSync(join(shell, 'main.0123abcd.js.gz'), gzipSync(script));
  // About the real home's markup per page: the flood measures the server, not React.
  writeFileSync(
    join(ssr, 'render.mjs'),
    `export const css = 'body{margin:0}';
export const THEME_SCRIPT = '';
export function render(state) { return '<main><h1>' + state.page.kind + '</h1>' + JSON.stringify(state.page).replace(/</g, '&lt;') + '</main>'; }`,
  );
  return root;
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const errorsOf = (r: autocannon.Result) => r.errors + r.timeouts + r.non2xx;
const load = () => loadavg()[0]!.toFixed(1);

async function measure(): Promise<string[][]> {
  const server = await startFreshServer('flood', 1, {
    webRoot,
    env: { MEDIA_VARIANTS_AHEAD: 'false', ...(admission ? { ADMISSION_CONCURRENCY: admission } : {}) },
  });
  const { base } = server;
  const rows: string[][] = [];
  try {
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
    const product = paths.find((p) => /^\/products\/[^/]+\/[^/]+\/[^/]+$/.test(p)) ?? '/products';
    const pages = ['/', product, '/blog'];
    for (const path of pages) {
      const response = await fetch(`${base}${path}`);
      if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
    }
    const { token } = await signIn(base, 'verifier');
    const staff = { url: `${base}${LIST}`, headers: { ...GZIP, authorization: `Bearer ${token}` } };
    await run({ ...staff, connections: STAFF_CONNECTIONS, duration: 2 }); // warm-up

    const loadBefore = load();
    const alone = await run({ ...staff, connections: STAFF_CONNECTIONS, duration: seconds });
    // In a worker thread of its own: the staff figures must not wait on the flood's client.
    const flood = run({
      url: base,
      connections: FLOOD_CONNECTIONS,
      duration: seconds + 2,
      workers: 1,
      requests: pages.map((path) => ({ method: 'GET' as const, path, headers: GZIP })),
    });
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the flood at full strength first
    const underFlood = await run({ ...staff, connections: STAFF_CONNECTIONS, duration: seconds });
    const visitors = await flood;
    const loadAfter = load();

    const p99Ratio = underFlood.latency.p99 / Math.max(1, alone.latency.p99);
    const rateRatio = underFlood.requests.average / Math.max(1, alone.requests.average);
    const staffErrors = errorsOf(underFlood) + errorsOf(alone);
    rows.push([
      `Lead list alone, ${STAFF_CONNECTIONS} staff conns`,
      `p50 ${alone.latency.p50} ms / p99 ${alone.latency.p99} ms, ${alone.requests.average.toFixed(0)} req/s`,
      `errors ${errorsOf(alone)}`,
    ]);
    rows.push([
      `Lead list under a ${FLOOD_CONNECTIONS}-connection public flood (home, product, blog)`,
      `p50 ${underFlood.latency.p50} ms / p99 ${underFlood.latency.p99} ms, ${underFlood.requests.average.toFixed(0)} req/s`,
      `p99 ×${p99Ratio.toFixed(2)} of alone (budget ≤ 2×${p99Ratio <= 2 ? '' : ' — OVER'}); throughput ×${rateRatio.toFixed(2)} (budget ≥ 0.5×${rateRatio >= 0.5 ? '' : ' — UNDER'}); staff errors ${staffErrors} (budget 0${staffErrors === 0 ? '' : ' — OVER'})`,
    ]);
    const shed = visitors.statusCodeStats?.['503']?.count ?? 0;
    rows.push([
      'The flood itself',
      `${visitors.requests.average.toFixed(0)} req/s, p99 ${visitors.latency.p99} ms`,
      `2xx ${visitors['2xx']}, 503 (shed) ${shed}, other errors ${visitors.errors + visitors.timeouts}`,
    ]);

    // The public home against a static file of about its size: same route, same connections.
    const home = await fetch(`${base}/`, { headers: GZIP });
    const homeBytes = (await home.arrayBuffer()).byteLength;
    const file = similarStaticFile(synthetic ? join(server.temp, 'web') : repoRoot, homeBytes);
    const homeRun = await run({ url: `${base}/`, headers: GZIP, connections: 50, duration: seconds / 2 });
    const fileRun = await run({
      url: `${base}${file.url}`,
      headers: GZIP,
      connections: 50,
      duration: seconds / 2,
    });
    const pageRatio = homeRun.requests.average / Math.max(1, fileRun.requests.average);
    rows.push([
      `Public home (${homeBytes} B unpacked) vs static file ${file.url} (${file.size} B), 50 conns`,
      `${homeRun.requests.average.toFixed(0)} vs ${fileRun.requests.average.toFixed(0)} req/s = ×${pageRatio.toFixed(2)}`,
      `budget ≥ 0.8×${pageRatio >= 0.8 ? '' : ' — UNDER'}; p99 ${homeRun.latency.p99} / ${fileRun.latency.p99} ms`,
    ]);

    const health = await run({
      url: `${base}/api/health`,
      connections: STAFF_CONNECTIONS,
      duration: seconds / 2,
    });
    rows.push([
      `Lead list p99 / /api/health p99, ${STAFF_CONNECTIONS} conns`,
      `${alone.latency.p99} ms / ${health.latency.p99} ms = ×${(alone.latency.p99 / Math.max(1, health.latency.p99)).toFixed(2)}`,
      'reported, no budget',
    ]);
    rows.push([
      'Machine',
      `load average ${loadBefore} before, ${loadAfter} after the flood`,
      `${synthetic ? 'synthetic shell and page renderer (no front-end build)' : 'the front-end build'}; ADMISSION_CONCURRENCY ${admission ?? 'default'}`,
    ]);
  } finally {
    await server.stop();
  }
  return rows;
}

requireBuiltServer();
const rows = await measure();
console.log('\n| measure | figure | budget and notes |\n|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
