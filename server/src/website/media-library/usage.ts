/**
 * Where media is used: content items name media by id (a JSON string in their data), the
 * settings document by URL (/media/<id>/…). Exported for the content studio too
 * (`mediaMissingAlt` before publishing).
 */
import type { MediaUsage } from '@managewell/api/contract';
import type { Pool } from 'pg';

/** Every place that uses the media (content items, then the settings). */
export async function mediaUsage(pool: Pool, id: string): Promise<MediaUsage[]> {
  const { rows } = await pool.query<{
    kind: string;
    id: number;
    title: string;
    published: boolean;
    data: unknown;
  }>(
    `select kind, id, title, published, data from content_items
      where strpos(data::text, $1) > 0 order by kind, title`,
    [JSON.stringify(id)],
  );
  const uses: MediaUsage[] = rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    title: row.title,
    published: row.published,
    field: fieldsNaming(row.data, id).join(', '),
  }));
  // Drafts and older versions count too: restoring one would show a missing picture.
  const earlier = await pool.query<{
    kind: string;
    id: number;
    title: string;
    published: boolean;
    draft: boolean;
    versions: number[];
  }>(
    `select i.kind, i.id, i.title, i.published,
            coalesce(strpos(d.data::text, $1) > 0, false) as draft,
            array(select v.version from content_versions v
                   where v.item_id = i.id and strpos(v.data::text, $1) > 0 order by v.version) as versions
       from content_items i left join content_drafts d on d.item_id = i.id
      where strpos(i.data::text, $1) = 0
        and (strpos(d.data::text, $1) > 0
          or exists (select 1 from content_versions v where v.item_id = i.id and strpos(v.data::text, $1) > 0))
      order by i.kind, i.title`,
    [JSON.stringify(id)],
  );
  for (const row of earlier.rows) {
    const where = [
      ...(row.draft ? ['the draft'] : []),
      ...(row.versions.length
        ? [`${row.versions.length === 1 ? 'version' : 'versions'} ${row.versions.join(', ')}`]
        : []),
    ];
    uses.push({
      kind: row.kind,
      id: row.id,
      title: row.title,
      published: row.published,
      field: `in ${where.join(' and ')}`,
    });
  }
  const settings = await pool.query<{ data: unknown }>(
    `select data from site_settings where id = 1 and strpos(data::text, $1) > 0`,
    [`/media/${id}/`],
  );
  if (settings.rows[0]) {
    uses.push({
      kind: 'settings',
      id: null,
      title: 'Site settings',
      published: true,
      field: fieldsNaming(settings.rows[0].data, `/media/${id}/`, true).join(', '),
    });
  }
  return uses;
}

/** Dotted paths of the JSON values equal to `needle` (or containing it when `contains`). */
function fieldsNaming(value: unknown, needle: string, contains = false, path = ''): string[] {
  if (typeof value === 'string')
    return (contains ? value.includes(needle) : value === needle) ? [path || '(value)'] : [];
  if (Array.isArray(value))
    return value.flatMap((v, i) => fieldsNaming(v, needle, contains, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) =>
      fieldsNaming(v, needle, contains, path ? `${path}.${k}` : k),
    );
  return [];
}

/**
 * How many places use the media `m.id` (SQL): items whose live copy, draft or any saved version
 * names it, and the settings.
 */
export const USES = `((select count(*)::int from content_items c
      where strpos(c.data::text, to_json(m.id)::text) > 0
         or exists (select 1 from content_drafts d
                     where d.item_id = c.id and strpos(d.data::text, to_json(m.id)::text) > 0)
         or exists (select 1 from content_versions v
                     where v.item_id = c.id and strpos(v.data::text, to_json(m.id)::text) > 0))
  + (select count(*)::int from site_settings s where strpos(s.data::text, '/media/' || m.id || '/') > 0))`;

/** How many places use each media id (content items and settings), in one query. */
export async function usageCounts(pool: Pool, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const { rows } = await pool.query<{ id: string; uses: number }>(
    `select m.id, ${USES} as uses from unnest($1::text[]) as m(id)`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.uses]));
}

/**
 * The ids among `ids` that are images without alt text (or not stored at all): an item using
 * them must not be published (the studio calls this before publish).
 */
export async function mediaMissingAlt(pool: Pool, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const { rows } = await pool.query<{ id: string }>(
    `select w.id from unnest($1::text[]) as w(id) left join media m on m.id = w.id
      where m.id is null or (m.mime like 'image/%' and btrim(m.alt) = '') order by w.id`,
    [unique],
  );
  return rows.map((r) => r.id);
}
