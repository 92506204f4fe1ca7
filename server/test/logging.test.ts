import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/platform/db/client';
import { testConfig } from './helpers';

/** The lines a pino logger at `level` writes while the app answers one request. */
async function linesOfOneRequest(level: 'info' | 'debug'): Promise<{ msg: string; level: number }[]> {
  const lines: { msg: string; level: number }[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const url = inject('adminDatabaseUrl');
  const database = openDatabase(url, 1);
  const app = await buildApp(testConfig(url), { database, logger: pino({ level }, sink) });
  opened.push(async () => {
    await app.close();
    await database.close();
  });
  lines.length = 0;
  expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  return lines;
}

const opened: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of opened) await close();
});

describe('request logging', () => {
  it('keeps per-request lines out of the info log', async () => {
    const lines = await linesOfOneRequest('info');
    expect(lines.map((line) => line.msg)).not.toContain('incoming request');
    expect(lines.map((line) => line.msg)).not.toContain('request completed');
  });

  it('writes them at debug', async () => {
    const lines = await linesOfOneRequest('debug');
    const messages = lines.filter((line) => line.level === 20).map((line) => line.msg);
    expect(messages).toContain('incoming request');
    expect(messages).toContain('request completed');
  });
});
