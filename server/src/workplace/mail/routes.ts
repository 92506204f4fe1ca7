/** The staff outbox: GET /api/outbox, /api/outbox/:id and /api/outbox/:id/attachments/:attachmentId. */
import { OUTBOX_ROLES, outboxListQuery } from '@managewell/api/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/access';
import { notFound } from '../../platform/http/errors';
import { attachmentDisposition } from '../../platform/http/export';
import { parseInput } from '../../platform/http/validation';
import { getOutboxAttachment, getOutboxMail, listOutbox } from './service';

const id = (name: string) =>
  z.coerce
    .number({ error: `The ${name} must be a number.` })
    .int()
    .min(1)
    .max(2_147_483_647);
const mailParams = z.strictObject({ id: id('mail id') });
const attachmentParams = z.strictObject({ id: id('mail id'), attachmentId: id('attachment id') });

export async function outboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const access = { access: OUTBOX_ROLES };

  app.get('/api/outbox', { config: access }, async (request) => {
    const query = parseInput(outboxListQuery, request.query, 'query');
    return { success: await listOutbox(ctx.db, currentUser(request), query) };
  });

  app.get('/api/outbox/:id', { config: access }, async (request) => {
    const { id } = parseInput(mailParams, request.params, 'params');
    const mail = await getOutboxMail(ctx.db, currentUser(request), id);
    if (!mail) throw notFound('There is no such mail in your outbox.');
    return { success: mail };
  });

  app.get('/api/outbox/:id/attachments/:attachmentId', { config: access }, async (request, reply) => {
    const { id, attachmentId } = parseInput(attachmentParams, request.params, 'params');
    const file = await getOutboxAttachment(ctx.db, currentUser(request), id, attachmentId);
    if (!file) throw notFound('There is no such attachment in your outbox.');
    reply
      .type(file.contentType)
      .header('content-disposition', attachmentDisposition(file.filename))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-length', file.content.length);
    return reply.send(file.content);
  });
}
