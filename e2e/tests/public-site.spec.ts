import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { FakeHelloLeads } from '../support/fake-helloleads';
import { openSite } from '../support/site';

/** The public website, as a visitor uses it (see docs/decisions/0014-public-site-server-rendered.md). */

/** The link of the first card (article) in the main content or in a part of it. */
function firstCardLink(scope: ReturnType<Page['getByRole']>) {
  return scope.getByRole('article').first().getByRole('link').first();
}

/** Follows a link inside the site (client-side navigation) and waits until the new page shows. */
async function follow(page: Page, link: ReturnType<Page['getByRole']>) {
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  const before = await heading.textContent();
  await link.click();
  await expect(heading).not.toHaveText(before ?? '');
}

async function openEnquiry(page: Page) {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Enquire Now' }).click();
  return page.getByRole('dialog', { name: 'Make an Enquiry' });
}

async function fillEnquiry(
  dialog: ReturnType<Page['getByRole']>,
  values: { name: string; email: string; phone: string; message: string },
) {
  await dialog.getByLabel('Name').fill(values.name);
  await dialog.getByLabel('Email').fill(values.email);
  await dialog.getByLabel('Phone Number').fill(values.phone);
  await dialog.getByLabel('Service').selectOption({ index: 1 });
  await dialog.getByLabel('Your query').fill(values.message);
}

