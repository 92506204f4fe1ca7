// Quotation figures for `pnpm bench`: PDF generation time of a 40-line quotation (p50/p99,
// in this process against the bench database) and the quotation list p99 with 20,000 quotations.
import type { QuotationContent } from '@managewell/api/contract';
import { quotationTotals } from '@managewell/api/quotation';
import autocannon from 'autocannon';
import pg from 'pg';
import { quotationPdf } from '../src/pipeline/quotations/pdf';
import { openDatabase } from '../src/platform/db/client';
import { signIn } from './sign-in';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function quotationBench(databaseUrl: string, base: string): Promise<[string, string, string][]> {
  const rows: [string, string, string][] = [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const sample = (await client.query('select lead_id, draft from quotations order by id limit 1'))
    .rows[0] as {
    lead_id: number;
    draft: QuotationContent;
  };
  // 20,000 quotations for verified bench leads (one per lead), copies of a seeded draft.
  const started = performance.now();
  await client.query(
    `insert into quotations (lead_id, number, status, draft, total_paise, customer_name, search_text, created_at, updated_at)
     select l.id, 'MW/BENCH/' || l.id, (array['draft','costed','sent','accepted'])[1 + l.id % 4], $1::jsonb,
            100000 + (l.id * 7919) % 5000000, l.first_name || ' ' || coalesce(l.last_name, ''),
            lower('MW/BENCH/' || l.id || ' ' || l.first_name || ' ' || coalesce(l.last_name, '')),
            now() - (l.id || ' minutes')::interval, now() - (l.id || ' minutes')::interval
     from leads l where l.status = 'verified' and not exists (select 1 from quotations q where q.lead_id = l.id)
     order by l.id limit 20000`,
    [JSON.stringify(sample.draft)],
  );
  await client.query('analyze quotations');
  const total = (await client.query('select count(*)::int as n from quotations')).rows[0].n as number;
  await client.end();
  rows.push([
    'Insert quotations (bench)',
    `${(performance.now() - started).toFixed(0)} ms`,
    `${total} quotations in table`,
  ]);

  const { token } = await signIn(base, 'quotation');
  const run = (url: string) =>
    new Promise<autocannon.Result>((resolve, reject) =>
      autocannon(
        { url, headers: { authorization: `Bearer ${token}` }, connections: 20, duration: 6 },
        (e, r) => (e ? reject(e) : resolve(r)),
      ),
    );
  for (const [label, path] of [
    ['GET /api/quotations (page 1, newest first)', '/api/quotations?page=1&pageSize=20'],
    ['GET /api/quotations?status=sent&sort=total', '/api/quotations?status=sent&sort=total&page=5'],
    ['GET /api/quotations?q=priya (search)', '/api/quotations?q=priya'],
  ] as const) {
    await run(`${base}${path}`);
    const r = await run(`${base}${path}`);
    rows.push([
      `${label}, ${total} quotations, 20 conns`,
      `p50 ${r.latency.p50} ms / p99 ${r.latency.p99} ms`,
      `${r.requests.average.toFixed(0)} req/s, non-2xx ${r.non2xx}`,
    ]);
  }

  // A 40-line quotation's PDF (letterhead, table, totals in words, terms, pool drawing).
  const lines = Array.from({ length: 40 }, (_, i) => ({
    ...sample.draft.lines[i % sample.draft.lines.length]!,
    key: `b${i}`,
  }));
  const content: QuotationContent = {
    ...sample.draft,
    lines,
    ...quotationTotals({ lines, overall_discount_bps: 0, inter_state: sample.draft.inter_state }),
  };
  const database = openDatabase(databaseUrl);
  const times: number[] = [];
  try {
    for (let i = 0; i < 33; i++) {
      const t0 = performance.now();
      await quotationPdf(database.db, sample.lead_id, {
        no: 1,
        content,
        createdAt: new Date(),
        accepted: null,
      });
      if (i >= 3) times.push(performance.now() - t0);
    }
  } finally {
    await database.close();
  }
  times.sort((a, b) => a - b);
  rows.push([
    'Quotation PDF, 40 lines (30 runs after 3 warm-ups)',
    `p50 ${percentile(times, 50).toFixed(0)} ms / p99 ${percentile(times, 99).toFixed(0)} ms`,
    'in-process renderPdf (pdfmake) with the pool drawing',
  ]);
  return rows;
}
