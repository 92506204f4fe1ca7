import { expect, test } from '@playwright/test';
import { signIn } from '../support/accounts';
import { choose, createEmployee, firstSignIn } from '../support/people';

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
  const password = (await createEmployee(hr, {
    fullName: 'Nisha Kapoor',
    email: `${username}@managewell.in`,
    mobile: '98200 55511',
    department: 'Design',
    designation: 'Pool Designer',
    pan: 'ABCPK1234L',
    ifsc: 'HDFC0001234',
    // A whole year's leave grant, whatever today's date (a joiner's grant is the rest of the year's share).
    joining: `1 Jan ${new Date().getFullYear()}`,
    username,
  }))!;

  // 2. The person signs in and must change the temporary password first.
  const me = await firstSignIn(browser, username, password);
  const context = me.context();

  // 3. Checks in (the server's time).
  await me.goto('/app/employee/attandance');
  await me.getByRole('button', { name: 'Check in' }).click();
  await expect(me.getByTestId('attendance-state')).toContainText('Checked in at');
  await expect(me.getByRole('button', { name: 'Check out' })).toBeEnabled();

  // 4. Asks for one day of casual leave.
  await me.goto('/app/employee/leave-request');
  // Joined on 1 January: none taken yet.
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
