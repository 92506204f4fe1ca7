// Run by the server's build (scripts/build.mjs, bundled to dist/make-cluster-template.js): makes
// dist/pg-template, the migrated PostgreSQL cluster a first start copies instead of initdb
// (cluster-template.ts). `node dist/make-cluster-template.js [templateDir]`.
import { existsSync } from 'node:fs';
import { chmod, cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEMO_MEDIA_FILE,
  defaultTemplateDir,
  openDatabase,
  replenishSpare,
  runMigrations,
  startEmbeddedPostgres,
  templateKey,
} from './platform/db';
import { JobRunner } from './platform/jobs';
import { freePort } from './platform/lib';
import { seedSitePictures } from './seed/site';
import { DEMO_PACK_DIR, loadContentPack } from './website/site-transfer';

const DATABASE = 'managewell';

/** The job runner's messages while making the template, on the build's console. */
const templateLog = {
  info: () => undefined,
  warn: (data: object, message: string) => console.warn(message, data),
  error: (data: object, message: string) => console.error(message, data),
};

/**
 * Removes the free-space and visibility maps (`<relfilenode>_fsm`, `_vm`) of every database:
 * ~300 of the cluster's ~1,700 files, each a file a first start would create. PostgreSQL reads
 * a missing map as "no free space known" and "no page all-visible" and makes them again when
 * vacuum or inserts need them; nothing is lost (the template's tables are small).
 */
async function dropMapForks(baseDir: string): Promise<void> {
  for (const database of await readdir(baseDir)) {
    for (const file of await readdir(join(baseDir, database))) {
      if (/^\d+_(fsm|vm)$/.test(file)) await rm(join(baseDir, database, file));
    }
  }
}

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
        // pg-boss's schema, which the job runner's first start would otherwise create (the
        // modules register their queues, with their own options, at start).
        const jobs = new JobRunner({ pool: database.pool, log: templateLog, maintenance: false });
        if (!(await jobs.start())) throw new Error("could not create pg-boss's schema");
        await jobs.stop();
        // The demo site's pictures (media rows), drawn here once instead of after every first
        // start's listening (when a page could ask for one not stored yet). A start without the
        // demo removes them again (embedded.ts, DEMO_MEDIA_FILE).
        await seedSitePictures(database.db);
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
    await dropMapForks(join(work, 'cluster', 'base'));
    await writeFile(join(work, 'password'), await readFile(join(work, 'postgres-password')), { mode: 0o600 });
    await rm(join(work, 'postgres-password'));
    await rm(join(work, 'uploads'), { recursive: true, force: true });
    await writeFile(join(work, 'key'), `${templateKey(DATABASE)}\n`);
    const pack = await loadContentPack(DEMO_PACK_DIR, Date.now());
    await writeFile(join(work, DEMO_MEDIA_FILE), `${JSON.stringify(pack.pictures.map((p) => p.id))}\n`);
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
    // The first start's copy, made now: that start renames it into its DATA_DIR (and makes the
    // next one once it is up).
    await replenishSpare(templateDir);
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
