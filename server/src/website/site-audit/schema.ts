import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db';

/**
 * Who changed what on the website, and when (website-admin): content published, unpublished or
 * deleted (kept after the item is gone; a null actor is the scheduler), settings saves, media
 * uploads, replacements, alt-text edits and deletions, jobs opened or closed, imports.
 */
export const siteAuditLog = pgTable(
  'site_audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. 'settings.update', 'media.upload', 'media.delete', 'job.close'. */
    action: text('action').notNull(),
    /** What was changed: 'settings', a media id, 'job:12'. */
    target: text('target').notNull(),
    /** A readable title of the target at the time. */
    title: text('title').notNull().default(''),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull().default({}),
    /** For content items (the studio's publish, unpublish, delete): their kind and id. */
    kind: text('kind'),
    itemId: integer('item_id'),
  },
  (t) => [index('site_audit_log_at_idx').on(t.at), index('site_audit_log_target_idx').on(t.target, t.at)],
);
