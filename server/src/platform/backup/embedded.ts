import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../db';
import type { FileStore } from '../storage';
import { BackupError } from './manifest';
import { checkBackup, type RestoreSummary, restoreBackup } from './restore';

export interface DatabaseHandle {
  url: string;
  /** Stops the PostgreSQL started for this (nothing when it was already running). */
  stop(): Promise<void>;
}

/**
 * The database to back up: DATABASE_URL; else the embedded one of DATA_DIR, reached where the
 * running server keeps it, or started for the backup when no server is running on it.
 */
export async function backupSource(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
}): Promise<DatabaseHandle> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => {} };
  const passwordFile = join(config.dataDir, 'postgres-password');
  if (!existsSync(join(config.dataDir, 'postgres', 'PG_VERSION')) || !existsSync(passwordFile))
    throw new BackupError(`There is no database in ${config.dataDir} (set DATA_DIR or DATABASE_URL).`);
  const password = (await readFile(passwordFile, 'utf8')).trim();
  const url = `postgres://postgres:${encodeURIComponent(password)}@localhost:${config.embeddedPgPort}/managewell`;
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  const running = await probe.connect().then(
    () => true,
    () => false,
  );
  await probe.end().catch(() => undefined);
  if (running) return { url, stop: async () => {} };
  const embedded = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    port: config.embeddedPgPort,
    supervise: false,
    template: false,
  });
  return { url: embedded.url, stop: () => embedded.stop() };
}

/**
 * Restores a backup into a new data folder with its own embedded PostgreSQL (created empty, not
 * from the demo template); `pnpm start` with that DATA_DIR then serves it. The backup is checked
 * before the folder is touched.
 */
export async function restoreIntoDataDir(
  folder: string,
  options: { dataDir: string; port: number; files?: FileStore },
): Promise<RestoreSummary> {
  if (existsSync(join(options.dataDir, 'postgres', 'PG_VERSION')))
    throw new BackupError(
      `${options.dataDir} already has a database: restore into a new data folder (nothing is overwritten).`,
    );
  await checkBackup(folder, { dataDir: options.dataDir, files: options.files });
  const embedded = await startEmbeddedPostgres({
    dataDir: options.dataDir,
    port: options.port,
    supervise: false,
    template: false,
  });
  try {
    return await restoreBackup(folder, {
      databaseUrl: embedded.url,
      dataDir: options.dataDir,
      files: options.files,
      verified: true,
    });
  } finally {
    await embedded.stop();
  }
}
