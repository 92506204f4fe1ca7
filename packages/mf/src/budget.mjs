// The size budget of each app, checked by its production build (see docs/decisions/0007-size-budgets-in-the-build.md): a remote that grows
// past its budget fails its own build, with the file and its size, instead of landing silently.
// Sizes are brotli bytes, as the server sends the files (PrecompressPlugin writes the .br files).
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';

const KB = 1024;

/**
 * Default budgets in KB of brotli, per kind of app (override with `createAppConfig({ budget })`).
 * - `entry`: the file every visit downloads first (the host's main.js, a remote's remoteEntry.js).
 * - `chunk`: any other chunk holding the app's code or a library it does not share: one page or
 *   feature, which must fit the "each later page ≤ 60 KB" budget; heavy pieces get a chunk of
 *   their own (a dynamic import on the page that needs them).
 * Copies of shared libraries (a remote's fallbacks, the host's per-component antd) are not
 * counted here: they are measured by the back-office probe (`pnpm bench`).
 */
export const DEFAULT_BUDGETS = {
  // `named`: the host's named chunks of libraries every signed-in first page downloads
  // (createAppConfig's hostChunks), so the first page cannot grow unnoticed (at most 350 KB, see docs/decisions/0007-size-budgets-in-the-build.md).
  host: { entry: 36, chunk: 60, named: { react: 58, libs: 80, 'antd-base': 102 } },
  remote: { entry: 19, chunk: 60 },
  // A remote's own page script (createPageConfig): its entry holds React and the first page.
  page: { entry: 105, chunk: 60 },
};

/**
 * @param {object} report
 * @param {string} report.app
 * @param {{ entry: number, chunk: number, named?: Record<string, number> }} report.budget  KB
 * @param {{ file: string, bytes: number, kind: 'entry' | 'chunk' | 'shared', name?: string }[]} report.files
 * @returns {string[]} one message per file over its budget
 */
export function checkBudget({ app, budget, files }) {
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
  const errors = [];
  for (const { file, bytes, kind, name } of files) {
    const named = name !== undefined ? budget.named?.[name] : undefined;
    if (kind === 'shared' && named === undefined) continue;
    const limit = (named ?? budget[kind]) * KB;
    if (bytes > limit) {
      const what = named !== undefined ? `first-page chunk "${name}"` : kind === 'entry' ? 'entry' : 'chunk';
      const hint =
        named !== undefined
          ? 'every signed-in first page downloads it: load the new piece where it is used'
          : kind === 'entry'
            ? 'keep the entry to start-up code; load the rest with a dynamic import'
            : 'split it (a dynamic import on the page that needs it) or share the library';
      errors.push(
        `${app}: ${what} ${file} is ${kb(bytes)} (brotli), over its budget of ${kb(limit)}: ${hint}. ` +
          "Budgets: packages/mf/src/budget.mjs, or `budget` in the app's rspack.config.mjs.",
      );
    }
  }
  return errors;
}

/** One line for the build log: the entry and the largest counted chunk beside their budgets. */
export function budgetSummary({ app, budget, files }) {
  const largest = (kind) => files.filter((f) => f.kind === kind).sort((a, b) => b.bytes - a.bytes)[0];
  const show = (f, limit) => (f ? `${f.file} ${(f.bytes / KB).toFixed(1)} KB ≤ ${limit} KB` : 'none');
  const named = files
    .filter((f) => f.name !== undefined && budget.named?.[f.name] !== undefined)
    .map((f) => `; ${f.name} ${show(f, budget.named[f.name])}`)
    .join('');
  return `size budget ${app}: entry ${show(largest('entry'), budget.entry)}; largest chunk ${show(largest('chunk'), budget.chunk)}${named}`;
}

/** The package a module file belongs to (`antd`, `@rc-component/table`), or null for app code. */
export function packageOf(resource) {
  const at = resource.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const parts = resource.slice(at + '/node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/**
 * The shared libraries and every package they depend on (what a shared copy is made of),
 * read from the installed package manifests.
 */
export function sharedClosure(appDir, shared) {
  const found = new Set();
  const visit = (name, fromDir) => {
    if (found.has(name)) return;
    let dir = fromDir;
    for (;;) {
      const candidate = path.join(dir, 'node_modules', name, 'package.json');
      if (existsSync(candidate)) {
        found.add(name);
        // From the package's real folder, so pnpm's layout (dependencies beside it) resolves.
        const real = realpathSync(path.dirname(candidate));
        const manifest = JSON.parse(readFileSync(path.join(real, 'package.json'), 'utf8'));
        for (const dep of Object.keys(manifest.dependencies ?? {})) visit(dep, real);
        return;
      }
      const up = path.dirname(dir);
      if (up === dir) return;
      dir = up;
    }
  };
  for (const name of shared) if (!name.startsWith('@managewell/')) visit(name, appDir);
  return found;
}

/** An rspack plugin: after emitting, checks the brotli sizes against the budget; errors fail the build. */
export class SizeBudgetPlugin {
  /** @param {{ app: string, appDir: string, shared: string[], budget: { entry: number, chunk: number, named?: Record<string, number> }, entryFile: (name: string) => boolean, brotliSize: (asset: string) => number | undefined }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { app, appDir, shared, budget, entryFile, brotliSize } = this.options;
    compiler.hooks.afterEmit.tap('SizeBudgetPlugin', (compilation) => {
      const sharedPackages = sharedClosure(appDir, shared);
      const files = [];
      for (const chunk of compilation.chunks) {
        const modules = compilation.chunkGraph.getChunkModules(chunk);
        const resources = modules.map((m) => m.resource).filter(Boolean);
        const ownOrUnshared = resources.some((r) => {
          const pkg = packageOf(r);
          return pkg === null || !sharedPackages.has(pkg);
        });
        for (const file of chunk.files) {
          if (!file.endsWith('.js')) continue;
          const bytes = brotliSize(file);
          if (bytes === undefined) continue;
          const kind = entryFile(file) ? 'entry' : ownOrUnshared ? 'chunk' : 'shared';
          files.push({ file, bytes, kind, name: chunk.name ?? undefined });
        }
      }
      const errors = checkBudget({ app, budget, files });
      for (const message of errors) compilation.errors.push(new compiler.webpack.WebpackError(message));
      if (errors.length === 0) console.log(budgetSummary({ app, budget, files }));
    });
  }
}
