import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type DatabaseTimeouts, loadConfig } from '../config';
import * as schema from './schema';

export type { DatabaseTimeouts };

export type Db = NodePgDatabase<typeof schema>;
/** A database handle or an open transaction: business functions accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** After statement_timeout PostgreSQL cancels the statement itself; a server that says nothing by
 * this much later is hung, and the client stops waiting (and drops the connection). */
export const QUERY_TIMEOUT_MARGIN_MS = 1_000;

/**
 * For start-up work (migrations, the first-start seed): it may wait on another node's locks and
 * run long, so only the connect limit stays.
 */
export const withoutRequestLimits = (timeouts: DatabaseTimeouts): DatabaseTimeouts => ({
  connectMs: timeouts.connectMs,
  statementMs: 0,
  lockMs: 0,
  idleInTransactionMs: 0,
});

// Return bigint counts and deal sizes as numbers (they stay far below 2^53).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openDatabase(
  connectionString: string,
  max = 10,
  timeouts: DatabaseTimeouts = loadConfig({}).databaseTimeouts,
): Database {
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: timeouts.connectMs,
    // Sent as start-up parameters: every session of the pool has them (0 leaves the server default).
    ...(timeouts.statementMs > 0
      ? {
          statement_timeout: timeouts.statementMs,
          query_timeout: timeouts.statementMs + QUERY_TIMEOUT_MARGIN_MS,
        }
      : {}),
    ...(timeouts.lockMs > 0 ? { lock_timeout: timeouts.lockMs } : {}),
    ...(timeouts.idleInTransactionMs > 0
      ? { idle_in_transaction_session_timeout: timeouts.idleInTransactionMs }
      : {}),
    // A dead peer (crashed host, cut network) is noticed instead of waited on forever.
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Nor may a client in use (a background seed or job when the database stops at shutdown):
  // its query fails, which its caller handles.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
