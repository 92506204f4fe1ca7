import { expect as baseExpect, type Page, test } from '@playwright/test';
import { signIn, storedSession } from '../support/accounts';

// Generous: a loaded machine slows every step; the waits are for conditions, never for time.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** A mobile number no other test (or the seed) uses. */
function uniqueMobile() {
  return `9${String(Date.now()).slice(-9)}`;
}

async function chooseSource(page: Page, label: string) {
  await page.getByLabel('Source').click();
  await page.locator('.ant-select-item-option', { hasText: label }).first().click();
}

async function fillNewLead(page: Page, lead: { first: string; last: string; mobile: string; email: string }) {
  await page.goto('/app/verification/add-lead');
  await page.getByLabel('First name').fill(lead.first);
  await page.getByLabel('Last name').fill(lead.last);
  await page.getByLabel('Mobile').fill(lead.mobile);
  await page.getByLabel('E-mail').fill(lead.email);
  await chooseSource(page, 'Walk in');
}

test('the lead form shows the spec’s messages and keeps what was typed', async ({ page }) => {
  await signIn(page, 'verification');
  await page.goto('/app/verification/add-lead');
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByLabel('Mobile').fill('98765');
  await page.getByRole('button', { name: 'Add lead' }).click();
  await expect(page.getByText('Please enter a name.')).toBeVisible();
  await expect(page.getByText('Please enter a valid email.')).toBeVisible();
  await expect(page.getByText('Please enter a 10 digit Phone Number.')).toBeVisible();
  await page.getByLabel('Mobile').fill('98765abcde');
  await page.getByRole('button', { name: 'Add lead' }).click();
  await expect(page.getByText('Please enter a valid Phone Number.')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue('not-an-email');
  await expect(page).toHaveURL(/\/add-lead$/);
});

test('add, find, edit and verify a lead; sales can then see it', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const lead = {
    first: 'Meera',
    last: `Iyer ${stamp}`,
    mobile: uniqueMobile(),
    email: `meera.${stamp}@example.in`,
  };
  await signIn(page, 'verification');
  await fillNewLead(page, lead);
  await page.getByRole('button', { name: 'Add lead' }).click();
  await expect(page.getByText('Lead added')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/verification\/edit-leads\/\d+$/);
  const leadId = Number(page.url().split('/').pop());

  // Find it in the list by its last name; the search is kept in the URL.
  await page.goto('/app/verification/read-leads');
  await page.getByPlaceholder('Name, e-mail or mobile').fill(stamp);
  await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
  const row = page.getByRole('row', { name: new RegExp(lead.last) });
  await expect(row).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(lead.last) })).toHaveCount(1);
  await page.getByRole('link', { name: `${lead.first} ${lead.last}` }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-leads/${leadId}$`));

  // Edit, with the change recorded in the history.
  await page.getByLabel('City').fill('Kochi');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Lead saved')).toBeVisible();
  await expect(page.getByText('Kochi').last()).toBeVisible();

  // Verify.
  await page.getByRole('button', { name: 'Mark verified' }).click();
  await page.getByRole('button', { name: 'Mark verified' }).last().click();
  await expect(page.getByText('Lead verified').first()).toBeVisible();

  // Sales sees the verified lead (the sales pages come later; the API already serves them).
  const sales = await browser.newPage();
  await signIn(sales, 'sales');
  const token = JSON.parse((await storedSession(sales)) ?? '{}').token as string;
  const answer = await sales.request.get(`/api/leads/${leadId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  expect((await answer.json()).success).toMatchObject({ id: leadId, status: 'verified', city: 'Kochi' });
  await sales.close();
});

