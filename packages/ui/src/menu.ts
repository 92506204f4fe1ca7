/** A remote's sidebar entries (SPEC 2 "Sidebar menu by role"), exposed as `./menu`. */
export interface MenuItem {
  /** Stable key; also the route path for items that link somewhere. */
  key: string;
  title: string;
  /** Absolute path; absent for groups and collapsible sub-menus. */
  path?: string;
  icon?: string;
  children?: MenuItem[];
  /** 'group' renders a labelled group; otherwise children make a collapsible sub-menu. */
  type?: 'group' | 'item';
}

/** Flattens a menu to its links, for the title rule and the route checks. */
export function menuLinks(items: MenuItem[]): { path: string; title: string }[] {
  return items.flatMap((item) => [
    ...(item.path ? [{ path: item.path, title: item.title }] : []),
    ...menuLinks(item.children ?? []),
  ]);
}
