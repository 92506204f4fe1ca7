import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/platform/lib/free-port';

/**
 * The real server process (src/main.ts through tsx) on its own data folder and embedded
 * PostgreSQL: killed with SIGKILL, started again on the same folder, its PostgreSQL killed under it.
 */

const serverDir = join(import.meta.dirname, '..');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

interface RunningServer {
  process: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

let dataDir: string;
let port: number;
let pgPort: number;
let current: RunningServer | undefined;

function startServer(httpPort = port): RunningServer {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(httpPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    NODE_ENV: 'production',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { process: child, output: () => output, exited };
}

const url = (path: string) => `http://127.0.0.1:${port}${path}`;

async function healthStatus(): Promise<number> {
  try {
    return (await fetch(url('/api/health'))).status;
  } catch {
    return 0;
  }
}

/** Waits until the server answers health 200, failing at once (with its output) if it exits. */
async function waitUntilHealthy(server: RunningServer): Promise<void> {
  let exited = false;
  void server.exited.then(() => {
    exited = true;
  });
  await expect
    .poll(
      async () => {
        if (exited) throw new Error(`The server exited while starting:\n${server.output()}`);
        return healthStatus();
      },
      { timeout: 150_000, interval: 200 },
    )
    .toBe(200);
}

async function postmasterPid(): Promise<number> {
  const lock = await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  return Number(lock.split('\n')[0]);
}

async function storedEnquiries(email: string): Promise<number> {
  const password = (await readFile(join(dataDir, 'postgres-password'), 'utf8')).trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: pgPort,
    user: 'postgres',
    password,
    database: 'managewell',
  });
  await client.connect();
  try {
    const result = await client.query('select count(*)::int as n from leads where email = $1', [email]);
    return result.rows[0].n;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mw-crash-'));
  await chmod(dataDir, 0o755);
  port = await freePort();
  pgPort = await freePort();
});

afterAll(async () => {
  if (current && current.process.exitCode === null && current.process.signalCode === null) {
    current.process.kill('SIGKILL');
    await current.exited;
  }
  // Whatever is still running on the folder (a failed run) is stopped before it is removed.
  const leftover = await postmasterPid().catch(() => 0);
  if (leftover && isAlive(leftover)) process.kill(leftover, 'SIGQUIT');
  await rm(dataDir, { recursive: true, force: true });
});

describe('the server after crashes', () => {
  const email = `crash-${Date.now()}@example.com`;

  it('keeps an acknowledged enquiry across kill -9 and starts again on the same folder', async () => {
    current = startServer();
    await waitUntilHealthy(current);
    const stored = await fetch(url('/api/website-frontend/enquiry'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Meera Iyer',
        email,
        phone: '9820098200',
        service: 'infinity-pools',
        message: 'A pool on the terrace, please.',
      }),
    });
    expect(stored.status, await stored.clone().text()).toBe(201);

    const before = await postmasterPid();
    current.process.kill('SIGKILL');
    await current.exited;
    // The defect being guarded against: the killed server's PostgreSQL is still running.
    expect(isAlive(before)).toBe(true);

    current = startServer();
    await waitUntilHealthy(current);
    expect(current.output()).toContain('stopping a PostgreSQL left running on this data folder');
    expect(await postmasterPid()).not.toBe(before);
    expect(await storedEnquiries(email)).toBe(1);
  }, 300_000);

  it('refuses, saying why, to start a second server on a data folder in use', async () => {
    const second = startServer(await freePort());
    expect((await second.exited).code).toBe(1);
    expect(second.output()).toContain(
      `Another server (PID ${current!.process.pid}) is using the data folder`,
    );
    expect(await healthStatus()).toBe(200);
  }, 120_000);

  it('restarts its PostgreSQL when it is killed', async () => {
    const before = await postmasterPid();
    process.kill(before, 'SIGKILL');
    await expect
      .poll(() => postmasterPid().catch(() => before), { timeout: 150_000, interval: 200 })
      .not.toBe(before);
    await waitUntilHealthy(current!);
    expect(current!.output()).toContain('embedded PostgreSQL restarted');
    expect(await storedEnquiries(email)).toBe(1);
  }, 200_000);

  it('shuts down cleanly on SIGTERM: exit code 0 and its PostgreSQL stopped', async () => {
    const postmaster = await postmasterPid();
    current!.process.kill('SIGTERM');
    expect(await current!.exited).toEqual({ code: 0, signal: null });
    expect(isAlive(postmaster)).toBe(false);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 60_000);
});
