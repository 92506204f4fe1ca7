/**
 * The public website's content endpoints: settings, page documents, search, sitemap.xml and
 * robots.txt. Settings and pages are served as pre-serialised JSON with a strong ETag.
 */
import type { searchQuery } from '@managewell/api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput, sendPrecompressed } from '../../platform/http';
import type { WebsiteContext } from '../context';
import type { CachedJson } from './cached-json';
import { mediaRoutes } from './media-routes';
import { PATH_MAX_LENGTH } from './service';
import { buildRobots } from './sitemap';

/** Browsers and the CDN may keep a copy but must check it (cheap: 304) before reuse. */
const REVALIDATE = 'public, max-age=0, must-revalidate';
const JSON_TYPE = 'application/json; charset=utf-8';

const pageQuery = z.object({
  path: z
    .string({ error: 'Give the page path, e.g. ?path=/services.' })
    .min(1, 'Give the page path, e.g. ?path=/services.')
    .max(PATH_MAX_LENGTH, `The path is longer than ${PATH_MAX_LENGTH} characters.`)
    .regex(/^\//, 'The path starts with /.'),
});

const SEARCH_MESSAGE = 'Type at least 2 characters to search (at most 80).';
/** The contract's searchQuery bounds, with a message people can read. */
const searchInput = z.object({
  q: z.string({ error: SEARCH_MESSAGE }).trim().min(2, SEARCH_MESSAGE).max(80, SEARCH_MESSAGE),
}) satisfies z.ZodType<z.infer<typeof searchQuery>>;

function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedJson<unknown>) {
  reply.header('cache-control', REVALIDATE).type(JSON_TYPE);
  return sendPrecompressed(request, reply, entry.body, entry.etag);
}

export async function siteRoutes(app: FastifyInstance, ctx: WebsiteContext): Promise<void> {
  const { siteContent, config } = ctx;

  // SPEC 7: GET api/website-frontend/setting → success.header and success.footer.
  app.get('/api/website-frontend/setting', { config: { access: 'public' } }, async (request, reply) =>
    sendCached(request, reply, await siteContent.settingsJson()),
  );

  app.get('/api/website-frontend/page', { config: { access: 'public' } }, async (request, reply) => {
    const { path } = parseInput(pageQuery, request.query, 'query');
    return sendCached(request, reply, await siteContent.pageJson(path));
  });

  app.get('/api/website-frontend/search', { config: { access: 'public' } }, async (request) => {
    const { q } = parseInput(searchInput, request.query, 'query');
    return { success: { query: q, results: await siteContent.search(q) } };
  });

  app.get('/sitemap.xml', { config: { access: 'public' } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await siteContent.sitemapXml()),
  );

  const robots = buildRobots(config.siteUrl);
  app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(robots),
  );

  await app.register(mediaRoutes, ctx);
}
