import type { Lead } from '@managewell/api/contract';
import { leadEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/http';
import { type ExportColumn, pagesOf, registerEndpoints, sendExport } from '../../platform/http';
import { CountCache, type ListScope, listLeads } from './list';
import {
  createLead,
  duplicatesOf,
  getLead,
  leadHistoryOf,
  mergeLead,
  rejectLead,
  updateLead,
  updateLeadSite,
  verifyLead,
} from './service';
import { leadStats } from './stats';

/** Sales works only on verified leads; verification sees every lead. */
function scopeOf(user: AuthUser): ListScope {
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

  registerEndpoints(app, leadEndpoints, {
    list: ({ query, user }) => listLeads(ctx.pool, query, scopeOf(user), counts),
    stats: () => leadStats(db),
    create: async ({ body, user }) => changed(await createLead(db, body, user)),
    get: ({ params, user }) => getLead(db, params.id, user.role === 'sales' ? 'verified' : undefined),
    update: async ({ params, body, user }) => changed(await updateLead(db, params.id, body, user)),
    verify: async ({ params, body, user }) => changed(await verifyLead(db, params.id, body, user)),
    duplicates: ({ params }) => duplicatesOf(db, params.id),
    merge: async ({ params, body, user }) => changed(await mergeLead(db, params.id, body, user)),
    reject: async ({ params, body, user }) => changed(await rejectLead(db, params.id, body, user)),
    history: ({ params }) => leadHistoryOf(db, params.id),
    siteMap: () => ({ tile_url: ctx.config.mapTiles.url, attribution: ctx.config.mapTiles.attribution }),
    site: async ({ params, body, user }) =>
      changed(
        await updateLeadSite(db, params.id, body, user, user.role === 'sales' ? 'verified' : undefined),
      ),
    export: ({ query: { format, ...query }, user, reply }) => {
      const rows = pagesOf(async (page, pageSize) => {
        return (await listLeads(ctx.pool, { ...query, page, pageSize }, scopeOf(user), counts)).items;
      });
      return sendExport(reply, { name: 'leads', format, columns: EXPORT_COLUMNS, rows });
    },
  });
}
