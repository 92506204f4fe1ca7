import type { Pool } from 'pg';
import type { Config } from './config';
import type { Db } from './db/client';
import type { SessionCache } from './modules/auth/session-cache';

/** What route plugins need: the configuration, the database and per-process caches. */
export interface AppContext {
  config: Config;
  db: Db;
  /** The raw pool, for the few hot queries written in plain SQL. */
  pool: Pool;
  sessionCache: SessionCache;
}
