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

/** A sidebar link to one of the area's pages, named by its route path (title: the route's, unless given). */
export type MenuLink = string | { path: string; title?: string; icon?: string };

/** A titled sub-menu of links (or of further sections). */
export interface MenuSection {
  key: string;
  title: string;
  icon?: string;
  items: (MenuLink | MenuSection)[];
}

/**
 * A remote's sidebar derived from its route table: every link names a route of the area by its
 * path, takes that route's title unless the sidebar words it differently, and fails loudly when
 * the area has no such route (a menu entry cannot point at a page that does not exist).
 */
export function menuFromRoutes(
  module: { area: string; routes: readonly { path: string; title: string }[] },
  entries: (MenuLink | MenuSection)[],
): MenuItem[] {
  const base = `/app/${module.area}`;
  const toItem = (entry: MenuLink | MenuSection): MenuItem => {
    if (typeof entry !== 'string' && 'items' in entry) {
      return {
        key: entry.key,
        title: entry.title,
        ...(entry.icon ? { icon: entry.icon } : {}),
        children: entry.items.map(toItem),
      };
    }
    const link = typeof entry === 'string' ? { path: entry } : entry;
    const route = module.routes.find((candidate) => candidate.path === link.path);
    if (!route)
      throw new Error(`The ${module.area} menu names '${link.path}', which is not one of its routes.`);
    const path = `${base}/${link.path}`;
    return { key: path, title: link.title ?? route.title, path, ...(link.icon ? { icon: link.icon } : {}) };
  };
  return entries.map(toItem);
}
