/** The studio's checks of an editor's input: the kind's schema, the address rules, the parent, alt text. */
import {
  CONTENT_DATA,
  CONTENT_KINDS,
  type ContentFields,
  type ContentKind,
  chosenFieldsOf,
  contentDraftInput,
  namedFieldsOf,
  PARENT_KIND,
  PROJECT_TYPE_SLUGS,
  RICH_TEXT_FIELDS,
  slugify,
} from '@managewell/api/contract';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db';
import { fieldMessages, validationFailed } from '../../platform/http';
import { contentItems, sanitiseRichText } from '../site';
import type { ItemRow } from './items';
import { mediaIdsOf } from './paths';
import { contentDrafts } from './schema';

/** Checks and cleans an editor's input: the kind's zod schema, sanitised rich text, a slug. */
export function validateFields(kind: ContentKind, input: unknown): ContentFields {
  const base = contentDraftInput.safeParse(input);
  if (!base.success) {
    const fields = fieldMessages(base.error, 'body');
    throw validationFailed(summary(fields), fields);
  }
  const parsed = (CONTENT_DATA[kind] as z.ZodType).safeParse(base.data.data);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      Object.entries(fieldMessages(parsed.error, 'body')).map(([k, v]) => [
        k === '_' ? 'data' : `data.${k}`,
        v,
      ]),
    );
    throw validationFailed(summary(fields), fields);
  }
  const data = { ...(parsed.data as Record<string, unknown>) };
  for (const field of RICH_TEXT_FIELDS[kind] ?? []) {
    if (typeof data[field] === 'string') data[field] = sanitiseRichText(data[field] as string);
  }
  const slug = base.data.slug || slugify(base.data.title).slice(0, 120).replace(/-+$/, '');
  if (!slug)
    throw validationFailed('The address cannot be made from this title: type a slug.', {
      slug: 'Type an address (letters or digits).',
    });
  return { title: base.data.title, slug, summary: base.data.summary, parentId: base.data.parentId, data };
}

function summary(fields: Record<string, string>): string {
  return `Please correct the form. ${Object.entries(fields)
    .map(([f, m]) => `${f}: ${m}`)
    .join(' ')}`;
}

const PROJECT_TYPES = new Set<string>(PROJECT_TYPE_SLUGS);

/** The address rules: fixed pages and project types keep theirs, siblings never share one. */
export async function checkAddress(
  tx: DbOrTx,
  kind: ContentKind,
  fields: ContentFields,
  current: ItemRow | null,
): Promise<void> {
  if (kind === 'page' && (!current || current.slug !== fields.slug))
    throw validationFailed('A fixed page keeps its address.', { slug: 'Fixed pages keep their address.' });
  if (kind === 'project-type' && !PROJECT_TYPES.has(fields.slug))
    throw validationFailed(`'${fields.slug}' is not one of the project types.`, {
      slug: `Use one of ${PROJECT_TYPE_SLUGS.join(', ')}.`,
    });
  if (kind === 'project' && PROJECT_TYPES.has(fields.slug))
    throw validationFailed(`'${fields.slug}' is the address of a project type.`, {
      slug: 'This is a project type’s address: choose another.',
    });
  // Projects share one URL space whatever their type; others are unique among their siblings.
  const sameParent = kind === 'project' ? undefined : parentEq(contentItems.parentId, fields.parentId);
  const otherId = current ? ne(contentItems.id, current.id) : undefined;
  const [live] = await tx
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), eq(contentItems.slug, fields.slug), sameParent, otherId))
    .limit(1);
  const [drafted] = await tx
    .select({ id: contentDrafts.itemId })
    .from(contentDrafts)
    .innerJoin(contentItems, eq(contentItems.id, contentDrafts.itemId))
    .where(
      and(
        eq(contentItems.kind, kind),
        eq(contentDrafts.slug, fields.slug),
        kind === 'project' ? undefined : parentEq(contentDrafts.parentId, fields.parentId),
        otherId,
      ),
    )
    .limit(1);
  if (live || drafted)
    throw validationFailed(`Another ${kind} already uses the address '${fields.slug}'.`, {
      slug: 'Already used by another item: change the slug.',
    });
}

