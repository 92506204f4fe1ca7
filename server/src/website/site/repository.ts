/**
 * Writes of the website's content: media originals, content items and the settings document.
 * The seed and the admin both write through these functions, so every stored document is
 * validated, rich text is sanitised, renamed slugs keep answering (301) and every process's
 * caches are told ('site.changed' on the event bus).
 */
import { PROJECT_TYPE_SLUGS, type StoredSiteSettings, slugify } from '@managewell/api/contract';
import { and, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { z } from 'zod';
import type { Db, DbOrTx, Publisher } from '../../platform/db';
import { media, siteSettings } from '../../platform/db';
import { conflict, fieldMessages, notFound, validationFailed } from '../../platform/http';
import { CONTENT_DATA, type ContentKind, PAGE_KEYS, PARENT_KIND, RICH_TEXT_FIELDS } from './content-kinds';
import { sanitiseRichText } from './sanitise';
import { contentItems, contentSlugHistory } from './schema';
import { storedSiteSettingsSchema } from './settings-schema';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MEDIA_ID = /^[a-z0-9][a-z0-9-]{0,99}$/;
const MEDIA_MAX_BYTES = 20 * 1024 * 1024;
/** Originals the media endpoint can serve. */
export const MEDIA_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/svg+xml',
  'application/pdf',
];

/** Where the writes go and who hears of them: the AppContext, or the seed's transaction. */
export interface SiteWriter {
  db: Db;
  events: Publisher;
}

export interface MediaInput {
  id: string;
  content: Buffer;
  mime: string;
  alt: string;
  width?: number;
  height?: number;
}

/**
 * Stores (or replaces) a media original; the size is read from the image when not given.
 * `quiet`: the caller announces the change itself once a batch of writes is committed.
 */
export async function insertMedia(
  { db, events }: SiteWriter,
  m: MediaInput,
  { quiet = false } = {},
): Promise<void> {
  if (!MEDIA_ID.test(m.id))
    throw validationFailed('Media ids are lowercase words joined by hyphens.', { id: 'Invalid media id.' });
  if (!MEDIA_MIME_TYPES.includes(m.mime)) {
    throw validationFailed(`Media of type '${m.mime}' is not supported.`, {
      mime: `Use one of ${MEDIA_MIME_TYPES.join(', ')}.`,
    });
  }
  if (m.content.length === 0 || m.content.length > MEDIA_MAX_BYTES) {
    throw validationFailed('The file is empty or larger than 20 MB.', { content: 'Empty or too large.' });
  }
  let { width, height } = m;
  if ((width === undefined || height === undefined) && m.mime !== 'application/pdf') {
    const meta = await sharp(m.content).metadata();
    width ??= meta.autoOrient?.width ?? meta.width ?? 0;
    height ??= meta.autoOrient?.height ?? meta.height ?? 0;
  }
  const row = {
    id: m.id,
    content: m.content,
    mime: m.mime,
    alt: m.alt.trim().slice(0, 300),
    width: width ?? 0,
    height: height ?? 0,
    bytes: m.content.length,
  };
  const { id: _id, ...update } = row;
  await db.insert(media).values(row).onConflictDoUpdate({ target: media.id, set: update });
  if (quiet) return;
  await events.publish({ type: 'site.changed', mediaId: m.id });
}

export interface ContentItemInput {
  id?: number;
  kind: ContentKind;
  parentId?: number | null;
  slug?: string;
  title: string;
  summary?: string;
  position?: number;
  published?: boolean;
  publishedAt?: Date;
  data: unknown;
}

/** A content item's columns once its input is checked (kind's schema, rich text sanitised). */
export interface PreparedContentItem {
  kind: ContentKind;
  parentId: number | null;
  slug: string;
  title: string;
  summary: string;
  data: Record<string, unknown>;
  position?: number;
  published?: boolean;
  publishedAt?: Date;
}

