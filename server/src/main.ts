// The server's entry: a small bootstrap (see docs/decisions/0026-cold-start-order.md). It reads the configuration and, on a first
// start, copies and starts the embedded PostgreSQL while the rest of the server's modules (the
// app, its routes, the seed: most of the start's JavaScript) load beside it, in a chunk of their
// own (scripts/build.mjs splits the bundle at the import() below). Keep its imports light.
import cluster from 'node:cluster';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Lifecycle } from './lifecycle';
import { type Config, ConfigError, loadConfig } from './platform/config';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './platform/db/embedded';
import { createLogger, REDACTED_PATHS } from './platform/logging';

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

async function main(): Promise<void> {
  const started = performance.now();
  const config = readConfig();
  const log = createLogger(config, REDACTED_PATHS);
  // The rest of the server, loaded while PostgreSQL starts below: once the start waits for
  // another process (the template's copy, the postmaster), as its own steps need this thread.
  let loadServer = () => {};
  const server = new Promise<void>((resolve) => {
    loadServer = resolve;
  }).then(() => import('./start'));
  // WEB_CONCURRENCY > 1: a worker only serves; the primary below prepares the database first.
  if (cluster.isWorker || config.databaseUrl) loadServer();
  if (cluster.isWorker) return (await server).runWorker(config, log);
  const lifecycle = new Lifecycle(log);
  process.on('unhandledRejection', (reason) => void lifecycle.fail('unexpected failure', reason));
  await mkdir(join(config.dataDir, 'uploads'), { recursive: true });

  let embedded: Promise<EmbeddedDatabase | null> = Promise.resolve(null);
  if (!config.databaseUrl) {
    log.info({ dataDir: config.dataDir, port: config.embeddedPgPort }, 'starting embedded PostgreSQL');
    embedded = startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      logger: log.child({ component: 'postgres' }),
      demoMedia: config.seedDemo,
      onWaiting: loadServer,
    });
    // Started or failed before any wait: load now (a failure is reported below).
    embedded.then(loadServer, loadServer);
    // A stop meanwhile (Ctrl-C, a failure) waits for it and stops it; its own failure is
    // reported below, once the modules have loaded.
    const running = embedded.catch(() => null);
    lifecycle.onShutdown('the embedded PostgreSQL', async () => (await running)?.stop());
  }
  let start: typeof import('./start');
  try {
    start = await server;
  } catch (error) {
    return lifecycle.fail('could not load the server', error);
  }
  if (!config.databaseUrl) {
    try {
      config.databaseUrl = (await embedded)!.url;
    } catch (error) {
      return lifecycle.fail('could not start the embedded PostgreSQL', error);
    }
  }
  const databaseUrl = config.databaseUrl;
  await start.serve({ config: { ...config, databaseUrl }, log, lifecycle, started });
  // Up, and the demo data seeded: the template's next spare copy (niced cp) for the next first start.
  const replenish = (await embedded.catch(() => null))?.replenishTemplate;
  if (replenish && !lifecycle.shuttingDown) {
    const stop = new AbortController();
    const replenishing = replenish(stop.signal).catch(() => false);
    lifecycle.onShutdown('the template copy', async () => {
      stop.abort();
      await replenishing;
    });
  }
}

void main();
