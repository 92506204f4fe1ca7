import { ERROR_CODES, webVitalReport, webVitalSummaryQuery } from '@managewell/api/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError, parseInput } from '../../platform/http';
import type { WebsiteContext } from '../context';
import { AddressLimiter } from './limiter';
import { recordWebVital, summariseWebVitals } from './service';

/**
 * Reports stored per address per minute: a page view sends about five, so this is some 60 page
 * views a minute (many visitors behind one address included). Its own counter, apart from the
 * public forms' limit; reports over it are dropped silently.
 */
export const VITALS_PER_MINUTE = 300;
const MAX_REPORT_BYTES = 4096;

/** Real visitors' performance figures: the public site reports them, the website admin reads them. */
export async function webVitalRoutes(app: FastifyInstance, ctx: WebsiteContext): Promise<void> {
  const limiter = new AddressLimiter(VITALS_PER_MINUTE, 60_000);

  // navigator.sendBeacon(url, string) sends text/plain: accepted here (only) and read as JSON.
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: MAX_REPORT_BYTES },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new ApiError(400, ERROR_CODES.badRequest, 'The request body is not valid JSON.'), undefined);
      }
    },
  );

  app.post(
    '/api/website-frontend/vitals',
    { config: { access: 'public' }, bodyLimit: MAX_REPORT_BYTES },
    async (request, reply) => {
      // Over the limit: dropped, and answered like a stored report. A beacon's error would only
      // show up in the visitor's console, and sampling loses nothing the summary needs.
      if (!limiter.allow(request.ip)) return reply.code(204).send();
      await recordWebVital(ctx.db, parseInput(webVitalReport, request.body, 'body'));
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/website-frontend/vitals/summary',
    { config: { access: ['website-admin'] } },
    async (request) => {
      const { days } = parseInput(webVitalSummaryQuery, request.query, 'query');
      return { success: await summariseWebVitals(ctx.pool, days) };
    },
  );
}
