import { createReadStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { extract } from 'tar-stream';
import { openDatabase, runMigrations } from '../db';
import { migrationsFolder } from '../lib';
import { type FileStore, LocalFileStore } from '../storage';
import {
  BackupError,
  type BackupManifest,
  readManifest,
  UPLOADS_ARCHIVE,
  UPLOADS_PREFIX,
  verifyBackup,
} from './manifest';
import { type JournalEntry, readJournal } from './schema-version';

export interface RestoreOptions {
  /** An empty database (no tables) to restore into. */
  databaseUrl: string;
  /** DATA_DIR: the uploaded files go to its uploads/ folder, which must be empty. */
  dataDir: string;
  /** Where the uploaded files go instead (the S3 bucket when one is set): its uploads/ must be empty. */
  files?: FileStore;
  /** The code's migrations (default: the committed ones). */
  migrations?: string;
  /** The caller has already checked the files (checkBackup). */
  verified?: boolean;
}

export interface RestoreSummary {
  createdAt: string;
  appVersion: string;
  migration: string;
  tables: number;
  rows: number;
  uploads: { files: number; bytes: number };
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Refuses what this code cannot restore: a schema it does not know (newer, or not its own). */
export function migrationsUpTo(journal: JournalEntry[], manifest: BackupManifest): JournalEntry[] {
  const index = journal.findIndex((entry) => entry.when === manifest.schema.when);
  if (index >= 0) return journal.slice(0, index + 1);
  const newest = journal.at(-1);
  if (newest && manifest.schema.when > newest.when)
    throw new BackupError(
      `The backup is from a newer version (schema ${manifest.schema.migration}, app ${manifest.appVersion}); this code knows up to ${newest.tag}. Restore it with that version or a later one.`,
    );
  throw new BackupError(
    `The backup's schema (${manifest.schema.migration}) is not one of this code's migrations; restore it with the version that made it (app ${manifest.appVersion}).`,
  );
}

/** A migrations folder holding only the given migrations, so the schema matches the backup's. */
async function migrationsFolderUpTo(source: string, entries: JournalEntry[]): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'mw-restore-migrations-'));
  await mkdir(join(folder, 'meta'));
  for (const entry of entries)
    await copyFile(join(source, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  await writeFile(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({
      version: '7',
      dialect: 'postgresql',
      entries: entries.map((e) => ({ ...e, version: '7', breakpoints: true })),
    }),
  );
  return folder;
}

async function assertNoUploads(files: FileStore, where: string): Promise<void> {
  if ((await files.list(UPLOADS_PREFIX)).length > 0)
    throw new BackupError(
      `${where} already has uploaded files: restore into a new data folder (nothing is overwritten).`,
    );
}

async function assertEmptyDatabase(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ n: number }>(
    "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
  );
  if ((rows[0]?.n ?? 0) > 0)
    throw new BackupError(
      'The database to restore into already has tables: restore into an empty database (nothing is overwritten).',
    );
}

/** Unpacks the uploads archive into the store, refusing any entry that would land outside its folder. */
async function extractUploads(archive: string, files: FileStore): Promise<void> {
  const unpack = extract();
  unpack.on('entry', (header, stream, next) => {
    const name = posix.normalize(header.name);
    if (header.type !== 'file') {
      stream.resume();
      stream.on('end', next);
      return;
    }
    if (posix.isAbsolute(name) || name.split('/').includes('..')) {
      next(new BackupError(`The backup's uploads archive names a file outside its folder: ${header.name}`));
      return;
    }
    buffer(stream)
      .then((body) => files.put(`${UPLOADS_PREFIX}${name}`, body))
      .then(() => next(), next);
  });
  await pipeline(createReadStream(archive), createGunzip(), unpack);
}

const uploadsStore = (options: { dataDir: string; files?: FileStore }) =>
  options.files ?? new LocalFileStore(options.dataDir);

/** Everything checked before anything is written: the files, the schema, an empty uploads folder. */
export async function checkBackup(
  folder: string,
  options: { dataDir: string; files?: FileStore; migrations?: string; verified?: boolean },
): Promise<{ manifest: BackupManifest; entries: JournalEntry[] }> {
  const manifest = await readManifest(folder);
  if (!options.verified) await verifyBackup(folder, manifest);
  const entries = migrationsUpTo(await readJournal(options.migrations ?? migrationsFolder), manifest);
  await assertNoUploads(
    uploadsStore(options),
    options.files ? 'The file store' : join(options.dataDir, 'uploads'),
  );
  return { manifest, entries };
}

/**
 * Restores a backup folder into an empty database and an empty uploads folder: checks every file's
 * size and checksum first, migrates the database to the backup's schema, loads every table and
 * sequence in one transaction, then unpacks the uploads. Later migrations run at the server's start.
 */
export async function restoreBackup(folder: string, options: RestoreOptions): Promise<RestoreSummary> {
  const { manifest, entries } = await checkBackup(folder, options);

  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await assertEmptyDatabase(client);
    const migrations = await migrationsFolderUpTo(options.migrations ?? migrationsFolder, entries);
    const database = openDatabase(options.databaseUrl, 1);
    try {
      await runMigrations(database, migrations);
    } finally {
      await database.close();
      await rm(migrations, { recursive: true, force: true });
    }
    await client.query('begin');
    // Rows load table by table: foreign keys and triggers are not checked or fired meanwhile.
    await client.query('set local session_replication_role = replica');
    await client.query("set local statement_timeout = '0'");
    if (manifest.tables.length > 0)
      await client.query(`truncate ${manifest.tables.map((t) => `public.${quoted(t.name)}`).join(', ')}`);
    for (const table of manifest.tables) {
      const stream = client.query(copyFrom(`copy public.${quoted(table.name)} from stdin`));
      await pipeline(createReadStream(join(folder, table.file)), createGunzip(), stream);
    }
    for (const sequence of manifest.sequences)
      await client.query(`select setval($1::regclass, $2::bigint, $3)`, [
        `public.${quoted(sequence.name)}`,
        sequence.lastValue,
        sequence.isCalled,
      ]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
  await extractUploads(join(folder, UPLOADS_ARCHIVE), uploadsStore(options));
  return {
    createdAt: manifest.createdAt,
    appVersion: manifest.appVersion,
    migration: manifest.schema.migration,
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
    uploads: manifest.uploads,
  };
}
