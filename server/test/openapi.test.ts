import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Endpoint } from '@managewell/api/contract';
import { endpoints } from '@managewell/api/endpoints';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../src/platform/http/openapi';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let open: TestServer;

beforeAll(async () => {
  [server, open] = await Promise.all([startTestServer(), startTestServer({ apiDocs: 'public' })]);
});
afterAll(async () => {
  await Promise.all([server.close(), open.close()]);
});

interface Operation {
  'x-access': unknown;
  tags: string[];
}
interface DescribedOperation {
  operationId: string;
  parameters: unknown[];
  security: unknown;
  responses: Record<
    string,
    {
      content: Record<
        string,
        { schema: { properties: { success: { properties: Record<string, unknown> } } } }
      >;
    }
  >;
}
type Document = { paths: Record<string, Record<string, Operation>> };

/** The reviewed route → access table (access.test.ts's snapshot), as method, path and access. */
function snapshotRoutes(): { method: string; url: string; access: string }[] {
  const text = readFileSync(join(__dirname, '__snapshots__', 'access.test.ts.snap'), 'utf8');
  return [...text.matchAll(/^"?(GET|POST|PUT|PATCH|DELETE)\s+(\S+)\s+(.+?)$/gm)].map((m) => ({
    method: m[1]!,
    url: m[2]!,
    access: m[3]!.replace(/`?$/, '').replace(/"$/, '').trim(),
  }));
}

async function staffDocument(): Promise<Document> {
  const response = await server.call({
    method: 'GET',
    url: '/api/openapi.json',
    token: await server.tokenFor('hr'),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await staffDocument();
    const result = await new Validator().validate(
      document as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect((document as unknown as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('lists every route of the access snapshot with the same method, path and access', async () => {
    const document = await staffDocument();
    const routes = snapshotRoutes();
    expect(routes.length).toBeGreaterThan(200);
    const missing: string[] = [];
    for (const route of routes) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        missing.push(`${route.method} ${route.url}: missing`);
        continue;
      }
      const access = operation['x-access'];
      const described = typeof access === 'string' ? access : (access as string[]).join(', ');
      if (described !== route.access)
        missing.push(`${route.method} ${route.url}: ${described} ≠ ${route.access}`);
      expect(['website', 'pipeline', 'people', 'workplace', 'platform']).toContain(operation.tags[0]);
    }
    expect(missing).toEqual([]);
    const operations = Object.values(document.paths).flatMap((methods) => Object.keys(methods));
    expect(operations.length).toBe(routes.length);
  });

  it('has a declaration for every API route (only the file and page routes are registered by hand)', () => {
    const declared = new Set(Object.values(endpoints).map((e: Endpoint) => `${e.method} ${e.path}`));
    const byHand = snapshotRoutes()
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !declared.has(route));
    // The staff app and public pages, the remotes' files, and the API reference's own files.
    const notApi = /^GET (\/\*|\/remotes\/:name\/\*|\/api\/docs\/.+)$/;
    expect(byHand.filter((route) => !notApi.test(route))).toEqual([]);
  });

  it('describes a declared route from its declaration', async () => {
    const document = await staffDocument();
    const get = document.paths['/api/leads/{id}']!.get as unknown as DescribedOperation;
    expect(get.operationId).toBe('leads.get');
    expect(get.parameters).toEqual([
      {
        name: 'id',
        in: 'path',
        required: true,
        schema: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
      },
    ]);
    expect(get.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(get.responses)).toEqual(['200', '400', '401', '403', '404', '503']);
    expect(
      get.responses['200']?.content['application/json']?.schema.properties.success.properties.mobile,
    ).toEqual({
      type: 'string',
    });
  });

  it('is for signed-in staff unless API_DOCS=public', async () => {
    expect((await server.call({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(401);
    expect((await server.call({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(401);
    expect((await open.call({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
    expect((await open.call({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});

describe('GET /api/docs', () => {
  it('serves the reference from this server under the site policy (no inline script, no CDN)', async () => {
    const page = await server.call({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    for (const match of page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      expect(match[1]).toMatch(/src="/);
      expect(match[2]!.trim()).toBe('');
    }
    expect(page.body).not.toMatch(/https?:\/\//);
    for (const file of ['swagger-ui-bundle.js', 'swagger-initializer.js', 'swagger-ui.css']) {
      const asset = await server.call({ method: 'GET', url: `/api/docs/static/${file}` });
      expect(asset.statusCode, file).toBe(200);
    }
    const initializer = await server.call({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain("request.headers.Authorization = 'Bearer ' + session.token");
  });

  it('hands the signed-in reader the document', async () => {
    const response = await server.call({
      method: 'GET',
      url: '/api/docs/json',
      token: await server.tokenFor('sales'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths['/api/leads']).toBeDefined();
    const yaml = await server.call({
      method: 'GET',
      url: '/api/docs/yaml',
      token: await server.tokenFor('sales'),
    });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toMatch(/^openapi: 3\.1\.0$/m);
    expect((await server.call({ method: 'GET', url: '/api/docs/yaml' })).statusCode).toBe(401);
  });
});
