import {
  parseListQuery,
  SALES_LEAD_LIST_FIELDS,
  SALES_LEAD_SORT_FIELDS,
  type StageQueue,
  type salesLeadListQuery,
} from '@managewell/api/contract';

export type SalesSortField = (typeof SALES_LEAD_SORT_FIELDS)[number];
type Query = ReturnType<typeof salesLeadListQuery.parse>;

/** The list state kept in the URL: the API's list query keys except the page's own queue. */
export const PARAM_KEYS = (Object.keys(SALES_LEAD_LIST_FIELDS) as (keyof Query)[]).filter(
  (k) => k !== 'queue',
);
export type ParamKey = (typeof PARAM_KEYS)[number];
export const FILTER_KEYS: ParamKey[] = ['q', 'stage', 'due', 'mine', 'from', 'to'];

// Read with the contract's field list, not its zod schema: zod (~22 KB) stays off these pages.
export const defaultsFor = (queue: StageQueue) =>
  parseListQuery(SALES_LEAD_LIST_FIELDS, new URLSearchParams(), { queue }) as Query;

/** The list query from the URL; values the API would refuse are dropped, not fatal. */
export function queryFromParams(
  params: URLSearchParams,
  queue: StageQueue,
  allowedStages: readonly string[],
): Query {
  const query = parseListQuery(SALES_LEAD_LIST_FIELDS, params, { queue }) as Query;
  if (query.stage && !allowedStages.includes(query.stage)) delete query.stage;
  return query;
}

export const hasFilters = (query: Query) => FILTER_KEYS.some((key) => query[key] !== undefined);

/** Next URL params: undefined/'' or a default removes the key; a filter or sort change goes to page 1. */
export function nextParams(
  current: URLSearchParams,
  changes: Partial<Record<ParamKey, string | number | undefined>>,
  queue: StageQueue,
  keepPage = false,
): URLSearchParams {
  const defaults = defaultsFor(queue);
  const next = new URLSearchParams(current);
  if (!keepPage) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    const fallback = defaults[key as keyof Query];
    if (value === undefined || value === '' || (fallback !== undefined && String(value) === String(fallback)))
      next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

export const isSortField = (value: unknown): value is SalesSortField =>
  typeof value === 'string' && (SALES_LEAD_SORT_FIELDS as readonly string[]).includes(value);
