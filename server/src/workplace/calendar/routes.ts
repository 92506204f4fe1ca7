import { calendarEventInput, calendarRangeQuery } from '@managewell/api/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/access';
import { parseInput } from '../../platform/http/validation';
import { describeLayers, eventsInRange } from './layers';
import { createEvent, deleteEvent, updateEvent } from './service';

const idParams = z.strictObject({
  id: z.coerce.number({ error: 'The id must be a number.' }).int().min(1).max(2_147_483_647),
});

/** The company calendar (/full-calendar): its own events and read-only layers (layers.ts). */
export async function calendarRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const access = { access: 'authenticated' } as const;

  app.get('/api/calendar/layers', { config: access }, async (request) => ({
    success: describeLayers(currentUser(request)),
  }));

  app.get('/api/calendar/events', { config: access }, async (request) => {
    const query = parseInput(calendarRangeQuery, request.query, 'query');
    const chosen = query.layers === undefined ? null : query.layers.split(',').filter(Boolean);
    const range = { start: new Date(query.start), end: new Date(query.end) };
    return { success: await eventsInRange(ctx.db, currentUser(request), range, chosen) };
  });

  app.post('/api/calendar/events', { config: access }, async (request, reply) => {
    const input = parseInput(calendarEventInput, request.body, 'body');
    reply.code(201);
    return { success: await createEvent(ctx.db, currentUser(request), input) };
  });

  app.put('/api/calendar/events/:id', { config: access }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const input = parseInput(calendarEventInput, request.body, 'body');
    return { success: await updateEvent(ctx.db, currentUser(request), id, input) };
  });

  app.delete('/api/calendar/events/:id', { config: access }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    await deleteEvent(ctx.db, currentUser(request), id);
    return { success: true };
  });
}
