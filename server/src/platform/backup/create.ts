import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { pack } from 'tar-stream';
import { migrationsFolder, serverRoot } from '../lib';
import { type FileStore, LocalFileStore } from '../storage';
import {
  BACKUP_FORMAT,
  type BackupFile,
  type BackupManifest,
  describeFile,
  MANIFEST_FILE,
  UPLOADS_ARCHIVE,
  UPLOADS_PREFIX,
} from './manifest';
import { migrationNamed, readJournal } from './schema-version';

export interface BackupOptions {
  databaseUrl: string;
  /** DATA_DIR: its uploads/ folder is backed up, unless `files` says where the files are. */
  dataDir: string;
  /** Where the uploaded files are (the S3 bucket when one is set); default: DATA_DIR. */
  files?: FileStore;
  /** Where the backup's folder is made. */
  backupDir: string;
  now?: Date;
}

export interface BackupResult {
  folder: string;
  name: string;
  manifest: BackupManifest;
}

/** A folder name that sorts by time and says when: managewell-2026-11-27T22-30-00Z. */
export const backupName = (now: Date) =>
  `managewell-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}`;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function appVersion(): Promise<string> {
  const file = join(serverRoot, 'package.json');
  return (JSON.parse(await readFile(file, 'utf8')) as { version?: string }).version ?? 'unknown';
}

/** Every uploaded file of the store (local folder or bucket) into one tar.gz. */
async function archiveUploads(files: FileStore, target: string): Promise<{ files: number; bytes: number }> {
  const listed = (await files.list(UPLOADS_PREFIX)).sort((a, b) => (a.key < b.key ? -1 : 1));
  const tar = pack();
  const writing = pipeline(tar, createGzip(), createWriteStream(target));
  let count = 0;
  let bytes = 0;
  for (const { key } of listed) {
    const file = await files.open(key);
    if (!file) continue; // removed since it was listed: its row is gone from the snapshot's later state too
    count += 1;
    bytes += file.size;
    const entry = tar.entry({ name: key.slice(UPLOADS_PREFIX.length), size: file.size, mode: 0o640 });
    await pipeline(file.stream, entry);
  }
  tar.finalize();
  await writing;
  return { files: count, bytes };
}

/**
 * Writes one backup folder: every table of the public schema as gzipped COPY data, read in one
 * repeatable-read snapshot (consistent across tables), the sequences' values, the uploaded files as
 * a tar.gz, and a manifest with sizes and checksums. It is made under a temporary name and renamed
 * when complete, so a folder with a manifest is always a whole backup.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const now = options.now ?? new Date();
  const name = backupName(now);
  const folder = join(options.backupDir, name);
  const partial = join(options.backupDir, `.partial-${name}`);
  await rm(partial, { recursive: true, force: true });
  await mkdir(join(partial, 'database'), { recursive: true });
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    await client.query("set local statement_timeout = '0'");
    const applied = await client.query<{ when: string }>(
      'select max(created_at)::text as when from drizzle.__drizzle_migrations',
    );
    const when = Number(applied.rows[0]?.when ?? 0);
    const tables = await client.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
    );
    const sequences = await client.query<{ name: string }>(
      "select sequencename as name from pg_sequences where schemaname = 'public' order by sequencename",
    );
    const manifestTables: BackupManifest['tables'] = [];
    for (const { name: table } of tables.rows) {
      const file = `database/${table}.copy.gz`;
      const stream = client.query(copyTo(`copy public.${quoted(table)} to stdout`));
      await pipeline(stream, createGzip(), createWriteStream(join(partial, file)));
      manifestTables.push({ name: table, rows: stream.rowCount, file });
    }
    const manifestSequences: BackupManifest['sequences'] = [];
    for (const { name: sequence } of sequences.rows) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `select last_value::text, is_called from public.${quoted(sequence)}`,
      );
      manifestSequences.push({
        name: sequence,
        lastValue: rows[0]!.last_value,
        isCalled: rows[0]!.is_called,
      });
    }
    await client.query('commit');
    // After the snapshot: every file a row of it names was stored before it (files are written first).
    const uploads = await archiveUploads(
      options.files ?? new LocalFileStore(options.dataDir),
      join(partial, UPLOADS_ARCHIVE),
    );
    const files: BackupFile[] = [];
    for (const table of manifestTables) files.push(await describeFile(partial, table.file));
    files.push(await describeFile(partial, UPLOADS_ARCHIVE));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: now.toISOString(),
      appVersion: await appVersion(),
      schema: { migration: migrationNamed(await readJournal(migrationsFolder), when), when },
      tables: manifestTables,
      sequences: manifestSequences,
      uploads,
      files,
      totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
    };
    await writeFile(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, folder);
    return { folder, name, manifest };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    await rm(partial, { recursive: true, force: true });
    throw error;
  } finally {
    await client.end();
  }
}
