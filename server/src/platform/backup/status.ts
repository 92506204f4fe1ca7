import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupStatus } from '@managewell/api/contract';
import type { BackupSettings } from '../config';
import { MANIFEST_FILE, readManifest } from './manifest';

export type BackupRun = BackupStatus['runs'][number];
type ListedBackup = BackupStatus['backups'][number];

/** The scheduled runs' record, kept beside the backups it describes. */
const RUNS_FILE = 'runs.json';
const RUNS_KEPT = 30;

/** Complete backups in the folder (those with a manifest), newest first. */
export async function listBackups(dir: string): Promise<ListedBackup[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const listed: ListedBackup[] = [];
  for (const name of names) {
    if (!name.startsWith('managewell-') || !existsSync(join(dir, name, MANIFEST_FILE))) continue;
    const manifest = await readManifest(join(dir, name)).catch(() => null);
    if (manifest)
      listed.push({
        name,
        createdAt: manifest.createdAt,
        totalBytes: manifest.totalBytes,
        schema: manifest.schema.migration,
      });
  }
  return listed.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function readRuns(dir: string): Promise<BackupRun[]> {
  try {
    return JSON.parse(await readFile(join(dir, RUNS_FILE), 'utf8')) as BackupRun[];
  } catch {
    return [];
  }
}

/** Adds a run to the record (newest first), written whole under a temporary name. */
export async function recordRun(dir: string, run: BackupRun): Promise<void> {
  await mkdir(dir, { recursive: true });
  const runs = [run, ...(await readRuns(dir))].slice(0, RUNS_KEPT);
  const temporary = join(dir, `.${RUNS_FILE}.${process.pid}`);
  await writeFile(temporary, `${JSON.stringify(runs, null, 2)}\n`);
  await rename(temporary, join(dir, RUNS_FILE));
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

export async function backupStatus(settings: BackupSettings): Promise<BackupStatus> {
  return {
    dailyAt: settings.dailyAt
      ? `${twoDigits(settings.dailyAt.hour)}:${twoDigits(settings.dailyAt.minute)}`
      : null,
    keepDaily: settings.keepDaily,
    keepWeekly: settings.keepWeekly,
    backups: await listBackups(settings.dir),
    runs: await readRuns(settings.dir),
  };
}
