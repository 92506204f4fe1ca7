import { useEffect, useState } from 'react';

/** Sets URL parameters of a list (the page number is reset unless `keepPage`). */
export type Setter = (changes: Record<string, string | number | undefined>, keepPage?: boolean) => void;

/** A search box that writes its text to the URL 400 ms after the last key. */
export function useSearchBox(value: string, onChange: (v: string) => void) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), 400);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return [text, setText] as const;
}

/** The page sizes a list offers. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * The costing queue's query from the URL without zod (issue 8: the queue is the quotation role's
 * first page, and zod with the contract's schema is 22 KB brotli). The same rules as the
 * contract's `costingQueueQuery` (pinned by listState.test.ts): a value that breaks its rule is
 * left out, so its default applies; the server checks the query again with the schema.
 */
export function readQueueQuery(params: URLSearchParams): {
  page: number;
  pageSize: number;
  order: 'asc' | 'desc';
  q?: string;
} {
  const int = intOf(params);
  const order = params.get('order');
  const q = params.get('q')?.trim();
  return {
    page: int('page', 100_000, 1),
    pageSize: int('pageSize', 100, 20),
    order: order === 'desc' ? 'desc' : 'asc',
    ...(q && q.length <= 100 ? { q } : {}),
  };
}

/** An integer parameter in 1…max, else the fallback (zod's coerce, int, min and max). */
const intOf = (params: URLSearchParams) => (key: string, max: number, fallback: number) => {
  const raw = params.get(key)?.trim();
  const value = raw ? Number(raw) : Number.NaN;
  return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
};

const CATALOGUE_SORTS = ['name', 'code', 'rate_paise', 'updated_at'] as const;

/**
 * The catalogue list's query from the URL without zod (a later page ≤ +60 KB): the same rules as
 * the contract's `catalogueListQuery` (pinned by listState.test.ts).
 */
export function readCatalogueQuery(params: URLSearchParams): {
  page: number;
  pageSize: number;
  order: 'asc' | 'desc';
  sort: (typeof CATALOGUE_SORTS)[number];
  q?: string;
  active?: 'true' | 'false';
} {
  const int = intOf(params);
  const order = params.get('order');
  const sort = params.get('sort');
  const active = params.get('active');
  const q = params.get('q')?.trim();
  return {
    page: int('page', 100_000, 1),
    pageSize: int('pageSize', 200, 50),
    order: order === 'desc' ? 'desc' : 'asc',
    sort: CATALOGUE_SORTS.find((s) => s === sort) ?? 'name',
    ...(q && q.length <= 100 ? { q } : {}),
    ...(active === 'true' || active === 'false' ? { active } : {}),
  };
}
