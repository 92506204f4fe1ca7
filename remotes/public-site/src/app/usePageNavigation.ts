import type { PublicPage } from '@managewell/api/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchPage, PageLoadError } from './fetchPage';

export interface PageNavigation {
  page: PublicPage;
  status: 200 | 404;
  /** A new page is being fetched (the current one stays on screen). */
  loading: boolean;
  /** The last navigation failed: shown instead of the page, with a retry. */
  error: string | null;
  retry: () => void;
  /** Increases with every page shown after a client-side navigation (0: the server's page). */
  shownCount: number;
}

/**
 * Follows the location: for every new path it fetches the page document (aborting a request
 * that a newer navigation has replaced), follows 301s with a history replace, and reports
 * loading and errors. The first page is the one the server rendered.
 */
export function usePageNavigation(
  initial: { page: PublicPage; status: 200 | 404 },
  location: string,
  navigate: (to: string, options?: { replace?: boolean }) => void,
): PageNavigation {
  const [shown, setShown] = useState({ ...initial, path: location, count: 0 });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<{ path: string; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const shownPath = useRef(location);

  useEffect(() => {
    // `attempt` makes a retry fetch the same path again.
    void attempt;
    if (location === shownPath.current) {
      setLoading(false);
      setError(null);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    fetchPage(location, controller.signal)
      .then((answer) => {
        if (controller.signal.aborted) return;
        if (answer.status === 301) {
          navigate(answer.redirect, { replace: true });
          return;
        }
        shownPath.current = location;
        setShown((current) => ({
          page: answer.page,
          status: answer.status,
          path: location,
          count: current.count + 1,
        }));
        setLoading(false);
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        const message =
          failure instanceof PageLoadError
            ? failure.message
            : 'This page could not be loaded. Please try again.';
        setError({ path: location, message });
        setLoading(false);
      });
    return () => controller.abort();
  }, [location, navigate, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  return {
    page: shown.page,
    status: shown.status,
    loading,
    error: error && error.path === location ? error.message : null,
    retry,
    shownCount: shown.count,
  };
}
