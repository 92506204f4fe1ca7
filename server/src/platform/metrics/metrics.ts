import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

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

  /** A gauge read at scrape time; a reading that fails leaves the gauge out of that scrape. */
  gauge(name: string, help: string, read: () => Reading, labelNames: string[] = []): void {
    new Gauge({
      name,
      help,
      labelNames,
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

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
