import type { Role } from '@managewell/api';
import type { MenuItem } from '@managewell/ui';
import { useCallback, useEffect, useState } from 'react';
import { loadRemoteModule } from '../federation/remotes';

/** The shell's own pages every staff member opens, after the role's menu. */
export const SHELL_MENU: MenuItem[] = [
  { key: '/full-calendar', title: 'Calendar', path: '/full-calendar', icon: 'calendar' },
];

/** A role's menu with the shell's entries it does not already have. */
export function withShellMenu(items: MenuItem[]): MenuItem[] {
  const has = (path: string, list: MenuItem[]): boolean =>
    list.some((item) => item.path === path || (item.children ? has(path, item.children) : false));
  return [...items, ...SHELL_MENU.filter((entry) => !has(entry.path!, items))];
}

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
      (module) => current && setItems(withShellMenu(module.default)),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [role, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { items, failed, retry };
}
