import { calendarEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerEndpoints } from '../../platform/http';
import { describeLayers, eventsInRange } from './layers';
import { createEvent, deleteEvent, updateEvent } from './service';

/** The company calendar (/full-calendar): its own events and read-only layers (layers.ts). */
export async function calendarRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerEndpoints(app, calendarEndpoints, {
    layers: ({ user }) => describeLayers(user),
    events: ({ query, user }) => {
      const chosen = query.layers === undefined ? null : query.layers.split(',').filter(Boolean);
      const range = { start: new Date(query.start), end: new Date(query.end) };
      return eventsInRange(ctx.db, user, range, chosen);
    },
    create: ({ body, user }) => createEvent(ctx.db, user, body),
    update: ({ params, body, user }) => updateEvent(ctx.db, user, params.id, body),
    remove: async ({ params, user }) => {
      await deleteEvent(ctx.db, user, params.id);
      return true as const;
    },
  });
}
