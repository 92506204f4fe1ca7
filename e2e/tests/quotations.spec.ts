import { expect as baseExpect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { ACCOUNTS, signIn } from '../support/accounts';

// Generous: a loaded machine slows every step; the waits are for conditions, never for time.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

async function apiToken(page: Page, role: 'sales' | 'quotation'): Promise<string> {
  const response = await page.request.post('/api/login', { data: ACCOUNTS[role] });
  expect(response.status()).toBe(200);
  return (await response.json()).success.token as string;
}

/** The customer links of the seeded sent quotations (from the sales side's history). */
async function sentLinks(
  page: Page,
  token: string,
): Promise<{ leadId: number; link: string; version: number }[]> {
  const headers = { authorization: `Bearer ${token}` };
  const list = await page.request.get('/api/quotations?status=sent&pageSize=10', { headers });
  const items = (await list.json()).success.items as { lead_id: number }[];
  const links = [];
  for (const item of items) {
    const space = (await (await page.request.get(`/api/quotations/lead/${item.lead_id}`, { headers })).json())
      .success;
    const sent = space.quotation.versions.find((v: { link: string | null }) => v.link);
    if (sent)
      links.push({
        leadId: item.lead_id,
        link: sent.link as string,
        version: space.quotation.version as number,
      });
  }
  return links;
}

/**
 * Opens the first lead of the costing queue (earlier tests may have costed the fresh ones, so it
 * may be a draft) and makes sure the builder has a line.
 */
async function openCosting(page: Page): Promise<string> {
  await page.goto('/app/quotation/view');
  await page.getByRole('table', { name: 'Costing queue' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/app\/quotation\/add\/\d+$/);
  await expect(page.getByLabel('Add a catalogue item')).toBeVisible();
  if ((await page.getByLabel('Line 1 quantity').count()) === 0) {
    await page.getByLabel('Add a catalogue item').click();
    await page.keyboard.type('PUMP-15');
    await page.locator('.ant-select-item-option', { hasText: 'PUMP-15' }).first().click();
  }
  await expect(page.getByLabel('Line 1 quantity')).toBeVisible();
  return page.url();
}

test('the quotation team costs a lead from the queue', async ({ page }) => {
  await signIn(page, 'quotation');
  await page.goto('/app/quotation/view');
  await expect(page.getByRole('tab', { name: 'Costing queue' })).toBeVisible();
  await page.getByRole('link', { name: 'Cost it' }).first().click();
  await expect(page).toHaveURL(/\/app\/quotation\/add\/\d+$/);
  await expect(page.getByText('Area / volume')).toBeVisible();
  await page.getByLabel('Add a catalogue item').click();
  await page.keyboard.type('PUMP-15');
  await page.locator('.ant-select-item-option', { hasText: 'PUMP-15' }).first().click();
  await page.getByLabel('Line 1 quantity').fill('2');
  // 2 × ₹38,500 + 18 % GST = ₹90,860, computed in the browser as typed.
  await expect(page.getByTestId('grand-total')).toHaveText('₹90,860.00');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Quotation MW\/\d{4}-\d{2}\/\d{4}/ })).toBeVisible();
  await page.getByRole('button', { name: 'Mark costed' }).click();
  await expect(page).toHaveURL(/\/app\/quotation\/view/);
  await page.getByRole('tab', { name: 'All quotations' }).click();
  await expect(page.getByRole('cell', { name: '₹90,860.00' }).first()).toBeVisible();
});

test('costing screen asks before leaving', async ({ page }) => {
  await signIn(page, 'quotation');
  const costing = await openCosting(page);
  const note = page.getByPlaceholder('Note for sales (optional)');
  await note.fill('Waiting for the site survey.');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  // A sidebar link asks; Stay keeps the edits on the page.
  const sidebarLink = page.locator('.mw-sider').getByRole('link', { name: 'Price catalogue' });
  if (!(await sidebarLink.isVisible()))
    await page.locator('.mw-sider').getByText('Quotation', { exact: true }).click();
  await sidebarLink.click();
  // One dialog for one click (the shell's App context changing under it once opened a second).
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toHaveCount(1);
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  expect(page.url()).toBe(costing);
  await expect(note).toHaveValue('Waiting for the site survey.');
  // Once saved it lets go without asking.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(/\/app\/quotation\/view/);
  await expect(leave).toBeHidden();
});

test('a quantity of −3 gets a message on its field and saves nothing', async ({ page }) => {
  await signIn(page, 'quotation');
  await openCosting(page);
  const quantity = page.getByLabel('Line 1 quantity');
  await quantity.fill('-3');
  await quantity.blur();
  await expect(quantity).toHaveValue('-3');
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  let saves = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/api/quotations/')) saves += 1;
  });
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Line 1 (quantity): The quantity must be more than zero.')).toBeVisible();
  await expect(quantity).toHaveValue('-3');
  expect(saves).toBe(0);
});

