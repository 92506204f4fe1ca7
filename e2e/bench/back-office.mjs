// The back office's JavaScript as a member of staff downloads it: Chromium, cold browser cache,
// bytes as transferred (the server sends the build's pre-compressed brotli files). For the
// sign-in page, and for each demo role: the first page after signing in (everything downloaded
// since the sign-in page was opened) and a later page of the area reached through the app (what
// that navigation adds). Prints a table per role with the budget beside each figure, then one
// JSON line with every figure.
// Usage: node e2e/bench/back-office.mjs [base URL]
//   Without a URL it starts the built server (server/dist/main.js) on a fresh data directory.
// BENCH_ROLES=sales,hr measures only those roles; BENCH_FILES=1 lists every script with its size.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The size budgets (kilobytes as transferred; see docs/decisions/0007-size-budgets-in-the-build.md). */
export const BUDGET_KB = { signIn: 150, firstPage: 350, laterPage: 60 };

/** The README's demo accounts, where each lands, and a later page of the same area. */
const ROLES = [
  { role: 'website-admin', username: 'admin', password: 'admin-pool-2026', later: 'contacts' },

  { role: 'verification', username: 'verifier', password: 'verify-pool-2026', later: 'read-leads' },
  { role: 'sales', username: 'sales', password: 'sales-pool-2026', later: 'read-leads' },
  { role: 'hr', username: 'hr', password: 'hr-pool-2026', later: 'read-leaves' },
  { role: 'quotation', username: 'quotation', password: 'quote-pool-2026', later: 'catalogue' },
  { role: 'employee', username: 'employee', password: 'staff-pool-2026', later: 'timesheet' },
];

/**
 * BENCH_LATER=all measures every later page of these areas (each static route of the remote's
 * src/routes.ts; routes with an id are reached from these lists), one cold visit each.
 * Website-admin: its own pages plus one studio page of each sort (a list, a fixed page with and
 * without a list) — the other studio pages are the same three components.
 */
