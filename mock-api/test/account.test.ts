import jwt from 'jsonwebtoken';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMockApi } from '../src/app';
import { MOCK_ERRORS, MOCK_LOGIN_DELAY_MS } from '../src/constants';
import { DEMO_PASSWORD } from '../src/seed';
import { DEMO_EMAIL, login, makeApp, SECRET } from './helpers';

afterEach(() => {
  vi.useRealTimers();
});

/**
 * The login handler registers its (fake) delay timer once inject has parsed the request, a few event-loop
 * turns later. Spin on real setImmediate (not faked) until it is there; vi.waitFor would advance fake time.
 */
async function untilTimerRegistered(): Promise<void> {
  for (let turn = 0; turn < 100 && vi.getTimerCount() === 0; turn++) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(vi.getTimerCount()).toBe(1);
}

describe('POST /api/account/login', () => {
  it('answers serviceToken and user {id, email} for a demo account', async () => {
    const app = makeApp();
    const res = await login(app);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({ id: 'mock-user-1', email: DEMO_EMAIL });
    expect(typeof body.serviceToken).toBe('string');
    expect(jwt.verify(body.serviceToken, SECRET)).toMatchObject({ userId: 'mock-user-1' });
  });

  it('gives the token a lifetime of one day', async () => {
    const app = makeApp();
    const { serviceToken } = (await login(app)).json();
    const { iat, exp } = jwt.decode(serviceToken) as { iat: number; exp: number };
    expect(exp - iat).toBe(24 * 60 * 60);
  });

  it('answers 400 Verify Your Email & Password for an unknown email', async () => {
    const res = await login(makeApp(), 'nobody@managewell.demo');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Verify Your Email & Password' });
  });

  it('answers 400 Invalid Password for a wrong password', async () => {
    const res = await login(makeApp(), DEMO_EMAIL, 'wrong');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Invalid Password' });
  });

  it('answers 400 with a clear message when email or password is missing', async () => {
    const app = makeApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: DEMO_EMAIL },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Email and password are required' });
    const noBody = await app.inject({ method: 'POST', url: '/api/account/login' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toEqual({ message: 'Request body must be a JSON object' });
  });

  it('answers 500 Server Error when signing fails', async () => {
    // An unusable lifetime makes jsonwebtoken throw inside the handler.
    const app = makeApp({ tokenLifetime: 'not a duration' as never });
    const res = await login(app);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: MOCK_ERRORS.serverError });
  });

  it('waits 500 ms by default before answering', async () => {
    const app = buildMockApi({ jwtSecret: SECRET });
    await app.ready();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let settled = false;
    const pending = login(app).then((res) => {
      settled = true;
      return res;
    });
    await untilTimerRegistered();
    await vi.advanceTimersByTimeAsync(MOCK_LOGIN_DELAY_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const res = await pending;
    expect(settled).toBe(true);
    expect(res.statusCode).toBe(200);
    vi.useRealTimers();
    await app.close();
  });

  it('applies the delay to failed logins too', async () => {
    const app = buildMockApi({ jwtSecret: SECRET, loginDelayMs: 200 });
    await app.ready();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let settled = false;
    const pending = login(app, DEMO_EMAIL, 'wrong').then((res) => {
      settled = true;
      return res;
    });
    await untilTimerRegistered();
    await vi.advanceTimersByTimeAsync(199);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).statusCode).toBe(400);
    vi.useRealTimers();
    await app.close();
  });
});

describe('GET /api/account/me', () => {
  it('answers 401 Token Missing without an Authorization header', async () => {
    const res = await makeApp().inject({ method: 'GET', url: '/api/account/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Token Missing' });
  });

  it('answers 401 Token Missing for an empty bearer', async () => {
    const res = await makeApp().inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { authorization: 'Bearer ' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Token Missing' });
  });

  it('answers 401 Invalid Token for garbage and for a token signed with another secret', async () => {
    const app = makeApp();
    const garbage = await app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { authorization: 'Bearer not-a-jwt' },
    });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json()).toEqual({ message: 'Invalid Token' });

    const forged = jwt.sign({ userId: 'mock-user-1' }, 'another-secret');
    const res = await app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid Token' });
  });

  it('answers 401 Invalid Token for a valid signature on an unknown user', async () => {
    const token = jwt.sign({ userId: 'ghost' }, SECRET);
    const res = await makeApp().inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid Token' });
  });

  it('answers the user for a valid token (with or without the Bearer prefix)', async () => {
    const app = makeApp();
    const { serviceToken } = (await login(app, 'SALES@managewell.demo', DEMO_PASSWORD)).json();
    for (const authorization of [`Bearer ${serviceToken}`, serviceToken]) {
      const res = await app.inject({ method: 'GET', url: '/api/account/me', headers: { authorization } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: { id: 'mock-user-2', email: 'sales@managewell.demo' } });
    }
  });

  it('answers 401 Invalid Token once the token has expired (after 1 day)', async () => {
    const app = makeApp();
    await app.ready();
    const { serviceToken } = (await login(app)).json();
    const me = () =>
      app.inject({
        method: 'GET',
        url: '/api/account/me',
        headers: { authorization: `Bearer ${serviceToken}` },
      });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000 - 60_000);
    expect((await me()).statusCode).toBe(200);

    vi.setSystemTime(Date.now() + 2 * 60_000);
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid Token' });
  });

  it('does not accept tokens from an app with a different secret', async () => {
    const { serviceToken } = (await login(makeApp({ jwtSecret: 'one' }))).json();
    const res = await makeApp({ jwtSecret: 'two' }).inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { authorization: `Bearer ${serviceToken}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('uses a random default secret shared by instances of the same process', async () => {
    const a = buildMockApi({ loginDelayMs: 0 });
    const b = buildMockApi({ loginDelayMs: 0 });
    const { serviceToken } = (await login(a)).json();
    expect(() => jwt.verify(serviceToken, SECRET)).toThrow();
    const res = await b.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { authorization: `Bearer ${serviceToken}` },
    });
    expect(res.statusCode).toBe(200);
    await Promise.all([a.close(), b.close()]);
  });
});