/**
 * Checks an item's input without the database: its data against the kind's schema (rich text
 * sanitised), the title, slug and summary, and the fixed addresses of pages and project types.
 * Throws 400 / 409 as saveContentItem does.
 */
export function prepareContentItem(input: ContentItemInput): PreparedContentItem {
  const { kind } = input;
  const schema = CONTENT_DATA[kind] as z.ZodType | undefined;
  if (!schema) throw validationFailed(`Unknown content kind '${String(kind)}'.`, { kind: 'Unknown kind.' });
  const parsed = schema.safeParse(input.data);
  if (!parsed.success) {
    const fields = fieldMessages(parsed.error, 'body');
    throw validationFailed(
      `The ${kind} '${input.title}' is not valid: ${Object.entries(fields)
        .map(([f, m]) => `${f}: ${m}`)
        .join(' ')}`,
      fields,
    );
  }
  const data = sanitiseData(kind, parsed.data as Record<string, unknown>);
  const title = input.title.trim();
  if (!title || title.length > 200)
    throw validationFailed('The title is required (at most 200 characters).', {
      title: 'Required, at most 200 characters.',
    });
  const slug = input.slug ?? slugify(title);
  if (!SLUG.test(slug) || slug.length > 120) {
    throw validationFailed(
      `'${slug}' is not a valid address: use lowercase letters, digits and single hyphens.`,
      { slug: 'Invalid slug.' },
    );
  }
  const summary = (input.summary ?? '').trim();
  if (summary.length > 1000)
    throw validationFailed('Keep the summary under 1,000 characters.', { summary: 'Too long.' });
  checkFixedAddress(kind, slug);
  return {
    kind,
    parentId: input.parentId ?? null,
    slug,
    title,
    summary,
    data,
    ...(input.position !== undefined ? { position: input.position } : {}),
    ...(input.published !== undefined ? { published: input.published } : {}),
    ...(input.publishedAt !== undefined ? { publishedAt: input.publishedAt } : {}),
  };
}

/**
 * Creates or updates a content item. Throws 400 (invalid data, wrong parent, bad slug),
 * 404 (unknown id) or 409 (the slug is taken among its siblings).
 */
export async function saveContentItem(
  { db, events }: SiteWriter,
  input: ContentItemInput,
): Promise<{ id: number; slug: string }> {
  const values = prepareContentItem(input);
  const { kind, slug, parentId } = values;

  const result = await db.transaction(async (tx) => {
    await checkParent(tx, kind, parentId);
    await checkAddress(tx, kind, slug, input.id);
    let id: number;
    if (input.id !== undefined) {
      const [current] = await tx
        .select()
        .from(contentItems)
        .where(eq(contentItems.id, input.id))
        .for('update');
      if (!current) throw notFound(`Content item ${input.id} does not exist.`);
      if (current.kind !== kind)
        throw validationFailed(`Item ${input.id} is a ${current.kind}, not a ${kind}.`, {
          kind: 'The kind cannot change.',
        });
      if (current.slug !== slug || current.parentId !== parentId) {
        // The old address keeps answering with a 301 to the new one.
        await tx
          .insert(contentSlugHistory)
          .values({ itemId: current.id, kind, parentId: current.parentId, slug: current.slug })
          .onConflictDoUpdate({
            target: [contentSlugHistory.kind, contentSlugHistory.parentId, contentSlugHistory.slug],
            set: { itemId: current.id },
          });
      }
      await insertOrUpdate(slug, () =>
        tx
          .update(contentItems)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(contentItems.id, current.id)),
      );
      id = current.id;
    } else {
      const rows = await insertOrUpdate(slug, () =>
        tx.insert(contentItems).values(values).returning({ id: contentItems.id }),
      );
      id = rows[0]!.id;
    }
    // The address now belongs to this item: an old redirect from it would shadow nothing, drop it.
    await tx
      .delete(contentSlugHistory)
      .where(
        and(
          eq(contentSlugHistory.kind, kind),
          parentEq(contentSlugHistory.parentId, parentId),
          eq(contentSlugHistory.slug, slug),
        ),
      );
    return { id, slug };
  });
  await events.publish({ type: 'site.changed' });
  return result;
}

