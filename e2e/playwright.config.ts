import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the production build, started the way the README starts
 * it (`pnpm start`), on a fresh embedded PostgreSQL with the demo data.
 * Chromium comes from the system (CHROMIUM_PATH, default /usr/bin/chromium).
 */
// Chosen once in the main process; Playwright's workers inherit the environment.
process.env.E2E_PORT ??= String(3300 + Math.floor(Math.random() * 600));
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'managewell-e2e-'));
  // Only in the runner that made it (workers inherit E2E_DATA_DIR), and on exit: after the web
  // server has shut down (gracefulShutdown below), which global teardown runs before.
  const made = process.env.E2E_DATA_DIR;
  process.on('exit', () => rmSync(made, { recursive: true, force: true }));
}
const port = Number(process.env.E2E_PORT);
// A local stand-in for the HelloLeads lead-capture service (support/fake-helloleads.ts).
process.env.E2E_HELLOLEADS_PORT ??= String(port + 1200);
const dataDir = process.env.E2E_DATA_DIR;
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Waits are for conditions; this only bounds a test on a machine slowed by other work (a
  // sign-in and two remote pages took 34 s at load 30).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    // The server closes its HTTP server and its PostgreSQL, and exits 0.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(port + 2100),
      LOG_LEVEL: 'warn',
      HELLOLEADS_BASE_URL: `http://127.0.0.1:${process.env.E2E_HELLOLEADS_PORT}`,
      HELLOLEADS_EMAIL: 'crm@tarangpools.in',
      HELLOLEADS_API_KEY: 'e2e-hls-key',
      HELLOLEADS_LIST_KEY: 'e2e-list',
      HELLOLEADS_RETRY_DELAY: '1',
      HELLOLEADS_TIMEOUT: '3 seconds',
      PUBLIC_FORM_LIMIT: '100',
      // One remote from another origin (localhost vs 127.0.0.1), as from a CDN: the pages'
      // Content-Security-Policy must allow it from REMOTE_<NAME>_URL alone (tests/csp.spec.ts).
      REMOTE_EMPLOYEE_URL: `http://localhost:${port}/remotes/employee/remoteEntry.js`,
    },
  },
});