test('a lead with a known mobile shows the match; the user can add it anyway', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const mobile = uniqueMobile();
  await signIn(page, 'verification');
  await fillNewLead(page, {
    first: 'Ravi',
    last: `Nair ${stamp}`,
    mobile,
    email: `ravi.${stamp}@example.in`,
  });
  await page.getByRole('button', { name: 'Add lead' }).click();
  await expect(page).toHaveURL(/\/edit-leads\/\d+$/);
  const firstId = page.url().split('/').pop();

  // The same person again, typed with the +91 prefix and spaces.
  await fillNewLead(page, {
    first: 'Ravi',
    last: `Nair again ${stamp}`,
    mobile: `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
    email: `other.${stamp}@example.in`,
  });
  await page.getByRole('button', { name: 'Add lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'This lead may already exist' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`Nair ${stamp}`)).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Open/ }).first()).toHaveAttribute(
    'href',
    new RegExp(`/edit-leads/${firstId}$`),
  );
  await dialog.getByRole('button', { name: 'Add anyway' }).click();
  await expect(page).toHaveURL(/\/edit-leads\/\d+$/);
  expect(page.url().split('/').pop()).not.toBe(firstId);
});

type Box = { x: number; y: number; width: number; height: number };
function overlaps(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('at 1280 px the leads table fits the window: no horizontal scrolling, every column in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'verification');
  await page.goto('/app/verification/read-leads');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1).getByRole('link')).toBeVisible();
  for (const column of ['Name', 'Status', 'Contact', 'City', 'Source', 'Created']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeInViewport();
  }
  const overflow = await page.evaluate(() => {
    // The table's own box: it scrolls sideways when its columns do not fit.
    const content = document.querySelector('table')?.parentElement;
    return {
      table: content ? content.scrollWidth - content.clientWidth : Number.NaN,
      page: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
  expect(overflow).toEqual({ table: 0, page: 0 });
});

test('at 375 px the leads are cards with their key facts; a tap opens the lead', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 760 });
  await signIn(page, 'verification');
  await page.goto('/app/verification/read-leads');
  const cards = page.getByRole('list', { name: 'Leads' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 0; index < count; index++) {
    const card = cards.nth(index);
    await expect(card.getByRole('link')).toHaveCount(1);
    for (const fact of ['Mobile', 'E-mail', 'City', 'Source', 'Created']) {
      await expect(card.getByRole('term').filter({ hasText: fact })).toHaveCount(1);
    }
    // Merged: a lead the lead-to-cash journey merged into another is still listed, as a pointer.
    await expect(card.getByText(/^(New|Verified|Rejected|Merged)$/)).toHaveCount(1);
  }
  const first = cards.first();
  const href = await first.getByRole('link').getAttribute('href');
  await first.getByText('Created').click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('the Mark verified confirmation leaves the header’s bell and user menu uncovered', async ({ page }) => {
  await signIn(page, 'verification');
  const token = JSON.parse((await storedSession(page)) ?? '{}').token as string;
  const answer = await page.request.get('/api/leads?status=new&pageSize=1', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const leadId = (await answer.json()).success.items[0].id as number;
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 760 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/app/verification/edit-leads/${leadId}`);
    await page.getByRole('button', { name: 'Mark verified' }).click();
    const confirmation = page.locator('.ant-popover').filter({ hasText: 'Mark this lead as verified?' });
    await expect(confirmation).toBeVisible();
    const box = (await confirmation.boundingBox()) as Box;
    for (const control of [
      page.getByRole('button', { name: /^Notifications/ }),
      page.getByRole('button', { name: /^User menu for/ }),
    ]) {
      const covered = (await control.boundingBox()) as Box;
      expect(overlaps(box, covered), `${viewport.width} px`).toBe(false);
    }
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmation).toBeHidden();
  }
});

test('a lead edited in two tabs: different fields both kept; the same field asks which to keep', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const tab = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, 'verification');
    return { context, page };
  };
  const first = await tab();
  const second = await tab();
  const a = first.page;
  const b = second.page;
  await fillNewLead(a, {
    first: 'Tara',
    last: `Menon ${stamp}`,
    mobile: uniqueMobile(),
    email: `tara.${stamp}@example.in`,
  });
  await a.getByRole('button', { name: 'Add lead' }).click();
  await expect(a).toHaveURL(/\/edit-leads\/\d+$/);
  const leadId = a.url().split('/').pop();
  await b.goto(`/app/verification/edit-leads/${leadId}`);
  await expect(b.getByLabel('City')).toBeVisible();

  // Different fields: the second save merges the first one's change in and keeps both.
  await a.getByLabel('City').fill('Kochi');
  await b.getByLabel('Company').fill(`Blue Lagoon Resorts ${stamp}`);
  await a.getByRole('button', { name: 'Save changes' }).click();
  await expect(a.getByText('Lead saved')).toBeVisible();
  await b.getByRole('button', { name: 'Save changes' }).click();
  await expect(b.getByText(/saved this lead while you were editing/)).toBeVisible();
  await expect(b.getByLabel('City')).toHaveValue('Kochi');
  await expect(b.getByLabel('Company')).toHaveValue(`Blue Lagoon Resorts ${stamp}`);
  await b.getByRole('button', { name: 'Save merged changes' }).click();
  await expect(b.getByText('Lead saved')).toBeVisible();
  await b.reload();
  await expect(b.getByLabel('City')).toHaveValue('Kochi');
  await expect(b.getByLabel('Company')).toHaveValue(`Blue Lagoon Resorts ${stamp}`);

  // The same field: the stale tab is asked to choose, mine and theirs side by side.
  await b.getByLabel('Designation').fill('Director');
  await b.getByRole('button', { name: 'Save changes' }).click();
  await expect(b.getByText('Lead saved')).toBeVisible();
  await a.getByLabel('Designation').fill('Owner');
  await a.getByRole('button', { name: 'Save changes' }).click();
  await expect(a.getByText(/saved this lead while you were editing/)).toBeVisible();
  await expect(a.getByText('You both changed these fields. Choose which to keep:')).toBeVisible();
  const save = a.getByRole('button', { name: 'Save merged changes' });
  await expect(save).toBeDisabled();
  await a.getByRole('radio', { name: 'Theirs: Director' }).check();
  await save.click();
  await expect(a.getByText('Lead saved')).toBeVisible();
  await a.reload();
  await expect(a.getByLabel('Designation')).toHaveValue('Director');
  await expect(a.getByLabel('Company')).toHaveValue(`Blue Lagoon Resorts ${stamp}`);
  await expect(a.getByLabel('City')).toHaveValue('Kochi');
  await first.context.close();
  await second.context.close();
});
