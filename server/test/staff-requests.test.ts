import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REQUESTS_PER_WINDOW } from '../src/people/staff-requests/service';
import { sqlText, startTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function hrNotificationTitles(): Promise<string[]> {
  const token = await server.tokenFor('hr');
  const id = await server.userId('hr');
  const response = await server.call({
    method: 'GET',
    url: `/api/notification/getEmployeeNotification/${id}`,
    token,
  });
  return response.json().success.roleNotification.map((n: { title: string }) => n.title);
}

describe('POST /api/access-requests (sign-up pages)', () => {
  it('turns a sign-up into a notification for HR', async () => {
    const response = await server.call({
      method: 'POST',
      url: '/api/access-requests',
      payload: {
        fullName: 'Deepa Pillai',
        email: 'deepa@example.in',
        team: 'sales',
        message: 'Joined Monday',
      },
      remoteAddress: '10.0.0.1',
    });
    expect(response.statusCode).toBe(201);
    expect(await hrNotificationTitles()).toContain('Account request: Deepa Pillai');
  });

  it('refuses bad input with the field messages and stores nothing', async () => {
    const before = await hrNotificationTitles();
    const response = await server.call({
      method: 'POST',
      url: '/api/access-requests',
      payload: { fullName: 'X', email: 'nope', team: 'root', extra: 1 },
      remoteAddress: '10.0.0.2',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(await hrNotificationTitles()).toEqual(before);
  });

  it('limits how many requests one address may send', async () => {
    const send = () =>
      server.call({
        method: 'POST',
        url: '/api/access-requests',
        payload: { fullName: 'Flood Test', email: 'flood@example.in', team: 'hr' },
        remoteAddress: '10.0.0.3',
      });
    for (let i = 0; i < REQUESTS_PER_WINDOW; i++) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many requests/);
  });
});

describe('POST /api/password-reset-requests', () => {
  const resetRequest = (username: string, remoteAddress: string) =>
    server.call({
      method: 'POST',
      url: '/api/password-reset-requests',
      payload: { username },
      remoteAddress,
    });

  it('answers the same for known and unknown usernames, and tells HR only of real ones', async () => {
    const known = await resetRequest('Sales', '10.0.1.1');
    const unknown = await resetRequest('nobody-here', '10.0.1.1');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    await server.background.idle();
    const titles = await hrNotificationTitles();
    expect(titles).toContain('Password reset requested: sales');
    expect(titles.some((t) => t.includes('nobody-here'))).toBe(false);
  });

  it('does the same work before answering for both, and looks the username up afterwards', async () => {
    const statements = vi.spyOn(server.database.pool, 'query');
    const sqlBeforeAnswer = async (username: string, address: string) => {
      statements.mockClear();
      expect((await resetRequest(username, address)).statusCode).toBe(202);
      return statements.mock.calls.map(([query]) => sqlText(query));
    };
    server.background.hold();
    try {
      const known = await sqlBeforeAnswer('hr', '10.0.1.2');
      const unknown = await sqlBeforeAnswer('nobody-else', '10.0.1.3');
      expect(known.length).toBeGreaterThan(0);
      expect(known).toEqual(unknown);
      expect(known.some((text) => /from "users"/.test(text))).toBe(false);
      expect(await hrNotificationTitles()).not.toContain('Password reset requested: hr');
    } finally {
      statements.mockRestore();
      await server.background.idle();
    }
    expect(await hrNotificationTitles()).toContain('Password reset requested: hr');
  });
});

describe('PATCH /api/me', () => {
  it('changes the signed-in user’s own name and e-mail', async () => {
    const token = await server.tokenFor('quotation');
    const response = await server.call({
      method: 'PATCH',
      url: '/api/me',
      token,
      payload: { fullName: 'Sandeep R. Reddy', email: 'sandeep.reddy@example.in' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toMatchObject({ username: 'quotation', fullName: 'Sandeep R. Reddy' });
    const me = await server.call({ method: 'GET', url: '/api/me', token });
    expect(me.json().success).toMatchObject({
      fullName: 'Sandeep R. Reddy',
      email: 'sandeep.reddy@example.in',
    });
  });

  it('refuses a role change smuggled into the body', async () => {
    const token = await server.tokenFor('employee');
    const response = await server.call({
      method: 'PATCH',
      url: '/api/me',
      token,
      payload: { fullName: 'Anjali Nair', email: null, role: 'hr' },
    });
    expect(response.statusCode).toBe(400);
    const me = await server.call({ method: 'GET', url: '/api/me', token });
    expect(me.json().success.role).toBe('employee');
  });
});
