import { ROLES } from '@managewell/api/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email'),
    active: boolean('active').notNull().default(true),
    /** Set for a temporary password HR handed out: the person must choose their own first. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    check('users_role_check', sql`${t.role} in (${sql.raw(ROLES.map((role) => `'${role}'`).join(', '))})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** sha256 (hex) of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    lastIp: text('last_ip'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

/** Failed-login counters per 'user:<name>' and 'ip:<address>', shared by every app node. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});

/** Secrets the server makes for itself on first start (the device-cookie key), shared by every node. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    company: text('company'),
    designation: text('designation'),
    /** Lower-cased. */
    email: text('email'),
    /** The 10 national digits. */
    mobile: text('mobile').notNull(),
    mobileCode: text('mobile_code').notNull().default('91'),
    /** '+91' + the 10 digits: what duplicate detection compares. */
    mobileNormalised: text('mobile_normalised').notNull(),
    phone: text('phone'),
    fax: text('fax'),
    website: text('website'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    postalCode: text('postal_code'),
    notes: text('notes'),
    interests: text('interests'),
    category: text('category'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    dealSize: bigint('deal_size', { mode: 'number' }),
    potential: text('potential'),
    source: text('source').notNull(),
    status: text('status').notNull().default('new'),
    rejectionReason: text('rejection_reason'),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The Idempotency-Key of the public form submission that made the lead (null for staff-made
     * leads): unique, so a retried submission finds its lead instead of making a second one.
     */
    idempotencyKey: uuid('idempotency_key').unique('leads_idempotency_key_unique'),
    /** Lower-cased name, e-mail and mobile digits: what the list's free-text search matches. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(first_name || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || mobile)`,
      ),
  },
  (t) => [
    check('leads_status_check', sql`${t.status} in ('new', 'verified', 'rejected')`),
    // Plain ascending keys: a backward scan serves ORDER BY … DESC (NULLS FIRST, PostgreSQL's default),
    // which an index declared DESC NULLS LAST would not.
    index('leads_created_at_idx').on(t.createdAt, t.id),
    index('leads_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('leads_source_created_at_idx').on(t.source, t.createdAt, t.id),
    index('leads_first_name_idx').on(t.firstName, t.id),
    index('leads_city_idx').on(t.city, t.id),
    index('leads_status_id_idx').on(t.status, t.id),
    index('leads_source_id_idx').on(t.source, t.id),
    index('leads_mobile_normalised_idx').on(t.mobileNormalised),
    index('leads_email_idx').on(t.email),
    index('leads_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const leadHistory = pgTable(
  'lead_history',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    reason: text('reason'),
  },
  (t) => [index('lead_history_lead_id_idx').on(t.leadId, t.at)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    /** 'role' (everyone with `role`), 'all' (all staff) or 'personal' (`user_id`). */
    group: text('group').notNull(),
    role: text('role'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'notifications_group_check',
      sql`(${t.group} = 'role' and ${t.role} is not null and ${t.userId} is null)
        or (${t.group} = 'all' and ${t.role} is null and ${t.userId} is null)
        or (${t.group} = 'personal' and ${t.userId} is not null and ${t.role} is null)`,
    ),
    index('notifications_role_idx').on(t.role, t.createdAt),
    index('notifications_user_id_idx').on(t.userId, t.createdAt),
    index('notifications_group_idx').on(t.group, t.createdAt),
  ],
);

export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.userId] }),
    index('notification_reads_user_idx').on(t.userId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Public website (issue 3). Content is a set of typed documents: the columns every kind shares
// (slug, title, order, publication) are columns; the kind's own fields live in `data`, checked
// by the kind's zod schema (modules/site/content-kinds.ts) before every write.
// ---------------------------------------------------------------------------------------------

/** One row (id 1): the editable parts of SPEC 3's site settings; the menus are derived from content. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    data: jsonb('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Optimistic version: a save names the version it edited (website-admin settings). */
    version: integer('version').notNull().default(1),
  },
  (t) => [check('site_settings_single_row', sql`${t.id} = 1`)],
);

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
  },
  (t) => [
    unique('content_items_kind_parent_slug_key').on(t.kind, t.parentId, t.slug).nullsNotDistinct(),
    index('content_items_kind_position_idx').on(t.kind, t.position, t.id),
    index('content_items_parent_idx').on(t.parentId),
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

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Stored images (and the brochure PDF). The original lives in the database, so a backup or a
 * cloned database has it; size/format variants are made on demand and cached under DATA_DIR/media-cache.
 */
export const media = pgTable('media', {
  id: text('id').primaryKey(),
  content: bytea('content').notNull(),
  mime: text('mime').notNull(),
  width: integer('width').notNull().default(0),
  height: integer('height').notNull().default(0),
  alt: text('alt').notNull().default(''),
  bytes: integer('bytes').notNull(),
  /** The point crops keep in view, 0..1 from the left and the top (website-admin media library). */
  focalX: doublePrecision('focal_x').notNull().default(0.5),
  focalY: doublePrecision('focal_y').notNull().default(0.5),
  createdAt: createdAt(),
});

/** Files sent with a lead (a career application's resume), stored under DATA_DIR/uploads. */
export const leadAttachments = pgTable(
  'lead_attachments',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Random name on disk; never derived from what the visitor sent. */
    storedName: text('stored_name').notNull(),
    /** The visitor's file name, for display only. */
    originalName: text('original_name').notNull(),
    /** Detected from the content, not from the name or the declared type. */
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_attachments_lead_idx').on(t.leadId)],
);

/** Forwarding of public leads to the lead-capture service (HelloLeads): one row per lead. */
export const leadForwarding = pgTable(
  'lead_forwarding',
  {
    leadId: integer('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** 'pending', 'delivered', 'failed' (gave up after the retries) or 'not-configured'. */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The service's answer on delivery (its lead id when it gives one). */
    response: jsonb('response'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'lead_forwarding_status_check',
      sql`${t.status} in ('pending', 'delivered', 'failed', 'not-configured')`,
    ),
    index('lead_forwarding_status_idx').on(t.status),
  ],
);

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
