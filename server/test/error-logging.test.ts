import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/platform/db/schema';
import { serializeError } from '../src/platform/lib/error-serializer';
import { demoUsername, startTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** The error a real failed statement throws, through Drizzle and node-postgres. */
async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('the statement did not fail');
}

describe('database errors in the logs', () => {
  it('name the statement and the constraint, not the values', async () => {
    const fullName = 'Meera Krishnan Duplicate';
    const email = 'meera.krishnan@example.in';
    const error = await failure(() =>
      server.database.db.insert(users).values({
        username: demoUsername('sales'),
        passwordHash: 'x',
        role: 'sales',
        fullName,
        email,
      }),
    );
    const out = serializeError(error);
    const text = JSON.stringify(out);
    for (const value of [demoUsername('sales'), fullName, email]) expect(text).not.toContain(value);
    expect(out.query).toMatch(/^insert into "users"/);
    expect(out.params).toBe('[5 values not logged]');
    expect(out.cause).toMatchObject({ code: '23505', constraint: 'users_username_key', table: 'users' });
  });

  it('redact a refused value in the message', async () => {
    const error = await failure(() => server.database.pool.query('select $1::int', ['98765-43210']));
    const out = serializeError(error);
    expect(out.code).toBe('22P02');
    expect(JSON.stringify(out)).not.toContain('98765');
  });

  it("are written with this serializer by the server's logger", () => {
    const serializers = (server.app.log as unknown as Record<symbol, Record<string, unknown>>)[
      pino.symbols.serializersSym
    ];
    expect(serializers?.err).toBe(serializeError);
  });
});
