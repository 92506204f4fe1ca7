// `pnpm bench`: benchmarks of the production build (not tests; figures, no pass/fail).
// Builds what is stale, then runs the server benchmark (server/bench/run.ts): cold start,
// login throughput, lead list latency with 100,000 leads, static-file throughput, the public settings
// endpoint beside a static file of its size, the mixed load on one process and on two, and the
// public pages in throttled Chromium and Lighthouse; then the live channel, the back office's
// JavaScript per role against its budgets (e2e/bench/back-office.mjs), staff under a public flood
// (server/bench/flood.ts) and the content studio.
import { spawnSync } from 'node:child_process';
import { APPS, needsBuild, root } from './apps.mjs';

const stale = APPS.filter(needsBuild);
if (stale.length > 0) {
  const filters = stale.flatMap((a) => ['--filter', a.pkg]);
  const built = spawnSync('pnpm', [...filters, '--workspace-concurrency=2', 'run', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
// Options go to server/bench/run.ts, e.g. `pnpm bench --web-concurrency=2 --mixed-seconds=60`.
const bench = spawnSync(
  'pnpm',
  ['--filter', '@managewell/server', 'run', 'bench', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
if (bench.status !== 0) process.exit(bench.status ?? 1);
// The live channel (see docs/decisions/0031-live-channel-sse.md): chat delivery p50/p99 with 200 clients on one and two processes,
// idle memory per client (server/bench/live.ts).
const live = spawnSync('pnpm', ['--filter', '@managewell/server', 'run', 'bench:live'], {
  cwd: root,
  stdio: 'inherit',
});
if (live.status !== 0) process.exit(live.status ?? 1);
const backOffice = spawnSync(process.execPath, ['e2e/bench/back-office.mjs'], {
  cwd: root,
  stdio: 'inherit',
});
if (backOffice.status !== 0) process.exit(backOffice.status ?? 1);
// Staff under a public flood (admission control) and the public home against a static file.
const flood = spawnSync('pnpm', ['--filter', '@managewell/server', 'run', 'bench:flood'], {
  cwd: root,
  stdio: 'inherit',
});
if (flood.status !== 0) process.exit(flood.status ?? 1);
// The content studio: publish-to-visible (1 and 2 processes) and a 5,000-item list.
const studio = spawnSync('pnpm', ['--filter', '@managewell/server', 'run', 'bench:studio'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(studio.status ?? 1);
