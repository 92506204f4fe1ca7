import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, configMarkdown, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    // Only this computer, until HOST is set: the demo accounts' passwords are public.
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseTimeouts).toEqual({
      connectMs: 5_000,
      statementMs: 5_000,
      lockMs: 3_000,
      idleInTransactionMs: 60_000,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.embeddedPgPort).toBe(5433);
    expect(config.tokenLifetimeMs).toBe(86_400_000);
    expect(config.sessionIdleMs).toBe(2 * 3_600_000);
    expect(config.deviceCookieSecret).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.remoteUrls).toEqual({});
  });

  it('reads overrides', () => {
    const config = loadConfig({
      PORT: '8080',
      TOKEN_LIFETIME: '12 hours',
      SESSION_IDLE_TIMEOUT: '30 minutes',
      SEED_DEMO: 'false',
      REMOTE_SALES_URL: 'https://cdn.example.com/sales/remoteEntry.js',
      DATABASE_URL: 'postgres://u:p@db:5432/mw',
    });
    expect(config.port).toBe(8080);
    expect(config.tokenLifetimeMs).toBe(43_200_000);
    expect(config.sessionIdleMs).toBe(1_800_000);
    expect(config.seedDemo).toBe(false);
    expect(config.remoteUrls).toEqual({ sales: 'https://cdn.example.com/sales/remoteEntry.js' });
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/mw');
  });

  it('reads the database time limits (0 disables all but the connect one)', () => {
    const config = loadConfig({
      DB_CONNECT_TIMEOUT: '2 seconds',
      DB_STATEMENT_TIMEOUT: '0 seconds',
      DB_LOCK_TIMEOUT: '1 second',
      DB_IDLE_IN_TRANSACTION_TIMEOUT: '10 minutes',
    });
    expect(config.databaseTimeouts).toEqual({
      connectMs: 2_000,
      statementMs: 0,
      lockMs: 1_000,
      idleInTransactionMs: 600_000,
    });
    expect(() => loadConfig({ DB_CONNECT_TIMEOUT: '0 seconds' })).toThrow(/DB_CONNECT_TIMEOUT/);
  });

  it('reads the site-survey map tiles, OpenStreetMap by default, refusing a URL without {z}/{x}/{y}', () => {
    expect(loadConfig({}).mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
    const own = loadConfig({
      MAP_TILE_URL: 'https://{s}.tiles.example.in/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example',
    });
    expect(own.mapTiles).toEqual({
      url: 'https://{s}.tiles.example.in/{z}/{x}/{y}.png',
      attribution: '© Example',
    });
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.in/map.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'javascript:{z}{x}{y}' })).toThrow(/MAP_TILE_URL/);
  });

  it('logs readable lines on a terminal and JSON elsewhere or when asked', () => {
    expect(loadConfig({}, true).logFormat).toBe('pretty');
    expect(loadConfig({}, false).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT must be pretty or json/);
    expect(loadConfig({}).apiDocs).toBe('authenticated');
    expect(loadConfig({ API_DOCS: 'public' }).apiDocs).toBe('public');
    expect(loadConfig({ API_DOCS: 'staff' }).apiDocs).toBe('authenticated');
    expect(() => loadConfig({ API_DOCS: 'everyone' })).toThrow(/API_DOCS must be public or staff/);
  });

  it('reads the mail settings (no SMTP server by default: mail is kept)', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: 'Managewell <no-reply@localhost>',
      retryLimit: 6,
      retryDelaySeconds: 60,
    });
    expect(
      loadConfig({
        SMTP_URL: 'smtps://office%40tarangpools.in:secret@smtp.example.in:465',
        MAIL_FROM: 'Tarang Pools <office@tarangpools.in>',
        MAIL_RETRY_LIMIT: '2',
        MAIL_RETRY_DELAY: '5',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://office%40tarangpools.in:secret@smtp.example.in:465',
      from: 'Tarang Pools <office@tarangpools.in>',
      retryLimit: 2,
      retryDelaySeconds: 5,
    });
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.in' })).toThrow(/SMTP_URL must be an smtp/);
    expect(() => loadConfig({ MAIL_FROM: 'Tarang Pools' })).toThrow(/MAIL_FROM must be an address/);
    expect(() => loadConfig({ MAIL_FROM: 'x <a@b.in>\r\nBcc: c@d.in' })).toThrow(/MAIL_FROM/);
  });

  it('names every bad value', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        TOKEN_LIFETIME: 'forever',
        SEED_DEMO: 'maybe',
        DATABASE_URL: 'mysql://x',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems } = error as ConfigError;
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/PORT must be a whole number/);
    expect(problems.join('\n')).toMatch(/TOKEN_LIFETIME must look like '1 days'/);
    expect(problems.join('\n')).toMatch(/SEED_DEMO must be true or false/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL must be a postgres/);
  });

  it('keeps files under DATA_DIR unless S3_BUCKET names a bucket', () => {
    expect(loadConfig({}).objectStore).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'files' }).objectStore).toEqual({
      bucket: 'files',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      prefix: '',
    });
    const minio = loadConfig({
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PREFIX: 'managewell/',
    }).objectStore;
    expect(minio).toMatchObject({
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      prefix: 'managewell/',
    });
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_PREFIX: '../x' })).toThrow(/S3_PREFIX/);
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toThrow(/go together/);
  });

  it('keeps CONFIG.md in step with the code (pnpm --filter @managewell/server config:doc)', () => {
    // Compared without layout: the formatter may pad the table's columns.
    const squash = (text: string) => text.replace(/\s+/g, '').replace(/-+/g, '-');
    expect(squash(readFileSync(new URL('../../CONFIG.md', import.meta.url), 'utf8'))).toBe(
      squash(configMarkdown()),
    );
  });
});
