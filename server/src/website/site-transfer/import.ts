/**
 * Imports a site archive (format.ts) from a file, in ONE transaction: every item through the
 * repository (its kind's schema, sanitised rich text, parent and address rules), every media
 * original content-checked as an upload is (SVG sanitised), the settings through their schema.
 * Any error rolls everything back and answers 400 naming the entry or item at fault. A dry run
 * does the same work and rolls back at the end, so it finds exactly the errors the import would
 * and reports what would change, changing nothing.
 *
 * Items are matched by key (kind and slug path). mode 'merge' keeps what the archive does not
 * hold; 'replace' removes the items and media the archive does not hold.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { isDeepStrictEqual } from 'node:util';
import { createGunzip } from 'node:zlib';
import {
  CONTENT_DATA,
  type ContentKind,
  PARENT_KIND,
  SITE_ARCHIVE_VERSION,
  SITE_IMPORT_LISTED,
  type SiteImportKindReport,
  type SiteImportMode,
  type SiteImportReport,
  type StoredSiteSettings,
} from '@managewell/api/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { extract } from 'tar-stream';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db';
import { databaseEvents, media, type Publisher, siteSettings } from '../../platform/db';
import { ApiError, fieldMessages, validationFailed } from '../../platform/http';
import { checkUpload } from '../media-library';
import {
  contentItems,
  contentSlugHistory,
  insertContentItems,
  insertMedia,
  itemColumns,
  type PreparedContentItem,
  prepareContentItem,
  sanitiseData,
  saveContentItem,
  saveSiteSettings,
} from '../site';
import { contentDrafts, contentVersions, recordOriginals } from '../site-admin';
import { diffDocuments, recordSiteAudit } from '../site-audit';
import { keyItems } from './export';
import {
  type ArchiveItem,
  type ArchiveMedia,
  archiveItemSchema,
  archiveMediaSchema,
  ENTRY_NAME,
  keyOf,
  MANIFEST,
  MAX_ENTRIES,
  MAX_JSON_BYTES,
  MAX_MEDIA_BYTES,
  type Manifest,
  MEDIA_INDEX,
  manifestSchema,
  parseKey,
  SETTINGS,
} from './format';
import { sanitiseSvg } from './svg';

export interface ImportOptions {
  mode: SiteImportMode;
  dryRun: boolean;
  actorId: number | null;
  /** The archive's sha256 (computed while it was received), or what the source is. */
  archive: string;
  /** Only into a site without settings (the first start's seed); otherwise nothing is done. */
  onlyIntoEmptySite?: boolean;
  /** Record the import in the site's audit log (default true; the demo seed does not). */
  audit?: boolean;
}

/** One file of an archive, as a source hands it over. */
export interface SourceEntry {
  name: string;
  /** 'file' for a plain file (tar: also 'directory', 'symlink'…). */
  type: string;
  size: number;
  /** Its content (at most `max` bytes, else a 400 naming it); read once. */
  read(max: number): Promise<Buffer>;
  /** Leaves its content unread. */
  skip(): void;
}

/** Where an archive's entries come from: an uploaded .tar.gz (tarSource) or a content pack (pack.ts). */
export interface SiteSource {
  entries: AsyncIterable<SourceEntry>;
  /** True when reading failed because the source itself is damaged (not its content). */
  unreadable(): boolean;
  close(): void;
}

/** A 400 about the archive, naming where the problem is. */
const bad = (where: string, message: string, field = 'archive') =>
  validationFailed(`${where}: ${message}`, { [field]: message });

class DryRunDone extends Error {
  constructor(readonly report: SiteImportReport) {
    super('dry run');
  }
}

/**
 * An entry's name as the archive's layout knows it: tar's "./" prefix (`tar czf x.tar.gz .`)
 * dropped; anything else (absolute, "..") is left for the checks to refuse.
 */
export function layoutName(name: string): string {
  let out = name;
  while (out.startsWith('./')) out = out.slice(2);
  return out === '.' ? '' : out;
}

/** A folder entry an archive may hold (ordinary tar adds them): the root, content/ or media/. */
export const LAYOUT_FOLDER = /^((content|media)\/?)?$/;

