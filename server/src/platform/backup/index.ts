export { type BackupOptions, type BackupResult, backupName, createBackup } from './create';
export { backupSource, type DatabaseHandle, restoreIntoDataDir } from './embedded';
export { BackupError, type BackupManifest, readManifest, verifyBackup } from './manifest';
export { checkBackup, type RestoreOptions, type RestoreSummary, restoreBackup } from './restore';
export { backupsToDelete } from './retention';
export { type BackupRun, backupStatus, listBackups, readRuns, recordRun } from './status';
