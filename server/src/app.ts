import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { AppContext } from './context';
import { type Database, openDatabase } from './db/client';
import { installAccessControl, type RouteAccess } from './http/access';
import { COMPRESSION } from './http/compression';
import { installErrorHandling } from './http/error-handler';
import { sessionResolver } from './modules/auth/resolve';
import { authRoutes } from './modules/auth/routes';
import { SessionCache } from './modules/auth/session-cache';
import { healthRoutes } from './modules/health/routes';
import { LeadForwarder, type StartOptions } from './modules/lead-forwarding/forwarder';
import { leadRoutes } from './modules/leads/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { careerApplicationRoutes } from './modules/public-forms/career-routes';
import { publicFormRoutes } from './modules/public-forms/routes';
import { siteRoutes } from './modules/site/routes';
import { SiteContent } from './modules/site/service';
import { staffRequestRoutes } from './modules/staff-requests/routes';
import { webRoutes } from './modules/web/routes';
import { webVitalRoutes } from './modules/web-vitals/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with who may call it (GET/POST/... ; HEAD twins left out). */
    routeAccessTable: RouteAccess[];
  }
}

/** Log redaction: credentials never reach the logs. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  'body.password',
  'body.token',
  'req.headers["hls-key"]',
  '*.apiKey',
];

export interface BuildOptions {
  /** An open database; when absent one is opened from config.databaseUrl and closed with the app. */
  database?: Database;
  /** Lead forwarding to HelloLeads (started only when configured); tests can turn its worker off. */
  leadForwarding?: StartOptions;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  let database = options.database;
  if (!database) {
    if (!config.databaseUrl) throw new Error('buildApp needs config.databaseUrl or an open database.');
    database = openDatabase(config.databaseUrl);
  }
  const app = Fastify({
    logger: { level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    forceCloseConnections: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  if (!options.database) {
    const owned = database;
    app.addHook('onClose', async () => owned.close());
  }

  const ctx: AppContext = {
    config,
    db: database.db,
    pool: database.pool,
    sessionCache: new SessionCache(config.sessionCacheMs),
    siteContent: new SiteContent(database.db, config.siteUrl),
    leadForwarder: new LeadForwarder({
      db: database.db,
      pool: database.pool,
      settings: config.helloLeads,
      log: app.log,
    }),
  };
  // Before the pool closes: pg-boss finishes its running job on it.
  app.addHook('preClose', async () => ctx.leadForwarder.stop());

  // Only JSON bodies are accepted; anything else is 415.
  app.removeContentTypeParser('text/plain');
  installErrorHandling(app);
  // Before any route: answers over 1 KB are compressed as the client asks (http/compression).
  await app.register(compress, COMPRESSION);
  const table = installAccessControl(app, sessionResolver(ctx));
  app.decorate('routeAccessTable', table);

  await app.register(healthRoutes, ctx);
  await app.register(authRoutes, ctx);
  await app.register(staffRequestRoutes, ctx);
  await app.register(notificationRoutes, ctx);
  await app.register(leadRoutes, ctx);
  await app.register(siteRoutes, ctx);
  await app.register(publicFormRoutes, ctx);
  await app.register(careerApplicationRoutes, ctx);
  await app.register(webVitalRoutes, ctx);
  await app.register(webRoutes, ctx);
  await app.ready();
  await ctx.leadForwarder.start(options.leadForwarding);
  return app;
}
