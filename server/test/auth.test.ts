import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoPassword, demoUsername, sqlText, startTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    login: {
      slowdownAfter: 3,
      maxFailures: 5,
      maxFailuresPerIp: 1000,
      windowMs: 15 * 60_000,
      delayStepMs: 1,
    },
  });
});
afterAll(() => server.close());

const login = (username: string, password: string, ip = '127.0.0.1') =>
  server.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress: ip,
  });

describe('POST /api/login', () => {
  it('answers the spec shape and a token that works', async () => {
    const response = await login('verifier', 'verify-pool-2026');
    expect(response.statusCode).toBe(200);
    const { success } = response.json();
    expect(Object.keys(success).sort()).toEqual(['role', 'token', 'userid', 'username']);
    expect(success).toMatchObject({ username: 'verifier', role: 'verification', userid: expect.any(Number) });
    expect(success.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await server.call({ method: 'GET', url: '/api/me', token: success.token });
    expect(me.json()).toEqual({
      success: {
        userid: success.userid,
        username: 'verifier',
        role: 'verification',
        fullName: 'Priya Venkataraman',
        email: 'priya.venkataraman@managewell.in',
      },
    });
  });

  it('stores only the sha256 of the token', async () => {
    const { success } = (await login('hr', 'hr-pool-2026')).json();
    const rows = await server.database.pool.query('select token_hash from sessions');
    const hashes = rows.rows.map((r: { token_hash: string }) => r.token_hash);
    expect(hashes).not.toContain(success.token);
    expect(hashes.every((h: string) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it('answers 401 INVALID_CREDENTIALS alike for a wrong password and an unknown user', async () => {
    const wrong = await login('sales', 'not-the-password', '10.0.0.2');
    const unknown = await login('nobody', 'not-the-password', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('blocks a username after too many failures with 429 and says when to retry', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login('quotation', `wrong-${i}`, '10.0.0.3')).statusCode).toBe(401);
    const blocked = await login('quotation', demoPassword('quotation'), '10.0.0.4');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(blocked.json().message).toMatch(/try again in \d+ minutes?/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Counters live in PostgreSQL, so every app node sees them.
    const rows = await server.database.pool.query(
      `select failures from login_throttle where key = 'user:quotation'`,
    );
    expect(rows.rows[0].failures).toBe(5);
  });

  it('resets the username counter on success', async () => {
    for (let i = 0; i < 3; i++) await login('employee', 'wrong', '10.0.0.5');
    expect((await login('employee', demoPassword('employee'), '10.0.0.5')).statusCode).toBe(200);
    const rows = await server.database.pool.query(`select * from login_throttle where key = 'user:employee'`);
    expect(rows.rowCount).toBe(0);
  });

  it('validates the body with the contract messages', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { username: 'Please enter your username.', password: expect.any(String) },
    });
  });
});

describe('logout and change-password', () => {
  it('revokes the token on logout', async () => {
    const { token } = (await login('sales', demoPassword('sales'), '10.0.1.1')).json().success;
    expect((await server.call({ method: 'POST', url: '/api/logout', token })).json()).toEqual({
      success: true,
    });
    const after = await server.call({ method: 'GET', url: '/api/me', token });
    expect(after.statusCode).toBe(401);
  });

  it('checks the current password and revokes the other sessions', async () => {
    const user = demoUsername('website-admin');
    const first = (await login(user, demoPassword('website-admin'), '10.0.2.1')).json().success.token;
    const second = (await login(user, demoPassword('website-admin'), '10.0.2.1')).json().success.token;

    const wrong = await server.call({
      method: 'POST',
      url: '/api/change-password',
      token: first,
      payload: { currentPassword: 'nope', newPassword: 'a-brand-new-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: 'Your current password is not correct.' });

    const short = await server.call({
      method: 'POST',
      url: '/api/change-password',
      token: first,
      payload: { currentPassword: demoPassword('website-admin'), newPassword: 'short' },
    });
    expect(short.json().fields).toEqual({ newPassword: 'The new password needs at least 10 characters.' });

    for (const [weak, why] of [
      ['aaaaaaaaaa', 'Repeated characters like "aaa" are easy to guess.'],
      ['1234567890', 'This is a frequently used password.'],
      [`${user}2026!`, 'It is made of your name, username or the company’s name.'],
    ] as const) {
      const refused = await server.call({
        method: 'POST',
        url: '/api/change-password',
        token: first,
        payload: { currentPassword: demoPassword('website-admin'), newPassword: weak },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields.newPassword).toContain(why);
    }

    const ok = await server.call({
      method: 'POST',
      url: '/api/change-password',
      token: first,
      payload: { currentPassword: demoPassword('website-admin'), newPassword: 'a-brand-new-password' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await server.call({ method: 'GET', url: '/api/me', token: first })).statusCode).toBe(200);
    expect((await server.call({ method: 'GET', url: '/api/me', token: second })).statusCode).toBe(401);
    expect((await login(user, 'a-brand-new-password', '10.0.2.1')).statusCode).toBe(200);
    expect((await login(user, demoPassword('website-admin'), '10.0.2.1')).statusCode).toBe(401);
  });

  it('honours TOKEN_LIFETIME', async () => {
    const short = await startTestServer({ tokenLifetimeMs: 1_000 });
    try {
      const response = await short.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'verifier', password: demoPassword('verification') },
      });
      const { token } = response.json().success;
      expect((await short.call({ method: 'GET', url: '/api/me', token })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await short.call({ method: 'GET', url: '/api/me', token })).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});

describe('session inactivity (SESSION_IDLE_TIMEOUT)', () => {
  const lastSeen = async (token: string) => {
    const { rows } = await server.database.pool.query<{ idle_seconds: number }>(
      `select extract(epoch from now() - last_seen_at)::float as idle_seconds from sessions
       where token_hash = encode(sha256($1::bytea), 'hex')`,
      [token],
    );
    return rows[0]!.idle_seconds;
  };
  const leaveIdle = (token: string, interval: string) =>
    server.database.pool.query(
      `update sessions set last_seen_at = now() - $2::interval where token_hash = encode(sha256($1::bytea), 'hex')`,
      [token, interval],
    );

  it('signs out a session unused for longer than the timeout (default 2 hours), within its lifetime', async () => {
    expect(server.config.sessionIdleMs).toBe(2 * 3_600_000);
    const { token } = (await login('sales', demoPassword('sales'), '10.0.3.1')).json().success;
    await leaveIdle(token, '2 hours 1 minute');
    expect((await server.call({ method: 'GET', url: '/api/me', token })).statusCode).toBe(401);
  });

  it('keeps an active session and records its activity at most once a minute', async () => {
    const { token } = (await login('sales', demoPassword('sales'), '10.0.3.2')).json().success;
    await leaveIdle(token, '1 hour 59 minutes');
    const writes = vi.spyOn(server.database.pool, 'query');
    try {
      const sessionWrites = () => writes.mock.calls.filter(([q]) => /^update "sessions"/.test(sqlText(q)));
      expect((await server.call({ method: 'GET', url: '/api/me', token })).statusCode).toBe(200);
      expect(sessionWrites()).toHaveLength(1);
      await vi.waitFor(async () => expect(await lastSeen(token)).toBeLessThan(60));
      for (let i = 0; i < 5; i++)
        expect((await server.call({ method: 'GET', url: '/api/me', token })).statusCode).toBe(200);
      expect(sessionWrites()).toHaveLength(1);
    } finally {
      writes.mockRestore();
    }
  });
});
