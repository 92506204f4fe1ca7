// The server's start after the bootstrap (main.ts), loaded while PostgreSQL starts: migrations,
// the first start's seed, the app, listening. A chunk of its own in the build (scripts/build.mjs).
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { buildApp } from './app';
import { startWorkers } from './cluster';
import type { Lifecycle } from './lifecycle';
import type { Config } from './platform/config';
import { openDatabase, runMigrations, withoutRequestLimits } from './platform/db';
import { type StaffSeedResult, seedDemoWhileStarting, seedInBackground } from './seed';
import { demoAccountsTable } from './seed/accounts';

export { runWorker } from './cluster';

/** The address to open in a browser: localhost when listening on every interface or on loopback. */
function browserUrl(host: string, port: number): string {
  const local = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(host);
  return `http://${local ? 'localhost' : host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Prepares the database (config.databaseUrl set), builds the app and listens. */
export async function serve({
  config,
  log,
  lifecycle,
  started,
}: {
  config: Config & { databaseUrl: string };
  log: Logger;
  lifecycle: Lifecycle;
  started: number;
}): Promise<void> {
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
      const building = buildApp(config, { database, logger: log, accountsReady: staffSeed });
      // A stop meanwhile waits for the app's start (its jobs' set-up) and then closes it, all
      // before the pool ends.
      lifecycle.onShutdown('the HTTP server', async () => (await building.catch(() => null))?.close());
      const app = await building;
      if (lifecycle.shuttingDown) return;
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
    // A stop during the start ends what was starting: not a failure to report.
    if (lifecycle.shuttingDown) return;
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
  // A stop ends the pictures' seed with its connection: not an error (the next start finishes it).
  const seedLog = {
    info: log.info.bind(log),
    error: ((...args: Parameters<Logger['error']>) =>
      lifecycle.shuttingDown
        ? log.info('the website pictures are seeded at the next start')
        : log.error(...args)) as Logger['error'],
  };
  if (config.seedDemo)
    void Promise.allSettled([seedInBackground(setup.db, seedLog), staffSeed]).finally(closeSetup);
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
