// `pnpm backup`: one backup of the database and the uploaded files into BACKUP_DIR (docs/operations.md).
import { type BackupResult, backupSource, createBackup } from '../src/platform/backup';
import { openFileStore } from '../src/platform/storage';
import { runCli } from './cli';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function describeBackup({ folder, manifest }: BackupResult): string {
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  return [
    `Backup written to ${folder}`,
    `  database: ${manifest.tables.length} tables, ${rows} rows (schema ${manifest.schema.migration})`,
    `  uploads:  ${manifest.uploads.files} files, ${mb(manifest.uploads.bytes)}`,
    `  size:     ${mb(manifest.totalBytes)} compressed, checksums in manifest.json`,
  ].join('\n');
}

runCli(async (config) => {
  const source = await backupSource(config);
  const files = await openFileStore(config);
  try {
    const backup = await createBackup({
      databaseUrl: source.url,
      dataDir: config.dataDir,
      files,
      backupDir: config.backup.dir,
    });
    console.log(describeBackup(backup));
  } finally {
    files.close();
    await source.stop();
  }
});
