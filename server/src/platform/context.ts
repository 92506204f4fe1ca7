import type { Pool } from 'pg';
import type { SessionCache } from './auth/session-cache';
import type { Config } from './config';
import type { Db, EventBus } from './db';
import type { JobRunner } from './jobs';
import type { BackgroundWork } from './lib';
import type { FileStore } from './storage';

/**
 * What every route plugin needs: the configuration, the database, the event bus and per-process
 * caches. The website's plugins get more (website/context.ts).
 */
export interface AppContext {
  config: Config;
  db: Db;
  /** The raw pool, for the few hot queries written in plain SQL. */
  pool: Pool;
  /** Events between the server processes (PostgreSQL LISTEN/NOTIFY): caches and live updates. */
  events: EventBus;
  sessionCache: SessionCache;
  /** The process's background jobs: modules register their queues and workers with it. */
  jobs: JobRunner;
  /** Uploaded and generated files (DATA_DIR or the S3 bucket). */
  files: FileStore;
  /** Work done after answering (finished before the server closes). */
  background: BackgroundWork;
  /**
   * Settles once a starting server's first-start demo accounts exist (at once otherwise): a
   * sign-in waits for it, so the server can listen before the demo seed is done.
   */
  accountsReady: PromiseLike<unknown>;
}
