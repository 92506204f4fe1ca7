// Who sees the backups, without zod: the back office's user menu reads it on every page.
import type { Role } from '../roles';

/** The roles told about backups (a failed scheduled backup notifies them) and shown their status. */
export const BACKUP_ROLES = ['website-admin', 'hr'] as const satisfies readonly Role[];

export function seesBackups(role: Role): boolean {
  return (BACKUP_ROLES as readonly Role[]).includes(role);
}