/**
 * The entries of a .tar.gz file, streamed (opened when the first entry is asked for), in the
 * order the import reads them whatever order the archive has them in (an archive repacked with
 * an ordinary `tar czf` lists its files as the folder does): a first pass hands over the
 * manifest, the other JSON files and media.json last, a second pass the media files.
 */
export function tarSource(path: string): SiteSource {
  let unreadable = false;
  let file: (NodeJS.ReadableStream & { destroy(): void }) | undefined;
  async function* pass(): AsyncIterable<SourceEntry & { mediaFile: boolean }> {
    // Created and iterated in one go: the extractor hands out entries only to a reader.
    const tar = extract();
    // pipeline: a read error of the file reaches the gunzip stream (and its handler below) too.
    const source = pipeline(createReadStream(path), createGunzip(), () => {});
    file = source;
    source.on('error', (error) => {
      unreadable = true;
      tar.destroy(error);
    });
    tar.on('error', () => {
      unreadable = true;
    });
    source.pipe(tar);
    for await (const entry of tar) {
      const name = layoutName(entry.header.name);
      const type = entry.header.type ?? 'file';
      yield {
        name,
        type,
        size: entry.header.size ?? 0,
        mediaFile: type === 'file' && name.startsWith('media/') && ENTRY_NAME.test(name),
        read: (max) => readEntry(entry, name, max),
        skip: () => entry.resume(),
      };
    }
  }
  async function* entries(): AsyncIterable<SourceEntry> {
    const later: SourceEntry[] = [];
    let index: SourceEntry | null = null;
    let mediaFiles = false;
    for await (const entry of pass()) {
      if (entry.mediaFile) {
        mediaFiles = true;
        entry.skip();
      } else if (entry.type !== 'file' || !ENTRY_NAME.test(entry.name)) {
        // Folders, links and stray names straight away: the import skips or refuses them.
        yield entry;
      } else {
        // The layout's JSON files are small (MAX_JSON_BYTES each), so they wait in memory.
        const body = await entry.read(MAX_JSON_BYTES);
        const held = { ...entry, read: async () => body, skip: () => {} };
        if (entry.name === MANIFEST) yield held;
        else if (entry.name === MEDIA_INDEX && !index) index = held;
        else later.push(held);
      }
    }
    yield* later;
    if (index) yield index;
    if (!mediaFiles) return;
    file?.destroy();
    for await (const entry of pass()) {
      if (entry.mediaFile) yield entry;
      else entry.skip();
    }
  }
  return { entries: entries(), unreadable: () => unreadable, close: () => file?.destroy() };
}

