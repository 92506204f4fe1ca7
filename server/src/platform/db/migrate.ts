import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../lib';
import type { Database } from './client';
import * as schema from './schema';

/** Arbitrary constant: serialises migrations when several app nodes start at once. */
const MIGRATION_LOCK = 72_616_001;

/**
 * Applies the committed SQL migrations in server/drizzle (idempotent), on one connection that
 * holds the migration lock. A migration (or waiting for another node's) may take longer than a
 * request is allowed to, so that connection has the pool's settings without its time limits.
 */
export async function runMigrations(database: Database, folder = migrationsFolder): Promise<void> {
  const { statement_timeout, lock_timeout, query_timeout, ...options } = database.pool.options;
  const client = new pg.Client(options);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client, { schema }), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}
