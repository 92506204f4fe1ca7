import {
  WEB_VITAL_NAMES,
  type WebVitalMetricSummary,
  type WebVitalReport,
  type WebVitalSummary,
} from '@managewell/api/contract';
import type { Pool } from 'pg';
import type { Db } from '../../platform/db';
import { webVitals } from './schema';

/** Stores one visitor's figure. */
export async function recordWebVital(db: Db, report: WebVitalReport): Promise<void> {
  await db.insert(webVitals).values({
    name: report.name,
    value: report.value,
    rating: report.rating,
    path: report.path,
    navigationType: report.navigationType ?? null,
  });
}

interface SummaryRow {
  name: string;
  count: number;
  p75: number | null;
  good_share: number | null;
}

/** Per metric over the last `days` days: the count, the 75th percentile and the share rated good. */
export async function summariseWebVitals(pool: Pool, days: number): Promise<WebVitalSummary> {
  const { rows } = await pool.query<SummaryRow>(
    `select name,
            count(*)::int as count,
            percentile_cont(0.75) within group (order by value) as p75,
            avg(case when rating = 'good' then 1.0 else 0.0 end)::float8 as good_share
       from web_vitals
      where created_at >= now() - make_interval(days => $1)
      group by name`,
    [days],
  );
  const byName = new Map(rows.map((row) => [row.name, row]));
  const metrics: WebVitalMetricSummary[] = WEB_VITAL_NAMES.map((name) => {
    const row = byName.get(name);
    return {
      name,
      count: row?.count ?? 0,
      p75: row?.p75 ?? null,
      goodShare: row?.good_share ?? null,
    };
  });
  return { days, metrics };
}
