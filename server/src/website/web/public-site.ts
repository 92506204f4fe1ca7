import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicPageResponse, PublicSiteState, SiteSettings } from '@managewell/api/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodePath, sendPrecompressed } from '../../platform/http';
import type { WebsiteContext } from '../context';
import { type RenderedPage, renderPublicHtml, type SsrBundle } from './public-html';

async function mtimeOf(path: string): Promise<number | null> {
  try {
    return (await stat(path)).mtimeMs;
  } catch {
    return null;
  }
}

/**
 * A file read from disk, reloaded when its modification time changes: a newly deployed
 * public-site (or shell) build takes effect on the next request, like the static files do.
 */
export function reloading<T>(path: string, load: (path: string, version: number) => Promise<T>) {
  let current: { version: number; value: Promise<T> } | null = null;
  return async (): Promise<{ version: number; value: T } | null> => {
    const version = await mtimeOf(path);
    if (version === null) return null;
    if (!current || current.version !== version) {
      const value = load(path, version);
      current = { version, value };
      value.catch(() => {
        if (current?.value === value) current = null;
      });
    }
    return { version, value: await current.value };
  };
}

const HTML_CACHE_LIMIT = 500;

export type PublicHtmlOutcome =
  | { kind: 'page'; status: 200 | 404; page: RenderedPage }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-built'; what: string; folder: string };

/**
 * Renders public URLs: page document (cached by the site content service) → SSR bundle →
 * the shell's index.html. Rendered HTML is kept per page document, so a page is rendered once
 * per content change and per deployed build.
 */
export function publicSiteRenderer(ctx: WebsiteContext, remotes: Record<string, string>) {
  const shellIndex = join(ctx.config.webRoot, 'shell', 'dist', 'index.html');
  const ssrFile = join(ctx.config.webRoot, 'remotes', 'public-site', 'dist-ssr', 'render.mjs');
  const template = reloading(shellIndex, (path) => readFile(path, 'utf8'));
  const bundle = reloading(
    ssrFile,
    async (path, version) => (await import(`${pathToFileURL(path).href}?v=${version}`)) as SsrBundle,
  );
  // Keyed by the cached page document and settings objects: a content change yields new objects.
  let rendered = new WeakMap<
    PublicPageResponse,
    { key: string; settings: SiteSettings; page: RenderedPage }
  >();
  let size = 0;

  return async function render(path: string): Promise<PublicHtmlOutcome> {
    const [shell, ssr] = await Promise.all([template(), bundle()]);
    if (!shell)
      return { kind: 'not-built', what: 'shell', folder: join(ctx.config.webRoot, 'shell', 'dist') };
    if (!ssr) return { kind: 'not-built', what: 'public-site remote', folder: ssrFile };

    const [response, settings] = await Promise.all([
      ctx.siteContent.resolvePage(path),
      ctx.siteContent.settings(),
    ]);
    // The page service speaks decoded paths ('/é'); a Location header needs them percent-encoded.
    if (response.status === 301) return { kind: 'redirect', location: encodePath(response.redirect) };

    const key = `${shell.version}:${ssr.version}`;
    const hit = rendered.get(response);
    if (hit && hit.key === key && hit.settings === settings)
      return { kind: 'page', status: response.status, page: hit.page };

    const state: PublicSiteState = { settings, status: response.status, page: response.page };
    const page = renderPublicHtml(shell.value, ssr.value, state, remotes);
    if (++size > HTML_CACHE_LIMIT) {
      rendered = new WeakMap();
      size = 0;
    }
    rendered.set(response, { key, settings, page });
    return { kind: 'page', status: response.status, page };
  };
}

/** Sends a rendered public page: browsers revalidate (ETag), a CDN keeps it (sharedCacheControl). */
export function sendPublicPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: 200 | 404,
  page: RenderedPage,
  cacheControl: string,
) {
  reply
    .header('cache-control', cacheControl)
    .header('content-security-policy', page.csp)
    .type('text/html; charset=utf-8');
  return sendPrecompressed(request, reply.code(status), page.body, page.etag);
}
