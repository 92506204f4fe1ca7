import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A database handle or an open transaction: business functions accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

// Return bigint counts and deal sizes as numbers (they stay far below 2^53).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openDatabase(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Nor may a client in use (a background seed or job when the database stops at shutdown):
  // its query fails, which its caller handles.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
