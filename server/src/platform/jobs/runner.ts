/**
 * The process's one pg-boss: modules register their queues (with a worker and a schedule if they
 * have them) before or after the start; the runner sets every queue up under the database's
 * start-up lock, so processes starting together never create pg-boss's tables at the same
 * moment, and stops every worker (and waits for their SQL) before the caller ends the pool.
 */
import type { Pool } from 'pg';
import PgBoss from 'pg-boss';
import { withStartupLock } from '../db';

export type JobLog = {
  info: (data: object, message: string) => void;
  warn: (data: object, message: string) => void;
  error: (data: object, message: string) => void;
};

export type Job<T> = PgBoss.JobWithMetadata<T>;
export type QueueOptions = Omit<PgBoss.Queue, 'name'>;
export type SendOptions = Omit<PgBoss.SendOptions, 'db'>;

export interface QueueRegistration<T extends object> {
  name: string;
  options: QueueOptions;
  /** Bring an existing queue's options up to date (otherwise it is only created when missing). */
  update?: boolean;
  /** Work the queue's jobs in this process, one at a time. */
  worker?: {
    handler: (job: Job<T>) => Promise<void>;
    /** How often the worker looks for due jobs (default 2 s). */
    pollingIntervalSeconds?: number;
  };
  /** Send the queue a job on this cron schedule (kept in the database: one job per tick in all). */
  schedule?: { cron: string; tz: string };
}

export interface JobRunnerOptions {
  pool: Pool;
  log: JobLog;
  /** pg-boss's maintenance (expiry, archive); off for a one-off use such as building a template. */
  maintenance?: boolean;
  /** How long a stop waits for running jobs before failing them for a retry elsewhere. */
  stopGraceMs?: number;
}

/** Retries with growing back-off from the settings (the queue's default and each job's own). */
export function retryOptions(settings: { retryLimit: number; retryDelaySeconds: number }) {
  return { retryLimit: settings.retryLimit, retryDelay: settings.retryDelaySeconds, retryBackoff: true };
}

/** The job's last try: a failure now is final. */
export const isLastAttempt = (job: Job<object>) => job.retryCount >= job.retryLimit;

/** Errors of two set-ups racing each other: a new attempt finds the other's work done. */
const RACE_CODES = new Set(['23505', '40P01', '42P07', '42710', '40001']);
const START_ATTEMPTS = 5;

const codeOf = (error: unknown) => (error as { code?: string } | null)?.code;

export class JobRunner {
  #boss: PgBoss | null = null;
  #starting: Promise<boolean> | null = null;
  #stopping: Promise<void> | null = null;
  #registrations = new Map<string, QueueRegistration<object>>();
  /** Queues set up (and their workers working) in this process. */
  #ready = new Set<string>();
  /** Queue set-ups after the start, one after the other. */
  #setup: Promise<unknown> = Promise.resolve();
  /** pg-boss's SQL and the handlers in flight: a stop waits for them before the pool may end. */
  #active = new Set<Promise<unknown>>();
  /** Work beside the jobs (`run`), waited for before the workers stop. */
  #work = new Set<Promise<void>>();
  /** Stopping or stopped: nothing new starts. */
  #closed = false;
  /** Stopped: pg-boss may no longer reach the pool. */
  #ended = false;
  #stop = new AbortController();
  /** The start's outcome, for registrations made before it. */
  #outcome: Promise<boolean>;
  #settle: (started: boolean) => void = () => undefined;

