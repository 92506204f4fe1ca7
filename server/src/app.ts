import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { AppContext } from './context';
import { type Database, openDatabase } from './db/client';
import { EventBus } from './db/events';
import { withStartupLock } from './db/startup-lock';
import { installAccessControl, type RouteAccess } from './http/access';
import { COMPRESSION } from './http/compression';
import { installErrorHandling } from './http/error-handler';
import { installLocationEncoding } from './http/location';
import { RequestLogsAtDebug } from './http/request-logs';
import { installSecurityHeaders, requestId } from './http/security-headers';
import { installInputChecks } from './http/validation';
import { BackgroundWork } from './lib/background-work';
import { errorSerializers } from './lib/error-serializer';
import { REDACTED_PATHS } from './logging';
import { sessionResolver } from './modules/auth/resolve';
import { authRoutes } from './modules/auth/routes';
import { SessionCache } from './modules/auth/session-cache';
import { calendarRoutes } from './modules/calendar/routes';
import { chatRoutes } from './modules/chat/routes';
import { complianceRoutes } from './modules/compliance/routes';
import { goalRoutes } from './modules/goals/routes';
import { healthRoutes } from './modules/health/routes';
import { hrRoutes } from './modules/hr/routes';
import { joiningKitRoutes } from './modules/joining-kit/routes';
import { LeadForwarder, type StartOptions } from './modules/lead-forwarding/forwarder';
import { leadRoutes } from './modules/leads/routes';
import { liveRoutes } from './modules/live/routes';
import { Mailer, type MailerStartOptions } from './modules/mail/mailer';
import { outboxRoutes } from './modules/mail/routes';
import { mediaLibraryRoutes } from './modules/media-library/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { offerRoutes } from './modules/offers/routes';
import { payrollRoutes } from './modules/payroll/routes';
import { careerApplicationRoutes } from './modules/public-forms/career-routes';
import { publicFormRoutes } from './modules/public-forms/routes';
import { quotationRoutes } from './modules/quotations/routes';
import { resignationRoutes } from './modules/resignation/routes';
import { salesRoutes } from './modules/sales/routes';
import { siteRoutes } from './modules/site/routes';
import { SiteContent } from './modules/site/service';
import { siteAdminRoutes } from './modules/site-admin/routes';
import { siteSettingsAdminRoutes } from './modules/site-settings-admin/routes';
import { siteTransferRoutes } from './modules/site-transfer/routes';
import { staffRequestRoutes } from './modules/staff-requests/routes';
import { suggestionRoutes } from './modules/suggestions/routes';
import { webRoutes } from './modules/web/routes';
import { webVitalRoutes } from './modules/web-vitals/routes';
import { websiteDashboardRoutes } from './modules/website-dashboard/routes';
import { websiteLeadRoutes } from './modules/website-leads/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with who may call it (GET/POST/... ; HEAD twins left out). */
    routeAccessTable: RouteAccess[];
    /** The app's event bus (AppContext.events). */
    events: EventBus;
    /** Sends (or keeps) the mail outbox (modules/mail). */
    mailer: Mailer;
  }
}

/** Log redaction: credentials never reach the logs. */
export { REDACTED_PATHS };

