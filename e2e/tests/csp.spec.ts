import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, type DemoRole, signIn } from '../support/accounts';

/**
 * The Content-Security-Policy holds the whole product: every role's area and the public site are
 * walked (first pages, user menu, notifications, layout configurator, dark mode, the enquiry
 * popup) and any violation the browser reports fails the test.
 */

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
  page: string;
}

/** Collects the violations the browser reports, from every document the page loads. */
async function watchPolicy(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding('__reportCspViolation', ({ frame }, violation: Violation) => {
    seen.push(`${violation.directive} blocked ${violation.blocked} (${violation.source}) on ${frame.url()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(v: Violation): void }).__reportCspViolation;
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
        page: location.href,
      });
    });
  });
  // What Chromium writes to the console when it refuses something, in case an event is missed,
  // and its complaints about the policy headers themselves (an unknown Permissions-Policy feature).
  page.on('console', (message) => {
    const text = message.text();
    if (
      /Content Security Policy|Refused to (load|execute|apply|frame|connect)|Permissions-Policy/i.test(text)
    )
      seen.push(`console: ${text}`);
  });
  return seen;
}

/** Each policy a response of the walk carried (every HTML page must have one). */
function watchHeaders(page: Page): string[] {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'document') return;
    const headers = response.headers();
    if (!headers['content-security-policy']) missing.push(`no CSP on ${response.url()}`);
    if (headers['x-frame-options'] !== 'DENY') missing.push(`no X-Frame-Options on ${response.url()}`);
  });
  return missing;
}

/** The page has settled: no boot bar, and the remote's content is there. */
async function settled(page: Page) {
  await expect(page.locator('#boot')).toHaveCount(0);
  await expect(page.getByRole('main').first()).toBeVisible();
}

const ROLES = Object.keys(ACCOUNTS) as DemoRole[];

for (const role of ROLES) {
  test(`no policy violation in the ${role} area`, async ({ page }) => {
    test.slow(); // a long walk: several pages, menus and a reload
    const violations = await watchPolicy(page);
    const headers = watchHeaders(page);
    await signIn(page, role);
    await settled(page);

    // The first pages of the sidebar (each loads the role's remote code and data).
    const nav = page.getByRole('menu').first();
    const links = nav.getByRole('link');
    await expect(nav.getByRole('menuitem').first()).toBeVisible();
    // A role whose menu starts with a sub-menu (Leads, View Tables): open it.
    if (!(await links.first().isVisible())) await nav.locator('[aria-expanded="false"]').first().click();
    await expect(links.first()).toBeVisible();
    const count = Math.min(await links.count(), 2);
    for (let i = 0; i < count; i++) {
      const link = links.nth(i);
      if (!(await link.isVisible())) continue;
      const href = await link.getAttribute('href');
      await link.click();
      if (href) await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await settled(page);
    }

    // The header: user menu and notifications.
    await page.getByRole('button', { name: /User menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog').or(page.getByRole('tooltip')).first()).toBeVisible();
    await page.keyboard.press('Escape');

    // The layout configurator, dark mode, and a reload that applies it from storage.
    await page.getByRole('button', { name: 'Layout settings' }).click();
    await page.getByText('Dark', { exact: true }).click();
    await expect(page.locator('body')).toHaveClass(/dark/);
    await page.keyboard.press('Escape');
    await page.reload();
    await settled(page);
    await expect(page.locator('body')).toHaveClass(/dark/);

    expect(headers).toEqual([]);
    expect(violations).toEqual([]);
  });
}

test('the pages beyond the first menu entries load under the policy', async ({ page }) => {
  test.slow(); // sign-in and five pages
  // Each page loads its remote's code on first use: slow on a loaded machine.
  const patient = expect.configure({ timeout: 30_000 });
  const violations = await watchPolicy(page);
  const headers = watchHeaders(page);
  await signIn(page, 'website-admin');
  await settled(page);
  await page.goto('/app/website-admin/subscribers');
  await patient(page.getByRole('heading', { name: 'Subscribe' })).toBeVisible();
  // An enquiry of the inbox, opened from its list.
  await page.goto('/app/website-admin/enquiry');
  await page.getByRole('main').locator('a[href^="/app/website-admin/leads/"]').first().click();
  await patient(page).toHaveURL(/\/app\/website-admin\/leads\/\d+$/);
  await patient(page.getByText('From the website')).toBeVisible();
  await page.goto('/app/backups');
  await patient(page.getByRole('heading', { name: 'Backups' })).toBeVisible();
  // The newsletter's public confirm page, with a link that is not valid.
  await openPublic(page, '/newsletter/confirm?token=not-a-real-token');
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await patient(page.getByRole('main').getByText(/not valid/)).toBeVisible();

  expect(headers).toEqual([]);
  expect(violations).toEqual([]);
});

test('a remote from another origin (REMOTE_EMPLOYEE_URL) loads under the policy', async ({ page }) => {
  test.slow();
  const violations = await watchPolicy(page);
  const employeeOrigins = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/remotes/employee/') && response.ok()) employeeOrigins.add(url.origin);
  });
  await signIn(page, 'employee');
  await settled(page);
  await page.goto('/app/employee/profile');
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  // The playwright config points the employee remote at localhost while pages are on 127.0.0.1.
  expect([...employeeOrigins]).toEqual([new URL(page.url()).origin.replace('127.0.0.1', 'localhost')]);
  expect(violations).toEqual([]);
});

/** A public page loaded on its own (server-rendered), and hydrated by the public-site remote. */
async function openPublic(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  await expect(page.locator('html')).toHaveAttribute('data-site-ready', 'true');
}

/** The address of the first card link in the main content of the current page. */
async function firstCardHref(page: Page): Promise<string> {
  const href = await page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('link')
    .first()
    .getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

test('no policy violation on the public site', async ({ page }) => {
  test.slow(); // a long walk: twelve page loads
  const violations = await watchPolicy(page);
  const headers = watchHeaders(page);

  await openPublic(page, '/');
  // Dark mode, applied before paint by the inline theme script on the next load.
  await page
    .getByRole('button', { name: /dark mode/i })
    .first()
    .click();
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Enquire Now' }).click();
  const enquiry = page.getByRole('dialog', { name: 'Make an Enquiry' });
  await expect(enquiry).toBeVisible();
  await enquiry.getByRole('button', { name: 'Submit' }).click();
  await expect(enquiry.getByText('Please enter a name.')).toBeVisible();
  await page.keyboard.press('Escape');

  // A product (category → sub-category → product), each loaded on its own.
  let path = '/products';
  for (let depth = 0; depth < 3; depth++) {
    await openPublic(page, path);
    path = await firstCardHref(page);
  }
  await openPublic(page, path);
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);

  // A project (projects → project type → project).
  await openPublic(page, '/swimming-pool-projects');
  await openPublic(page, await firstCardHref(page));
  await openPublic(page, await firstCardHref(page));
  await openPublic(page, '/blog');
  await openPublic(page, await firstCardHref(page));
  await openPublic(page, '/contact');
  await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible();
  // The not-found page (status 404) carries the same policy.
  await page.goto('/no-such-page-here');
  await expect(page.locator('html')).toHaveAttribute('data-site-ready', 'true');

  expect(headers).toEqual([]);
  expect(violations).toEqual([]);
});
