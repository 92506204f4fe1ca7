import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readFile, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';

type LogFn = (details: Record<string, unknown>, message: string) => void;

/** Where the embedded PostgreSQL reports its life (a pino logger fits). */
export interface PostmasterLogger {
  debug: LogFn;
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

export const silentLogger: PostmasterLogger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

export interface PostmasterSpec {
  /** The `postgres` binary. */
  binary: string;
  databaseDir: string;
  port: number;
  /** Extra server settings, `-c name=value` each. */
  settings: Record<string, string>;
  /** Run as this user (PostgreSQL refuses to run as root). */
  uid?: number;
  gid?: number;
  logger: PostmasterLogger;
  /** Restart after an unexpected stop, waiting restartDelayMs × 2^failures (at most 30 s) between tries. */
  supervise: boolean;
  restartDelayMs?: number;
}

const READY_MESSAGE = 'database system is ready to accept connections';
/** The lines of PostgreSQL's output that explain a failure (never a statement's values). */
const REASON_LINE = /\b(FATAL|PANIC|HINT):\s+(.*)$/;
const MAX_RESTART_DELAY_MS = 30_000;
/** A postmaster that ran this long before stopping starts the back-off afresh. */
const STABLE_AFTER_MS = 60_000;

/** Every postmaster this process runs: stopped (fast shutdown) when the process exits. */
const running = new Set<ChildProcess>();
let exitHookInstalled = false;
function stopAllOnExit(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // Synchronous: the signal is sent even from process.exit() or an uncaught exception.
  process.on('exit', () => {
    for (const child of running) child.kill('SIGINT');
  });
}

/**
 * One PostgreSQL server process (the postmaster) run from this Node process: started in its own
 * process group (a Ctrl-C reaches Node, which closes the HTTP server before the database), watched,
 * and restarted with back-off when it stops without being asked to.
 */
export class Postmaster {
  #child: ChildProcess | null = null;
  #stopping = false;
  #failures = 0;
  #restartTimer: NodeJS.Timeout | null = null;

  constructor(private readonly spec: PostmasterSpec) {}

  /** The running postmaster's process id. */
  get pid(): number | undefined {
    return this.#child?.pid;
  }

  /** Starts PostgreSQL and resolves once it accepts connections; rejects with PostgreSQL's reason. */
  start(): Promise<void> {
    const { binary, databaseDir, port, settings, uid, gid, logger } = this.spec;
    const args = ['-D', databaseDir, '-p', String(port)];
    for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
    const child = spawn(binary, args, {
      uid,
      gid,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      // The ready message is matched in English.
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
    this.#child = child;
    running.add(child);
    stopAllOnExit();
    const reasons: { hint: boolean; text: string }[] = [];
    let ready = false;
    let pending = '';
    const startedAt = Date.now();

    return new Promise<void>((resolvePromise, reject) => {
      child.stderr?.setEncoding('utf8');
      child.stderr?.on('data', (chunk: string) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          if (line.trim() === '') continue;
          logger.debug({ postgres: line }, 'postgres');
          const reason = REASON_LINE.exec(line);
          if (reason) reasons.push({ hint: reason[1] === 'HINT', text: reason[2]!.trim() });
          if (reasons.length > 6) reasons.shift();
          if (!ready && line.includes(READY_MESSAGE)) {
            ready = true;
            resolvePromise();
          }
        }
      });
      child.once('error', (error) => {
        running.delete(child);
        if (this.#child === child) this.#child = null;
        reject(new Error(`Could not run PostgreSQL (${binary}): ${error.message}`));
      });
      child.once('exit', (code, signal) => {
        running.delete(child);
        if (this.#child === child) this.#child = null;
        const how = signal ? `signal ${signal}` : `exit code ${code}`;
        // What failed first, then PostgreSQL's hints.
        const why =
          reasons.length === 0
            ? 'it gave no reason'
            : [
                ...reasons.filter((r) => !r.hint).map((r) => (/[.?!]$/.test(r.text) ? r.text : `${r.text}.`)),
                ...reasons.filter((r) => r.hint).map((r) => `Hint: ${r.text}`),
              ].join(' ');
        if (!ready) {
          reject(new Error(`PostgreSQL stopped while starting (${how}): ${why}`));
          return;
        }
        if (this.#stopping || !this.spec.supervise) return;
        if (Date.now() - startedAt > STABLE_AFTER_MS) this.#failures = 0;
        logger.error({ how, reason: why }, 'embedded PostgreSQL stopped unexpectedly; restarting it');
        this.#scheduleRestart();
      });
    });
  }

  #scheduleRestart(): void {
    const waitMs = Math.min((this.spec.restartDelayMs ?? 500) * 2 ** this.#failures, MAX_RESTART_DELAY_MS);
    this.#failures++;
    this.#restartTimer = setTimeout(() => {
      this.#restartTimer = null;
      if (this.#stopping) return;
      this.start().then(
        () => this.spec.logger.info({ postmasterPid: this.pid }, 'embedded PostgreSQL restarted'),
        (error: unknown) => {
          if (this.#stopping) return;
          this.spec.logger.error(
            { reason: error instanceof Error ? error.message : String(error) },
            'embedded PostgreSQL could not restart; trying again',
          );
          this.#scheduleRestart();
        },
      );
    }, waitMs);
  }

  /** Stops watching and shuts PostgreSQL down (fast: open transactions are rolled back). */
  async stop(): Promise<void> {
    this.#stopping = true;
    if (this.#restartTimer) clearTimeout(this.#restartTimer);
    const child = this.#child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGINT');
    });
  }
}

type ProcessState = 'gone' | 'zombie' | 'running' | 'unknown';

const run = promisify(execFile);

interface ProcessInfo {
  state: ProcessState;
  /** Parent process id (0 when unknown). */
  parent: number;
  command: string;
}

/** Whether a process exists, its parent and its command line, when they can be read. */
async function inspectProcess(pid: number): Promise<ProcessInfo> {
  const gone: ProcessInfo = { state: 'gone', parent: 0, command: '' };
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return gone;
  }
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // "pid (name) state ppid …": the name may hold spaces and parentheses.
    const [status = '', parent = '0'] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const command = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').join(' ');
    const state = status === 'Z' || status === 'X' ? 'zombie' : 'running';
    return { state, parent: Number(parent), command };
  } catch {
    // No /proc (macOS): ask ps.
  }
  try {
    const { stdout } = await run('ps', ['-o', 'stat=,ppid=,args=', '-p', String(pid)]);
    const line = stdout.trim();
    if (line === '') return gone;
    const [status = '', parent = '0', ...command] = line.split(/\s+/);
    return {
      state: status.startsWith('Z') ? 'zombie' : 'running',
      parent: Number(parent),
      command: command.join(' '),
    };
  } catch {
    return { state: 'unknown', parent: 0, command: '' };
  }
}

async function waitUntilStopped(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { state } = await inspectProcess(pid);
    if (state === 'gone' || state === 'zombie') return true;
    await delay(100);
  }
  return false;
}

