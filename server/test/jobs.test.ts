/**
 * The job runner (platform/jobs): one pg-boss per process. Several processes starting together on
 * a database without pg-boss's schema set up every queue without a deadlock, and a stop, while the
 * jobs start or a job runs, ends them before the pool without an error.
 */
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { EXIT_QUEUE } from '../src/people/resignation/jobs';
import { LEAD_FORWARDING_QUEUE } from '../src/pipeline/lead-forwarding/forwarder';
import { QUOTATION_EXPIRY_QUEUE } from '../src/pipeline/quotations/expiry';
import { FOLLOW_UP_QUEUE } from '../src/pipeline/sales/reminders';
import type { Config } from '../src/platform/config';
import { type Database, openDatabase } from '../src/platform/db/client';
import { JobRunner } from '../src/platform/jobs';
import { mediaArriving } from '../src/website/site/media-arriving';
import { MEDIA_VARIANTS_QUEUE } from '../src/website/site/media-jobs';
import { insertMedia } from '../src/website/site/repository';
import { CONTENT_SCHEDULE_QUEUE } from '../src/website/site-admin/schedules';
import { MAIL_QUEUE } from '../src/workplace/mail/mailer';
import { cloneTemplate, testConfig } from './helpers';

const APP_QUEUES = [
  MAIL_QUEUE,
  LEAD_FORWARDING_QUEUE,
  MEDIA_VARIANTS_QUEUE,
  FOLLOW_UP_QUEUE,
  QUOTATION_EXPIRY_QUEUE,
  CONTENT_SCHEDULE_QUEUE,
  EXIT_QUEUE,
];

interface LogLine {
  level: number;
  msg: string;
  err?: { message?: string };
}

/** A logger that keeps what is logged at warn and above. */
function capturingLog() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim()) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const log = pino({ level: 'warn' }, stream) as unknown as FastifyBaseLogger;
  const errors = () =>
    lines.filter((line) => line.level >= 50).map((line) => `${line.msg}: ${line.err?.message}`);
  return { log, errors };
}

/** Every background job on (nothing reachable to send mail or leads to: those only warn). */
function allJobsOn(url: string): Config {
  const base = testConfig(url);
  return {
    ...base,
    mediaVariantsAhead: true,
    followUpReminders: true,
    resignationJobs: true,
    mail: { ...base.mail, smtpUrl: 'smtp://127.0.0.1:9' },
    helloLeads: {
      ...base.helloLeads,
      baseUrl: 'http://127.0.0.1:9',
      email: 'sales@example.in',
      apiKey: 'key',
      listKey: 'list',
    },
  };
}

/** A database without pg-boss's schema and without the seed's pictures (no minutes of sharp). */
async function freshDatabase(): Promise<string> {
  const url = await cloneTemplate();
  const database = openDatabase(url, 1);
  await database.db.execute(sql`drop schema if exists pgboss cascade`);
  await database.db.execute(sql`delete from media`);
  await database.close();
  return url;
}

const opened: { app?: FastifyInstance; database: Database }[] = [];
afterEach(async () => {
  for (const { app, database } of opened.splice(0)) {
    await app?.close();
    await database.close();
  }
  mediaArriving(Promise.resolve());
});

describe('processes starting together', () => {
  it('set up every queue without a deadlock or an error', async () => {
    const url = await freshDatabase();
    const { log, errors } = capturingLog();
    const apps = await Promise.all(
      [1, 2, 3].map(async () => {
        const database = openDatabase(url, 4);
        const entry: (typeof opened)[number] = { database };
        opened.push(entry);
        entry.app = await buildApp(allJobsOn(url), { database, logger: log });
        await entry.app.listen({ port: 0, host: '127.0.0.1' });
        return entry.app;
      }),
    );
    for (const app of apps) for (const queue of APP_QUEUES) expect(app.jobs.ready(queue), queue).toBe(true);
    const probe = opened[0]!.database;
    const { rows } = await probe.pool.query<{ name: string }>('select name from pgboss.queue');
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining([...APP_QUEUES, '__pgboss__send-it']));
    expect(errors()).toEqual([]);
  }, 120_000);

  it('set up a queue registered after the start, on each runner', async () => {
    const url = await freshDatabase();
    const { log, errors } = capturingLog();
    const runners = [1, 2, 3].map(() => {
      const database = openDatabase(url, 2);
      opened.push({ database });
      return new JobRunner({ pool: database.pool, log });
    });
    expect(await Promise.all(runners.map((runner) => runner.start()))).toEqual([true, true, true]);
    const registered = await Promise.all(
      runners.flatMap((runner, i) =>
        ['late-a', 'late-b'].map((name) =>
          runner.register({ name: `${name}-${i}`, options: { retryLimit: 1 } }),
        ),
      ),
    );
    expect({ registered, errors: errors() }).toEqual({ registered: registered.map(() => true), errors: [] });
    for (const runner of runners) await runner.stop();
    expect(errors()).toEqual([]);
  }, 60_000);
});

describe('a stop', () => {
  it('while the runner starts ends it before the pool, and later registrations say it is not running', async () => {
    const url = await freshDatabase();
    const { log, errors } = capturingLog();
    const database = openDatabase(url, 2);
    const runner = new JobRunner({ pool: database.pool, log });
    const registered = runner.register({ name: 'never', options: {}, worker: { handler: async () => {} } });
    const started = runner.start();
    await runner.stop();
    await database.close();
    expect(await started).toBe(false);
    expect(await registered).toBe(false);
    expect(await runner.register({ name: 'after-stop', options: {} })).toBe(false);
    expect(runner.running).toBe(false);
    expect(errors()).toEqual([]);
  }, 60_000);

  it('during the start-up work and a running job stops the workers before the pool ends, without an error', async () => {
    const url = await freshDatabase();
    const { log, errors } = capturingLog();
    // A first start: the seed is still storing its pictures, which the start-up work waits for.
    mediaArriving(new Promise(() => {}));
    const database = openDatabase(url, 4);
    // Whatever would still reach the pool after it ended.
    const late: unknown[] = [];
    const query = database.pool.query.bind(database.pool) as (...args: unknown[]) => unknown;
    (database.pool as unknown as { query: typeof query }).query = (...args) => {
      if (database.pool.ending) late.push(args[0]);
      return query(...args);
    };
    const app = await buildApp(allJobsOn(url), { database, logger: log });
    await app.listen({ port: 0, host: '127.0.0.1' });
    expect((app.server.address() as AddressInfo).port).toBeGreaterThan(0);
    // A stored picture: its variants' jobs run (sharp) in this process.
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#1a6fb0' } })
      .png()
      .toBuffer();
    await insertMedia(
      { db: database.db, events: app.events },
      { id: 'stop-photo', content: photo, mime: 'image/png', alt: 'A pool' },
    );
    const active = async () =>
      (
        await database.pool.query<{ n: number }>(
          `select count(*)::int as n from pgboss.job where name = $1 and state = 'active'`,
          [MEDIA_VARIANTS_QUEUE],
        )
      ).rows[0]!.n;
    await expect.poll(active, { timeout: 30_000, interval: 50 }).toBeGreaterThan(0);
    await app.close();
    await database.close();
    expect(app.jobs.running).toBe(false);
    expect(late).toEqual([]);
    expect(errors()).toEqual([]);
  }, 120_000);
});
