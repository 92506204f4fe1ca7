import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { ERROR_CODES } from '@managewell/api/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { MetricsSettings } from '../config';
import { ApiError } from '../http';
import type { Metrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header carries the token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header ? /^Bearer\s+(\S+)\s*$/.exec(header)?.[1] : undefined;
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

const WRONG_TOKEN = 'Metrics need the bearer token METRICS_TOKEN.';

/** GET /metrics on the app's own port, when a token is set and no separate port is. */
export async function metricsRoutes(
  app: FastifyInstance,
  { metrics, settings }: { metrics: Metrics; settings: MetricsSettings },
): Promise<void> {
  const { token, port } = settings;
  if (!token || port !== undefined) return;
  // Not an API route: Prometheus' text format, behind its own bearer token rather than a session.
  app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token))
      throw new ApiError(401, ERROR_CODES.unauthenticated, WRONG_TOKEN, undefined, undefined, {
        'www-authenticate': 'Bearer',
      });
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.contentType)
      .send(await metrics.text());
  });
}

/**
 * /metrics on a port of its own (METRICS_PORT), for a network the scraper alone reaches; the token
 * is still asked for when set. Closed with the app.
 */
export async function serveMetricsPort(
  metrics: Metrics,
  settings: MetricsSettings,
  host: string,
  log: FastifyBaseLogger,
): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found.');
      return;
    }
    if (settings.token && !bearerMatches(request.headers.authorization, settings.token)) {
      response
        .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' })
        .end(WRONG_TOKEN);
      return;
    }
    metrics.text().then(
      (text) =>
        response
          .writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' })
          .end(text),
      (error: unknown) => {
        log.error({ err: error }, 'metrics could not be collected');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics could not be collected.');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, host, () => resolve());
  });
  return server;
}
