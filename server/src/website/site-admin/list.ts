/** The studio's list of one kind: search, status filter, sort and paging, with thumbnails and schedules. */
import type {
  ContentKind,
  ContentListQuery,
  ContentListResponse,
  ContentListRow,
  ContentStatus,
  ScheduleAction,
} from '@managewell/api/contract';
import { sql } from 'drizzle-orm';
import type { StudioDeps } from './items';
import { mediaIdsOf, publicPathOf } from './paths';

export async function listContent(
  deps: StudioDeps,
  kind: ContentKind,
  query: ContentListQuery,
): Promise<ContentListResponse> {
  const { db } = deps;
  const title = sql`coalesce(d.title, i.title)`;
  const status = sql`case when not i.published then 'draft' when coalesce(d.pending, false) then 'changed' else 'published' end`;
  const conditions = [sql`i.kind = ${kind}`];
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(${title} ilike ${like} or coalesce(d.slug, i.slug) ilike ${like})`);
  }
  if (query.status) conditions.push(sql`${status} = ${query.status}`);
  if (query.parentId !== undefined) conditions.push(sql`i.parent_id = ${query.parentId}`);
  const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
  const orderBy = {
    position: sql`i.position ${direction}, i.id ${direction}`,
    title: sql`lower(${title}) ${direction}, i.id`,
    updated: sql`coalesce(d.updated_at, i.updated_at) ${direction}, i.id`,
    status: sql`${status} ${direction}, i.position, i.id`,
  }[query.sort];
  const where = sql.join(conditions, sql` and `);
  const result = await db.execute<{
    id: number;
    parent_id: number | null;
    parent_title: string | null;
    parent_slug: string | null;
    grand_parent_slug: string | null;
    title: string;
    slug: string;
    live_slug: string;
    position: number;
    status: ContentStatus;
    updated_at: string | Date;
    updated_by: string | null;
    data: Record<string, unknown>;
    schedule_action: ScheduleAction | null;
    schedule_at: string | Date | null;
    total: string;
  }>(sql`
    select i.id, i.parent_id, p.title as parent_title, p.slug as parent_slug,
           g.slug as grand_parent_slug, ${title} as title, coalesce(d.slug, i.slug) as slug,
           i.slug as live_slug, i.position, ${status} as status,
           coalesce(d.updated_at, i.updated_at) as updated_at, u.full_name as updated_by,
           coalesce(d.data, i.data) as data, s.action as schedule_action, s.run_at as schedule_at,
           count(*) over () as total
    from content_items i
    left join content_drafts d on d.item_id = i.id
    left join users u on u.id = d.updated_by
    left join content_items p on p.id = i.parent_id
    left join content_items g on g.id = p.parent_id
    left join lateral (
      select action, run_at from content_schedules cs
      where cs.item_id = i.id and cs.status = 'pending' order by run_at limit 1
    ) s on true
    where ${where}
    order by ${orderBy}
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`);
  const brand = await deps.brand();
  let total = Number(result.rows[0]?.total ?? 0);
  if (result.rows.length === 0 && query.page > 1) {
    const [row] = await db
      .execute<{ n: string }>(
        sql`select count(*) as n from content_items i left join content_drafts d on d.item_id = i.id where ${where}`,
      )
      .then((r) => r.rows);
    total = Number(row?.n ?? 0);
  }
  const items: ContentListRow[] = result.rows.map((r) => ({
    id: r.id,
    kind,
    parentId: r.parent_id,
    parentTitle: r.parent_title,
    title: r.title,
    slug: r.slug,
    position: r.position,
    status: r.status,
    updatedAt: new Date(r.updated_at).toISOString(),
    updatedBy: r.updated_by,
    thumbnail: mediaIdsOf(kind, r.data)[0] ?? null,
    publicPath:
      r.status === 'draft'
        ? null
        : publicPathOf(
            { kind, slug: r.live_slug, parentSlug: r.parent_slug, grandParentSlug: r.grand_parent_slug },
            brand,
          ),
    scheduled:
      r.schedule_action && r.schedule_at
        ? { action: r.schedule_action, at: new Date(r.schedule_at).toISOString() }
        : null,
  }));
  return { items, total };
}
