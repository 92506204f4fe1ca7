import { expect as baseExpect, type Page, test } from '@playwright/test';
import { signedInPage, signIn } from '../support/accounts';
import { apiAs } from '../support/api';

// Generous: a loaded machine slows every step; the waits are for conditions, never for time.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

test('an editor changes a service, previews the draft, publishes it and sees it on the site', async ({
  page,
}) => {
  await signIn(page, 'website-admin');
  await page.goto('/app/website-admin/services/add');
  await page.getByRole('link', { name: 'Swimming Pool Design and Construction' }).click();
  await expect(page).toHaveURL(/services\/redirectToEdit\/\d+$/);
  const title = page.locator('input#title');
  await expect(title).toHaveValue('Swimming Pool Design and Construction');
  await title.fill('Pool Design and Build');
  const about = page.getByRole('textbox', { name: 'About' });
  await about.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Now with solar heating.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(/Draft saved/)).toBeVisible();
  await expect(page.getByText('Published · unpublished changes')).toBeVisible();

  // The live page is unchanged until Publish.
  const publicPath = '/services/swimming-pool-design-and-construction';
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(publicPath);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
    'Swimming Pool Design and Construction',
  );

  await page.getByRole('button', { name: 'Preview' }).click();
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Phone (375 px)' }).click();
  const preview = await popup;
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Pool Design and Build');
  await expect(preview.getByText('Now with solar heating.')).toBeVisible();
  await preview.close();
  await page.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the public site shows it now.')).toBeVisible();
  await visitor.goto(publicPath);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Pool Design and Build');
  await expect(visitor.getByText('Now with solar heating.')).toBeVisible();
});

test('a scheduled unpublish takes the page off the site when it runs', async ({ page }) => {
  await signIn(page, 'website-admin');
  const blog = await firstItem(page, 'blog');
  const path = blog.publicPath as string;
  expect((await page.request.get(path)).status()).toBe(200);
  const at = new Date(Date.now() + 5_000).toISOString();
  const scheduled = await apiAs(page, 'POST', `/api/website-admin/content/blog/${blog.id}/schedules`, {
    action: 'unpublish',
    at,
  });
  expect(scheduled.status).toBe(201);
  await page.goto(`/app/website-admin/blogs/redirectToEdit/${blog.id}`);
  await expect.poll(async () => (await page.request.get(path)).status(), { timeout: 60_000 }).toBe(404);
  await page.reload();
  await expect(page.locator('.ant-tag', { hasText: /^Draft$/ })).toBeVisible();
});

async function firstItem(page: Page, kind: string) {
  const { body } = await apiAs(page, 'GET', `/api/website-admin/content/${kind}?status=published&pageSize=1`);
  return (body.success.items as Record<string, unknown>[])[0] as {
    id: number;
    title: string;
    publicPath: string;
  };
}

test.describe('in a browser set to UTC', () => {
  test.use({ timezoneId: 'UTC' });

  test('a post scheduled in a UTC browser goes live at the IST time shown', async ({ page }) => {
    await signIn(page, 'website-admin');
    const blog = await firstItem(page, 'blog');
    await page.goto(`/app/website-admin/blogs/redirectToEdit/${blog.id}`);
    const title = page.locator('input#title');
    await expect(title).toHaveValue(blog.title);
    await title.fill(`${blog.title} (scheduled)`);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Unsaved changes')).toBeHidden();
    // Two minutes ahead on India's clock, typed as the picker shows it.
    const ist = new Date(Date.now() + 2 * 60_000 + 330 * 60_000);
    const hour = ist.getUTCHours();
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const shown = `${ist.getUTCDate()} ${months[ist.getUTCMonth()]} ${ist.getUTCFullYear()}, ${hour % 12 || 12}:${String(
      ist.getUTCMinutes(),
    ).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'} IST`;
    await page.getByRole('button', { name: 'Schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule' });
    const picker = dialog.getByLabel('Date and time (IST)');
    await picker.click();
    await picker.fill(shown);
    await picker.press('Enter');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByText(`Publishes ${shown}`)).toBeVisible();
    await expect
      .poll(async () => (await page.request.get(blog.publicPath)).text(), { timeout: 240_000 })
      .toContain(`${blog.title} (scheduled)`);
    // Not before the minute shown: it ran at that IST time, not 5½ hours off.
    const ranAt = Date.now() + 330 * 60_000;
    expect(ranAt).toBeGreaterThanOrEqual(
      ist.getTime() - ist.getUTCSeconds() * 1000 - ist.getUTCMilliseconds(),
    );
  });
});

