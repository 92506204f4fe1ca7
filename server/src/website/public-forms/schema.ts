import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { leads } from '../../pipeline/leads';

/**
 * Where a website lead was sent from: the public page (as the visitor's browser named it) and,
 * when that page resolved, its kind and title then (e.g. the product of "Enquire about this
 * product"). Kept as seen at the time: a later rename does not rewrite what the visitor saw.
 */
export const leadOrigins = pgTable('lead_origins', {
  leadId: integer('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  path: text('path').notNull(),
  /** The page's kind ('product', 'service', 'home'…), null when the path had no page. */
  kind: text('kind'),
  title: text('title'),
});
