// A big list export beside /api/health (not a test): pnpm --filter @managewell/server bench:export
// Needs `pnpm --filter @managewell/server build` first. Starts dist/main.js (one process) on a fresh
// embedded PostgreSQL (demo seed), adds 20,000 verified leads with a quotation each, then streams
// the whole quotation list as CSV and as Excel, one export after another, while autocannon asks
// /api/health at 10 connections; prints /api/health's p50/p99 during the exports (target p99 < 100 ms).
import autocannon from 'autocannon';
import { requireBuiltServer, startFreshServer } from './fresh-server';
import { signIn } from './sign-in';

const ROWS = 20_000;

/** Reads one export to its end; its line count (CSV) or byte count (Excel) and how long it took. */
async function exportOnce(url: string, token: string): Promise<{ ms: number; bytes: number; lines: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`export ${url}: ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  return { ms: performance.now() - started, bytes, lines };
}

async function measure(): Promise<string[][]> {
  const server = await startFreshServer('export', 1);
  const { base } = server;
  const rows: string[][] = [];
  try {
    const client = await server.connect();
    // The demo seed may still be running after the first health answer: wait for its quotations.
    let sample: { draft: unknown } | undefined;
    for (let tries = 0; !sample && tries < 240; tries++) {
      sample = (await client.query('select draft from quotations order by id limit 1')).rows[0];
      if (!sample) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    if (!sample) throw new Error('the demo seed made no quotation');
    await client.query(
      `with made as (
         insert into leads (first_name, last_name, mobile, mobile_normalised, city, source, status, created_at)
         select 'Export', 'Bench ' || g, (7100000000 + g)::text, '+91' || (7100000000 + g)::text, 'Pune',
                'referral', 'verified', now() - g * interval '1 minute'
         from generate_series(1, ${ROWS}) g
         returning id, first_name, last_name)
       insert into quotations (lead_id, number, status, draft, total_paise, customer_name, search_text, created_at, updated_at)
       select id, 'MW/EXPORT/' || id, 'sent', $1::jsonb, 100000 + (id * 7919) % 5000000,
              first_name || ' ' || last_name, lower('MW/EXPORT/' || id || ' ' || first_name || ' ' || last_name),
              now(), now()
       from made`,
      [JSON.stringify(sample.draft)],
    );
    await client.query('analyze leads; analyze quotations');
    const total = (await client.query('select count(*)::int as n from quotations')).rows[0].n as number;
    await client.end();

    const { token } = await signIn(base, 'quotation');
    await autocannon({ url: `${base}/api/health`, connections: 10, duration: 2 }); // warm-up
    const quiet = await autocannon({ url: `${base}/api/health`, connections: 10, duration: 5 });
    rows.push([
      '/api/health alone, 10 conns',
      `p50 ${quiet.latency.p50} ms / p99 ${quiet.latency.p99} ms (${quiet.requests.average.toFixed(0)} req/s)`,
      `non-2xx ${quiet.non2xx}`,
    ]);

    for (const format of ['csv', 'xlsx'] as const) {
      const url = `${base}/api/quotations/export?format=${format}`;
      await exportOnce(url, token); // warm-up
      let stopHealth = () => {};
      const health = new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          { url: `${base}/api/health`, connections: 10, duration: 600 },
          (error, result) => (error ? reject(error) : resolve(result)),
        );
        stopHealth = () => instance.stop();
      });
      const exports: { ms: number; bytes: number; lines: number }[] = [];
      for (let i = 0; i < 3; i++) exports.push(await exportOnce(url, token));
      stopHealth();
      const h = await health;
      const ms = exports.map((e) => e.ms.toFixed(0)).join(', ');
      rows.push([
        `/api/health during 3 × ${format.toUpperCase()} export of ${total} quotations, 10 conns`,
        `p50 ${h.latency.p50} ms / p99 ${h.latency.p99} ms (${h.requests.total} answers)`,
        `target p99 < 100 ms${h.latency.p99 < 100 ? '' : ' — OVER'}; non-2xx ${h.non2xx}; exports ${ms} ms, ${(exports[0]!.bytes / 1e6).toFixed(1)} MB${format === 'csv' ? `, ${exports[0]!.lines} lines` : ''}`,
      ]);
    }
  } finally {
    await server.stop();
  }
  return rows;
}

requireBuiltServer();
const rows = await measure();
console.log('\n| measure | latency | notes |\n|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
