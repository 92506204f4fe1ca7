/**
 * WEB_CONCURRENCY: the real entry point (src/main.ts) as a primary with two workers on one port,
 * on a test database. A scrape of /metrics counts both workers' requests; a killed worker is
 * replaced; SIGTERM stops everything and exits 0.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { get } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/platform/lib/free-port';
import { cloneTemplate } from './helpers';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

interface LogLine {
  msg?: string;
  level?: number;
  worker?: number;
  workerPid?: number;
}

/** The primary's JSON log lines, as they arrive. */
function collectLogs(child: ChildProcess): LogLine[] {
  const lines: LogLine[] = [];
  let rest = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString('utf8')).split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part) as LogLine);
      } catch {
        // not a log line
      }
    }
  });
  return lines;
}

/** Waits for a condition; on a timeout, the error carries the primary's last log lines. */
async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  logs: LogLine[],
  timeoutMs = 150_000,
) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) {
      const tail = logs.slice(-30).map((line) => JSON.stringify(line));
      throw new Error(`Timed out waiting for: ${what}. The server's last log lines:\n${tail.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A GET on a connection of its own, so the primary hands it to the next worker in turn. */
function statusOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });
}

/** The sum of a counter's series whose labels include `labels` (Prometheus text format). */
function counterSum(text: string, name: string, labels: string): number {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) && line.includes(labels))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

let child: ChildProcess | undefined;
afterAll(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
});

describe('WEB_CONCURRENCY=2', () => {
  it('serves from two workers, replaces a killed one, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: await cloneTemplate(),
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'debug',
        METRICS_TOKEN: 'cluster-test-token',
        SEED_DEMO: 'false',
        // The template's ~190 pictures would be rasterised by the workers meanwhile: CPU this
        // test of processes does not need, which made it slow under a full run.
        MEDIA_VARIANTS_AHEAD: 'false',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    const logs = collectLogs(child);
    const listening = () => logs.filter((l) => l.msg === 'worker listening');

    await waitFor('the server is ready', () => logs.some((l) => l.msg === 'Managewell server ready'), logs);
    const first = listening().map((l) => l.workerPid!);
    expect(new Set(first).size).toBe(2);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    // Ten requests, shared between the workers; whichever worker a scrape reaches counts all ten.
    for (let i = 0; i < 10; i++)
      expect(await statusOnNewConnection(`http://127.0.0.1:${port}/api/health`)).toBe(200);
    const scrape = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: 'Bearer cluster-test-token' },
    });
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    expect(
      counterSum(text, 'http_requests_total', 'route="/api/health",status="200"'),
    ).toBeGreaterThanOrEqual(11);

    process.kill(first[0]!, 'SIGKILL');
    await waitFor('a new worker listens', () => listening().length === 3, logs);
    const replacement = listening()[2]!.workerPid!;
    expect(first).not.toContain(replacement);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect([first[1]!, replacement].filter(isAlive)).toEqual([]);
  }, 400_000);
});
