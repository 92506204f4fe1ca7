import { expect, test } from '@playwright/test';
import { type DemoRole, signIn, storedSession } from '../support/accounts';

/** SPEC 2 "Sidebar menu by role": the top-level entries each role sees. */
const MENUS: Record<Exclude<DemoRole, 'employee'>, string[]> = {
  'website-admin': [
    'Home',
    'Renolits',
    'Services',
    'Projects',
    'Products',
    'About Us',
    'Contact Us',
    'News And Updates',
    'Blogs',
    'Careers',
    'Why Tarang',
    'Awards',
    'Clients',
    'Testimonials',
    'Teams',
    'FAQs',
    'Disclaimer',
    'Privacy',
    'Terms And Condition',
    'Setting',
    'Leads',
  ],
  verification: ['Leads'],
  sales: ['Leads', 'Quotation'],
  hr: ['View Tables', 'Employee'],
  quotation: ['Quotation'],
};

for (const [role, entries] of Object.entries(MENUS)) {
  test(`${role} sees its own menu and the title suffix`, async ({ page }) => {
    await signIn(page, role as DemoRole);
    const nav = page.getByRole('menu').first();
    for (const entry of entries) await expect(nav.getByText(entry, { exact: true }).first()).toBeVisible();
    await expect(page).toHaveTitle(/ Managewell$/);
  });
}

test('self-service: the employee role’s sidebar, and every other role’s user menu', async ({ page }) => {
  await signIn(page, 'employee');
  const nav = page.getByRole('menu').first();
  await expect(nav.getByText('Self-service', { exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Leave request' })).toBeVisible();
  // The employee lands on their profile: once it has loaded, nothing moves under the menu.
  await expect(page.getByRole('button', { name: 'Ask for a change' })).toBeVisible();
  // A pop-up menu item can move while it opens (antd aligns it after the first frame), so a click
  // that lands beside it is tried again, with the menu reopened if it closed.
  const fromUserMenu = async (item: string, arrived: RegExp, via?: string) =>
    expect(async () => {
      if (!(await page.getByRole('menuitem', { name: via ?? item }).isVisible()))
        await page.getByRole('button', { name: /User menu/ }).click();
      if (via) await page.getByRole('menuitem', { name: via }).hover();
      await page.getByRole('menuitem', { name: item }).click({ timeout: 3_000 });
      await expect(page).toHaveURL(arrived, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  await fromUserMenu('Logout', /\/app\/auth\/signin-1$/);
  expect(await storedSession(page)).toBeNull();

  await signIn(page, 'sales');
  await fromUserMenu('Leave request', /\/app\/employee\/leave-request$/, 'Self-service');
  await expect(page).toHaveTitle('Leave request Managewell');
});

test('sub-menus: a main menu opens one at a time; the page title follows the menu item', async ({ page }) => {
  await signIn(page, 'hr');
  const nav = page.getByRole('menu').first();
  await nav.getByText('View Tables', { exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Leaves' })).toBeVisible();
  await nav.getByText('Employee', { exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Create Employee' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Leaves' })).toBeHidden();
  await nav.getByRole('link', { name: 'Salary' }).click();
  await expect(page).toHaveURL(/\/app\/hr\/salary$/);
  await expect(page).toHaveTitle('Salary Managewell');
});

test('the configurator applies dark and right-to-left, and keeps them across a reload', async ({ page }) => {
  await signIn(page, 'verification');
  await page.getByRole('button', { name: 'Layout settings' }).click();
  await page.getByText('Dark', { exact: true }).click();
  await page.getByRole('switch', { name: 'Right to left' }).click();
  await expect(page.locator('body')).toHaveClass(/dark/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.reload();
  await expect(page.locator('body')).toHaveClass(/dark/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'Layout settings' }).click();
  await page.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(page.locator('body')).not.toHaveClass(/dark/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the configurator sets the colour band sub-layout, its colour and the menu icon style', async ({
  page,
}) => {
  await signIn(page, 'verification');
  const staff = page.locator('.mw-staff');
  await expect(staff).toHaveAttribute('data-sublayout', 'default');
  await page.getByRole('button', { name: 'Layout settings' }).click();
  await page.getByText('Colour band', { exact: true }).click();
  await page.getByRole('button', { name: 'Band Forest' }).click();
  await page.getByText('Boxed', { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(staff).toHaveAttribute('data-sublayout', 'layout6');
  await expect(staff).toHaveAttribute('style', /#14532d/);
  const nav = page.getByRole('menu', { name: 'Main navigation' });
  await expect(nav).toHaveClass(/mw-icons-boxed/);
  await page.reload();
  await expect(staff).toHaveAttribute('data-sublayout', 'layout6');
  await expect(nav).toHaveClass(/mw-icons-boxed/);
});

test('horizontal navigation: a top bar that opens on hover and scrolls when it overflows', async ({
  page,
}) => {
  await signIn(page, 'website-admin');
  await page.getByRole('button', { name: 'Layout settings' }).click();
  await page.getByText('Horizontal', { exact: true }).click();
  await page.keyboard.press('Escape');
  const bar = page.locator('.mw-hnav');
  await expect(bar).toBeVisible();
  await expect(page.locator('.mw-sider')).toHaveCount(0);
  // Hover menus open after a short delay and close when the pointer leaves: hover until it shows.
  const products = bar.getByRole('menuitem', { name: /Products/ });
  await expect(async () => {
    await page.mouse.move(0, 400);
    await products.hover();
    await expect(page.getByRole('link', { name: 'Sub Category' })).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 15_000 });
  await page.mouse.move(0, 400);
  // The admin menu is wider than the screen: the arrow scrolls by the wrapper width minus 80px.
  const scroller = bar.locator('.mw-hnav-scroll');
  const before = await scroller.evaluate((el) => el.scrollLeft);
  await page.getByRole('button', { name: 'Scroll menu right' }).click();
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before);
  // On a narrow screen the horizontal layout falls back to the vertical (off-canvas) menu.
  await page.setViewportSize({ width: 800, height: 700 });
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
});

test('below 992px the menu is an off-canvas drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'sales');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByText('Quotation', { exact: true }).click();
  await drawer.getByRole('link', { name: 'Extra Payment' }).click();
  await expect(page).toHaveURL(/\/app\/sales\/extra-payment$/);
  await expect(drawer).toBeHidden();
});

test('notifications: badge counts the three lists, mark read and clear all', async ({ page }) => {
  await signIn(page, 'hr');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/Notifications, \d+ unread/);
  const before = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1]);
  await bell.click();
  await page
    .getByRole('button', { name: /^Mark “.*” as read$/ })
    .first()
    .click();
  await expect(bell).toHaveAccessibleName(
    before - 1 > 0 ? `Notifications, ${before - 1} unread` : 'Notifications',
  );
  await page.getByRole('button', { name: 'Clear all' }).click();
  // Clearing asks first.
  await page.locator('.ant-popconfirm-buttons').getByRole('button', { name: 'Clear all' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByText('You are all caught up')).toBeVisible();
});

test('the offline page says offline while offline, and its title always matches its heading', async ({
  page,
  context,
}) => {
  await page.goto('/app/maintenance/offline-ui');
  const heading = page.getByText(/^You are (online|offline|back online)$/);
  await expect(heading).toHaveText('You are online');
  await expect(page).toHaveTitle(/^You are online\b/);
  await context.setOffline(true);
  await expect(heading).toHaveText('You are offline');
  await expect(page).toHaveTitle(/^You are offline\b/);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await context.setOffline(false);
  await expect(heading).toHaveText('You are back online');
  await expect(page).toHaveTitle(/^You are back online\b/);
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
});
