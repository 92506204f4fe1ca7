import { liveEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerEndpoints } from '../../platform/http';
import { LiveHub } from './hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's live channels (modules/live). */
    live: LiveHub;
  }
}

/** Routes whose answer is a stream that stays open (tests that `inject` every route skip them). */
export const STREAMING_ROUTES = ['GET /api/live'];

/**
 * GET /api/live: the tab's live channel, a server-sent-event stream (text/event-stream). It is
 * authenticated like every API call (bearer token; the client reads it with fetch, not
 * EventSource, which cannot send the header), never compressed (each event must leave at once),
 * and carries only what changed: the client reloads through the ordinary endpoints.
 */
export async function liveRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const hub = new LiveHub({ db: ctx.db, events: ctx.events, idleMs: ctx.config.sessionIdleMs, log: app.log });
  app.decorate('live', hub);
  hub.start();
  // Before connections are closed and the pool ends: streams end, presence rows go.
  app.addHook('preClose', async () => hub.stop());

  registerEndpoints(app, liveEndpoints, {
    events: {
      options: { compress: false },
      handler: ({ user, request, reply }) => {
        const stream = hub.open(user, (close) => request.raw.once('close', close));
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('x-accel-buffering', 'no')
          .header('connection', 'keep-alive');
        return reply.send(stream);
      },
    },
  });
}
