/** Where an item is used, and the 409 that stops hiding or deleting a used one without `force`. */
import { CONTENT_KINDS, type ContentKind, type ContentUsage, chosenFieldsOf } from '@managewell/api/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { notFound } from '../../platform/http';
import { contentItems } from '../site';
import { conflictError } from './items';

export async function refuseIfUsed(
  db: DbOrTx,
  kind: ContentKind,
  ids: number[],
  action: 'unpublish' | 'delete',
) {
  const usages = (await Promise.all(ids.map((id) => itemUsages(db, kind, id)))).flat();
  if (usages.length === 0) return;
  throw conflictError(
    `Other content links to ${ids.length === 1 ? 'this item' : 'these items'}: ${usages
      .slice(0, 5)
      .map((u) => `${u.title} (${u.field})`)
      .join(', ')}${usages.length > 5 ? '…' : ''}. Confirm to ${action} anyway.`,
    { usages },
  );
}

/**
 * Where an item is used: its children, services that show a project type's projects, and the
 * items that chose it (the home page's bands, similar or other products, related posts).
 */
export async function itemUsages(db: DbOrTx, kind: ContentKind, id: number): Promise<ContentUsage[]> {
  const [item] = await db
    .select({ slug: contentItems.slug })
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.kind, kind)));
  if (!item) throw notFound(`There is no ${kind} ${id}.`);
  const children = await db
    .select({ id: contentItems.id, kind: contentItems.kind, title: contentItems.title })
    .from(contentItems)
    .where(eq(contentItems.parentId, id))
    .orderBy(asc(contentItems.position))
    .limit(50);
  const usages: ContentUsage[] = children.map((c) => ({
    kind: c.kind as ContentKind,
    id: c.id,
    title: c.title,
    field: `belongs to this ${kind}`,
  }));
  if (kind === 'project-type') {
    const services = await db.execute<{ id: number; title: string }>(sql`
      select i.id, coalesce(d.title, i.title) as title from content_items i
      left join content_drafts d on d.item_id = i.id
      where i.kind = 'service'
        and (i.data->'projectTypes' ? ${item.slug} or coalesce(d.data->'projectTypes', '[]'::jsonb) ? ${item.slug})`);
    for (const s of services.rows)
      usages.push({ kind: 'service', id: s.id, title: s.title, field: 'related projects' });
  }
  usages.push(...(await choosers(db, kind, id)));
  return usages;
}

/** "homeServices" → "home services"; a post's "related" → "related posts". */
function choiceLabel(owner: ContentKind, field: string): string {
  if (field === 'related') return owner === 'blog' ? 'related posts' : `related ${owner}`;
  return field.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
}

/** The items whose curated choices (live or in a draft) name this one. */
async function choosers(db: DbOrTx, kind: ContentKind, id: number): Promise<ContentUsage[]> {
  const chosen = JSON.stringify([id]);
  const found: ContentUsage[] = [];
  for (const owner of CONTENT_KINDS) {
    for (const { field, kind: named } of chosenFieldsOf(owner)) {
      if (named !== kind) continue;
      const rows = await db.execute<{ id: number; title: string }>(sql`
        select i.id, coalesce(d.title, i.title) as title from content_items i
        left join content_drafts d on d.item_id = i.id
        where i.kind = ${owner} and i.id <> ${id}
          and (coalesce(i.data->${field}, '[]'::jsonb) @> ${chosen}::jsonb
            or coalesce(d.data->${field}, '[]'::jsonb) @> ${chosen}::jsonb)
        order by i.id limit 50`);
      for (const row of rows.rows)
        found.push({ kind: owner, id: Number(row.id), title: row.title, field: choiceLabel(owner, field) });
    }
  }
  return found;
}
