/**
 * Fails a test whose code sends a second query on one pg client while the first is still running
 * (a transaction's `tx` inside Promise.all, say). pg queues it today and warns "client.query()
 * when the client is already executing a query" (deprecated; pg 9 will reject it), and within a
 * transaction the order of those statements is not the code's.
 */
import pg from 'pg';
import { afterEach, expect } from 'vitest';

type QueuedClient = pg.Client & { _queryQueue?: unknown[]; _activeQuery?: unknown; pipeline?: boolean };

const offences: string[] = [];
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: QueuedClient, ...args: unknown[]) {
  if (!this.pipeline && (this._activeQuery || (this._queryQueue?.length ?? 0) > 0)) {
    offences.push(new Error('a second query on a busy pg client').stack ?? '');
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

afterEach(() => {
  const found = offences.splice(0);
  expect(found, 'queries sent concurrently on one pg client').toEqual([]);
});
