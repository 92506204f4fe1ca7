/**
 * Publishing, hiding, deleting and ordering: each writes content_items (what the public site
 * reads) under the item's row lock and then tells every process ('site.changed').
 */
import type { ContentFields, ContentItemDetail, ContentKind } from '@managewell/api/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { contentChanged } from '../../platform/db';
import { ApiError, notFound, validationFailed } from '../../platform/http';
import { contentItems, contentSlugHistory } from '../site';
import { audit } from './audit-log';
import { itemDetail } from './detail';
import { type Actor, draftOf, fieldsOf, lockItem, type StudioDeps } from './items';
import { contentDrafts } from './schema';
import { refuseIfUsed } from './usages';
import { checkAddress, checkAltText, checkParent, renameNamed } from './validation';

/** Makes the draft live. Images on a published page need their alt text. */
export async function publishItem(
  deps: StudioDeps,
  kind: ContentKind,
  id: number,
  actor: Actor,
): Promise<ContentItemDetail> {
  const result = await deps.db.transaction(async (tx) => {
    const item = await lockItem(tx, kind, id);
    const draft = await draftOf(tx, id);
    const fields = fieldsOf((draft ?? item) as ContentFields);
    await checkParent(tx, kind, fields.parentId);
    await checkAddress(tx, kind, fields, item);
    await checkAltText(tx, kind, fields.data);
    if (item.published && (item.slug !== fields.slug || item.parentId !== fields.parentId)) {
      // The old address answers 301 to the new one.
      await tx
        .insert(contentSlugHistory)
        .values({ itemId: id, kind, parentId: item.parentId, slug: item.slug })
        .onConflictDoUpdate({
          target: [contentSlugHistory.kind, contentSlugHistory.parentId, contentSlugHistory.slug],
          set: { itemId: id },
        });
    }
    await tx
      .delete(contentSlugHistory)
      .where(
        and(
          eq(contentSlugHistory.kind, kind),
          fields.parentId === null
            ? isNull(contentSlugHistory.parentId)
            : eq(contentSlugHistory.parentId, fields.parentId),
          eq(contentSlugHistory.slug, fields.slug),
        ),
      );
    const [updated] = await tx
      .update(contentItems)
      .set({
        ...fields,
        published: true,
        updatedAt: new Date(),
        ...(item.published ? {} : { publishedAt: new Date() }),
      })
      .where(eq(contentItems.id, id))
      .returning();
    let saved = draft;
    if (draft) {
      [saved] = await tx
        .update(contentDrafts)
        .set({ pending: false })
        .where(eq(contentDrafts.itemId, id))
        .returning();
    }
    const renamed = await renameNamed(tx, kind, item.title, fields.title);
    await audit(tx, actor, 'publish', kind, id, fields.title);
    return { detail: await itemDetail(deps, tx, updated!, saved), renamed };
  });
  await deps.events.publish(contentChanged([id, ...result.renamed]));
  return result.detail;
}

/** Hides the item (its public address answers 404); its draft stays. */
export async function unpublishItem(
  deps: StudioDeps,
  kind: ContentKind,
  id: number,
  actor: Actor,
  force = false,
): Promise<ContentItemDetail> {
  if (!force) await refuseIfUsed(deps.db, kind, [id], 'unpublish');
  const result = await deps.db.transaction(async (tx) => {
    const item = await lockItem(tx, kind, id);
    const [updated] = await tx
      .update(contentItems)
      .set({ published: false, updatedAt: new Date() })
      .where(eq(contentItems.id, id))
      .returning();
    await audit(tx, actor, 'unpublish', kind, id, item.title);
    return itemDetail(deps, tx, updated!, await draftOf(tx, id));
  });
  await deps.events.publish(contentChanged([id]));
  return result;
}

export async function removeItems(
  deps: StudioDeps,
  kind: ContentKind,
  ids: number[],
  actor: Actor,
  force = false,
): Promise<number> {
  if (kind === 'page')
    throw validationFailed('The fixed pages cannot be deleted: unpublish one instead.', {
      kind: 'Fixed pages cannot be deleted.',
    });
  if (!force) await refuseIfUsed(deps.db, kind, ids, 'delete');
  const removed = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .delete(contentItems)
      .where(and(eq(contentItems.kind, kind), inArray(contentItems.id, ids)))
      .returning({ id: contentItems.id, title: contentItems.title });
    for (const row of rows) await audit(tx, actor, 'delete', kind, row.id, row.title);
    return rows.length;
  });
  if (removed === 0) throw notFound(`There is no such ${kind}.`);
  await deps.events.publish(contentChanged(ids));
  return removed;
}

/** Publishes, hides or deletes several items; publishing or hiding goes on past one that fails. */
export async function bulkAction(
  deps: StudioDeps,
  kind: ContentKind,
  action: 'publish' | 'unpublish' | 'delete',
  ids: number[],
  actor: Actor,
  force: boolean,
): Promise<{ done: number[]; failed: { id: number; message: string }[] }> {
  const unique = [...new Set(ids)];
  if (action === 'delete') {
    await removeItems(deps, kind, unique, actor, force);
    return { done: unique, failed: [] };
  }
  if (action === 'unpublish' && !force) await refuseIfUsed(deps.db, kind, unique, 'unpublish');
  const done: number[] = [];
  const failed: { id: number; message: string }[] = [];
  for (const id of unique) {
    try {
      if (action === 'publish') await publishItem(deps, kind, id, actor);
      else await unpublishItem(deps, kind, id, actor, true);
      done.push(id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      failed.push({ id, message: error.message });
    }
  }
  return { done, failed };
}

/**
 * Sets the order the site shows: `ids` in their new order. They take the positions they held
 * (sorted, made strictly increasing), so reordering one page of a long list or the children of
 * one parent leaves every other item where it was.
 */
export async function reorderItems(deps: StudioDeps, kind: ContentKind, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length !== ids.length)
    throw validationFailed('Each item once, please.', { ids: 'An item is listed twice.' });
  await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: contentItems.id, position: contentItems.position })
      .from(contentItems)
      .where(and(eq(contentItems.kind, kind), inArray(contentItems.id, unique)))
      .for('update');
    if (rows.length !== unique.length)
      throw validationFailed(`Some of these are not ${kind} items.`, { ids: `Only ${kind} items.` });
    const positions = rows.map((r) => r.position).sort((a, b) => a - b);
    for (let i = 1; i < positions.length; i++) positions[i] = Math.max(positions[i]!, positions[i - 1]! + 1);
    await tx.execute(sql`
      update content_items i set position = v.position, updated_at = now()
      from unnest(${sql.raw(`ARRAY[${unique.join(',')}]::int[]`)}, ${sql.raw(
        `ARRAY[${positions.join(',')}]::int[]`,
      )}) as v(id, position)
      where i.id = v.id`);
  });
  await deps.events.publish(contentChanged(unique));
}
