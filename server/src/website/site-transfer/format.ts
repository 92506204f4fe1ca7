/**
 * The site archive's layout (a gzip'd tar), version 1, in this order:
 *
 *   manifest.json              { format: 'managewell-site', version: 1, exportedAt, counts }
 *   settings.json              the stored settings document (site_settings.data)
 *   content/<kind>.json        [ArchiveItem…] per content kind, parents' kinds first
 *   media.json                 [ArchiveMedia…] metadata of every media original
 *   media/<id>.<ext>           the bytes of each one
 *
 * Items are named by their address, not their database id: `key` is `<kind>:<slug path>`,
 * the slug path being the ancestors' slugs and the item's own, joined by '/'
 * ('product:pool-equipment/pumps/variable-speed-pump'). An import matches items by key, so an
 * archive moves between installations whose ids differ. Links between items are slugs or media
 * ids already (content-kinds.ts), so nothing else needs rewriting.
 */
import {
  CONTENT_KINDS,
  type ContentKind,
  MEDIA_ID_SCHEMA,
  PARENT_KIND,
  SITE_ARCHIVE_FORMAT,
} from '@managewell/api/contract';
import { z } from 'zod';
import { MEDIA_MIME_TYPES } from '../site';

export const MANIFEST = 'manifest.json';
export const SETTINGS = 'settings.json';
export const MEDIA_INDEX = 'media.json';

/** Largest JSON entry (a kind's items, the media index, the settings). */
export const MAX_JSON_BYTES = 20 * 1024 * 1024;
/** Largest media original in an archive (the media table's own limit). */
export const MAX_MEDIA_BYTES = 20 * 1024 * 1024;
/** Entries in one archive. */
export const MAX_ENTRIES = 20_000;

export const manifestSchema = z.object({
  format: z.literal(SITE_ARCHIVE_FORMAT, { error: 'This is not a website archive of Managewell.' }),
  version: z.number().int(),
  exportedAt: z.string().max(40).nullable().default(null),
  counts: z.record(z.string(), z.number().int().min(0)).optional(),
});
export type Manifest = z.infer<typeof manifestSchema>;

const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Not a valid slug.')
  .max(120);
const itemKey = z.string().max(2000);

export const archiveItemSchema = z.strictObject({
  key: itemKey,
  kind: z.enum(CONTENT_KINDS as [ContentKind, ...ContentKind[]]),
  /** The parent's key (kinds with a parent) or null. */
  parent: itemKey.nullable(),
  slug,
  title: z.string().max(200),
  summary: z.string().max(1000),
  position: z.number().int().min(-1_000_000).max(1_000_000),
  published: z.boolean(),
  publishedAt: z.iso.datetime({ offset: true }),
  /** Checked against the kind's schema by the repository (saveContentItem) on import. */
  data: z.unknown(),
  /** Earlier slugs under the same parent: their URLs answer 301 to the item. */
  formerSlugs: z.array(slug).max(100).default([]),
});
export type ArchiveItem = z.infer<typeof archiveItemSchema>;

export const archiveMediaSchema = z.strictObject({
  id: MEDIA_ID_SCHEMA,
  mime: z.enum(MEDIA_MIME_TYPES as [string, ...string[]]),
  alt: z.string().max(300),
  focalX: z.number().min(0).max(1),
  focalY: z.number().min(0).max(1),
  /** The entry holding the bytes: media/<id>.<ext>. */
  file: z.string().max(200),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ArchiveMedia = z.infer<typeof archiveMediaSchema>;

export const contentEntry = (kind: ContentKind) => `content/${kind}.json`;

/**
 * The only entry names an archive may hold. Nothing is ever written to disk under an entry's
 * name, and a name outside this set (absolute, '..', backslashes, links) is refused anyway.
 */
export const ENTRY_NAME =
  /^(manifest\.json|settings\.json|media\.json|content\/[a-z-]{1,40}\.json|media\/[a-z0-9][a-z0-9-]{0,99}\.[a-z0-9]{2,5})$/;

/** The key of an item from its kind and the slugs from its top ancestor down to itself. */
export function keyOf(kind: ContentKind, slugs: readonly string[]): string {
  return `${kind}:${slugs.join('/')}`;
}

/** The kind and slug path of a key. */
export function parseKey(key: string): { kind: string; slugs: string[] } {
  const at = key.indexOf(':');
  return { kind: key.slice(0, at), slugs: key.slice(at + 1).split('/') };
}

/** Kinds with parents after their parents' kinds (the order content files are written and read). */
export const KINDS_IN_ORDER: ContentKind[] = (() => {
  const depth = (kind: ContentKind): number => {
    const parent = PARENT_KIND[kind];
    return parent ? 1 + depth(parent) : 0;
  };
  return [...CONTENT_KINDS].sort((a, b) => depth(a) - depth(b));
})();
