/** An item's saved versions and the field-by-field comparison of two of them. */
import type { ContentFields, ContentKind, ContentVersion, FieldChange } from '@managewell/api/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { users } from '../../platform/db';
import { notFound } from '../../platform/http';
import { contentItems } from '../site';
import { getItem } from './detail';
import { diffFields, fieldsOf, type StudioDeps } from './items';
import { contentVersions } from './schema';

/** The live (published) copy's fields: version 0 of a compare or restore. */
export async function liveFields(db: DbOrTx, kind: ContentKind, id: number): Promise<ContentFields | null> {
  const [item] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.kind, kind)));
  return item ? fieldsOf(item as ContentFields) : null;
}

export async function itemVersions(
  deps: StudioDeps,
  kind: ContentKind,
  id: number,
): Promise<ContentVersion[]> {
  await getItem(deps, kind, id);
  const rows = await deps.db
    .select({
      version: contentVersions.version,
      action: contentVersions.action,
      title: contentVersions.title,
      savedAt: contentVersions.savedAt,
      savedBy: users.fullName,
    })
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.savedBy))
    .where(eq(contentVersions.itemId, id))
    .orderBy(desc(contentVersions.version))
    .limit(200);
  return rows.map((r) => ({
    ...r,
    action: r.action as ContentVersion['action'],
    savedAt: r.savedAt.toISOString(),
  }));
}

/** Field-by-field comparison of two versions (0: the live copy). */
export async function compareVersions(
  deps: StudioDeps,
  kind: ContentKind,
  id: number,
  a: number,
  b: number,
): Promise<FieldChange[]> {
  const load = async (version: number) => {
    if (version === 0) return liveFields(deps.db, kind, id);
    const [row] = await deps.db
      .select()
      .from(contentVersions)
      .innerJoin(contentItems, eq(contentItems.id, contentVersions.itemId))
      .where(
        and(
          eq(contentVersions.itemId, id),
          eq(contentVersions.version, version),
          eq(contentItems.kind, kind),
        ),
      );
    return row ? fieldsOf(row.content_versions as ContentFields) : null;
  };
  const [before, after] = await Promise.all([load(a), load(b)]);
  if (!before || !after) throw notFound(`This ${kind} has no version ${!before ? a : b}.`);
  return diffFields(before, after);
}
