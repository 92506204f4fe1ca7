import { z } from 'zod';
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

/** An ISO date (yyyy-mm-dd). */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD.');
