import type { MenuItem } from '@managewell/ui';

/**
 * SPEC 4: a main menu opens one at a time and closes on a second click; a
 * sub-menu inside it toggles on its own. Given the open keys antd proposes,
 * returns the keys to keep open.
 */
export function nextOpenKeys(items: MenuItem[], current: string[], proposed: string[]): string[] {
  const topLevel = new Set(items.filter((i) => i.children).map((i) => i.key));
  const opened = proposed.find((key) => !current.includes(key));
  if (opened && topLevel.has(opened)) {
    // A main menu opened: close the other main menus (and their sub-menus).
    const inside = new Set(keysBelow(items.find((i) => i.key === opened)!));
    return proposed.filter((key) => key === opened || inside.has(key));
  }
  return proposed;
}

function keysBelow(item: MenuItem): string[] {
  return (item.children ?? []).flatMap((child) => (child.children ? [child.key, ...keysBelow(child)] : []));
}

/** The keys of the sub-menus that contain `path`, outermost first (to open them on load). */
export function openKeysFor(items: MenuItem[], path: string): string[] {
  for (const item of items) {
    if (item.path === path) return [];
    if (item.children) {
      const inner = openKeysFor(item.children, path);
      if (inner.length > 0 || containsPath(item.children, path)) return [item.key, ...inner];
    }
  }
  return [];
}

function containsPath(items: MenuItem[], path: string): boolean {
  return items.some((i) => i.path === path || (i.children ? containsPath(i.children, path) : false));
}

/** The menu key of the page being shown: its own link, or the closest link above it. */
export function selectedKeyFor(items: MenuItem[], path: string): string | undefined {
  let best: { key: string; length: number } | undefined;
  const visit = (list: MenuItem[]) => {
    for (const item of list) {
      if (item.path && (path === item.path || path.startsWith(`${item.path}/`))) {
        if (!best || item.path.length > best.length) best = { key: item.key, length: item.path.length };
      }
      if (item.children) visit(item.children);
    }
  };
  visit(items);
  return best?.key;
}
