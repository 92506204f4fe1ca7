import { hasOutbox, seesBackups } from '@managewell/api/contract';
import { canEnterArea, type StaffArea, useSession } from '@managewell/auth';
import type { ReactNode } from 'react';
import { ForbiddenPage } from '../pages/misc/ForbiddenPage';

/** Keeps each role in its own area (403 page otherwise); self-service is open to all staff. */
export function AreaGate({ area, children }: { area: StaffArea; children: ReactNode }) {
  const { user } = useSession();
  if (!user || !canEnterArea(user.role, area)) return <ForbiddenPage />;
  return <>{children}</>;
}

/** The outbox is for the roles that send mail (contract OUTBOX_ROLES); 403 page otherwise. */
export function OutboxGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (!user || !hasOutbox(user.role)) return <ForbiddenPage />;
  return <>{children}</>;
}

/** The backups' status is for the roles a failed backup notifies (contract BACKUP_ROLES); 403 page otherwise. */
export function BackupsGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (!user || !seesBackups(user.role)) return <ForbiddenPage />;
  return <>{children}</>;
}
