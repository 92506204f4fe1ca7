/**
 * The content studio's API (website-admin only): /api/website-admin/content/:kind/… for every
 * content kind, the audit log, and the public preview of a draft
 * (/preview/:token, reachable only with a signed, expiring token).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  bulkRequest,
  compareQuery,
  contentKindParam,
  contentListQuery,
  contentUpdateRequest,
  forceQuery,
  type PreviewLink,
  type PublicSiteState,
  reorderRequest,
  restoreRequest,
  scheduleRequest,
} from '@managewell/api/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser, notFound, parseInput } from '../../platform/http';
import type { WebsiteContext } from '../context';
import { reloading, remoteManifest, renderPublicHtml, type SsrBundle } from '../web';
import { Previews } from './preview';
import { ContentSchedules } from './schedules';
import { ContentStudio } from './service';

const ADMIN = { access: ['website-admin'] as const };
const kindParams = z.strictObject({ kind: contentKindParam });
const id = z.coerce.number({ error: 'The id must be a number.' }).int().min(1).max(2_147_483_647);
const itemParams = z.strictObject({ kind: contentKindParam, id });
const versionParams = itemParams.extend({ version: z.coerce.number().int().min(0).max(2_147_483_647) });
const scheduleParams = itemParams.extend({ scheduleId: id });
const auditQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
const previewParams = z.strictObject({ token: z.string().max(200) });

export async function siteAdminRoutes(app: FastifyInstance, ctx: WebsiteContext): Promise<void> {
  const { db } = ctx;
  const studio = new ContentStudio({
    db,
    events: ctx.events,
    brand: async () => (await ctx.siteContent.settings()).header.brand,
  });
  const schedules = new ContentSchedules({ db, jobs: ctx.jobs, studio });
  void schedules.start();
  const previews = new Previews(db);
  const actor = (request: Parameters<typeof currentUser>[0]) => ({ id: currentUser(request).id });
  const base = '/api/website-admin/content/:kind';

  app.get(base, { config: ADMIN }, async (request) => {
    const { kind } = parseInput(kindParams, request.params, 'params');
    return { success: await studio.list(kind, parseInput(contentListQuery, request.query, 'query')) };
  });

  app.post(base, { config: ADMIN }, async (request, reply) => {
    const { kind } = parseInput(kindParams, request.params, 'params');
    const item = await studio.create(kind, request.body as never, actor(request));
    return reply.code(201).send({ success: item });
  });

  app.post(`${base}/bulk`, { config: ADMIN }, async (request) => {
    const { kind } = parseInput(kindParams, request.params, 'params');
    const { action, ids, force } = parseInput(bulkRequest, request.body, 'body');
    return { success: await studio.bulk(kind, action, ids, actor(request), force) };
  });

  app.post(`${base}/reorder`, { config: ADMIN }, async (request) => {
    const { kind } = parseInput(kindParams, request.params, 'params');
    const { ids } = parseInput(reorderRequest, request.body, 'body');
    await studio.reorder(kind, ids);
    return { success: { ids } };
  });

  app.get(`${base}/:id`, { config: ADMIN }, async (request) => {
    const p = parseInput(itemParams, request.params, 'params');
    return { success: await studio.get(p.kind, p.id) };
  });

  app.put(`${base}/:id`, { config: ADMIN }, async (request) => {
    const p = parseInput(itemParams, request.params, 'params');
    const { version, ...fields } = parseInput(
      contentUpdateRequest.extend({ data: z.unknown() }),
      request.body,
      'body',
    );
    return { success: await studio.save(p.kind, p.id, { ...fields, version } as never, actor(request)) };
  });

  app.delete(`${base}/:id`, { config: ADMIN }, async (request) => {
    const p = parseInput(itemParams, request.params, 'params');
    const { force } = parseInput(forceQuery, request.query, 'query');
    await studio.remove(p.kind, [p.id], actor(request), force === 'true');
    return { success: { id: p.id } };
  });

  app.get(`${base}/:id/usage`, { config: ADMIN }, async (request) => {
    const p = parseInput(itemParams, request.params, 'params');
    return { success: { usages: await studio.usages(p.kind, p.id) } };
  });

  app.post(`${base}/:id/publish`, { config: ADMIN }, async (request) => {
    const p = parseInput(itemParams, request.params, 'params');
    return { success: await studio.publish(p.kind, p.id, actor(request)) };
  });

  app.post(`${base}/:id/unpublish`, { config: ADMIN }, async (request) => {
    const p = parseInput(itemParams, request.params, 'params');
    const { force } = parseInput(forceQuery, request.query, 'query');
    return { success: await studio.unpublish(p.kind, p.id, actor(request), force === 'true') };
  });

  app.get(`${base}/:id/versions`, { config: ADMIN }, async (request) => {
    const p = parseInput(itemParams, request.params, 'params');
    return { success: { versions: await studio.versions(p.kind, p.id) } };
  });

  app.get(`${base}/:id/compare`, { config: ADMIN }, async (request) => {
    const p = parseInput(itemParams, request.params, 'params');
    const { a, b } = parseInput(compareQuery, request.query, 'query');
    return { success: { changes: await studio.compare(p.kind, p.id, a, b) } };
  });

  app.post(`${base}/:id/versions/:version/restore`, { config: ADMIN }, async (request) => {
    const p = parseInput(versionParams, request.params, 'params');
    const { version } = parseInput(restoreRequest, request.body, 'body');
    return { success: await studio.restore(p.kind, p.id, p.version, version, actor(request)) };
  });

  app.post(`${base}/:id/schedules`, { config: ADMIN }, async (request, reply) => {
    const p = parseInput(itemParams, request.params, 'params');
    const { action, at } = parseInput(scheduleRequest, request.body, 'body');
    await schedules.add(p.kind, p.id, action, new Date(at), actor(request));
    return reply.code(201).send({ success: await studio.get(p.kind, p.id) });
  });

  app.delete(`${base}/:id/schedules/:scheduleId`, { config: ADMIN }, async (request) => {
    const p = parseInput(scheduleParams, request.params, 'params');
    await schedules.cancel(p.kind, p.id, p.scheduleId);
    return { success: await studio.get(p.kind, p.id) };
  });

  app.post(`${base}/:id/preview`, { config: ADMIN }, async (request) => {
    const p = parseInput(itemParams, request.params, 'params');
    await studio.get(p.kind, p.id);
    const { token, expiresAt } = await previews.sign(p.id);
    const link: PreviewLink = { url: `/preview/${token}`, expiresAt: expiresAt.toISOString() };
    return { success: link };
  });

  app.get('/api/website-admin/audit', { config: ADMIN }, async (request) => {
    const { page, pageSize } = parseInput(auditQuery, request.query, 'query');
    return { success: await studio.auditLog(page, pageSize) };
  });

  app.get(
    '/api/website-frontend/preview/:token',
    { config: { access: 'public' } },
    async (request, reply) => {
      const { token } = parseInput(previewParams, request.params, 'params');
      const itemId = await previews.verify(token);
      if (itemId === null) throw notFound('This preview link is not valid or has expired.');
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return previews.page(itemId, ctx.config.siteUrl);
    },
  );

  const shellIndex = join(ctx.config.webRoot, 'shell', 'dist', 'index.html');
  const ssrFile = join(ctx.config.webRoot, 'remotes', 'public-site', 'dist-ssr', 'render.mjs');
  const template = reloading(shellIndex, (path) => readFile(path, 'utf8'));
  const bundle = reloading(
    ssrFile,
    async (path, version) => (await import(`${pathToFileURL(path).href}?v=${version}`)) as SsrBundle,
  );
  const manifest = remoteManifest(ctx.config.remoteUrls);

  app.get('/preview/:token', { config: { access: 'public' } }, async (request, reply) => {
    const { token } = parseInput(previewParams, request.params, 'params');
    const itemId = await previews.verify(token);
    if (itemId === null) throw notFound('This preview link is not valid or has expired.');
    const [shell, ssr] = await Promise.all([template(), bundle()]);
    if (!shell || !ssr)
      return reply.code(503).type('text/plain; charset=utf-8').send('The public site is not built.');
    const preview = await previews.page(itemId, ctx.config.siteUrl);
    const state: PublicSiteState = {
      settings: await ctx.siteContent.settings(),
      status: preview.status,
      page: preview.page,
    };
    const page = renderPublicHtml(shell.value, ssr.value, state, manifest);
    return reply
      .code(preview.status)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .header('content-security-policy', page.csp)
      .type('text/html; charset=utf-8')
      .send(page.html);
  });
}
