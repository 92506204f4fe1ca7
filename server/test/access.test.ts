import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTE_NAMES, ROLES, type Role } from '@managewell/api/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Access, formatRouteTable, installAccessControl } from '../src/platform/http/access';
import { STREAMING_ROUTES } from '../src/workplace/live/routes';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let webRoot: string;
const ids = {} as Record<Role, number>;

beforeAll(async () => {
  // A small built front end, so the web routes answer as in production whether or not
  // `pnpm build` has run (in a fresh clone the tests run before the build).
  webRoot = mkdtempSync(join(tmpdir(), 'mw-access-'));
  mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>Managewell</title>');
  for (const remote of REMOTE_NAMES) {
    mkdirSync(join(webRoot, 'remotes', remote, 'dist'), { recursive: true });
    writeFileSync(join(webRoot, 'remotes', remote, 'dist', 'remoteEntry.js'), `var x = '${remote}';`);
  }
  // The public site's server renderer (public paths are rendered on the server).
  mkdirSync(join(webRoot, 'remotes', 'public-site', 'dist-ssr'), { recursive: true });
  writeFileSync(
    join(webRoot, 'remotes', 'public-site', 'dist-ssr', 'render.mjs'),
    "export const css = ''; export const THEME_SCRIPT = ''; export const render = (s) => s.page.kind;",
  );
  server = await startTestServer({ webRoot });
  for (const role of ROLES) {
    ids[role] = await server.userId(role);
  }
});
afterAll(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

function allowed(access: Access, role: Role | null): boolean {
  if (access === 'public') return true;
  if (role === null) return false;
  return access === 'authenticated' || access.includes(role);
}

function concreteUrl(url: string, role: Role | null): string {
  const own = role ? ids[role] : 1;
  return (
    url
      .replace(':user_id', String(own))
      .replace(':name', 'sales')
      // HR's account actions aim at an employee without an account (MW0040), so no demo user is locked out.
      .replace(':id', url.includes('/account') ? '40' : '1')
      .replace(':attachmentId', '1')
      .replace(':employeeId', '1')
      .replace(':month', '2026-01')
      .replace(':kind', 'nda')
      .replace(':receipt', 'A'.repeat(24))
      .replace(/\*$/, 'some/page')
  );
}

describe('access control', () => {
  it('matches the reviewed route → roles table (a change here is a permission change)', () => {
    expect(formatRouteTable(server.app.routeAccessTable)).toMatchSnapshot();
  });

  it('refuses to start when a route declares no access (deny by default)', async () => {
    const app = Fastify();
    installAccessControl(app, async () => null);
    expect(() => app.get('/api/forgotten', async () => 'oops')).toThrow(
      /GET \/api\/forgotten has no valid config.access/,
    );
    await app.close();
  });

  it('checks every route as anonymous and as each role', async () => {
    const table = server.app.routeAccessTable;
    expect(table.length).toBeGreaterThan(15);
    const failures: string[] = [];
    for (const role of [null, ...ROLES] as (Role | null)[]) {
      for (const route of table) {
        // A stream never ends under inject: signed-in roles are checked over HTTP in chat.test.ts.
        if (role !== null && STREAMING_ROUTES.includes(`${route.method} ${route.url}`)) continue;
        // A fresh token for each call: some routes (logout, change-password) end the session.
        const token = role ? await server.tokenFor(role) : undefined;
        const response = await server.call({
          method: route.method as 'GET',
          url: concreteUrl(route.url, role),
          token,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const ok = allowed(route.access, role);
        const denied = response.statusCode === 401 || response.statusCode === 403;
        const expectedDenial = role === null ? 401 : 403;
        if (ok && denied)
          failures.push(`${role ?? 'anonymous'} ${route.method} ${route.url}: got ${response.statusCode}`);
        if (!ok && response.statusCode !== expectedDenial) {
          failures.push(
            `${role ?? 'anonymous'} ${route.method} ${route.url}: expected ${expectedDenial}, got ${response.statusCode}`,
          );
        }
        if (response.statusCode >= 500)
          failures.push(`${role} ${route.method} ${route.url}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000); // every route × every role: over 1,000 calls on a busy machine

  it('answers 403 for another user’s notifications', async () => {
    const token = await server.tokenFor('sales');
    const response = await server.call({
      method: 'GET',
      url: `/api/notification/getEmployeeNotification/${ids.hr}`,
      token,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('rejects expired, revoked, malformed and unknown tokens with 401', async () => {
    const token = await server.tokenFor('verification');
    await server.database.pool.query(`update sessions set expires_at = now() - interval '1 second'`);
    for (const authorization of [
      `Bearer ${token}`,
      'Bearer short',
      'Basic abc',
      `Bearer ${'x'.repeat(43)}`,
    ]) {
      const response = await server.app.inject({ method: 'GET', url: '/api/me', headers: { authorization } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });
});
