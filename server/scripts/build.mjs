// Bundles the server for Node 20: one ESM file. npm packages stay external (pnpm installs them);
// workspace packages (@managewell/*, shipped as TypeScript sources) are bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const npmPackages = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@managewell/'),
);

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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
