import { expect as baseExpect, type Page } from '@playwright/test';

// A loaded machine slows every click: the waits are for conditions, never for time.
const expect = baseExpect.configure({ timeout: 60_000 });

/** Ticks every open item of the checklist page shown, one at a time, and marks the lead handed over. */
export async function completeChecklist(page: Page) {
  await expect(page.getByRole('heading', { name: /^Checklist:/ })).toBeVisible();
  const open = page.locator('.ant-checkbox-wrapper:not(.ant-checkbox-wrapper-checked)');
  await expect(page.getByText(/of 11 done/)).toBeVisible();
  while ((await open.count()) > 0) {
    const before = await open.count();
    await open.first().click();
    await expect(open).toHaveCount(before - 1);
  }
  await expect(page.getByText('11 of 11 done')).toBeVisible();
  await page.getByRole('button', { name: 'Mark handed over' }).click();
  await expect(page.locator('.ant-tag', { hasText: 'Done' }).first()).toBeVisible();
}
