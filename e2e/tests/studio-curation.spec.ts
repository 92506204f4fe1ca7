import { expect as baseExpect, type Page, test } from '@playwright/test';
import { signIn } from '../support/accounts';
import { apiAs } from '../support/api';
import { openSite } from '../support/site';

/** What the studio chooses for the public site (home bands, similar products), the newsletter and search. */

// Generous: a loaded machine slows every step; the waits are for conditions, never for time.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

interface Row {
  id: number;
  title: string;
  parentTitle: string | null;
  publicPath: string;
}

/** The published items of a kind, in the studio's list order. */
async function published(page: Page, kind: string): Promise<Row[]> {
  const { body } = await apiAs(
    page,
    'GET',
    `/api/website-admin/content/${kind}?status=published&pageSize=200`,
  );
  return body.success.items as Row[];
}

/** Saves the open studio item as a draft and publishes it. */
async function saveAndPublish(page: Page) {
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the public site shows it now.')).toBeVisible();
}

/** Picks an item in a chosen-items field's "Add" select. */
async function addChosen(page: Page, field: string, label: string) {
  const select = page.getByRole('combobox', { name: `Add to ${field.toLowerCase()}` });
  await select.click();
  await select.fill(label);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(label, { exact: true })
    .click();
}

/** The card titles of a public page's section, in order. */
const cardTitles = (section: ReturnType<Page['locator']>) =>
  section.getByRole('article').getByRole('heading');

test('services picked and ordered on the home editor show on the public home in that order', async ({
  page,
}) => {
  await signIn(page, 'website-admin');
  // Not the service studio.spec renames: its title there may be a draft's.
  const services = (await published(page, 'service')).filter((s) => !/Swimming Pool Design/.test(s.title));
  const [first, second] = services.slice(-2) as [Row, Row];
  await page.goto('/app/website-admin/home/page');
  const field = 'Services on the home';
  await addChosen(page, field, first.title);
  await addChosen(page, field, second.title);
  // Added first, then moved last: the order is the editor's, not the order of adding.
  await page.getByRole('button', { name: `Move ${field} 2 up` }).click();
  await saveAndPublish(page);

  const visitor = await (await page.context().browser()!.newContext()).newPage();
  await openSite(visitor, '/');
  const band = visitor
    .getByRole('main')
    .locator('section')
    .filter({ has: visitor.getByRole('link', { name: 'All services' }) });
  await expect(cardTitles(band)).toHaveText([second.title, first.title]);
});

test('a similar product chosen in the studio shows on that product’s public page', async ({ page }) => {
  await signIn(page, 'website-admin');
  const products = await published(page, 'product');
  const product = products.at(-1)!;
  // From another sub category: the site's own choice (same sub category) would never show it.
  const other = products.find((p) => p.parentTitle !== product.parentTitle)!;
  await page.goto(`/app/website-admin/products/detail/redirectToEdit/${product.id}`);
  await expect(page.locator('input#title')).toHaveValue(product.title);
  await addChosen(page, 'Similar products', `${other.title} (${other.parentTitle})`);
  await saveAndPublish(page);

  const visitor = await (await page.context().browser()!.newContext()).newPage();
  await openSite(visitor, product.publicPath);
  const similar = visitor.getByRole('region', { name: 'Similar products' });
  await expect(cardTitles(similar)).toHaveText([other.title]);
});

test('a footer newsletter sign-up is confirmed by the link in the outbox mail and listed for the admin', async ({
  page,
  browser,
}) => {
  const email = `reader${Date.now() % 1_000_000}@example.in`;
  const visitor = await (await browser.newContext()).newPage();
  await openSite(visitor, '/');
  const footer = visitor.getByRole('contentinfo');
  await footer.getByLabel('Your e-mail address').fill(email);
  await footer.getByRole('button', { name: 'Sign up' }).click();
  await expect(footer.getByRole('status')).toHaveText(/e-mailed you a link to confirm/);

  // No mail server here: the confirmation is kept in the outbox, where the website admin reads it.
  await signIn(page, 'website-admin');
  await page.goto('/app/outbox');
  await page
    .getByRole('row', { name: new RegExp(email) })
    .getByRole('link', { name: 'Please confirm your newsletter subscription' })
    .click();
  await page.getByText('Plain text', { exact: true }).click();
  const text = (await page.getByText(/Confirm your subscription: /).textContent()) ?? '';
  const link = new URL(/Confirm your subscription: (\S+)/.exec(text)![1]!);
  // The mail links to the configured site address; the visitor follows it on this server.
  await openSite(visitor, `${link.pathname}${link.search}`);
  await visitor.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(visitor.getByText('Thank you: your subscription is confirmed.')).toBeVisible();

  await page.goto(`/app/website-admin/subscribers?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('row', { name: new RegExp(`${email}.*Confirmed`) })).toBeVisible();
});

test('a word only in a post’s body finds the post in the public site search', async ({ page }) => {
  await signIn(page, 'website-admin');
  // Not the first post: studio.spec unpublishes and renames that one.
  const post = (await published(page, 'blog')).at(-1)!;
  const word = 'Zanskarite';
  await page.goto(`/app/website-admin/blogs/redirectToEdit/${post.id}`);
  await expect(page.locator('input#title')).toHaveValue(post.title);
  await page.getByRole('textbox', { name: 'Body' }).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(` Finished in ${word} stone.`);
  await saveAndPublish(page);

  const visitor = await (await page.context().browser()!.newContext()).newPage();
  await openSite(visitor, '/');
  await visitor
    .getByRole('button', { name: /search/i })
    .first()
    .click();
  const dialog = visitor.getByRole('dialog', { name: /search/i });
  await dialog.getByRole('searchbox').fill(word.toLowerCase());
  await expect(dialog.getByRole('link', { name: new RegExp(post.title) })).toBeVisible();
  await expect(dialog.getByRole('link')).toHaveCount(1);
});
