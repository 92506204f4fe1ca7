/**
 * Several server processes on one port (WEB_CONCURRENCY > 1) with node:cluster.
 *
 * The primary process prepares the database once (main.ts: embedded PostgreSQL when needed,
 * migrations, seed), then `startWorkers` forks the workers and restarts any that dies (with
 * back-off); on SIGINT/SIGTERM main.ts closes them before the database. Each worker
 * (`runWorker`) builds the app on the database the primary gives it (DATABASE_URL in its
 * environment) and listens on the shared port. The workers keep nothing the others need to know: their caches hear of every
 * change through PostgreSQL LISTEN/NOTIFY (db/events.ts).
 */
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { buildApp } from './app';
import type { Config } from './platform/config';
import { openDatabase } from './platform/db';
import { collectWorkersMetrics } from './platform/metrics';

/** How long a shutdown may take before the remaining processes are killed. */
const SHUTDOWN_GRACE_MS = 10_000;
/** Restart back-off: doubles per crash within a minute, up to the cap. */
const RESTART_FIRST_MS = 500;
const RESTART_MAX_MS = 30_000;
const CRASH_MEMORY_MS = 60_000;

export interface WorkerOptions {
  count: number;
  /** The prepared database, handed to every worker. */
  databaseUrl: string;
  log: Logger;
}

export interface Workers {
  /** Resolves when every worker listens; rejects when one cannot start (its own log says why). */
  ready: Promise<{ port: number }>;
  /** Stops restarting, asks every worker to finish its requests and exit, and waits for them. */
  close(): Promise<void>;
}

/** Forks the workers and restarts any that dies, until `close`. */
export function startWorkers({ count, databaseUrl, log }: WorkerOptions): Workers {
  const listening = new Set<number>();
  const crashes: number[] = [];
  let started = false;
  let stopping = false;
  let resolveReady!: (value: { port: number }) => void;
  let rejectReady!: (error: Error) => void;
  const ready = new Promise<{ port: number }>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  ready.catch(() => undefined); // the caller handles it; no unhandled rejection meanwhile

  // A scrape reaching one worker answers for all of them.
  collectWorkersMetrics();

  const fork = () => {
    const worker = cluster.fork({ DATABASE_URL: databaseUrl });
    log.debug({ worker: worker.id, workerPid: worker.process.pid }, 'worker started');
  };
  const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());

  cluster.on('listening', (worker, address) => {
    listening.add(worker.id);
    log.debug({ worker: worker.id, workerPid: worker.process.pid }, 'worker listening');
    if (!started && listening.size >= count) {
      started = true;
      resolveReady({ port: address.port });
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const wasListening = listening.delete(worker.id);
    if (stopping) return;
    if (!started && !wasListening) {
      // A worker that cannot start will not start on a retry either (port taken, bad settings).
      rejectReady(new Error(`a server worker could not start (exit code ${code ?? signal})`));
      return;
    }
    const now = Date.now();
    while (crashes.length > 0 && now - crashes[0]! > CRASH_MEMORY_MS) crashes.shift();
    crashes.push(now);
    const delay = Math.min(RESTART_FIRST_MS * 2 ** (crashes.length - 1), RESTART_MAX_MS);
    log.error(
      { worker: worker.id, code, signal, restartInMs: delay },
      'a server worker stopped; restarting it',
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, delay).unref();
  });

  const close = async () => {
    stopping = true;
    const workers = alive();
    const exits = workers.map(
      (worker) => new Promise<void>((resolve) => worker.once('exit', () => resolve())),
    );
    for (const worker of workers) worker.process.kill('SIGTERM');
    const force = setTimeout(() => {
      log.error({}, 'server workers did not stop in time; killing them');
      for (const worker of alive()) worker.process.kill('SIGKILL');
    }, SHUTDOWN_GRACE_MS);
    await Promise.all(exits);
    clearTimeout(force);
  };

  log.info({ workers: count }, 'starting server workers');
  for (let i = 0; i < count; i++) fork();
  return { ready, close };
}

/** A worker: builds the app on the primary's database and listens on the shared port. */
export async function runWorker(config: Config, log: Logger): Promise<void> {
  if (!config.databaseUrl) throw new Error('A worker needs DATABASE_URL from the primary.');
  const database = openDatabase(config.databaseUrl, 10, config.databaseTimeouts);
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  let stopping = false;
  const shutdown = async (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    log.debug({ reason }, 'worker shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    await app?.close().catch((error: unknown) => log.error({ err: error }, 'error while closing the server'));
    await database.close().catch(() => undefined);
    process.exit(code);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  // The primary is gone (killed): nothing would restart or stop this worker any more.
  process.once('disconnect', () => void shutdown('the primary process exited'));

  try {
    app = await buildApp(config, { database, logger: log });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    log.fatal({ err: error }, `worker could not start on ${config.host}:${config.port}`);
    await shutdown('start failed', 1);
  }
}