test('the customer accepts on the link; an older link cannot be accepted', async ({ page, browser }) => {
  const token = await apiToken(page, 'sales');
  const [first, second] = await sentLinks(page, token);
  expect(first && second).toBeTruthy();

  // The PDF is a real PDF.
  const pdf = await page.request.get(`${first!.link}/pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const customer = await browser.newPage();
  await customer.goto(first!.link);
  await expect(customer.getByRole('heading', { name: /Quotation MW\// })).toBeVisible();
  await customer.getByLabel('Your full name').fill('Meera Iyer');
  await customer.getByLabel(/I accept this quotation/).check();
  await customer.getByRole('button', { name: 'Accept quotation' }).click();
  await expect(customer.getByText('Thank you: your acceptance is recorded.')).toBeVisible();
  await expect(customer.getByText(/Accepted by Meera Iyer/)).toBeVisible();

  // Sales sees it accepted in the history.
  await signIn(page, 'sales');
  await page.goto(`/app/sales/quotation-history/${first!.leadId}`);
  await expect(page.getByText('Accepted', { exact: true }).first()).toBeVisible();

  // Sales sends the second one again: a new version, and the old link is superseded.
  const resend = await page.request.post(`/api/quotations/lead/${second!.leadId}/send`, {
    headers: { authorization: `Bearer ${token}` },
    data: { version: second!.version, to: 'customer@example.in' },
  });
  expect(resend.status()).toBe(200);
  await customer.goto(second!.link);
  await expect(customer.getByText(/replaced by a newer one/)).toBeVisible();
  await expect(customer.getByRole('button', { name: 'Accept quotation' })).toHaveCount(0);
  await customer.close();
});

test('sales adds an extra item and terms in the UI, sends, and the PDF names the customer and the total', async ({
  page,
}) => {
  const token = await apiToken(page, 'sales');
  const headers = { authorization: `Bearer ${token}` };
  // A seeded lead at "design" with a costed quotation (the sales side's design work is done).
  const costed = (
    await (await page.request.get('/api/quotations?status=costed&pageSize=50', { headers })).json()
  ).success.items as { lead_id: number }[];
  let lead: { id: number; customer: { name: string } } | undefined;
  for (const item of costed) {
    const space = (await (await page.request.get(`/api/quotations/lead/${item.lead_id}`, { headers })).json())
      .success;
    if (space.lead.stage === 'design') {
      lead = space.lead;
      break;
    }
  }
  expect(lead).toBeTruthy();
  const leadId = lead!.id;

  await signIn(page, 'sales');
  await page.goto(`/app/sales/extra-payment/${leadId}`);
  await page.getByLabel('Extra item 1', { exact: true }).fill('Glass mosaic feature band');
  await page.getByLabel('Extra item 1 quantity').fill('12');
  await page.getByLabel('Extra item 1 rate in rupees').fill('4500');
  await page.getByLabel('Why (recorded with the version)').fill('Customer chose a mosaic band at design');
  await page.getByRole('button', { name: 'Add to the quotation' }).click();
  await expect(page.getByText('Extra items added as a new version.')).toBeVisible();
  const current = page.getByText(/^Current quotation · ₹[\d,]+\.\d{2}$/);
  await expect(current).toBeVisible();
  const total = (await current.textContent())!.replace('Current quotation · ₹', '');

  await page.goto(`/app/sales/prepare-terms/${leadId}`);
  await page.getByLabel('Start from a template').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await expect(page.getByLabel('Delivery timeline')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Save terms' }).click();
  await expect(page.getByText('Terms saved as a new version.')).toBeVisible();

  await page.goto(`/app/sales/final-quatation?status=any&q=${encodeURIComponent(lead!.customer.name)}`);
  const row = page
    .getByRole('table', { name: 'Quotations' })
    .getByRole('row')
    .filter({ hasText: lead!.customer.name })
    .first();
  await row.getByText('Send', { exact: true }).click();
  await expect(page.getByText(/will be sent, total/)).toBeVisible();
  await page.getByLabel('E-mail (leave empty for the lead’s address)').fill('customer@example.in');
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/sent to customer@example\.in/)).toBeVisible();

  // The PDF downloaded from the version page names the customer and the total (Indian grouping).
  await page.goto(`/app/sales/quotation-history/view/${leadId}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const bytes = new Uint8Array(await (await import('node:fs/promises')).readFile((await download.path())!));
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  expect(text).toContain(lead!.customer.name);
  expect(text).toContain(total);
});
