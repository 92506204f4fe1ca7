import type { WebVitalReport } from '@managewell/api/contract';
import type { EndpointPath } from '@managewell/api/endpoints';
import type { WebVitalMetric } from './reportWebVitals';

export const VITALS_ENDPOINT: EndpointPath<'webVitals.report'> = '/api/website-frontend/vitals';

/** The report the server validates (contract `webVitalReport`). */
export function toWebVitalReport(metric: WebVitalMetric, path: string): WebVitalReport {
  return {
    name: metric.name,
    value: Math.max(0, metric.value),
    rating: metric.rating,
    id: metric.id.slice(0, 100),
    path: path.slice(0, 300),
    navigationType: metric.navigationType,
  };
}

/** Sends one figure with sendBeacon (survives the page being closed); silently skipped where unsupported. */
export function sendWebVital(metric: WebVitalMetric): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  const body = new Blob([JSON.stringify(toWebVitalReport(metric, window.location.pathname))], {
    type: 'application/json',
  });
  navigator.sendBeacon(VITALS_ENDPOINT, body);
}
