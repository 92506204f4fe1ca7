// Fails when the schema (src/<region>/<module>/schema.ts) and the committed migrations in drizzle/ differ: it runs
// `drizzle-kit generate` against a temporary copy of drizzle/ and checks that nothing was written.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const committed = join(serverDir, 'drizzle');

function listFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(relative(dir, full), readFileSync(full, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

// drizzle-kit only accepts an output folder relative to the config, so the copy lives in node_modules/.cache.
const cacheDir = join(serverDir, 'node_modules', '.cache');
mkdirSync(cacheDir, { recursive: true });
const temp = mkdtempSync(join(cacheDir, 'db-check-'));
try {
  const copy = join(temp, 'drizzle');
  cpSync(committed, copy, { recursive: true });
  const result = spawnSync('pnpm', ['exec', 'drizzle-kit', 'generate', '--config', 'drizzle.config.ts'], {
    cwd: serverDir,
    env: { ...process.env, DRIZZLE_OUT: relative(serverDir, copy) },
    encoding: 'utf8',
  });
  if (result.status !== 0 || /Error/.test(result.stderr)) {
    console.error(result.stdout, result.stderr);
    console.error('db:check: drizzle-kit generate failed.');
    process.exit(2);
  }
  const before = listFiles(committed);
  const after = listFiles(copy);
  const changed = [...after.keys()].filter((name) => before.get(name) !== after.get(name));
  if (changed.length > 0) {
    console.error('db:check: the schema differs from the committed migrations in server/drizzle/.');
    console.error(`drizzle-kit generate would write: ${changed.join(', ')}`);
    console.error('Run `pnpm --filter @managewell/server db:generate` and commit the new migration.');
    process.exit(1);
  }
  console.log('db:check: migrations match the schema.');
} finally {
  rmSync(temp, { recursive: true, force: true });
}
