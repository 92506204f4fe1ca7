/**
 * The content pack: a website kept as data files in a folder (the demo site is
 * server/content-pack, see its README.md), read as a site archive so it goes through the very
 * import an uploaded archive does (import.ts: kinds' schemas, sanitising, one transaction).
 *
 *   settings.json              the settings document
 *   pictures.json              [{ id, alt, draw: {…recipe} } | { id, alt, file: 'media/<id>.<ext>' }]
 *   media/<id>.<ext>           pictures kept as files (those not drawn from a recipe)
 *   content/<kind>.json        [{ slug, parent?, title, summary?, published?, publishedDaysAgo?,
 *                                 position?, formerSlugs?, data }]
 *   content/<kind>/<slug>.md   one item: YAML front matter (the same fields, and the data's other
 *                                 fields at the top level) and the kind's rich-text field as Markdown
 *
 * Dates stay relative to the time the pack is loaded: `publishedDaysAgo` (default 0), and in any
 * text `{{daysAgo N}}` (that day, YYYY-MM-DD; N < 0 is ahead) and `{{year}}`. `parent` is the
 * parent's slug path ('filtration/sand-filters'); `position` defaults to the order in the file.
 * A rich-text field in JSON may be an array of blocks (pack-text.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CONTENT_KINDS,
  type ContentKind,
  MEDIA_ID_SCHEMA,
  PARENT_KIND,
  RICH_TEXT_FIELDS,
  SITE_ARCHIVE_FORMAT,
  SITE_ARCHIVE_VERSION,
} from '@managewell/api/contract';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { ApiError } from '../../platform/http';
import { serverRoot } from '../../platform/lib';
import { brochurePdf, renderSeedImage, type SeedImageSpec, seedFor, validateSeedImage } from '../pictures';
import { MEDIA_MIME_TYPES, ORIGINAL_EXTENSIONS, prepareContentItem, storedSiteSettingsSchema } from '../site';
import { mediaIdsOf } from '../site-admin';
import {
  type ArchiveItem,
  type ArchiveMedia,
  contentEntry,
  KINDS_IN_ORDER,
  keyOf,
  MANIFEST,
  MEDIA_INDEX,
  SETTINGS,
} from './format';
import type { SiteSource, SourceEntry } from './import';
import { blocksToHtml, markdownToBlocks } from './pack-text';

/** The demo website's pack. */
export const DEMO_PACK_DIR = join(serverRoot, 'content-pack');
export const PACK_SETTINGS = 'settings.json';
export const PACK_PICTURES = 'pictures.json';

const DAY_MS = 86_400_000;
const SLUG = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Not a valid slug.')
  .max(120);

const itemFields = {
  slug: SLUG,
  parent: z.string().max(1000).optional(),
  title: z.string().min(1).max(200),
  summary: z.string().max(1000).optional(),
  published: z.boolean().optional(),
  publishedDaysAgo: z.number().int().min(-36_500).max(36_500).optional(),
  position: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  formerSlugs: z.array(SLUG).max(100).optional(),
};
export const packItemSchema = z.strictObject({ ...itemFields, data: z.record(z.string(), z.unknown()) });
export type PackItem = z.infer<typeof packItemSchema>;
const frontMatterFields = z.looseObject({ ...itemFields, slug: SLUG.optional() });

const brochureRecipe = z.strictObject({
  kind: z.literal('brochure'),
  company: z.string().min(1),
  phone: z.string().min(1),
  email: z.string().min(1),
  address: z.string().min(1),
});
export const packPictureSchema = z
  .strictObject({
    id: MEDIA_ID_SCHEMA,
    alt: z.string().trim().min(1, 'Alt text is required.').max(300),
    focalX: z.number().min(0).max(1).optional(),
    focalY: z.number().min(0).max(1).optional(),
    /** A drawing (website/pictures) or the brochure PDF, made when the pack is loaded. */
    draw: z.record(z.string(), z.unknown()).optional(),
    /** A file of the pack (media/<id>.<ext>). */
    file: z
      .string()
      .regex(/^media\/[a-z0-9][a-z0-9-]{0,99}\.[a-z0-9]{2,5}$/)
      .optional(),
  })
  .refine((p) => (p.draw === undefined) !== (p.file === undefined), 'Give either draw or file.');
export type PackPicture = z.infer<typeof packPictureSchema>;

/** A pack that could not be read: the message starts with the file at fault. */
export class PackError extends Error {}

/** A pack read into archive form, each item with the file it came from. */
export interface LoadedPack {
  settings: Record<string, unknown>;
  items: (ArchiveItem & { file: string })[];
  /** `source`: where it is written (for messages). */
  pictures: (PackPicture & { source: string })[];
}

