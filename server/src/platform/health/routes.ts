import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { healthEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { QueryConfig } from 'pg';
import type { AppContext } from '../context';
import { databaseUnavailableReason } from '../db';
import { DATABASE_UNAVAILABLE_BODY, registerEndpoints } from '../http';
import { migrationsFolder } from '../lib';

/** The newest committed migration's timestamp (drizzle records it as created_at when applied). */
async function newestMigration(folder: string): Promise<number> {
  const journal = JSON.parse(await readFile(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Its own short read limit: a hung database is reported as down, not waited on.
  const query = (text: string): QueryConfig & { query_timeout: number } => ({
    text,
    query_timeout: ctx.config.databaseTimeouts.connectMs,
  });
  const databaseDown = (request: FastifyRequest, error: unknown) => {
    const reason = databaseUnavailableReason(error) ?? 'error';
    request.log.warn({ reason }, 'health check: database unreachable');
  };
  let expected: Promise<number> | null = null;

  registerEndpoints(app, healthEndpoints, {
    check: async ({ request, reply }) => {
      try {
        await ctx.pool.query(query('select 1'));
        return { status: 'ok', database: 'ok' } as const;
      } catch (error) {
        databaseDown(request, error);
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .send({ status: 'error', database: 'unreachable', ...DATABASE_UNAVAILABLE_BODY });
      }
    },
    live: async () => ({ status: 'ok' }) as const,
    ready: async ({ request, reply }) => {
      let database: 'ok' | 'unreachable' = 'ok';
      let migrations: 'ok' | 'pending' | 'unknown' = 'unknown';
      try {
        expected ??= newestMigration(migrationsFolder);
        const [{ rows }, newest] = await Promise.all([
          ctx.pool.query<{ applied: string | null }>(
            query('select max(created_at)::text as applied from drizzle.__drizzle_migrations'),
          ),
          expected,
        ]);
        migrations = Number(rows[0]?.applied ?? 0) >= newest ? 'ok' : 'pending';
      } catch (error) {
        if (databaseUnavailableReason(error)) {
          database = 'unreachable';
          databaseDown(request, error);
        } else request.log.warn({ err: error }, 'readiness: could not read the applied migrations');
      }
      const jobs = ctx.jobs.running ? 'ok' : 'stopped';
      if (database === 'ok' && migrations === 'ok' && jobs === 'ok')
        return { status: 'ok', database, migrations, jobs } as const;
      return reply.code(503).header('cache-control', 'no-store').header('retry-after', '5').send({
        status: 'error',
        database,
        migrations,
        jobs,
        code: DATABASE_UNAVAILABLE_BODY.code,
        message: 'The server is not ready to take requests.',
      });
    },
  });
}
