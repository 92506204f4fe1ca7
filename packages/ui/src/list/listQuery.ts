import { type ListField, parseListQuery } from '@managewell/api/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RemoteData } from '../useRemoteData';

/** A field's value as the list query carries it. */
type ValueOf<F> = F extends { kind: 'int' }
  ? number
  : F extends { kind: 'enum'; values: readonly (infer V)[] }
    ? V
    : string;

/** The query a list's fields describe: fields with a default are always there. */
export type ListQueryOf<F extends Record<string, ListField>> = {
  -readonly [K in keyof F as F[K] extends { default: unknown } ? K : never]: ValueOf<F[K]>;
} & {
  -readonly [K in keyof F as F[K] extends { default: unknown } ? never : K]?: ValueOf<F[K]>;
};

export type ListChanges<F> = Partial<Record<keyof F & string, string | number | undefined>>;

/** How long typing pauses before the search box's text goes to the URL. */
export const SEARCH_DEBOUNCE_MS = 400;

/** The page sizes a list offers. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * The next URL params after `changes`: undefined, '' or a field's default removes its key (links
 * stay short); any change but paging goes back to page 1.
 */
export function nextListParams(
  fields: Record<string, ListField>,
  current: URLSearchParams,
  changes: Record<string, string | number | undefined>,
  keepPage = false,
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (!keepPage) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    const field = fields[key];
    const fallback = field && 'default' in field ? field.default : undefined;
    if (value === undefined || value === '' || (fallback !== undefined && String(value) === String(fallback)))
      next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

export interface ListQueryOptions<F> {
  /** Values the URL does not carry (a page's own queue). */
  given?: Partial<Record<keyof F & string, string>>;
  /** The keys that filter the list ("Clear filters" empties them); `q` is the search box. */
  filters: readonly (keyof F & string)[];
  /** Narrows an enum field to the values this page offers (others are dropped). */
  allowed?: Partial<Record<keyof F & string, readonly string[]>>;
  /**
   * Keeps the query in memory instead of the URL: a list nested in another page's record, whose
   * page and filters would otherwise fight the page's own list over the same URL keys.
   */
  inMemory?: boolean;
}

export interface ListQueryState<F extends Record<string, ListField>> {
  query: ListQueryOf<F>;
  /** Writes changes to the URL (page 1 unless `keepPage`; `replace` keeps the history short). */
  set: (changes: ListChanges<F>, options?: { keepPage?: boolean; replace?: boolean }) => void;
  /** Whether any filter (or the search) is set. */
  filtered: boolean;
  clearFilters: () => void;
  /** The search box's text: it types freely and reaches the URL after a pause. */
  search: string;
  setSearch: (text: string) => void;
  /** The server's sort for the table's headers, when the list sorts. */
  sort: { key: string; order: 'asc' | 'desc' } | null;
  onSort: (key: string, order: 'asc' | 'desc' | undefined) => void;
  /** The pager's props for `total` rows (`pageSizes: false`: no page-size choice). */
  pagination: (
    total: number,
    pageSizes?: readonly number[] | false,
  ) => {
    page: number;
    pageSize: number;
    total: number;
    pageSizes: readonly number[] | undefined;
    onChange: (page: number, pageSize: number) => void;
  };
  /** The filters and sort as URL params without paging (what an export of the whole result needs). */
  exportParams: URLSearchParams;
}

/**
 * A list's query kept in the URL: read with the contract's field list (as the server's zod schema
 * would, without shipping zod), values it would refuse dropped, defaults filled in.
 */
export function useListQuery<const F extends Record<string, ListField>>(
  fields: F,
  { given, filters, allowed, inMemory = false }: ListQueryOptions<F>,
): ListQueryState<F> {
  const [urlParams, setUrlParams] = useSearchParams();
  const [ownParams, setOwnParams] = useState(() => new URLSearchParams());
  const params = inMemory ? ownParams : urlParams;
  const setParams = useCallback(
    (next: (current: URLSearchParams) => URLSearchParams, options: { replace: boolean }) =>
      inMemory ? setOwnParams(next) : setUrlParams(next, options),
    [inMemory, setUrlParams],
  );
  const givenKey = JSON.stringify(given ?? {});
  const allowedKey = JSON.stringify(allowed ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: `given` and `allowed` by value
  const query = useMemo(() => {
    const read = parseListQuery(fields, params, given as Record<string, string>);
    for (const [key, values] of Object.entries(allowed ?? {}) as [string, readonly string[]][])
      if (read[key] !== undefined && !values.includes(String(read[key]))) delete read[key];
    return read as ListQueryOf<F>;
  }, [fields, params, givenKey, allowedKey]);

  const set = useCallback(
    (changes: ListChanges<F>, { keepPage = false, replace = false } = {}) =>
      setParams((current) => nextListParams(fields, current, changes, keepPage), { replace }),
    [fields, setParams],
  );

  const values = query as Record<string, string | number | undefined>;
  const urlSearch = typeof values.q === 'string' ? values.q : '';
  const [search, setSearch] = useState(urlSearch);
  useEffect(() => setSearch(urlSearch), [urlSearch]);
  const setRef = useRef(set);
  setRef.current = set;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only typing starts the timer
  useEffect(() => {
    if (search === urlSearch) return;
    const timer = setTimeout(
      () => setRef.current({ q: search } as ListChanges<F>, { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [search]);

  // A filter at its default (the page's usual view) does not narrow the list.
  const filtered = filters.some((key) => {
    const field = fields[key];
    const fallback = field && 'default' in field ? field.default : undefined;
    return values[key] !== undefined && (fallback === undefined || String(values[key]) !== String(fallback));
  });
  const clearFilters = () => {
    setSearch('');
    set(Object.fromEntries(filters.map((key) => [key, undefined])) as ListChanges<F>);
  };

  const sortField = fields.sort;
  const sort =
    sortField && typeof values.sort === 'string'
      ? { key: values.sort, order: values.order === 'asc' ? ('asc' as const) : ('desc' as const) }
      : null;
  const onSort = (key: string, order: 'asc' | 'desc' | undefined) => {
    const known = sortField?.kind === 'enum' && sortField.values.includes(key);
    if (order && known) set({ sort: key, order } as ListChanges<F>);
    else set({ sort: undefined, order: undefined } as ListChanges<F>);
  };

  const pagination = (total: number, pageSizes: readonly number[] | false = PAGE_SIZES) => ({
    page: Number(values.page ?? 1),
    pageSize: Number(values.pageSize ?? 20),
    total,
    pageSizes: pageSizes || undefined,
    onChange: (page: number, pageSize: number) =>
      set({ page: pageSize !== values.pageSize ? 1 : page, pageSize } as ListChanges<F>, { keepPage: true }),
  });

  const exportParams = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && key !== 'page' && key !== 'pageSize') exportParams.set(key, String(value));

  return {
    query,
    set,
    filtered,
    clearFilters,
    search,
    setSearch,
    sort,
    onSort,
    pagination,
    exportParams,
  };
}

/**
 * A list the server sends whole (a short queue, a month's summary) as the frame's page of it: the
 * frame's pager then tells the truth without the server paging.
 */
export function pageOfRows<T>(
  remote: RemoteData<readonly T[]>,
  { page = 1, pageSize = 20 }: { page?: number; pageSize?: number },
): RemoteData<{ items: readonly T[]; total: number }> {
  const rows = remote.data;
  return {
    ...remote,
    data: rows && {
      items: rows.slice((page - 1) * pageSize, page * pageSize),
      total: rows.length,
    },
  };
}
