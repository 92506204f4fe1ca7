/** Tables of the documents layer: gap-free document numbers per series and financial year. */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The last number given in each series (e.g. 'quotation') and financial year ('2026-27').
 * Bumped inside the transaction that stores the document, so a rollback leaves no gap.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);