test('an older version is restored as a new draft', async ({ page }) => {
  await signIn(page, 'website-admin');
  const faq = await firstItem(page, 'faq');
  await page.goto(`/app/website-admin/faqs/redirectToEdit/${faq.id}`);
  const question = page.locator('input#title');
  await expect(question).toHaveValue(faq.title);
  await question.fill('First rewrite?');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(/Draft saved/)).toBeVisible();
  await question.fill('Second rewrite?');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  await page.getByRole('button', { name: 'History' }).click();
  const drawer = page.locator('.ant-drawer');
  // Version 1 is the demo text; the two saves are versions 2 and 3.
  await expect(drawer.getByText('Version 3')).toBeVisible();
  await drawer.getByRole('checkbox', { name: /Version 2/ }).check();
  await drawer.getByRole('checkbox', { name: /Version 3/ }).check();
  await drawer.getByRole('button', { name: 'Compare' }).click();
  await expect(drawer.getByRole('cell', { name: 'First rewrite?' })).toBeVisible();
  await drawer
    .locator('.ant-list-item', { hasText: 'Version 2' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(page.getByText('Restored as a new draft.')).toBeVisible();
  await expect(question).toHaveValue('First rewrite?');
});

test('the oldest version of a demo item restores the pack’s text', async ({ page }) => {
  await signIn(page, 'website-admin');
  const product = await firstItem(page, 'product');
  await page.goto(`/app/website-admin/products/detail/redirectToEdit/${product.id}`);
  const title = page.locator('input#title');
  await expect(title).toHaveValue(product.title);
  await title.fill(`${product.title} (edited)`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  await page.getByRole('button', { name: 'History' }).click();
  const drawer = page.locator('.ant-drawer');
  const oldest = drawer.locator('.ant-list-item', { hasText: /Version 1\b/ });
  await expect(oldest).toContainText('import');
  await oldest.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Restored as a new draft.')).toBeVisible();
  await expect(title).toHaveValue(product.title);
});

test('a studio item with unsaved changes asks before leaving', async ({ page }) => {
  await signIn(page, 'website-admin');
  const faq = await firstItem(page, 'faq');
  await page.goto(`/app/website-admin/faqs/redirectToEdit/${faq.id}`);
  const title = page.locator('input#title');
  await expect(title).toHaveValue(faq.title);
  await title.fill('Unsaved question?');
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await page
    .locator('.mw-sider')
    .getByRole('link')
    .filter({ visible: true })
    .filter({ hasNotText: /FAQ/i })
    .first()
    .click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/faqs/redirectToEdit/${faq.id}$`));
  await expect(title).toHaveValue('Unsaved question?');
});

test('studio: two editors changing different fields both keep their changes', async ({ browser }) => {
  const first = await signedInPage(browser, 'website-admin');
  const second = await signedInPage(browser, 'website-admin');
  const client = await firstItem(first, 'testimonial');
  const url = `/app/website-admin/testimonials/redirectToEdit/${client.id}`;
  await first.goto(url);
  await second.goto(url);
  await expect(second.getByLabel('Customer name')).toHaveValue(client.title);
  await first.getByLabel('Customer name').fill('Renamed by the first editor');
  await first.getByRole('button', { name: 'Save draft' }).click();
  await expect(first.getByText(/Draft saved/)).toBeVisible();

  await second.getByLabel('Place').fill('Pune (second editor)');
  await second.getByRole('button', { name: 'Save draft' }).click();
  await expect(second.getByText(/saved this testimonial while you were editing/)).toBeVisible();
  await expect(second.getByRole('cell', { name: 'Renamed by the first editor' })).toBeVisible();
  // The merge: their name and my place are both in the form, nothing to choose.
  await expect(second.getByLabel('Customer name')).toHaveValue('Renamed by the first editor');
  await expect(second.getByLabel('Place')).toHaveValue('Pune (second editor)');
  await second.getByRole('button', { name: 'Save merged changes' }).click();
  await expect(second.getByText(/Draft saved/)).toBeVisible();
  const saved = await apiAs(second, 'GET', `/api/website-admin/content/testimonial/${client.id}`);
  const item = saved.body.success as { title: string; data: { place: string } };
  expect(item.title).toBe('Renamed by the first editor');
  expect(item.data.place).toBe('Pune (second editor)');
});

test('a verification user gets 403 and downloads no website-admin code', async ({ page }) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/website-admin/')) remoteRequests.push(request.url());
  });
  await signIn(page, 'verification');
  const res = await apiAs(page, 'GET', '/api/website-admin/content/service');
  expect(res.status).toBe(403);
  await page.goto('/app/website-admin/services/add');
  // The shell refuses the area before loading anything of it (no 'networkidle': the live channel
  // keeps a request open for as long as the page is signed in).
  await expect(page.getByText('This area belongs to another team.')).toBeVisible();
  expect(remoteRequests).toEqual([]);
});

test('the sidebar says Why {brand}; unknown paths show the area’s page not found', async ({ page }) => {
  await signIn(page, 'website-admin');
  await page.goto('/app/website-admin/blogs/add');
  await expect(page.getByRole('menuitem', { name: 'Why Tarang' })).toBeVisible();
  await page.goto('/app/website-admin/why-tarang');
  await expect(page.getByRole('heading', { name: 'Why Tarang' })).toBeVisible();
  await expect(page.getByRole('link', { name: '/why-tarang' })).toBeVisible();
  await page.goto('/app/website-admin/no-such-page');
  await expect(page.getByText('Page not found')).toBeVisible();
});

test('the About page’s team list loads when the user scrolls to it or uses the keyboard', async ({
  page,
}) => {
  await signIn(page, 'website-admin');
  await page.goto('/app/website-admin/abouts');
  const main = page.getByRole('main');
  const title = main.locator('input#title');
  const member = main.getByRole('table', { name: 'Teams' }).getByRole('link', { name: 'Vivek Sharma' });
  await expect(title).toHaveValue('About Tarang Pools');
  // The list is a few screens down, under the editor: it comes as the user scrolls to it.
  await main.getByText('Teams', { exact: true }).scrollIntoViewIfNeeded();
  await expect(member).toBeVisible();
  // A keyboard user may Tab there from anywhere: the first key brings it.
  await page.reload();
  await expect(title).toHaveValue('About Tarang Pools');
  await page.keyboard.press('Tab');
  await member.scrollIntoViewIfNeeded();
  await expect(member).toBeVisible();
});

test('the add form says what is missing (its rules are checked when the user types or saves)', async ({
  page,
}) => {
  await signIn(page, 'website-admin');
  await page.goto('/app/website-admin/blogs/add?new=1');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Save draft' }).click();
  await expect(main.getByText('Give a title.')).toBeVisible();
  const title = main.locator('input#title');
  await title.fill('A new blog');
  await expect(main.getByText('Give a title.')).toBeHidden();
  await title.fill('');
  await expect(main.getByText('Give a title.')).toBeVisible();
});
