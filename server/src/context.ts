import type { Pool } from 'pg';
import type { LeadForwarder } from './pipeline/lead-forwarding/forwarder';
import type { SessionCache } from './platform/auth/session-cache';
import type { Config } from './platform/config';
import type { Db } from './platform/db/client';
import type { EventBus } from './platform/db/events';
import type { JobRunner } from './platform/jobs';
import type { BackgroundWork } from './platform/lib/background-work';
import type { SiteContent } from './website/site/service';

/** What route plugins need: the configuration, the database, the event bus and per-process caches. */
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
  /** Queues stored website leads for forwarding to HelloLeads. */
  leadForwarder: LeadForwarder;
  /** The public website's settings and page documents, cached per content version. */
  siteContent: SiteContent;
  /** Work done after answering (finished before the server closes). */
  background: BackgroundWork;
  /**
   * Settles once a starting server's first-start demo accounts exist (at once otherwise): a
   * sign-in waits for it, so the server can listen before the demo seed is done.
   */
  accountsReady: PromiseLike<unknown>;
}
