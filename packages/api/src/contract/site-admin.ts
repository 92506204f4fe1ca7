/**
 * The content studio's contract (website-admin; see docs/decisions/0019-content-as-typed-documents.md): editing every content kind of
 * content-kinds.ts with drafts, publishing, schedules, versions and previews.
 * Server (modules/site-admin) and the website-admin remote both compile against this file.
 */
import { z } from 'zod';
import { int4FromText, rowId, versionField } from './common';
import { CONTENT_KINDS, type ContentKind } from './content-kinds';
import { CONTENT_SORTS, CONTENT_STATUSES, type ContentStatus } from './content-values';

export const contentKindParam = z.enum(CONTENT_KINDS as [ContentKind, ...ContentKind[]], {
  error: `Unknown content kind: use one of ${CONTENT_KINDS.join(', ')}.`,
});

export const contentListQuery = z.strictObject({
  search: z.string().trim().max(100, 'Search with at most 100 characters.').optional(),
  status: z.enum(CONTENT_STATUSES).optional(),
  sort: z.enum(CONTENT_SORTS).default('position'),
  order: z.enum(['asc', 'desc']).default('asc'),
  parentId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export type ContentListQuery = z.infer<typeof contentListQuery>;

export interface ContentListRow {
  id: number;
  kind: ContentKind;
  parentId: number | null;
  parentTitle: string | null;
  title: string;
  slug: string;
  position: number;
  status: ContentStatus;
  updatedAt: string;
  updatedBy: string | null;
  /** Media id of the item's picture (first image field), for a thumbnail. */
  thumbnail: string | null;
  /** The live public address (null: the kind has no page of its own). */
  publicPath: string | null;
  /** The next pending scheduled change. */
  scheduled: { action: ScheduleAction; at: string } | null;
}

export interface ContentListResponse {
  items: ContentListRow[];
  total: number;
}

/** The editable fields of an item: what a draft holds. */
export const contentDraftInput = z.strictObject({
  title: z.string().trim().min(1, 'Give a title.').max(200, 'At most 200 characters.'),
  slug: z
    .string()
    .trim()
    .max(120, 'At most 120 characters.')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lowercase letters, digits and single hyphens only.')
    .optional(),
  summary: z.string().trim().max(1000, 'At most 1,000 characters.').default(''),
  parentId: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
  data: z.record(z.string(), z.unknown()),
});
export type ContentDraftInput = z.input<typeof contentDraftInput>;

export const contentUpdateRequest = contentDraftInput.extend({
  /** The draft version the editor started from (optimistic concurrency). */
  version: versionField(0),
  /** Saved by the editor's autosave: joins the editor's own autosave of the last few minutes. */
  autosave: z.boolean().optional(),
});
export type ContentUpdateRequest = z.input<typeof contentUpdateRequest>;

export interface ContentFields {
  title: string;
  slug: string;
  summary: string;
  parentId: number | null;
  data: Record<string, unknown>;
}

export interface ContentItemDetail extends ContentFields {
  id: number;
  kind: ContentKind;
  /** The draft's version: send it back with the next save. 0: never edited in the studio. */
  version: number;
  status: ContentStatus;
  publicPath: string | null;
  updatedAt: string;
  updatedBy: string | null;
  schedules: ContentSchedule[];
}

/** One field that differs between two states of an item ('data.about', 'title'…). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The 409 of a stale save: who saved meanwhile, what they changed, and the item as it is now. */
export interface ContentConflictDetails {
  by: string | null;
  at: string;
  changes: FieldChange[];
  current: ContentItemDetail;
}

export const SCHEDULE_ACTIONS = ['publish', 'unpublish'] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

export const scheduleRequest = z.strictObject({
  action: z.enum(SCHEDULE_ACTIONS),
  at: z.iso.datetime({ offset: true, error: 'Give a date and time (ISO 8601).' }),
});
export type ScheduleRequest = z.infer<typeof scheduleRequest>;

export interface ContentSchedule {
  id: number;
  action: ScheduleAction;
  at: string;
  status: 'pending' | 'done' | 'cancelled' | 'failed';
  by: string | null;
}

export const VERSION_ACTIONS = ['create', 'save', 'autosave', 'restore', 'import'] as const;

export interface ContentVersion {
  version: number;
  action: (typeof VERSION_ACTIONS)[number];
  title: string;
  savedAt: string;
  savedBy: string | null;
}

/** A publish or unpublish in an item's history; `by` null: the scheduler. */
export interface ContentHistoryEvent {
  action: 'publish' | 'unpublish';
  at: string;
  by: string | null;
}

/** An item's history: its saved versions, when it went live or off, and its live copy's last publish. */
export interface ContentHistory {
  versions: ContentVersion[];
  events: ContentHistoryEvent[];
  /** The last publish of the live copy; null when the item is not published. */
  live: { at: string; by: string | null } | null;
}

export const compareQuery = z.strictObject({
  /** 0 = the live (published) copy. */
  a: int4FromText(0),
  b: int4FromText(0),
});

export const restoreRequest = z.strictObject({ version: versionField(0) });

export const BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const;
export const bulkRequest = z.strictObject({
  action: z.enum(BULK_ACTIONS),
  ids: z.array(rowId()).min(1, 'Choose at least one item.').max(200),
  /** Go ahead although other items link to some of these. */
  force: z.boolean().default(false),
});
export type BulkRequest = z.input<typeof bulkRequest>;

export const reorderRequest = z.strictObject({
  ids: z.array(rowId()).min(1).max(1000),
});

export const forceQuery = z.strictObject({ force: z.enum(['true', 'false']).optional() });

/** Another item (or the settings) that links to the one being removed or hidden. */
export interface ContentUsage {
  kind: ContentKind | 'settings';
  id: number | null;
  title: string;
  field: string;
}

export interface PreviewLink {
  url: string;
  expiresAt: string;
}

export interface AuditEntry {
  id: number;
  at: string;
  by: string | null;
  action: string;
  kind: string;
  itemId: number | null;
  title: string;
}
