// Temporary (not committed): screenshots of each role's first page, light 1280/375 and dark 1280.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
const root = path.resolve(import.meta.dirname, '..', '..');
const port = 40000 + Math.floor(Math.random() * 2000);
const dataDir = mkdtempSync(path.join(tmpdir(), 'fp-shots-'));
const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port + 3000), LOG_LEVEL: 'warn', DATABASE_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (;;) { try { if ((await fetch(`${base}/api/health`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 300)); }
const ROLES = [['website-admin','admin','admin-pool-2026'],['verification','verifier','verify-pool-2026'],['sales','sales','sales-pool-2026'],['hr','hr','hr-pool-2026'],['quotation','quotation','quote-pool-2026'],['employee','employee','staff-pool-2026']];
const only = process.env.ROLES?.split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [role, user, pass] of ROLES) {
  if (only && !only.includes(role)) continue;
  for (const [tag, width, dark] of [['1280', 1280, false], ['375', 375, false], ['dark', 1280, true]]) {
    const context = await browser.newContext({ baseURL: base, viewport: { width, height: 900 } });
    const page = await context.newPage();
    if (dark) await page.addInitScript(() => localStorage.setItem('managewell.layout', JSON.stringify({ layoutType: 'dark' })));
    await page.goto('/app/auth/signin-1');
    await page.getByLabel('Username').fill(user);
    await page.getByLabel('Password').fill(pass);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname.startsWith(`/app/${role}/`), { timeout: 60000 });
    await page.getByRole('main').getByRole('heading').first().waitFor({ timeout: 60000 });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/fp-shots/${process.env.TAG ?? 'after'}-${role}-${tag}.png`, fullPage: true });
    await context.close();
  }
}
await browser.close();
child.kill('SIGTERM');
