import { backupEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { backupStatus } from '../../platform/backup';
import type { AppContext } from '../../platform/context';
import { registerEndpoints } from '../../platform/http';
import { registerBackupJob } from './job';

/** GET /api/backups, and the daily backup job when BACKUP_TIME is not off. */
export async function backupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerEndpoints(app, backupEndpoints, {
    status: () => backupStatus(ctx.config.backup),
  });
  const { databaseUrl, dataDir, backup } = ctx.config;
  if (backup.dailyAt && databaseUrl)
    void registerBackupJob(ctx.jobs, {
      db: ctx.db,
      databaseUrl,
      dataDir,
      files: ctx.files,
      settings: backup,
      log: app.log,
    });
}
