// The content studio's figures (not a test): pnpm --filter @managewell/server bench:studio
// Needs `pnpm --filter @managewell/server build` first. For 1 and 2 processes (BENCH_PROCESSES),
// starts dist/main.js on a fresh embedded PostgreSQL (demo seed), adds 5,000 FAQs and measures:
// - publish-to-visible: save a draft of a service, publish it, then poll the public page
//   endpoint until it shows the new title (any worker answers); from the publish request to
//   the first page that shows it (BENCH_PUBLISHES times, default 40);
// - the studio's list of a kind with 5,000 items (page 1 by title, and a search), autocannon.
import autocannon from 'autocannon';
import { requireBuiltServer, startFreshServer } from './fresh-server';
import { signIn } from './sign-in';

const counts = (process.env.BENCH_PROCESSES ?? '1,2').split(',').map(Number);
const publishes = Number(process.env.BENCH_PUBLISHES ?? 40);
const duration = Number(process.env.BENCH_SECONDS ?? 8);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function measure(processes: number): Promise<string[][]> {
  const server = await startFreshServer('studio', processes);
  const { base } = server;
  const rows: string[][] = [];
  try {
    const client = await server.connect();
    await client.query(`
      insert into content_items (kind, slug, title, summary, position, published, data)
      select 'faq', 'bench-question-' || g, 'Bench question ' || g || '?', '', 1000 + g, g % 5 <> 0,
             jsonb_build_object('answer', 'An answer of the bench, number ' || g || '.', 'category', 'Bench')
      from generate_series(1, 5000) g`);
    await client.query('analyze content_items');
    await client.end();

    const { token } = await signIn(base, 'admin');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const api = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as { success: Record<string, unknown> };
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
      return json.success;
    };

    // Publish to visible.
    const list = (await api('GET', '/api/website-admin/content/service?status=published&pageSize=1')) as {
      items: { id: number; publicPath: string }[];
    };
    const service = list.items[0]!;
    let item = (await api('GET', `/api/website-admin/content/service/${service.id}`)) as Record<
      string,
      unknown
    >;
    const times: number[] = [];
    const requestTimes: number[] = [];
    for (let i = 0; i < publishes; i++) {
      const title = `Pool design and build, edition ${processes}-${i}`;
      const { title: _t, slug, summary, parentId, data, version } = item;
      item = await api('PUT', `/api/website-admin/content/service/${service.id}`, {
        title,
        slug,
        summary,
        parentId,
        data,
        version,
      });
      const started = performance.now();
      await api('POST', `/api/website-admin/content/service/${service.id}/publish`, {});
      requestTimes.push(performance.now() - started);
      const page = `${base}/api/website-frontend/page?path=${encodeURIComponent(service.publicPath)}`;
      for (;;) {
        const body = (await (await fetch(page)).json()) as { success: { page?: { title?: string } } };
        if (body.success.page?.title === title) break;
        if (performance.now() - started > 10_000) throw new Error('the published title never showed');
      }
      times.push(performance.now() - started);
    }
    rows.push([
      String(processes),
      `publish → visible on the public page endpoint (${publishes} publishes)`,
      `p50 ${percentile(times, 50).toFixed(0)} ms / p99 ${percentile(times, 99).toFixed(0)} ms`,
      '',
    ]);
    rows.push([
      String(processes),
      '  of which the publish request itself',
      `p50 ${percentile(requestTimes, 50).toFixed(0)} ms / p99 ${percentile(requestTimes, 99).toFixed(0)} ms`,
      '',
    ]);

    // The list of a kind with 5,000 items.
    for (const [label, path] of [
      [
        'GET studio list, 5,000 FAQs, page 1 by title',
        '/api/website-admin/content/faq?sort=title&pageSize=20',
      ],
      [
        'GET studio list, 5,000 FAQs, search',
        '/api/website-admin/content/faq?search=question%2042&pageSize=20',
      ],
    ] as const) {
      await autocannon({ url: `${base}${path}`, headers, connections: 10, duration: 2 }); // warm-up
      const r = await autocannon({ url: `${base}${path}`, headers, connections: 10, duration });
      rows.push([
        String(processes),
        label,
        `p50 ${r.latency.p50} ms / p99 ${r.latency.p99} ms (${r.requests.average.toFixed(0)} req/s)`,
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
console.log('\n| processes | measure | latency | failures |\n|---|---|---|---|');
for (const row of all) console.log(`| ${row.join(' | ')} |`);
