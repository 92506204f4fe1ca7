import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { BACKUP_ROLES, isoToKolkata } from '@managewell/api/contract';
import type { Logger } from 'pino';
import { backupsToDelete, createBackup, listBackups, recordRun } from '../../platform/backup';
import type { BackupSettings } from '../../platform/config';
import type { Db } from '../../platform/db';
import type { JobRunner } from '../../platform/jobs';
import type { FileStore } from '../../platform/storage';
import { createNotification } from '../notifications';

export const BACKUP_QUEUE = 'database-backup';

export interface ScheduledBackupContext {
  db: Db;
  databaseUrl: string;
  dataDir: string;
  /** The uploaded files (DATA_DIR or the bucket). */
  files: FileStore;
  settings: BackupSettings;
  log: Pick<Logger, 'info' | 'error'>;
}

/**
 * One scheduled backup: makes it, deletes what the retention no longer keeps, and records the run.
 * A failure is recorded and told to the website admins and HR (notifications); it does not throw,
 * as a retry minutes later would only fail the same way.
 */
export async function runScheduledBackup(ctx: ScheduledBackupContext, now = new Date()): Promise<boolean> {
  const startedAt = new Date().toISOString();
  try {
    const backup = await createBackup({
      databaseUrl: ctx.databaseUrl,
      dataDir: ctx.dataDir,
      files: ctx.files,
      backupDir: ctx.settings.dir,
      now,
    });
    const stale = backupsToDelete(
      await listBackups(ctx.settings.dir),
      ctx.settings.keepDaily,
      ctx.settings.keepWeekly,
    );
    for (const old of stale) await rm(join(ctx.settings.dir, old.name), { recursive: true, force: true });
    await recordRun(ctx.settings.dir, {
      startedAt,
      finishedAt: new Date().toISOString(),
      ok: true,
      backup: backup.name,
      error: null,
    });
    ctx.log.info(
      { backup: backup.name, bytes: backup.manifest.totalBytes, deleted: stale.length },
      'scheduled backup written',
    );
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    ctx.log.error({ err: error }, 'scheduled backup failed');
    await recordRun(ctx.settings.dir, {
      startedAt,
      finishedAt: new Date().toISOString(),
      ok: false,
      backup: null,
      error: reason,
    }).catch((recordError: unknown) =>
      ctx.log.error({ err: recordError }, 'could not record the failed backup'),
    );
    const title = 'Backup failed';
    const content = `The scheduled backup of ${isoToKolkata(startedAt).replace('T', ' ')} IST failed: ${reason}`;
    for (const role of BACKUP_ROLES)
      await createNotification(ctx.db, { group: 'role', role, title, content, link: '/app/backups' });
    return false;
  }
}

/** Registers the daily backup at BACKUP_TIME (IST); one run per day across all processes. */
export function registerBackupJob(jobs: JobRunner, ctx: ScheduledBackupContext): Promise<boolean> {
  const at = ctx.settings.dailyAt!;
  return jobs.register({
    name: BACKUP_QUEUE,
    options: { policy: 'singleton', retryLimit: 0 },
    schedule: { cron: `${at.minute} ${at.hour} * * *`, tz: 'Asia/Kolkata' },
    worker: {
      pollingIntervalSeconds: 60,
      handler: async () => {
        await runScheduledBackup(ctx);
      },
    },
  });
}
