import { expect as baseExpect, type Page, test } from '@playwright/test';
import { signIn } from '../support/accounts';
import { completeChecklist } from '../support/handover';

// A loaded machine slows every step: the waits are for conditions, never for time.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

async function choose(page: Page, label: string, option: string, search = false) {
  await page.getByLabel(label, { exact: true }).click();
  // Long lists are virtual: type to bring the option into view.
  if (search) await page.keyboard.type(option);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}

/** Opens the first lead of a queue page filtered to one stage. */
async function openFirst(page: Page, url: string) {
  await page.goto(url);
  const firstLink = page
    .getByRole('table', { name: 'Leads' })
    .locator('tbody a[href*="/app/sales/"]')
    .first();
  await expect(firstLink).toBeVisible();
  await firstLink.click();
}

test('sales logs a call, captures the requirement and requests costing', async ({ page }) => {
  await signIn(page, 'sales');
  await openFirst(page, '/app/sales/read-leads?stage=to_call');
  await expect(
    page.getByRole('heading', { name: 'Log a call' }).or(page.getByText('Log a call')),
  ).toBeVisible();
  const call = page.getByRole('link', { name: /^Call \+91/ });
  await expect(call).toHaveAttribute('href', /^tel:\+91\d{10}$/);

  await page.getByText('Interested', { exact: true }).click();
  await page.getByLabel('Note').fill('Wants a lap pool before summer');
  await page.getByRole('button', { name: 'Save call' }).click();
  await expect(page.locator('.ant-tag', { hasText: 'Interested' })).toBeVisible();
  await expect(page.getByText('Wants a lap pool before summer').first()).toBeVisible();

  await page.getByRole('link', { name: 'Requirement' }).click();
  await expect(page.getByRole('heading', { name: /^Requirement:/ })).toBeVisible();
  await choose(page, 'Project type', 'Lap pools', true);
  await choose(page, 'State of the site', 'Karnataka', true);
  await page.getByLabel('Site address').fill('Plot 7, Sarjapur Road, Bengaluru');
  await page.getByLabel('Length').fill('12');
  await page.getByLabel('Width').fill('5');
  await page.getByLabel('Shallow end depth').fill('1.2');
  await page.getByLabel('Deep end depth').fill('1.8');
  await choose(page, 'Finish', 'Renolit alkorplan membrane');
  // Area and volume follow the dimensions as they are typed.
  await expect(page.getByTestId('pool-metrics')).toContainText('60');
  await expect(page.getByTestId('pool-metrics')).toContainText('90,000');
  await page.getByRole('button', { name: 'Save requirement' }).click();
  await expect(page.locator('.ant-tag', { hasText: 'Requirements captured' })).toBeVisible();

  await page.getByRole('button', { name: 'Request costing' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Request costing' }).click();
  await expect(page.locator('.ant-tag', { hasText: 'Costing requested' })).toBeVisible();
  await expect(page.getByText(/requirement is frozen/)).toBeVisible();
});

test('the requirement form asks before leaving with unsaved changes', async ({ page }) => {
  await signIn(page, 'sales');
  await openFirst(page, '/app/sales/pre-quotation/lead');
  await expect(page.getByRole('heading', { name: /^Requirement:/ })).toBeVisible();
  const address = page.getByLabel('Site address');
  await expect(address).toBeEditable();
  await address.fill('Unsaved: Plot 9, Baner, Pune');
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await page.locator('.mw-sider').getByRole('link', { name: 'Call To Customer', exact: true }).click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/app\/sales\/pre-quotation\/lead\/\d+$/);
  await expect(address).toHaveValue('Unsaved: Plot 9, Baner, Pune');
});

test('a follow-up already past in India’s clock is refused on the field', async ({ page }) => {
  const now = new Date();
  const [today, time] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(now)
    .split(', ') as [string, string];
  // 12:00 am India's today is past except in the first minutes of the day.
  test.skip(time < '00:10', 'India’s day has only just begun');
  const label = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${today}T00:00:00Z`));

  await signIn(page, 'sales');
  await openFirst(page, '/app/sales/read-leads?stage=to_call');
  await page.getByText('Call back', { exact: true }).click();
  const picker = page.getByLabel('Next follow-up (IST)');
  await picker.click();
  await picker.fill(`${label}, 12:00 am IST`);
  await picker.press('Enter');
  await page.getByRole('button', { name: 'Save call' }).click();
  await expect(page.getByText('The follow-up cannot be in the past.')).toBeVisible();
  await expect(page.locator('.ant-tag', { hasText: 'Call back' })).toHaveCount(0);
});

test('the handover checklist is completed and viewed', async ({ page }) => {
  await signIn(page, 'sales');
  await openFirst(page, '/app/sales/checklist?stage=checklist');
  await completeChecklist(page);

  await page.getByRole('link', { name: 'Printable view' }).click();
  await expect(page.getByRole('heading', { name: /^Handover checklist:/ })).toBeVisible();
  await expect(page.getByText('11 of 11 items done')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Checklist items' }).locator('tbody tr')).toHaveCount(11);
});

test('a sales user downloads only the sales remote (and self-service)', async ({ page }) => {
  const remotes = new Set<string>();
  page.on('request', (request) => {
    const match = new URL(request.url()).pathname.match(/^\/remotes\/([^/]+)\//);
    if (match?.[1]) remotes.add(match[1]);
  });
  await signIn(page, 'sales');
  await page.goto('/app/sales/dashboard');
  await expect(page.getByText('Leads per stage')).toBeVisible();
  await page.goto('/app/sales/read-leads');
  await expect(page.getByRole('table')).toBeVisible();
  await page.goto('/app/employee/profile');
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  expect([...remotes].sort()).toEqual(['employee', 'sales']);
});
