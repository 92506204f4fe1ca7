import { todayInKolkata } from '@managewell/api/contract';

export interface KeptBackup {
  name: string;
  /** ISO instant the backup was taken. */
  createdAt: string;
}

/** The Monday (IST calendar date) of the week an IST date falls in. */
function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/**
 * The backups to delete: kept are the newest backup of each of the `keepDaily` latest days that
 * have one, and the newest of each of the `keepWeekly` latest weeks (Monday to Sunday), in IST.
 * Days without a backup (a failed night) do not use up a place, so a run of failures never
 * deletes the last good backups.
 */
export function backupsToDelete<T extends KeptBackup>(
  backups: T[],
  keepDaily: number,
  keepWeekly: number,
): T[] {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const keep = new Set<T>();
  const days = new Set<string>();
  const weeks = new Set<string>();
  for (const backup of newestFirst) {
    const day = todayInKolkata(new Date(backup.createdAt));
    const week = mondayOf(day);
    if (!days.has(day) && days.size < keepDaily) keep.add(backup);
    if (!weeks.has(week) && weeks.size < keepWeekly) keep.add(backup);
    days.add(day);
    weeks.add(week);
  }
  return newestFirst.filter((backup) => !keep.has(backup));
}
