import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ bodyLimitBytes: 4096 });
  token = await server.tokenFor('verification');
});
afterAll(() => server.close());

const leadCount = async () =>
  Number((await server.database.pool.query('select count(*) from leads')).rows[0].count);

const validLead = { first_name: 'Meera', mobile: '9812345670', source: 'walk-in' };

describe('bad input answers 4xx with a clear JSON message and changes nothing', () => {
  it.each([
    [
      'malformed JSON',
      { payload: '{"first_name": ', headers: { 'content-type': 'application/json' } },
      400,
      'BAD_REQUEST',
    ],
    [
      'an empty JSON body',
      { payload: '', headers: { 'content-type': 'application/json' } },
      400,
      'BAD_REQUEST',
    ],
    [
      'a wrong content type',
      { payload: 'first_name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'plain text',
      { payload: 'hello', headers: { 'content-type': 'text/plain' } },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a body over the limit',
      { payload: { ...validLead, notes: 'x'.repeat(5000) } },
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    ['a JSON array', { payload: [validLead] }, 400, 'VALIDATION_FAILED'],
    [
      'wrong types',
      { payload: { ...validLead, first_name: 42, deal_size: 'lots', tags: 'a' } },
      400,
      'VALIDATION_FAILED',
    ],
    ['over-long strings', { payload: { ...validLead, notes: 'x'.repeat(2001) } }, 400, 'VALIDATION_FAILED'],
    ['unknown fields', { payload: { ...validLead, is_admin: true } }, 400, 'VALIDATION_FAILED'],
  ] as const)('%s', async (_name, request, status, code) => {
    const before = await leadCount();
    const response = await server.call({ method: 'POST', url: '/api/leads', token, ...request } as never);
    expect(response.statusCode).toBe(status);
    const body = response.json();
    expect(body.code).toBe(code);
    expect(body.message).toEqual(expect.any(String));
    expect(body.message.length).toBeGreaterThan(10);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(await leadCount()).toBe(before);
  });

  it('gives per-field messages from the contract', async () => {
    const response = await server.call({
      method: 'POST',
      url: '/api/leads',
      token,
      payload: { first_name: '', mobile: '12345', email: 'not-an-email', source: 'fax', is_admin: true },
    });
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        first_name: 'Please enter a name.',
        mobile: 'Please enter a 10 digit Phone Number.',
        email: 'Please enter a valid email.',
        source: 'Choose where the lead came from.',
        is_admin: "Unknown field 'is_admin'.",
      },
    });
  });

  it('answers 401 before looking at the body when the token is missing', async () => {
    const before = await leadCount();
    const response = await server.app.inject({ method: 'POST', url: '/api/leads', payload: validLead });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: expect.stringMatching(/sign in/),
    });
    expect(await leadCount()).toBe(before);
  });

  it('refuses bad ids and query strings with 400', async () => {
    for (const url of [
      '/api/leads/abc',
      '/api/leads/-1',
      '/api/leads?page=0',
      '/api/leads?sort=password',
      '/api/leads?from=2026-02-30',
      '/api/leads?debug=1',
    ]) {
      const response = await server.call({ method: 'GET', url, token });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers unknown API routes with a 404 JSON body', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await server.app.inject({ method, url: '/api/does-not-exist' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
