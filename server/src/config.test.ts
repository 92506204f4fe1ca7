import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, configMarkdown, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
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

  it('keeps CONFIG.md in step with the code (pnpm --filter @managewell/server config:doc)', () => {
    // Compared without layout: the formatter may pad the table's columns.
    const squash = (text: string) => text.replace(/\s+/g, '').replace(/-+/g, '-');
    expect(squash(readFileSync(new URL('../CONFIG.md', import.meta.url), 'utf8'))).toBe(
      squash(configMarkdown()),
    );
  });
});
