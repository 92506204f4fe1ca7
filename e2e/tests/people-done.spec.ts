import { readFileSync } from 'node:fs';
import { expect as baseExpect, type Download, type Page, test } from '@playwright/test';
import { signedInPage } from '../support/accounts';
import { pdfText } from '../support/pdf';
import { createEmployee, firstSignIn, inDays, sendOffer } from '../support/people';

/** Payroll with income tax, the month's bank and PF files, an offer's acceptance and an exit. */

// Generous: a loaded machine slows every step; the waits are for conditions, never for time.
test.describe.configure({ timeout: 300_000, mode: 'serial' });
const expect = baseExpect.configure({ timeout: 30_000 });

const suffix = Date.now() % 100_000;
// One person through the year: joined on 1 April 2026 on ₹10,00,000 a month, with an account.
const person = {
  fullName: 'Arjun Malhotra',
  username: `arjun${suffix}`,
  bankAccount: `5010${String(suffix).padStart(8, '0')}`,
  uan: `1009${String(suffix).padStart(8, '0')}`,
};
// The first month of tax year 2026-27: nothing paid or deducted before it, 12 months to spread over.
const MONTH = '2026-04';
let password = '';

async function fileText(download: Promise<Download>): Promise<string> {
  return readFileSync((await (await download).path())!, 'utf8');
}

/** The payroll month's panel on the salary page, opened from the runs list. */
async function openRun(hr: Page, month: string) {
  await hr.goto('/app/hr/salary');
  await hr.getByLabel('Month').fill(month);
  await hr.getByRole('button', { name: 'Preview payroll' }).click();
  await expect(hr).toHaveURL(new RegExp(`month=${month}`));
}

test('payroll for a month with an employee on ₹10,00,000 a month shows the TDS on the payslip PDF', async ({
  browser,
}) => {
  const hr = await signedInPage(browser, 'hr');
  password = (await createEmployee(hr, {
    fullName: person.fullName,
    email: `${person.username}@managewell.in`,
    mobile: '98200 66612',
    department: 'Design',
    designation: 'Design Director',
    pan: 'ABCPM4321K',
    ifsc: 'HDFC0001234',
    bankAccount: person.bankAccount,
    uan: person.uan,
    joining: '1 Apr 2026',
    username: person.username,
  }))!;

  // The salary structure: basic ₹5,00,000 and special ₹5,00,000, gross ₹10,00,000 a month.
  await hr.goto('/app/hr/salary');
  await hr.getByRole('tab', { name: 'Salary structures' }).click();
  await hr.getByLabel('Search employees').fill(person.fullName);
  await hr
    .getByRole('row', { name: new RegExp(person.fullName) })
    .getByRole('button', { name: 'Set' })
    .click();
  const modal = hr.getByRole('dialog', { name: new RegExp(`Salary structure: ${person.fullName}`) });
  await modal.getByLabel('Basic (₹ a month)').fill('500000');
  await modal.getByLabel('Special allowance (₹ a month)').fill('500000');
  await modal.getByLabel('Effective from').fill('2026-04-01');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await expect(hr.getByRole('row', { name: new RegExp(person.fullName) })).toContainText('10,00,000');

  await openRun(hr, MONTH);
  await hr.getByRole('button', { name: 'Lock payroll' }).click();
  await hr.getByRole('button', { name: /^Lock( without .+)?$/ }).click();
  await expect(hr.getByText(/Locked by /)).toBeVisible();
  await hr.getByLabel('Search payslips').fill(person.fullName);
  const row = hr.getByRole('row', { name: new RegExp(person.fullName) });
  await expect(row).toHaveCount(1);
  const download = hr.waitForEvent('download');
  await row.getByRole('button', { name: 'PDF' }).click();
  const text = await pdfText(readFileSync((await (await download).path())!));
  expect(text).toContain(person.fullName);
  // New regime, FY 2026-27: 12 × ₹10,00,000 = ₹1,20,00,000 projected, less the ₹75,000 standard
  // deduction; slab tax ₹31,57,500 + 15 % surcharge ₹4,73,625 + 4 % cess ₹1,45,245 = ₹37,76,370
  // for the year, and April deducts a twelfth of it in whole rupees: ₹3,14,698 (the figures of
  // server/src/people/payroll/income-tax.test.ts, "₹1,20,00,000 (₹10 L a month)").
  expect(text).toMatch(/Income tax \(TDS\)\s*₹?\s*3,14,698/);
});