const fail = (file: string, message: string): never => {
  throw new PackError(`${file}: ${message}`);
};

function check<S extends z.ZodType>(file: string, schema: S, value: unknown, what = ''): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  return fail(file, `${what}${issue.path.join('.') || '(top)'}: ${issue.message}`);
}

async function readJson(dir: string, file: string): Promise<unknown> {
  const text = await readFile(join(dir, file), 'utf8').catch(() => fail(file, 'missing.'));
  try {
    return JSON.parse(text);
  } catch (error) {
    return fail(file, `not valid JSON (${(error as Error).message}).`);
  }
}

/** `{{daysAgo N}}` and `{{year}}` in every text of a value, against `now`. */
export function resolveDates(value: unknown, now: number, file: string): unknown {
  if (typeof value === 'string') {
    if (!value.includes('{{')) return value;
    return value.replace(/\{\{\s*([a-zA-Z]+)(?:\s+(-?\d+))?\s*\}\}/g, (_all, name: string, n?: string) => {
      if (name === 'year') return String(new Date(now).getUTCFullYear());
      if (name === 'daysAgo' && n !== undefined)
        return new Date(now - Number(n) * DAY_MS).toISOString().slice(0, 10);
      return fail(
        file,
        `unknown placeholder {{${name}${n ? ` ${n}` : ''}}} (use {{daysAgo N}} or {{year}}).`,
      );
    });
  }
  if (Array.isArray(value)) return value.map((v) => resolveDates(v, now, file));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveDates(v, now, file)]));
  return value;
}

/** The items of one kind, JSON file then Markdown files, as written. */
async function readKind(dir: string, kind: ContentKind): Promise<{ file: string; item: PackItem }[]> {
  const out: { file: string; item: PackItem }[] = [];
  const jsonFile = `content/${kind}.json`;
  if (existsSync(join(dir, jsonFile))) {
    const list = check(jsonFile, z.array(z.unknown()), await readJson(dir, jsonFile));
    list.forEach((raw, i) => {
      const label = `item ${i + 1}${raw && typeof raw === 'object' && 'slug' in raw ? ` (${String(raw.slug)})` : ''}: `;
      out.push({ file: jsonFile, item: check(jsonFile, packItemSchema, raw, label) });
    });
  }
  const folder = join(dir, 'content', kind);
  if (existsSync(folder)) {
    const [field] = RICH_TEXT_FIELDS[kind] ?? [];
    for (const name of (await readdir(folder)).sort()) {
      const file = `content/${kind}/${name}`;
      if (!name.endsWith('.md')) fail(file, 'only .md files belong here.');
      const text = (await readFile(join(folder, name), 'utf8')).replace(/^\uFEFF/, '');
      const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
      if (!match) fail(file, 'starts with a front matter block between two --- lines.');
      let front: unknown;
      try {
        front = parseYaml(match![1]!);
      } catch (error) {
        fail(file, `the front matter is not valid YAML (${(error as Error).message.split('\n')[0]}).`);
      }
      const fields = check(file, frontMatterFields, front ?? {});
      const { slug, parent, title, summary, published, publishedDaysAgo, position, formerSlugs, ...data } =
        fields;
      if (!field)
        fail(file, `a ${kind} has no rich-text field for the Markdown body: use content/${kind}.json.`);
      const body = match![2]!.trim();
      const item = {
        slug: slug ?? name.slice(0, -3),
        ...(parent !== undefined ? { parent } : {}),
        title,
        ...(summary !== undefined ? { summary } : {}),
        ...(published !== undefined ? { published } : {}),
        ...(publishedDaysAgo !== undefined ? { publishedDaysAgo } : {}),
        ...(position !== undefined ? { position } : {}),
        ...(formerSlugs !== undefined ? { formerSlugs } : {}),
        data: { ...data, ...(body ? { [field!]: markdownToBlocks(body) } : {}) },
      };
      out.push({ file, item: check(file, packItemSchema, item) });
    }
  }
  return out;
}

