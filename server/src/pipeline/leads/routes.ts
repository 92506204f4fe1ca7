import {
  createLeadRequest,
  leadListQuery,
  rejectLeadRequest,
  updateLeadRequest,
  verifyLeadRequest,
} from '@managewell/api/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/access';
import { parseInput } from '../../platform/http/validation';
import { CountCache, listLeads } from './list';
import { isCalendarDate } from './search';
import { createLead, getLead, leadHistoryOf, rejectLead, updateLead, verifyLead } from './service';
import { leadStats } from './stats';

const idParams = z.strictObject({
  id: z.coerce.number({ error: 'The lead id must be a number.' }).int().min(1).max(2_147_483_647),
});

const listQuery = leadListQuery.superRefine((value, ctx) => {
  for (const key of ['from', 'to'] as const) {
    const date = value[key];
    if (date !== undefined && !isCalendarDate(date)) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'This is not a real date.' });
    }
  }
});

export async function leadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const counts = new CountCache(ctx.config.leadCountCacheMs);
  // Any lead write on any process (staff here, website forms) makes the totals stale.
  ctx.events.clearOn(['leads.changed'], () => counts.clear());
  const changed = async <T>(value: T) => {
    await ctx.events.publish({ type: 'leads.changed' });
    return value;
  };

  app.get('/api/leads', { config: { access: ['verification', 'sales'] } }, async (request) => {
    const query = parseInput(listQuery, request.query, 'query');
    const user = currentUser(request);
    const scope = user.role === 'sales' ? { onlyStatus: 'verified' as const } : {};
    return { success: await listLeads(ctx.pool, query, scope, counts) };
  });

  app.get('/api/leads/stats', { config: { access: ['verification'] } }, async () => ({
    success: await leadStats(db),
  }));

  app.post('/api/leads', { config: { access: ['verification'] } }, async (request, reply) => {
    const input = parseInput(createLeadRequest, request.body, 'body');
    const lead = await changed(await createLead(db, input, currentUser(request)));
    return reply.code(201).send({ success: lead });
  });

  app.get('/api/leads/:id', { config: { access: ['verification', 'sales'] } }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const user = currentUser(request);
    return { success: await getLead(db, id, user.role === 'sales' ? 'verified' : undefined) };
  });

  app.patch('/api/leads/:id', { config: { access: ['verification'] } }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const input = parseInput(updateLeadRequest, request.body, 'body');
    return { success: await changed(await updateLead(db, id, input, currentUser(request))) };
  });

  app.post('/api/leads/:id/verify', { config: { access: ['verification'] } }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const { version } = parseInput(verifyLeadRequest, request.body, 'body');
    return { success: await changed(await verifyLead(db, id, version, currentUser(request))) };
  });

  app.post('/api/leads/:id/reject', { config: { access: ['verification'] } }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const input = parseInput(rejectLeadRequest, request.body, 'body');
    return { success: await changed(await rejectLead(db, id, input, currentUser(request))) };
  });

  app.get('/api/leads/:id/history', { config: { access: ['verification'] } }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    return { success: await leadHistoryOf(db, id) };
  });
}
