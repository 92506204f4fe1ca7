import { readFileSync } from 'node:fs';
import { expect as baseExpect, test } from '@playwright/test';
import { signedInPage } from '../support/accounts';

// Generous: a loaded machine slows every step; the waits are for conditions, never for time.
test.describe.configure({ timeout: 300_000, mode: 'serial' });
const expect = baseExpect.configure({ timeout: 30_000 });

/** This month in India, as the payroll month picker shows it. */
const thisMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(
    new Date(),
  );

test('the employee acknowledges the NDA with their typed name', async ({ browser }) => {
  const page = await signedInPage(browser, 'employee');
  await page.goto('/app/employee/compliance/nda');
  await expect(page.getByRole('heading', { name: 'Non-disclosure agreement', level: 3 })).toBeVisible();
  // The wrong name is refused with the person's name in the message.
  await page.getByLabel('Type your full name').fill('Somebody Else');
  await page.getByLabel('I have read this version and accept it.').check();
  await page.getByRole('button', { name: 'Acknowledge' }).click();
  const nameError = page.getByText(/Please type your full name exactly: /);
  await expect(nameError).toBeVisible();
  const fullName = (await nameError.textContent())!.replace(/^.*exactly: /, '').replace(/\.$/, '');
  await page.getByLabel('Type your full name').fill(fullName);
  await page.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(page.getByText('You have acknowledged this version')).toBeVisible();
  await page.reload();
  await expect(page.getByText('You have acknowledged this version')).toBeVisible();
  await expect(page.getByText(fullName).first()).toBeVisible();
});

test('HR previews and locks this month’s payroll; the employee downloads a real payslip PDF', async ({
  browser,
}) => {
  const hr = await signedInPage(browser, 'hr');
  await hr.goto('/app/hr/salary');
  await hr.getByLabel('Month').fill(thisMonth());
  await hr.getByRole('button', { name: 'Preview payroll' }).click();
  await expect(hr).toHaveURL(new RegExp(`month=${thisMonth()}`));
  await expect(hr.getByText('Preview', { exact: true }).first()).toBeVisible();
  await hr.getByRole('button', { name: 'Lock payroll' }).click();
  // The confirmation names anyone left out (no salary structure) and locks without them.
  await hr.getByRole('button', { name: /^Lock( without .+)?$/ }).click();
  await expect(hr.getByText(/Locked by /)).toBeVisible();

  const page = await signedInPage(browser, 'employee');
  await page.goto('/app/employee/payslips');
  const label = new Date(`${thisMonth()}-01T00:00:00Z`).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const row = page.getByRole('row', { name: new RegExp(label) });
  await expect(row).toHaveCount(1);
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download PDF' }).click();
  const file = await (await download).path();
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(5_000);
});

test('the employee resigns and HR accepts', async ({ browser }) => {
  const page = await signedInPage(browser, 'employee');
  await page.goto('/app/employee/resignation');
  const lastDay = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Reason').fill('Moving to Pune to join a family business.');
  await page.getByLabel('Proposed last day').fill(lastDay);
  await page.getByRole('button', { name: 'Submit resignation' }).click();
  // Resigning asks first; its dialog's button says the same.
  await page.getByRole('dialog').getByRole('button', { name: 'Submit resignation' }).click();
  await expect(page.getByText('Submitted', { exact: true }).first()).toBeVisible();

  const hr = await signedInPage(browser, 'hr');
  await hr.goto('/app/hr/resignations?status=submitted');
  const row = hr.getByRole('row', { name: /Moving|Submitted/ }).filter({ hasText: lastDay.slice(0, 4) });
  await expect(row.first()).toBeVisible();
  // The one the employee just sent: the latest submitted, first in the list.
  await hr.getByRole('row').nth(1).getByRole('button', { name: 'Open' }).click();
  await expect(hr.getByText('Moving to Pune to join a family business.')).toBeVisible();
  await hr.getByLabel('Last working day').fill(lastDay);
  await hr.getByRole('button', { name: 'Accept resignation' }).click();
  await expect(hr.getByText('Accepted: the employee is told.')).toBeVisible();
  await expect(hr.getByText('Exit checklist')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(page.getByText('Last working day')).toBeVisible();
});
