// List queries read from a page's URL without zod (a later page may add at most 60 KB, see docs/decisions/0008-zod-out-of-first-pages.md; zod is
// ~22 KB brotli). Each list declares its query's fields here, beside the zod schema the server
// validates with (`list-values.test.ts` checks the two agree value by value).

import { isRealDate } from './dates';

/** One field of a list query, as its zod schema reads it from a URL (strings). */
export type ListField =
  | { kind: 'int'; min: number; max: number; default?: number }
  | { kind: 'enum'; values: readonly string[]; default?: string }
  | { kind: 'text'; max: number; pattern?: RegExp }
  /** `real`: a day the calendar has (no 31 June), as `realDate` checks. */
  | { kind: 'date'; real?: boolean };

/** The paging fields every list shares (`pageQuery` in common.ts). */
export const PAGE_FIELDS = {
  page: { kind: 'int', min: 1, max: 100_000, default: 1 },
  pageSize: { kind: 'int', min: 1, max: 100, default: 20 },
  order: { kind: 'enum', values: ['asc', 'desc'], default: 'desc' },
} as const satisfies Record<string, ListField>;

/** A field's value from a URL string, or undefined when its schema would refuse it. */
function readField(field: ListField, raw: string): string | number | undefined {
  switch (field.kind) {
    case 'int': {
      // z.coerce.number(): Number(raw), then .int().min().max().
      const n = Number(raw);
      return Number.isInteger(n) && n >= field.min && n <= field.max ? n : undefined;
    }
    case 'enum':
      return field.values.includes(raw) ? raw : undefined;
    case 'text': {
      const text = raw.trim();
      return text.length <= field.max && (!field.pattern || field.pattern.test(text)) ? text : undefined;
    }
    case 'date':
      return isRealDate(raw) ? raw : undefined;
  }
}

/**
 * A list query from URL params: each field the schema would refuse (a typo in a shared link,
 * an old bookmark) is dropped, the rest parsed as the schema does; defaults filled in. `given`
 * adds values that are not in the URL (a page's own queue). Blank values count as absent.
 */
export function parseListQuery<F extends Record<string, ListField>>(
  fields: F,
  params: URLSearchParams,
  given: Record<string, string> = {},
): Record<string, string | number | undefined> {
  const query: Record<string, string | number | undefined> = {};
  for (const [key, field] of Object.entries(fields)) {
    const raw = given[key] ?? params.get(key);
    const value = raw !== null && raw.trim() !== '' ? readField(field, raw) : undefined;
    if (value !== undefined) query[key] = value;
    else if ('default' in field && field.default !== undefined) query[key] = field.default;
  }
  return query;
}

/** The file types a staff list exports to (`?format=` on its export route). */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
