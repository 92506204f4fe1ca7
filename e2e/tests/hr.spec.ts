import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/accounts';

/** A working day (Mon–Fri, not a fixed company holiday) at least `ahead` days from today. */
function workingDay(ahead: number): Date {
  const d = new Date();
  d.setDate(d.getDate() + ahead);
  const fixed = ['01-26', '05-01', '08-15', '10-02', '12-25'];
  const md = () => `${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  while (d.getDay() === 0 || d.getDay() === 6 || fixed.includes(md())) d.setDate(d.getDate() + 1);
  return d;
}
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const antdDate = (d: Date) => `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(option, { exact: true })
    .click();
}

test('HR creates an employee with an account; the person changes the password, checks in, asks for leave; HR approves', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const hrContext = await browser.newContext();
  const hr = await hrContext.newPage();
  const remotes = new Set<string>();
  hr.on('request', (request) => {
    const match = new URL(request.url()).pathname.match(/^\/remotes\/([^/]+)\//);
    if (match?.[1]) remotes.add(match[1]);
  });
  await signIn(hr, 'hr');
  // The first page of an area downloads its remote: a generous wait on a loaded machine.
  await expect(hr.getByRole('heading', { name: 'HR dashboard' })).toBeVisible({ timeout: 45_000 });
  await expect(hr.getByText('Waiting for approval')).toBeVisible();

  // 1. HR creates the employee and an account.
  const username = `nisha${Date.now() % 100_000}`;
  await hr.goto('/app/hr/create-employee');
  await hr.getByLabel('Full name').fill('Nisha Kapoor');
  await hr.getByLabel('E-mail').fill(`${username}@managewell.in`);
  await hr.getByLabel('Mobile').fill('98200 55511');
  await choose(hr, 'Department', 'Design');
  await hr.getByLabel('Designation').fill('Pool Designer');
  await hr.getByLabel('PAN').fill('ABCPK1234L');
  await hr.getByLabel('IFSC').fill('HDFC0001234');
  await hr.getByText('Create a sign-in account').click();
  await hr.getByLabel('Username').fill(username);
  await hr.getByRole('button', { name: 'Create employee' }).click();
  const password = (await hr
    .getByTestId('temporary-password')
    .locator('code')
    .textContent({ timeout: 30_000 }))!.trim();
  expect(password).toMatch(/^\w{4}-\w{4}-\w{4}$/);
  await hr.getByRole('button', { name: 'Done' }).click();
  // The record's title, exactly: once the directory loads, the employee picker shows
  // "Nisha Kapoor (MW-…)" too, and a loose match then finds two elements (it failed when the
  // directory arrived first).
  await expect(hr).toHaveURL(/\/app\/hr\/employee-details\?id=\d+/);
  await expect(hr.getByText('Nisha Kapoor', { exact: true })).toBeVisible();

  // 2. The person signs in and must change the temporary password first.
  const context = await browser.newContext();
  const me = await context.newPage();
  await me.goto('/app/auth/signin-1');
  await me.getByLabel('Username').fill(username);
  await me.getByLabel('Password').fill(password);
  await me.getByRole('button', { name: 'Sign in' }).click();
  await expect(me).toHaveURL(/\/app\/auth\/change-password/, { timeout: 60_000 });
  await me.goto('/app/employee/profile');
  await expect(me).toHaveURL(/\/app\/auth\/change-password/);
  await me.getByLabel('Current password').fill(password);
  await me.getByLabel('New password', { exact: true }).fill('nisha-own-password-2026');
  await me.getByLabel('Repeat the new password').fill('nisha-own-password-2026');
  await me.getByRole('button', { name: 'Change password' }).click();
  await expect(me.getByRole('heading', { name: 'My profile' })).toBeVisible({ timeout: 45_000 });

  // 3. Checks in (the server's time).
  await me.goto('/app/employee/attandance');
  await me.getByRole('button', { name: 'Check in' }).click();
  await expect(me.getByTestId('attendance-state')).toContainText('Checked in at');
  await expect(me.getByRole('button', { name: 'Check out' })).toBeEnabled();

  // 4. Asks for one day of casual leave.
  await me.goto('/app/employee/leave-request');
  // A joiner's grant is the share of the year from the joining date (today here): none taken yet.
  await expect(me.getByTestId('balance-casual')).toContainText('0 taken');
  const day = antdDate(workingDay(7));
  await choose(me, 'Leave type', 'Casual leave');
  await me.getByPlaceholder('Start date').click();
  await me.getByPlaceholder('Start date').fill(day);
  await me.getByPlaceholder('Start date').press('Enter');
  await me.getByPlaceholder('End date').fill(day);
  await me.getByPlaceholder('End date').press('Enter');
  await expect(me.getByTestId('leave-days')).toContainText('1 day');
  await me.getByLabel('Reason').fill('Cousin’s wedding');
  await me.getByRole('button', { name: 'Send request' }).click();
  await expect(me.getByText('Your leave request was sent for approval.')).toBeVisible();
  await expect(me.getByTestId('balance-casual')).toContainText('1 pending');

  // 5. HR approves it from the leave list (pending first).
  await hr.goto('/app/hr/read-leaves?status=pending');
  const row = hr.getByRole('row', { name: /Nisha Kapoor/ });
  await row.getByRole('button', { name: 'Decide' }).click();
  await hr.getByLabel('Comment').fill('Enjoy the wedding');
  await hr.getByRole('button', { name: 'Approve' }).click();
  await expect(hr.getByText('Approved.')).toBeVisible();

  // 6. The employee sees the balance drop and the notification.
  await me.reload();
  await expect(me.getByTestId('balance-casual')).toContainText('1 taken', { timeout: 45_000 });
  await me.getByRole('button', { name: /Notifications, \d+ unread/ }).click();
  await expect(me.getByText(/Leave approved/).first()).toBeVisible();

  // An HR user downloads only the hr remote (and self-service when visiting it).
  await hr.goto('/app/employee/profile');
  await expect(hr.getByRole('heading', { name: 'My profile' })).toBeVisible();
  expect([...remotes].sort()).toEqual(['employee', 'hr']);
  await context.close();
  await hrContext.close();
});