/** Replaces the editable settings document (single row 1). */
export async function saveSiteSettings({ db, events }: SiteWriter, doc: StoredSiteSettings): Promise<void> {
  const parsed = storedSiteSettingsSchema.safeParse(doc);
  if (!parsed.success) {
    const fields = fieldMessages(parsed.error, 'body');
    throw validationFailed(
      `The site settings are not valid: ${Object.entries(fields)
        .map(([f, m]) => `${f}: ${m}`)
        .join(' ')}`,
      fields,
    );
  }
  await db
    .insert(siteSettings)
    .values({ id: 1, data: parsed.data })
    .onConflictDoUpdate({ target: siteSettings.id, set: { data: parsed.data, updatedAt: new Date() } });
  await events.publish({ type: 'site.changed' });
}

export function sanitiseData(kind: ContentKind, data: Record<string, unknown>): Record<string, unknown> {
  const out = { ...data };
  for (const field of RICH_TEXT_FIELDS[kind] ?? []) {
    const value = out[field];
    if (typeof value === 'string') out[field] = sanitiseRichText(value);
  }
  return out;
}

function parentEq(
  column: typeof contentItems.parentId | typeof contentSlugHistory.parentId,
  parentId: number | null,
): SQL {
  return parentId === null ? isNull(column) : eq(column, parentId);
}

async function checkParent(tx: DbOrTx, kind: ContentKind, parentId: number | null): Promise<void> {
  const expected = PARENT_KIND[kind];
  if (!expected) {
    if (parentId !== null) throw validationFailed(`A ${kind} has no parent.`, { parentId: 'Must be empty.' });
    return;
  }
  if (parentId === null)
    throw validationFailed(`A ${kind} belongs to a ${expected}: choose one.`, {
      parentId: `Choose a ${expected}.`,
    });
  const [parent] = await tx
    .select({ kind: contentItems.kind })
    .from(contentItems)
    .where(eq(contentItems.id, parentId));
  if (!parent || parent.kind !== expected) {
    throw validationFailed(`The parent of a ${kind} must be a ${expected}.`, {
      parentId: `Choose a ${expected}.`,
    });
  }
}

const PROJECT_TYPES = new Set<string>(PROJECT_TYPE_SLUGS);
const FIXED_PAGES = new Set<string>(PAGE_KEYS);

/**
 * Rules of the public URL space the unique constraint cannot express: fixed pages and the
 * nineteen project types have fixed slugs, and projects share /swimming-pool-projects/:detail
 * with the project types, whatever their type.
 */
function checkFixedAddress(kind: ContentKind, slug: string): void {
  if (kind === 'page' && !FIXED_PAGES.has(slug)) {
    throw validationFailed(`'${slug}' is not a page of the site: use one of ${PAGE_KEYS.join(', ')}.`, {
      slug: 'Unknown page.',
    });
  }
  if (kind === 'project-type' && !PROJECT_TYPES.has(slug)) {
    throw validationFailed(
      `'${slug}' is not one of the project types: use one of ${PROJECT_TYPE_SLUGS.join(', ')}.`,
      {
        slug: 'Unknown project type.',
      },
    );
  }
  if (kind === 'project' && PROJECT_TYPES.has(slug))
    throw conflict(`'${slug}' is the address of a project type: give the project another title or slug.`);
}

/** A project's address is unique across all project types (the URL does not name the type). */
async function checkAddress(
  tx: DbOrTx,
  kind: ContentKind,
  slug: string,
  id: number | undefined,
): Promise<void> {
  if (kind !== 'project') return;
  const [taken] = await tx
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.kind, 'project'),
        eq(contentItems.slug, slug),
        id === undefined ? undefined : ne(contentItems.id, id),
      ),
    )
    .limit(1);
  if (taken) throw projectTaken(slug);
}

