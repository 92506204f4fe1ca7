import { routeCalls } from '../call';
import type { BackupStatus } from '../contract';
import { backupsRoutes } from '../contract/routes.generated';

const { call } = routeCalls(backupsRoutes);

/** The backups kept on the server and the latest scheduled runs. */
export async function fetchBackupStatus(): Promise<BackupStatus> {
  return call('backups.status');
}
