// Cold start only (see docs/decisions/0026-cold-start-order.md): spawns the built server (dist/main.js) with a fresh DATA_DIR, times
// it to the first GET / 200, and prints the server's own start timeline (its info log lines, ms
// from spawn). `pnpm --filter @managewell/server exec tsx bench/cold-start.ts [runs]`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { replenishSpare } from '../src/platform/db/cluster-template';
import { freePort } from '../src/platform/lib/free-port';
import { waitFor200 } from './wait';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(serverDir, '..');
// COLD_START_MAIN: another build's dist/main.js (e.g. main's), to compare under the same load.
const mainJs = process.env.COLD_START_MAIN ?? join(serverDir, 'dist', 'main.js');

/** The server process's own CPU time so far (user + system, ms): less load-dependent than wall time. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

async function once(): Promise<{ ms: number; cpu: number }> {
  // Each run is a first start after a build: the template's spare copy is there (the previous
  // run took it and was stopped before it had made the next one).
  await replenishSpare(join(dirname(mainJs), 'pg-template'));
  const temp = mkdtempSync(join(tmpdir(), 'mw-cold-'));
  await chmod(temp, 0o755);
  const port = await freePort();
  const pgPort = await freePort();
  const timeline: string[] = [];
  const started = performance.now();
  const child = spawn(process.execPath, [mainJs], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(temp, 'data'),
      EMBEDDED_PG_PORT: String(pgPort),
      WEB_ROOT: existsSync(join(repoRoot, 'shell', 'dist', 'index.html')) ? repoRoot : '/work/main',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      DATABASE_URL: '',
      MEDIA_VARIANTS_AHEAD: 'false',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const at = (performance.now() - started).toFixed(0).padStart(5);
    try {
      const entry = JSON.parse(line) as { msg?: string; ms?: number };
      timeline.push(`${at} ms  ${entry.msg}${entry.ms !== undefined ? ` (${entry.ms} ms)` : ''}`);
    } catch {
      // the demo accounts table
    }
  });
  try {
    await waitFor200(`http://127.0.0.1:${port}/`, 180_000);
    const ms = performance.now() - started;
    const cpu = cpuMs(child.pid!);
    timeline.push(`${ms.toFixed(0).padStart(5)} ms  ← GET / 200 (server CPU ${cpu.toFixed(0)} ms)`);
    // Let the background work log too (pictures), then stop.
    await new Promise((r) => setTimeout(r, Number(process.env.AFTER_MS ?? 2500)));
    return { ms, cpu };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(temp, { recursive: true, force: true });
    console.log(timeline.join('\n'));
  }
}

const runs = Number(process.argv[2] ?? 3);
const figures: string[] = [];
for (let i = 0; i < runs; i++) {
  const load = loadavg()[0]!.toFixed(1);
  const { ms, cpu } = await once();
  figures.push(`${ms.toFixed(0)} ms, server CPU ${cpu.toFixed(0)} ms (load ${load})`);
  console.log(`run ${i + 1}: cold start → GET / 200 ${figures.at(-1)}\n`);
}
console.log(`cold start (${mainJs}): ${figures.join('; ')}`);
