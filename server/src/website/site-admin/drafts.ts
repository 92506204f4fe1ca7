/** Writing drafts: a new item, a save on top of a version (409 when stale), a restored version. */
import type {
  ContentConflictDetails,
  ContentDraftInput,
  ContentFields,
  ContentItemDetail,
  ContentKind,
} from '@managewell/api/contract';
import { and, eq, gt, inArray, max, sql } from 'drizzle-orm';
import { type DbOrTx, media } from '../../platform/db';
import { type ApiError, notFound, validationFailed } from '../../platform/http';
import { contentItems } from '../site';
import { itemDetail } from './detail';
import {
  type Actor,
  conflictError,
  type DraftRow,
  diffFields,
  draftOf,
  fieldsOf,
  type ItemRow,
  lockItem,
  type StudioDeps,
  sameFields,
  userName,
} from './items';
import { mediaIdsOf } from './paths';
import { contentDrafts, contentVersions } from './schema';
import { checkAddress, checkChosen, checkNamed, checkParent, validateFields } from './validation';
import { liveFields } from './versions';

export async function createItem(
  deps: StudioDeps,
  kind: ContentKind,
  input: ContentDraftInput,
  actor: Actor,
): Promise<ContentItemDetail> {
  if (kind === 'page')
    throw validationFailed('The fixed pages exist already: edit them instead.', {
      kind: 'Fixed pages cannot be added.',
    });
  const fields = validateFields(kind, input);
  return deps.db.transaction(async (tx) => {
    await checkParent(tx, kind, fields.parentId);
    await checkAddress(tx, kind, fields, null);
    await checkChosen(tx, kind, fields.data, null);
    await checkNamed(tx, kind, fields.data, null);
    const [last] = await tx
      .select({ position: max(contentItems.position) })
      .from(contentItems)
      .where(eq(contentItems.kind, kind));
    const [item] = await tx
      .insert(contentItems)
      .values({ kind, ...fields, published: false, position: (last?.position ?? -1) + 1 })
      .returning();
    const draft = { itemId: item!.id, version: 1, ...fields, pending: false, updatedBy: actor?.id ?? null };
    const [row] = await tx.insert(contentDrafts).values(draft).returning();
    await tx
      .insert(contentVersions)
      .values({ itemId: item!.id, version: 1, action: 'create', ...fields, savedBy: actor?.id ?? null });
    return itemDetail(deps, tx, item!, row);
  });
}

/**
 * An editor's autosave within this long of their previous autosave updates that version (now
 * numbered as the draft) instead of adding one: a minute of typing is one version, not three.
 */
export const AUTOSAVE_JOIN_MS = 5 * 60_000;

/** Saves a draft on top of `version`; a stale version is a 409 with what changed meanwhile. */
export async function saveDraft(
  deps: StudioDeps,
  kind: ContentKind,
  id: number,
  input: ContentDraftInput & { version: number; autosave?: boolean },
  actor: Actor,
  action: 'save' | 'restore' = 'save',
): Promise<ContentItemDetail> {
  const { version: _version, autosave, ...editable } = input;
  const fields = validateFields(kind, editable);
  return deps.db.transaction(async (tx) => {
    const item = await lockItem(tx, kind, id);
    const draft = await draftOf(tx, id);
    const current = draft?.version ?? 0;
    if (input.version !== current) throw await staleSave(deps, tx, item, draft, input.version);
    await checkParent(tx, kind, fields.parentId);
    await checkAddress(tx, kind, fields, item);
    await checkChosen(tx, kind, fields.data, id);
    await checkNamed(tx, kind, fields.data, (draft?.data ?? item.data) as Record<string, unknown>);
    const version = current + 1;
    const row = {
      ...fields,
      version,
      pending: !sameFields(fields, fieldsOf(item as ContentFields)),
      updatedBy: actor?.id ?? null,
      updatedAt: new Date(),
    };
    const [saved] = await tx
      .insert(contentDrafts)
      .values({ itemId: id, ...row })
      .onConflictDoUpdate({ target: contentDrafts.itemId, set: row })
      .returning();
    const kept = { version, ...fields, savedBy: actor?.id ?? null, savedAt: new Date() };
    const joined =
      action === 'save' && autosave && actor
        ? await tx
            .update(contentVersions)
            .set(kept)
            .where(
              and(
                eq(contentVersions.itemId, id),
                eq(contentVersions.version, current),
                eq(contentVersions.action, 'autosave'),
                eq(contentVersions.savedBy, actor.id),
                gt(contentVersions.savedAt, new Date(Date.now() - AUTOSAVE_JOIN_MS)),
              ),
            )
            .returning({ id: contentVersions.id })
        : [];
    if (joined.length === 0)
      await tx
        .insert(contentVersions)
        .values({ itemId: id, action: action === 'save' && autosave ? 'autosave' : action, ...kept });
    return itemDetail(deps, tx, item, saved);
  });
}