export interface BuildOptions {
  /** An open database; when absent one is opened from config.databaseUrl and closed with the app. */
  database?: Database;
  /** Lead forwarding to HelloLeads (started only when configured); tests can turn its worker off. */
  leadForwarding?: StartOptions;
  /** Work done after answering; tests pass their own to hold it or wait for it. */
  background?: BackgroundWork;
  /** See AppContext.accountsReady. */
  accountsReady?: PromiseLike<unknown>;
  /** The process's logger (main.ts); when absent the app makes its own from config.logLevel. */
  logger?: FastifyBaseLogger;
  /** The outbox mailer's worker options (tests poll faster). */
  mail?: MailerStartOptions;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  let database = options.database;
  if (!database) {
    if (!config.databaseUrl) throw new Error('buildApp needs config.databaseUrl or an open database.');
    database = openDatabase(config.databaseUrl);
  }
  const app = Fastify({
    ...(options.logger
      ? { loggerInstance: options.logger }
      : {
          logger: {
            level: config.logLevel,
            redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
            serializers: errorSerializers,
          },
        }),
    logController: new RequestLogsAtDebug(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: requestId,
    forceCloseConnections: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  if (!options.database) {
    const owned = database;
    app.addHook('onClose', async () => owned.close());
  }
  if (!config.databaseUrl)
    throw new Error('buildApp needs config.databaseUrl (the event listener connects to it).');
  const events = new EventBus({ connectionString: config.databaseUrl, db: database.db, log: app.log });
  app.addHook('onClose', async () => events.stop());
  app.decorate('events', events);

  const ctx: AppContext = {
    config,
    db: database.db,
    pool: database.pool,
    events,
    sessionCache: new SessionCache(config.sessionCacheMs, config.sessionIdleMs).followEvents(events),
    siteContent: new SiteContent(database.db, config.siteUrl, events),
    background: options.background ?? new BackgroundWork(),
    accountsReady: options.accountsReady ?? Promise.resolve(),
    leadForwarder: new LeadForwarder({
      db: database.db,
      pool: database.pool,
      settings: config.helloLeads,
      log: app.log,
    }),
  };
  const mailer = new Mailer({
    db: database.db,
    pool: database.pool,
    events,
    settings: config.mail,
    log: app.log,
  });
  app.decorate('mailer', mailer);
  // Before the pool closes: work started after answers and pg-boss's running job finish on it.
  app.addHook('preClose', async () => {
    await ctx.background.idle();
    await ctx.leadForwarder.stop();
    await mailer.stop();
  });

  // Only JSON bodies are accepted; anything else is 415.
  app.removeContentTypeParser('text/plain');
  installErrorHandling(app);
  installInputChecks(app);
  installLocationEncoding(app);
  installSecurityHeaders(app, config);
  // Processes starting at once on one database set up pg-boss's queues at the same moment, which
  // PostgreSQL resolved as a deadlock, ending one process: from here one process at a time.
  await withStartupLock(database, async () => {
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
    await app.register(siteAdminRoutes, ctx);
    await app.register(publicFormRoutes, ctx);
    await app.register(careerApplicationRoutes, ctx);
    await app.register(salesRoutes, ctx);
    await app.register(webVitalRoutes, ctx);
    await app.register(quotationRoutes, ctx);
    await app.register(payrollRoutes, ctx);
    await app.register(complianceRoutes, ctx);
    await app.register(suggestionRoutes, ctx);
    await app.register(resignationRoutes, ctx);
    await app.register(goalRoutes, ctx);
    await app.register(outboxRoutes, ctx);
    await app.register(hrRoutes, ctx);
    // Offer letters and the joining kit (issue 11 §4, §5).
    await app.register(offerRoutes, ctx);
    await app.register(joiningKitRoutes, ctx);
    // Website-admin: leads inbox, settings, media library, dashboard (issue 10 §3–7).
    await app.register(websiteLeadRoutes, ctx);
    await app.register(siteSettingsAdminRoutes, ctx);
    await app.register(mediaLibraryRoutes, ctx);
    await app.register(websiteDashboardRoutes, ctx);
    // Website-admin: export / import of the whole site (issue 10 §6).
    await app.register(siteTransferRoutes, ctx);
    await app.register(liveRoutes, ctx);
    await app.register(chatRoutes, ctx);
    await app.register(calendarRoutes, ctx);
    await app.register(webRoutes, ctx);
    await app.ready();
    try {
      // Listening before the first request: no cache can fill before it hears of changes.
      await events.start();
    } catch (error) {
      await app.close();
      throw error;
    }
    await ctx.leadForwarder.start(options.leadForwarding);
    await mailer.start(options.mail);
  });
  return app;
}
