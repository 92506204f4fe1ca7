import { z } from 'zod';
import { isRealDate } from './dates';

export { isRealDate } from './dates';

import { EXPORT_FORMATS } from './list-values';

/** Every successful JSON answer wraps its data in `success`, as the spec's calls do. */
export interface Success<T> {
  success: T;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  order: z.enum(['asc', 'desc']).default('desc'),
};

/** A list's export route reads the list's own query plus the file type. */
export const exportQuery = z.object({ format: z.enum(EXPORT_FORMATS).default('csv') });

/**
 * A list query's `from`/`to` filters are real calendar dates (`2026-13-45` is refused on the field):
 * `listQuery.superRefine(realDateFilters)`, so the list's own schema stays extendable (its export).
 */
export function realDateFilters(value: { from?: string; to?: string }, ctx: z.RefinementCtx): void {
  for (const key of ['from', 'to'] as const) {
    const date = value[key];
    if (date !== undefined && !isRealDate(date)) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'This is not a real date.' });
    }
  }
}

/** An ISO date (yyyy-mm-dd) that is a real calendar date: every date a request sends goes through it. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD.')
  .refine(isRealDate, 'This is not a real date.');

// --- Whole numbers that fit their column ---------------------------------------------------------

/** PostgreSQL's `integer` (int4) range: a number outside it fails in the database, so schemas refuse it. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

const TOO_LARGE = 'This number is too large.';
const TOO_SMALL = 'This number is too small.';

/** A whole number an `integer` column can hold, from `min` (JSON bodies). */
export const int4 = (min = INT4_MIN) =>
  z.number().int().min(Math.max(min, INT4_MIN), TOO_SMALL).max(INT4_MAX, TOO_LARGE);

/** The same read from text (a query string or a path parameter); `error` when it is not a number. */
export const int4FromText = (min = INT4_MIN, error?: string) =>
  z.coerce
    .number(error ? { error } : undefined)
    .int()
    .min(Math.max(min, INT4_MIN), TOO_SMALL)
    .max(INT4_MAX, TOO_LARGE);

/** A row's id (a serial column) in a JSON body. */
export const rowId = () => int4(1);

/** The version of a record as the client last read it (optimistic locking); `0` where a first save has none. */
export const versionField = (min: 0 | 1 = 1) => int4(min);
