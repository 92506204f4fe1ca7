// `pnpm start`: builds whatever is not built yet (or is older than its sources),
// then serves the production build: API, shell and remotes from one process.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { APPS, needsBuild, root } from './apps.mjs';

const stale = APPS.filter(needsBuild);
if (stale.length > 0) {
  console.log(`Building ${stale.map((a) => a.pkg).join(', ')} …`);
  const filters = stale.flatMap((a) => ['--filter', a.pkg]);
  const result = spawnSync('pnpm', [...filters, '--workspace-concurrency=2', 'run', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The build failed; see above.');
    process.exit(result.status ?? 1);
  }
}

const server = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
// Ctrl-C reaches the server from the terminal as well; a signal sent to this script alone is passed on.
// The server shuts down cleanly and exits 0, and so does this script (pnpm then reports no failure).
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  console.error(`The server was stopped by ${signal}.`);
  process.exit(stopping ? 0 : 1);
});
