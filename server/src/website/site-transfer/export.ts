/**
 * Writes the whole site as one archive (format.ts), streamed: the items and settings (small)
 * are read at once, the media originals one by one as the reader takes them, so the site's
 * pictures are never all in memory.
 */
import { createHash } from 'node:crypto';
import { createGzip } from 'node:zlib';
import {
  type ContentKind,
  PARENT_KIND,
  SITE_ARCHIVE_FORMAT,
  SITE_ARCHIVE_VERSION,
} from '@managewell/api/contract';
import type { Pool } from 'pg';
import { pack } from 'tar-stream';
import { ORIGINAL_EXTENSIONS } from '../site';
import {
  type ArchiveItem,
  type ArchiveMedia,
  contentEntry,
  KINDS_IN_ORDER,
  keyOf,
  MANIFEST,
  MEDIA_INDEX,
  SETTINGS,
} from './format';

export interface StoredItem {
  id: number;
  kind: ContentKind;
  parentId: number | null;
  slug: string;
  title: string;
  summary: string;
  position: number;
  published: boolean;
  publishedAt: Date;
  data: unknown;
}

/** Every stored item by id, with its key (format.ts). */
export function keyItems<T extends Pick<StoredItem, 'id' | 'kind' | 'parentId' | 'slug'>>(
  items: T[],
): Map<number, T & { key: string; parentKey: string | null }> {
  const byId = new Map(items.map((i) => [i.id, i]));
  const slugsOf = (item: T, seen = 0): string[] => {
    const parent = item.parentId === null ? undefined : byId.get(item.parentId);
    return parent && seen < 10 ? [...slugsOf(parent, seen + 1), item.slug] : [item.slug];
  };
  const out = new Map<number, T & { key: string; parentKey: string | null }>();
  for (const item of items) {
    const slugs = slugsOf(item);
    const parentKind = PARENT_KIND[item.kind];
    out.set(item.id, {
      ...item,
      key: keyOf(item.kind, slugs),
      parentKey: parentKind && slugs.length > 1 ? keyOf(parentKind, slugs.slice(0, -1)) : null,
    });
  }
  return out;
}

const ITEM_COLUMNS = `id, kind, parent_id as "parentId", slug, title, summary, position, published,
  published_at as "publishedAt", data`;

/** In id order: an import inserts them so, and the site's tie-breaks by id stay as they were. */
export async function loadItems(pool: Pick<Pool, 'query'>): Promise<StoredItem[]> {
  return (await pool.query<StoredItem>(`select ${ITEM_COLUMNS} from content_items order by id`)).rows;
}

/** The archive, as a gzip stream; `exportedAt` also names the file. */
export function exportSite(pool: Pool, exportedAt = new Date()): NodeJS.ReadableStream {
  const tar = pack();
  const gzip = createGzip();
  // A reader that goes away (the client closed the download) destroys the tar stream with an error;
  // it ends the export through write()'s promise below instead of crashing the process.
  tar.on('error', () => {});
  tar.pipe(gzip);
  const add = (name: string, body: Buffer) =>
    new Promise<void>((resolve, reject) => {
      // The callback comes once the entry is taken by the reader (back-pressure).
      const entry = tar.entry({ name, size: body.length, mtime: exportedAt, mode: 0o644 }, body, (error) =>
        error ? reject(error) : resolve(),
      );
      entry.on('error', reject);
    });
  const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 1)}\n`, 'utf8');

  const write = async () => {
    const [settings, items, history, mediaRows] = await Promise.all([
      pool.query<{ data: unknown }>('select data from site_settings where id = 1'),
      loadItems(pool),
      pool.query<{ itemId: number; parentId: number | null; slug: string }>(
        'select item_id as "itemId", parent_id as "parentId", slug from content_slug_history order by id',
      ),
      pool.query<{ id: string; mime: string; alt: string; focalX: number; focalY: number; sha256: string }>(
        `select id, mime, alt, focal_x as "focalX", focal_y as "focalY",
           encode(sha256(content), 'hex') as sha256 from media order by id`,
      ),
    ]);
    const keyed = keyItems(items);
    const formerSlugs = new Map<number, string[]>();
    for (const h of history.rows) {
      // Only the renames under the item's present parent travel (a move's old address does not).
      if (keyed.get(h.itemId)?.parentId !== h.parentId) continue;
      formerSlugs.set(h.itemId, [...(formerSlugs.get(h.itemId) ?? []), h.slug]);
    }
    const byKind = new Map<ContentKind, ArchiveItem[]>();
    for (const item of keyed.values()) {
      const list = byKind.get(item.kind) ?? [];
      list.push({
        key: item.key,
        kind: item.kind,
        parent: item.parentKey,
        slug: item.slug,
        title: item.title,
        summary: item.summary,
        position: item.position,
        published: item.published,
        publishedAt: item.publishedAt.toISOString(),
        data: item.data,
        formerSlugs: formerSlugs.get(item.id) ?? [],
      });
      byKind.set(item.kind, list);
    }
    const media: ArchiveMedia[] = mediaRows.rows.map((m) => ({
      id: m.id,
      mime: m.mime,
      alt: m.alt,
      focalX: m.focalX,
      focalY: m.focalY,
      file: `media/${m.id}.${ORIGINAL_EXTENSIONS[m.mime] ?? 'bin'}`,
      sha256: m.sha256,
    }));
    await add(
      MANIFEST,
      json({
        format: SITE_ARCHIVE_FORMAT,
        version: SITE_ARCHIVE_VERSION,
        exportedAt: exportedAt.toISOString(),
        counts: { items: items.length, media: media.length },
      }),
    );
    if (settings.rows[0]) await add(SETTINGS, json(settings.rows[0].data));
    for (const kind of KINDS_IN_ORDER) {
      const list = byKind.get(kind);
      if (list?.length) await add(contentEntry(kind), json(list));
    }
    await add(MEDIA_INDEX, json(media));
    for (const m of media) {
      const { rows } = await pool.query<{ content: Buffer }>('select content from media where id = $1', [
        m.id,
      ]);
      const content = rows[0]?.content;
      // Deleted meanwhile: the archive keeps the index entry's promise with the bytes it read.
      if (!content || createHash('sha256').update(content).digest('hex') !== m.sha256) {
        throw new Error(`media ${m.id} changed while the site was exported`);
      }
      await add(m.file, content);
    }
    tar.finalize();
  };
  write().catch((error: unknown) => {
    gzip.destroy(error as Error);
    tar.destroy(error as Error);
  });
  return gzip;
}
