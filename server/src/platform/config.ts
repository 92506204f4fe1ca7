import { join } from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@managewell/api/contract';
import { z } from 'zod';
import { parseDuration, repoRoot } from './lib';

export { REMOTE_NAMES, type RemoteName };

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

/** REMOTE_WEBSITE_ADMIN_URL for 'website-admin', and so on. */
export function remoteEnvName(remote: RemoteName): string {
  return `REMOTE_${remote.toUpperCase().replace(/-/g, '_')}_URL`;
}

export interface PasswordHashCost {
  /** argon2id memory in KiB. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/**
 * How long a request may wait on PostgreSQL before it fails (and is answered 503): a hung or
 * unreachable database must not hold requests for minutes. 0 disables a limit (not the connect one).
 */
export interface DatabaseTimeouts {
  /** Getting a connection: opening one, or waiting for a free one in the pool. */
  connectMs: number;
  /** PostgreSQL's statement_timeout. The client gives up QUERY_TIMEOUT_MARGIN_MS later (hung server). */
  statementMs: number;
  /** PostgreSQL's lock_timeout: waiting for a row or table lock. */
  lockMs: number;
  /** PostgreSQL's idle_in_transaction_session_timeout: a transaction left open frees its locks. */
  idleInTransactionMs: number;
}

export interface Config {
  port: number;
  host: string;
  /** Unset: start an embedded PostgreSQL under dataDir/postgres. */
  databaseUrl: string | undefined;
  databaseTimeouts: DatabaseTimeouts;
  dataDir: string;
  /** Uploaded and generated files go to this bucket when set; unset: under dataDir. */
  objectStore: ObjectStoreSettings | undefined;
  embeddedPgPort: number;
  tokenLifetimeMs: number;
  /** A session unused for this long is over, whatever its lifetime left. */
  sessionIdleMs: number;
  /** Key of the signed device cookie; unset: one made on first start and kept in the database. */
  deviceCookieSecret: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** 'pretty': human-readable lines (a terminal); 'json': one JSON object per line. */
  logFormat: 'pretty' | 'json';
  webRoot: string;
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** The tiles of the site-survey map (a {z}/{x}/{y} URL template) and the credit they require. */
  mapTiles: { url: string; attribution: string };
  seedDemo: boolean;
  login: {
    /** Failures (per username or per IP) after which answers are delayed. */
    slowdownAfter: number;
    /** Failures per username within the window after which logins are refused (429). */
    maxFailures: number;
    /** Failures per client IP within the window after which logins are refused (429). */
    maxFailuresPerIp: number;
    windowMs: number;
    /** Delay added per failure above slowdownAfter, capped at 2 s. */
    delayStepMs: number;
  };
  bodyLimitBytes: number;
  /** How long a resolved session may be reused from this process's memory (0 disables). */
  sessionCacheMs: number;
  /** How long a lead list total may be reused from this process's memory. */
  leadCountCacheMs: number;
  /** Server processes (node:cluster workers) sharing the port; 1 serves from the main process. */
  webConcurrency: number;
  trustProxy: boolean;
  /** Who may read the API reference (/api/docs, /api/openapi.json): anyone, or signed-in staff. */
  apiDocs: 'public' | 'authenticated';
  /** Strict-Transport-Security on answers to https requests (see TRUST_PROXY behind a proxy). */
  hsts: boolean;
  /** Serve the bundles' *.map files (full sources); off in production by default. */
  serveSourceMaps: boolean;
  passwordHashCost: PasswordHashCost;
  /** Public address of the website (canonical URLs, sitemap, Open Graph), without a trailing slash. */
  siteUrl: string;
  /** The lead-capture service (HelloLeads). Unset email/key/list: leads are only stored. */
  helloLeads: {
    baseUrl: string;
    email: string | undefined;
    apiKey: string | undefined;
    listKey: string | undefined;
    /** Attempts after the first one, with growing back-off from retryDelaySeconds. */
    retryLimit: number;
    retryDelaySeconds: number;
    timeoutMs: number;
  };
  /** Public forms (enquiry, contact, career): accepted submissions per client address per window. */
  publicForms: { maxPerWindow: number; windowMs: number };
  /** Make image variants in a background job when an image is stored (and for any missing at start). */
  mediaVariantsAhead: boolean;
  /** Run the background job that ends accounts after the last working day of a resignation. */
  resignationJobs: boolean;
  /** Outgoing mail (modules/mail). Without smtpUrl, mail is kept in the outbox, not sent. */
  mail: MailSettings;
  /** A pg-boss job tells each sales owner when a lead's follow-up falls due (checked every minute). */
  followUpReminders: boolean;
  /** Anonymous requests (public pages, public API, media) run under these limits; staff never waits. */
  admission: AdmissionLimits;
  /** How shared caches (a CDN) may keep public answers, and whom to tell when the site changes. */
  publicCache: PublicCacheSettings;
  /** Prometheus metrics: none without a token or a port of their own. */
  metrics: MetricsSettings;
  /** Backups (`pnpm backup`, and the daily job). */
  backup: BackupSettings;
}

export interface BackupSettings {
  /** Where backups are written (and looked for by the status view). */
  dir: string;
  /** The daily backup's time of day in IST ('HH:MM'); null: no scheduled backups. */
  dailyAt: { hour: number; minute: number } | null;
  /** Backups kept: the newest of each of this many days… */
  keepDaily: number;
  /** …and the newest of each of this many weeks (Monday to Sunday, IST). */
  keepWeekly: number;
}

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, Cloudflare R2…). */
export interface ObjectStoreSettings {
  bucket: string;
  region: string;
  /** Unset: AWS S3 itself. */
  endpoint: string | undefined;
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO and Ceph want, rather than its host name. */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's own chain (environment, instance or pod role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Put before every key, so one bucket can hold several deployments (`managewell/`). */
  prefix: string;
}

