import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUESTS_PER_WINDOW } from '../src/people/staff-requests/service';
import { leads } from '../src/pipeline/leads';
import { startTestServer, type TestServer } from './helpers';

const LIMIT = 5;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ publicForms: { maxPerWindow: LIMIT, windowMs: 15 * 60_000 } });
});
afterAll(() => server.close());

const leadCount = async () => (await server.database.db.select({ n: count() }).from(leads))[0]!.n;

const enquiry = (i: number) => ({
  name: `Visitor ${i}`,
  email: `visitor${i}@example.in`,
  phone: `98200${String(10_000 + i).slice(-5)}`,
  service: 'infinity-pools',
  message: 'Please call me about a pool.',
});

const burst = (n: number, ip: string) =>
  Promise.all(
    Array.from({ length: n }, (_, i) =>
      server.call({
        method: 'POST',
        url: '/api/website-frontend/enquiry',
        payload: enquiry(i),
        remoteAddress: ip,
      }),
    ),
  );

const accepted = (responses: { statusCode: number }[]) =>
  responses.filter((r) => r.statusCode === 201).length;

async function counter(key: string) {
  const { rows } = await server.database.pool.query<{ failures: number; window_start: Date }>(
    'select failures, window_start from login_throttle where key = $1',
    [key],
  );
  return rows[0];
}

describe('the per-address limit of public forms under concurrency', () => {
  it.each([
    [20, LIMIT],
    [6, LIMIT],
    [3, 3],
  ])('accepts exactly min(N, limit) of %i simultaneous submissions from one address', async (n, expected) => {
    const ip = `192.0.2.${n}`;
    const before = await leadCount();
    const responses = await burst(n, ip);
    expect(accepted(responses)).toBe(expected);
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 429)).toBe(true);
    expect(await leadCount()).toBe(before + expected);
    expect((await counter(`public-form:${ip}`))?.failures).toBe(expected);
  });

  it('does not lengthen the block with a burst of refused submissions', async () => {
    const ip = '192.0.2.200';
    expect(accepted(await burst(LIMIT, ip))).toBe(LIMIT);
    const blocked = await counter(`public-form:${ip}`);
    const again = await burst(50, ip);
    expect(accepted(again)).toBe(0);
    expect(await counter(`public-form:${ip}`)).toEqual(blocked);
    const windowEnd = blocked!.window_start.getTime() + 15 * 60_000;
    for (const refused of again) {
      const retryAt = Date.now() + Number(refused.headers['retry-after']) * 1000;
      expect(retryAt).toBeLessThanOrEqual(windowEnd + 2_000);
    }
  });

  it('holds for the sign-up and reset requests too', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        server.call({
          method: 'POST',
          url: '/api/password-reset-requests',
          payload: { username: 'nobody-here' },
          remoteAddress: '192.0.2.250',
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 202)).toHaveLength(REQUESTS_PER_WINDOW);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(12 - REQUESTS_PER_WINDOW);
  });
});
