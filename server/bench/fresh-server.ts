import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../src/platform/lib/free-port';
import { waitFor200 } from './wait';

const mainJs = join(fileURLToPath(new URL('..', import.meta.url)), 'dist', 'main.js');

/** The built server (dist/main.js) on a fresh embedded PostgreSQL of its own, for one bench. */
export interface FreshServer {
  base: string;
  /** The bench's own folder (data, and the WEB_ROOT it made). */
  temp: string;
  /** A client of its database (the bench's own rows go in through it); the caller ends it. */
  connect(): Promise<pg.Client>;
  /** Stops the server and removes its data. */
  stop(): Promise<void>;
}

/** Exits when the built server is missing, with the command that builds it. */
export function requireBuiltServer(): void {
  if (existsSync(mainJs)) return;
  console.error('dist/main.js is missing: run `pnpm --filter @managewell/server build` first.');
  process.exit(1);
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

export interface FreshServerOptions {
  /** Makes the WEB_ROOT in the bench's folder (default: a shell index.html alone). */
  webRoot?: (temp: string) => string;
  /** More environment variables of the server. */
  env?: Record<string, string>;
}

/** Starts dist/main.js with `processes` workers on a fresh data folder, and waits for its health answer. */
export async function startFreshServer(
  name: string,
  processes = 1,
  options: FreshServerOptions = {},
): Promise<FreshServer> {
  const temp = mkdtempSync(join(tmpdir(), `mw-bench-${name}-`));
  await chmod(temp, 0o755);
  const dataDir = join(temp, 'data');
  let webRoot = join(temp, 'web');
  if (options.webRoot) webRoot = options.webRoot(temp);
  else {
    mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>Managewell</title>');
  }
  const port = await freePort();
  const pgPort = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [mainJs], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      WEB_ROOT: webRoot,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      WEB_CONCURRENCY: String(processes),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await stopped(child);
    rmSync(temp, { recursive: true, force: true });
  };
  try {
    await waitFor200(`${base}/api/health`, 120_000, 50);
  } catch (error) {
    await stop();
    throw error;
  }
  const connect = async () => {
    const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
    const client = new pg.Client({
      connectionString: `postgres://postgres:${encodeURIComponent(password)}@localhost:${pgPort}/managewell`,
    });
    client.on('error', () => {}); // the server's shutdown ends this connection if a step fails
    await client.connect();
    return client;
  };
  return { base, temp, connect, stop };
}