const projectTaken = (slug: string) =>
  conflict(`Another project already uses the address '${slug}'. Choose another title or slug.`);

/** Rows per multi-row insert (PostgreSQL takes at most 65,535 parameters in one statement). */
const INSERT_CHUNK = 500;

/**
 * Creates many new items at once (an import, the demo seed), each checked by
 * prepareContentItem, with the same rules as saveContentItem: parents of the right kind, unique
 * addresses; a few statements whatever the number of items. Returns their ids in input order.
 */
export async function insertContentItems(
  { db, events }: SiteWriter,
  items: PreparedContentItem[],
): Promise<number[]> {
  if (items.length === 0) return [];
  const parentIds = [...new Set(items.flatMap((i) => (i.parentId === null ? [] : [i.parentId])))];
  const parents = new Map(
    parentIds.length
      ? (
          await db
            .select({ id: contentItems.id, kind: contentItems.kind })
            .from(contentItems)
            .where(inArray(contentItems.id, parentIds))
        ).map((p) => [p.id, p.kind])
      : [],
  );
  for (const item of items) {
    const expected = PARENT_KIND[item.kind];
    if (!expected && item.parentId !== null)
      throw validationFailed(`A ${item.kind} has no parent.`, { parentId: 'Must be empty.' });
    if (expected && (item.parentId === null || parents.get(item.parentId) !== expected))
      throw validationFailed(`The parent of a ${item.kind} must be a ${expected}.`, {
        parentId: `Choose a ${expected}.`,
      });
  }
  const projects = items.filter((i) => i.kind === 'project').map((i) => i.slug);
  if (projects.length) {
    const seen = new Set<string>();
    for (const slug of projects) {
      if (seen.has(slug)) throw projectTaken(slug);
      seen.add(slug);
    }
    const [taken] = await db
      .select({ slug: contentItems.slug })
      .from(contentItems)
      .where(and(eq(contentItems.kind, 'project'), inArray(contentItems.slug, projects)))
      .limit(1);
    if (taken) throw projectTaken(taken.slug);
  }
  const ids: number[] = [];
  for (let start = 0; start < items.length; start += INSERT_CHUNK) {
    const chunk = items.slice(start, start + INSERT_CHUNK);
    const rows = await insertOrUpdate(chunk.length === 1 ? chunk[0]!.slug : 'of one of them', () =>
      db.insert(contentItems).values(chunk).returning({
        id: contentItems.id,
        kind: contentItems.kind,
        parentId: contentItems.parentId,
        slug: contentItems.slug,
      }),
    );
    // Matched by address (unique), not by the order the rows come back in.
    const idOf = new Map(rows.map((r) => [`${r.kind}/${r.parentId ?? ''}/${r.slug}`, r.id]));
    for (const item of chunk) ids.push(idOf.get(`${item.kind}/${item.parentId ?? ''}/${item.slug}`)!);
    // These addresses now belong to these items: old redirects from them would shadow nothing.
    await db.execute(sql`delete from content_slug_history h
      using (select * from unnest(${sql.param(chunk.map((i) => i.kind))}::text[],
        ${sql.param(chunk.map((i) => i.parentId))}::int[], ${sql.param(chunk.map((i) => i.slug))}::text[]))
        as v(kind, parent_id, slug)
      where h.kind = v.kind and h.parent_id is not distinct from v.parent_id and h.slug = v.slug`);
  }
  await events.publish({ type: 'site.changed' });
  return ids;
}

/** Runs a write and turns the sibling-slug unique violation into a clear 409. */
async function insertOrUpdate<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const cause =
      (error as { cause?: { code?: string; constraint?: string } }).cause ??
      (error as { code?: string; constraint?: string });
    if (cause.code === '23505' && cause.constraint === 'content_items_kind_parent_slug_key') {
      throw conflict(
        `Another item in the same place already uses the address '${slug}'. Choose another title or slug.`,
      );
    }
    throw error;
  }
}
