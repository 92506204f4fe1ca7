/** What every part of the content studio shares: its dependencies, who acts, and the item rows. */
import { isDeepStrictEqual } from 'node:util';
import {
  type ContentFields,
  type ContentKind,
  type ContentStatus,
  ERROR_CODES,
  type FieldChange,
} from '@managewell/api/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Publisher } from '../../platform/db';
import { users } from '../../platform/db';
import { ApiError, notFound } from '../../platform/http';
import { contentItems } from '../site';
import { contentDrafts } from './schema';

export interface StudioDeps {
  db: Db;
  events: Publisher;
  /** The brand word of /why-{product} (from the settings). */
  brand: () => Promise<string>;
}

/** Who acts: a signed-in editor, or the scheduler (null). */
export type Actor = { id: number } | null;

export type ItemRow = typeof contentItems.$inferSelect;
export type DraftRow = typeof contentDrafts.$inferSelect;

export const conflictError = (message: string, details: unknown) =>
  new ApiError(409, ERROR_CODES.conflict, message, undefined, details);

export const fieldsOf = (row: ContentFields): ContentFields => ({
  title: row.title,
  slug: row.slug,
  summary: row.summary,
  parentId: row.parentId,
  data: row.data as Record<string, unknown>,
});

export function statusOf(item: ItemRow, draft: DraftRow | undefined): ContentStatus {
  if (!item.published) return 'draft';
  return draft?.pending ? 'changed' : 'published';
}

/** Equal as stored JSON: key order aside (jsonb reorders keys), undefined as absent. */
const sameJson = (a: unknown, b: unknown) =>
  isDeepStrictEqual(JSON.parse(JSON.stringify(a ?? null)), JSON.parse(JSON.stringify(b ?? null)));

/** Field-by-field differences: the shared columns, then each top-level field of `data`. */
export function diffFields(before: ContentFields, after: ContentFields): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const key of ['title', 'slug', 'summary', 'parentId'] as const) {
    if (before[key] !== after[key]) changes.push({ field: key, before: before[key], after: after[key] });
  }
  const keys = new Set([...Object.keys(before.data), ...Object.keys(after.data)]);
  for (const key of keys) {
    const a = before.data[key];
    const b = after.data[key];
    if (!sameJson(a, b)) changes.push({ field: `data.${key}`, before: a, after: b });
  }
  return changes;
}

export const sameFields = (a: ContentFields, b: ContentFields) => diffFields(a, b).length === 0;

export async function userName(tx: DbOrTx, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, id));
  return row?.name ?? null;
}

export async function lockItem(tx: DbOrTx, kind: ContentKind, id: number): Promise<ItemRow> {
  const [item] = await tx
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.kind, kind)))
    .for('update');
  if (!item) throw notFound(`There is no ${kind} ${id}.`);
  return item;
}

export async function draftOf(tx: DbOrTx, id: number): Promise<DraftRow | undefined> {
  const [draft] = await tx.select().from(contentDrafts).where(eq(contentDrafts.itemId, id));
  return draft;
}