/** The 409 of a stale save: who saved meanwhile, what they changed, and the item as it is now. */
async function staleSave(
  deps: StudioDeps,
  tx: DbOrTx,
  item: ItemRow,
  draft: DraftRow | undefined,
  base: number,
): Promise<ApiError> {
  const [baseRow] =
    base === 0
      ? []
      : await tx
          .select()
          .from(contentVersions)
          .where(and(eq(contentVersions.itemId, item.id), eq(contentVersions.version, base)));
  const before = fieldsOf((baseRow ?? item) as ContentFields);
  const now = fieldsOf((draft ?? item) as ContentFields);
  const details: ContentConflictDetails = {
    by: await userName(tx, draft?.updatedBy ?? null),
    at: (draft?.updatedAt ?? item.updatedAt).toISOString(),
    changes: diffFields(before, now),
    current: await itemDetail(deps, tx, item, draft),
  };
  return conflictError(
    `${details.by ?? 'Someone'} saved this ${item.kind} while you were editing. Your changes are kept in the form: review theirs, then save again.`,
    details,
  );
}

/** A new draft with an old version's fields (0: the live copy), saved on top of `base`. */
export async function restoreVersion(
  deps: StudioDeps,
  kind: ContentKind,
  id: number,
  from: number,
  base: number,
  actor: Actor,
): Promise<ContentItemDetail & { missingMedia: string[] }> {
  const [row] = await deps.db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.itemId, id), eq(contentVersions.version, from)));
  const source =
    from === 0 ? await liveFields(deps.db, kind, id) : row ? fieldsOf(row as ContentFields) : null;
  if (!source) throw notFound(`This ${kind} has no version ${from}.`);
  const restored = await saveDraft(deps, kind, id, { ...source, version: base }, actor, 'restore');
  // A picture deleted since that version: the editor is told which, to choose another.
  const ids = [...new Set(mediaIdsOf(kind, restored.data))];
  const stored = ids.length
    ? await deps.db.select({ id: media.id }).from(media).where(inArray(media.id, ids))
    : [];
  const present = new Set(stored.map((m) => m.id));
  return { ...restored, missingMedia: ids.filter((m) => !present.has(m)) };
}

/**
 * Records items as they arrived (seeded or imported) as their draft and version 1 ('import'), so
 * the oldest version restores the text an editor started from. Items with a draft are left alone.
 */
export async function recordOriginals(tx: DbOrTx, ids: number[], actorId: number | null): Promise<void> {
  if (ids.length === 0) return;
  const fresh = sql`select i.* from content_items i
    where i.id = any(${sql.param(ids)}::int[])
      and not exists (select 1 from content_drafts d where d.item_id = i.id)`;
  await tx.execute(sql`insert into content_versions
      (item_id, version, action, title, slug, summary, parent_id, data, saved_by, saved_at)
    select id, 1, 'import', title, slug, summary, parent_id, data, ${actorId}, updated_at from (${fresh}) i
    on conflict (item_id, version) do nothing`);
  await tx.execute(sql`insert into content_drafts
      (item_id, version, title, slug, summary, parent_id, data, pending, updated_by, updated_at)
    select id, 1, title, slug, summary, parent_id, data, false, ${actorId}, updated_at from (${fresh}) i
    on conflict (item_id) do nothing`);
}
