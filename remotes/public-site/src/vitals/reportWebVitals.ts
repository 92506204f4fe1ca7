import type { MetricType } from 'web-vitals';

export type WebVitalMetric = MetricType;

/** Runs `task` in an idle period (at the latest after `timeout` ms), or soon where unsupported. */
function whenIdle(task: () => void, timeout: number): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout });
  else window.setTimeout(task, 0);
}

/** The `performance` mark set once this page view is being measured. */
export const MEASURING_MARK = 'mw-web-vitals';

/** Runs `task` in an idle period once the page has finished loading. */
function afterPageLoad(task: () => void): void {
  const idle = () => whenIdle(task, 2000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Measures the Core Web Vitals of this page view (CLS, INP, FCP, LCP, TTFB) and hands each
 * figure to `onReport`. Without a callback it does nothing and loads nothing; with one, the
 * web-vitals library is loaded in an idle period after the page has loaded, and each metric is
 * registered in an idle task of its own (each reads the browser's buffered entries), so the
 * measuring makes no long task of its own (the chunk's start-up was one of the
 * longest tasks after load).
 */
export function reportWebVitals(onReport?: (metric: WebVitalMetric) => void): void {
  if (!onReport || typeof window === 'undefined') return;
  afterPageLoad(() => {
    import('web-vitals')
      .then(({ onCLS, onINP, onFCP, onLCP, onTTFB }) => {
        for (const register of [onLCP, onCLS, onINP, onFCP, onTTFB]) whenIdle(() => register(onReport), 1000);
        // A user-timing mark once all five are registered (idle tasks run in order): from then
        // on, leaving the page reports it (the e2e tests wait for it before they move on).
        whenIdle(() => performance.mark(MEASURING_MARK), 1000);
      })
      .catch(() => {
        // Measuring is best effort: a failed chunk load must never disturb the visitor.
      });
  });
}
