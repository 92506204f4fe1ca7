/**
 * The form's `data` as the server should get it: an optional group the editor emptied again
 * (a banner's Button whose label was typed, then cleared) is left out instead of sent as
 * `{ label: '' }`, which the kind's schema would refuse for its missing link. Lists keep their
 * entries (an empty entry is the editor's to remove); groups inside them are pruned the same way.
 */
export function withoutEmptyGroups(data: Record<string, unknown>): Record<string, unknown> {
  return pruneFields(data);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

function pruneFields(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    const pruned = prune(value);
    if (pruned !== undefined) out[key] = pruned;
  }
  return out;
}

function prune(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((entry) => (isPlainObject(entry) ? pruneFields(entry) : entry));
  if (!isPlainObject(value)) return value;
  const inner = pruneFields(value);
  return Object.values(inner).every(isEmpty) ? undefined : inner;
}
