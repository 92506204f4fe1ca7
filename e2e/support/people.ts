import { type Browser, expect as baseExpect, type Page } from '@playwright/test';

// Generous: a loaded machine slows every step; the waits are for conditions, never for time.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A date n days from today in India, as the date inputs take it. */
export const inDays = (n: number) =>
  new Date(Date.now() + 330 * 60_000 + n * 86_400_000).toISOString().slice(0, 10);

/** Picks an option of an Ant Design select by its combobox's name. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(option, { exact: true })
    .click();
}

export interface NewEmployee {
  fullName: string;
  email: string;
  mobile: string;
  department: string;
  designation: string;
  pan: string;
  ifsc: string;
  bankAccount?: string;
  uan?: string;
  /** As the date picker shows it ('1 Apr 2026'); today when not given. */
  joining?: string;
  /** A sign-in account with this username, when given. */
  username?: string;
}

/**
 * HR creates the employee on the create-employee page and lands on their record; answers the
 * temporary password of their account (null without one).
 */
export async function createEmployee(hr: Page, person: NewEmployee): Promise<string | null> {
  await hr.goto('/app/hr/create-employee');
  await hr.getByLabel('Full name').fill(person.fullName);
  await hr.getByLabel('E-mail').fill(person.email);
  await hr.getByLabel('Mobile').fill(person.mobile);
  await choose(hr, 'Department', person.department);
  await hr.getByLabel('Designation').fill(person.designation);
  if (person.joining) {
    const joining = hr.getByLabel('Date of joining');
    await joining.click();
    await joining.fill(person.joining);
    await joining.press('Enter');
  }
  await hr.getByLabel('PAN').fill(person.pan);
  if (person.bankAccount) await hr.getByLabel('Bank account').fill(person.bankAccount);
  await hr.getByLabel('IFSC').fill(person.ifsc);
  if (person.uan) await hr.getByLabel('UAN (EPFO)').fill(person.uan);
  let password: string | null = null;
  if (person.username) {
    await hr.getByText('Create a sign-in account').click();
    await hr.getByLabel('Username').fill(person.username);
  }
  await hr.getByRole('button', { name: 'Create employee' }).click();
  if (person.username) {
    password = (await hr
      .getByTestId('temporary-password')
      .locator('code')
      .textContent({ timeout: 30_000 }))!.trim();
    expect(password).toMatch(/^\w{4}-\w{4}-\w{4}$/);
    await hr.getByRole('button', { name: 'Done' }).click();
  }
  // The record's title, exactly: once the directory loads, the employee picker shows
  // "Name (MW-…)" too, and a loose match then finds two elements.
  await expect(hr).toHaveURL(/\/app\/hr\/employee-details\?id=\d+/);
  await expect(hr.getByText(person.fullName, { exact: true })).toBeVisible();
  return password;
}

/**
 * The person's first sign-in with the temporary password: the app sends them to change it first;
 * answers their page, signed in, on their profile.
 */
export async function firstSignIn(browser: Browser, username: string, password: string): Promise<Page> {
  const me = await (await browser.newContext()).newPage();
  await me.goto('/app/auth/signin-1');
  await me.getByLabel('Username').fill(username);
  await me.getByLabel('Password').fill(password);
  await me.getByRole('button', { name: 'Sign in' }).click();
  await expect(me).toHaveURL(/\/app\/auth\/change-password/, { timeout: 60_000 });
  await me.goto('/app/employee/profile');
  await expect(me).toHaveURL(/\/app\/auth\/change-password/);
  await me.getByLabel('Current password').fill(password);
  await me.getByLabel('New password', { exact: true }).fill(`${username}-own-password-2026`);
  await me.getByLabel('Repeat the new password').fill(`${username}-own-password-2026`);
  await me.getByRole('button', { name: 'Change password' }).click();
  await expect(me.getByRole('heading', { name: 'My profile' })).toBeVisible({ timeout: 45_000 });
  return me;
}

/**
 * HR makes an offer (Service Technician, ₹22,600 gross a month) and sends it; answers the
 * candidate's link.
 */
export async function sendOffer(hr: Page, candidate: { name: string; email: string }): Promise<string> {
  await hr.goto('/app/hr/offer-letter');
  await hr.getByRole('button', { name: 'New offer' }).click();
  const drawer = hr.getByRole('dialog');
  await drawer.getByLabel('Candidate’s full name').fill(candidate.name);
  await drawer.getByLabel('E-mail').fill(candidate.email);
  await drawer.getByLabel('Designation').fill('Service Technician');
  await drawer.getByLabel('Department').click();
  await hr.locator('.ant-select-item-option', { hasText: 'Service and Maintenance' }).click();
  await drawer.getByLabel('Work location').fill('Mumbai');
  await drawer.getByLabel('Joining date').fill(inDays(30));
  await drawer.getByLabel('Joining date').press('Enter');
  await drawer.getByLabel('Accept by').fill(inDays(7));
  await drawer.getByLabel('Accept by').press('Enter');
  await drawer.getByLabel('Basic (₹/month)').fill('14000');
  await drawer.getByLabel('HRA (₹/month)').fill('5600');
  await drawer.getByLabel('Special (₹/month)').fill('3000');
  // Live break-up: gross 22,600 + employer PF 1,680 = 24,280 a month.
  await expect(drawer.getByText('₹24,280.00')).toBeVisible();
  await drawer.getByRole('button', { name: 'Save draft' }).click();

  const shown = hr.getByRole('dialog', { name: /Offer MW-OL/ });
  await expect(shown.getByText(`Dear ${candidate.name},`)).toBeVisible();
  await shown.getByRole('button', { name: 'Send' }).click();
  await hr.getByRole('button', { name: 'OK' }).click();
  const link = shown.getByRole('link', { name: /\/offer\// });
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!;
}
