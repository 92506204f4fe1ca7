import pg from 'pg';
import type { Database } from './client';

/** Arbitrary constant (beside migrate.ts's MIGRATION_LOCK): one process at a time sets up. */
const STARTUP_LOCK = 72_616_002;

/** How long a start waits for another process's set-up before going on without the lock. */
const STARTUP_LOCK_WAIT = '120s';

/**
 * Runs `work` holding the start-up lock of this database, on a connection of its own (without the
 * pool's statement limits: another process's set-up may take longer than a request may).
 * Processes starting at once set up pg-boss's queues (tables, partitions) at the same moment,
 * which PostgreSQL could only resolve as a deadlock (40P01), ending one of them.
 * The lock only orders starts: when the database cannot be reached (or the wait runs out), the
 * work runs without it, and the app reports the database as it finds it (/api/health).
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  const { statement_timeout, lock_timeout, query_timeout, ...options } = database.pool.options;
  const client = new pg.Client(options);
  client.on('error', () => undefined); // a connection lost meanwhile only ends the lock
  let locked = false;
  try {
    await client.connect();
    await client.query(`set lock_timeout = '${STARTUP_LOCK_WAIT}'`);
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    locked = true;
  } catch {
    // unreachable, or waited long enough: go on unordered
  }
  try {
    return await work();
  } finally {
    if (locked) await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
