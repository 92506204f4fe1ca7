/** Scheduled backups (the mechanism is platform/backup) and their status for admins. */
export { BACKUP_QUEUE, runScheduledBackup } from './job';
export { backupRoutes } from './routes';
