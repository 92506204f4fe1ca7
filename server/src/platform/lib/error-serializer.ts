/**
 * The `err` serializer of every logger: errors are logged without the values they carry.
 * Database errors hold personal data (a lead's name, phone, e-mail): Drizzle's DrizzleQueryError
 * has the query's `params` (and repeats them in its message and stack), and PostgreSQL's errors
 * have a `detail` ("Key (phone)=(98…) already exists", "Failing row contains (…)") and, for some
 * codes, the offending value in the message. We keep what says what went wrong: the error's type,
 * message (values redacted), stack, SQLSTATE code, constraint/table/column and the statement.
 */

/** Properties copied when present: they name things, they never hold the data. */
const SAFE_PROPERTIES = [
  'code',
  'statusCode',
  'status',
  'errno',
  'syscall',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
] as const;

const MAX_CAUSE_DEPTH = 4;

/** PostgreSQL messages that quote the value they refused. */
const VALUE_IN_MESSAGE: [RegExp, string][] = [
  // invalid input syntax for type integer: "abc" / date/time field value out of range: "…"
  [/(: )"(?:[^"]|"")*"(\s*)$/, '$1"[redacted]"$2'],
  // value "123456789012" is out of range for type integer
  [/\bvalue "(?:[^"]|"")*"/g, 'value "[redacted]"'],
];

/** A DrizzleQueryError's message: `Failed query: <sql>\nparams: <values>`. */
const DRIZZLE_PARAMS = /\nparams: [\s\S]*$/;

function redactMessage(message: string): string {
  let safe = message.replace(DRIZZLE_PARAMS, '');
  for (const [pattern, replacement] of VALUE_IN_MESSAGE) safe = safe.replace(pattern, replacement);
  return safe;
}

function isPostgresError(error: Record<string, unknown>): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error;
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  query?: string;
  params?: string;
  cause?: SerializedError;
  [key: string]: unknown;
}

function serialize(error: unknown, depth: number): SerializedError {
  if (!(error instanceof Error)) {
    // A thrown string or object: its type only (an object could be anything, a row included).
    const message = typeof error === 'string' ? redactMessage(error) : '[not an Error]';
    return { type: typeof error, message, stack: '' };
  }
  const record = error as unknown as Record<string, unknown>;
  const type =
    error.constructor?.name && error.constructor.name !== 'Object' ? error.constructor.name : error.name;
  const message = redactMessage(error.message);
  // The stack starts with "<name>: <message>", values included: put the safe message there.
  const stack = typeof error.stack === 'string' ? error.stack : '';
  const at = stack.indexOf('\n    at ');
  const out: SerializedError = {
    type,
    message,
    stack: `${error.name}: ${message}${at >= 0 ? stack.slice(at) : ''}`,
  };
  for (const key of SAFE_PROPERTIES) {
    const value = record[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (typeof record.query === 'string') out.query = record.query;
  if (Array.isArray(record.params)) out.params = `[${record.params.length} values not logged]`;
  if (isPostgresError(record) && typeof record.detail === 'string') out.detail = '[not logged]';
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) out.cause = serialize(error.cause, depth + 1);
  if (error instanceof AggregateError && depth < MAX_CAUSE_DEPTH)
    out.errors = error.errors.slice(0, 10).map((inner) => serialize(inner, depth + 1));
  return out;
}

/** pino serializer for the `err` key (also used when an Error is logged as the first argument). */
export function serializeError(error: unknown): SerializedError {
  return serialize(error, 0);
}

/** The `serializers` option of pino and of Fastify's logger. */
export const errorSerializers = { err: serializeError };