const ALL_LATER = {
  'website-admin': [
    'contacts',
    'abouts',
    'blogs/add',
    'contact-form',
    'resume',
    'individual-position-resume',
    'enquiry',
    'settings',
    'media-library',
    'export-import',
  ],
  verification: ['add-lead', 'read-leads'],
  sales: [
    'read-leads',
    'pre-quotation/lead',
    'read-quotation',
    'extra-payment',
    'prepare-terms',
    'final-quatation',
    'checklist',
  ],
  hr: [
    'read-leaves',
    'read-attandance',
    'read-timesheet',
    'employee-goal',
    'employee-suggestions',
    'employee',
    'create-employee',
    'offer-letter',
    'employee-details',
    'salary',
    'compliance',
    'resignations',
  ],
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Starts the production server on a fresh data directory; returns its URL and a stop function. */
async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mw-bench-js-'));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child);
  return {
    base,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh browser context with the cache disabled, recording every script response. */
async function coldPage(browser, base) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map();
  const finished = new Map();
  const inFlight = new Set();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    // The live channel (GET /api/live) stays open while signed in: it never "finishes".
    if (new URL(event.request.url).pathname === '/api/live') return;
    inFlight.add(event.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    finished.set(event.requestId, event.encodedDataLength);
    inFlight.delete(event.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFailed', (event) => {
    inFlight.delete(event.requestId);
    lastActivity = Date.now();
  });
  /** Resolves once no request has been in flight for half a second (polling the recorded events). */
  const quiet = async () => {
    while (inFlight.size > 0 || Date.now() - lastActivity < 500) {
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  /** Script bytes and files since the last mark. */
  const seen = new Set();
  const mark = () => {
    let bytes = 0;
    const files = [];
    const sizes = [];
    for (const [id, url] of scripts) {
      if (seen.has(id) || !finished.has(id)) continue;
      seen.add(id);
      bytes += finished.get(id);
      files.push(url);
      sizes.push([finished.get(id), url]);
    }
    if (process.env.BENCH_FILES) {
      for (const [size, url] of sizes.sort((a, b) => b[0] - a[0])) {
        console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${new URL(url).pathname}`);
      }
    }
    return { bytes, files };
  };
  return { context, page, mark, quiet };
}

/** Waits until the page shows `ready` and the network has gone quiet. */
async function settle(ready, quiet) {
  await ready.waitFor({ state: 'visible', timeout: 60_000 });
  await quiet();
}

async function measureSignIn(browser, base) {
  const { context, page, mark, quiet } = await coldPage(browser, base);
  await page.goto('/app/auth/signin-1');
  await settle(page.getByRole('button', { name: 'Sign in' }), quiet);
  const result = mark();
  await context.close();
  return result;
}

/** Client-side navigation, as a sidebar link does (a full load would download everything again). */
async function navigateInApp(page, url) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

async function measureRole(browser, base, account) {
  const { context, page, mark, quiet } = await coldPage(browser, base);
  await page.goto('/app/auth/signin-1');
  await settle(page.getByRole('button', { name: 'Sign in' }), quiet);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith(`/app/${account.role}/`));
  const main = page.getByRole('main');
  await settle(main.getByRole('heading').first(), quiet);
  const first = mark();
  const firstTitle = await page.title();
  const laterUrl = `/app/${account.role}/${account.later}`;
  await navigateInApp(page, laterUrl);
  await page.waitForURL((url) => url.pathname === laterUrl);
  // The later page is shown once the document title is its own (every page sets it).
  await page.waitForFunction((title) => document.title !== title, firstTitle, { timeout: 60_000 });
  await settle(main.getByRole('heading').first(), quiet);
  const later = mark();
  await context.close();
  return { first, later, laterUrl };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const verdict = (bytes, budgetKb) => (bytes <= budgetKb * 1024 ? 'ok' : 'OVER');

function printTable(title, rows) {
  const header = ['Page', 'JS (brotli)', 'Files', 'Budget', ''];
  const all = [header, ...rows];
  const width = header.map((_, i) => Math.max(...all.map((r) => String(r[i]).length)));
  const line = (r) => `| ${r.map((c, i) => String(c).padEnd(width[i])).join(' | ')} |`;
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(`|${width.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}

async function main() {
  const given = process.argv[2];
  const server = given ? { base: given, stop: async () => {} } : await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const figures = { signIn: null, roles: {} };
  try {
    const signIn = await measureSignIn(browser, server.base);
    figures.signIn = { bytes: signIn.bytes, files: signIn.files.length };
    printTable('Back-office JavaScript, cold cache (Chromium, bytes as transferred)', [
      [
        'Sign-in page',
        kb(signIn.bytes),
        signIn.files.length,
        `${BUDGET_KB.signIn} KB`,
        verdict(signIn.bytes, BUDGET_KB.signIn),
      ],
    ]);
    // BENCH_ROLES=sales,hr measures only those roles (while working on them).
    const only = process.env.BENCH_ROLES?.split(',');
    if (process.env.BENCH_LATER === 'all') {
      for (const account of ROLES.filter((a) => (!only || only.includes(a.role)) && ALL_LATER[a.role])) {
        const rows = [];
        for (const path of ALL_LATER[account.role]) {
          const { later, laterUrl } = await measureRole(browser, server.base, { ...account, later: path });
          rows.push([
            laterUrl,
            `+${kb(later.bytes)}`,
            `+${later.files.length}`,
            `+${BUDGET_KB.laterPage} KB`,
            verdict(later.bytes, BUDGET_KB.laterPage),
          ]);
        }
        printTable(`Every later page of ${account.role}`, rows);
      }
      return;
    }
    for (const account of ROLES.filter((a) => !only || only.includes(a.role))) {
      const { first, later, laterUrl } = await measureRole(browser, server.base, account);
      figures.roles[account.role] = {
        firstPage: { bytes: first.bytes, files: first.files.length },
        laterPage: { url: laterUrl, bytes: later.bytes, files: later.files.length },
      };
      printTable(`Role ${account.role} (${account.username})`, [
        [
          'Sign-in + first page',
          kb(first.bytes),
          first.files.length,
          `${BUDGET_KB.firstPage} KB`,
          verdict(first.bytes, BUDGET_KB.firstPage),
        ],
        [
          `Later page ${laterUrl}`,
          `+${kb(later.bytes)}`,
          `+${later.files.length}`,
          `+${BUDGET_KB.laterPage} KB`,
          verdict(later.bytes, BUDGET_KB.laterPage),
        ],
      ]);
    }
    console.log(`\n${JSON.stringify(figures)}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
