/**
 * The content studio's tables (website-admin; see docs/decisions/0019-content-as-typed-documents.md). The live copy of an item stays in
 * content_items (what the public site reads); edits go to its draft until they are published.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/db';
import { contentItems } from '../site';

/** The item as its editors last saved it; `version` guards against two editors overwriting each other. */
export const contentDrafts = pgTable('content_drafts', {
  itemId: integer('item_id')
    .primaryKey()
    .references(() => contentItems.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  title: text('title').notNull(),
  slug: text('slug').notNull(),
  summary: text('summary').notNull().default(''),
  parentId: integer('parent_id'),
  data: jsonb('data').notNull(),
  /** The draft differs from the live copy (there is something to publish). */
  pending: boolean('pending').notNull().default(false),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every saved state of an item (create, save, restore), for history, compare and restore. */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    action: text('action').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    summary: text('summary').notNull().default(''),
    parentId: integer('parent_id'),
    data: jsonb('data').notNull(),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('content_versions_item_version_key').on(t.itemId, t.version)],
);

/** A publish or unpublish planned for a date and time (run by a pg-boss job). */
export const contentSchedules = pgTable(
  'content_schedules',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** pending → done | cancelled | failed */
    status: text('status').notNull().default('pending'),
    error: text('error'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [index('content_schedules_item_idx').on(t.itemId, t.status)],
);

/** The audit log of publish, unpublish and delete is the website's one: site-audit/schema.ts. */
export { siteAuditLog } from '../site-audit';
