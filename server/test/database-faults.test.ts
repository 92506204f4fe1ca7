import { createServer, type Server, Socket } from 'node:net';
import { ERROR_CODES } from '@managewell/api/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { type DatabaseTimeouts, openDatabase } from '../src/platform/db/client';
import { databaseUnavailableReason } from '../src/platform/db/unavailable';
import { demoPassword, demoUsername, startTestServer, type TestServer, testConfig } from './helpers';

/**
 * A TCP relay in front of the test PostgreSQL that can "hang" like a database whose processes are
 * stopped (SIGSTOP): connections are accepted and queries are sent, but nothing comes back until
 * it resumes; then everything held is delivered.
 */
class HangingRelay {
  hung = false;
  #held: (() => void)[] = [];
  #sockets = new Set<Socket>();
  #server: Server;

  constructor(private readonly target: { host: string; port: number }) {
    this.#server = createServer((client) => {
      const upstream = new Socket().connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => {
          this.#sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
      }
      client.on('data', (chunk) => this.#relay(() => upstream.write(chunk)));
      upstream.on('data', (chunk) => this.#relay(() => client.write(chunk)));
    });
  }

  #relay(send: () => void): void {
    if (this.hung) this.#held.push(send);
    else send();
  }

  listen(): Promise<number> {
    return new Promise((resolve) => {
      this.#server.listen(0, '127.0.0.1', () => {
        const address = this.#server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  }

  resume(): void {
    for (const send of this.#held.splice(0)) send();
    this.hung = false;
  }

  close(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}

/** Short limits, so the test does not wait long; long enough for a loaded machine to connect. */
const timeouts: DatabaseTimeouts = {
  connectMs: 2_000,
  statementMs: 1_000,
  lockMs: 300,
  idleInTransactionMs: 10_000,
};

/** An app on an arbitrary database URL (the cluster's own `postgres` database has no tables). */
async function appOn(url: string): Promise<FastifyInstance & { closeAll(): Promise<void> }> {
  const database = openDatabase(url, 2, timeouts);
  const app = await buildApp(testConfig(url, { databaseTimeouts: timeouts }), { database });
  return Object.assign(app, {
    closeAll: async () => {
      await app.close();
      await database.close();
    },
  });
}

const health = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/health' });

describe('a hung database', () => {
  let relay: HangingRelay | undefined;
  let app: Awaited<ReturnType<typeof appOn>> | undefined;
  afterEach(async () => {
    relay?.resume();
    await app?.closeAll();
    await relay?.close();
  });

  it('is answered 503 with a clear message, reported by /api/health, and recovered from', async () => {
    const target = new URL(inject('adminDatabaseUrl'));
    relay = new HangingRelay({ host: '127.0.0.1', port: Number(target.port) });
    const url = new URL(target);
    url.hostname = '127.0.0.1';
    url.port = String(await relay.listen());
    app = await appOn(url.toString());
    await expect.poll(async () => (await health(app!)).statusCode, { timeout: 30_000 }).toBe(200);

    relay.hung = true;
    const down = await health(app);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      status: 'error',
      database: 'unreachable',
      code: ERROR_CODES.unavailable,
    });

    // Any route: the shared error handler answers the timeout as 503, not 500.
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'not-the-password' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.headers['retry-after']).toBeDefined();
    expect(login.json()).toEqual({
      code: ERROR_CODES.unavailable,
      message: expect.stringMatching(/database/),
    });

    relay.resume();
    await expect.poll(async () => (await health(app!)).statusCode, { timeout: 30_000 }).toBe(200);
  });

  it('is reported down when nothing listens at its address', async () => {
    const target = new URL(inject('adminDatabaseUrl'));
    const closed = createServer();
    const port = await new Promise<number>((resolve) =>
      closed.listen(0, '127.0.0.1', () => resolve((closed.address() as { port: number }).port)),
    );
    await new Promise((resolve) => closed.close(resolve));
    target.hostname = '127.0.0.1';
    target.port = String(port);
    app = await appOn(target.toString());
    const down = await health(app);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: ERROR_CODES.unavailable });
  });
});

describe('time limits on a working database', () => {
  let server: TestServer;
  afterAll(async () => server?.close());

  it('answers 503 when a lock is held longer than DB_LOCK_TIMEOUT', async () => {
    server = await startTestServer({ databaseTimeouts: timeouts });
    const token = await server.tokenFor('verification');
    const holder = new pg.Client({ connectionString: server.config.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table leads in access exclusive mode');
      const blocked = await server.call({ method: 'GET', url: '/api/leads', token });
      expect(blocked.statusCode).toBe(503);
      expect(blocked.json().code).toBe(ERROR_CODES.unavailable);
      await holder.query('rollback');
    } finally {
      await holder.end();
    }
    const free = await server.call({ method: 'GET', url: '/api/leads', token });
    expect(free.statusCode).toBe(200);
    // The demo accounts still sign in: nothing was left broken.
    const login = await server.call({
      method: 'POST',
      url: '/api/login',
      payload: { username: demoUsername('sales'), password: demoPassword('sales') },
    });
    expect(login.statusCode).toBe(200);
  });

  it('cancels a statement that runs longer than DB_STATEMENT_TIMEOUT, and says so', async () => {
    const failure = await server.database.db
      .execute(sql`select pg_sleep(60)`)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(databaseUnavailableReason(failure)).toBe('statement timeout');
  });

  it('does not take ordinary failures for an unavailable database', async () => {
    const failure = await server.database.db.execute(sql`select 1 / 0`).catch((error: unknown) => error);
    expect(databaseUnavailableReason(failure)).toBeNull();
    expect(databaseUnavailableReason(new Error('Something else'))).toBeNull();
    expect(databaseUnavailableReason(undefined)).toBeNull();
  });
});
