/** Site search over published services, products, projects, blogs and news (title and summary). */
import type { SearchResult } from '@managewell/api/contract';
import type { ContentKind } from './content-kinds';
import { itemPath } from './paths';
import type { Snapshot } from './snapshot';

export const SEARCH_LIMIT = 20;

const SECTIONS: Partial<Record<ContentKind, SearchResult['section']>> = {
  service: 'Services',
  product: 'Products',
  project: 'Projects',
  blog: 'Blog',
  news: 'News',
};
const SEARCHED_KINDS = Object.keys(SECTIONS) as ContentKind[];

/** Case-insensitive substring search; title matches first, then summary matches, each in section order. */
export function searchContent(snapshot: Snapshot, query: string): SearchResult[] {
  const needle = query.trim().toLocaleLowerCase('en-IN');
  const ranked: { rank: number; order: number; result: SearchResult }[] = [];
  let order = 0;
  for (const kind of SEARCHED_KINDS) {
    for (const item of snapshot.list(kind)) {
      order += 1;
      const inTitle = item.title.toLocaleLowerCase('en-IN').includes(needle);
      if (!inTitle && !item.summary.toLocaleLowerCase('en-IN').includes(needle)) continue;
      const path = itemPath(snapshot, item);
      if (!path) continue;
      const data = item.data as { image?: string; images?: string[] };
      const imageId = data.image ?? data.images?.[0];
      ranked.push({
        rank: inTitle ? (item.title.toLocaleLowerCase('en-IN').startsWith(needle) ? 0 : 1) : 2,
        order,
        result: {
          title: item.title,
          path,
          summary: item.summary,
          section: SECTIONS[kind]!,
          ...(imageId ? { image: snapshot.image(imageId) } : {}),
        },
      });
    }
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, SEARCH_LIMIT)
    .map((r) => r.result);
}
