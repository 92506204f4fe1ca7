import pg from 'pg';
import type { Database } from './client';

/** Arbitrary constant (beside migrate.ts's MIGRATION_LOCK): one process at a time sets up. */
const STARTUP_LOCK = 72_616_002;

/**
 * Runs `work` holding the start-up lock of this database, on a connection of its own (without the
 * pool's time limits: waiting for another process's start may take longer than a request may).
 * Processes starting at once set up pg-boss's queues (tables, partitions) at the same moment,
 * which PostgreSQL could only resolve as a deadlock (40P01), ending one of them.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  const { statement_timeout, lock_timeout, query_timeout, ...options } = database.pool.options;
  const client = new pg.Client(options);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
