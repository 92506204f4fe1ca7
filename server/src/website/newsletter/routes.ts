/** The newsletter's public sign-up and links, and the website admin's subscriber list. */
import type { Subscriber } from '@managewell/api/contract';
import { newsletterEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ExportColumn, pagesOf, registerEndpoints, sendExport } from '../../platform/http';
import type { WebsiteContext } from '../context';
import { countFormSubmission, isHoneypotFilled, logHoneypot, refuseIfOverFormLimit } from '../public-forms';
import { confirmSubscription, listSubscribers, removeSubscriber, subscribe, unsubscribe } from './service';

const EXPORT_COLUMNS: ExportColumn<Subscriber>[] = [
  { header: 'Id', kind: 'number', value: (s) => s.id },
  { header: 'E-mail', value: (s) => s.email },
  { header: 'Status', value: (s) => s.status },
  { header: 'Signed up (IST)', kind: 'datetime', value: (s) => s.consent_at },
  { header: 'Sign-up address', value: (s) => s.consent_ip },
  { header: 'Confirmed (IST)', kind: 'datetime', value: (s) => s.confirmed_at },
  { header: 'Unsubscribed (IST)', kind: 'datetime', value: (s) => s.unsubscribed_at },
];

/** The address limit the other public forms share, checked before the body is read. */
const withinFormLimit = (ctx: WebsiteContext) => async (request: FastifyRequest) => {
  await refuseIfOverFormLimit(ctx, request.ip);
};

export async function newsletterRoutes(app: FastifyInstance, ctx: WebsiteContext): Promise<void> {
  registerEndpoints(app, newsletterEndpoints, {
    subscribe: {
      options: {
        preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
          await refuseIfOverFormLimit(ctx, request.ip);
          if (isHoneypotFilled(request.body)) {
            await countFormSubmission(ctx, request.ip);
            logHoneypot(request, 'newsletter');
            return reply.code(202).send({ success: { sent: true } });
          }
        },
      },
      handler: async ({ body, request }) => {
        await countFormSubmission(ctx, request.ip);
        const queued = await subscribe(ctx, body.email, request.ip);
        request.log.info({ queued }, 'newsletter sign-up');
        // The visitor is told the same whether or not the address was known.
        return { sent: true };
      },
    },
    confirm: {
      options: { preHandler: withinFormLimit(ctx) },
      handler: async ({ body, request }) => {
        await countFormSubmission(ctx, request.ip);
        return { status: await confirmSubscription(ctx, body.token) };
      },
    },
    unsubscribe: {
      options: { preHandler: withinFormLimit(ctx) },
      handler: async ({ body, request }) => {
        await countFormSubmission(ctx, request.ip);
        return { status: await unsubscribe(ctx, body.token) };
      },
    },
    list: ({ query }) => listSubscribers(ctx, query),
    export: ({ query: { format, ...query }, reply }) => {
      const rows = pagesOf(
        async (page, pageSize) => (await listSubscribers(ctx, { ...query, page, pageSize })).items,
      );
      const name = `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}`;
      return sendExport(reply, { name, format, columns: EXPORT_COLUMNS, rows });
    },
    remove: ({ params: { id } }) => removeSubscriber(ctx, id),
  });
}
