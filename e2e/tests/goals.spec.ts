import { expect as baseExpect, test } from '@playwright/test';
import { signIn } from '../support/accounts';

// Generous: a loaded machine slows every step; the waits are for conditions, never for time.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test('the employee completes their goals to 100 % and submits; HR rates; the employee sees the score', async ({
  browser,
}) => {
  const employee = await (await browser.newContext()).newPage();
  await signIn(employee, 'employee');
  await employee.goto('/app/employee/goal-performance');
  // The demo draft weighs 70 %: submitting is not possible yet.
  await expect(
    employee.getByText('The weights add up to 70 %; they must add up to exactly 100 %.'),
  ).toBeVisible();
  await expect(employee.getByRole('button', { name: 'Submit goals' })).toBeDisabled();
  await employee.getByRole('button', { name: 'Add a goal' }).click();
  await employee.getByLabel('Goal', { exact: true }).fill('Mentor the two new site engineers');
  await employee.getByLabel('Weight (%)').fill('30');
  await expect(employee.getByTestId('weight-sum')).toHaveText('Weights add up to 100 % ✓');
  await employee.getByRole('button', { name: 'Add goal' }).click();
  await expect(employee.getByText('Mentor the two new site engineers')).toBeVisible();
  await employee.getByRole('button', { name: 'Submit goals' }).click();
  await expect(employee.getByText('Submitted', { exact: true })).toBeVisible();

  const hr = await (await browser.newContext()).newPage();
  await signIn(hr, 'hr');
  await hr.goto('/app/hr/employee-goal?q=Anjali');
  const row = hr.getByRole('row', { name: /Anjali Nair/ });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /expand/i }).click();
  const goals = hr.locator('.mw-table-expanded-row .mw-table-row');
  await expect(goals).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    const goal = goals.nth(i);
    await goal.locator('.ant-rate-star').nth(3).locator('div').first().click();
    await goal.getByRole('button', { name: 'Rate' }).click();
    await expect(goal.getByRole('button', { name: 'Update' })).toBeVisible();
  }
  await expect(row.getByText('4.00')).toBeVisible();

  await employee.reload();
  await expect(employee.getByTestId('final-score')).toHaveText('4.00 of 5');
  await expect(employee.getByText('Rated', { exact: true })).toBeVisible();
});
