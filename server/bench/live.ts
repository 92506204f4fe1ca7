// Live channel benchmark (not a test): pnpm --filter @managewell/server bench:live
// Needs `pnpm --filter @managewell/server build` first. Starts dist/main.js on a fresh embedded
// PostgreSQL, then a second process on the same database, adds 100 bench staff with two tabs each
// (200 live channels), and measures chat message delivery sender → recipient's tabs (p50/p99):
// with every tab on the sender's process, and with the recipients on the other process (through
// LISTEN/NOTIFY). Then the idle memory per connected client (BENCH_IDLE_CLIENTS, default 1000).
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../src/platform/lib/free-port';
import { waitFor200 } from './wait';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const mainJs = join(serverDir, 'dist', 'main.js');
const USERS = 100;
const TABS_PER_USER = 2;
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200);
const IDLE_CLIENTS = Number(process.env.BENCH_IDLE_CLIENTS ?? 1000);

interface Tab {
  userId: number;
  close: () => void;
}

const waiting = new Map<number, Map<string, () => void>>();

/** Opens a live channel; each 'message' event resolves the waiter registered for its client id. */
async function openTab(base: string, token: string, userId: number): Promise<Tab> {
  const abort = new AbortController();
  const response = await fetch(`${base}/api/live`, {
    headers: { authorization: `Bearer ${token}` },
    signal: abort.signal,
  });
  if (response.status !== 200) throw new Error(`live: ${response.status}`);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let hello: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    hello = resolve;
  });
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (!data) continue;
          const event = JSON.parse(data.slice(6));
          if (event.type === 'hello') hello();
          if (event.type === 'message' && event.message.recipientId === userId)
            waiting.get(userId)?.get(event.message.clientId)?.();
        }
      }
    } catch {
      // closed
    }
  })();
  await ready;
  return { userId, close: () => abort.abort() };
}

