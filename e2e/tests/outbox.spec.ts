import { expect, test } from '@playwright/test';
import { signIn } from '../support/accounts';

// Each test signs in (a password hash) and loads a page chunk and a remote: slow on a busy machine.
test.slow();

test('sales opens the outbox from the user menu and filters it in the URL', async ({ page }) => {
  await signIn(page, 'sales');
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Outbox' }).click();
  await expect(page).toHaveURL(/\/app\/outbox$/);
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  // A fresh install shows "No mail yet"; earlier journeys of the run (lead to cash) queue mail.
  await expect(
    page
      .getByText(/No mail yet/)
      .or(page.getByRole('table'))
      .first(),
  ).toBeVisible();

  await page.getByLabel('Status').click();
  await page.locator('.ant-select-item-option', { hasText: 'Failed' }).click();
  await expect(page).toHaveURL(/status=failed/);
  await expect(page.getByText('No mail with the status “Failed”.')).toBeVisible();

  // A mail that is not theirs (or does not exist) is not shown.
  await page.goto('/app/outbox/999999');
  await expect(page.getByText('This mail could not be shown')).toBeVisible();
});

test('roles that send no mail have no outbox', async ({ page }) => {
  await signIn(page, 'employee');
  await page.getByRole('button', { name: /User menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Change password' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Outbox' })).toHaveCount(0);
  await page.goto('/app/outbox');
  await expect(page.getByText('403')).toBeVisible();
});
