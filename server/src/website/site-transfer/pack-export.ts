/**
 * A site archive (format.ts: e.g. a staging site's, downloaded from Website admin → Export)
 * written as a content pack folder (pack.ts), so an editor's work becomes the demo pack:
 * `pnpm --filter @managewell/server content-pack:export <archive.tar.gz> [folder]`.
 * Dates become relative to the archive's export time; rich text becomes Markdown blocks where
 * it says nothing more (else it stays HTML); a picture the pack draws from a recipe keeps its
 * recipe when the archive holds exactly that drawing, any other is written as a file.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CONTENT_DATA, type ContentKind, RICH_TEXT_FIELDS } from '@managewell/api/contract';
import { stringify as toYaml } from 'yaml';
import { z } from 'zod';
import { ORIGINAL_EXTENSIONS } from '../site';
import { unwrap } from '../site-admin';
import {
  type ArchiveItem,
  type ArchiveMedia,
  archiveItemSchema,
  archiveMediaSchema,
  KINDS_IN_ORDER,
  MANIFEST,
  MEDIA_INDEX,
  manifestSchema,
  parseKey,
  SETTINGS,
} from './format';
import { tarSource } from './import';
import { PACK_PICTURES, PACK_SETTINGS, type PackPicture, packPictureSchema, pictureContent } from './pack';
import { blocksToMarkdown, htmlToBlocks } from './pack-text';
import { sanitiseSvg } from './svg';

const DAY_MS = 86_400_000;
/** Kinds written one Markdown file per item (the others: one JSON file per kind). */
export const MARKDOWN_KINDS: readonly ContentKind[] = ['blog', 'news'];

export interface SiteArchive {
  exportedAt: Date;
  settings: Record<string, unknown>;
  items: ArchiveItem[];
  media: { meta: ArchiveMedia; content: Buffer }[];
}

/** Reads a .tar.gz site archive into memory (a website's archive is a few MB). */
export async function readSiteArchive(path: string): Promise<SiteArchive> {
  const source = tarSource(path);
  const files = new Map<string, Buffer>();
  try {
    for await (const entry of source.entries) {
      if (entry.type !== 'file') entry.skip();
      else files.set(entry.name, await entry.read(50 * 1024 * 1024));
    }
  } finally {
    source.close();
  }
  const json = (name: string) => JSON.parse(files.get(name)?.toString('utf8') ?? 'null') as unknown;
  const manifest = manifestSchema.parse(json(MANIFEST));
  const items = [...files.keys()]
    .filter((n) => n.startsWith('content/'))
    .flatMap((n) => archiveItemSchema.array().parse(json(n)));
  const media = archiveMediaSchema
    .array()
    .parse(json(MEDIA_INDEX) ?? [])
    .map((meta) => ({ meta, content: files.get(meta.file) ?? Buffer.alloc(0) }));
  return {
    exportedAt: manifest.exportedAt ? new Date(manifest.exportedAt) : new Date(),
    settings: z.record(z.string(), z.unknown()).parse(json(SETTINGS) ?? {}),
    items,
    media,
  };
}

/** Dates in texts as placeholders relative to `now` (whole days), the copyright year as {{year}}. */
function relativeDates(value: unknown, now: Date): unknown {
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      const days = Math.round((Date.parse(now.toISOString().slice(0, 10)) - Date.parse(value)) / DAY_MS);
      if (Number.isFinite(days)) return `{{daysAgo ${days}}}`;
    }
    return value.replace(`© ${now.getUTCFullYear()}`, '© {{year}}');
  }
  if (Array.isArray(value)) return value.map((v) => relativeDates(v, now));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, relativeDates(v, now)]));
  return value;
}

/**
 * A document's fields in the order its kind's schema declares them (the database keeps its own
 * order), so an export reads like the schema and diffs stay small.
 */
function schemaOrder(schema: z.ZodType, value: unknown): unknown {
  const inner = unwrap(schema) as z.ZodType & {
    def: { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType };
  };
  if (Array.isArray(value))
    return inner.def.type === 'array' && inner.def.element
      ? value.map((v) => schemaOrder(inner.def.element!, v))
      : value;
  if (!value || typeof value !== 'object' || inner.def.type !== 'object' || !inner.def.shape) return value;
  const record = value as Record<string, unknown>;
  const shape = inner.def.shape;
  const keys = [
    ...Object.keys(shape).filter((k) => k in record),
    ...Object.keys(record).filter((k) => !(k in shape)),
  ];
  return Object.fromEntries(keys.map((k) => [k, shape[k] ? schemaOrder(shape[k], record[k]) : record[k]]));
}

const sha = (content: Buffer) => createHash('sha256').update(content).digest('hex');
const pretty = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Writes `archive` as the pack in `dir` (its content/, media/, settings.json and pictures.json
 * are replaced; a README stays). The recipes of the pack already there are kept for the
 * pictures they still draw.
 */
