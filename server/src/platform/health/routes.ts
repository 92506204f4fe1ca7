import { healthEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { QueryConfig } from 'pg';
import type { AppContext } from '../context';
import { databaseUnavailableReason } from '../db';
import { DATABASE_UNAVAILABLE_BODY, registerEndpoints } from '../http';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerEndpoints(app, healthEndpoints, {
    check: async ({ request, reply }) => {
      try {
        // Its own short read limit: a hung database is reported as down, not waited on.
        const check: QueryConfig & { query_timeout: number } = {
          text: 'select 1',
          query_timeout: ctx.config.databaseTimeouts.connectMs,
        };
        await ctx.pool.query(check);
        return { status: 'ok', database: 'ok' } as const;
      } catch (error) {
        const reason = databaseUnavailableReason(error) ?? 'error';
        request.log.warn({ reason }, 'health check: database unreachable');
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .send({ status: 'error', database: 'unreachable', ...DATABASE_UNAVAILABLE_BODY });
      }
    },
  });
}
