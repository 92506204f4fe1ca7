import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveSiteSettings, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let cdn: Server;
const calls: { headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  cdn = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      calls.push({ headers: request.headers, body });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  const { port } = cdn.address() as AddressInfo;
  server = await startTestServer({
    publicCache: {
      sharedMaxAgeSeconds: 60,
      staleSeconds: 86_400,
      purgeUrl: `http://127.0.0.1:${port}/purge`,
      purgeToken: 'purge-secret',
    },
  });
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => cdn?.close(resolve));
});

describe('the CDN purge hook', () => {
  it('is called once, with its token, after a change to the published site', async () => {
    const saved = await saveSiteSettings(server, (settings) => {
      settings.header.phone_no = '+91 90000 33333';
    });
    expect(saved.statusCode).toBe(200);
    await expect.poll(() => calls.length, { timeout: 10_000 }).toBe(1);
    expect(calls[0]!.headers.authorization).toBe('Bearer purge-secret');
    expect(JSON.parse(calls[0]!.body)).toEqual({ event: 'site.changed', paths: ['/*'] });
  });
});
