import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/accounts';

const repo = path.resolve(import.meta.dirname, '../..');

test('a verification user never downloads another role’s remote', async ({ page }) => {
  const remotes = new Set<string>();
  page.on('request', (request) => {
    const match = new URL(request.url()).pathname.match(/^\/remotes\/([^/]+)\//);
    if (match?.[1]) remotes.add(match[1]);
  });
  await signIn(page, 'verification');
  await page.goto('/app/verification/read-leads');
  await expect(page.getByRole('table')).toBeVisible();
  await page.goto('/app/verification/add-lead');
  await page.goto('/app/employee/profile');
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  expect([...remotes].sort()).toEqual(['employee', 'verification']);
});

test('a remote that fails to load shows an error with a retry inside the layout', async ({ page }) => {
  await signIn(page, 'sales');
  await page.route('**/remotes/employee/**', (route) => route.abort());
  await page.goto('/app/employee/profile');
  await expect(page.getByText('The employee module could not be loaded')).toBeVisible();
  await expect(page.getByRole('button', { name: /User menu/ })).toBeVisible(); // the layout still works
  await page.unroute('**/remotes/employee/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
});

test('replacing one remote’s bundle changes that area without rebuilding anything else', async ({ page }) => {
  test.setTimeout(120_000);
  const dist = path.join(repo, 'remotes/verification/dist');
  const backup = path.join(mkdtempSync(path.join(tmpdir(), 'mw-remote-')), 'dist');
  cpSync(dist, backup, { recursive: true });
  const label = `swap-${Date.now()}`;
  try {
    await signIn(page, 'verification');
    await expect(page.getByText(/verification module · build/)).toBeVisible();
    await expect(page.getByText(label)).toHaveCount(0);
    // Ship a new build of the verification remote only, while the server keeps running.
    execFileSync('pnpm', ['--filter', '@managewell/verification', 'run', 'build'], {
      cwd: repo,
      env: { ...process.env, MW_BUILD_LABEL: label },
      stdio: 'ignore',
    });
    await page.reload();
    await expect(page.getByText(`verification module · build ${label}`)).toBeVisible();
  } finally {
    rmSync(dist, { recursive: true, force: true });
    cpSync(backup, dist, { recursive: true });
    rmSync(backup, { recursive: true, force: true });
  }
});
