/** An item's saved versions and the field-by-field comparison of two of them. */
import type {
  ContentFields,
  ContentHistory,
  ContentHistoryEvent,
  ContentKind,
  ContentVersion,
  FieldChange,
} from '@managewell/api/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { users } from '../../platform/db';
import { notFound } from '../../platform/http';
import { contentItems } from '../site';
import { getItem } from './detail';
import { diffFields, fieldsOf, type StudioDeps } from './items';
import { contentVersions, siteAuditLog } from './schema';

/** The live (published) copy's fields: version 0 of a compare or restore. */
export async function liveFields(db: DbOrTx, kind: ContentKind, id: number): Promise<ContentFields | null> {
  const [item] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.kind, kind)));
  return item ? fieldsOf(item as ContentFields) : null;
}

/** Every saved version (newest first), the publishes and unpublishes, and who made the live copy. */
export async function itemHistory(deps: StudioDeps, kind: ContentKind, id: number): Promise<ContentHistory> {
  const item = await getItem(deps, kind, id);
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
  const audited = await deps.db
    .select({ action: siteAuditLog.action, at: siteAuditLog.at, by: users.fullName })
    .from(siteAuditLog)
    .leftJoin(users, eq(users.id, siteAuditLog.actorId))
    .where(
      and(
        eq(siteAuditLog.itemId, id),
        eq(siteAuditLog.kind, kind),
        inArray(siteAuditLog.action, ['publish', 'unpublish']),
      ),
    )
    .orderBy(desc(siteAuditLog.id))
    .limit(200);
  const events = audited.map((e) => ({
    action: e.action as ContentHistoryEvent['action'],
    at: e.at.toISOString(),
    by: e.by,
  }));
  const lastPublish = events.find((e) => e.action === 'publish');
  const [live] = await deps.db
    .select({ publishedAt: contentItems.publishedAt })
    .from(contentItems)
    .where(eq(contentItems.id, id));
  return {
    versions: rows.map((r) => ({
      ...r,
      action: r.action as ContentVersion['action'],
      savedAt: r.savedAt.toISOString(),
    })),
    events,
    // Published before the audit log knew (seeded or imported): the date the item went public.
    live:
      item.status === 'draft'
        ? null
        : lastPublish
          ? { at: lastPublish.at, by: lastPublish.by }
          : { at: live!.publishedAt.toISOString(), by: null },
  };
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
