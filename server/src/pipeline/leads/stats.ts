import { LEAD_STATUSES, type LeadSource, type LeadStats, type LeadStatus } from '@managewell/api/contract';
import { count, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { BUSINESS_TIME_ZONE } from './list';
import { leads } from './schema';

export const STATS_DAYS = 30;

/** The `days` dates (YYYY-MM-DD) ending with `today`, oldest first. */
export function lastDays(today: string, days: number): string[] {
  const end = new Date(`${today}T00:00:00Z`).getTime();
  return Array.from({ length: days }, (_, i) =>
    new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

export function todayIn(timeZone: string, now = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return now.toLocaleDateString('en-CA', { timeZone });
}

export async function leadStats(db: DbOrTx, now = new Date()): Promise<LeadStats> {
  const days = lastDays(todayIn(BUSINESS_TIME_ZONE, now), STATS_DAYS);
  // A literal (not a bind parameter), so the SELECT and GROUP BY expressions are identical.
  const zone = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
  const day = sql<string>`to_char(${leads.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`;
  const [statusRows, sourceRows, dayRows] = await Promise.all([
    db.select({ key: leads.status, n: count() }).from(leads).groupBy(leads.status),
    db.select({ key: leads.source, n: count() }).from(leads).groupBy(leads.source),
    db
      .select({ key: day, n: count() })
      .from(leads)
      .where(sql`${leads.createdAt} >= (${days[0]}::date)::timestamp at time zone ${BUSINESS_TIME_ZONE}`)
      .groupBy(day),
  ]);
  const byStatus = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
  for (const row of statusRows) byStatus[row.key as LeadStatus] = row.n;
  const bySource: Partial<Record<LeadSource, number>> = {};
  for (const row of sourceRows) bySource[row.key as LeadSource] = row.n;
  const perDayMap = new Map(dayRows.map((r) => [r.key, r.n]));
  return {
    byStatus,
    bySource,
    perDay: days.map((date) => ({ date, count: perDayMap.get(date) ?? 0 })),
    total: statusRows.reduce((sum, row) => sum + row.n, 0),
  };
}