export interface MetricsSettings {
  /** Bearer token of /metrics; unset (and no port): no /metrics. */
  token: string | undefined;
  /** Serve /metrics on this port alone instead of the app's. */
  port: number | undefined;
}

export interface PublicCacheSettings {
  /** s-maxage: how long a CDN serves its copy without asking. */
  sharedMaxAgeSeconds: number;
  /** stale-while-revalidate: how long after that it may still serve it while it fetches a new one. */
  staleSeconds: number;
  /** Called (POST) after the published site changed; unset: no purge. */
  purgeUrl: string | undefined;
  /** Sent as `Authorization: Bearer …` to purgeUrl. */
  purgeToken: string | undefined;
}

/** Admission control of anonymous requests (platform/http/admission). */
export interface AdmissionLimits {
  /** Anonymous requests handled at once (0: no limit, no queue). */
  concurrency: number;
  /** Anonymous requests waiting for a place; one more is shed at once. */
  queue: number;
  /** Longest wait in the queue before the request is shed. */
  queueWaitMs: number;
}

export interface MailSettings {
  /** smtp:// or smtps:// URL with credentials; unset: mail is kept in the outbox. */
  smtpUrl: string | undefined;
  /** The From header: 'Tarang Pools <office@example.in>'. */
  from: string;
  /** Attempts after the first one, with growing back-off from retryDelaySeconds. */
  retryLimit: number;
  retryDelaySeconds: number;
}

/** Production argon2id cost (OWASP 2023 minimum: 19 MiB, 2 passes, 1 lane). */
export const DEFAULT_PASSWORD_HASH_COST: PasswordHashCost = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export interface ConfigVariable {
  name: string;
  default: string;
  meaning: string;
}

