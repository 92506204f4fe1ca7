import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded';
import { runMigrations } from './db/migrate';
import { seedDemo, seedInBackground } from './seed';
import { demoAccountsTable } from './seed/accounts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const config = readConfig();
  const log = pino({ level: config.logLevel });
  await mkdir(join(config.dataDir, 'uploads'), { recursive: true });

  let embedded: EmbeddedDatabase | null = null;
  if (!config.databaseUrl) {
    log.info({ dataDir: config.dataDir, port: config.embeddedPgPort }, 'starting embedded PostgreSQL');
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      log: (message) => log.debug({ postgres: message.trim() }),
    });
    config.databaseUrl = embedded.url;
  }

  const database = openDatabase(config.databaseUrl!);
  let shuttingDown = false;
  const stopDatabase = async () => {
    await database.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
  };

  try {
    await runMigrations(database);
    if (config.seedDemo) {
      const result = await seedDemo(database.db, config.passwordHashCost, Date.now(), {
        sitePictures: 'later',
      });
      if (result.site.seeded) log.info(result.site, 'seeded the website content');
      if (result.seeded) {
        log.info(result, 'seeded demo data');
        console.log(`\nDemo accounts (first start):\n\n${demoAccountsTable()}\n`);
      }
    }
  } catch (error) {
    log.fatal({ err: error }, 'could not prepare the database');
    await stopDatabase();
    process.exit(1);
  }

  const app = await buildApp(config, { database });
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close().catch((error: unknown) => log.error({ err: error }, 'error while closing the server'));
    await stopDatabase();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    log.fatal({ err: error }, `could not listen on ${config.host}:${config.port}`);
    await stopDatabase();
    process.exit(1);
  }
  log.info(
    { url: `http://localhost:${config.port}`, startupMs: Math.round(performance.now() - started) },
    'Managewell server ready',
  );
  if (config.seedDemo) void seedInBackground(database.db, log);
}

void main();
