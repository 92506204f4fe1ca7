import type { AddressInfo } from 'node:net';
import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { QueryConfig } from 'pg';
import { complianceRoutes } from './people/compliance';
import { goalRoutes } from './people/goals';
import { holidayLayer, hrRoutes, leaveLayer } from './people/hr';
import { joiningKitRoutes } from './people/joining-kit';
import { offerRoutes } from './people/offers';
import { payrollRoutes } from './people/payroll';
import { resignationRoutes } from './people/resignation';
import { settlementRoutes } from './people/settlement';
import { staffRequestRoutes } from './people/staff-requests';
import { suggestionRoutes } from './people/suggestions';
import { billingRoutes, createPaymentSchedule } from './pipeline/billing';
import { LeadForwarder, type StartOptions } from './pipeline/lead-forwarding';
import { leadRoutes, lookUpSiteStateWith, onLeadVerified } from './pipeline/leads';
import { onQuotationAccepted, quotationRoutes } from './pipeline/quotations';
import { followUpLayer, leadMailReaders, openLeadSales, salesRoutes, siteStateOf } from './pipeline/sales';
import { apiDocsRoutes } from './platform/api-docs';
import { authRoutes, SessionCache, sessionResolver } from './platform/auth';
import type { Config } from './platform/config';
import { type Database, EventBus, openDatabase } from './platform/db';
import { healthRoutes } from './platform/health';
import {
  COMPRESSION,
  installAccessControl,
  installAdmissionControl,
  installErrorHandling,
  installInputChecks,
  installLocationEncoding,
  installSecurityHeaders,
  PriorityLaneLimiter,
  RequestLogsAtDebug,
  type RouteAccess,
  requestId,
} from './platform/http';
import { JobRunner } from './platform/jobs';
import { BackgroundWork, errorSerializers } from './platform/lib';
import { REDACTED_PATHS } from './platform/logging';
import { Metrics, metricsRoutes, serveMetricsPort } from './platform/metrics';
import { openFileStore } from './platform/storage';
import type { WebsiteContext } from './website/context';
import { mediaLibraryRoutes } from './website/media-library';
import { newsletterRoutes } from './website/newsletter';
import { careerApplicationRoutes, publicFormRoutes } from './website/public-forms';
import { SiteContent, siteRoutes } from './website/site';
import { siteAdminRoutes } from './website/site-admin';
import { siteSettingsAdminRoutes } from './website/site-settings-admin';
import { siteTransferRoutes } from './website/site-transfer';
import { studioPresenceRoutes } from './website/studio-presence';
import { webRoutes } from './website/web';
import { webVitalRoutes } from './website/web-vitals';
import { websiteDashboardRoutes } from './website/website-dashboard';
import { websiteLeadRoutes } from './website/website-leads';
import { backupRoutes } from './workplace/backups';
import { calendarRoutes, registerCalendarLayer } from './workplace/calendar';
import { chatRoutes } from './workplace/chat';
import { liveRoutes } from './workplace/live';
import { Mailer, type MailerStartOptions, outboxRoutes, restrictMailReaders } from './workplace/mail';
import { notificationRoutes } from './workplace/notifications';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with who may call it (GET/POST/... ; HEAD twins left out). */
    routeAccessTable: RouteAccess[];
    /** The app's event bus (WebsiteContext.events). */
    events: EventBus;
    /** Sends (or keeps) the mail outbox (modules/mail). */
    mailer: Mailer;
    /** The process's background jobs (platform/jobs). */
    jobs: JobRunner;
    /** Admission control of anonymous requests (platform/http/admission). */
    admission: PriorityLaneLimiter;
    /** The process's Prometheus metrics (platform/metrics). */
    metrics: Metrics;
    /** The port /metrics listens on when METRICS_PORT is set. */
    metricsPort: number | null;
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
  /** See WebsiteContext.accountsReady. */
  accountsReady?: PromiseLike<unknown>;
  /** The process's logger (main.ts); when absent the app makes its own from config.logLevel. */
  logger?: FastifyBaseLogger;
  /** The outbox mailer's worker options (tests poll faster). */
  mail?: MailerStartOptions;
  /** Check every declared answer against its schema (tests: drift fails the answer with a 500). */
  checkAnswers?: boolean;
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
  app.decorate('checkAnswers', options.checkAnswers ?? false);

  const jobs = new JobRunner({ pool: database.pool, log: app.log });
  app.decorate('jobs', jobs);
  const files = await openFileStore(config);
  app.addHook('onClose', async () => files.close());
  const ctx: WebsiteContext = {
    config,
    files,
    db: database.db,
    pool: database.pool,
    events,
    sessionCache: new SessionCache(config.sessionCacheMs, config.sessionIdleMs).followEvents(events),
    siteContent: new SiteContent(database.db, config.siteUrl, events),
    background: options.background ?? new BackgroundWork(),
    accountsReady: options.accountsReady ?? Promise.resolve(),
    jobs,
    leadForwarder: new LeadForwarder({
      db: database.db,
      jobs,
      settings: config.helloLeads,
      log: app.log,
    }),
  };
  const mailer = new Mailer({
    db: database.db,
    jobs,
    events,
    settings: config.mail,
    log: app.log,
  });
  app.decorate('mailer', mailer);
  // Before the pool closes: work started after answers and the running jobs finish on it (a
  // stop during the start first waits for the jobs' start).
  app.addHook('preClose', async () => {
    await ctx.background.idle();
    await jobs.stop();
    mailer.stop();
  });

  // Only JSON bodies are accepted; anything else is 415.
  app.removeContentTypeParser('text/plain');
  installErrorHandling(app);
  // The first request hook: a shed request costs nothing more.
  const admission = new PriorityLaneLimiter(config.admission);
  app.decorate('admission', admission);
  installAdmissionControl(app, admission);
  const metrics = new Metrics();
  app.decorate('metrics', metrics);
  app.decorate('metricsPort', null as number | null);
  metrics.instrument(app);
  installInputChecks(app);
  installLocationEncoding(app);
  installSecurityHeaders(app, config);
  // Before any route: answers over 1 KB are compressed as the client asks (http/compression).
  await app.register(compress, COMPRESSION);
  const table = installAccessControl(app, sessionResolver(ctx));
  app.decorate('routeAccessTable', table);

  await app.register(healthRoutes, ctx);
  await app.register(backupRoutes, ctx);
  await app.register(authRoutes, ctx);
  await app.register(staffRequestRoutes, ctx);
  await app.register(notificationRoutes, ctx);
  await app.register(leadRoutes, ctx);
  await app.register(siteRoutes, ctx);
  await app.register(siteAdminRoutes, ctx);
  await app.register(studioPresenceRoutes, ctx);
  await app.register(publicFormRoutes, ctx);
  await app.register(newsletterRoutes, ctx);
  await app.register(careerApplicationRoutes, ctx);
  await app.register(salesRoutes, ctx);
  await app.register(webVitalRoutes, ctx);
  await app.register(quotationRoutes, ctx);
  await app.register(billingRoutes, ctx);
  await app.register(payrollRoutes, ctx);
  await app.register(complianceRoutes, ctx);
  await app.register(suggestionRoutes, ctx);
  await app.register(resignationRoutes, ctx);
  await app.register(settlementRoutes, ctx);
  await app.register(goalRoutes, ctx);
  await app.register(outboxRoutes, ctx);
  await app.register(hrRoutes, ctx);
  // Offer letters and the joining kit.
  await app.register(offerRoutes, ctx);
  await app.register(joiningKitRoutes, ctx);
  // Website-admin: leads inbox, settings, media library, dashboard.
  await app.register(websiteLeadRoutes, ctx);
  await app.register(siteSettingsAdminRoutes, ctx);
  await app.register(mediaLibraryRoutes, ctx);
  await app.register(websiteDashboardRoutes, ctx);
  // Website-admin: export / import of the whole site (see docs/decisions/0021-site-export-import.md).
  await app.register(siteTransferRoutes, ctx);
  // Its hub decorates the plugin's own scope: the metrics read the stream count from there.
  let liveClients = () => 0;
  await app.register(async (scope) => {
    await liveRoutes(scope, ctx);
    liveClients = () => scope.live.size;
  });
  await app.register(chatRoutes, ctx);
  for (const layer of [holidayLayer, leaveLayer, followUpLayer]) registerCalendarLayer(layer);
  onLeadVerified(openLeadSales);
  restrictMailReaders('lead', leadMailReaders);
  lookUpSiteStateWith(siteStateOf);
  onQuotationAccepted(createPaymentSchedule);
  await app.register(calendarRoutes, ctx);
  await app.register(apiDocsRoutes, ctx);
  await app.register(metricsRoutes, { metrics, settings: config.metrics });
  let stopMetricsPort = async (): Promise<void> => undefined;
  app.addHook('onClose', async () => stopMetricsPort());
  await app.register(webRoutes, ctx);
  await app.ready();
  appMetrics(app, database, () => liveClients());
  if (config.metrics.port !== undefined) {
    const port = await serveMetricsPort(metrics, config.metrics, config.host, app.log);
    app.metricsPort = (port.address() as AddressInfo).port;
    stopMetricsPort = () => new Promise((resolve) => port.close(() => resolve()));
  }
  try {
    // Listening before the first request: no cache can fill before it hears of changes.
    await events.start();
  } catch (error) {
    await app.close();
    throw error;
  }
  // The queues registered so far, and these two, set up at once on the one pg-boss.
  const starting = [ctx.leadForwarder.start(options.leadForwarding), mailer.start(options.mail)];
  await jobs.start();
  await Promise.all(starting);

  return app;
}

