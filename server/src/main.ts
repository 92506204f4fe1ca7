import cluster from 'node:cluster';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { buildApp, REDACTED_PATHS } from './app';
import { runWorker, startWorkers } from './cluster';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase, withoutRequestLimits } from './db/client';
import { startEmbeddedPostgres } from './db/embedded';
import { runMigrations } from './db/migrate';
import { createLogger } from './logging';
import { type StaffSeedResult, seedDemoWhileStarting, seedInBackground } from './seed';
import { demoAccountsTable } from './seed/accounts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** A readable reason for any failure, including a rejection with no reason at all. */
function reasonOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return error === undefined ? 'a promise was rejected without a reason' : String(error);
}

/**
 * What main() has opened, closed in reverse order on SIGINT/SIGTERM (at any point of the start,
 * so a Ctrl-C during migrations leaves no PostgreSQL behind), then the process exits 0.
 */
class Lifecycle {
  #closers: { name: string; close: () => Promise<unknown> }[] = [];
  shuttingDown = false;

  constructor(private readonly log: Logger) {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      // A Ctrl-C reaches the server twice (from the terminal and from scripts/start.mjs): once is enough.
      process.on(signal, () => void this.shutdown(signal));
    }
  }

  /** Registers something to close on shutdown; the last registered closes first. */
  onShutdown(name: string, close: () => Promise<unknown>): void {
    this.#closers.unshift({ name, close });
  }

  async closeAll(): Promise<void> {
    for (const { name, close } of this.#closers) {
      await close().catch((error: unknown) =>
        this.log.error({ reason: reasonOf(error) }, `error while closing ${name}`),
      );
    }
  }

  async shutdown(signal: string): Promise<void> {
    if (this.shuttingDown) return;
    this.shuttingDown = true;
    this.log.info({ signal }, 'shutting down');
    // Longer than the workers' own grace (cluster.ts, 10 s), so PostgreSQL still stops cleanly
    // after a worker that needed all of it.
    const force = setTimeout(() => {
      this.log.error('shutdown took longer than 15 seconds; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    await this.closeAll();
    this.log.info('stopped');
    process.exit(0);
  }

  /** Stops on a start failure, saying why. */
  async fail(step: string, error: unknown): Promise<never> {
    this.log.fatal({ reason: reasonOf(error) }, step);
    if (!this.shuttingDown) await this.closeAll();
    process.exit(1);
  }
}

/** The address to open in a browser: localhost when listening on every interface or on loopback. */
function browserUrl(host: string, port: number): string {
  const local = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(host);
  return `http://${local ? 'localhost' : host.includes(':') ? `[${host}]` : host}:${port}`;
}

async function main(): Promise<void> {
  const started = performance.now();
  const config = readConfig();
  const log = createLogger(config, REDACTED_PATHS);
  // WEB_CONCURRENCY > 1: a worker only serves; the primary below prepares the database first.
  if (cluster.isWorker) return runWorker(config, log);
  const lifecycle = new Lifecycle(log);
  process.on('unhandledRejection', (reason) => void lifecycle.fail('unexpected failure', reason));
  await mkdir(join(config.dataDir, 'uploads'), { recursive: true });

  if (!config.databaseUrl) {
    log.info({ dataDir: config.dataDir, port: config.embeddedPgPort }, 'starting embedded PostgreSQL');
    try {
      const embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.embeddedPgPort,
        logger: log.child({ component: 'postgres' }),
      });
      lifecycle.onShutdown('the embedded PostgreSQL', () => embedded.stop());
      config.databaseUrl = embedded.url;
    } catch (error) {
      return lifecycle.fail('could not start the embedded PostgreSQL', error);
    }
  }

  // Migrations and the first-start seed may wait for another node's and run long: no request limits.
  const setup = openDatabase(config.databaseUrl, 2, withoutRequestLimits(config.databaseTimeouts));
  let setupClosed: Promise<void> | null = null;
  const closeSetup = () => (setupClosed ??= setup.close());
  lifecycle.onShutdown('the set-up connection', closeSetup);
  const prepareFailed = (error: unknown) => {
    if (!lifecycle.shuttingDown) void lifecycle.fail('could not prepare the database', error);
  };
  /** The back office's demo data, seeded while the server starts listening (a sign-in waits for it). */
  let staffSeed: Promise<StaffSeedResult | null> = Promise.resolve(null);
  /** The staff seed starts once the home page is rendered, so it does not slow the first page. */
  let startStaffSeed = () => {};
  const staffMayStart = new Promise<void>((resolve) => {
    startStaffSeed = resolve;
  });
  try {
    await runMigrations(setup);
    if (config.seedDemo) {
      const seedStarted = performance.now();
      const seeding = seedDemoWhileStarting(setup.db, config.passwordHashCost, Date.now(), staffMayStart);
      staffSeed = seeding.staff;
      staffSeed.catch(prepareFailed);
      const site = await seeding.site;
      if (site.seeded)
        log.info({ ...site, ms: Math.round(performance.now() - seedStarted) }, 'seeded the website content');
    }
  } catch (error) {
    return prepareFailed(error);
  }

  // One process, or WEB_CONCURRENCY workers sharing the port (cluster.ts).
  let port: number;
  try {
    if (config.webConcurrency > 1) {
      // Workers are other processes, which cannot wait for this one's seed: it comes first.
      startStaffSeed();
      await staffSeed;
      const workers = startWorkers({ count: config.webConcurrency, databaseUrl: config.databaseUrl, log });
      lifecycle.onShutdown('the server workers', () => workers.close());
      port = (await workers.ready).port;
    } else {
      const database = openDatabase(config.databaseUrl, 10, config.databaseTimeouts);
      lifecycle.onShutdown('the database pool', () => database.close());
      const app = await buildApp(config, { database, logger: log, accountsReady: staffSeed });
      lifecycle.onShutdown('the HTTP server', () => app.close());
      // The home page rendered (SSR bundle loaded, page cached) before the first visitor asks.
      await app.inject({ method: 'GET', url: '/' }).catch(() => undefined);
      startStaffSeed();
      await app.listen({ port: config.port, host: config.host });
      port = (app.server.address() as AddressInfo).port;
      // Its brotli copy (made once, on first need) made now, not for the first visitor.
      void app
        .inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } })
        .catch(() => undefined);
    }
  } catch (error) {
    return lifecycle.fail(`could not listen on ${config.host}:${config.port}`, error);
  }
  const url = browserUrl(config.host, port);
  log.info(
    {
      url,
      host: config.host,
      workers: config.webConcurrency,
      startupMs: Math.round(performance.now() - started),
    },
    'Managewell server ready',
  );
  // The website's pictures are drawn after listening (pages answer meanwhile; a picture asked
  // for waits in this process), on the set-up connection, which has no request time limits.
  if (config.seedDemo)
    void Promise.allSettled([seedInBackground(setup.db, log), staffSeed]).finally(closeSetup);
  else void closeSetup();
  const staff = await staffSeed.catch(() => null);
  if (staff?.seeded) log.info(staff, 'seeded demo data');
  if (staff?.seeded) {
    // Last, so it is not lost among log lines.
    console.log(
      `\nDemo accounts (first start; change their passwords before real use):\n\n${demoAccountsTable()}\n\n` +
        `Open ${url} (staff: ${url}/app/auth/signin-1)\n`,
    );
  }
}

void main();