test('HR sees the attendance grid and employee list with filters in the address', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'hr');
  await page.goto('/app/hr/employee?department=Accounts');
  await expect(page.getByText('3 employees')).toBeVisible({ timeout: 45_000 });
  await page.goto('/app/hr/read-attandance');
  await expect(page.getByRole('row', { name: /Kavita Deshpande/ })).toBeVisible({ timeout: 30_000 });
});

test('an HR form with unsaved changes asks before leaving by the sidebar and by Back', async ({ page }) => {
  await signIn(page, 'hr');
  await page.goto('/app/hr/dashboard');
  await expect(page.getByRole('heading', { name: 'HR dashboard' })).toBeVisible({ timeout: 45_000 });
  const sider = page.locator('.mw-sider');
  const sidebarLink = async (name: string) => {
    const link = sider.getByRole('link', { name, exact: true });
    if (!(await link.isVisible())) await sider.getByText('Employee', { exact: true }).click();
    return link;
  };
  // In-app navigation, so Back stays inside the app (the router's guard, not the browser's prompt).
  await (await sidebarLink('Create Employee')).click();
  await expect(page).toHaveURL(/\/app\/hr\/create-employee$/);
  const name = page.getByLabel('Full name');
  await name.fill('Unsaved Person');
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });

  /** The one dialog the guard opens; Stay keeps the page and what was typed. */
  const stayWhenAsked = async () => {
    await expect(leave).toHaveCount(1);
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/app\/hr\/create-employee$/);
    await expect(name).toHaveValue('Unsaved Person');
  };

  // The sidebar asks.
  await (await sidebarLink('Offer Letter')).click();
  await stayWhenAsked();
  // The browser's Back asks too; Leave goes back.
  await page.goBack();
  await stayWhenAsked();
  await page.goBack();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/hr\/dashboard$/);
});
