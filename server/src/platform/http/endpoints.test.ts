import { defineEndpoint } from '@managewell/api/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installAccessControl } from './access';
import { registerEndpoints } from './endpoints';
import { installErrorHandling } from './error-handler';

const group = {
  echo: defineEndpoint({
    method: 'POST',
    path: '/api/echo/:id',
    access: 'public',
    summary: 'Echo.',
    params: z.strictObject({ id: z.coerce.number() }),
    body: z.strictObject({ name: z.string() }),
    answer: z.object({ id: z.number(), name: z.string() }),
    status: 201,
  }),
  drift: defineEndpoint({
    method: 'GET',
    path: '/api/drift',
    access: ['hr'],
    summary: 'Drift.',
    answer: z.object({ total: z.number() }),
  }),
};

let app: FastifyInstance;
afterEach(() => app.close());

async function appWith(checkAnswers: boolean) {
  app = Fastify();
  app.decorate('checkAnswers', checkAnswers);
  installErrorHandling(app);
  const table = installAccessControl(app, async () => ({
    id: 1,
    username: 'hr',
    role: 'hr',
    fullName: 'HR',
    email: null,
    sessionId: 1,
    tokenHash: 'x',
  }));
  registerEndpoints(app, group, {
    echo: ({ params, body }) => ({ id: params.id, name: body.name }),
    // A total that became text: the kind of drift the declarations catch.
    drift: () => ({ total: '3' }) as unknown as { total: number },
  });
  await app.ready();
  return table;
}

const hr = { authorization: `Bearer ${'a'.repeat(30)}` };

describe('registerEndpoints', () => {
  it('registers each declaration with its access, parses the parts and wraps the answer', async () => {
    const table = await appWith(true);
    expect(table).toEqual([
      { method: 'POST', url: '/api/echo/:id', access: 'public' },
      { method: 'GET', url: '/api/drift', access: ['hr'] },
    ]);
    const ok = await app.inject({ method: 'POST', url: '/api/echo/7', payload: { name: 'Asha' } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ success: { id: 7, name: 'Asha' } });
    const bad = await app.inject({ method: 'POST', url: '/api/echo/7', payload: { name: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { name: expect.any(String) } });
    expect((await app.inject({ method: 'GET', url: '/api/drift' })).statusCode).toBe(401);
  });

  it('fails an answer that drifted from its declaration when answers are checked', async () => {
    await appWith(true);
    const response = await app.inject({ method: 'GET', url: '/api/drift', headers: hr });
    expect(response.statusCode).toBe(500);
  });

  it('does not read a page a JSON route sends (the answer to a browser’s form) as JSON', async () => {
    app = Fastify();
    app.decorate('checkAnswers', true);
    installErrorHandling(app);
    installAccessControl(app, async () => null);
    const answer = defineEndpoint({
      method: 'POST',
      path: '/api/answer',
      access: 'public',
      summary: 'Answer.',
      answer: z.object({ ok: z.boolean() }),
    });
    registerEndpoints(
      app,
      { answer },
      {
        answer: ({ request, reply }) =>
          request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
            ? reply.type('text/html; charset=utf-8').send('<p>Thank you</p>')
            : { ok: true },
      },
    );
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
      done(null, body),
    );
    await app.ready();
    const page = await app.inject({
      method: 'POST',
      url: '/api/answer',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('<p>Thank you</p>');
    const json = await app.inject({ method: 'POST', url: '/api/answer', payload: {} });
    expect(json.json()).toEqual({ success: { ok: true } });
  });

  it('sends it as it is otherwise (production)', async () => {
    await appWith(false);
    const response = await app.inject({ method: 'GET', url: '/api/drift', headers: hr });
    expect(response.json()).toEqual({ success: { total: '3' } });
  });
});
