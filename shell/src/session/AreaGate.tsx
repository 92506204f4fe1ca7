import { canEnterArea, type StaffArea, useSession } from '@managewell/auth';
import type { ReactNode } from 'react';
import { ForbiddenPage } from '../pages/misc/ForbiddenPage';

/** Keeps each role in its own area (403 page otherwise); self-service is open to all staff. */
export function AreaGate({ area, children }: { area: StaffArea; children: ReactNode }) {
  const { user } = useSession();
  if (!user || !canEnterArea(user.role, area)) return <ForbiddenPage />;
  return <>{children}</>;
}
