import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from 'pg';
import PgBoss from 'pg-boss';
import type { Db } from '../../platform/db/client';
import { deactivationInstant } from './notice';
import { deactivateDue } from './service';

export const EXIT_QUEUE = 'resignation-exit';

/**
 * The background job that ends accounts on the last working day: an accepted resignation queues a
 * job for 00:00 IST after its last day; each job (and a sweep at start, for jobs lost or missed)
 * deactivates everything that is due.
 */
export class ExitJobs {
  #boss: PgBoss | null = null;

  constructor(private readonly deps: { db: Db; pool: Pool; log: FastifyBaseLogger }) {}

  async start(options: { pollingIntervalSeconds?: number } = {}): Promise<void> {
    if (this.#boss) return;
    const boss = await this.startBoss();
    const queue = { name: EXIT_QUEUE, policy: 'standard' as const, retryLimit: 5, retryDelay: 30 };
    if (await boss.getQueue(EXIT_QUEUE)) await boss.updateQueue(EXIT_QUEUE, queue);
    else await boss.createQueue(EXIT_QUEUE, queue);
    this.#boss = boss;
    await boss.work(
      EXIT_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 },
      async () => {
        const ended = await deactivateDue(this.deps.db);
        if (ended > 0) this.deps.log.info({ ended }, 'accounts ended after the last working day');
      },
    );
    await this.run();
  }

  private async startBoss(attempt = 1): Promise<PgBoss> {
    const { pool, log } = this.deps;
    const boss = new PgBoss({
      db: { executeSql: (text, values) => pool.query(text, values) },
      schedule: false,
    });
    boss.on('error', (error) => log.error({ err: error }, 'resignation exit queue error'));
    try {
      await boss.start();
      return boss;
    } catch (error) {
      await boss.stop({ graceful: false, wait: false }).catch(() => undefined);
      if (attempt >= 3 || (error as { code?: string }).code !== '23505') throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      return this.startBoss(attempt + 1);
    }
  }

  /** Queues the deactivation for the end of a last working day. Never throws. */
  async schedule(lastWorkingDay: string): Promise<void> {
    try {
      await this.#boss?.send(
        EXIT_QUEUE,
        { lastWorkingDay },
        { startAfter: deactivationInstant(lastWorkingDay) },
      );
    } catch (error) {
      this.deps.log.warn({ err: error }, 'could not queue an account end; the start-up sweep will do it');
    }
  }

  /** Deactivates whatever is due now. */
  async run(): Promise<number> {
    return deactivateDue(this.deps.db);
  }

  async stop(): Promise<void> {
    const boss = this.#boss;
    this.#boss = null;
    await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
