import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn, storedSession } from '../support/accounts';

test('a signed-out visitor of a protected page goes to sign-in, and back after signing in', async ({
  page,
}) => {
  await page.goto('/app/verification/read-leads');
  await expect(page).toHaveURL(/\/app\/auth\/signin-1$/);
  await page.getByLabel('Username').fill(ACCOUNTS.verification.username);
  await page.getByLabel('Password').fill(ACCOUNTS.verification.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/verification\/read-leads$/);
});

test('a wrong password is refused with a clear message and nothing stored', async ({ page }) => {
  await page.goto('/app/auth/signin-1');
  await page.getByLabel('Username').fill('verifier');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('The username or password is incorrect.');
  expect(await storedSession(page)).toBeNull();
});

test('sign-in stores the session under isUserLogged in the spec shape', async ({ page }) => {
  await signIn(page, 'sales');
  const stored = JSON.parse((await storedSession(page)) ?? 'null');
  expect(stored).toMatchObject({ isLoggedIn: true, user: { username: 'sales', role: 'sales' } });
  expect(typeof stored.user.id).toBe('number');
  expect(typeof stored.token).toBe('string');
});

test('guest-only pages send a signed-in user to their home', async ({ page }) => {
  await signIn(page, 'hr');
  await expect(page).toHaveURL(/\/app\/hr\/dashboard$/);
  await page.goto('/app/auth/signin-1');
  await expect(page).toHaveURL(/\/app\/hr\/dashboard$/);
});

test('unknown /app paths: to the role home when signed in, to the landing path when not', async ({
  page,
}) => {
  await page.goto('/app/no/such/page');
  await expect(page).toHaveURL(/\/app\/$/);
  await expect(page.getByRole('link', { name: 'Staff sign-in' })).toBeVisible();
  await signIn(page, 'website-admin');
  await page.goto('/app/no/such/page');
  await expect(page).toHaveURL(/\/app\/website-admin\/homes$/);
});

test('another role’s area shows a 403 page inside the layout; self-service is open to all', async ({
  page,
}) => {
  await signIn(page, 'verification');
  await page.goto('/app/hr/read-leaves');
  await expect(page.getByText('This area belongs to another team.')).toBeVisible();
  await expect(page.getByRole('button', { name: /User menu/ })).toBeVisible();
  await page.goto('/app/employee/profile');
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
});

test('logout revokes the token and clears the stored session', async ({ page, request }) => {
  await signIn(page, 'quotation');
  const token = JSON.parse((await storedSession(page)) ?? '{}').token as string;
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/app\/auth\/signin-1$/);
  expect(await storedSession(page)).toBeNull();
  // The page signs out at once and revokes the token right after (a keepalive request).
  await expect
    .poll(async () =>
      (await request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } })).status(),
    )
    .toBe(401);
  await page.goto('/app/quotation/view');
  await expect(page).toHaveURL(/\/app\/auth\/signin-1$/);
});

test('a revoked token returns the shell to sign-in on the next call', async ({ page, request }) => {
  await signIn(page, 'verification');
  const token = JSON.parse((await storedSession(page)) ?? '{}').token as string;
  // The same token is revoked elsewhere (e.g. logout in another tab or an admin action).
  const out = await request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(out.ok()).toBeTruthy();
  await page.goto('/app/verification/read-leads');
  await expect(page).toHaveURL(/\/app\/auth\/signin-1$/);
  expect(await storedSession(page)).toBeNull();
});

test('sign-in gives the browser a signed device cookie, which it sends with its next sign-in', async ({
  page,
  context,
}) => {
  await signIn(page, 'employee');
  const device = (await context.cookies()).find((c) => c.name === 'mw_device');
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/login' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('mw_device');

  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/app\/auth\/signin-1$/);
  const login = page.waitForRequest((r) => r.url().endsWith('/api/login') && r.method() === 'POST');
  await page.getByLabel('Username').fill(ACCOUNTS.employee.username);
  await page.getByLabel('Password').fill(ACCOUNTS.employee.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect(await (await login).headerValue('cookie')).toContain(`mw_device=${device!.value}`);
  await expect(page).not.toHaveURL(/signin-1/);
});
