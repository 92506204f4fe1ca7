import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

/** Bumped when the layout of a backup folder changes in a way an older restore cannot read. */
export const BACKUP_FORMAT = 1;
export const MANIFEST_FILE = 'manifest.json';
export const UPLOADS_ARCHIVE = 'uploads.tar.gz';
/** The file store's folder of uploaded files; the archive names them relative to it. */
export const UPLOADS_PREFIX = 'uploads/';

export interface BackupFile {
  /** Path inside the backup folder. */
  name: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: number;
  /** ISO time the database snapshot was taken. */
  createdAt: string;
  appVersion: string;
  /** The latest migration applied to the backed-up database. */
  schema: { migration: string; when: number };
  /** Every table of the public schema in load order, with its rows and data file. */
  tables: { name: string; rows: number; file: string }[];
  /** Sequences of the public schema: their value at the snapshot. */
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  uploads: { files: number; bytes: number };
  files: BackupFile[];
  totalBytes: number;
}

/** A backup that must not be restored (damaged, truncated, from a newer version), with why. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

export async function describeFile(folder: string, name: string): Promise<BackupFile> {
  const path = join(folder, name);
  const [{ size }, sha256] = await Promise.all([stat(path), sha256File(path)]);
  return { name, bytes: size, sha256 };
}

/** Reads a backup folder's manifest, refusing a folder that is not a complete backup. */
export async function readManifest(folder: string): Promise<BackupManifest> {
  if (!existsSync(folder)) throw new BackupError(`There is no backup at ${folder}.`);
  const file = join(folder, MANIFEST_FILE);
  if (!existsSync(file))
    throw new BackupError(
      `${folder} is not a complete backup: it has no ${MANIFEST_FILE} (an unfinished or truncated copy?).`,
    );
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`The backup's ${MANIFEST_FILE} is damaged or truncated: it is not valid JSON.`);
  }
  if (!Array.isArray(manifest?.files) || !manifest.schema || !Array.isArray(manifest.tables))
    throw new BackupError(
      `The backup's ${MANIFEST_FILE} is incomplete: it does not list the backup's files.`,
    );
  if (manifest.format > BACKUP_FORMAT)
    throw new BackupError(
      `The backup has format ${manifest.format}; this version reads format ${BACKUP_FORMAT}. Restore it with a newer Managewell.`,
    );
  return manifest;
}

/** Checks every file the manifest lists: present, of its size (a truncated copy fails here) and checksum. */
export async function verifyBackup(folder: string, manifest: BackupManifest): Promise<void> {
  for (const entry of manifest.files) {
    const path = join(folder, entry.name);
    if (!existsSync(path)) throw new BackupError(`The backup is incomplete: ${entry.name} is missing.`);
    const { size } = await stat(path);
    if (size !== entry.bytes)
      throw new BackupError(
        `The backup is truncated or damaged: ${entry.name} has ${size} bytes, the manifest says ${entry.bytes}. Nothing was restored; use another copy.`,
      );
    if ((await sha256File(path)) !== entry.sha256)
      throw new BackupError(
        `The backup is damaged: the checksum of ${entry.name} does not match the manifest. Nothing was restored; use another copy.`,
      );
  }
}
