import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, messageOf, WRONG_SERVICES } from './client';
import { LOGIN_FAILED, login } from './endpoints/auth';
import { http as apiHttp } from './http';

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/api/login') {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        const { password } = JSON.parse(raw) as { password: string };
        if (password === 'right') {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ success: { username: 'sales', role: 'sales', userid: 3, token: 't' } }));
        } else if (password === 'created') {
          res.writeHead(201, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ success: { username: 'sales', role: 'sales', userid: 3, token: 't' } }));
        } else {
          res.writeHead(401, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ code: 'INVALID_CREDENTIALS', message: 'No.' }));
        }
      });
      return;
    }
    if (req.url === '/json-error') {
      res.writeHead(409, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'CONFLICT', message: 'Changed by someone else.' }));
    } else if (req.url === '/empty-error') {
      res.writeHead(502);
      res.end();
    } else if (req.url === '/expired') {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'UNAUTHENTICATED', message: 'Please sign in.' }));
    } else {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: { auth: req.headers.authorization ?? null } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the shared HTTP client (SPEC 7)', () => {
  it('sends the bearer token', async () => {
    const client = createApiClient({ baseURL: base, getToken: () => 'abc' });
    expect((await client.get('/ok')).data.success.auth).toBe('Bearer abc');
  });

  it('rejects a failed response with its body', async () => {
    const client = createApiClient({ baseURL: base, getToken: () => null });
    await expect(client.get('/json-error')).rejects.toEqual({
      code: 'CONFLICT',
      message: 'Changed by someone else.',
    });
  });

  it("rejects with 'Wrong Services' when there is no body", async () => {
    const client = createApiClient({ baseURL: base, getToken: () => null });
    await expect(client.get('/empty-error')).rejects.toBe(WRONG_SERVICES);
    const unreachable = createApiClient({ baseURL: 'http://127.0.0.1:1', getToken: () => null });
    await expect(unreachable.get('/')).rejects.toBe(WRONG_SERVICES);
  });

  it('reports a 401 on an authenticated call once, and not on an anonymous one', async () => {
    const onUnauthorized = vi.fn();
    const signedIn = createApiClient({ baseURL: base, getToken: () => 'old', onUnauthorized });
    await expect(signedIn.get('/expired')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    const anonymous = createApiClient({ baseURL: base, getToken: () => null, onUnauthorized });
    await expect(anonymous.get('/expired')).rejects.toBeTruthy();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('turns any failure into a sentence for people', () => {
    expect(messageOf({ code: 'X', message: 'Plain words.' })).toBe('Plain words.');
    expect(messageOf(WRONG_SERVICES)).toMatch(/could not be reached/);
    expect(messageOf(undefined)).toMatch(/Something went wrong/);
  });
});

describe('POST api/login (SPEC 5, 8)', () => {
  it('resolves with the success object only on HTTP 200', async () => {
    apiHttp.defaults.baseURL = base;
    await expect(login({ username: 'sales', password: 'right' })).resolves.toEqual({
      username: 'sales',
      role: 'sales',
      userid: 3,
      token: 't',
    });
  });

  it("rejects with 'not sucess' on any other status, keeping what the server said", async () => {
    apiHttp.defaults.baseURL = base;
    await expect(login({ username: 'sales', password: 'created' })).rejects.toMatchObject({
      reason: LOGIN_FAILED,
    });
    await expect(login({ username: 'sales', password: 'wrong' })).rejects.toEqual({
      reason: 'not sucess',
      failure: { code: 'INVALID_CREDENTIALS', message: 'No.' },
    });
  });
});
