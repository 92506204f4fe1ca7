/**
 * A client that goes away in the middle of a streamed answer (archive, files) must cost the server
 * nothing but that answer: each streamed route is requested over real HTTP, the request is cut
 * after the first bytes, and the server still answers /api/health.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Role } from '@managewell/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';
import { multipartBody } from './multipart';

let server: TestServer;
let port = 0;
/** Each answer's end on the server side (finished or cut), by URL. */
const closed = new Map<string, { promise: Promise<void>; resolve: () => void }>();
const closedFor = (url: string) => {
  let entry = closed.get(url);
  if (!entry) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    entry = { promise, resolve };
    closed.set(url, entry);
  }
  return entry;
};

/** A joining-kit PDF large enough not to fit in the socket's buffers (4 MB). */
const BIG_PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  Buffer.alloc(4 * 1024 * 1024, 0x20),
]);
let joiningDocumentId = 0;
let salesFileId = 0;
let offerId = 0;

beforeAll(async () => {
  server = await startTestServer();
  server.app.server.on('request', (request, response) => {
    response.once('close', () => closedFor(request.url ?? '').resolve());
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
  const { payload, headers } = multipartBody({}, [{ field: 'file', name: 'degree.pdf', content: BIG_PDF }]);
  const upload = await server.call({
    method: 'POST',
    url: '/api/me/joining-kit/education',
    token: await server.tokenFor('employee'),
    payload,
    headers,
  });
  expect(upload.statusCode, upload.body).toBe(201);
  joiningDocumentId = upload.json().success.items.find((item: { kind: string }) => item.kind === 'education')
    .document.id;

  const sales = await server.tokenFor('sales');
  const leads = await server.call({
    method: 'GET',
    url: '/api/sales/leads?stage=costed&pageSize=1',
    token: sales,
  });
  const leadId = leads.json().success.items[0].id;
  const design = multipartBody({ kind: 'design', title: 'Plan' }, [
    { field: 'file', name: 'plan.pdf', type: 'application/pdf', content: BIG_PDF },
  ]);
  const stored = await server.call({
    method: 'POST',
    url: `/api/sales/leads/${leadId}/files`,
    token: sales,
    ...design,
  });
  expect(stored.statusCode, stored.body).toBe(201);
  salesFileId = stored.json().success.id;

  const offers = await server.call({ method: 'GET', url: '/api/offers', token: await server.tokenFor('hr') });
  offerId = offers.json().success.items[0].id;
});
afterAll(async () => {
  await server?.close();
});

/** GETs `url` over HTTP and cuts the connection once the first bytes of the body arrived. */
function abortAfterFirstBytes(url: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path: url, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        response.once('data', () => {
          request.destroy();
          resolve(response.statusCode ?? 0);
        });
        response.once('end', () => reject(new Error(`${url} ended before it could be cut`)));
      },
    );
    request.on('error', (error) => {
      // The cut itself surfaces as ECONNRESET/'socket hang up' on our side: expected.
      if (!request.destroyed) reject(error);
    });
    request.end();
  });
}

async function health(): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`);
  await response.arrayBuffer();
  return response.status;
}

const STREAMED: [name: string, role: Role, url: () => string][] = [
  ['the site archive', 'website-admin', () => '/api/website-admin/site-archive'],
  [
    'a joining-kit file (self-service)',
    'employee',
    () => `/api/me/joining-kit/documents/${joiningDocumentId}/file`,
  ],
  ['a joining-kit file (HR)', 'hr', () => `/api/hr/joining-kit/documents/${joiningDocumentId}/file`],
  ['a sales file', 'sales', () => `/api/sales/files/${salesFileId}`],
  ['an offer letter PDF', 'hr', () => `/api/offers/${offerId}/pdf`],
];

describe('a download cut after its first bytes', () => {
  it.each(STREAMED)('%s: the server keeps answering', async (_name, role, url) => {
    const path = url();
    expect(await abortAfterFirstBytes(path, await server.tokenFor(role))).toBe(200);
    await closedFor(path).promise;
    expect(await health()).toBe(200);
    // And the same download still works in full afterwards.
    const again = await server.call({ method: 'GET', url: path, token: await server.tokenFor(role) });
    expect(again.statusCode).toBe(200);
    expect(await health()).toBe(200);
  });
});
