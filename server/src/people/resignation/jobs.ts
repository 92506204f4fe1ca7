import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db';
import type { JobRunner } from '../../platform/jobs';
import { deactivationInstant } from './notice';
import { deactivateDue } from './service';

export const EXIT_QUEUE = 'resignation-exit';

/**
 * The background job that ends accounts on the last working day: an accepted resignation queues a
 * job for 00:00 IST after its last day; each job (and a sweep at start, for jobs lost or missed)
 * deactivates everything that is due.
 */
export class ExitJobs {
  constructor(private readonly deps: { db: Db; jobs: JobRunner; log: FastifyBaseLogger }) {}

  /** Registers the queue and its worker with the job runner; once it runs, sweeps what is due. */
  async start(options: { pollingIntervalSeconds?: number } = {}): Promise<void> {
    const { jobs, log } = this.deps;
    const running = await jobs.register({
      name: EXIT_QUEUE,
      options: { policy: 'standard', retryLimit: 5, retryDelay: 30 },
      update: true,
      worker: {
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30,
        handler: async () => {
          const ended = await this.run();
          if (ended > 0) log.info({ ended }, 'accounts ended after the last working day');
        },
      },
    });
    if (running) await jobs.run('the resignation sweep', () => this.run());
  }

  /** Queues the deactivation for the end of a last working day. Never throws. */
  async schedule(lastWorkingDay: string): Promise<void> {
    const { jobs, log } = this.deps;
    if (!jobs.ready(EXIT_QUEUE)) return;
    try {
      await jobs.send(EXIT_QUEUE, { lastWorkingDay }, { startAfter: deactivationInstant(lastWorkingDay) });
    } catch (error) {
      log.warn({ err: error }, 'could not queue an account end; the start-up sweep will do it');
    }
  }

  /** Deactivates whatever is due now. */
  async run(): Promise<number> {
    return deactivateDue(this.deps.db);
  }
}
