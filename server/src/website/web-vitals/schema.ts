import { bigserial, doublePrecision, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Real visitors' performance figures (web-vitals), kept for the team. */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    value: doublePrecision('value').notNull(),
    rating: text('rating').notNull(),
    path: text('path').notNull(),
    navigationType: text('navigation_type'),
    createdAt: createdAt(),
  },
  (t) => [index('web_vitals_name_created_idx').on(t.name, t.createdAt)],
);
