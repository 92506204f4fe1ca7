/** The database: connection, embedded PostgreSQL, migrations, events and the core tables. */
// Connecting, and the handle business functions take.

export { allOn } from './all-on';
export { type Database, type Db, type DbOrTx, openDatabase, withoutRequestLimits } from './client';
export { DEMO_MEDIA_FILE, defaultTemplateDir, replenishSpare, templateKey } from './cluster-template';
// Starting PostgreSQL and the schema, for the entry points.
export { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded';
// Change events across processes.
export { contentChanged, databaseEvents, EventBus, type Publisher, sendEvent } from './events';
export { runMigrations } from './migrate';
// The core tables.
export {
  loginThrottle,
  media,
  serverSecrets,
  sessions,
  siteSettings,
  users,
} from './schema';
export { withStartupLock } from './startup-lock';
export { databaseUnavailableReason } from './unavailable';