export async function writeContentPack(dir: string, archive: SiteArchive): Promise<{ files: number }> {
  const now = archive.exportedAt;
  const recipes = new Map<string, PackPicture>();
  /** The order of the pictures already in the pack (kept; new ones follow). */
  const order = new Map<string, number>();
  if (existsSync(join(dir, PACK_PICTURES))) {
    const list = JSON.parse(await readFile(join(dir, PACK_PICTURES), 'utf8')) as unknown[];
    for (const raw of list) {
      const parsed = packPictureSchema.safeParse(raw);
      if (!parsed.success) continue;
      order.set(parsed.data.id, order.size);
      if (parsed.data.draw) recipes.set(parsed.data.id, parsed.data);
    }
  }
  await rm(join(dir, 'content'), { recursive: true, force: true });
  await rm(join(dir, 'media'), { recursive: true, force: true });
  await mkdir(join(dir, 'content'), { recursive: true });
  let files = 2;

  const byKind = new Map<ContentKind, ArchiveItem[]>();
  for (const item of archive.items) byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item]);
  const services: string[] = [];
  for (const kind of KINDS_IN_ORDER) {
    // Grouped by parent in the archive's (id) order, each group in its position order.
    const groups = new Map<string, ArchiveItem[]>();
    for (const item of byKind.get(kind) ?? [])
      groups.set(item.parent ?? '', [...(groups.get(item.parent ?? '') ?? []), item]);
    const items = [...groups.values()].flatMap((g) => g.sort((a, b) => a.position - b.position));
    if (!items.length) continue;
    if (kind === 'service') services.push(...items.map((i) => i.title));
    const siblings = new Map<string, number>();
    const markdown = MARKDOWN_KINDS.includes(kind);
    const [bodyField] = RICH_TEXT_FIELDS[kind] ?? [];
    const list: Record<string, unknown>[] = [];
    for (const item of items) {
      const order = siblings.get(item.parent ?? '') ?? 0;
      siblings.set(item.parent ?? '', order + 1);
      const data = relativeDates(schemaOrder(CONTENT_DATA[kind] as z.ZodType, item.data), now) as Record<
        string,
        unknown
      >;
      let body: string | undefined;
      for (const field of RICH_TEXT_FIELDS[kind] ?? []) {
        const html = data[field];
        if (typeof html !== 'string') continue;
        const blocks = htmlToBlocks(html);
        if (markdown && field === bodyField) {
          body = blocks ? blocksToMarkdown(blocks) : `${html}\n`;
          delete data[field];
        } else if (blocks) data[field] = blocks;
      }
      const daysAgo = Math.round((now.getTime() - Date.parse(item.publishedAt)) / DAY_MS);
      const fields: Record<string, unknown> = {
        slug: item.slug,
        ...(item.parent ? { parent: parseKey(item.parent).slugs.join('/') } : {}),
        title: item.title,
        ...(item.summary ? { summary: item.summary } : {}),
        ...(item.published ? {} : { published: false }),
        ...(daysAgo !== 0 ? { publishedDaysAgo: daysAgo } : {}),
        ...(markdown || item.position !== order ? { position: markdown ? order : item.position } : {}),
        ...(item.formerSlugs.length ? { formerSlugs: item.formerSlugs } : {}),
      };
      if (markdown) {
        await mkdir(join(dir, 'content', kind), { recursive: true });
        const front = toYaml({ ...fields, ...data }, { lineWidth: 0 });
        await writeFile(join(dir, 'content', kind, `${item.slug}.md`), `---\n${front}---\n\n${body ?? ''}`);
        files++;
      } else list.push({ ...fields, data });
    }
    if (list.length) {
      await writeFile(join(dir, 'content', `${kind}.json`), pretty(list));
      files++;
    }
  }
  await writeFile(join(dir, PACK_SETTINGS), pretty(relativeDates(archive.settings, now)));

  const pictures: PackPicture[] = [];
  const rank = (id: string) => order.get(id) ?? order.size;
  const media = [...archive.media].sort((a, b) => rank(a.meta.id) - rank(b.meta.id));
  for (const { meta, content } of media) {
    const extra = {
      ...(meta.focalX !== 0.5 ? { focalX: meta.focalX } : {}),
      ...(meta.focalY !== 0.5 ? { focalY: meta.focalY } : {}),
    };
    const recipe = recipes.get(meta.id);
    if (recipe) {
      const drawn = await pictureContent(dir, recipe, services);
      const stored =
        drawn.mime === 'image/svg+xml'
          ? Buffer.from(sanitiseSvg(drawn.content.toString('utf8')))
          : drawn.content;
      if (sha(stored) === sha(content) || sha(drawn.content) === sha(content)) {
        pictures.push({ id: meta.id, alt: meta.alt, ...extra, draw: recipe.draw! });
        continue;
      }
    }
    const file = `media/${meta.id}.${ORIGINAL_EXTENSIONS[meta.mime] ?? 'bin'}`;
    await mkdir(join(dir, 'media'), { recursive: true });
    await writeFile(join(dir, file), content);
    files++;
    pictures.push({ id: meta.id, alt: meta.alt, ...extra, file });
  }
  await writeFile(join(dir, PACK_PICTURES), pretty(pictures));
  return { files };
}