async function readEntry(stream: AsyncIterable<unknown>, name: string, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const part of stream) {
    const chunk = part as Buffer;
    size += chunk.length;
    if (size > max) throw bad(name, `larger than ${Math.round(max / 1024 / 1024)} MB.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function parseJson<S extends z.ZodType>(name: string, body: Buffer, schema: S): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    throw bad(name, 'not valid JSON.');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const fields = fieldMessages(parsed.error, 'body');
    const [first] = Object.entries(fields);
    throw validationFailed(
      `${name}: ${first ? `${first[0]}: ${first[1]}` : 'not in the expected shape.'}`,
      Object.fromEntries(Object.entries(fields).map(([f, m]) => [`${name}.${f}`, m])),
    );
  }
  return parsed.data;
}

/** The content of a media entry checked as an upload is; SVG sanitised. */
async function checkMedia(
  meta: ArchiveMedia,
  content: Buffer,
): Promise<{ content: Buffer; width: number; height: number }> {
  const where = `media ${meta.id}`;
  if (meta.mime === 'image/svg+xml') {
    let clean: string;
    try {
      clean = sanitiseSvg(content.toString('utf8'));
    } catch {
      throw bad(where, 'declared as SVG, but it is not an SVG picture.', `media.${meta.id}`);
    }
    // The size from the root element (cheap); the picture is decoded only when it does not say.
    const root = /^<svg[^>]*>/.exec(clean)?.[0] ?? '';
    const size = (name: string) =>
      Number(new RegExp(`\\s${name}="(\\d+(?:\\.\\d+)?)(?:px)?"`).exec(root)?.[1]);
    const [width, height] = [size('width'), size('height')];
    if (width > 0 && height > 0)
      return { content: Buffer.from(clean, 'utf8'), width: Math.round(width), height: Math.round(height) };
    const sharp = (await import('sharp')).default;
    try {
      const info = await sharp(Buffer.from(clean)).metadata();
      return { content: Buffer.from(clean, 'utf8'), width: info.width ?? 0, height: info.height ?? 0 };
    } catch {
      throw bad(where, 'the SVG picture could not be read.', `media.${meta.id}`);
    }
  }
  let checked: Awaited<ReturnType<typeof checkUpload>>;
  try {
    checked = await checkUpload(content, { allowPdf: true });
  } catch (error) {
    if (error instanceof ApiError) throw bad(where, error.message, `media.${meta.id}`);
    throw error;
  }
  if (checked.mime !== meta.mime)
    throw bad(where, `declared as ${meta.mime}, but its content is ${checked.mime}.`, `media.${meta.id}`);
  return { content, width: checked.width, height: checked.height };
}

const plain = (value: unknown) => JSON.parse(JSON.stringify(value ?? null)) as unknown;

/** Reads and applies the archive at `path`; throws 400 (bad archive) with nothing changed. */
export async function importSite(
  db: Db,
  events: Publisher,
  path: string,
  options: ImportOptions,
): Promise<SiteImportReport> {
  const report = await importSource(db, events, tarSource(path), options);
  if (!report) throw new Error('an archive import has no precondition');
  return report;
}

/**
 * Reads and applies the archive a source hands over (an upload or the content pack), in one
 * transaction; null when `onlyIntoEmptySite` found settings (nothing done).
 */
export async function importSource(
  db: Db,
  events: Publisher,
  source: SiteSource,
  options: ImportOptions,
): Promise<SiteImportReport | null> {
  let report: SiteImportReport | null;
  try {
    report = await db.transaction(async (tx) => {
      // One import (or seed) at a time.
      await tx.execute(sql`lock table site_settings in exclusive mode`);
      if (options.onlyIntoEmptySite) {
        const [existing] = await tx.select({ id: siteSettings.id }).from(siteSettings).limit(1);
        if (existing) return null;
      }
      const result = await applyArchive(tx as unknown as Db, source, options);
      if (options.dryRun) throw new DryRunDone(result);
      return result;
    });
  } catch (error) {
    if (error instanceof DryRunDone) return error.report;
    throw error;
  } finally {
    source.close();
  }
  // This process's caches at once; the others with the commit's NOTIFY.
  if (report && !report.unchanged) await events.publish({ type: 'site.changed' });
  return report;
}

async function applyArchive(tx: Db, source: SiteSource, options: ImportOptions): Promise<SiteImportReport> {
  const writer = { db: tx, events: databaseEvents(tx) };
  let manifest: Manifest | null = null;
  let settings: StoredSiteSettings | null = null;
  let mediaIndex: Map<string, ArchiveMedia> | null = null;
  const items: ArchiveItem[] = [];
  const seen = new Set<string>();
  const mediaSeen = new Set<string>();

  const existingMedia = new Map(
    (
      await tx
        .select({
          id: media.id,
          alt: media.alt,
          focalX: media.focalX,
          focalY: media.focalY,
          sha256: sql<string>`encode(sha256(${media.content}), 'hex')`,
        })
        .from(media)
    ).map((m) => [m.id, m]),
  );
  const mediaReport: SiteImportReport['media'] = {
    added: 0,
    changed: 0,
    unchanged: 0,
    removed: 0,
    addedIds: [],
    changedIds: [],
    removedIds: [],
  };

  let entries = 0;
  try {
    for await (const entry of source.entries) {
      const { name, type, size } = entry;
      entries++;
      if (entries > MAX_ENTRIES) throw bad('archive', `more than ${MAX_ENTRIES} entries.`);
      if (type === 'directory' && LAYOUT_FOLDER.test(name)) {
        entry.skip();
        continue;
      }
      if (type !== 'file' || !ENTRY_NAME.test(name) || seen.has(name)) {
        entry.skip();
        throw bad(
          name.slice(0, 200),
          type === 'directory'
            ? 'not a folder of a site archive (unexpected name or path).'
            : type !== 'file'
              ? 'only plain files and folders are allowed in a site archive (no links).'
              : seen.has(name)
                ? 'appears twice in the archive.'
                : 'not a file of a site archive (unexpected name or path).',
          'archive',
        );
      }
      seen.add(name);
      if (!manifest && name !== MANIFEST) {
        entry.skip();
        throw bad('archive', 'this is not a website archive (manifest.json must come first).');
      }
      if (name.startsWith('media/')) {
        const meta = mediaIndex ? [...mediaIndex.values()].find((m) => m.file === name) : undefined;
        if (!meta) {
          entry.skip();
          throw bad(name, 'not listed in media.json (which must come before the files).');
        }
        if (size > MAX_MEDIA_BYTES) {
          entry.skip();
          throw bad(name, `larger than ${MAX_MEDIA_BYTES / 1024 / 1024} MB.`);
        }
        const raw = await entry.read(MAX_MEDIA_BYTES);
        if (createHash('sha256').update(raw).digest('hex') !== meta.sha256)
          throw bad(name, 'its content does not match the sha256 in media.json (damaged archive).');
        mediaSeen.add(meta.id);
        const stored = existingMedia.get(meta.id);
        if (stored?.sha256 === meta.sha256) {
          // The very bytes this site already serves (checked when they were stored).
          await importMedia(writer, meta, null, stored, mediaReport);
          continue;
        }
        const checked = await checkMedia(meta, raw);
        await importMedia(writer, meta, checked, existingMedia.get(meta.id), mediaReport);
        continue;
      }
      const body = await entry.read(MAX_JSON_BYTES);
      if (name === MANIFEST) {
        manifest = parseJson(name, body, manifestSchema);
        if (manifest.version !== SITE_ARCHIVE_VERSION)
          throw bad(
            MANIFEST,
            `the archive is of format version ${manifest.version}; this installation reads version ${SITE_ARCHIVE_VERSION} only. Export it again from an installation of the same release.`,
            'version',
          );
      } else if (name === SETTINGS) {
        settings = parseJson(name, body, CONTENT_SETTINGS) as unknown as StoredSiteSettings;
      } else if (name === MEDIA_INDEX) {
        const list = parseJson(name, body, archiveMediaSchema.array().max(MAX_ENTRIES));
        mediaIndex = new Map();
        for (const m of list) {
          if (mediaIndex.has(m.id)) throw bad(name, `media ${m.id} is listed twice.`);
          mediaIndex.set(m.id, m);
        }
      } else {
        const kind = name.slice('content/'.length, -'.json'.length);
        if (!(kind in CONTENT_DATA)) throw bad(name, `'${kind}' is not a content kind of this site.`);
        const list = parseJson(name, body, archiveItemSchema.array().max(MAX_ENTRIES));
        for (const item of list) {
          if (item.kind !== kind) throw bad(name, `item ${item.key} is a ${item.kind}, not a ${kind}.`);
          items.push(item);
        }
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = String((error as { code?: unknown }).code ?? '');
    const message = error instanceof Error ? error.message : '';
    if (source.unreadable() || code.startsWith('Z_') || /tar|header|unexpected end|premature/i.test(message))
      throw bad(
        'archive',
        'the file could not be read as a website archive (.tar.gz): is it the downloaded file, complete?',
      );
    throw error;
  } finally {
    source.close();
  }
  if (!manifest) throw bad('archive', 'this is not a website archive (no manifest.json).');
  if (mediaIndex) {
    for (const m of mediaIndex.values())
      if (!mediaSeen.has(m.id)) throw bad(m.file, 'listed in media.json but missing from the archive.');
  }

  const kinds = await importItems(tx, writer, items, options);
  const settingsChanged = settings ? await importSettings(tx, writer, settings) : [];

  if (options.mode === 'replace') {
    const absent = [...existingMedia.keys()].filter((id) => !mediaSeen.has(id)).sort();
    if (absent.length) await tx.delete(media).where(inArray(media.id, absent));
    mediaReport.removed = absent.length;
    mediaReport.removedIds = absent.slice(0, SITE_IMPORT_LISTED);
  }

  const unchanged =
    kinds.every((k) => k.added + k.changed + k.removed === 0) &&
    settingsChanged.length === 0 &&
    mediaReport.added + mediaReport.changed + mediaReport.removed === 0;
  const report: SiteImportReport = {
    dryRun: options.dryRun,
    mode: options.mode,
    archive: options.archive,
    exportedAt: manifest.exportedAt,
    kinds,
    settingsChanged,
    media: mediaReport,
    unchanged,
  };
  if (!unchanged && options.audit !== false) {
    const total = (f: 'added' | 'changed' | 'removed') =>
      kinds.reduce((n, k) => n + k[f], 0) + mediaReport[f];
    await recordSiteAudit(tx, {
      actorId: options.actorId,
      action: 'site.import',
      target: 'site',
      title: `Import (${options.mode}) of an archive exported ${manifest.exportedAt ?? 'at an unknown time'}`,
      changes: {
        added: { from: null, to: total('added') },
        changed: { from: null, to: total('changed') },
        removed: { from: null, to: total('removed') },
        settings: { from: null, to: settingsChanged.length },
      },
    });
  }
  return report;
}

/** The settings document is checked by saveSiteSettings; here only that it is an object. */
const CONTENT_SETTINGS = z.record(z.string(), z.unknown());

async function importMedia(
  writer: { db: Db; events: Publisher },
  meta: ArchiveMedia,
  /** null: the content is the one stored already (same sha256). */
  checked: { content: Buffer; width: number; height: number } | null,
  existing: { alt: string; focalX: number; focalY: number; sha256: string } | undefined,
  report: SiteImportReport['media'],
): Promise<void> {
  const sameContent =
    checked === null ||
    (existing !== undefined &&
      existing.sha256 === createHash('sha256').update(checked.content).digest('hex'));
  const sameMeta =
    existing !== undefined &&
    existing.alt === meta.alt.trim().slice(0, 300) &&
    existing.focalX === meta.focalX &&
    existing.focalY === meta.focalY;
  if (sameContent && sameMeta) {
    report.unchanged++;
    return;
  }
  if (existing) {
    report.changed++;
    if (report.changedIds.length < SITE_IMPORT_LISTED) report.changedIds.push(meta.id);
  } else {
    report.added++;
    if (report.addedIds.length < SITE_IMPORT_LISTED) report.addedIds.push(meta.id);
  }
  if (checked === null || sameContent) {
    await writer.db
      .update(media)
      .set({ alt: meta.alt.trim().slice(0, 300), focalX: meta.focalX, focalY: meta.focalY })
      .where(eq(media.id, meta.id));
    return;
  }
  await insertMedia(
    writer,
    {
      id: meta.id,
      content: checked.content,
      mime: meta.mime,
      alt: meta.alt,
      width: checked.width,
      height: checked.height,
    },
    { quiet: true },
  );
  await writer.db
    .update(media)
    .set({ focalX: meta.focalX, focalY: meta.focalY })
    .where(eq(media.id, meta.id));
  // At commit: every process forgets the old variants and queues the new ones (media-jobs).
  await writer.events.publish({ type: 'site.changed', mediaId: meta.id });
}

async function importSettings(
  tx: Db,
  writer: { db: Db; events: Publisher },
  doc: StoredSiteSettings,
): Promise<string[]> {
  const [current] = await tx.select({ data: siteSettings.data }).from(siteSettings);
  const changed = Object.keys(diffDocuments(current?.data ?? {}, doc)).sort();
  if (current && changed.length === 0) return [];
  try {
    await saveSiteSettings(writer, doc);
  } catch (error) {
    if (error instanceof ApiError) throw bad(SETTINGS, error.message, 'settings');
    throw error;
  }
  // An editor's open settings form (optimistic version) must not silently undo the import.
  await tx
    .update(siteSettings)
    .set({ version: sql`${siteSettings.version} + 1` })
    .where(eq(siteSettings.id, 1));
  return current ? changed : ['(all: the site had no settings)'];
}

function emptyKindReport(kind: string): SiteImportKindReport {
  return {
    kind,
    added: 0,
    changed: 0,
    unchanged: 0,
    removed: 0,
    addedTitles: [],
    changedTitles: [],
    removedTitles: [],
  };
}

async function importItems(
  tx: Db,
  writer: { db: Db; events: Publisher },
  items: ArchiveItem[],
  options: ImportOptions,
): Promise<SiteImportKindReport[]> {
  const stored = await tx.select(itemColumns).from(contentItems);
  const existing = [...keyItems(stored.map((i) => ({ ...i, kind: i.kind as ContentKind }))).values()];
  const byKey = new Map(existing.map((i) => [i.key, i]));
  const reports = new Map<string, SiteImportKindReport>();
  const reportOf = (kind: string) => {
    let r = reports.get(kind);
    if (!r) {
      r = emptyKindReport(kind);
      reports.set(kind, r);
    }
    return r;
  };
  const note = (r: SiteImportKindReport, what: 'added' | 'changed' | 'removed', title: string) => {
    r[what]++;
    const list = r[`${what}Titles`];
    if (list.length < SITE_IMPORT_LISTED) list.push(title);
  };

  // Every key is what its kind, parent and slug say; parents before children.
  const archiveKeys = new Set<string>();
  for (const item of items) {
    const where = `${item.kind} '${item.title}' (${item.key})`;
    const parentKind = PARENT_KIND[item.kind];
    if (!parentKind && item.parent !== null) throw bad(where, `a ${item.kind} has no parent.`);
    if (parentKind) {
      if (item.parent === null) throw bad(where, `a ${item.kind} belongs to a ${parentKind}.`);
      if (parseKey(item.parent).kind !== parentKind) throw bad(where, `its parent must be a ${parentKind}.`);
    }
    const expected = keyOf(item.kind, [...(item.parent ? parseKey(item.parent).slugs : []), item.slug]);
    if (expected !== item.key) throw bad(where, `its key should be ${expected}.`);
    if (archiveKeys.has(item.key)) throw bad(where, 'appears twice in the archive.');
    archiveKeys.add(item.key);
  }
  const depth = (i: ArchiveItem) => parseKey(i.key).slugs.length;
  const ordered = [...items].sort((a, b) => depth(a) - depth(b));
  const idOfKey = new Map<string, number>(existing.map((i) => [i.key, i.id]));

  // An item's problem as a 400 that names it.
  const nameIt =
    (item: ArchiveItem, where: string) =>
    (error: unknown): never => {
      if (error instanceof ApiError)
        throw validationFailed(
          `${where}: ${error.message}`,
          Object.fromEntries(
            Object.entries(error.fields ?? { item: error.message }).map(([f, m]) => [
              `items.${item.key}.${f}`,
              m,
            ]),
          ),
        );
      throw error;
    };
  const keepFormerSlugs = async (item: ArchiveItem, id: number, parentId: number | null) => {
    for (const former of item.formerSlugs) {
      if (former === item.slug) continue;
      const formerKey = keyOf(item.kind, [...(item.parent ? parseKey(item.parent).slugs : []), former]);
      // An address another item holds stays that item's.
      if (archiveKeys.has(formerKey) || (byKey.has(formerKey) && options.mode === 'merge')) continue;
      await tx
        .insert(contentSlugHistory)
        .values({ itemId: id, kind: item.kind, parentId, slug: former })
        .onConflictDoUpdate({
          target: [contentSlugHistory.kind, contentSlugHistory.parentId, contentSlugHistory.slug],
          set: { itemId: id },
        });
    }
  };

  // Level by level (parents first); the new items of a level are inserted together.
  const levels = new Map<number, ArchiveItem[]>();
  for (const item of ordered) levels.set(depth(item), [...(levels.get(depth(item)) ?? []), item]);
  for (const level of levels.values()) {
    const added: { item: ArchiveItem; where: string; parentId: number | null; row: PreparedContentItem }[] =
      [];
    for (const item of level) {
      const where = `${item.kind} '${item.title}' (${item.key})`;
      const report = reportOf(item.kind);
      const parentId = item.parent === null ? null : idOfKey.get(item.parent);
      if (parentId === undefined)
        throw bad(where, `its parent ${item.parent} is neither in the archive nor on this site.`);
      const current = byKey.get(item.key);
      const parsed = CONTENT_DATA[item.kind].safeParse(item.data);
      if (!parsed.success) {
        const fields = fieldMessages(parsed.error, 'body');
        const [first] = Object.entries(fields);
        throw validationFailed(
          `${where}: ${first ? `${first[0]}: ${first[1]}` : 'its fields are not valid.'}`,
          Object.fromEntries(Object.entries(fields).map(([f, m]) => [`items.${item.key}.${f}`, m])),
        );
      }
      const publishedAt = new Date(item.publishedAt);
      const input = {
        kind: item.kind,
        parentId,
        slug: item.slug,
        title: item.title,
        summary: item.summary,
        position: item.position,
        published: item.published,
        publishedAt,
        data: item.data,
      };
      if (!current) {
        let row: PreparedContentItem;
        try {
          row = prepareContentItem(input);
        } catch (error) {
          nameIt(item, where)(error);
        }
        added.push({ item, where, parentId, row: row! });
        continue;
      }
      const data = sanitiseData(item.kind, parsed.data as Record<string, unknown>);
      const same =
        current.title === item.title.trim() &&
        current.summary === item.summary.trim() &&
        current.position === item.position &&
        current.published === item.published &&
        current.publishedAt.getTime() === publishedAt.getTime() &&
        isDeepStrictEqual(plain(current.data), plain(data));
      let id: number;
      if (same) {
        report.unchanged++;
        id = current.id;
      } else {
        ({ id } = await saveContentItem(writer, { id: current.id, ...input }).catch(nameIt(item, where)));
        note(report, 'changed', item.title);
        await syncDraft(tx, id, item, data, parentId, options.actorId);
      }
      idOfKey.set(item.key, id);
      await keepFormerSlugs(item, id, parentId);
    }
    if (added.length === 0) continue;
    const first = added[0]!;
    const ids = await insertContentItems(
      writer,
      added.map((a) => a.row),
    ).catch(nameIt(first.item, added.length === 1 ? first.where : `${added.length} new items`));
    await recordOriginals(tx, ids, options.actorId);
    for (const [i, { item, parentId }] of added.entries()) {
      note(reportOf(item.kind), 'added', item.title);
      idOfKey.set(item.key, ids[i]!);
      await keepFormerSlugs(item, ids[i]!, parentId);
    }
  }

  if (options.mode === 'replace') {
    const absent = existing.filter((i) => !archiveKeys.has(i.key));
    for (const item of absent) note(reportOf(item.kind), 'removed', item.title);
    if (absent.length)
      await tx.delete(contentItems).where(
        inArray(
          contentItems.id,
          absent.map((i) => i.id),
        ),
      );
  }
  // Every kind of the site, in the order the studio's menu knows them.
  return Object.keys(CONTENT_DATA).map((kind) => reportOf(kind));
}

/**
 * An imported item's studio draft (if it has one) becomes the imported copy, as a new version
 * ('import'), so the editor sees what is live and an open form gets the usual conflict.
 */
async function syncDraft(
  tx: DbOrTx,
  itemId: number,
  item: ArchiveItem,
  data: Record<string, unknown>,
  parentId: number | null,
  actorId: number | null,
): Promise<void> {
  const [draft] = await tx
    .select({ version: contentDrafts.version })
    .from(contentDrafts)
    .where(eq(contentDrafts.itemId, itemId))
    .for('update');
  if (!draft) return;
  const fields = {
    title: item.title.trim(),
    slug: item.slug,
    summary: item.summary.trim(),
    parentId,
    data,
  };
  const version = draft.version + 1;
  await tx
    .update(contentDrafts)
    .set({ ...fields, version, pending: false, updatedBy: actorId, updatedAt: new Date() })
    .where(and(eq(contentDrafts.itemId, itemId)));
  await tx.insert(contentVersions).values({ itemId, version, action: 'import', ...fields, savedBy: actorId });
}
