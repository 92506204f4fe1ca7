import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findUp(start: string, test: (dir: string) => boolean): string | null {
  let dir = start;
  for (;;) {
    if (test(dir)) return dir;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

const here = dirname(fileURLToPath(import.meta.url));

/** The server package folder (holds package.json and drizzle/), from src/ or from the dist/ bundle. */
export const serverRoot =
  findUp(here, (dir) => {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) return false;
    return (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name === '@managewell/server';
  }) ?? process.cwd();

/** The monorepo root (holds pnpm-workspace.yaml); falls back to the parent of the server folder. */
export const repoRoot =
  findUp(serverRoot, (dir) => existsSync(join(dir, 'pnpm-workspace.yaml'))) ?? dirname(serverRoot);

export const migrationsFolder = join(serverRoot, 'drizzle');
