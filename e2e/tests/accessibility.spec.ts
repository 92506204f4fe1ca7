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

/** One URL of every public page template, taken from the sitemap, plus the fallback page. */
async function publicTemplates(page: Page): Promise<string[]> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
  const firstMatching = (pattern: RegExp) => paths.find((p) => pattern.test(p));
  const templates = [
    /^\/$/,
    /^\/services$/,
    /^\/services\/[^/]+$/,
    /^\/swimming-pool-projects\/infinity-pools$/,
    /^\/swimming-pool-projects\/(?!infinity-pools)[^/]+$/,
    /^\/products\/[^/]+$/,
    /^\/products\/[^/]+\/[^/]+$/,
    /^\/products\/[^/]+\/[^/]+\/[^/]+$/,
    /^\/renolit\/[^/]+$/,
    /^\/renolit\/[^/]+\/[^/]+$/,
    /^\/blog\/[^/]+$/,
    /^\/news-and-update$/,
    /^\/careers\/[^/]+$/,
    /^\/faq$/,
    /^\/privacy-policy$/,
    /^\/contact$/,
    /^\/about-us$/,
    /^\/why-[^/]+$/,
    /^\/swimming-pool-project-gallery$/,
    /^\/[^/]+-home-decor$/,
  ].map(firstMatching);
  expect(templates.filter((p) => !p)).toEqual([]);
  return [...(templates as string[]), '/thank-you', '/no-such-page'];
}

test('every public page template, light and dark', async ({ page }) => {
  test.setTimeout(180_000);
  for (const path of await publicTemplates(page)) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-site-ready', 'true');
    await expectAccessible(page);
  }
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  for (const path of ['/', '/products', '/contact', '/blog']) {
    await page.goto(path);
    await expect(page.locator('body')).toHaveClass(/\bdark\b/);
    await expectAccessible(page);
  }
});

test('the public site works by keyboard: skip link, menus, enquiry dialog', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-site-ready', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  const products = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products' });
  await products.focus();
  await page.keyboard.press('Enter');
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(products).toHaveAttribute('aria-expanded', 'false');
  await expect(products).toBeFocused();
  const enquire = page.getByRole('contentinfo').getByRole('button', { name: 'Enquire Now' });
  await enquire.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Make an Enquiry' });
  await expect(dialog).toBeVisible();
  // Focus moved into the dialog, and Esc gives it back to the button that opened it.
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(enquire).toBeFocused();
});
