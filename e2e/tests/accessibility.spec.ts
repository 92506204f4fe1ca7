import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { signIn } from '../support/accounts';

/*
 * One test per page (or public page template), so that a slow machine slows each page down
 * instead of pushing one long walk past its time limit. Every wait is for a condition: the
 * page's own content (its heading, its table rows, the public site's data-site-ready) before
 * axe runs. The time limits are generous: axe on a large page takes seconds under load.
 */
test.describe.configure({ timeout: 120_000 });
// A page's content may take more than the default 10 s to appear on a loaded machine.
const expect = baseExpect.configure({ timeout: 60_000 });

/** No serious or critical axe violation on the page as it is now. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(blocking).toEqual([]);
}

for (const path of [
  '/app/auth/signin-1',
  '/app/auth/signin-2',
  '/app/',
  '/app/auth/signup-1',
  '/app/auth/reset-password-1',
]) {
  test(`signed out: ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectAccessible(page);
  });
}

const VERIFICATION_PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/app/verification/dashboard',
    ready: (page) => expect(page.getByText('Leads per day, last 30 days')).toBeVisible(),
  },
  {
    path: '/app/verification/read-leads',
    // The rows, not just the table: axe then checks the loaded list, not its spinner.
    ready: (page) => expect(page.getByRole('row').nth(1).getByRole('link')).toBeVisible(),
  },
  {
    path: '/app/verification/add-lead',
    ready: (page) => expect(page.getByLabel('First name')).toBeVisible(),
  },
];

for (const { path, ready } of VERIFICATION_PAGES) {
  test(`verification, in the layout: ${path}`, async ({ page }) => {
    await signIn(page, 'verification');
    await page.goto(path);
    await ready(page);
    await expectAccessible(page);
  });
}

/** One URL of every public page template, taken from the sitemap, plus the fallback page. */
const PUBLIC_TEMPLATES: { name: string; pattern: RegExp }[] = [
  { name: 'home', pattern: /^\/$/ },
  { name: 'services', pattern: /^\/services$/ },
  { name: 'a service', pattern: /^\/services\/[^/]+$/ },
  { name: 'the infinity pools project page', pattern: /^\/swimming-pool-projects\/infinity-pools$/ },
  { name: 'a project', pattern: /^\/swimming-pool-projects\/(?!infinity-pools)[^/]+$/ },
  { name: 'a product section', pattern: /^\/products\/[^/]+$/ },
  { name: 'a product category', pattern: /^\/products\/[^/]+\/[^/]+$/ },
  { name: 'a product', pattern: /^\/products\/[^/]+\/[^/]+\/[^/]+$/ },
  { name: 'a renolit section', pattern: /^\/renolit\/[^/]+$/ },
  { name: 'a renolit product', pattern: /^\/renolit\/[^/]+\/[^/]+$/ },
  { name: 'a blog post', pattern: /^\/blog\/[^/]+$/ },
  { name: 'news and updates', pattern: /^\/news-and-update$/ },
  { name: 'a job', pattern: /^\/careers\/[^/]+$/ },
  { name: 'faq', pattern: /^\/faq$/ },
  { name: 'privacy policy', pattern: /^\/privacy-policy$/ },
  { name: 'contact', pattern: /^\/contact$/ },
  { name: 'about us', pattern: /^\/about-us$/ },
  { name: 'why us', pattern: /^\/why-[^/]+$/ },
  { name: 'the gallery', pattern: /^\/swimming-pool-project-gallery$/ },
  { name: 'home decor', pattern: /^\/[^/]+-home-decor$/ },
];

async function sitemapPath(page: Page, pattern: RegExp): Promise<string> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
  const path = paths.find((p) => pattern.test(p));
  expect(path, `a sitemap URL matching ${pattern}`).toBeDefined();
  return path as string;
}

async function openPublicPage(page: Page, path: string) {
  await page.goto(path);
  // Set once the page's data has arrived and React has hydrated it.
  await expect(page.locator('html')).toHaveAttribute('data-site-ready', 'true');
}

for (const { name, pattern } of PUBLIC_TEMPLATES) {
  test(`public template: ${name}`, async ({ page }) => {
    await openPublicPage(page, await sitemapPath(page, pattern));
    await expectAccessible(page);
  });
}

for (const path of ['/thank-you', '/no-such-page']) {
  test(`public page: ${path}`, async ({ page }) => {
    await openPublicPage(page, path);
    await expectAccessible(page);
  });
}

// Phone width (Lighthouse's mobile viewport): the floating call and WhatsApp buttons show their labels.
for (const path of ['/', '/contact']) {
  test(`public page, phone: ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await openPublicPage(page, path);
    await expect(page.locator('.site-floating__label').first()).toBeVisible();
    await expectAccessible(page);
  });
}

for (const path of ['/', '/products', '/contact', '/blog']) {
  test(`public page, dark: ${path}`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await openPublicPage(page, path);
    await expect(page.locator('body')).toHaveClass(/\bdark\b/);
    await expectAccessible(page);
  });
}

test('the public site works by keyboard: skip link, menus, enquiry dialog', async ({ page }) => {
  await openPublicPage(page, '/');
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
