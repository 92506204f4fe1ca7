/** Website-admin's leads inbox, resume downloads and careers open/closed. */
import { type CareerJob, ERROR_CODES, type WebsiteLead } from '@managewell/api/contract';
import { websiteLeadEndpoints } from '@managewell/api/endpoints';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contentChanged } from '../../platform/db';
import {
  ApiError,
  attachmentDisposition,
  conflict,
  type ExportColumn,
  notFound,
  pagesOf,
  registerEndpoints,
  sendExport,
} from '../../platform/http';
import type { WebsiteContext } from '../context';
import { resumeKey } from '../public-forms';
import { contentItems } from '../site';
import { recordSiteAudit } from '../site-audit';
import {
  bulkInboxChange,
  handInboxLeadToVerification,
  inboxAssignees,
  inboxLead,
  replyToInboxLead,
  updateInboxLead,
} from './inbox';
import { JOB_OPEN_SQL, listWebsiteLeads } from './list';

const EXPORT_COLUMNS: ExportColumn<WebsiteLead>[] = [
  { header: 'Id', kind: 'number', value: (l) => l.id },
  { header: 'Received (IST)', kind: 'datetime', value: (l) => l.created_at },
  { header: 'Name', value: (l) => l.name },
  { header: 'E-mail', value: (l) => l.email },
  { header: 'Mobile', value: (l) => `+91 ${l.mobile}` },
  { header: 'Service or job', value: (l) => l.job_title ?? l.service_title ?? l.interests },
  {
    header: 'Sent from',
    value: (l) => (l.origin ? `${l.origin.title ?? ''} ${l.origin.path}`.trim() : null),
  },
  { header: 'Message', value: (l) => l.notes },
  { header: 'Status', value: (l) => l.inbox_status },
  { header: 'Assigned to', value: (l) => l.assignee?.name },
  { header: 'Resume', value: (l) => l.resume?.name },
  { header: 'HelloLeads', value: (l) => l.forwarding?.status ?? 'not-configured' },
  { header: 'Attempts', kind: 'number', value: (l) => l.forwarding?.attempts ?? 0 },
  { header: 'Last error', value: (l) => l.forwarding?.last_error },
];

export async function websiteLeadRoutes(app: FastifyInstance, ctx: WebsiteContext): Promise<void> {
  registerEndpoints(app, websiteLeadEndpoints, {
    list: ({ query }) => listWebsiteLeads(ctx.pool, query),

    export: ({ query: { format, ...query }, reply }) => {
      const rows = pagesOf(
        async (page, pageSize) => (await listWebsiteLeads(ctx.pool, { ...query, page, pageSize })).items,
      );
      const name = `${query.form}-leads-${new Date().toISOString().slice(0, 10)}`;
      return sendExport(reply, { name, format, columns: EXPORT_COLUMNS, rows });
    },

    assignees: () => inboxAssignees(ctx),
    detail: ({ params: { id } }) => inboxLead(ctx, id),
    update: async ({ params: { id }, body }) => {
      const lead = await updateInboxLead(ctx, id, body);
      await ctx.events.publish({ type: 'leads.changed' });
      return lead;
    },
    reply: ({ params: { id }, body, user }) => replyToInboxLead(ctx, id, body, user.id),
    toVerification: ({ params: { id } }) => handInboxLeadToVerification(ctx, id),
    bulk: async ({ body }) => {
      const answer = await bulkInboxChange(ctx, body);
      await ctx.events.publish({ type: 'leads.changed' });
      return answer;
    },

    // "Retry now" for a lead HelloLeads did not take: back to pending (only from failed, in one
    // statement, so two clicks queue it once) and queued at once.
    retryForwarding: async ({ params: { id } }) => {
      if (!ctx.leadForwarder.configured)
        throw conflict('HelloLeads is not configured on this server: set HELLOLEADS_* to forward leads.');
      const { rows } = await ctx.pool.query<{ status: string }>(
        `update lead_forwarding set status = 'pending', last_error = null, updated_at = now()
        where lead_id = $1 and status = 'failed' returning status`,
        [id],
      );
      if (rows.length === 0) {
        const { rows: current } = await ctx.pool.query<{ status: string }>(
          `select f.status from lead_forwarding f join leads l on l.id = f.lead_id where f.lead_id = $1`,
          [id],
        );
        if (!current[0]) throw notFound(`Lead ${id} is not a website lead.`);
        throw conflict(`This lead's forwarding is ${current[0].status}: only failed ones are retried.`);
      }
      await ctx.leadForwarder.queue(id);
      await ctx.events.publish({ type: 'leads.changed' });
      return { id, status: 'pending' as const };
    },

    // The resume, streamed to a signed-in website-admin only (never a public URL).
    resume: async ({ params: { id }, reply }) => {
      const { rows } = await ctx.pool.query<{ stored_name: string; original_name: string; mime: string }>(
        `select a.stored_name, a.original_name, a.mime from lead_attachments a join leads l on l.id = a.lead_id
        where a.lead_id = $1 and a.kind = 'resume' and l.source = 'career' order by a.id desc limit 1`,
        [id],
      );
      const resume = rows[0];
      if (!resume) throw notFound(`Lead ${id} has no resume.`);
      // Stored names are made by the server (uuid.ext); never a path from outside.
      if (!/^[0-9a-f-]{36}\.(pdf|docx|doc)$/.test(resume.stored_name))
        throw notFound('The resume is missing.');
      const file = await ctx.files.open(resumeKey(resume.stored_name));
      if (!file) throw new ApiError(410, ERROR_CODES.notFound, 'The resume file is no longer stored.');
      return reply
        .type(resume.mime)
        .header('content-length', file.size)
        .header('content-disposition', attachmentDisposition(resume.original_name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },

    careers: async () => {
      const { rows } = await ctx.pool.query<CareerJob>(
        `select j.id, j.slug, j.title, coalesce(j.data->>'department', '') as department,
              coalesce(j.data->>'location', '') as location, coalesce(j.data->>'validThrough', '') as valid_through,
              j.published, coalesce((j.data->>'closed')::boolean, false) as closed, ${JOB_OPEN_SQL('j')} as open,
              (select count(*)::int from leads l where l.source = 'career' and l.interests = j.slug) as applications
         from content_items j where j.kind = 'job' and j.parent_id is null
        order by j.position, j.published_at desc, j.id`,
      );
      return rows;
    },

    setCareerClosed: async ({ params: { id }, body: { closed }, user }) => {
      const changed = await ctx.db.transaction(async (tx) => {
        const [job] = await tx
          .select({ title: contentItems.title, data: contentItems.data })
          .from(contentItems)
          .where(and(eq(contentItems.id, id), eq(contentItems.kind, 'job'), isNull(contentItems.parentId)))
          .for('update');
        if (!job) throw notFound(`Job ${id} does not exist.`);
        const was = (job.data as { closed?: boolean }).closed === true;
        if (was === closed) return false;
        await tx
          .update(contentItems)
          .set({ data: { ...(job.data as object), closed }, updatedAt: new Date() })
          .where(eq(contentItems.id, id));
        await recordSiteAudit(tx, {
          actorId: user.id,
          action: closed ? 'job.close' : 'job.open',
          target: `job:${id}`,
          title: job.title,
          changes: { closed: { from: was, to: closed } },
        });
        await ctx.events.publish(contentChanged([id]), tx);
        return true;
      });
      // This process's caches now (the NOTIFY sent at commit reaches the others).
      if (changed) await ctx.events.publish(contentChanged([id]));
      return { id, closed };
    },
  });
}