/** Reads a pack folder; dates are resolved against `now`. Throws PackError naming the file. */
export async function loadContentPack(dir: string, now: number): Promise<LoadedPack> {
  if (!existsSync(dir)) fail(dir, 'no content pack here.');
  const known = new Set([
    ...CONTENT_KINDS.map((k) => `${k}.json`),
    ...CONTENT_KINDS.filter((k) => RICH_TEXT_FIELDS[k]?.length),
  ]);
  if (existsSync(join(dir, 'content')))
    for (const name of await readdir(join(dir, 'content')))
      if (!known.has(name)) fail(`content/${name}`, 'not a content kind of this site (a typo?).');

  const settings = check(
    PACK_SETTINGS,
    z.record(z.string(), z.unknown()),
    resolveDates(await readJson(dir, PACK_SETTINGS), now, PACK_SETTINGS),
  );
  const pictures = check(PACK_PICTURES, z.array(packPictureSchema), await readJson(dir, PACK_PICTURES)).map(
    (p, i) => ({ ...p, source: `${PACK_PICTURES} (picture ${i + 1}: ${p.id})` }),
  );

  const items: LoadedPack['items'] = [];
  for (const kind of KINDS_IN_ORDER) {
    const siblings = new Map<string, number>();
    for (const { file, item } of await readKind(dir, kind)) {
      const where = `${file} (${item.slug})`;
      const parentKind = PARENT_KIND[kind];
      if (parentKind && !item.parent)
        fail(where, `a ${kind} needs "parent": the slug path of its ${parentKind}.`);
      if (!parentKind && item.parent) fail(where, `a ${kind} has no parent.`);
      const parentSlugs = item.parent ? item.parent.split('/') : [];
      const order = siblings.get(item.parent ?? '') ?? 0;
      siblings.set(item.parent ?? '', order + 1);
      const data = resolveDates(item.data, now, where) as Record<string, unknown>;
      for (const field of RICH_TEXT_FIELDS[kind] ?? []) {
        const value = data[field];
        if (Array.isArray(value)) {
          if (!value.every((b) => typeof b === 'string')) fail(where, `${field}: a list of text blocks.`);
          data[field] = blocksToHtml(value as string[]);
        }
      }
      items.push({
        file,
        key: keyOf(kind, [...parentSlugs, item.slug]),
        kind,
        parent: parentKind ? keyOf(parentKind, parentSlugs) : null,
        slug: item.slug,
        title: resolveDates(item.title, now, where) as string,
        summary: resolveDates(item.summary ?? '', now, where) as string,
        position: item.position ?? order,
        published: item.published ?? true,
        publishedAt: new Date(now - (item.publishedDaysAgo ?? 0) * DAY_MS).toISOString(),
        data,
        formerSlugs: item.formerSlugs ?? [],
      });
    }
  }
  return { settings, items, pictures };
}

const MIME_OF_EXTENSION = Object.fromEntries(
  Object.entries(ORIGINAL_EXTENSIONS).map(([mime, ext]) => [ext, mime]),
) as Record<string, string>;

/** A picture's bytes and type: drawn from its recipe, or read from the pack. */
export async function pictureContent(
  dir: string,
  picture: PackPicture,
  services: string[],
): Promise<{ content: Buffer; mime: string }> {
  if (picture.file) {
    const ext = picture.file.split('.').pop()!;
    const mime = MIME_OF_EXTENSION[ext] ?? (ext === 'jpeg' ? 'image/jpeg' : '');
    if (!MEDIA_MIME_TYPES.includes(mime))
      fail(picture.file, `.${ext} is not a picture type the site serves.`);
    return { content: await readFile(join(dir, picture.file)), mime };
  }
  const recipe = picture.draw!;
  if (recipe.kind === 'brochure') {
    const b = check(`${PACK_PICTURES} (${picture.id})`, brochureRecipe, recipe);
    return { content: brochurePdf({ ...b, services }), mime: 'application/pdf' };
  }
  const spec = recipe as unknown as SeedImageSpec;
  return {
    content: Buffer.from(renderSeedImage(spec, seedFor(picture.id)).svg, 'utf8'),
    mime: 'image/svg+xml',
  };
}

/** Checks a picture's recipe without drawing it. */
export function checkPictureRecipe(dir: string, picture: PackPicture): void {
  const where = `${PACK_PICTURES} (${picture.id})`;
  if (picture.file) {
    if (!existsSync(join(dir, picture.file))) fail(where, `${picture.file} is missing.`);
    return;
  }
  if (picture.draw!.kind === 'brochure') {
    check(where, brochureRecipe, picture.draw);
    return;
  }
  try {
    validateSeedImage(picture.draw as unknown as SeedImageSpec, seedFor(picture.id));
  } catch (error) {
    fail(where, (error as Error).message);
  }
}

