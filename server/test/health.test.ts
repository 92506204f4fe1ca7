import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const get = (url: string) => server.call({ method: 'GET', url });

describe('health probes', () => {
  it('live answers while the process runs', async () => {
    const live = await get('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });

  it('ready names each check', async () => {
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'ok', jobs: 'ok' });
  });

  it('ready answers 503 while the newest migration is not applied', async () => {
    await server.database.pool.query(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
    );
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toMatchObject({
      status: 'error',
      database: 'ok',
      migrations: 'pending',
      jobs: 'ok',
    });
    // Liveness does not depend on it: the process is not restarted for a pending migration.
    expect((await get('/api/health/live')).statusCode).toBe(200);
  });

  it('ready answers 503 once the background jobs have stopped', async () => {
    await server.app.jobs.stop();
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ jobs: 'stopped' });
  });
});
