import type { MetricType } from 'web-vitals';

export type WebVitalMetric = MetricType;

/** Runs `task` once the page has finished loading (at once if it already has). */
function afterPageLoad(task: () => void): void {
  if (document.readyState === 'complete') {
    task();
  } else {
    window.addEventListener('load', task, { once: true });
  }
}

/**
 * Measures the Core Web Vitals of this page view (CLS, INP, FCP, LCP, TTFB) and hands each
 * figure to `onReport`. Without a callback it does nothing and loads nothing; with one, the
 * web-vitals library is loaded only after the page has loaded, so it never competes with it.
 */
export function reportWebVitals(onReport?: (metric: WebVitalMetric) => void): void {
  if (!onReport || typeof window === 'undefined') return;
  afterPageLoad(() => {
    import('web-vitals')
      .then(({ onCLS, onINP, onFCP, onLCP, onTTFB }) => {
        onCLS(onReport);
        onINP(onReport);
        onFCP(onReport);
        onLCP(onReport);
        onTTFB(onReport);
      })
      .catch(() => {
        // Measuring is best effort: a failed chunk load must never disturb the visitor.
      });
  });
}
