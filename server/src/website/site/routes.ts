/**
 * The public website's content endpoints: settings, page documents, search, sitemap.xml and
 * robots.txt. Settings and pages are served as pre-serialised JSON with a strong ETag.
 */
import { siteEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerEndpoints, sendPrecompressed, sharedCacheControl } from '../../platform/http';
import type { WebsiteContext } from '../context';
import type { CachedJson } from './cached-json';
import { mediaRoutes } from './media-routes';
import { buildRobots } from './sitemap';

const JSON_TYPE = 'application/json; charset=utf-8';

export async function siteRoutes(app: FastifyInstance, ctx: WebsiteContext): Promise<void> {
  const { siteContent, config } = ctx;
  const cacheControl = sharedCacheControl(config.publicCache);
  const sendCached = (request: FastifyRequest, reply: FastifyReply, entry: CachedJson<unknown>) => {
    reply.header('cache-control', cacheControl).type(JSON_TYPE);
    return sendPrecompressed(request, reply, entry.body, entry.etag);
  };

  const robots = buildRobots(config.siteUrl);
  registerEndpoints(app, siteEndpoints, {
    // SPEC 7: GET api/website-frontend/setting → success.header and success.footer.
    settings: async ({ request, reply }) => sendCached(request, reply, await siteContent.settingsJson()),
    page: async ({ query, request, reply }) =>
      sendCached(request, reply, await siteContent.pageJson(query.path)),
    search: async ({ query }) => ({ query: query.q, results: await siteContent.search(query.q) }),
    sitemap: async ({ reply }) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(await siteContent.sitemapXml()),
    robots: async ({ reply }) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(robots),
  });

  await app.register(mediaRoutes, ctx);
}
