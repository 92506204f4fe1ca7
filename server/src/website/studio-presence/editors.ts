import type { StudioEditor } from '@managewell/api/contract';

export interface EditorTab {
  userId: number;
  name: string;
  seenAt: Date;
}

/**
 * The people an item's open tabs belong to: tabs not heard from for `freshSeconds` are gone (the
 * tab lost its connection), and a person with several tabs counts once; sorted by name.
 */
export function currentEditors(tabs: readonly EditorTab[], now: Date, freshSeconds: number): StudioEditor[] {
  const since = now.getTime() - freshSeconds * 1000;
  const byUser = new Map<number, StudioEditor>();
  for (const tab of tabs) {
    if (tab.seenAt.getTime() <= since) continue;
    byUser.set(tab.userId, { userId: tab.userId, name: tab.name });
  }
  return [...byUser.values()].sort((a, b) => a.name.localeCompare(b.name) || a.userId - b.userId);
}
