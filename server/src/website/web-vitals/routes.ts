import { ERROR_CODES, WEB_VITAL_REPORT_BYTES } from '@managewell/api/contract';
import { webVitalEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { ApiError, registerEndpoints } from '../../platform/http';
import type { WebsiteContext } from '../context';
import { AddressLimiter } from './limiter';
import { recordWebVital, summariseWebVitals } from './service';

/**
 * Reports stored per address per minute: a page view sends about five, so this is some 60 page
 * views a minute (many visitors behind one address included). Its own counter, apart from the
 * public forms' limit; reports over it are dropped silently.
 */
export const VITALS_PER_MINUTE = 300;

/** Real visitors' performance figures: the public site reports them, the website admin reads them. */
export async function webVitalRoutes(app: FastifyInstance, ctx: WebsiteContext): Promise<void> {
  const limiter = new AddressLimiter(VITALS_PER_MINUTE, 60_000);

  // navigator.sendBeacon(url, string) sends text/plain: accepted here (only) and read as JSON.
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: WEB_VITAL_REPORT_BYTES },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new ApiError(400, ERROR_CODES.badRequest, 'The request body is not valid JSON.'), undefined);
      }
    },
  );

  registerEndpoints(app, webVitalEndpoints, {
    report: {
      // Over the limit: dropped before it is read, and answered like a stored report. A beacon's
      // error would only show up in the visitor's console, and sampling loses nothing the summary needs.
      options: {
        preHandler: async (request, reply) => {
          if (!limiter.allow(request.ip)) return reply.code(204).send();
        },
      },
      handler: async ({ body }) => {
        await recordWebVital(ctx.db, body);
      },
    },
    summary: async ({ query }) => summariseWebVitals(ctx.pool, query.days),
  });
}
