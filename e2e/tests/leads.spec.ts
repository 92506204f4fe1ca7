import { expect, type Page, test } from '@playwright/test';
import { signIn, storedSession } from '../support/accounts';

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