/** What an operator watches besides requests: admission, the pool, the jobs, the outbox, live clients. */
function appMetrics(app: FastifyInstance, { pool }: Database, liveClients: () => number): void {
  const { metrics, admission } = app;
  // Scrape-time reads get their own short limit: a slow database must not hold the scrape.
  const counts = async (text: string, labelNames: string[]) => {
    const { rows } = await pool.query<{ labels: string[]; count: number }>({
      text,
      query_timeout: 2000,
    } as QueryConfig);
    return rows.map((row) => ({
      labels: Object.fromEntries(labelNames.map((name, i) => [name, row.labels[i] ?? ''])),
      value: row.count,
    }));
  };
  metrics.counter(
    'managewell_admission_shed_total',
    'Anonymous requests answered 503 by admission control.',
    () => admission.shed,
  );
  metrics.gauge(
    'managewell_admission_active',
    'Requests running, by lane.',
    () =>
      (['anonymous', 'priority'] as const).map((lane) => ({
        labels: { lane },
        value: admission.active[lane],
      })),
    ['lane'],
  );
  metrics.gauge(
    'managewell_admission_queued',
    'Anonymous requests waiting for a place.',
    () => admission.queued,
  );
  metrics.pool(pool);
  metrics.gauge(
    'managewell_jobs',
    'Background jobs (pg-boss) by queue and state: created and retry are the queue depth, failed the failures kept.',
    () =>
      counts(
        `select array[q.name, s.state] as labels, count(j.id)::int as count
         from pgboss.queue q cross join unnest(array['created', 'retry', 'active', 'failed']) s(state)
         left join pgboss.job j on j.name = q.name and j.state::text = s.state
         group by q.name, s.state`,
        ['queue', 'state'],
      ),
    ['queue', 'state'],
    'max', // every worker reads the same queue
  );
  metrics.gauge(
    'managewell_mail_outbox',
    'Mail in the outbox by status (queued: waiting to be sent).',
    () =>
      counts(
        `select array[s.status] as labels, count(m.id)::int as count
         from unnest(array['queued', 'sent', 'failed', 'kept']) s(status)
         left join mail_outbox m on m.status = s.status group by s.status`,
        ['status'],
      ),
    ['status'],
    'max', // every worker reads the same outbox
  );
  metrics.gauge('managewell_live_clients', 'Open live-channel streams (server-sent events).', liveClients);
}
