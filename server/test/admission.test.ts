import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Release } from '../src/platform/http/admission';
import { demoPassword, demoUsername, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let held: Release[] = [];

beforeAll(async () => {
  server = await startTestServer({ admission: { concurrency: 1, queue: 1, queueWaitMs: 60_000 } });
});
afterAll(async () => {
  for (const release of held) release();
  await server?.close();
});

/** Takes the anonymous lane's only place, as a slow visitor's request would. */
async function fillAnonymousLane() {
  const release = await server.app.admission.enter('anonymous');
  if (!release) throw new Error('the anonymous lane was not free');
  held.push(release);
}

function releaseAll() {
  for (const release of held) release();
  held = [];
}

const publicPage = () => server.call({ method: 'GET', url: '/api/website-frontend/page?path=/' });

describe('admission control', () => {
  it('queues an anonymous request beyond the limit, sheds the next with 503 and Retry-After, and serves staff at once', async () => {
    await fillAnonymousLane();
    const queued = publicPage();
    await expect.poll(() => server.app.admission.queued).toBe(1);

    const shed = await publicPage();
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('1');
    expect(shed.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });

    // Staff, sign-in and the health check never wait behind visitors.
    const token = await server.tokenFor('verification');
    expect((await server.call({ method: 'GET', url: '/api/leads', token })).statusCode).toBe(200);
    const login = await server.call({
      method: 'POST',
      url: '/api/login',
      payload: { username: demoUsername('sales'), password: demoPassword('sales') },
    });
    expect(login.statusCode).toBe(200);
    expect((await server.call({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    releaseAll();
    expect((await queued).statusCode).toBe(200);
    expect(server.app.admission.active.anonymous).toBe(0);
    expect(server.app.admission.shed).toBe(1);
  });

  it('a forged bearer token on a staff route does not jump the queue: it is refused', async () => {
    await fillAnonymousLane();
    const forged = await server.call({ method: 'GET', url: '/api/leads', token: 'x'.repeat(40) });
    expect(forged.statusCode).toBe(401);
    releaseAll();
  });

  it('frees the place of every answered request, errors included', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await server.call({ method: 'GET', url: '/api/website-frontend/page?path=' })).statusCode).toBe(
        400,
      );
      expect((await server.call({ method: 'GET', url: '/api/no-such-route' })).statusCode).toBe(404);
    }
    expect(server.app.admission.active.anonymous).toBe(0);
    expect((await publicPage()).statusCode).toBe(200);
  });
});
