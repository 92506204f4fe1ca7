import { webVitalReport } from '@managewell/api/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebVitalMetric } from './reportWebVitals';

const webVitals = vi.hoisted(() => ({ loaded: 0 }));
vi.mock('web-vitals', () => {
  webVitals.loaded += 1;
  const register = vi.fn();
  return { onCLS: register, onINP: register, onFCP: register, onLCP: register, onTTFB: register };
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('reportWebVitals', () => {
  it('loads nothing and registers nothing without a callback', async () => {
    const { reportWebVitals } = await import('./reportWebVitals');
    const addListener = vi.spyOn(window, 'addEventListener');
    reportWebVitals();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(webVitals.loaded).toBe(0);
    expect(addListener).not.toHaveBeenCalled();
  });

  it('loads web-vitals and registers every metric once the page has loaded', async () => {
    const { reportWebVitals } = await import('./reportWebVitals');
    const onReport = vi.fn();
    reportWebVitals(onReport);
    await vi.waitFor(() => expect(webVitals.loaded).toBe(1));
    const lib = await import('web-vitals');
    expect(lib.onLCP).toHaveBeenCalledWith(onReport);
    expect(lib.onCLS).toHaveBeenCalledTimes(5);
    // Then the page says that it is being measured (the e2e tests wait for this mark).
    const { MEASURING_MARK } = await import('./reportWebVitals');
    await vi.waitFor(() => expect(performance.getEntriesByName(MEASURING_MARK)).toHaveLength(1));
  });
});

describe('sendWebVital', () => {
  it('beacons a report the server accepts', async () => {
    const { sendWebVital, VITALS_ENDPOINT } = await import('./sendWebVital');
    const beacon = vi.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    const metric = {
      name: 'LCP',
      value: 1234.5,
      rating: 'good',
      id: 'v5-1',
      delta: 1234.5,
      entries: [],
      navigationType: 'navigate',
    } as unknown as WebVitalMetric;
    sendWebVital(metric);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0] as [string, Blob];
    expect(url).toBe(VITALS_ENDPOINT);
    expect(body.type).toBe('application/json');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(body);
    });
    const report = JSON.parse(text);
    expect(webVitalReport.parse(report)).toEqual({
      name: 'LCP',
      value: 1234.5,
      rating: 'good',
      id: 'v5-1',
      path: '/',
      navigationType: 'navigate',
    });
  });
});