/** What a pack source hands to the importer. */
export interface PackSourceOptions {
  /** The items and settings (the first start's seed). */
  content: boolean;
  /** The pictures to include (ids), drawn one after the other; none when absent. */
  pictures?: readonly string[];
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8');
const fileEntry = (name: string, body: Buffer): SourceEntry => ({
  name,
  type: 'file',
  size: body.length,
  read: async () => body,
  skip: () => undefined,
});

/**
 * The pack as the entries of a site archive (format.ts), for importSource: the same checks,
 * sanitising and single transaction as an uploaded archive.
 */
export function packSource(
  dir: string,
  pack: LoadedPack,
  now: number,
  options: PackSourceOptions,
): SiteSource {
  async function* entries(): AsyncIterable<SourceEntry> {
    const items = options.content ? pack.items : [];
    yield fileEntry(
      MANIFEST,
      json({
        format: SITE_ARCHIVE_FORMAT,
        version: SITE_ARCHIVE_VERSION,
        exportedAt: new Date(now).toISOString(),
        counts: { items: items.length, media: options.pictures?.length ?? 0 },
      }),
    );
    if (options.content) {
      yield fileEntry(SETTINGS, json(pack.settings));
      for (const kind of KINDS_IN_ORDER) {
        const list = items.filter((i) => i.kind === kind).map(({ file: _file, ...item }) => item);
        if (list.length) yield fileEntry(contentEntry(kind), json(list));
      }
    }
    if (!options.pictures) return;
    const wanted = new Set(options.pictures);
    const services = pack.items
      .filter((i) => i.kind === 'service')
      .sort((a, b) => a.position - b.position)
      .map((i) => i.title);
    const drawn: { meta: ArchiveMedia; content: Buffer }[] = [];
    for (const picture of pack.pictures) {
      if (!wanted.has(picture.id)) continue;
      const { content, mime } = await pictureContent(dir, picture, services);
      drawn.push({
        meta: {
          id: picture.id,
          mime,
          alt: picture.alt,
          focalX: picture.focalX ?? 0.5,
          focalY: picture.focalY ?? 0.5,
          file: `media/${picture.id}.${ORIGINAL_EXTENSIONS[mime] ?? 'bin'}`,
          sha256: createHash('sha256').update(content).digest('hex'),
        },
        content,
      });
      // Drawing is synchronous: let requests in between pictures.
      await new Promise((resolve) => setImmediate(resolve));
    }
    yield fileEntry(MEDIA_INDEX, json(drawn.map((d) => d.meta)));
    for (const d of drawn) yield fileEntry(d.meta.file, d.content);
  }
  return { entries: entries(), unreadable: () => false, close: () => undefined };
}

/**
 * Everything wrong with a pack, each problem naming its file: files that do not parse, items
 * that fail their kind's schema or the site's address rules, parents missing, two items at one
 * address, pictures referred to but not in pictures.json, recipes that cannot be drawn.
 */
export async function checkContentPack(dir: string, now = Date.now()): Promise<string[]> {
  let pack: LoadedPack;
  try {
    pack = await loadContentPack(dir, now);
  } catch (error) {
    if (error instanceof PackError) return [error.message];
    throw error;
  }
  const problems: string[] = [];
  const pictures = new Set<string>();
  for (const picture of pack.pictures) {
    if (pictures.has(picture.id)) problems.push(`${picture.source}: the id is used twice.`);
    pictures.add(picture.id);
    try {
      checkPictureRecipe(dir, picture);
    } catch (error) {
      if (!(error instanceof PackError)) throw error;
      problems.push(error.message);
    }
  }
  const keys = new Set(pack.items.map((i) => i.key));
  const seen = new Set<string>();
  const projects = new Set<string>();
  for (const item of pack.items) {
    const where = `${item.file} (${item.slug})`;
    if (seen.has(item.key)) problems.push(`${where}: another item has the same address (${item.key}).`);
    seen.add(item.key);
    if (item.parent && !keys.has(item.parent))
      problems.push(`${where}: its parent ${item.parent} is not in the pack.`);
    if (item.kind === 'project') {
      if (projects.has(item.slug)) problems.push(`${where}: another project has the same slug.`);
      projects.add(item.slug);
    }
    try {
      prepareContentItem({ ...item, publishedAt: new Date(item.publishedAt) });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = Object.entries(error.fields ?? {}).map(([f, m]) => `${f}: ${m}`);
      problems.push(`${where}: ${fields.length ? fields.join('; ') : error.message}`);
      continue;
    }
    for (const id of mediaIdsOf(item.kind, item.data))
      if (!pictures.has(id)) problems.push(`${where}: picture '${id}' is not in ${PACK_PICTURES}.`);
  }
  const settings = JSON.stringify(pack.settings);
  for (const [, id] of settings.matchAll(/\/media\/([a-z0-9-]+)\/original\.[a-z]+/g))
    if (!pictures.has(id!)) problems.push(`${PACK_SETTINGS}: picture '${id}' is not in ${PACK_PICTURES}.`);
  const parsed = storedSiteSettingsSchema.safeParse(pack.settings);
  if (!parsed.success)
    for (const issue of parsed.error.issues.slice(0, 20))
      problems.push(`${PACK_SETTINGS}: ${issue.path.join('.')}: ${issue.message}`);
  return problems;
}
