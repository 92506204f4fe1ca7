import pg, { type Pool } from 'pg';

/** Arbitrary constant (beside migrate.ts's MIGRATION_LOCK): one process at a time sets up. */
const STARTUP_LOCK = 72_616_002;

/** How long a start waits for another process's set-up before going on without the lock. */
const STARTUP_LOCK_WAIT = '120s';

/**
 * Runs `work` holding the start-up lock of this database, on a connection of its own (without the
 * pool's statement limits: another process's set-up may take longer than a request may).
 * Processes starting at once set up pg-boss's queues (tables, partitions) at the same moment,
 * which PostgreSQL could only resolve as a deadlock (40P01): the job runner sets them up under it.
 * The lock only orders starts: when the database cannot be reached, the wait runs out or `signal`
 * aborts it, the work runs without it (and sees the abort itself).
 */
export async function withStartupLock<T>(
  pool: Pool,
  work: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  const { statement_timeout, lock_timeout, query_timeout, ...options } = pool.options;
  const client = new pg.Client(options);
  client.on('error', () => undefined); // a connection lost meanwhile only ends the lock
  let locked = false;
  const acquiring = (async () => {
    await client.connect();
    await client.query(`set lock_timeout = '${STARTUP_LOCK_WAIT}'`);
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    locked = true;
  })();
  // pg never settles a connect that end() interrupts: the connection ends after acquiring has.
  const end = () => acquiring.catch(() => undefined).then(() => client.end().catch(() => undefined));
  let abort = () => {};
  const aborted = new Promise<void>((resolve) => {
    abort = resolve;
    if (signal?.aborted) resolve();
    else signal?.addEventListener('abort', abort, { once: true });
  });
  // unreachable, waited long enough, or stopped meanwhile: go on unordered
  await Promise.race([acquiring, aborted]).catch(() => undefined);
  signal?.removeEventListener('abort', abort);
  try {
    return await work();
  } finally {
    if (locked) await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    // Stopped while waiting: the connection ends (releasing a lock it gets late) in the background.
    if (locked || !signal?.aborted) await end();
    else void end();
  }
}