export async function checkParent(tx: DbOrTx, kind: ContentKind, parentId: number | null): Promise<void> {
  const expected = PARENT_KIND[kind];
  if (!expected) {
    if (parentId !== null) throw validationFailed(`A ${kind} has no parent.`, { parentId: 'Must be empty.' });
    return;
  }
  const [parent] =
    parentId === null
      ? []
      : await tx.select({ kind: contentItems.kind }).from(contentItems).where(eq(contentItems.id, parentId));
  if (!parent || parent.kind !== expected)
    throw validationFailed(`Choose the ${expected} this ${kind} belongs to.`, {
      parentId: `Choose a ${expected}.`,
    });
}

function parentEq(column: typeof contentItems.parentId | typeof contentDrafts.parentId, id: number | null) {
  return id === null ? isNull(column) : eq(column, id);
}

/** Images on a published page need their alt text. */
export async function checkAltText(tx: DbOrTx, kind: ContentKind, data: Record<string, unknown>) {
  const ids = [...new Set(mediaIdsOf(kind, data))];
  if (ids.length === 0) return;
  const rows = await tx.execute<{ id: string; alt: string }>(
    sql`select id, alt from media where id in ${sql`(${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`}`,
  );
  // An id not stored (yet) is not refused here: the demo's pictures are stored in the
  // background after the first start; the kind's schema already checked the id's form.
  const known = new Map(rows.rows.map((r) => [r.id, r.alt]));
  const noAlt = ids.filter((i) => known.has(i) && !known.get(i)?.trim());
  if (noAlt.length > 0)
    throw validationFailed(
      `Give these images an alt text in the media library before publishing: ${noAlt.join(', ')}.`,
      { data: `Image ${noAlt[0]} has no alt text.` },
    );
}

/** Chosen items (the home's bands, similar products, related posts) name items of their kind, never the item itself. */
export async function checkChosen(
  tx: DbOrTx,
  kind: ContentKind,
  data: Record<string, unknown>,
  selfId: number | null,
) {
  for (const { field, kind: named } of chosenFieldsOf(kind)) {
    const ids = (data[field] as number[] | undefined) ?? [];
    if (ids.length === 0) continue;
    if (selfId !== null && ids.includes(selfId))
      throw validationFailed(`An item cannot be chosen for itself (${field}).`, {
        [`data.${field}`]: 'Remove this item itself from the list.',
      });
    const rows = await tx
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.kind, named), inArray(contentItems.id, ids)));
    const known = new Set(rows.map((r) => r.id));
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length > 0)
      throw validationFailed(`No ${named} has the id ${missing.join(', ')} (${field}).`, {
        [`data.${field}`]: `Choose existing ${named} items only.`,
      });
  }
}

/**
 * An item-name field (a job's department) names an item of its kind (its live or draft title);
 * a name kept from before (`previous`) stays allowed, so old content still saves.
 */
export async function checkNamed(
  tx: DbOrTx,
  kind: ContentKind,
  data: Record<string, unknown>,
  previous: Record<string, unknown> | null,
) {
  for (const { field, kind: named } of namedFieldsOf(kind)) {
    const name = data[field];
    if (typeof name !== 'string' || (previous && previous[field] === name)) continue;
    const rows = await tx.execute<{ id: number }>(sql`
      select i.id from content_items i left join content_drafts d on d.item_id = i.id
      where i.kind = ${named} and (i.title = ${name} or d.title = ${name}) limit 1`);
    if (rows.rows.length === 0)
      throw validationFailed(`There is no ${named} called '${name}'.`, {
        [`data.${field}`]: `Choose one of the ${named}s (add it first if it is new).`,
      });
  }
}

/**
 * Publishing a renamed item renames it in every item that names it (a department on its jobs),
 * live and draft; answers the ids of the items changed.
 */
export async function renameNamed(
  tx: DbOrTx,
  kind: ContentKind,
  from: string,
  to: string,
): Promise<number[]> {
  if (from === to) return [];
  const ids: number[] = [];
  for (const naming of CONTENT_KINDS) {
    for (const { field } of namedFieldsOf(naming).filter((f) => f.kind === kind)) {
      const path = `{${field}}`;
      const live = await tx.execute<{ id: number }>(sql`
        update content_items set data = jsonb_set(data, ${path}::text[], to_jsonb(${to}::text))
        where kind = ${naming} and data->>${field} = ${from} returning id`);
      await tx.execute(sql`
        update content_drafts d set data = jsonb_set(d.data, ${path}::text[], to_jsonb(${to}::text))
        from content_items i
        where i.id = d.item_id and i.kind = ${naming} and d.data->>${field} = ${from}`);
      ids.push(...live.rows.map((r) => r.id));
    }
  }
  return ids;
}
