import type { Role } from '@managewell/api';
import type { MenuItem } from '@managewell/ui';
import { useCallback, useEffect, useState } from 'react';
import { loadRemoteModule } from '../federation/remotes';

/**
 * The sidebar of a role comes from its own remote (`./menu`), so a role's team
 * ships its menu with its pages; only the signed-in role's remote is downloaded.
 */
export function useRoleMenu(role: Role) {
  const [items, setItems] = useState<MenuItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setFailed(false);
    loadRemoteModule<{ default: MenuItem[] }>(role, 'menu', attempt > 0).then(
      (module) => current && setItems(module.default),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [role, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { items, failed, retry };
}
