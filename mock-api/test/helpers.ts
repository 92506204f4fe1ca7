import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { buildMockApi, type MockApiOptions } from '../src/app';
import { DEMO_PASSWORD } from '../src/seed';

export const SECRET = 'test-secret-not-used-outside-tests';
export const DEMO_EMAIL = 'info@managewell.demo';

const open: FastifyInstance[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((app) => app.close()));
});

/** A fresh app (own state) without the login delay unless asked for; closed after each test. */
export function makeApp(options: MockApiOptions = {}): FastifyInstance {
  const app = buildMockApi({ jwtSecret: SECRET, loginDelayMs: 0, ...options });
  open.push(app);
  return app;
}

export async function login(app: FastifyInstance, email = DEMO_EMAIL, password = DEMO_PASSWORD) {
  return app.inject({ method: 'POST', url: '/api/account/login', payload: { email, password } });
}

export async function post(app: FastifyInstance, url: string, payload: unknown) {
  return app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
}
