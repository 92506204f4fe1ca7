// `pnpm restore <backup> [--data-dir DIR] [--database-url URL]`: restores a backup into a new data
// folder (its own embedded PostgreSQL) or an empty named database (docs/operations.md).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, type RestoreSummary, restoreBackup, restoreIntoDataDir } from '../src/platform/backup';
import { freePort } from '../src/platform/lib';
import { openBucket } from '../src/platform/storage';
import { runCli } from './cli';

const USAGE = 'Usage: pnpm restore <backup folder> [--data-dir DIR] [--database-url postgres://…]';

function describe(summary: RestoreSummary, where: string): string {
  return [
    `Restored the backup of ${summary.createdAt} (app ${summary.appVersion}, schema ${summary.migration}) into ${where}`,
    `  database: ${summary.tables} tables, ${summary.rows} rows`,
    `  uploads:  ${summary.uploads.files} files`,
    'Start the server on it (`pnpm start` with this DATA_DIR / DATABASE_URL): it applies any newer migrations.',
  ].join('\n');
}

runCli(async (config, args) => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { 'data-dir': { type: 'string' }, 'database-url': { type: 'string' } },
  });
  if (positionals.length !== 1) throw new BackupError(USAGE);
  const folder = resolve(positionals[0]!);
  const dataDir = values['data-dir'] ? resolve(values['data-dir']) : config.dataDir;
  const databaseUrl = values['database-url'] ?? config.databaseUrl;
  // With S3_BUCKET set the uploaded files go to the bucket (which must hold none yet).
  const files = config.objectStore ? await openBucket(config.objectStore) : undefined;
  const uploadsIn = config.objectStore ? `the bucket ${config.objectStore.bucket}` : dataDir;
  try {
    if (databaseUrl) {
      const summary = await restoreBackup(folder, { databaseUrl, dataDir, files });
      console.log(
        describe(summary, `the database ${new URL(databaseUrl).pathname.slice(1)} (uploads in ${uploadsIn})`),
      );
    } else {
      const summary = await restoreIntoDataDir(folder, { dataDir, port: await freePort(), files });
      console.log(describe(summary, `${dataDir} (uploads in ${uploadsIn})`));
    }
  } finally {
    files?.close();
  }
});
