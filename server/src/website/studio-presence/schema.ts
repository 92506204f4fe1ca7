import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db';

/**
 * Which browser tabs have a studio item open ("Meera is editing"), refreshed by each tab's
 * heartbeat; kept in the database so every server process sees the same editors.
 */
export const studioEditors = pgTable(
  'studio_editors',
  {
    /** 'content:<id>' or 'settings' (contract/website/studio-presence.ts). */
    item: text('item').notNull(),
    tabId: text('tab_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.item, t.tabId] }), index('studio_editors_seen_idx').on(t.seenAt)],
);
