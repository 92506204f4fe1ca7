import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for, so that its answer (content and timing) cannot
 * depend on it: it runs after the handler has answered, a failure is logged, and the server
 * finishes it before closing. For work that must survive a crash, use a pg-boss queue instead.
 */
export class BackgroundWork {
  readonly #running = new Set<Promise<void>>();
  /** Starters of work kept waiting by `hold` (tests). */
  #held: Array<() => void> | null = null;

  run(log: FastifyBaseLogger, label: string, task: () => Promise<void>): void {
    const started = new Promise<void>((start) => {
      if (this.#held) this.#held.push(start);
      else setImmediate(start);
    });
    const done: Promise<void> = started
      .then(task)
      .catch((error: unknown) => log.error({ err: error }, `${label} failed`))
      .finally(() => this.#running.delete(done));
    this.#running.add(done);
  }

  /** Keeps new work waiting until `release` (lets a test look at what a request did by itself). */
  hold(): void {
    this.#held ??= [];
  }

  release(): void {
    const held = this.#held ?? [];
    this.#held = null;
    for (const start of held) setImmediate(start);
  }

  /** Resolves once no work is running (held work is released first). */
  async idle(): Promise<void> {
    this.release();
    while (this.#running.size > 0) await Promise.allSettled([...this.#running]);
  }
}
