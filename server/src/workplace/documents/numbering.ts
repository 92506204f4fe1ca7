/**
 * Document numbers such as 'MW/2026-27/0042': a prefix, the Indian financial year and a
 * sequence per series and year, gap-free and unique under concurrency. The counter row is
 * bumped by one upsert in the caller's transaction: concurrent callers queue on its row lock,
 * and a transaction that rolls back gives its number back.
 */
import { financialYear } from '@managewell/api/money';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { documentCounters } from './schema';

export interface DocumentNumberInput {
  /** The counter's name, e.g. 'quotation' or 'offer-letter'. */
  series: string;
  /** Printed first, e.g. 'MW' or 'MW-Q'. */
  prefix: string;
  /** The document's date: picks the financial year (Asia/Kolkata). */
  at: Date;
}

/** Formats a number of a series: ('MW', '2026-27', 42) → 'MW/2026-27/0042' (at least 4 digits). */
export function formatDocumentNumber(prefix: string, year: string, n: number): string {
  return `${prefix}/${year}/${String(n).padStart(4, '0')}`;
}

/** The next number of the series in the caller's transaction: 'MW/2026-27/0042'. */
export async function nextDocumentNumber(tx: DbOrTx, input: DocumentNumberInput): Promise<string> {
  const { series, prefix, at } = input;
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(series)) throw new Error(`Invalid document series '${series}'.`);
  if (!/^[A-Za-z0-9][A-Za-z0-9-]{0,19}$/.test(prefix))
    throw new Error(`Invalid document prefix '${prefix}'.`);
  const year = financialYear(at);
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, financialYear: year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financialYear],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1`, updatedAt: sql`now()` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  if (!row) throw new Error('The document counter returned no row.');
  return formatDocumentNumber(prefix, year, row.lastNumber);
}
