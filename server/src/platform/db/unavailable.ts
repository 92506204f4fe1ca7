/**
 * Failures that mean "the database is unreachable, hung or refusing work right now" rather than
 * "this request is wrong": they are answered 503 (try again shortly), never 500.
 */

/** SQLSTATEs of a database that cannot serve now (PostgreSQL appendix A). */
const UNAVAILABLE_SQLSTATES: Record<string, string> = {
  '57014': 'statement timeout', // query_canceled: statement_timeout (or a cancel request)
  '55P03': 'lock timeout', // lock_not_available: lock_timeout
  '25P03': 'idle in transaction timeout',
  '57P01': 'database shutting down', // admin_shutdown
  '57P02': 'database crashed', // crash_shutdown
  '57P03': 'database starting up', // cannot_connect_now
  '53300': 'too many connections',
};

/** Socket errors of a connection that could not be made or was cut. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres's own messages for a connection that timed out, broke, or a server that went quiet. */
const UNAVAILABLE_MESSAGES: [RegExp, string][] = [
  [/^timeout exceeded when trying to connect$/, 'connect timeout'],
  [/^Connection terminated due to connection timeout$/, 'connect timeout'],
  [/^Connection terminated unexpectedly$/, 'connection lost'],
  [/^Connection terminated$/, 'connection lost'],
  [/^Query read timeout$/, 'no answer'],
  [/^Client has encountered a connection error and is not queryable$/, 'connection lost'],
];

/**
 * Why the database could not serve, when `error` (or one of its causes: Drizzle wraps the pg
 * error) says it is unavailable; otherwise null.
 */
export function databaseUnavailableReason(error: unknown): string | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      const bySqlState = UNAVAILABLE_SQLSTATES[code];
      if (bySqlState) return bySqlState;
      // Class 08: connection exceptions.
      if (/^08[0-9A-Z]{3}$/.test(code)) return 'connection failure';
      if (UNAVAILABLE_ERRNOS.has(code)) return `connection failure (${code})`;
    }
    for (const [pattern, reason] of UNAVAILABLE_MESSAGES) if (pattern.test(current.message)) return reason;
    current = current.cause;
  }
  return null;
}
