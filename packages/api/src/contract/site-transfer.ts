/**
 * Export and import of the whole website (see docs/decisions/0021-site-export-import.md): one .tar.gz archive with the content
 * items of every kind, the settings and the media (metadata and bytes). An import answers what
 * it changes (or, as a dry run, what it would change) per kind.
 */
import { z } from 'zod';

/** What the archive's manifest.json says it is; another format or a newer version is refused. */
export const SITE_ARCHIVE_FORMAT = 'managewell-site';
export const SITE_ARCHIVE_VERSION = 1;
/** The largest archive an import accepts (the upload is refused past it, 413). */
export const SITE_ARCHIVE_MAX_BYTES = 300 * 1024 * 1024;

/**
 * merge (default): items and media of the archive are added or updated, the others are kept.
 * replace: the site becomes the archive: items and media absent from it are removed too.
 */
export const SITE_IMPORT_MODES = ['merge', 'replace'] as const;
export type SiteImportMode = (typeof SITE_IMPORT_MODES)[number];

export const siteImportQuery = z.strictObject({
  mode: z.enum(SITE_IMPORT_MODES).default('merge'),
  dryRun: z.enum(['true', 'false']).default('false'),
  /** The sha256 of the archive a dry run answered for: the import refuses another file. */
  expect: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'The expected archive digest is 64 hexadecimal digits.')
    .optional(),
});

/** Names of up to this many items per change are listed in a report (the counts are exact). */
export const SITE_IMPORT_LISTED = 50;

export interface SiteImportKindReport {
  kind: string;
  added: number;
  changed: number;
  unchanged: number;
  removed: number;
  /** Titles of the added / changed / removed items (at most SITE_IMPORT_LISTED each). */
  addedTitles: string[];
  changedTitles: string[];
  removedTitles: string[];
}

export interface SiteImportReport {
  dryRun: boolean;
  mode: SiteImportMode;
  /** sha256 (hex) of the archive: a confirmed import names it in `expect`. */
  archive: string;
  exportedAt: string | null;
  kinds: SiteImportKindReport[];
  /** Dotted paths of the settings fields that differ ([] when equal or absent from the archive). */
  settingsChanged: string[];
  media: {
    added: number;
    changed: number;
    unchanged: number;
    removed: number;
    addedIds: string[];
    changedIds: string[];
    removedIds: string[];
  };
  /** Nothing would change (or nothing changed). */
  unchanged: boolean;
}
