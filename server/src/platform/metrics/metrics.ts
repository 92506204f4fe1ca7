import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import {
  type Aggregator,
  AggregatorRegistry,
  Counter,
  collectDefaultMetrics,
  Gauge,
  Histogram,
  Registry,
} from 'prom-client';

/** Request latency buckets in seconds: staff lists sit at 10–100 ms, a page hit under 5 ms. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A value read when Prometheus scrapes (per labels, or one number). */
export type Labelled = { labels: Record<string, string>; value: number }[];
export type Reading = number | Labelled | Promise<number | Labelled>;

/**
 * The process's metrics in Prometheus' text format, on a registry of its own (several apps in one
 * test process must not share one): Node's own (event-loop delay, heap, GC), every request by route
 * pattern and status, and gauges the app registers, read at scrape time.
 */
export class Metrics {
  readonly registry = new Registry();

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    // One of several workers: the primary collects this registry with the others' (clusterMetrics).
    if (cluster.isWorker) {
      new AggregatorRegistry();
      AggregatorRegistry.setRegistries([this.registry]);
    }
  }

  /** Counts and times every answered request under its route pattern, never the URL itself. */
  instrument(app: FastifyInstance): void {
    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'Answered HTTP requests by method, route pattern and status.',
      labelNames,
      registers: [this.registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the end of the answer, by method, route pattern and status.',
      labelNames,
      buckets: LATENCY_BUCKETS,
      registers: [this.registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        // Unmatched URLs share one label: a scanner's paths must not grow the series without end.
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    });
  }

  /**
   * A gauge read at scrape time; a reading that fails leaves the gauge out of that scrape. Across
   * workers the readings are summed, unless `aggregator` says otherwise ('max' for a figure every
   * worker reads from the one database).
   */
  gauge(
    name: string,
    help: string,
    read: () => Reading,
    labelNames: string[] = [],
    aggregator: Aggregator = 'sum',
  ): void {
    new Gauge({
      name,
      help,
      labelNames,
      aggregator,
      registers: [this.registry],
      async collect() {
        this.reset();
        const value = await read();
        if (typeof value === 'number') this.set(value);
        else for (const row of value) this.set(row.labels, row.value);
      },
    });
  }

  /** A counter whose running total the app keeps (read at scrape time). */
  counter(name: string, help: string, total: () => number): void {
    new Counter({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc(total());
      },
    });
  }

  /** The database pool: connections in use and requests waiting for one. */
  pool(pool: Pool): void {
    this.gauge(
      'managewell_db_pool_in_use',
      'Database connections in use.',
      () => pool.totalCount - pool.idleCount,
    );
    this.gauge('managewell_db_pool_idle', 'Open database connections not in use.', () => pool.idleCount);
    this.gauge(
      'managewell_db_pool_waiting',
      'Requests waiting for a database connection.',
      () => pool.waitingCount,
    );
  }

  /** This process's metrics; in a worker of several, every worker's, added up by the primary. */
  text(): Promise<string> {
    return cluster.isWorker && process.send ? askPrimary() : this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

const ASK = 'managewell:metrics-ask';
const ANSWER = 'managewell:metrics-answer';
/** A little over prom-client's own 5 s for collecting from the workers. */
const ASK_TIMEOUT_MS = 6_000;
let asked = 0;

interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/** A scrape that reached a worker: the primary collects every worker's registry and answers. */
function askPrimary(): Promise<string> {
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const onMessage = (message: Answer) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      finish();
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(message.error ?? 'the primary could not collect the metrics'));
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error('the primary did not answer with the metrics'));
    }, ASK_TIMEOUT_MS);
    const finish = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    process.send!({ type: ASK, id });
  });
}

/** In the primary of several workers: answers a worker's scrape with all the workers' metrics. */
export function collectWorkersMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== ASK) return;
    const answer = (fields: Partial<Answer>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...fields });
    };
    aggregator.clusterMetrics().then(
      (text) => answer({ text }),
      (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}
