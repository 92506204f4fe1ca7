import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { BACKUP_ROLES } from './backup-values';

const backupStatusAnswer = z.object({
  /** The daily backup's time (IST, HH:MM); null when scheduled backups are off. */
  dailyAt: z.string().nullable(),
  keepDaily: z.number().int(),
  keepWeekly: z.number().int(),
  /** Backups on this machine, newest first. */
  backups: z.array(
    z.object({ name: z.string(), createdAt: z.string(), totalBytes: z.number().int(), schema: z.string() }),
  ),
  /** The latest scheduled runs, newest first. */
  runs: z.array(
    z.object({
      startedAt: z.string(),
      finishedAt: z.string(),
      ok: z.boolean(),
      backup: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
});
export type BackupStatus = z.output<typeof backupStatusAnswer>;

export const backupEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: '/api/backups',
    access: BACKUP_ROLES,
    summary: 'The backups kept on this machine and the latest scheduled runs (a failed one says why).',
    answer: backupStatusAnswer,
  }),
};
