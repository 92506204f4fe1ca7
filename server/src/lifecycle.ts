import type { Logger } from 'pino';

/** A readable reason for any failure, including a rejection with no reason at all. */
export function reasonOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return error === undefined ? 'a promise was rejected without a reason' : String(error);
}

/**
 * What main() has opened, closed in reverse order on SIGINT/SIGTERM (at any point of the start,
 * so a Ctrl-C during migrations leaves no PostgreSQL behind), then the process exits 0.
 */
export class Lifecycle {
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
