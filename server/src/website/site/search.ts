/**
 * Site search: PostgreSQL full-text search (English) over published services, products,
 * projects, blogs and news: title, summary and rich-text body, ranked title over summary over
 * body, each answer with a highlighted snippet of where the words were found.
 */
import type { SearchResult, SearchSnippetPart } from '@managewell/api/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import type { ContentKind } from './content-kinds';
import { itemPath } from './paths';
import { BODY_TEXT_SQL } from './schema';
import { englishFor } from './search-words';
import { plainText } from './seo';
import type { Item, Snapshot } from './snapshot';

export const SEARCH_LIMIT = 20;
/** More words than this add nothing a visitor means; the rest are ignored. */
const MAX_WORDS = 8;

const SECTIONS: Partial<Record<ContentKind, SearchResult['section']>> = {
  service: 'Services',
  product: 'Products',
  project: 'Projects',
  blog: 'Blog',
  news: 'News',
};
const SEARCHED_KINDS = Object.keys(SECTIONS) as ContentKind[];

// Private-use characters mark the highlights: they are removed from the text first, so content
// can never forge one, and no markup ever travels from the database to the page.
const START = '\uE000';
const STOP = '\uE001';
const HEADLINE_OPTIONS = `StartSel="${START}", StopSel="${STOP}", MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

export interface SearchableItem {
  item: Item;
  path: string;
}

/** The visible items search may answer with, by id, in section order (the order of equal ranks). */
export function searchableItems(snapshot: Snapshot): Map<number, SearchableItem> {
  const found = new Map<number, SearchableItem>();
  for (const kind of SEARCHED_KINDS) {
    for (const item of snapshot.list(kind)) {
      const path = itemPath(snapshot, item);
      if (path) found.set(item.id, { item, path });
    }
  }
  return found;
}

/**
 * The visitor's words as a tsquery: every word required, the last one also as a prefix (so
 * "swim" finds "swimming" while it is being typed), a Hindi transliteration also as its English
 * word (search-words.ts). Only letters, their marks (Devanagari vowel signs) and digits pass, so
 * nothing typed can be tsquery syntax. Null when no word is left.
 */
export function toPrefixQuery(query: string): string | null {
  const words = (query.normalize('NFKC').match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return words
    .map((word, i) => {
      const suffix = i === words.length - 1 ? ':*' : '';
      const english = englishFor(word);
      return english ? `(${word}${suffix} | ${english}${suffix})` : `${word}${suffix}`;
    })
    .join(' & ');
}

/** A ts_headline answer as plain-text parts, the matched words marked. */
export function snippetParts(headline: string): SearchSnippetPart[] {
  const parts: SearchSnippetPart[] = [];
  let match = false;
  for (const piece of plainText(headline).split(/([\uE000\uE001])/)) {
    if (piece === START) match = true;
    else if (piece === STOP) match = false;
    else if (piece !== '') parts.push({ text: piece, match });
  }
  return parts;
}

export async function searchContent(
  db: Db,
  snapshot: Snapshot,
  searchable: Map<number, SearchableItem>,
  query: string,
): Promise<SearchResult[]> {
  const tsquery = toPrefixQuery(query);
  if (!tsquery || searchable.size === 0) return [];
  const ids = `{${[...searchable.keys()].join(',')}}`;
  const { rows } = await db.execute<{ id: number; headline: string }>(sql`
    with q as (select to_tsquery('english', ${tsquery}) as query),
    hits as (
      select c.id, c.summary, c.data, ts_rank(c.search_document, q.query) as rank,
             array_position(${ids}::int[], c.id) as position
        from content_items c, q
       where c.id = any(${ids}::int[]) and c.search_document @@ q.query
       order by rank desc, position
       limit ${SEARCH_LIMIT}
    )
    select c.id,
           ts_headline('english', translate(c.summary || E'\n' || ${sql.raw(BODY_TEXT_SQL)}, ${START + STOP}, ''), q.query,
                       ${HEADLINE_OPTIONS}) as headline
      from hits c, q
     order by c.rank desc, c.position`);
  return rows.flatMap(({ id, headline }) => {
    const hit = searchable.get(id);
    if (!hit) return [];
    const { item, path } = hit;
    const data = item.data as { image?: string; images?: string[] };
    const imageId = data.image ?? data.images?.[0];
    const snippet = snippetParts(headline);
    return [
      {
        title: item.title,
        path,
        summary: item.summary,
        section: SECTIONS[item.kind as ContentKind]!,
        ...(snippet.length > 0 ? { snippet } : {}),
        ...(imageId ? { image: snapshot.image(imageId) } : {}),
      },
    ];
  });
}
