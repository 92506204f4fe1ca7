import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

const TOKEN = 'metrics-token-0123456789';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ metrics: { token: TOKEN, port: undefined } });
});
afterAll(async () => {
  await server?.close();
});

const scrape = (authorization?: string) =>
  server.call({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** GET /metrics on another port, as Prometheus would. */
const scrapePort = (port: number, authorization?: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const call = request(
      { host: '127.0.0.1', port, path: '/metrics', headers: authorization ? { authorization } : {} },
      (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    call.on('error', reject);
    call.end();
  });

describe('GET /metrics', () => {
  it('refuses a missing or wrong token with 401', async () => {
    expect((await scrape()).statusCode).toBe(401);
    const wrong = await scrape('Bearer not-the-metrics-token');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe('Bearer');
  });

  it('answers Prometheus text: requests by route pattern, the loop, the heap, the pool, jobs, outbox, live, shed', async () => {
    const token = await server.tokenFor('verification');
    await server.call({ method: 'GET', url: '/api/leads/123456', token });
    await server.call({ method: 'GET', url: '/api/health' });
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers['cache-control']).toBe('no-store');
    const text = answer.body;
    // The route pattern, never the URL with its id.
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/leads\/:id",status="404"\} 1/);
    expect(text).not.toContain('/api/leads/123456');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health",status="200"\}/,
    );
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'managewell_db_pool_in_use',
      'managewell_db_pool_waiting',
      'managewell_live_clients 0',
      'managewell_admission_shed_total 0',
      'managewell_admission_queued 0',
    ])
      expect(text, name).toContain(name);
    expect(text).toMatch(/managewell_jobs\{queue="[^"]+",state="created"\} \d+/);
    expect(text).toMatch(/managewell_mail_outbox\{status="queued"\} \d+/);
  });
});

describe('METRICS_PORT', () => {
  it('serves /metrics on a port of its own, still behind the token, and not on the app', async () => {
    const other = await startTestServer({ metrics: { token: TOKEN, port: 0 } });
    try {
      const onApp = await other.call({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(onApp.statusCode).not.toBe(200);
      const port = other.app.metricsPort;
      if (port === null) throw new Error('no metrics port');
      expect((await scrapePort(port)).status).toBe(401);
      const scraped = await scrapePort(port, `Bearer ${TOKEN}`);
      expect(scraped.status).toBe(200);
      expect(scraped.body).toContain('managewell_db_pool_in_use');
    } finally {
      await other.close();
    }
  });
});
