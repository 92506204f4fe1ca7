import { ERROR_CODES } from '@managewell/api/contract';
import { ApiError } from './errors';

/** PostgreSQL's SQLSTATE for a unique-key violation. */
const UNIQUE_VIOLATION = '23505';

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  detail?: unknown;
}

const camelCase = (column: string) =>
  column.replace(/_([a-z0-9])/g, (_match, char: string) => char.toUpperCase());

/**
 * The columns of the violated key: from the detail's "Key (a, b)=(…)" (its values are never kept:
 * they may be personal), else from the constraint's name `<table>_<columns>_key`.
 */
function keyColumns(fields: PgErrorFields): string[] {
  const detail = typeof fields.detail === 'string' ? /^Key \(([^)]*)\)=/.exec(fields.detail) : null;
  if (detail?.[1]) return detail[1].split(',').map((column) => column.trim().replace(/^"|"$/g, ''));
  const constraint = typeof fields.constraint === 'string' ? fields.constraint : '';
  const table = typeof fields.table === 'string' ? fields.table : '';
  const name = constraint
    .replace(new RegExp(`^${table}_`), '')
    .replace(/_(key|unique|idx)$/, '')
    .trim();
  return name ? [name] : [];
}

/**
 * A unique-key violation (two requests racing to create the same thing) as a 409 naming the field,
 * or null for any other error. `body` is the request's body: the field is named as it spells it
 * (snake_case or camelCase), camelCase when it sent neither.
 */
export function uniqueViolationConflict(error: unknown, body: unknown): ApiError | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const fields = current as PgErrorFields;
    if (fields.code === UNIQUE_VIOLATION) {
      const columns = keyColumns(fields);
      // The last column is the one a person chose (the slug, the kind); the others place it.
      const column = columns.at(-1) ?? 'id';
      const sent = typeof body === 'object' && body !== null ? Object.keys(body) : [];
      const field = sent.includes(column) ? column : camelCase(column);
      const label = columns.map((name) => name.replace(/_id$/, '').replace(/_/g, ' ')).join(' and ');
      const message = `Another record with the same ${label || 'key'} already exists (perhaps saved a moment ago). Reload to see it, or choose another value.`;
      return new ApiError(409, ERROR_CODES.conflict, message, { [field]: message });
    }
    current = current.cause;
  }
  return null;
}
