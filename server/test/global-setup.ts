import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/platform/config';
import { openDatabase, withoutRequestLimits } from '../src/platform/db/client';
import { startEmbeddedPostgres } from '../src/platform/db/embedded';
import { runMigrations } from '../src/platform/db/migrate';
import { freePort } from '../src/platform/lib/free-port';
import { seedDemo } from '../src/seed';
import { TEST_PASSWORD_COST } from './constants';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Starts one embedded PostgreSQL (or uses TEST_DATABASE_URL) and prepares a migrated, seeded
 * template database; each test file clones it with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let cleanup = async () => {};
  if (!adminUrl) {
    const dir = await mkdtemp(join(tmpdir(), 'mw-test-pg-'));
    await chmod(dir, 0o755);
    const embedded = await startEmbeddedPostgres({
      dataDir: dir,
      port: await freePort(),
      database: 'postgres',
    });
    adminUrl = embedded.url;
    cleanup = async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const template = `mw_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  await admin.end();

  // Seeding is start-up work: on a loaded machine its two parallel parts wait on each other's locks.
  const database = openDatabase(
    withDatabase(adminUrl, template),
    2,
    withoutRequestLimits(loadConfig({}).databaseTimeouts),
  );
  await runMigrations(database);
  await seedDemo(database.db, TEST_PASSWORD_COST);
  await database.close();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    const leftovers = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like 'mw_test_%' or datname = $1`,
      [template],
    );
    for (const row of leftovers.rows)
      await client.query(`drop database if exists ${row.datname} with (force)`);
    await client.end();
    await cleanup();
  };
}
