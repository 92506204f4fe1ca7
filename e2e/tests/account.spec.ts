import { type APIRequestContext, expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from '../support/accounts';

test('a sign-up becomes a request that HR sees in the notification bell', async ({ page }) => {
  const name = `Farah Khan ${Date.now().toString(36)}`;
  await page.goto('/app/auth/signup-2');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Work e-mail').fill('not-an-email');
  await page.getByLabel('Team').click();
  await page.locator('.ant-select-item-option', { hasText: 'Sales' }).click();
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Please enter a valid email.')).toBeVisible();
  await page.getByLabel('Work e-mail').fill('farah.khan@example.in');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('HR has your request')).toBeVisible();

  await signIn(page, 'hr');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByText(`Account request: ${name}`)).toBeVisible();
});

/** Sets the employee's password through the API (a test's clean-up, whatever its page did). */
async function setPassword(request: APIRequestContext, from: string, to: string) {
  const { username } = ACCOUNTS.employee;
  const login = await request.post('/api/login', { data: { username, password: from } });
  if (!login.ok()) return; // already the demo password (the test failed before changing it)
  const { token } = (await login.json()).success as { token: string };
  const changed = await request.post('/api/change-password', {
    headers: { Authorization: `Bearer ${token}` },
    data: { currentPassword: from, newPassword: to },
  });
  expect(changed.ok()).toBe(true);
}

test('a signed-in user changes their password with the current one', async ({ page }) => {
  const { username, password } = ACCOUNTS.employee;
  const changed = `${password}-new`;
  const change = async (from: string, to: string) => {
    await page.goto('/app/auth/change-password');
    await page.getByLabel('Current password').fill(from);
    await page.getByLabel('New password', { exact: true }).fill(to);
    await page.getByLabel('Repeat the new password').fill(to);
    await page.getByRole('button', { name: 'Change password' }).click();
  };
  let restored = false;
  try {
    await signIn(page, 'employee');
    await change('wrong-password', changed);
    await expect(page.getByText(/current password/i).first()).toBeVisible();
    await change(password, changed);
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    // The new password works, the old one no longer does; then put it back for the other tests.
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The username or password is incorrect.' }),
    ).toBeVisible();
    await page.getByLabel('Password').fill(changed);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/app\/employee\/profile$/);
    await change(changed, password);
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    restored = true;
  } finally {
    // Whatever failed above, the demo password is back (csp.spec and others sign in with it).
    if (!restored) await setPassword(page.request, changed, password);
  }
});
