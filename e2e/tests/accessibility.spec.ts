import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/accounts';

/** No serious or critical axe violation on the pages this release completes. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(blocking).toEqual([]);
}

test('sign-in, landing and account request pages', async ({ page }) => {
  for (const path of [
    '/app/auth/signin-1',
    '/app/auth/signin-2',
    '/app/',
    '/app/auth/signup-1',
    '/app/auth/reset-password-1',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectAccessible(page);
  }
});

test('verification pages in the layout', async ({ page }) => {
  await signIn(page, 'verification');
  await expect(page.getByText('Leads per day, last 30 days')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/app/verification/read-leads');
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/app/verification/add-lead');
  await expect(page.getByLabel('First name')).toBeVisible();
  await expectAccessible(page);
});
