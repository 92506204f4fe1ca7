import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VITALS_PER_MINUTE } from '../src/website/web-vitals/routes';
import { webVitals } from '../src/website/web-vitals/schema';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.tokenFor('website-admin');
});
afterAll(() => server.close());

const report = {
  name: 'LCP',
  value: 1800,
  rating: 'good',
  id: 'v5-1',
  path: '/services',
  navigationType: 'navigate',
};
const stored = async () => (await server.database.db.select({ n: count() }).from(webVitals))[0]!.n;
const send = (payload: unknown, remoteAddress = '10.9.0.1', contentType = 'application/json') =>
  server.call({
    method: 'POST',
    url: '/api/website-frontend/vitals',
    remoteAddress,
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('POST /api/website-frontend/vitals', () => {
  it('stores a report and answers 204', async () => {
    const before = await stored();
    const response = await send(report);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    expect(await stored()).toBe(before + 1);
  });

  it('takes a sendBeacon body sent as text/plain', async () => {
    const before = await stored();
    const response = await send(
      JSON.stringify({ ...report, name: 'CLS', value: 0.04 }),
      '10.9.0.2',
      'text/plain;charset=UTF-8',
    );
    expect(response.statusCode, response.body).toBe(204);
    expect(await stored()).toBe(before + 1);
  });

  it('refuses an unknown metric, a negative value or a bad rating', async () => {
    const before = await stored();
    for (const bad of [
      { ...report, name: 'FID' },
      { ...report, value: -1 },
      { ...report, rating: 'great' },
      { ...report, value: '1800' },
    ]) {
      const response = await send(bad, '10.9.0.3');
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toBeDefined();
    }
    expect((await send('not json', '10.9.0.3', 'text/plain')).statusCode).toBe(400);
    expect(await stored()).toBe(before);
  });

  it(`stores ${VITALS_PER_MINUTE} reports a minute from one address, then drops them silently (204)`, async () => {
    const ip = '10.9.1.1';
    const before = await stored();
    for (let i = 0; i < VITALS_PER_MINUTE; i++) expect((await send(report, ip)).statusCode).toBe(204);
    expect(await stored()).toBe(before + VITALS_PER_MINUTE);
    const dropped = await send(report, ip);
    expect(dropped.statusCode).toBe(204);
    expect(dropped.body).toBe('');
    expect(await stored()).toBe(before + VITALS_PER_MINUTE);
    expect((await send(report, '10.9.1.2')).statusCode).toBe(204);
    expect(await stored()).toBe(before + VITALS_PER_MINUTE + 1);
  });

  it('stores every report of 20 quick page views from one address (5 reports each)', async () => {
    const ip = '10.9.2.1';
    const before = await stored();
    for (let i = 0; i < 5 * 20; i++) expect((await send(report, ip)).statusCode).toBe(204);
    expect(await stored()).toBe(before + 100);
  });
});

describe('GET /api/website-frontend/vitals/summary', () => {
  it('gives per metric the count, the 75th percentile and the share rated good', async () => {
    await server.database.db.delete(webVitals);
    const values = [100, 200, 300, 400, 500];
    for (const [i, value] of values.entries()) {
      await send({ ...report, name: 'TTFB', value, rating: i < 3 ? 'good' : 'poor' }, '10.9.2.1');
    }
    const response = await server.call({
      method: 'GET',
      url: '/api/website-frontend/vitals/summary?days=7',
      token: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json().success;
    expect(summary.days).toBe(7);
    expect(summary.metrics.map((m: { name: string }) => m.name)).toEqual([
      'CLS',
      'INP',
      'FCP',
      'LCP',
      'TTFB',
    ]);
    const ttfb = summary.metrics.find((m: { name: string }) => m.name === 'TTFB');
    expect(ttfb).toEqual({ name: 'TTFB', count: 5, p75: 400, goodShare: 0.6 });
    expect(summary.metrics.find((m: { name: string }) => m.name === 'INP')).toEqual({
      name: 'INP',
      count: 0,
      p75: null,
      goodShare: null,
    });
  });

  it('is for the website admin only, and checks days', async () => {
    const sales = await server.tokenFor('sales');
    expect(
      (await server.call({ method: 'GET', url: '/api/website-frontend/vitals/summary' })).statusCode,
    ).toBe(401);
    expect(
      (await server.call({ method: 'GET', url: '/api/website-frontend/vitals/summary', token: sales }))
        .statusCode,
    ).toBe(403);
    const bad = await server.call({
      method: 'GET',
      url: '/api/website-frontend/vitals/summary?days=365',
      token: admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.days).toBe('days must be a whole number from 1 to 90.');
  });
});
