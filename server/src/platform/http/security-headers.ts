/**
 * What the browser may do with our answers: one onSend hook sets the security headers of every
 * answer (API, static files, HTML), the Content-Security-Policy of HTML pages, `no-store` on API
 * answers, and the request id. The policy is described in docs/architecture.md ("Security headers").
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface SecurityHeaderSettings {
  /** Send Strict-Transport-Security on answers to https requests (never on plain http). */
  hsts: boolean;
  /** URLs given to the shell for remotes (REMOTE_<NAME>_URL): their origins may serve scripts. */
  remoteUrls: Record<string, string | undefined>;
}

/** ASVS 5.0 3.4.1: at least a year, subdomains included. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** Browser features the product never uses (only names Chromium recognises, so no console noise). */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/**
 * How a content-hashed build file or media variant is cached: a year, never revalidated (its
 * name changes when it does). Routes mark such answers with it; the hook below recognises them.
 */
export const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable';

/**
 * A script, style or picture under an immutable name: only what applies to such a file. The
 * document policies (framing, referrer, features, opener) are read from the page that loads it,
 * so repeating them on each of a page's hundred files only costs bytes (~0.5 KB a file over
 * HTTP/1.1); nor is a request id of use for a file that is the same for everyone.
 */
const ASSET_HEADERS: Record<string, string> = { 'x-content-type-options': 'nosniff' };

/** Every other answer, whatever it is. */
const COMMON_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

/** API answers (JSON): nothing may load from them or frame them (OWASP REST security). */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The origins of remote URLs that are absolute (a path stays on 'self'). */
export function remoteOrigins(remoteUrls: Record<string, string | undefined>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remoteUrls)) {
    if (url && /^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins].sort();
}

/**
 * The CSP source of a map tile URL template's host: a `{s}` subdomain placeholder becomes a
 * wildcard (`https://{s}.tile.example.org/...` → `https://*.tile.example.org`).
 */
export function tileOrigin(template: string): string {
  const origin = /^https?:\/\/[^/?#]+/i.exec(template)?.[0];
  if (!origin) throw new Error(`Not an http(s) URL template: ${template}`);
  return origin.replace('{s}', '*').toLowerCase();
}

/** The CSP source allowing one inline script by its hash. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * The sha256 sources of the inline scripts the browser would run in `html` (no `src`, a
 * JavaScript type). Data blocks (`application/json`, `application/ld+json`) are not run, so they
 * need no hash; their content is escaped so that it cannot close the element (scriptJson).
 * Only for trusted documents (the built shell template): hashing a page that holds content would
 * allow whatever script the content smuggled in.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && !/^(text|application)\/(x-)?(java|ecma)script$/.test(type)) continue;
    hashes.add(scriptHash(match[2] ?? ''));
  }
  return [...hashes].sort();
}

/**
 * The policy of an HTML page. Scripts: this origin, the remotes' origins and the page's own
 * inline scripts by hash; never 'unsafe-inline' or 'unsafe-eval'. Styles allow 'unsafe-inline':
 * antd's CSS-in-JS inserts <style> elements at run time (see docs/architecture.md).
 */
export function htmlContentSecurityPolicy(options: {
  scriptHashes?: string[];
  remoteOrigins?: string[];
  /** Hosts pictures may come from besides ours (the site-survey map's tiles); never scripts. */
  imageOrigins?: string[];
}) {
  const remotes = options.remoteOrigins ?? [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...remotes, ...(options.scriptHashes ?? [])],
    ['style-src', "'self'", "'unsafe-inline'", ...remotes],
    ['img-src', "'self'", 'data:', 'blob:', ...remotes, ...(options.imageOrigins ?? [])],
    ['font-src', "'self'", 'data:', ...remotes],
    ['connect-src', "'self'", ...remotes],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-src', "'none'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** A client's X-Request-Id is kept only when it looks like an id (it ends up in every log line). */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Fastify's `genReqId`: the client's well-formed X-Request-Id, otherwise a new UUID. */
export function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
}

function isHtml(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && /^text\/html\b/i.test(type);
}

function isApi(request: FastifyRequest): boolean {
  const url = request.url;
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** A request made with credentials, or to a route that needs them. */
function isAuthenticated(request: FastifyRequest): boolean {
  const access = request.routeOptions.config?.access;
  return (access !== undefined && access !== 'public') || request.headers.authorization !== undefined;
}

/**
 * Installs the hook on the root instance, so every route (and the 404 and error answers) gets it.
 * An HTML route that has inline scripts sets its own policy with `htmlContentSecurityPolicy`.
 */
export function installSecurityHeaders(app: FastifyInstance, settings: SecurityHeaderSettings): void {
  const defaultHtmlPolicy = htmlContentSecurityPolicy({ remoteOrigins: remoteOrigins(settings.remoteUrls) });

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 200 && reply.getHeader('cache-control') === IMMUTABLE_ASSET) {
      reply.headers(ASSET_HEADERS);
      if (settings.hsts && request.protocol === 'https')
        reply.header('strict-transport-security', HSTS_VALUE);
      return payload;
    }
    reply.headers(COMMON_HEADERS);
    reply.header('x-request-id', request.id);
    if (settings.hsts && request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    const api = isApi(request);
    if (!reply.hasHeader('content-security-policy')) {
      // Files keep what their route sets (an SVG gets its own); a PDF must stay viewable.
      if (isHtml(reply)) reply.header('content-security-policy', defaultHtmlPolicy);
      else if (api) reply.header('content-security-policy', API_CSP);
    }
    // API answers are never stored by a browser or a proxy when they concern a signed-in user or
    // carry credentials (sign-in, reset); public answers may opt into revalidation caching.
    if (api && (isAuthenticated(request) || !reply.hasHeader('cache-control')))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
