// Lighthouse 12 (mobile preset: Moto G Power, 4× CPU, slow 4G, simulated throttling) on public
// pages, with the installed Chromium. Prints one JSON line per page: the four category scores.
// Usage: node e2e/bench/lighthouse.mjs <base URL> <path> [<path> …]   (server/bench/run.ts calls it)
// LIGHTHOUSE_JSON_DIR=<folder> also writes each page's full report there (to read its audits and trace).
// LIGHTHOUSE_CPU_SLOWDOWN=<n> replaces the preset's 4× CPU slowdown, e.g. 8 to see the scores a machine
// half as fast would give (the simulated timings scale with this machine's own speed).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error('usage: node e2e/bench/lighthouse.mjs <base URL> <path> [<path> …]');
  process.exit(2);
}
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Chromium with a DevTools port of its own choosing; resolves once it tells which. */
function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'mw-lighthouse-'));
  const child = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // Chromium's helper processes may still be writing the profile when it is killed: remove it
  // once the browser has exited, retrying while they finish. A folder left in tmp must not fail
  // the run whose scores are already printed, so a last failure is only reported.
  const kill = () =>
    new Promise((resolve) => {
      child.once('exit', () => {
        try {
          rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
        } catch (error) {
          console.error(`could not remove Chromium's profile ${profile}: ${error.code ?? error}`);
        }
        resolve();
      });
      child.kill('SIGKILL');
    });
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr.on('data', (chunk) => {
      err += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (match) resolve({ port: Number(match[1]), kill });
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${err.slice(-500)}`)));
  });
}

const chrome = await launchChromium();
try {
  for (const path of paths) {
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(process.env.LIGHTHOUSE_CPU_SLOWDOWN
        ? { throttling: { cpuSlowdownMultiplier: Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) } }
        : {}),
    });
    const lhr = result?.lhr;
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr?.categories[c]?.score ?? 0) * 100)]),
    );
    // What cost points: audits under 100 that weigh in a category, worst first.
    const failing = Object.values(lhr?.audits ?? {})
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'notApplicable' &&
          a.scoreDisplayMode !== 'manual',
      )
      .map((a) => `${a.id}:${a.score}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    const metrics = {
      fcpMs: Math.round(lhr?.audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(lhr?.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr?.audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((lhr?.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    };
    console.log(JSON.stringify({ path, scores, metrics, failing }));
    const jsonDir = process.env.LIGHTHOUSE_JSON_DIR;
    if (jsonDir && lhr) {
      mkdirSync(jsonDir, { recursive: true });
      const name = (path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home').slice(0, 60);
      writeFileSync(join(jsonDir, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
    }
  }
} finally {
  await chrome.kill();
}
