import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isStaffPath } from '@managewell/api/contract';
import { webEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  IMMUTABLE_ASSET,
  notFound,
  registerEndpoints,
  sharedCacheControl,
  tileOrigin,
} from '../../platform/http';
import type { WebsiteContext } from '../context';
import { followCdnPurge } from './cdn-purge';
import { pagePolicy } from './public-html';
import { publicSiteRenderer, reloading, sendPublicPage } from './public-site';
import {
  isAssetPath,
  isRemoteName,
  isSafeRelativePath,
  isSourceMap,
  looksHashed,
  remoteManifest,
} from './remotes';

const NO_CACHE = 'no-cache';
/** Our cache-control; validators so that a revalidated file answers 304. */
const SEND_REVALIDATED = { cacheControl: false } as const;
/** A file under a hashed name is never revalidated: no validators or ranges to announce. */
const SEND_IMMUTABLE = {
  cacheControl: false,
  etag: false,
  lastModified: false,
  acceptRanges: false,
} as const;

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

function notBuilt(reply: FastifyReply, what: string, folder: string) {
  return reply
    .code(503)
    .header('cache-control', NO_CACHE)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Managewell is not built yet</title>` +
        `<body style="font-family:system-ui;max-width:40rem;margin:4rem auto">` +
        `<h1>Managewell is not built yet</h1><p>The ${what} was not found in <code>${folder}</code>.</p>` +
        `<p>Run <code>pnpm build</code> at the repository root, then reload this page. The API under ` +
        `<code>/api</code> works meanwhile.</p></body></html>`,
    );
}

/**
 * Production hosting of the front end: /remotes.json, the remotes' bundles, the shell for /app,
 * and the server-rendered public site for every other path.
 * Files are read from disk on each request, so replacing a remote's dist takes effect on reload.
 */
export async function webRoutes(app: FastifyInstance, ctx: WebsiteContext): Promise<void> {
  const { webRoot, remoteUrls } = ctx.config;
  const shellDist = join(webRoot, 'shell', 'dist');
  const manifest = remoteManifest(remoteUrls);
  const renderPublic = publicSiteRenderer(ctx, manifest);
  const pageCacheControl = sharedCacheControl(ctx.config.publicCache);
  const stopPurging = followCdnPurge(ctx.events, ctx.config.publicCache, app.log);
  app.addHook('onClose', async () => stopPurging());
  // The staff page's policy, from the built index.html (recomputed when a new build lands); its
  // site-survey map shows the configured tile host's pictures.
  const tiles = [tileOrigin(ctx.config.mapTiles.url)];
  const staffPolicy = reloading(join(shellDist, 'index.html'), async (path) =>
    pagePolicy(await readFile(path, 'utf8'), manifest, [], tiles),
  );
  // Source maps hold the full sources and build paths: only when SERVE_SOURCE_MAPS is set.
  const hidden = (file: string) => !ctx.config.serveSourceMaps && isSourceMap(file);

  // Built assets come with .br/.gz siblings (packages/mf PrecompressPlugin), sent as they are;
  // anything else worth it is compressed by the app-wide compression (http/compression).
  await app.register(fastifyStatic, { root: webRoot, serve: false, preCompressed: true });

  registerEndpoints(app, webEndpoints, {
    remotes: ({ reply }) => {
      reply.header('cache-control', NO_CACHE);
      return manifest;
    },
  });

  // The remotes' files and the pages below are not API routes: undeclared, public.
  app.get<{ Params: { name: string; '*': string } }>(
    '/remotes/:name/*',
    { config: { access: 'public' } },
    async (request, reply) => {
      const { name } = request.params;
      const file = request.params['*'];
      if (!isRemoteName(name) || !isSafeRelativePath(file) || file === '')
        throw notFound(`No such remote file.`);
      if (hidden(file)) throw notFound(`The ${name} remote has no file ${file}.`);
      const dist = join(webRoot, 'remotes', name, 'dist');
      reply.header('access-control-allow-origin', '*');
      if (!(await isFile(join(dist, file)))) {
        if (!(await isFile(join(dist, 'remoteEntry.js')))) return notBuilt(reply, `${name} remote`, dist);
        throw notFound(`The ${name} remote has no file ${file}.`);
      }
      const immutable = file !== 'remoteEntry.js' && looksHashed(file);
      reply.header('cache-control', immutable ? IMMUTABLE_ASSET : NO_CACHE);
      return reply.sendFile(file, dist, immutable ? SEND_IMMUTABLE : SEND_REVALIDATED);
    },
  );

  app.get<{ Params: { '*': string } }>('/*', { config: { access: 'public' } }, async (request, reply) => {
    const path = request.params['*'];
    if (path === 'api' || path.startsWith('api/')) throw notFound(`There is no GET /${path} here.`);
    if (!isSafeRelativePath(path)) throw notFound();
    if (hidden(path)) throw notFound(`There is no file /${path}.`);
    if (!(await isFile(join(shellDist, 'index.html')))) return notBuilt(reply, 'shell', shellDist);
    if (path !== '' && path !== 'index.html' && (await isFile(join(shellDist, path)))) {
      const immutable = looksHashed(path);
      reply.header('cache-control', immutable ? IMMUTABLE_ASSET : NO_CACHE);
      return reply.sendFile(path, shellDist, immutable ? SEND_IMMUTABLE : SEND_REVALIDATED);
    }
    if (isAssetPath(path)) throw notFound(`There is no file /${path}.`);
    if (isStaffPath(`/${path}`)) {
      const policy = await staffPolicy();
      if (policy) reply.header('content-security-policy', policy.value);
      reply.header('cache-control', NO_CACHE);
      return reply.sendFile('index.html', shellDist, SEND_REVALIDATED);
    }
    // The public site: rendered on the server, with its own status (404 for the fallback page).
    const outcome = await renderPublic(`/${path}`);
    if (outcome.kind === 'not-built') return notBuilt(reply, outcome.what, outcome.folder);
    if (outcome.kind === 'redirect')
      return reply.header('cache-control', NO_CACHE).redirect(outcome.location, 301);
    return sendPublicPage(request, reply, outcome.status, outcome.page, pageCacheControl);
  });
}