/**
 * A server killed with SIGKILL leaves its PostgreSQL running on the data folder, and a new
 * PostgreSQL then refuses to start. Stops such a leftover postmaster (fast shutdown), and removes
 * a lock file whose process is dead but not yet reaped, or is another program reusing its PID.
 */
export async function stopLeftoverPostmaster(databaseDir: string, logger: PostmasterLogger): Promise<void> {
  const lockFile = join(databaseDir, 'postmaster.pid');
  let lock: string;
  try {
    lock = await readFile(lockFile, 'utf8');
  } catch {
    return;
  }
  const [pidLine = '', dirLine = ''] = lock.split('\n');
  const pid = Number(pidLine.trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return;
  const { state, parent, command } = await inspectProcess(pid);
  if (state === 'gone' || state === 'unknown') return; // PostgreSQL clears (or explains) it itself.
  const dirs = [resolve(databaseDir), dirLine.trim()].filter(Boolean);
  const isPostmaster =
    state === 'running' && /(^|\/)postgres(\s|$)/.test(command) && dirs.some((dir) => command.includes(dir));
  if (state === 'running' && !isPostmaster) {
    logger.warn(
      { lockPid: pid },
      'the PostgreSQL lock file names a process that is not PostgreSQL; removing the stale lock',
    );
    await unlink(lockFile).catch(() => undefined);
    return;
  }
  if (isPostmaster && parent > 1 && parent !== process.pid) {
    // Still the child of a live server (a Node process): that server is using this folder.
    const owner = await inspectProcess(parent);
    if (owner.state === 'running' && /(^|\/)node(\s|$)/.test(owner.command)) {
      throw new Error(
        `Another server (PID ${parent}) is using the data folder ${databaseDir}: stop it, or give this one another DATA_DIR.`,
      );
    }
  }
  if (isPostmaster) {
    logger.warn(
      { postmasterPid: pid },
      'stopping a PostgreSQL left running on this data folder by an earlier run',
    );
    process.kill(pid, 'SIGINT');
    if (!(await waitUntilStopped(pid, 30_000))) {
      // Immediate shutdown: PostgreSQL recovers from its write-ahead log on the next start.
      process.kill(pid, 'SIGQUIT');
      if (!(await waitUntilStopped(pid, 10_000))) {
        throw new Error(
          `A PostgreSQL (PID ${pid}) left running on ${databaseDir} does not stop; stop it and start again.`,
        );
      }
    }
  }
  // Stopped (or dead) but not reaped by its new parent: its lock file would still look alive.
  if ((await inspectProcess(pid)).state === 'zombie') await unlink(lockFile).catch(() => undefined);
}
