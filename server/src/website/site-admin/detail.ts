/** One item as the editor opens it: its draft (or live copy), status, public address and schedules. */
import type {
  ContentFields,
  ContentItemDetail,
  ContentKind,
  ContentSchedule,
  ScheduleAction,
} from '@managewell/api/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { users } from '../../platform/db';
import { notFound } from '../../platform/http';
import { contentItems } from '../site';
import { type DraftRow, draftOf, fieldsOf, type ItemRow, type StudioDeps, statusOf, userName } from './items';
import { publicPathOf } from './paths';
import { contentSchedules } from './schema';

export async function getItem(
  deps: StudioDeps,
  kind: ContentKind,
  id: number,
  tx: DbOrTx = deps.db,
): Promise<ContentItemDetail> {
  const [item] = await tx
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.kind, kind)));
  if (!item) throw notFound(`There is no ${kind} ${id}.`);
  return itemDetail(deps, tx, item, await draftOf(tx, id));
}

export async function itemDetail(
  deps: StudioDeps,
  tx: DbOrTx,
  item: ItemRow,
  draft: DraftRow | undefined,
): Promise<ContentItemDetail> {
  const kind = item.kind as ContentKind;
  const fields = fieldsOf((draft ?? item) as ContentFields);
  const schedules = await tx
    .select({
      id: contentSchedules.id,
      action: contentSchedules.action,
      at: contentSchedules.runAt,
      status: contentSchedules.status,
      by: users.fullName,
    })
    .from(contentSchedules)
    .leftJoin(users, eq(users.id, contentSchedules.createdBy))
    .where(eq(contentSchedules.itemId, item.id))
    .orderBy(desc(contentSchedules.runAt))
    .limit(20);
  let publicPath: string | null = null;
  if (item.published) {
    const [parent] = item.parentId
      ? await tx
          .select({ slug: contentItems.slug, parentId: contentItems.parentId })
          .from(contentItems)
          .where(eq(contentItems.id, item.parentId))
      : [];
    const [grand] = parent?.parentId
      ? await tx
          .select({ slug: contentItems.slug })
          .from(contentItems)
          .where(eq(contentItems.id, parent.parentId))
      : [];
    publicPath = publicPathOf(
      { kind, slug: item.slug, parentSlug: parent?.slug ?? null, grandParentSlug: grand?.slug ?? null },
      await deps.brand(),
    );
  }
  return {
    id: item.id,
    kind,
    ...fields,
    version: draft?.version ?? 0,
    status: statusOf(item, draft),
    publicPath,
    updatedAt: (draft?.updatedAt ?? item.updatedAt).toISOString(),
    updatedBy: await userName(tx, draft?.updatedBy ?? null),
    schedules: schedules.map((s) => ({
      id: s.id,
      action: s.action as ScheduleAction,
      at: s.at.toISOString(),
      status: s.status as ContentSchedule['status'],
      by: s.by,
    })),
  };
}
