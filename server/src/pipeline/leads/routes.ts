import {
  createLeadRequest,
  type Lead,
  leadListQuery,
  rejectLeadRequest,
  updateLeadRequest,
  verifyLeadRequest,
} from '@managewell/api/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/access';
import { type ExportColumn, exportRequest, pagesOf, sendExport } from '../../platform/http/export';
import { parseInput } from '../../platform/http/validation';
import { CountCache, type ListScope, listLeads } from './list';
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

/** Sales works only on verified leads; verification sees every lead. */
function scopeOf(user: ReturnType<typeof currentUser>): ListScope {
  return user.role === 'sales' ? { onlyStatus: 'verified' } : {};
}

const EXPORT_COLUMNS: ExportColumn<Lead>[] = [
  { header: 'Id', kind: 'number', value: (l) => l.id },
  { header: 'Created (IST)', kind: 'datetime', value: (l) => l.created_at },
  { header: 'First name', value: (l) => l.first_name },
  { header: 'Last name', value: (l) => l.last_name },
  { header: 'Company', value: (l) => l.company },
  { header: 'Designation', value: (l) => l.designation },
  { header: 'E-mail', value: (l) => l.email },
  { header: 'Mobile', value: (l) => `+${l.mobile_code} ${l.mobile}` },
  { header: 'Phone', value: (l) => l.phone },
  { header: 'City', value: (l) => l.city },
  { header: 'State', value: (l) => l.state },
  { header: 'Interests', value: (l) => l.interests },
  { header: 'Deal size', kind: 'money', value: (l) => (l.deal_size === null ? null : l.deal_size * 100) },
  { header: 'Potential', value: (l) => l.potential },
  { header: 'Source', value: (l) => l.source },
  { header: 'Status', value: (l) => l.status },
  { header: 'Created by', value: (l) => l.created_by?.username },
];

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
    return { success: await listLeads(ctx.pool, query, scopeOf(currentUser(request)), counts) };
  });

  app.get('/api/leads/export', { config: { access: ['verification', 'sales'] } }, async (request, reply) => {
    const { format, listQuery: raw } = exportRequest(request.query);
    const query = parseInput(listQuery, raw, 'query');
    const scope = scopeOf(currentUser(request));
    const rows = pagesOf(async (page, pageSize) => {
      return (await listLeads(ctx.pool, { ...query, page, pageSize }, scope, counts)).items;
    });
    return sendExport(reply, { name: 'leads', format, columns: EXPORT_COLUMNS, rows });
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
