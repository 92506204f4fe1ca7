import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type (Drizzle has no built-in for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The English search document of an item: title (weight A) over summary (B) over its rich-text
 * body with tags stripped (C); kept in step with the row by PostgreSQL itself.
 */
/** An item's rich-text body (services, products, projects: `about`; posts and pages: `body`) without its tags. */
export const BODY_TEXT_SQL = `regexp_replace(coalesce(data->>'body', data->>'about', ''), '<[^>]*>', ' ', 'g')`;

export const SEARCH_DOCUMENT_SQL = sql.raw(
  `setweight(to_tsvector('english'::regconfig, title), 'A') || ` +
    `setweight(to_tsvector('english'::regconfig, summary), 'B') || ` +
    `setweight(to_tsvector('english'::regconfig, ${BODY_TEXT_SQL}), 'C')`,
);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------------------------------------
// Public website (see docs/decisions/0019-content-as-typed-documents.md). Content is a set of typed documents: the columns every kind shares
// (slug, title, order, publication) are columns; the kind's own fields live in `data`, checked
// by the kind's zod schema (modules/site/content-kinds.ts) before every write.
// ---------------------------------------------------------------------------------------------

export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    /** One of CONTENT_KINDS (modules/site/content-kinds.ts). */
    kind: text('kind').notNull(),
    /** Sub-category → category, product → sub-category, project → project type, texture → renolit category. */
    parentId: integer('parent_id').references((): AnyPgColumn => contentItems.id, { onDelete: 'cascade' }),
    /** The URL segment, stored so renamed or special-character names keep resolving. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(true),
    /** Blogs and news: the date shown; ordering for listings. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    data: jsonb('data').notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the public site search matches (website/site/search.ts). */
    searchDocument: tsvector('search_document').notNull().generatedAlwaysAs(SEARCH_DOCUMENT_SQL),
  },
  (t) => [
    unique('content_items_kind_parent_slug_key').on(t.kind, t.parentId, t.slug).nullsNotDistinct(),
    index('content_items_kind_position_idx').on(t.kind, t.position, t.id),
    index('content_items_parent_idx').on(t.parentId),
    index('content_items_search_idx').using('gin', t.searchDocument),
    check('content_items_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/** Old slugs of renamed items: their URLs answer 301 to the current one. */
export const contentSlugHistory = pgTable(
  'content_slug_history',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    parentId: integer('parent_id'),
    slug: text('slug').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('content_slug_history_key').on(t.kind, t.parentId, t.slug).nullsNotDistinct()],
);