/** Every environment variable the server reads; CONFIG.md is generated from this list. */
export const CONFIG_VARIABLES: ConfigVariable[] = [
  { name: 'PORT', default: '3000', meaning: 'HTTP port of the server.' },
  {
    name: 'HOST',
    default: '127.0.0.1',
    meaning:
      'Interface to listen on. Only this computer can connect by default; `0.0.0.0` opens the server to the network (change the demo passwords first).',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    meaning:
      'PostgreSQL 15+ connection string. Unset: an embedded PostgreSQL is started with its data under `DATA_DIR/postgres`.',
  },
  {
    name: 'DATA_DIR',
    default: '`<repo root>/data`',
    meaning:
      'Where the embedded database (`postgres/`), uploaded files (`uploads/`) and the media variant cache (`media-cache/`) live; the files go to the bucket instead when S3_BUCKET is set.',
  },
  {
    name: 'S3_BUCKET',
    default: '(unset)',
    meaning:
      'Keep uploaded files and the media variant cache in this S3-compatible bucket (AWS S3, MinIO, Ceph, R2) instead of DATA_DIR: needed when processes run on more than one machine. Copy existing files first with `pnpm storage:migrate`.',
  },
  {
    name: 'S3_ENDPOINT',
    default: '(unset: AWS S3)',
    meaning:
      'The S3 API URL of another provider: `http://minio:9000`, `https://<account>.r2.cloudflarestorage.com`.',
  },
  { name: 'S3_REGION', default: 'us-east-1', meaning: "The bucket's region (`auto` for R2)." },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: 'true with S3_ENDPOINT, else false',
    meaning: 'Address the bucket in the path (`endpoint/bucket/key`), as MinIO and Ceph need.',
  },
  {
    name: 'S3_ACCESS_KEY_ID',
    default: '(unset)',
    meaning:
      "Access key (with S3_SECRET_ACCESS_KEY). Unset: the AWS SDK's own chain (AWS_* variables, instance or pod role).",
  },
  { name: 'S3_SECRET_ACCESS_KEY', default: '(unset)', meaning: 'Secret of S3_ACCESS_KEY_ID.' },
  {
    name: 'S3_PREFIX',
    default: '(none)',
    meaning: 'Put before every object name (`managewell/`), so one bucket can hold several deployments.',
  },
  { name: 'EMBEDDED_PG_PORT', default: '5433', meaning: 'Port of the embedded PostgreSQL (localhost only).' },
  {
    name: 'DB_CONNECT_TIMEOUT',
    default: '5 seconds',
    meaning:
      'How long a request waits for a database connection (opening one, or a free one in the pool) before it is answered 503.',
  },
  {
    name: 'DB_STATEMENT_TIMEOUT',
    default: '5 seconds',
    meaning:
      "PostgreSQL `statement_timeout` of the server's connections ('0 seconds' disables); a database that does not answer within it plus 1 second is given up on. Migrations are exempt.",
  },
  {
    name: 'DB_LOCK_TIMEOUT',
    default: '3 seconds',
    meaning: "PostgreSQL `lock_timeout`: longest wait for a row or table lock ('0 seconds' disables).",
  },
  {
    name: 'DB_IDLE_IN_TRANSACTION_TIMEOUT',
    default: '1 minute',
    meaning:
      "PostgreSQL `idle_in_transaction_session_timeout`: a transaction left open this long is ended, freeing its locks ('0 seconds' disables).",
  },
  {
    name: 'TOKEN_LIFETIME',
    default: '1 days',
    meaning: "How long a sign-in token is valid: '1 days', '12 hours', '30 minutes', '45 seconds'…",
  },
  {
    name: 'SESSION_IDLE_TIMEOUT',
    default: '2 hours',
    meaning:
      'A session unused for this long is signed out, whatever is left of TOKEN_LIFETIME (activity is recorded at most once a minute).',
  },
  {
    name: 'DEVICE_COOKIE_SECRET',
    default: '(unset)',
    meaning:
      'Key (32+ characters) signing the device cookie that lets a browser keep signing in while its username is locked for unknown devices. Unset: one is made on first start and kept in the database.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    meaning: 'fatal, error, warn, info, debug, trace or silent. Each request is logged at debug.',
  },
  {
    name: 'LOG_FORMAT',
    default: '(pretty on a terminal, else json)',
    meaning: '`pretty`: readable, coloured lines; `json`: one JSON object per line (for log collectors).',
  },
  {
    name: 'WEB_ROOT',
    default: '`<repo root>`',
    meaning: 'Folder holding `shell/dist` and `remotes/<name>/dist`, served by the production server.',
  },
  ...REMOTE_NAMES.map((remote) => ({
    name: remoteEnvName(remote),
    default: `\`/remotes/${remote}/remoteEntry.js\``,
    meaning: `URL of the ${remote} remoteEntry.js given to the shell (e.g. a CDN or a newer build).`,
  })),
  {
    name: 'SEED_DEMO',
    default: 'true',
    meaning: 'Seed demo accounts, leads and notifications when the users table is empty.',
  },
  {
    name: 'MEDIA_VARIANTS_AHEAD',
    default: 'true',
    meaning:
      'Make the size/format variants of stored images in a background job (pg-boss) before visitors ask; when false they are made on first request only.',
  },
  {
    name: 'FOLLOW_UP_REMINDERS',
    default: 'true',
    meaning:
      "A background job (pg-boss, every minute) sends the lead's owner a personal notification when a sales follow-up falls due.",
  },
  {
    name: 'RESIGNATION_EXIT_JOBS',
    default: 'true',
    meaning:
      'Run the background job (pg-boss) that deactivates an account after the last working day of an accepted resignation (and a sweep at start).',
  },
  {
    name: 'LOGIN_SLOWDOWN_AFTER',
    default: '3',
    meaning: 'Failed logins (per username or IP) after which each answer is delayed a little more.',
  },
  {
    name: 'LOGIN_MAX_FAILURES',
    default: '10',
    meaning:
      'Failed logins per username within LOGIN_WINDOW after which logins from unknown devices answer 429 (a browser with a device cookie has its own budget of the same size; change-password allows as many wrong current passwords).',
  },
  {
    name: 'LOGIN_MAX_FAILURES_PER_IP',
    default: '50',
    meaning: 'Failed logins per client IP within LOGIN_WINDOW after which logins answer 429.',
  },
  { name: 'LOGIN_WINDOW', default: '15 minutes', meaning: 'Window in which failed logins are counted.' },
  {
    name: 'BODY_LIMIT',
    default: '1048576',
    meaning: 'Largest accepted request body, in bytes (larger: 413).',
  },
  {
    name: 'SESSION_CACHE',
    default: '5 seconds',
    meaning:
      "How long a process reuses a checked token from memory ('0 seconds' disables). Sign-out and password or profile changes clear it on every process at once (LISTEN/NOTIFY).",
  },
  {
    name: 'LEAD_COUNT_CACHE',
    default: '3 seconds',
    meaning:
      'How long a process reuses a lead list total (counting 100,000 leads costs more than a page). Any lead change clears it on every process at once.',
  },
  {
    name: 'WEB_CONCURRENCY',
    default: '1',
    meaning:
      'Server processes sharing PORT (node:cluster): the main process prepares the database once, then starts this many workers and restarts any that dies. 1: one process.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    meaning: 'Trust X-Forwarded-For (set true behind a load balancer) so login throttling sees client IPs.',
  },
  {
    name: 'API_DOCS',
    default: 'staff',
    meaning:
      'Who may read the API reference (`/api/docs`) and its OpenAPI document (`/api/openapi.json`): `public` for anyone, `staff` for signed-in staff only.',
  },
  {
    name: 'HSTS',
    default: 'true',
    meaning:
      'Send Strict-Transport-Security (one year, subdomains included) on answers to https requests; never on plain http. Behind a TLS-terminating proxy set TRUST_PROXY so X-Forwarded-Proto counts.',
  },
  {
    name: 'SERVE_SOURCE_MAPS',
    default: 'false',
    meaning: "Serve the bundles' `*.map` files (they hold the full sources); otherwise they answer 404.",
  },
  {
    name: 'MAP_TILE_URL',
    default: `\`${DEFAULT_MAP_TILE_URL}\``,
    meaning:
      "Tile URL template ({z}, {x}, {y}; {s} for subdomains) of the site-survey map; its origin is allowed in the pages' img-src.",
  },
  {
    name: 'MAP_TILE_ATTRIBUTION',
    default: `\`${DEFAULT_MAP_TILE_ATTRIBUTION}\``,
    meaning: 'The credit shown on the site-survey map, as the tile host requires.',
  },
  {
    name: 'SITE_URL',
    default: '`http://localhost:<PORT>`',
    meaning: 'Public address of the website: canonical URLs, sitemap.xml, Open Graph and JSON-LD use it.',
  },
  {
    name: 'HELLOLEADS_BASE_URL',
    default: '`https://app.helloleads.io`',
    meaning:
      'Base address of the HelloLeads lead-capture API (leads are posted to `/index.php/private/api/leads`).',
  },
  {
    name: 'HELLOLEADS_EMAIL',
    default: '(unset)',
    meaning:
      'HelloLeads account e-mail (`Xemail` header). With the key and list key set, website leads are forwarded.',
  },
  {
    name: 'HELLOLEADS_API_KEY',
    default: '(unset)',
    meaning: 'HelloLeads API key (`hls-key` header). Server only.',
  },
  {
    name: 'HELLOLEADS_LIST_KEY',
    default: '(unset)',
    meaning: 'HelloLeads list the leads go to (`list_key`).',
  },
  {
    name: 'HELLOLEADS_RETRY_LIMIT',
    default: '8',
    meaning:
      'Retries of a lead the service refused with 5xx, a timeout or no answer (back-off doubles each time).',
  },
  { name: 'HELLOLEADS_RETRY_DELAY', default: '30', meaning: 'Seconds before the first retry.' },
  { name: 'HELLOLEADS_TIMEOUT', default: '10 seconds', meaning: 'How long one delivery attempt may take.' },
  {
    name: 'PUBLIC_FORM_LIMIT',
    default: '5',
    meaning:
      'Enquiry, contact and career submissions accepted per client address per PUBLIC_FORM_WINDOW (then 429).',
  },
  { name: 'PUBLIC_FORM_WINDOW', default: '15 minutes', meaning: 'Window of PUBLIC_FORM_LIMIT.' },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    meaning:
      'Mail server for quotations, offer letters and payslips: `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://…:465`. Unset: mail is kept in the outbox (/app/outbox), not sent.',
  },
  {
    name: 'MAIL_FROM',
    default: '`Managewell <no-reply@localhost>`',
    meaning: 'The From address of outgoing mail, e.g. `Tarang Pools <office@tarangpools.in>`.',
  },
  {
    name: 'MAIL_RETRY_LIMIT',
    default: '6',
    meaning:
      'Retries of a mail the server could not take for now (4xx, no answer); back-off doubles each time.',
  },
  { name: 'MAIL_RETRY_DELAY', default: '60', meaning: 'Seconds before the first retry of a mail.' },
  {
    name: 'ADMISSION_CONCURRENCY',
    default: '8',
    meaning:
      "Anonymous requests (public pages, the public API) a process handles at once; signed-in staff requests, sign-in, the live channel, the health checks, the built app's scripts and styles and the site's pictures never wait behind them. 0: no limit.",
  },
  {
    name: 'ADMISSION_QUEUE',
    default: '200',
    meaning:
      'Anonymous requests that may wait for a place beyond ADMISSION_CONCURRENCY; one more is answered 503 with `Retry-After: 1`.',
  },
  {
    name: 'ADMISSION_QUEUE_WAIT',
    default: '10 seconds',
    meaning:
      'Longest wait of an anonymous request in that queue before it is answered 503 with `Retry-After: 1`.',
  },
  {
    name: 'PUBLIC_CACHE_SHARED_MAX_AGE',
    default: '1 minutes',
    meaning:
      "`s-maxage` of public pages and the public site's JSON: how long a CDN serves its copy without asking ('0 seconds': it always asks). Browsers always revalidate (`max-age=0`, ETag).",
  },
  {
    name: 'PUBLIC_CACHE_STALE',
    default: '1 days',
    meaning:
      "`stale-while-revalidate` of the same answers: how long after PUBLIC_CACHE_SHARED_MAX_AGE a CDN may still serve its copy while it fetches a new one ('0 seconds': never).",
  },
  {
    name: 'CDN_PURGE_URL',
    default: '(unset)',
    meaning:
      'Called with `POST` (JSON `{"event":"site.changed","paths":["/*"]}`) by each server process, at most once a second, after the published website changed (an edit, a publish, a schedule, a settings save), so a CDN drops its copies at once. Unset: an edit is seen behind a CDN within PUBLIC_CACHE_SHARED_MAX_AGE.',
  },
  {
    name: 'CDN_PURGE_TOKEN',
    default: '(unset)',
    meaning: 'Sent as `Authorization: Bearer <token>` with the CDN_PURGE_URL call.',
  },
  {
    name: 'METRICS_TOKEN',
    default: '(unset)',
    meaning:
      'Bearer token (16+ characters) of `GET /metrics` (Prometheus text format); a wrong or missing one is 401. Unset, and no METRICS_PORT: there is no /metrics (404).',
  },
  {
    name: 'METRICS_PORT',
    default: '(unset)',
    meaning:
      "Serve `/metrics` on this port (on HOST) instead of the app's port, for a network only the scraper reaches; METRICS_TOKEN is still asked for when set. Per process: with WEB_CONCURRENCY > 1 a scrape reaches one worker.",
  },
  {
    name: 'BACKUP_DIR',
    default: '`DATA_DIR/backups`',
    meaning:
      'Where `pnpm backup` and the daily backup write their folders (one per backup, with a manifest).',
  },
  {
    name: 'BACKUP_TIME',
    default: '02:30',
    meaning: 'Time of day (IST, `HH:MM`) of the daily backup job; `off`: no scheduled backups.',
  },
  {
    name: 'BACKUP_KEEP_DAILY',
    default: '7',
    meaning: 'After each scheduled backup, the newest backup of each of the last this many days is kept…',
  },
  {
    name: 'BACKUP_KEEP_WEEKLY',
    default: '4',
    meaning:
      '…and the newest of each of the last this many weeks (Monday to Sunday); older ones are deleted.',
  },
];

