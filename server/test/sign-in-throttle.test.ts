import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoPassword, demoUsername, startTestServer, type TestServer } from './helpers';

/** Every password check argon2 runs (real or against the dummy hash of unknown usernames). */
const passwordChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/platform/auth/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/platform/auth/passwords')>();
  return {
    ...original,
    verifyPassword: (hash: string, password: string) => {
      passwordChecks.count++;
      return original.verifyPassword(hash, password);
    },
    burnPasswordCheck: (...args: Parameters<typeof original.burnPasswordCheck>) => {
      passwordChecks.count++;
      return original.burnPasswordCheck(...args);
    },
  };
});

const LIMIT = 5;
let server: TestServer;
let address = 0;
/** A client address not used before in this file. */
const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

beforeAll(async () => {
  server = await startTestServer({
    login: {
      slowdownAfter: 3,
      maxFailures: LIMIT,
      maxFailuresPerIp: 1000,
      windowMs: 15 * 60_000,
      delayStepMs: 1,
    },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  passwordChecks.count = 0;
});

const login = (username: string, password: string, options: { ip?: string; cookie?: string } = {}) =>
  server.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress: options.ip ?? nextAddress(),
    headers: options.cookie ? { cookie: options.cookie } : {},
  });

/** The `name=value` of the device cookie a sign-in answer set. */
function deviceCookieOf(response: Awaited<ReturnType<typeof login>>): string {
  const header = response.headers['set-cookie'];
  const cookie = (Array.isArray(header) ? header : [header]).find((c) => c?.startsWith('mw_device='));
  expect(cookie, 'a device cookie is set').toBeDefined();
  return cookie!.split(';')[0]!;
}

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((counts, r) => {
    counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
    return counts;
  }, {});

describe('sign-in under concurrency', () => {
  it('checks at most LOGIN_MAX_FAILURES of 100 simultaneous guesses, each from its own address', async () => {
    const username = demoUsername('sales');
    const guesses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(username, `wrong-guess-${i}`)),
    );
    expect(passwordChecks.count).toBe(LIMIT);
    expect(statuses(guesses)).toEqual({ 401: LIMIT, 429: 100 - LIMIT });

    // The right password from yet another address is refused without being checked.
    const owner = await login(username, demoPassword('sales'));
    expect(owner.statusCode).toBe(429);
    expect(passwordChecks.count).toBe(LIMIT);
  });

  it('checks at most the limit of guesses for an unknown username too', async () => {
    const guesses = await Promise.all(Array.from({ length: 40 }, () => login('nobody-at-all', 'guess')));
    expect(passwordChecks.count).toBe(LIMIT);
    expect(statuses(guesses)).toEqual({ 401: LIMIT, 429: 40 - LIMIT });
  });
});

