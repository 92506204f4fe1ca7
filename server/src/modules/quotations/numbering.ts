import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** '2026-27' for a date in April 2026 – March 2027 (Asia/Kolkata). */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The next quotation number of the financial year, MW/2026-27/0042: gap-free and unique under
 * concurrent creation (a transaction-scoped advisory lock per year serialises the few writers; the
 * caller's transaction inserts the number before the lock is released).
 */
export async function nextQuotationNumber(tx: DbOrTx, at: Date): Promise<string> {
  const fy = financialYearOf(at);
  const prefix = `MW/${fy}/`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quotation-number:${fy}`}))`);
  const result = await tx.execute<{ n: number | null }>(sql`
    select max(split_part(number, '/', 3)::int) as n
    from quotations where number like ${`${prefix}%`}`);
  const next = (Number(result.rows[0]?.n ?? 0) || 0) + 1;
  return `${prefix}${String(next).padStart(4, '0')}`;
}
