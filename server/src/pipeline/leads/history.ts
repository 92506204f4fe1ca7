export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

function normalise(value: unknown): unknown {
  return value === undefined || value === '' ? null : value;
}

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a ?? []) === JSON.stringify(b ?? []);
  return normalise(a) === normalise(b);
}

/** Per-field from/to of the fields whose value changed (empty strings and undefined count as null). */
export function diffFields(before: Record<string, unknown>, after: Record<string, unknown>): FieldChanges {
  const changes: FieldChanges = {};
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    if (!same(before[key], after[key])) {
      changes[key] = { from: normalise(before[key]) ?? null, to: normalise(after[key]) ?? null };
    }
  }
  return changes;
}

/** The changes recorded when a lead is created: every filled field, from null. */
export function creationChanges(values: Record<string, unknown>): FieldChanges {
  const empty = Object.fromEntries(Object.keys(values).map((key) => [key, null]));
  return diffFields(empty, values);
}
