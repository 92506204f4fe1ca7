import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { migrationsFolder } from '../lib/paths';
import type { Database } from './client';

/** Arbitrary constant: serialises migrations when several app nodes start at once. */
const MIGRATION_LOCK = 72_616_001;

/** Applies the committed SQL migrations in server/drizzle (idempotent). */
export async function runMigrations(database: Database, folder = migrationsFolder): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(database.db, { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