describe('the device cookie (OWASP)', () => {
  it('is signed, HttpOnly, SameSite=Strict and sent to the sign-in only', async () => {
    const response = await login(demoUsername('verification'), demoPassword('verification'));
    expect(response.statusCode).toBe(200);
    const header = [response.headers['set-cookie']].flat().find((c) => c?.startsWith('mw_device='))!;
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Strict/);
    expect(header).toMatch(/; Path=\/api\/login/);
    expect(header).not.toMatch(/; Secure/); // plain http here; https requests get Secure
    const value = decodeURIComponent(deviceCookieOf(response).slice('mw_device='.length));
    // nonce.username.signature: no secret in it, nothing that could be forged without the key.
    expect(value).toMatch(/^[\w-]{22}\.verifier\.[\w+/=-]+$/);
  });

  it('is Secure when the site is served over https', async () => {
    const behindProxy = await startTestServer({ trustProxy: true });
    try {
      const response = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: demoUsername('sales'), password: demoPassword('sales') },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.statusCode).toBe(200);
      expect([response.headers['set-cookie']].flat().find((c) => c?.startsWith('mw_device='))).toMatch(
        /; Secure/,
      );
    } finally {
      await behindProxy.close();
    }
  });

  it('lets its owner sign in while the username is locked for unknown devices', async () => {
    const username = demoUsername('hr');
    const password = demoPassword('hr');
    const first = await login(username, password);
    expect(first.statusCode).toBe(200);
    const ownDevice = deviceCookieOf(first);

    // Someone else locks the username.
    await Promise.all(Array.from({ length: 20 }, () => login(username, 'attacker-guess')));
    expect((await login(username, password)).statusCode).toBe(429);

    // The owner's browser still signs in, and gets a fresh cookie that works as well.
    const again = await login(username, password, { cookie: ownDevice });
    expect(again.statusCode).toBe(200);
    expect((await login(username, password, { cookie: deviceCookieOf(again) })).statusCode).toBe(200);
  });

  it('does not help when forged, unsigned or made for another user', async () => {
    const username = demoUsername('quotation');
    const password = demoPassword('quotation');
    const own = deviceCookieOf(await login(username, password));
    const other = deviceCookieOf(await login(demoUsername('employee'), demoPassword('employee')));
    await Promise.all(Array.from({ length: LIMIT }, () => login(username, 'attacker-guess')));
    expect((await login(username, password)).statusCode).toBe(429);

    const [nonce, name] = decodeURIComponent(own.slice('mw_device='.length)).split('.');
    const forgeries = [
      other, // validly signed, but for another username
      `mw_device=${encodeURIComponent(`${nonce}.${name}`)}`, // no signature
      `mw_device=${encodeURIComponent(`${nonce}.${name}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`)}`,
      `${own.slice(0, -2)}xx`, // tampered signature
    ];
    for (const cookie of forgeries) {
      expect((await login(username, password, { cookie })).statusCode, cookie).toBe(429);
    }
    expect((await login(username, password, { cookie: own })).statusCode).toBe(200);
  });

  it('gives each known device its own failure budget, bounded under concurrency', async () => {
    const username = demoUsername('website-admin');
    const password = demoPassword('website-admin');
    const device = deviceCookieOf(await login(username, password));
    passwordChecks.count = 0;

    // A browser holding the cookie guesses wrong in parallel: its own budget, then the username's.
    const guesses = await Promise.all(
      Array.from({ length: 30 }, () => login(username, 'wrong-guess', { cookie: device })),
    );
    expect(passwordChecks.count).toBe(2 * LIMIT);
    expect(statuses(guesses)).toEqual({ 401: 2 * LIMIT, 429: 30 - 2 * LIMIT });
  });
});

describe('change-password', () => {
  it('throttles the current-password check per user, atomically', async () => {
    const token = await server.tokenFor('employee');
    const change = (currentPassword: string) =>
      server.call({
        method: 'POST',
        url: '/api/change-password',
        token,
        payload: { currentPassword, newPassword: 'a-completely-new-password' },
        remoteAddress: nextAddress(),
      });
    passwordChecks.count = 0;
    const guesses = await Promise.all(Array.from({ length: 25 }, (_, i) => change(`guess-${i}`)));
    expect(passwordChecks.count).toBe(LIMIT);
    expect(statuses(guesses)).toEqual({ 400: LIMIT, 429: 25 - LIMIT });

    const right = await change(demoPassword('employee'));
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(right.json().message).toMatch(
      /^Too many wrong current passwords\. Please try again in \d+ minutes?/,
    );
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(passwordChecks.count).toBe(LIMIT);
  });

  it('resets the budget after the right current password', async () => {
    const token = await server.tokenFor('quotation');
    const change = (currentPassword: string, newPassword: string) =>
      server.call({
        method: 'POST',
        url: '/api/change-password',
        token,
        payload: { currentPassword, newPassword },
      });
    for (let i = 0; i < LIMIT - 1; i++)
      expect((await change('wrong', 'a-completely-new-password')).statusCode).toBe(400);
    expect((await change(demoPassword('quotation'), 'a-completely-new-password')).statusCode).toBe(200);
    for (let i = 0; i < LIMIT - 1; i++)
      expect((await change('wrong', 'another-new-password')).statusCode).toBe(400);
    expect((await change('a-completely-new-password', 'another-new-password')).statusCode).toBe(200);
  });
});