test('the bank file and the PF ECR of the locked month carry the employee', async ({ browser }) => {
  const hr = await signedInPage(browser, 'hr');
  await hr.goto(`/app/hr/salary?month=${MONTH}`);
  await expect(hr.getByText(/Locked by /)).toBeVisible();

  const bank = fileText(hr.waitForEvent('download'));
  await hr.getByRole('button', { name: 'Bank transfer (CSV)' }).click();
  const bankFile = await bank;
  // Banks take names in capitals; the account and the IFSC pay the month's net.
  expect(bankFile).toContain(person.bankAccount);
  expect(bankFile).toContain('HDFC0001234');
  expect(bankFile).toContain(person.fullName.toUpperCase());

  const ecr = fileText(hr.waitForEvent('download'));
  await hr.getByRole('button', { name: 'PF ECR (text)' }).click();
  const ecrFile = await ecr;
  const line = ecrFile.split(/\r?\n/).find((l) => l.startsWith(person.uan));
  expect(line).toBeDefined();
  expect(line!.toUpperCase()).toContain(person.fullName.toUpperCase());
});

test('an offer accepted under another name is refused with a message, then accepted under the candidate’s', async ({
  browser,
}) => {
  const hr = await signedInPage(browser, 'hr');
  const href = await sendOffer(hr, { name: 'Kavya Raghunathan', email: 'kavya.r@example.in' });

  const candidate = await (await browser.newContext()).newPage();
  await candidate.goto(href);
  await candidate.getByLabel('Your full name').fill('Kavya R');
  await candidate.getByLabel(/I accept this offer/).check();
  await candidate.getByRole('button', { name: 'Accept offer' }).click();
  await expect(candidate.getByRole('alert')).toContainText('Please type your full name');
  await expect(candidate.getByText(/Accepted by/)).toHaveCount(0);

  await candidate.getByLabel('Your full name').fill('Kavya Raghunathan');
  await candidate.getByLabel(/I accept this offer/).check();
  await candidate.getByRole('button', { name: 'Accept offer' }).click();
  await expect(candidate.getByText('Thank you: your acceptance is recorded.')).toBeVisible();
  await expect(candidate.getByText(/Accepted by Kavya Raghunathan/)).toBeVisible();
});

test('a resignation is accepted and settled in full and final; the statement PDF downloads', async ({
  browser,
}) => {
  const me = await firstSignIn(browser, person.username, password);
  await me.goto('/app/employee/resignation');
  const lastDay = inDays(40);
  await me.getByLabel('Reason').fill('Starting a design studio of my own.');
  await me.getByLabel('Proposed last day').fill(lastDay);
  await me.getByRole('button', { name: 'Submit resignation' }).click();
  await me.getByRole('dialog').getByRole('button', { name: 'Submit resignation' }).click();
  await expect(me.getByText('Submitted', { exact: true }).first()).toBeVisible();

  const hr = await signedInPage(browser, 'hr');
  await hr.goto('/app/hr/resignations?status=submitted');
  await hr
    .getByRole('row', { name: new RegExp(person.fullName) })
    .getByRole('button', { name: 'Open' })
    .click();
  await expect(hr.getByText('Starting a design studio of my own.')).toBeVisible();
  await hr.getByLabel('Last working day').fill(lastDay);
  await hr.getByRole('button', { name: 'Accept resignation' }).click();
  await expect(hr.getByText('Accepted: the employee is told.')).toBeVisible();
  await hr.getByRole('link', { name: 'Full and final settlement' }).click();

  await expect(
    hr.getByRole('heading', { name: new RegExp(`Full and final settlement: ${person.fullName}`) }),
  ).toBeVisible();
  await hr.getByRole('button', { name: 'Draft the settlement' }).click();
  await expect(hr.getByRole('button', { name: 'Finalise' })).toBeEnabled();
  await hr.getByRole('button', { name: 'Finalise' }).click();
  await hr.locator('.ant-popconfirm').getByRole('button', { name: 'Finalise' }).click();
  await expect(hr.getByText('The settlement is final.')).toBeVisible();

  const download = hr.waitForEvent('download');
  await hr.getByRole('button', { name: 'Download statement' }).click();
  const text = await pdfText(readFileSync((await (await download).path())!));
  expect(text).toContain('Full and Final Settlement');
  expect(text).toContain(person.fullName);
});
