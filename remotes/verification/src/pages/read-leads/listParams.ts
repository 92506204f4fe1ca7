import {
  LEAD_LIST_FIELDS,
  LEAD_SORT_FIELDS,
  type leadListQuery,
  parseListQuery,
} from '@managewell/api/contract';

export type LeadSortField = (typeof LEAD_SORT_FIELDS)[number];

/** The table state kept in the URL: exactly the keys of the API's list query. */
export const LIST_PARAM_KEYS = Object.keys(LEAD_LIST_FIELDS) as (keyof typeof LEAD_LIST_FIELDS)[];
export type ListParamKey = (typeof LIST_PARAM_KEYS)[number];

export const FILTER_KEYS: ListParamKey[] = ['q', 'status', 'source', 'from', 'to'];

/** The query as the API's schema outputs it (defaults filled in). */
export type ListQuery = ReturnType<typeof leadListQuery.parse>;

export const DEFAULTS = parseListQuery(LEAD_LIST_FIELDS, new URLSearchParams()) as ListQuery;

/**
 * The list query from the page's URL. Values the API would refuse (a typo in a shared
 * link, an old bookmark) are dropped rather than breaking the page.
 */
export function queryFromParams(params: URLSearchParams): ListQuery {
  // Read with the contract's field list, not its zod schema: zod (~22 KB) stays off this page.
  return parseListQuery(LEAD_LIST_FIELDS, params) as ListQuery;
}

export function hasFilters(query: ListQuery): boolean {
  return FILTER_KEYS.some((key) => query[key] !== undefined);
}

/**
 * The next URL params after `changes` (undefined or '' removes a key; defaults are left out
 * so links stay short). Any filter or sort change goes back to page 1.
 */
export function nextParams(
  current: URLSearchParams,
  changes: Partial<Record<ListParamKey, string | number | undefined>>,
  { keepPage = false }: { keepPage?: boolean } = {},
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (!keepPage) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    const fallback = DEFAULTS[key as keyof ListQuery];
    if (
      value === undefined ||
      value === '' ||
      (fallback !== undefined && String(value) === String(fallback))
    ) {
      next.delete(key);
    } else {
      next.set(key, String(value));
    }
  }
  return next;
}

export function isSortField(value: unknown): value is LeadSortField {
  return typeof value === 'string' && (LEAD_SORT_FIELDS as readonly string[]).includes(value);
}
