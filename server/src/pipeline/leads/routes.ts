import { leadEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerEndpoints } from '../../platform/http/endpoints';
import { CountCache, listLeads } from './list';
import { createLead, getLead, leadHistoryOf, rejectLead, updateLead, verifyLead } from './service';
import { leadStats } from './stats';

export async function leadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const counts = new CountCache(ctx.config.leadCountCacheMs);
  // Any lead write on any process (staff here, website forms) makes the totals stale.
  ctx.events.clearOn(['leads.changed'], () => counts.clear());
  const changed = async <T>(value: T) => {
    await ctx.events.publish({ type: 'leads.changed' });
    return value;
  };

  registerEndpoints(app, leadEndpoints, {
    list: ({ query, user }) => {
      const scope = user.role === 'sales' ? { onlyStatus: 'verified' as const } : {};
      return listLeads(ctx.pool, query, scope, counts);
    },
    stats: () => leadStats(db),
    create: async ({ body, user }) => changed(await createLead(db, body, user)),
    get: ({ params, user }) => getLead(db, params.id, user.role === 'sales' ? 'verified' : undefined),
    update: async ({ params, body, user }) => changed(await updateLead(db, params.id, body, user)),
    verify: async ({ params, body, user }) => changed(await verifyLead(db, params.id, body.version, user)),
    reject: async ({ params, body, user }) => changed(await rejectLead(db, params.id, body, user)),
    history: ({ params }) => leadHistoryOf(db, params.id),
  });
}
