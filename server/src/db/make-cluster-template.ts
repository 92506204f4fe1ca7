// Run by the server's build (scripts/build.mjs, bundled to dist/make-cluster-template.js): makes
// dist/pg-template, the migrated PostgreSQL cluster a first start copies instead of initdb
// (cluster-template.ts). `node dist/make-cluster-template.js [templateDir]`.
import { existsSync } from 'node:fs';
import { chmod, cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../lib/free-port';
import { openDatabase } from './client';
import { defaultTemplateDir, templateKey } from './cluster-template';
import { startEmbeddedPostgres } from './embedded';
import { runMigrations } from './migrate';

const DATABASE = 'managewell';

async function makeTemplate(templateDir: string): Promise<void> {
  const started = performance.now();
  const work = await mkdtemp(join(tmpdir(), 'mw-pg-template-'));
  await chmod(work, 0o755);
  try {
    const embedded = await startEmbeddedPostgres({
      dataDir: work,
      port: await freePort(),
      database: DATABASE,
      supervise: false,
      template: false,
    });
    try {
      const database = openDatabase(embedded.url, 1);
      try {
        await runMigrations(database);
      } finally {
        await database.close();
      }
    } finally {
      await embedded.stop();
    }
    const next = `${templateDir}.next`;
    await rm(next, { recursive: true, force: true });
    await rename(join(work, 'postgres'), join(work, 'cluster'));
    await rm(join(work, 'cluster', 'postmaster.pid'), { force: true });
    await writeFile(join(work, 'password'), await readFile(join(work, 'postgres-password')), { mode: 0o600 });
    await rm(join(work, 'postgres-password'));
    await rm(join(work, 'uploads'), { recursive: true, force: true });
    await writeFile(join(work, 'key'), `${templateKey(DATABASE)}\n`);
    // The work folder may be on another file system: copy beside the target, then swap.
    // Sparse: the WAL segment is 16 MB mostly of zeros, which a first start then need not copy.
    const { execFileSync } = await import('node:child_process');
    try {
      execFileSync('cp', ['-a', '--sparse=always', work, next]);
    } catch {
      await cp(work, next, { recursive: true });
    }
    await rm(templateDir, { recursive: true, force: true });
    await rename(next, templateDir);
    await rm(work, { recursive: true, force: true });
    console.log(
      `PostgreSQL cluster template → ${templateDir} (${Math.round(performance.now() - started)} ms)`,
    );
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}

const target = process.argv[2] ?? defaultTemplateDir;
await makeTemplate(target).catch((error: unknown) => {
  // Not fatal: without a template a first start runs initdb as before.
  console.warn(`Could not make the PostgreSQL cluster template: ${String(error)}`);
  if (existsSync(target)) console.warn(`(the previous template in ${target} is kept)`);
});
