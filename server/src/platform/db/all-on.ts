import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type Tasks = readonly (() => unknown)[];

/**
 * Runs independent reads of one function: side by side on the pool (each borrows its own
 * connection), one after another in a transaction. A transaction is one connection, and pg
 * queues a second query sent while one runs ("client.query() when the client is already
 * executing a query", deprecated: pg 9 rejects it), so Promise.all there gains nothing.
 */
export async function allOn<const T extends Tasks>(
  db: DbOrTx,
  tasks: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type Results = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
  if (!(db instanceof PgTransaction)) return (await Promise.all(tasks.map((task) => task()))) as Results;
  const results: unknown[] = [];
  for (const task of tasks) results.push(await task());
  return results as Results;
}
