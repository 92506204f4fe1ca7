import type { SearchResult } from '@managewell/api/contract';
import type { EndpointPath } from '@managewell/api/endpoints';
import { useEffect, useState } from 'react';

export const SEARCH_ENDPOINT: EndpointPath<'site.search'> = '/api/website-frontend/search';
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 250;

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; query: string; results: SearchResult[] }
  | { status: 'error'; message: string };

/**
 * Searches the site as the visitor types: waits for a pause in typing, needs at least two
 * characters, and drops the answer of a query that has since been replaced.
 */
export function useSiteSearch(query: string): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const trimmed = query.trim();

  useEffect(() => {
    if (trimmed.length < SEARCH_MIN_CHARS) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(`${SEARCH_ENDPOINT}?q=${encodeURIComponent(trimmed.slice(0, 80))}`, {
          signal: controller.signal,
          headers: { Accept: 'application/json' },
        });
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        const body = (await response.json()) as { success?: { results?: SearchResult[] } };
        setState({ status: 'done', query: trimmed, results: body.success?.results ?? [] });
      } catch {
        if (controller.signal.aborted) return;
        setState({
          status: 'error',
          message: 'Search is not available right now. Please try again in a moment.',
        });
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed]);

  return state;
}
