/** The staff outbox: GET /api/outbox, /api/outbox/:id and /api/outbox/:id/attachments/:attachmentId. */
import { outboxEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { attachmentDisposition, notFound, registerEndpoints } from '../../platform/http';
import { getOutboxAttachment, getOutboxMail, listOutbox } from './service';

export async function outboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerEndpoints(app, outboxEndpoints, {
    list: ({ query, user }) => listOutbox(ctx.db, user, query),
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
