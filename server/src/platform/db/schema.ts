import { ROLES } from '@managewell/api/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
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

// The site settings and the media library are read by the letterhead and quotations (under website/),
// so their tables stay here.
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
