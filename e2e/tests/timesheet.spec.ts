import { expect, test } from '@playwright/test';
import { signIn } from '../support/accounts';

test('an employee saves a timesheet week, reloads it, edits it and submits it; the manager approves it', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const saves: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/employee\/timesheet\//.test(new URL(request.url()).pathname)) saves.push(request.method());
  });
  await signIn(page, 'employee');
  // This week: the demo employee's seeded draft (entries saved before, with their ids).
  await page.goto('/app/employee/timesheet');
  await expect(page.getByRole('heading', { name: 'My timesheet' })).toBeVisible({ timeout: 45_000 });
  const tasks = page.getByRole('textbox', { name: 'Task' });
  const hours = page.getByRole('spinbutton', { name: 'Hours' });

  // 1. A new entry, saved as a draft.
  const before = await tasks.count();
  await page.getByRole('button', { name: 'Add entry' }).click();
  await expect(tasks).toHaveCount(before + 1);
  await page.getByRole('textbox', { name: 'Project' }).last().fill('Villa pool, Lonavala');
  await tasks.last().fill('Pump room layout');
  await hours.last().fill('2');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible({ timeout: 30_000 });

  // 2. Reloaded, the saved week edits and saves again.
  await page.reload();
  await expect(tasks.last()).toHaveValue('Pump room layout', { timeout: 45_000 });
  await tasks.last().fill('Pump room layout, revised');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.').last()).toBeVisible({ timeout: 30_000 });

  // 3. Reloaded again, the week submits.
  await page.reload();
  await expect(tasks.last()).toHaveValue('Pump room layout, revised', { timeout: 45_000 });
  await page.getByRole('button', { name: 'Submit week' }).click();
  await expect(page.getByText('Week submitted for approval.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit week' })).toHaveCount(0);
  expect(saves.filter((m) => m === 'PUT' || m === 'POST').length).toBeGreaterThanOrEqual(3);

  // 4. The employee's manager (signed in elsewhere) approves the week in the Team section.
  const manager = await (await browser.newContext()).newPage();
  await signIn(manager, 'manager');
  await manager.goto('/app/employee/team');
  await expect(manager.getByRole('heading', { name: 'My team' })).toBeVisible({ timeout: 45_000 });
  const weeks = manager.getByRole('table', { name: 'Timesheets waiting for you' });
  const row = weeks.getByRole('row').filter({ hasText: 'Anjali Nair' }).filter({ hasText: thisMonday() });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: 'Decide' }).click();
  await manager.getByRole('textbox', { name: 'Comment' }).fill('Thanks, approved.');
  await manager.getByRole('button', { name: 'Approve' }).click();
  await expect(manager.getByText('Approved.')).toBeVisible({ timeout: 30_000 });
  await expect(row).toHaveCount(0);

  // The employee sees the week approved.
  await page.reload();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible({ timeout: 45_000 });
});

/** This week's Monday in India as the pages show dates ("23 Nov 2026"). */
function thisMonday(): string {
  const ist = new Date(Date.now() + 330 * 60_000);
  const monday = new Date(ist.getTime() - ((ist.getUTCDay() + 6) % 7) * 86_400_000);
  const month = monday.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
  return `${monday.getUTCDate()} ${month} ${monday.getUTCFullYear()}`;
}
