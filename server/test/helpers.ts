import { randomBytes } from 'node:crypto';
import type { Role, SettingsDocument } from '@managewell/api/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { createSession } from '../src/platform/auth/sessions';
import { type Config, loadConfig } from '../src/platform/config';
import { type Database, openDatabase } from '../src/platform/db/client';
import type { EventBus } from '../src/platform/db/events';
import { users } from '../src/platform/db/schema';
import { BackgroundWork } from '../src/platform/lib/background-work';
import { DEMO_ACCOUNTS } from '../src/seed/accounts';
import type { SiteWriter } from '../src/website/site/repository';
import { TEST_PASSWORD_COST } from './constants';

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Work the app does after answering: `hold()` it, or `await idle()` before looking at its effects. */
  background: BackgroundWork;
  /** The app's event bus (what its caches hear). */
  events: EventBus;
  /** Website content writes through this app (its caches see them at once, the others by event). */
  site: SiteWriter;
  /** A fresh bearer token of the demo account with this role (no HTTP round trip). */
  tokenFor(role: Role): Promise<string>;
  userId(role: Role): Promise<number>;
  call(options: InjectOptions & { token?: string }): Promise<Response>;
  close(): Promise<void>;
}

/** A fresh database cloned from the migrated, seeded template; returns its URL. */
export async function cloneTemplate(): Promise<string> {
  const adminUrl = inject('adminDatabaseUrl');
  const template = inject('templateDatabase');
  const name = `mw_test_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    // Concurrent clones of one template can collide ("being accessed by other users"): retry.
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`create database ${name} template ${template}`);
        break;
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function testConfig(databaseUrl: string, overrides: Partial<Config> = {}): Config {
  const base = loadConfig({});
  return {
    ...base,
    databaseUrl,
    logLevel: 'silent',
    passwordHashCost: TEST_PASSWORD_COST,
    sessionCacheMs: 0,
    login: { ...base.login, delayStepMs: 1 },
    // No background sharp work under the tests (site-media-jobs.test.ts turns it on).
    mediaVariantsAhead: false,
    // No follow-up reminder job either (sales-reminders.test.ts calls it directly).
    followUpReminders: false,
    // No resignation exit worker either (resignation.test.ts runs the sweep itself).
    resignationJobs: false,
    // No daily backup job either (backup.test.ts runs backups itself).
    backup: { ...base.backup, dailyAt: null },
    ...overrides,
  };
}

/** A server on its own database cloned from the seeded template. */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  return startTestServerOn(await cloneTemplate(), overrides);
}

/**
 * Several servers on one database cloned from the seeded template, like several processes of one
 * deployment (each has its own pool, caches and event listener).
 */
export async function startTestServers(
  count: number,
  overrides: Partial<Config> = {},
): Promise<TestServer[]> {
  const url = await cloneTemplate();
  const servers: TestServer[] = [];
  for (let i = 0; i < count; i++) servers.push(await startTestServerOn(url, overrides));
  return servers;
}

/** A server on a database already cloned (cloneTemplate), beside others on it. */
export async function startTestServerOn(url: string, overrides: Partial<Config>): Promise<TestServer> {
  const config = testConfig(url, overrides);
  const database = openDatabase(url, 4, config.databaseTimeouts);
  const background = new BackgroundWork();
  const app = await buildApp(config, { database, background, checkAnswers: true });
  const userId = async (role: Role) => {
    const username = DEMO_ACCOUNTS.find((a) => a.role === role)!.username;
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    return row!.id;
  };
  return {
    app,
    database,
    config,
    background,
    events: app.events,
    site: { db: database.db, events: app.events },
    userId,
    tokenFor: async (role) => createSession(database.db, await userId(role), 3_600_000, '127.0.0.1'),
    call: ({ token, headers, ...options }) =>
      app.inject({
        ...options,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export const demoPassword = (role: Role) => DEMO_ACCOUNTS.find((a) => a.role === role)!.password;
export const demoUsername = (role: Role) => DEMO_ACCOUNTS.find((a) => a.role === role)!.username;

/** The SQL text of a `pool.query` call (drizzle passes a query config object). */
export const sqlText = (query: unknown): string =>
  typeof query === 'string' ? query : (query as { text: string }).text;

/** Saves the website's settings as the website admin, changed by `change`; the answer. */
export async function saveSiteSettings(
  server: TestServer,
  change: (settings: SettingsDocument['settings']) => void,
): Promise<Response> {
  const token = await server.tokenFor('website-admin');
  const doc = (await server.call({ method: 'GET', url: '/api/website-admin/settings', token })).json()
    .success as SettingsDocument;
  const settings = structuredClone(doc.settings);
  change(settings);
  return server.call({
    method: 'PUT',
    url: '/api/website-admin/settings',
    token,
    payload: { version: doc.version, settings },
  });
}