const bool = (name: string, fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const lower = v.toLowerCase();
      if (['true', '1', 'yes', 'on'].includes(lower)) return true;
      if (['false', '0', 'no', 'off'].includes(lower)) return false;
      ctx.addIssue({ code: 'custom', message: `${name} must be true or false, got '${v}'.` });
      return z.NEVER;
    });

const int = (name: string, fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be a whole number from ${min} to ${max}, got '${v}'.`,
        });
        return z.NEVER;
      }
      return n;
    });

const duration = (name: string, fallback: string, allowZero = false) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const text = v === undefined || v === '' ? fallback : v;
      if (allowZero && /^\s*0\s*[a-z]*\s*$/i.test(text)) return 0;
      const ms = parseDuration(text);
      if (ms === null) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must look like '1 days', '12 hours' or '30 minutes', got '${text}'.`,
        });
        return z.NEVER;
      }
      return ms;
    });

const url = (name: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      if (!/^(https?:\/\/|\/)/.test(v) || !URL.canParse(v, 'http://localhost')) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be an http(s) URL or a path starting with /.`,
        });
        return z.NEVER;
      }
      return v;
    });

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: int('PORT', 3000, 0, 65_535),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      if (!/^postgres(ql)?:\/\//.test(v) || !URL.canParse(v)) {
        ctx.addIssue({ code: 'custom', message: 'DATABASE_URL must be a postgres:// connection URL.' });
        return z.NEVER;
      }
      return v;
    }),
  DATA_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => !v || (/^https?:\/\//.test(v) && URL.canParse(v)), 'S3_ENDPOINT must be an http(s) URL.'),
  S3_REGION: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      if (!/^(true|false)$/i.test(v)) {
        ctx.addIssue({ code: 'custom', message: `S3_FORCE_PATH_STYLE must be true or false, got '${v}'.` });
        return z.NEVER;
      }
      return v.toLowerCase() === 'true';
    }),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z
    .string()
    .optional()
    .refine(
      (v) => !v || /^([A-Za-z0-9][A-Za-z0-9._-]*\/)+$/.test(v),
      "S3_PREFIX must be folder names each ending in '/', like 'managewell/'.",
    ),
  EMBEDDED_PG_PORT: int('EMBEDDED_PG_PORT', 5433, 1, 65_535),
  DB_CONNECT_TIMEOUT: duration('DB_CONNECT_TIMEOUT', '5 seconds'),
  DB_STATEMENT_TIMEOUT: duration('DB_STATEMENT_TIMEOUT', '5 seconds', true),
  DB_LOCK_TIMEOUT: duration('DB_LOCK_TIMEOUT', '3 seconds', true),
  DB_IDLE_IN_TRANSACTION_TIMEOUT: duration('DB_IDLE_IN_TRANSACTION_TIMEOUT', '1 minute', true),
  TOKEN_LIFETIME: duration('TOKEN_LIFETIME', '1 days'),
  SESSION_IDLE_TIMEOUT: duration('SESSION_IDLE_TIMEOUT', '2 hours'),
  DEVICE_COOKIE_SECRET: z
    .string()
    .optional()
    .refine((v) => !v || v.length >= 32, 'DEVICE_COOKIE_SECRET must have at least 32 characters.'),
  LOG_LEVEL: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const level = (v === undefined || v === '' ? 'info' : v.toLowerCase()) as Config['logLevel'];
      if (!LOG_LEVELS.includes(level)) {
        ctx.addIssue({ code: 'custom', message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.` });
        return z.NEVER;
      }
      return level;
    }),
  LOG_FORMAT: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      const format = v.toLowerCase();
      if (format !== 'pretty' && format !== 'json') {
        ctx.addIssue({ code: 'custom', message: `LOG_FORMAT must be pretty or json, got '${v}'.` });
        return z.NEVER;
      }
      return format;
    }),
  WEB_ROOT: z.string().min(1).optional(),
  ...Object.fromEntries(REMOTE_NAMES.map((r) => [remoteEnvName(r), url(remoteEnvName(r))])),
  SEED_DEMO: bool('SEED_DEMO', true),
  MEDIA_VARIANTS_AHEAD: bool('MEDIA_VARIANTS_AHEAD', true),
  FOLLOW_UP_REMINDERS: bool('FOLLOW_UP_REMINDERS', true),
  RESIGNATION_EXIT_JOBS: bool('RESIGNATION_EXIT_JOBS', true),
  LOGIN_SLOWDOWN_AFTER: int('LOGIN_SLOWDOWN_AFTER', 3, 1, 1000),
  LOGIN_MAX_FAILURES: int('LOGIN_MAX_FAILURES', 10, 1, 1000),
  LOGIN_MAX_FAILURES_PER_IP: int('LOGIN_MAX_FAILURES_PER_IP', 50, 1, 100_000),
  LOGIN_WINDOW: duration('LOGIN_WINDOW', '15 minutes'),
  BODY_LIMIT: int('BODY_LIMIT', 1_048_576, 1024, 100 * 1_048_576),
  SESSION_CACHE: duration('SESSION_CACHE', '5 seconds', true),
  LEAD_COUNT_CACHE: duration('LEAD_COUNT_CACHE', '3 seconds', true),
  WEB_CONCURRENCY: int('WEB_CONCURRENCY', 1, 1, 64),
  TRUST_PROXY: bool('TRUST_PROXY', false),
  API_DOCS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const value = (v ?? '').toLowerCase();
      if (value === '' || value === 'staff') return 'authenticated' as const;
      if (value === 'public') return 'public' as const;
      ctx.addIssue({ code: 'custom', message: `API_DOCS must be public or staff, got '${v}'.` });
      return z.NEVER;
    }),
  HSTS: bool('HSTS', true),
  SERVE_SOURCE_MAPS: bool('SERVE_SOURCE_MAPS', false),
  MAP_TILE_URL: z
    .string()
    .trim()
    .optional()
    .refine(
      (v) => !v || (/^https?:\/\/[^/]+\//.test(v) && ['{z}', '{x}', '{y}'].every((part) => v.includes(part))),
      'MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}.',
    ),
  MAP_TILE_ATTRIBUTION: z.string().trim().max(300).optional(),
  SITE_URL: url('SITE_URL').refine(
    (v) => v === undefined || /^https?:\/\//.test(v),
    'SITE_URL must be an http(s) URL.',
  ),
  HELLOLEADS_BASE_URL: url('HELLOLEADS_BASE_URL'),
  HELLOLEADS_EMAIL: z.string().trim().optional(),
  HELLOLEADS_API_KEY: z.string().trim().optional(),
  HELLOLEADS_LIST_KEY: z.string().trim().optional(),
  HELLOLEADS_RETRY_LIMIT: int('HELLOLEADS_RETRY_LIMIT', 8, 0, 100),
  HELLOLEADS_RETRY_DELAY: int('HELLOLEADS_RETRY_DELAY', 30, 1, 86_400),
  HELLOLEADS_TIMEOUT: duration('HELLOLEADS_TIMEOUT', '10 seconds'),
  PUBLIC_FORM_LIMIT: int('PUBLIC_FORM_LIMIT', 5, 1, 100_000),
  PUBLIC_FORM_WINDOW: duration('PUBLIC_FORM_WINDOW', '15 minutes'),
  SMTP_URL: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      if (!/^smtps?:\/\//.test(v) || !URL.canParse(v)) {
        ctx.addIssue({ code: 'custom', message: 'SMTP_URL must be an smtp:// or smtps:// URL.' });
        return z.NEVER;
      }
      return v;
    }),
  MAIL_FROM: z
    .string()
    .trim()
    .optional()
    .refine(
      (v) => !v || /^([^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(v),
      "MAIL_FROM must be an address, or 'Name <address>'.",
    ),
  MAIL_RETRY_LIMIT: int('MAIL_RETRY_LIMIT', 6, 0, 100),
  MAIL_RETRY_DELAY: int('MAIL_RETRY_DELAY', 60, 1, 86_400),
  ADMISSION_CONCURRENCY: int('ADMISSION_CONCURRENCY', 8, 0, 10_000),
  ADMISSION_QUEUE: int('ADMISSION_QUEUE', 200, 0, 100_000),
  ADMISSION_QUEUE_WAIT: duration('ADMISSION_QUEUE_WAIT', '10 seconds'),
  PUBLIC_CACHE_SHARED_MAX_AGE: duration('PUBLIC_CACHE_SHARED_MAX_AGE', '1 minutes', true),
  PUBLIC_CACHE_STALE: duration('PUBLIC_CACHE_STALE', '1 days', true),
  CDN_PURGE_URL: url('CDN_PURGE_URL').refine(
    (v) => v === undefined || /^https?:\/\//.test(v),
    'CDN_PURGE_URL must be an http(s) URL.',
  ),
  CDN_PURGE_TOKEN: z.string().trim().optional(),
  METRICS_TOKEN: z
    .string()
    .optional()
    .refine((v) => !v || v.length >= 16, 'METRICS_TOKEN must have at least 16 characters.'),
  METRICS_PORT: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1 || n > 65_535) {
        ctx.addIssue({ code: 'custom', message: `METRICS_PORT must be a port from 1 to 65535, got '${v}'.` });
        return z.NEVER;
      }
      return n;
    }),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_TIME: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return { hour: 2, minute: 30 };
      if (v.toLowerCase() === 'off') return null;
      const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(v.trim());
      if (!match) {
        ctx.addIssue({ code: 'custom', message: `BACKUP_TIME must be HH:MM (IST) or off, got '${v}'.` });
        return z.NEVER;
      }
      return { hour: Number(match[1]), minute: Number(match[2]) };
    }),
  BACKUP_KEEP_DAILY: int('BACKUP_KEEP_DAILY', 7, 1, 1000),
  BACKUP_KEEP_WEEKLY: int('BACKUP_KEEP_WEEKLY', 4, 0, 1000),
});

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the configuration from environment variables; throws ConfigError listing every bad value. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  stdoutIsTerminal = process.stdout.isTTY === true,
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        return issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`;
      }),
    );
  }
  const e = parsed.data as z.infer<typeof envSchema> & Record<string, string | undefined>;
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
    throw new ConfigError(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither.']);
  const remoteUrls: Partial<Record<RemoteName, string>> = {};
  for (const remote of REMOTE_NAMES) {
    const value = e[remoteEnvName(remote)];
    if (value) remoteUrls[remote] = value;
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseTimeouts: {
      connectMs: e.DB_CONNECT_TIMEOUT,
      statementMs: e.DB_STATEMENT_TIMEOUT,
      lockMs: e.DB_LOCK_TIMEOUT,
      idleInTransactionMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT,
    },
    dataDir: e.DATA_DIR ?? join(repoRoot, 'data'),
    objectStore: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION || 'us-east-1',
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
          accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
          prefix: e.S3_PREFIX ?? '',
        }
      : undefined,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    tokenLifetimeMs: e.TOKEN_LIFETIME,
    sessionIdleMs: e.SESSION_IDLE_TIMEOUT,
    deviceCookieSecret: e.DEVICE_COOKIE_SECRET || undefined,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (stdoutIsTerminal ? 'pretty' : 'json'),
    webRoot: e.WEB_ROOT ?? repoRoot,
    remoteUrls,
    mapTiles: {
      url: e.MAP_TILE_URL || DEFAULT_MAP_TILE_URL,
      attribution: e.MAP_TILE_ATTRIBUTION || DEFAULT_MAP_TILE_ATTRIBUTION,
    },
    seedDemo: e.SEED_DEMO,
    login: {
      slowdownAfter: e.LOGIN_SLOWDOWN_AFTER,
      maxFailures: e.LOGIN_MAX_FAILURES,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowMs: e.LOGIN_WINDOW,
      delayStepMs: 250,
    },
    bodyLimitBytes: e.BODY_LIMIT,
    sessionCacheMs: e.SESSION_CACHE,
    leadCountCacheMs: e.LEAD_COUNT_CACHE,
    webConcurrency: e.WEB_CONCURRENCY,
    trustProxy: e.TRUST_PROXY,
    apiDocs: e.API_DOCS,
    hsts: e.HSTS,
    serveSourceMaps: e.SERVE_SOURCE_MAPS,
    passwordHashCost: DEFAULT_PASSWORD_HASH_COST,
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    helloLeads: {
      baseUrl: (e.HELLOLEADS_BASE_URL ?? 'https://app.helloleads.io').replace(/\/+$/, ''),
      email: e.HELLOLEADS_EMAIL || undefined,
      apiKey: e.HELLOLEADS_API_KEY || undefined,
      listKey: e.HELLOLEADS_LIST_KEY || undefined,
      retryLimit: e.HELLOLEADS_RETRY_LIMIT,
      retryDelaySeconds: e.HELLOLEADS_RETRY_DELAY,
      timeoutMs: e.HELLOLEADS_TIMEOUT,
    },
    publicForms: { maxPerWindow: e.PUBLIC_FORM_LIMIT, windowMs: e.PUBLIC_FORM_WINDOW },
    mediaVariantsAhead: e.MEDIA_VARIANTS_AHEAD,
    resignationJobs: e.RESIGNATION_EXIT_JOBS,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM || 'Managewell <no-reply@localhost>',
      retryLimit: e.MAIL_RETRY_LIMIT,
      retryDelaySeconds: e.MAIL_RETRY_DELAY,
    },
    followUpReminders: e.FOLLOW_UP_REMINDERS,
    admission: {
      concurrency: e.ADMISSION_CONCURRENCY,
      queue: e.ADMISSION_QUEUE,
      queueWaitMs: e.ADMISSION_QUEUE_WAIT,
    },
    publicCache: {
      sharedMaxAgeSeconds: Math.round(e.PUBLIC_CACHE_SHARED_MAX_AGE / 1000),
      staleSeconds: Math.round(e.PUBLIC_CACHE_STALE / 1000),
      purgeUrl: e.CDN_PURGE_URL,
      purgeToken: e.CDN_PURGE_TOKEN || undefined,
    },
    metrics: { token: e.METRICS_TOKEN || undefined, port: e.METRICS_PORT },
    backup: {
      dir: e.BACKUP_DIR ?? join(e.DATA_DIR ?? join(repoRoot, 'data'), 'backups'),
      dailyAt: e.BACKUP_TIME,
      keepDaily: e.BACKUP_KEEP_DAILY,
      keepWeekly: e.BACKUP_KEEP_WEEKLY,
    },
  };
}

/** The markdown table of CONFIG_VARIABLES (the content of server/CONFIG.md). */
export function configMarkdown(): string {
  const rows = CONFIG_VARIABLES.map((v) => `| \`${v.name}\` | ${v.default} | ${v.meaning} |`);
  return [
    '# Server configuration',
    '',
    'The server reads these environment variables at start-up (`server/src/platform/config.ts`) and refuses to',
    'start, naming each bad value, when one is invalid. Generated by `pnpm --filter @managewell/server config:doc`.',
    '',
    '| Variable | Default | Meaning |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
