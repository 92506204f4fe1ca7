/** The staff outbox: GET /api/outbox, /api/outbox/:id and /api/outbox/:id/attachments/:attachmentId. */
import type { OutboxMailSummary } from '@managewell/api/contract';
import { outboxEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import {
  attachmentDisposition,
  type ExportColumn,
  notFound,
  pagesOf,
  registerEndpoints,
  sendExport,
} from '../../platform/http';
import { getOutboxAttachment, getOutboxMail, listOutbox } from './service';

const OUTBOX_EXPORT: ExportColumn<OutboxMailSummary>[] = [
  { header: 'Queued (IST)', kind: 'datetime', value: (m) => m.createdAt },
  { header: 'To', value: (m) => m.to },
  { header: 'Cc', value: (m) => m.cc.join('; ') },
  { header: 'Subject', value: (m) => m.subject },
  { header: 'Status', value: (m) => m.status },
  { header: 'Attempts', kind: 'number', value: (m) => m.attempts },
  { header: 'Last error', value: (m) => m.lastError },
  { header: 'About', value: (m) => `${m.about.kind} ${m.about.id}` },
  { header: 'Queued by', value: (m) => m.queuedBy?.fullName },
  { header: 'Sent (IST)', kind: 'datetime', value: (m) => m.sentAt },
  { header: 'Attachments', kind: 'number', value: (m) => m.attachmentCount },
];

export async function outboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerEndpoints(app, outboxEndpoints, {
    list: ({ query, user }) => listOutbox(ctx.db, user, query),
    export: ({ query: { format, ...query }, user, reply }) => {
      const rows = pagesOf(
        async (page, pageSize) => (await listOutbox(ctx.db, user, { ...query, page, pageSize })).items,
      );
      return sendExport(reply, { name: 'outbox', format, columns: OUTBOX_EXPORT, rows });
    },
    get: async ({ params, user }) => {
      const mail = await getOutboxMail(ctx.db, user, params.id);
      if (!mail) throw notFound('There is no such mail in your outbox.');
      return mail;
    },
    attachment: async ({ params, user, reply }) => {
      const file = await getOutboxAttachment(ctx.db, user, params.id, params.attachmentId);
      if (!file) throw notFound('There is no such attachment in your outbox.');
      reply
        .type(file.contentType)
        .header('content-disposition', attachmentDisposition(file.filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-length', file.content.length);
      return reply.send(file.content);
    },
  });
}
