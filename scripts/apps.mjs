// The buildable apps of the workspace and where their build output lives.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** Every folder under remotes/ is a remote (packages/api/src/contract/remotes.ts lists them). */
export const REMOTES = readdirSync(path.join(root, 'remotes'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each app: its package name, its folder, the file its build must produce. */
export const APPS = [
  ...REMOTES.map((name) => ({
    pkg: `@managewell/${name}`,
    dir: `remotes/${name}`,
    // The public site also builds its server renderer, after the browser bundle.
    output: name === 'public-site' ? 'dist-ssr/render.mjs' : 'dist/remoteEntry.js',
  })),
  { pkg: '@managewell/shell', dir: 'shell', output: 'dist/index.html' },
  { pkg: '@managewell/server', dir: 'server', output: 'dist/main.js' },
];

/** Newest modification time below `dir` (skipping build output and dependencies). */
export function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** An app needs a build when its output is missing or older than its sources or the shared packages. */
export function needsBuild(app) {
  const output = path.join(root, app.dir, app.output);
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  const sources = Math.max(
    newestMtime(path.join(root, app.dir, 'src')),
    newestMtime(path.join(root, 'packages')),
    app.dir === 'server' ? newestMtime(path.join(root, 'server', 'drizzle')) : 0,
  );
  return sources > built;
}
