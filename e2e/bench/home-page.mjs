// The public home page as a visitor on a mid-range phone sees it: Chromium with Lighthouse's
// mobile throttling (4× slower CPU; 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), a cold
// browser cache each run. Prints one JSON line: JavaScript bytes (gzip), LCP and CLS (medians).
// Usage: node e2e/bench/home-page.mjs <base URL> [runs]   (server/bench/run.ts calls it)
import { get } from 'node:http';
import { chromium } from '@playwright/test';

const base = process.argv[2];
const runs = Number(process.argv[3] ?? 3);
if (!base) {
  console.error('usage: node e2e/bench/home-page.mjs <base URL> [runs]');
  process.exit(2);
}

const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

// Collects LCP and CLS the way web-vitals does (largest-contentful-paint, layout-shift entries).
const OBSERVE = () => {
  window.__lcp = 0;
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Bytes on the wire for `url` when the client accepts gzip only (node:http does not decode). */
function gzipSize(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}

async function measureOnce(browser) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scripts = new Map();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, { url: event.response.url, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const script = scripts.get(event.requestId);
    if (script) script.bytes = event.encodedDataLength;
  });
  await page.addInitScript(OBSERVE);
  await page.goto(`${base}/`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const { lcp, cls } = await page.evaluate(() => ({ lcp: window.__lcp, cls: window.__cls }));
  await context.close();
  const urls = [...scripts.values()].map((s) => s.url);
  const transferred = [...scripts.values()].reduce((sum, s) => sum + s.bytes, 0);
  return { lcp, cls, urls, transferred };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  // Warm the server (rendered HTML and image variants are made on first request), not the browser.
  const warm = await browser.newContext();
  await (await warm.newPage()).goto(`${base}/`, { waitUntil: 'networkidle' });
  await warm.close();

  const results = [];
  for (let i = 0; i < runs; i++) results.push(await measureOnce(browser));
  const urls = [...new Set(results.flatMap((r) => r.urls))];
  const gzip = (await Promise.all(urls.map(gzipSize))).reduce((a, b) => a + b, 0);
  console.log(
    JSON.stringify({
      runs,
      lcpMs: Math.round(median(results.map((r) => r.lcp))),
      cls: Number(median(results.map((r) => r.cls)).toFixed(4)),
      jsGzipBytes: gzip,
      jsTransferredBytes: Math.round(median(results.map((r) => r.transferred))),
      scripts: urls.length,
    }),
  );
} finally {
  await browser.close();
}
