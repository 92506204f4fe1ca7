import { expect, type Page } from '@playwright/test';

/** Opens a public-site page and waits until the public-site remote has hydrated it. */
export async function openSite(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-site-ready', 'true');
}
