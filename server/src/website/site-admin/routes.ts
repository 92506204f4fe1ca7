/**
 * The content studio's API (website-admin only): /api/website-admin/content/:kind/… for every
 * content kind, the audit log, and the public preview of a draft
 * (/preview/:token, reachable only with a signed, expiring token).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ContentListRow, PreviewLink, PublicSiteState } from '@managewell/api/contract';
import { siteAdminEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { type ExportColumn, notFound, pagesOf, registerEndpoints, sendExport } from '../../platform/http';
import type { WebsiteContext } from '../context';
import { reloading, remoteManifest, renderPublicHtml, type SsrBundle } from '../web';
import { Previews } from './preview';
import { ContentSchedules } from './schedules';
import { ContentStudio } from './service';

const CONTENT_EXPORT: ExportColumn<ContentListRow>[] = [
  { header: 'Id', kind: 'number', value: (c) => c.id },
  { header: 'Title', value: (c) => c.title },
  { header: 'Slug', value: (c) => c.slug },
  { header: 'Parent', value: (c) => c.parentTitle },
  { header: 'Position', kind: 'number', value: (c) => c.position },
  { header: 'Status', value: (c) => c.status },
  { header: 'Public address', value: (c) => c.publicPath },
  { header: 'Updated (IST)', kind: 'datetime', value: (c) => c.updatedAt },
  { header: 'Updated by', value: (c) => c.updatedBy },
  { header: 'Scheduled', value: (c) => c.scheduled?.action },
  { header: 'Scheduled for (IST)', kind: 'datetime', value: (c) => c.scheduled?.at },
];

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

  const shellIndex = join(ctx.config.webRoot, 'shell', 'dist', 'index.html');
  const ssrFile = join(ctx.config.webRoot, 'remotes', 'public-site', 'dist-ssr', 'render.mjs');
  const template = reloading(shellIndex, (path) => readFile(path, 'utf8'));
  const bundle = reloading(
    ssrFile,
    async (path, version) => (await import(`${pathToFileURL(path).href}?v=${version}`)) as SsrBundle,
  );
  const manifest = remoteManifest(ctx.config.remoteUrls);

  /** The item id of a valid preview token, else 404. */
  const previewed = async (token: string): Promise<number> => {
    const itemId = await previews.verify(token);
    if (itemId === null) throw notFound('This preview link is not valid or has expired.');
    return itemId;
  };

  registerEndpoints(app, siteAdminEndpoints, {
    list: ({ params, query }) => studio.list(params.kind, query),
    export: ({ params, query: { format, ...query }, reply }) => {
      const rows = pagesOf(
        async (page, pageSize) => (await studio.list(params.kind, { ...query, page, pageSize })).items,
      );
      return sendExport(reply, { name: params.kind, format, columns: CONTENT_EXPORT, rows });
    },
    create: ({ params, body, user }) => studio.create(params.kind, body, { id: user.id }),
    bulk: ({ params, body, user }) =>
      studio.bulk(params.kind, body.action, body.ids, { id: user.id }, body.force),
    reorder: async ({ params, body }) => {
      await studio.reorder(params.kind, body.ids);
      return { ids: body.ids };
    },
    get: ({ params }) => studio.get(params.kind, params.id),
    save: ({ params, body, user }) => studio.save(params.kind, params.id, body as never, { id: user.id }),
    remove: async ({ params, query, user }) => {
      await studio.remove(params.kind, [params.id], { id: user.id }, query.force === 'true');
      return { id: params.id };
    },
    usage: async ({ params }) => ({ usages: await studio.usages(params.kind, params.id) }),
    publish: ({ params, user }) => studio.publish(params.kind, params.id, { id: user.id }),
    unpublish: ({ params, query, user }) =>
      studio.unpublish(params.kind, params.id, { id: user.id }, query.force === 'true'),
    versions: ({ params }) => studio.versions(params.kind, params.id),
    compare: async ({ params, query }) => ({
      changes: await studio.compare(params.kind, params.id, query.a, query.b),
    }),
    restore: ({ params, body, user }) =>
      studio.restore(params.kind, params.id, params.version, body.version, { id: user.id }),
    schedule: async ({ params, body, user }) => {
      await schedules.add(params.kind, params.id, body.action, new Date(body.at), { id: user.id });
      return studio.get(params.kind, params.id);
    },
    cancelSchedule: async ({ params }) => {
      await schedules.cancel(params.kind, params.id, params.scheduleId);
      return studio.get(params.kind, params.id);
    },
    previewLink: async ({ params }) => {
      await studio.get(params.kind, params.id);
      const { token, expiresAt } = await previews.sign(params.id);
      const link: PreviewLink = { url: `/preview/${token}`, expiresAt: expiresAt.toISOString() };
      return link;
    },
    audit: ({ query }) => studio.auditLog(query.page, query.pageSize),
    previewPage: async ({ params, reply }) => {
      const itemId = await previewed(params.token);
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return previews.page(itemId, ctx.config.siteUrl);
    },
    previewHtml: async ({ params, reply }) => {
      const itemId = await previewed(params.token);
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
    },
  });
}