/** Opens tabs 25 at a time (each waits for its 'hello'). */
async function openTabs(base: string, tokens: Map<number, string>, userIds: number[]): Promise<Tab[]> {
  const opened: Tab[] = [];
  for (let i = 0; i < userIds.length; i += 25) {
    const batch = userIds.slice(i, i + 25);
    opened.push(...(await Promise.all(batch.map((id) => openTab(base, tokens.get(id)!, id)))));
  }
  return opened;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Sends MESSAGES messages between random bench users; latency = POST sent → every recipient tab has it. */
async function deliveries(
  sendBase: string,
  tokens: Map<number, string>,
  userIds: number[],
): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < MESSAGES; i++) {
    const from = userIds[i % userIds.length]!;
    const to = userIds[(i * 7 + 13) % userIds.length]!;
    if (from === to) continue;
    const clientId = randomUUID();
    const started = performance.now();
    const forUser = waiting.get(to) ?? new Map<string, () => void>();
    waiting.set(to, forUser);
    let tabsLeft = TABS_PER_USER;
    const arrived = new Promise<void>((resolve) => {
      forUser.set(clientId, () => {
        if (--tabsLeft === 0) resolve();
      });
    });
    const timeout = setTimeout(
      () => console.error(`message ${i} to ${to}: ${tabsLeft} tabs still waiting`),
      10_000,
    );
    const response = await fetch(`${sendBase}/api/chat/friends/${to}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.get(from)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ clientId, msg: `bench ${i}` }),
    });
    if (response.status !== 201) throw new Error(`send: ${response.status} ${await response.text()}`);
    await arrived;
    clearTimeout(timeout);
    latencies.push(performance.now() - started);
    forUser.delete(clientId);
  }
  return latencies.sort((a, b) => a - b);
}

/**
 * Bench-only preload for process B: on SIGUSR2 it collects garbage and writes the process's
 * memory use (JSON) to MEMORY_FILE, so the idle cost per client is measured after GC rather than
 * read from RSS (which moves by more than the clients' few KiB with allocator and GC noise).
 */
const MEMORY_PRELOAD = `
const { writeFileSync } = require('node:fs');
process.on('SIGUSR2', () => {
  for (let i = 0; i < 3; i++) global.gc();
  writeFileSync(process.env.MEMORY_FILE + '.tmp', JSON.stringify(process.memoryUsage()));
  require('node:fs').renameSync(process.env.MEMORY_FILE + '.tmp', process.env.MEMORY_FILE);
});`;

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

/** Process B's memory after a full GC (through the preload above). */
async function memoryAfterGc(child: ChildProcess, file: string): Promise<Memory> {
  rmSync(file, { force: true });
  child.kill('SIGUSR2');
  for (let i = 0; i < 200; i++) {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as Memory;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error('the server did not report its memory');
}

function start(env: Record<string, string>, nodeArgs: string[] = []): ChildProcess {
  return spawn(process.execPath, [...nodeArgs, mainJs], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_CONCURRENCY: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

async function main() {
  const temp = mkdtempSync(join(tmpdir(), 'mw-bench-live-'));
  await chmod(temp, 0o755);
  const dataDir = join(temp, 'data');
  const webRoot = join(temp, 'web');
  mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>Managewell</title>');
  const [portA, portB, pgPort] = [await freePort(), await freePort(), await freePort()];
  const baseA = `http://127.0.0.1:${portA}`;
  const baseB = `http://127.0.0.1:${portB}`;
  const a = start({
    PORT: String(portA),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    WEB_ROOT: webRoot,
    DATABASE_URL: '',
  });
  let b: ChildProcess | null = null;
  const tabs: Tab[] = [];
  const rows: string[][] = [];
  try {
    await waitFor200(`${baseA}/api/health`, 180_000, 50);
    const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
    const databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@localhost:${pgPort}/managewell`;
    const preload = join(temp, 'memory-preload.cjs');
    const memoryFile = join(temp, 'memory.json');
    writeFileSync(preload, MEMORY_PRELOAD);
    b = start(
      {
        PORT: String(portB),
        DATABASE_URL: databaseUrl,
        WEB_ROOT: webRoot,
        SEED_DEMO: 'false',
        MEMORY_FILE: memoryFile,
      },
      ['--expose-gc', '--require', preload],
    );
    await waitFor200(`${baseB}/api/health`, 120_000, 50);

    // 100 bench staff with one session each (inserted directly: no password hashing).
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows: users } = await client.query<{ id: number }>(`
      insert into users (username, password_hash, role, full_name)
      select 'bench' || g, 'x', 'employee', 'Bench User ' || lpad(g::text, 3, '0')
      from generate_series(1, ${USERS}) g returning id`);
    const tokens = new Map<number, string>();
    for (const { id } of users) {
      const token = randomBytes(32).toString('base64url');
      tokens.set(id, token);
      await client.query(
        `insert into sessions (token_hash, user_id, expires_at, last_seen_at) values ($1, $2, now() + interval '1 day', now())`,
        [createHash('sha256').update(token).digest('hex'), id],
      );
    }
    await client.end();
    const userIds = users.map((u) => u.id);

    console.error('bench users ready');
    for (const [label, receiveBase] of [
      ['one process', baseA],
      ['across two processes', baseB],
    ] as const) {
      const wanted = userIds.flatMap((id) => Array.from({ length: TABS_PER_USER }, () => id));
      tabs.push(...(await openTabs(receiveBase, tokens, wanted)));
      console.error(`${tabs.length} tabs open (${label})`);
      await deliveries(baseA, tokens, userIds.slice(0, 20)); // warm-up (and rate limit budget is per user)
      const latencies = await deliveries(baseA, tokens, userIds.slice(20));
      rows.push([
        `Message delivery, ${tabs.length} live clients, ${label}`,
        `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
        `${latencies.length} messages, sent to process A, recipients' ${TABS_PER_USER} tabs on ${label === 'one process' ? 'A' : 'B'}`,
      ]);
      console.log(`| ${rows.at(-1)!.join(' | ')} |`);
      for (const tab of tabs.splice(0)) tab.close();
      // Rate limit: a minute's budget per sender; the next round uses fresh clocks.
      const reset = new pg.Client({ connectionString: databaseUrl });
      await reset.connect();
      await reset.query('delete from chat_messages');
      await reset.end();
    }

    // Idle memory per connected client on process B (no traffic but keep-alives), after GC.
    await new Promise((r) => setTimeout(r, 2_000));
    const before = await memoryAfterGc(b, memoryFile);
    const idle = Array.from({ length: IDLE_CLIENTS }, (_, i) => userIds[i % userIds.length]!);
    tabs.push(...(await openTabs(baseB, tokens, idle)));
    await new Promise((r) => setTimeout(r, 3_000));
    const after = await memoryAfterGc(b, memoryFile);
    const kib = (key: keyof Memory) => {
      const perClient = (after[key] - before[key]) / 1024 / IDLE_CLIENTS;
      return Math.abs(perClient) < 0.05 ? '0.0' : perClient.toFixed(1);
    };
    const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);
    rows.push([
      `Idle memory per live client (${IDLE_CLIENTS} clients, after GC)`,
      `${kib('heapUsed')} KiB JS heap + ${kib('external')} KiB outside it (buffers, sockets)`,
      `heap ${mib(before.heapUsed)} → ${mib(after.heapUsed)} MiB; RSS ${mib(before.rss)} → ${mib(after.rss)} MiB (RSS also grows by allocator pages)`,
    ]);
    console.log(`| ${rows.at(-1)!.join(' | ')} |`);
  } finally {
    for (const tab of tabs) tab.close();
    for (const child of [b, a]) {
      if (!child) continue;
      child.kill('SIGTERM');
      await stopped(child);
    }
    rmSync(temp, { recursive: true, force: true });
  }
  console.log(
    `\nLive channel benchmark (${new Date().toISOString()}, Node ${process.version}): ${rows.length} rows above\n`,
  );
}

await main();