/** The stored lead, read back through the staff API as the verification role. */
async function storedLead(page: Page, email: string) {
  const login = await page.request.post('/api/login', { data: ACCOUNTS.verification });
  const { token } = (await login.json()).success;
  const list = await page.request.get(`/api/leads?q=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await list.json()).success.items as {
    email: string;
    source: string;
    interests: string;
    mobile: string;
    mobile_code: string;
  }[];
}

test('home → product category → sub-category → product', async ({ page }) => {
  await openSite(page, '/');
  await expect(page).toHaveTitle(/Tarang Pools/);
  const categories = page.getByRole('region', { name: /products/i });
  await follow(page, firstCardLink(categories));
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await follow(page, firstCardLink(page.getByRole('main')));
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+\/[a-z0-9-]+$/);
  await follow(page, firstCardLink(page.getByRole('main')));
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { name: /specifications/i })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /reviews/i })).toBeVisible();
  // The URL was reached by client-side navigation; a fresh load renders the same page on the server.
  const url = page.url();
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('"@type":"Product"');
});

test('a fixed project-type page and a blog post', async ({ page }) => {
  await openSite(page, '/swimming-pool-projects/infinity-pools');
  await expect(page.getByRole('heading', { level: 1, name: /infinity/i })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toBeVisible();

  await openSite(page, '/blog');
  await follow(page, firstCardLink(page.getByRole('main')));
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('article').first()).toBeVisible();
  const html = await (await page.request.get(page.url())).text();
  expect(html).toContain('"@type":"BlogPosting"');
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/blog\/[a-z0-9-]+">/);
  expect(html).toContain('property="og:title"');
});

test('the enquiry form shows the spec messages', async ({ page }) => {
  await openSite(page, '/');
  const dialog = await openEnquiry(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please enter a name.')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email.')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid Phone Number.')).toBeVisible();
  await expect(dialog.getByText('Please enter a your query.')).toBeVisible();
  await expect(dialog.getByText('Please select a service.')).toBeVisible();
  await dialog.getByLabel('Phone Number').fill('98200');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please enter a 10 digit Phone Number.')).toBeVisible();
  await dialog.getByLabel('Phone Number').fill('98200412751');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please enter a 10 digit Phone Number.')).toBeVisible();
  await dialog.getByLabel('Email').fill('not-an-email');
  await expect(dialog.getByText('Please enter a valid email.')).toBeVisible();
});

test('a mobile typed the Indian way (+91 98765 43210) is taken and stored as the number', async ({
  page,
}) => {
  const email = `meera.${Date.now()}@example.in`;
  await openSite(page, '/');
  const dialog = await openEnquiry(page);
  await fillEnquiry(dialog, { name: 'Meera Iyer', email, phone: '+91 98765 43210', message: 'A lap pool.' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  const [lead] = await storedLead(page, email);
  expect(lead).toMatchObject({ email, mobile: '9876543210', mobile_code: '91' });
});

test.describe('enquiries reach the lead-capture service', () => {
  const helloLeads = new FakeHelloLeads();
  test.afterEach(async () => helloLeads.stop());

  test('a successful enquiry goes to /thank-you, is stored and forwarded with the exact request', async ({
    page,
  }) => {
    await helloLeads.start();
    const email = `asha.${Date.now()}@example.in`;
    await openSite(page, '/');
    const dialog = await openEnquiry(page);
    await fillEnquiry(dialog, {
      name: 'Asha Kulkarni',
      email,
      phone: '9820012345',
      message: 'A 10 m pool in Alibaug.',
    });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(dialog).toBeHidden();

    const [lead] = await storedLead(page, email);
    expect(lead).toMatchObject({ email, source: 'enquiry' });
    expect(lead!.interests).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);

    await expect.poll(() => helloLeads.leadsFor(email).length, { timeout: 15_000 }).toBe(1);
    const [received] = helloLeads.leadsFor(email);
    expect(received!.path).toBe('/index.php/private/api/leads');
    expect(received!.headers.xemail).toBe('crm@tarangpools.in');
    expect(received!.headers['hls-key']).toBe('e2e-hls-key');
    expect(received!.headers['content-type']).toMatch(/^application\/json/);
    expect(received!.body).toMatchObject({
      list_key: 'e2e-list',
      first_name: 'Asha Kulkarni',
      email,
      mobile: '9820012345',
      mobile_code: '91',
      interests: lead!.interests,
      notes: 'A 10 m pool in Alibaug.',
    });
    // The key stays on the server.
    expect(await page.content()).not.toContain('e2e-hls-key');
  });

  test('with the service down, the lead is delivered once it is back, and only once', async ({ page }) => {
    const email = `ravi.${Date.now()}@example.in`;
    await openSite(page, '/');
    const dialog = await openEnquiry(page);
    await fillEnquiry(dialog, {
      name: 'Ravi Menon',
      email,
      phone: '9845012345',
      message: 'Membrane relining.',
    });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await page.waitForTimeout(2_500); // at least one refused attempt
    await helloLeads.start();
    await expect.poll(() => helloLeads.leadsFor(email).length, { timeout: 30_000 }).toBe(1);
    await page.waitForTimeout(3_000);
    expect(helloLeads.leadsFor(email)).toHaveLength(1);
  });
});

test('an enquiry whose answer was lost is stored once when the visitor tries again', async ({ page }) => {
  const email = `meera.${Date.now()}@example.in`;
  const keys: string[] = [];
  let lost = false;
  // The first submission reaches the server and is stored, but its answer never reaches the page.
  await page.route('**/api/website-frontend/enquiry', async (route) => {
    keys.push((await route.request().headerValue('idempotency-key')) ?? '');
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    return route.abort('connectionreset');
  });
  await openSite(page, '/');
  const dialog = await openEnquiry(page);
  await fillEnquiry(dialog, { name: 'Meera Shah', email, phone: '9833012345', message: 'A plunge pool.' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Your enquiry was not sent.' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('dialog', { name: 'Make an Enquiry' }).getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await storedLead(page, email)).toHaveLength(1);
});

test('performance reports of many page views never show an error in the console', async ({ page }) => {
  test.setTimeout(120_000); // 10 full page loads
  const problems: string[] = [];
  let reports = 0;
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('response', (response) => {
    if (!response.url().endsWith('/api/website-frontend/vitals')) return;
    reports += 1;
    if (response.status() !== 204) problems.push(`vitals answered ${response.status()}`);
  });
  // Each full page load reports its figures when the next one replaces it.
  // Measuring starts in an idle period after the load (the page marks it): a page left before
  // then has nothing to report.
  const measuring = () =>
    page.waitForFunction(() => performance.getEntriesByName('mw-web-vitals').length > 0, undefined, {
      timeout: 30_000,
    });
  for (let view = 0; view < 10; view++) {
    await openSite(page, view % 2 === 0 ? '/' : '/faq');
    await measuring();
  }
  await openSite(page, '/contact');
  // The limit itself (and the silent 204 over it) is tested in server/test/web-vitals.test.ts.
  await expect.poll(() => reports).toBeGreaterThanOrEqual(10);
  expect(problems).toEqual([]);
});

test('dark mode persists across a reload', async ({ page }) => {
  await openSite(page, '/about-us');
  await expect(page.locator('body')).not.toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: /dark mode/i }).click();
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
});

test('the header turns solid past 50 px of scrolling', async ({ page }) => {
  await openSite(page, '/');
  const header = page.getByRole('banner');
  await expect(header).not.toHaveClass(/site-header--solid/);
  await page.evaluate(() => window.scrollTo(0, 49));
  await expect(header).not.toHaveClass(/site-header--solid/);
  await page.evaluate(() => window.scrollTo(0, 50));
  await expect(header).toHaveClass(/site-header--solid/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveClass(/site-header--solid/);
});

test('the burger menu on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openSite(page, '/');
  const burger = page.getByRole('button', { name: /menu/i });
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  const drawer = page.getByRole('navigation', { name: 'Mobile' });
  await drawer.getByRole('button', { name: /products/i }).click();
  await expect(
    drawer
      .getByRole('link')
      .filter({ hasText: /filtration/i })
      .first(),
  ).toBeVisible();
  await drawer
    .getByRole('link', { name: /contact/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
});

test('a career application with a resume', async ({ page }) => {
  await openSite(page, '/careers');
  await follow(page, firstCardLink(page.getByRole('main')));
  await expect(page).toHaveURL(/\/careers\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { name: /responsibilities/i })).toBeVisible();
  const form = page.getByRole('complementary', { name: /apply for/i });
  await form.getByLabel('Name').fill('Kiran Patil');
  await form.getByLabel('Email').fill(`kiran.${Date.now()}@example.in`);
  await form.getByLabel('Phone Number').fill('9822012345');
  // Not a PDF, whatever its name says: the server checks the content.
  await form.getByLabel(/resume/i).setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ this is not a pdf'),
  });
  await form.getByRole('button', { name: /submit|apply/i }).click();
  await expect(form.getByText('Please attach a PDF, DOC or DOCX file.').first()).toBeVisible();
  await form.getByLabel(/resume/i).setInputFiles({
    name: 'kiran-patil.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await form.getByRole('button', { name: /submit|apply/i }).click();
  await expect(page.getByText(/we received your application|thank you/i).first()).toBeVisible();
});

test('an unknown path shows the fallback page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
  const product = await page.request.get('/products/no-such-category');
  expect(product.status()).toBe(404);
});

test('search engines get a sitemap, robots.txt and each page its own head', async ({ page }) => {
  const robots = await page.request.get('/robots.txt');
  expect(await robots.text()).toMatch(/Sitemap: .+\/sitemap\.xml/);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/swimming-pool-projects/infinity-pools</loc>');
  const home = await (await page.request.get('/')).text();
  expect(home).toMatch(/<title>[^<]*Tarang Pools[^<]*<\/title>/);
  expect(home).toMatch(/"@type":\["Organization","LocalBusiness"\]/);
  expect(home).toContain('name="twitter:card"');
});

test('the site search finds products and projects', async ({ page }) => {
  await openSite(page, '/');
  await page
    .getByRole('button', { name: /search/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /search/i });
  await dialog.getByRole('searchbox').fill('pump');
  await expect(dialog.getByRole('link').first()).toBeVisible();
  await dialog.getByRole('link').first().click();
  await expect(page).not.toHaveURL(/\/$/);
});
