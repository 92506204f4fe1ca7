import { type Browser, expect, type Page } from '@playwright/test';

/** The demo accounts seeded on first start (README "Demo accounts"). */
export const ACCOUNTS = {
  'website-admin': { username: 'admin', password: 'admin-pool-2026' },
  verification: { username: 'verifier', password: 'verify-pool-2026' },
  sales: { username: 'sales', password: 'sales-pool-2026' },
  hr: { username: 'hr', password: 'hr-pool-2026' },
  quotation: { username: 'quotation', password: 'quote-pool-2026' },
  employee: { username: 'employee', password: 'staff-pool-2026' },
} as const;
export type DemoRole = keyof typeof ACCOUNTS;

/** The demo manager (an employee-role account with a team), apart from the one account per role. */
export const MANAGER = { username: 'manager', password: 'lead-pool-2026' } as const;

export async function signIn(page: Page, role: DemoRole | 'manager') {
  const { username, password } = role === 'manager' ? MANAGER : ACCOUNTS[role];
  await page.goto('/app/auth/signin-1');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signing in hashes a password: slow on a loaded machine, so a generous wait for its result.
  await expect(page).not.toHaveURL(/signin-1/, { timeout: 60_000 });
}

export async function storedSession(page: Page) {
  return page.evaluate(() => localStorage.getItem('isUserLogged'));
}

/** A page of its own browser context (its own session), signed in as the role. */
export async function signedInPage(browser: Browser, role: DemoRole): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, role);
  return page;
}
