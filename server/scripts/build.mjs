// Bundles the server for Node 20: one ESM file. npm packages stay external (pnpm installs them);
// workspace packages (@managewell/*, shipped as TypeScript sources) are bundled in.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const npmPackages = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@managewell/'),
);

// Split at dynamic imports: main.ts is a small bootstrap that starts PostgreSQL while the rest of
// the server (start.ts) loads beside it (issue 8 §2); shared code lands in dist/chunks.
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
  external: npmPackages.flatMap((name) => [name, `${name}/*`]),
});

// The PostgreSQL cluster a first start copies instead of running initdb and every migration
// (src/db/cluster-template.ts; issue 8 §2). SKIP_PG_TEMPLATE=1 leaves it out.
if (!process.env.SKIP_PG_TEMPLATE) {
  await build({
    entryPoints: ['src/db/make-cluster-template.ts'],
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
