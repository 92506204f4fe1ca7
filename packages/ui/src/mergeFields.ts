/**
 * The field-by-field merge of a version conflict: what the form loaded (base), what I have in
 * the form (mine) and what the server has now (theirs). Pure, so every form merges the same way.
 */

/** A field both sides changed, to different values: the person chooses. */
export interface FieldConflict {
  field: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

/** A field the other person changed (from the base to `after`). */
export interface TheirChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface MergeResult<T> {
  /** Mine where only I changed, theirs where only they did; mine (for now) where both did. */
  merged: T;
  /** Fields both changed to different values, in key order. */
  conflicts: FieldConflict[];
  /** Every field they changed, conflicting or not, in key order. */
  theirChanges: TheirChange[];
}

export interface MergeOptions {
  /**
   * Keys whose values are objects of fields in their own right (the studio's `data`): merged
   * one level down, their fields named `key.field`.
   */
  nested?: readonly string[];
}

export type ConflictChoice = 'mine' | 'theirs';

type Fields = Record<string, unknown>;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

function isPlainObject(value: unknown): value is Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Equal as a form sees it: structurally, with an empty input (undefined, null or '') equal to
 * any other empty, since a cleared input and the server's null mean the same.
 */
export function sameFieldValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameFieldValue(item, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!sameFieldValue(a[key], b[key])) return false;
    return true;
  }
  // Dates, dayjs and the like compare by their primitive value.
  const av = (a as { valueOf(): unknown }).valueOf();
  const bv = (b as { valueOf(): unknown }).valueOf();
  return av !== a && bv !== b && Object.is(av, bv);
}

function flatten(values: Fields, nested: readonly string[]): Fields {
  const flat: Fields = {};
  for (const [key, value] of Object.entries(values)) {
    if (nested.includes(key) && isPlainObject(value)) {
      for (const [inner, v] of Object.entries(value)) flat[`${key}.${inner}`] = v;
    } else flat[key] = value;
  }
  return flat;
}

function unflatten(flat: Fields, nested: readonly string[]): Fields {
  const values: Fields = {};
  for (const [key, value] of Object.entries(flat)) {
    const dot = key.indexOf('.');
    const outer = dot > 0 ? key.slice(0, dot) : '';
    if (outer && nested.includes(outer)) {
      const group = (values[outer] ?? {}) as Fields;
      group[key.slice(dot + 1)] = value;
      values[outer] = group;
    } else values[key] = value;
  }
  // A nested group none of the sides had fields in stays an (empty) object.
  for (const key of nested) if (!(key in values) && key in flat) values[key] = flat[key];
  return values;
}

function keysOf(...all: Fields[]): string[] {
  const keys: string[] = [];
  const seen = new Set<string>();
  for (const fields of all)
    for (const key of Object.keys(fields))
      if (!seen.has(key)) {
        seen.add(key);
        keys.push(key);
      }
  return keys;
}

/**
 * Merges three states of a form field by field: fields only I changed keep mine, fields only
 * they changed take theirs, fields both changed to different values are conflicts (kept as mine
 * in `merged` until the person chooses, see `resolveConflicts`). Nothing anyone typed is dropped.
 */
export function mergeFields<T extends object>(
  base: T,
  mine: T,
  theirs: T,
  options: MergeOptions = {},
): MergeResult<T> {
  const nested = options.nested ?? [];
  const b = flatten(base as Fields, nested);
  const m = flatten(mine as Fields, nested);
  const t = flatten(theirs as Fields, nested);
  const merged: Fields = {};
  const conflicts: FieldConflict[] = [];
  const theirChanges: TheirChange[] = [];
  for (const field of keysOf(m, t, b)) {
    const iChanged = !sameFieldValue(b[field], m[field]);
    const theyChanged = !sameFieldValue(b[field], t[field]);
    if (theyChanged) theirChanges.push({ field, before: b[field], after: t[field] });
    if (theyChanged && !iChanged) merged[field] = t[field];
    else merged[field] = m[field];
    if (iChanged && theyChanged && !sameFieldValue(m[field], t[field]))
      conflicts.push({ field, base: b[field], mine: m[field], theirs: t[field] });
  }
  return { merged: unflatten(merged, nested) as T, conflicts, theirChanges };
}

/** The merged values with each conflict settled as chosen (a field left unchosen keeps mine). */
export function resolveConflicts<T extends object>(
  result: MergeResult<T>,
  choices: Readonly<Record<string, ConflictChoice>>,
  options: MergeOptions = {},
): T {
  const nested = options.nested ?? [];
  const flat = flatten(result.merged as Fields, nested);
  for (const c of result.conflicts) flat[c.field] = choices[c.field] === 'theirs' ? c.theirs : c.mine;
  return unflatten(flat, nested) as T;
}

/** A field's value in a sentence: HTML reduced to its text, lists joined, empties as a dash. */
export function formatFieldValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string')
    return (
      value
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 160) || '—'
    );
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object'))
    return value.length === 0 ? '—' : value.join(', ');
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // A date picker's value (dayjs) reads as its day.
  const withFormat = value as { format?: (template: string) => string };
  if (typeof withFormat.format === 'function') return withFormat.format('D MMM YYYY');
  return JSON.stringify(value).slice(0, 160);
}

/**
 * A nested form value (site settings: header, footer, footer.footerData…) as one field per leaf,
 * named by its dotted path, so a merge compares each leaf; lists stay whole fields.
 */
export function flattenPaths(values: object, prefix = ''): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value) && Object.keys(value).length > 0) Object.assign(flat, flattenPaths(value, path));
    else flat[path] = value;
  }
  return flat;
}

/** The nested value of `flattenPaths`' fields. */
export function unflattenPaths<T extends object>(flat: Readonly<Record<string, unknown>>): T {
  const values: Fields = {};
  for (const [path, value] of Object.entries(flat)) {
    const keys = path.split('.');
    let group = values;
    for (const key of keys.slice(0, -1)) {
      if (!isPlainObject(group[key])) group[key] = {};
      group = group[key] as Fields;
    }
    group[keys[keys.length - 1]!] = value;
  }
  return values as T;
}

/** What is edited: a singular noun read as 'this {thing}', or the whole noun phrase ('these settings'). */
export type ConflictSubject = { thing: string; what?: never } | { what: string; thing?: never };

/** The panel's headline: who saved the edited thing meanwhile. */
export function conflictHeadline(by: string | null | undefined, subject: ConflictSubject): string {
  return `${by ?? 'Someone else'} saved ${subject.what ?? `this ${subject.thing}`} while you were editing`;
}