  constructor(private readonly options: JobRunnerOptions) {
    this.#outcome = new Promise((resolve) => {
      this.#settle = resolve;
    });
  }

  /** Aborted when the runner stops: long work tied to the jobs (start-up sweeps) ends early. */
  get signal(): AbortSignal {
    return this.#stop.signal;
  }

  get running(): boolean {
    return this.#boss !== null && !this.#closed;
  }

  /** The queue is set up and jobs can be sent to it (false once stopping). */
  ready(name: string): boolean {
    return this.running && this.#ready.has(name);
  }

  /**
   * Runs work tied to the jobs beside them (a start-up sweep, queueing what is missing): a stop
   * aborts `signal` and waits for it before the workers stop. A failure is logged, not thrown.
   */
  run(what: string, work: (signal: AbortSignal) => Promise<unknown>): Promise<void> {
    if (this.#closed) return Promise.resolve();
    const running = work(this.#stop.signal).then(
      () => undefined,
      (error: unknown) => this.options.log.error({ err: error }, `${what} failed`),
    );
    this.#work.add(running);
    void running.then(() => this.#work.delete(running));
    return running;
  }

  /**
   * Registers a queue. Resolves true once it is set up (and its worker working) in this process,
   * false when the runner did not start (its failure is logged once, by the runner) or stopped.
   */
  async register<T extends object>(queue: QueueRegistration<T>): Promise<boolean> {
    if (this.#registrations.has(queue.name)) throw new Error(`The queue ${queue.name} is registered twice.`);
    const registration = queue as unknown as QueueRegistration<object>;
    this.#registrations.set(queue.name, registration);
    if (!(await this.#outcome) || this.#closed) return false;
    if (this.#ready.has(queue.name)) return true;
    // Registered after the start took its list: set up now, under the lock as at the start.
    const setup = this.#setup.then(() =>
      this.#inLock(async () => {
        if (!this.#closed) await this.#setUp(this.#boss!, [registration]);
      }),
    );
    this.#setup = setup.catch(() => undefined);
    try {
      await setup;
      return !this.#closed;
    } catch (error) {
      if (!this.#closed)
        this.options.log.error({ err: error, queue: queue.name }, 'could not set up a job queue');
      return false;
    }
  }

  /** Starts pg-boss and sets up every queue registered so far; true when running. Once. */
  start(): Promise<boolean> {
    this.#starting ??= this.#start().then((started) => {
      this.#settle(started);
      return started;
    });
    return this.#starting;
  }

  async #start(): Promise<boolean> {
    const { log } = this.options;
    for (let attempt = 1; !this.#closed; attempt++) {
      const boss = this.#newBoss();
      try {
        await this.#inLock(async () => {
          if (this.#closed) return;
          await boss.start();
          if (!this.#closed) await this.#setUp(boss, [...this.#registrations.values()]);
        });
        if (this.#closed) break;
        this.#boss = boss;
        return true;
      } catch (error) {
        await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
        this.#ready.clear();
        if (this.#closed) break;
        if (attempt < START_ATTEMPTS && RACE_CODES.has(codeOf(error) ?? '')) {
          await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
          continue;
        }
        log.error({ err: error }, 'background jobs did not start');
        return false;
      }
    }
    this.#boss = null;
    return false;
  }

  #newBoss(): PgBoss {
    const { pool, log, maintenance = true } = this.options;
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.#track(() => pool.query(text, values)) },
      supervise: maintenance,
      // The cron clock runs only when a queue registered before the start has a schedule.
      schedule: [...this.#registrations.values()].some((queue) => queue.schedule),
    });
    // After the stop, pg-boss's SQL is refused (the pool may have ended): nothing to report.
    boss.on('error', (error) => {
      if (!this.#ended) log.error({ err: error }, 'background job error');
    });
    return boss;
  }

  #inLock<T>(work: () => Promise<T>): Promise<T> {
    return withStartupLock(this.options.pool, work, this.#stop.signal);
  }

  async #setUp(boss: PgBoss, queues: QueueRegistration<object>[]): Promise<void> {
    for (const { name, options, update } of queues) {
      const queue = { name, ...options };
      if (!(await boss.getQueue(name))) await boss.createQueue(name, queue);
      else if (update) await boss.updateQueue(name, queue);
    }
    for (const { name, worker, schedule } of queues) {
      if (schedule) await boss.schedule(name, schedule.cron, {}, { tz: schedule.tz });
      if (worker) {
        await boss.work<object>(
          name,
          { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: worker.pollingIntervalSeconds ?? 2 },
          async ([job]) => {
            if (job) await this.#track(() => worker.handler(job));
          },
        );
      }
      this.#ready.add(name);
    }
  }

  /** Sends a job; throws when the runner is not running (callers keep what they queue). */
  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    const boss = this.#boss;
    if (!boss || !this.ready(name)) throw new Error(`The job queue ${name} is not running.`);
    return boss.send(name, data, options);
  }

  #track<T>(run: () => Promise<T>): Promise<T> {
    if (this.#ended) return Promise.reject(new Error('Background jobs have stopped.'));
    const running = run();
    const settled = running.then(
      () => undefined,
      () => undefined,
    );
    this.#active.add(settled);
    void settled.then(() => this.#active.delete(settled));
    return running;
  }

  /**
   * Stops: a start in progress ends early, the workers stop taking jobs, running jobs get the grace
   * to finish (then pg-boss fails them, to be retried), and every query of pg-boss has returned
   * when this resolves, so the pool can end. Idempotent.
   */
  stop(): Promise<void> {
    this.#stopping ??= this.#stopAll();
    return this.#stopping;
  }

  async #stopAll(): Promise<void> {
    this.#closed = true;
    this.#stop.abort();
    this.#settle(false);
    await this.#starting;
    await this.#setup;
    await Promise.all(this.#work);
    const boss = this.#boss;
    this.#boss = null;
    await boss
      ?.stop({ graceful: true, wait: true, timeout: this.options.stopGraceMs ?? 8_000 })
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'background jobs stopped abruptly'));
    // What pg-boss still had in flight (a job's completion after its handler), then nothing more.
    while (this.#active.size > 0) {
      await Promise.all(this.#active);
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.#ended = true;
  }
}
