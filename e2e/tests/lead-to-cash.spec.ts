import { readFile } from 'node:fs/promises';
import { type Browser, expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { type DemoRole, signIn } from '../support/accounts';
import { completeChecklist } from '../support/handover';

/**
 * The whole path from a website enquiry to the money received and the pool handed over, clicked
 * through as the people who do it: the visitor, verification, sales, the quotation team and the
 * customer on the quotation's link.
 */

// A loaded machine slows every step: the waits are for conditions, never for time.
const expect = baseExpect.configure({ timeout: 60_000 });

// The spec's example mobile: other tests (public-site) enquire with it too, so every match is handled.
const MOBILE = '+91 98765 43210';
const NOTE_FOR_SALES = 'Site access only through the back lane: quote the crane separately.';
// A 1 × 1 PNG: the smallest design drawing the upload accepts by content.
const DRAWING = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function pdfText(page: Page, click: () => Promise<unknown>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const bytes = new Uint8Array(await readFile((await download.path())!));
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

async function enquire(page: Page, values: { name: string; email: string; message: string }) {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-site-ready', 'true');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Enquire Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make an Enquiry' });
  await dialog.getByLabel('Name').fill(values.name);
  await dialog.getByLabel('Email').fill(values.email);
  await dialog.getByLabel('Phone Number').fill(MOBILE);
  await dialog.getByLabel('Service').selectOption({ index: 1 });
  await dialog.getByLabel('Your query').fill(values.message);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
}

/** The next person at work: a browser of their own, signed in. */
async function as(browser: Browser, previous: Page, role: DemoRole): Promise<Page> {
  await previous.context().close();
  const page = await browser.newPage();
  await signIn(page, role);
  return page;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.keyboard.type(option);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}

/** The id of the lead a verification list row links to, found by a search. */
async function verificationLead(page: Page, search: string): Promise<number> {
  await page.goto(`/app/verification/read-leads?q=${encodeURIComponent(search)}`);
  const link = page.getByRole('table').locator('tbody a[href*="/edit-leads/"]');
  await expect(link).toHaveCount(1);
  return Number((await link.getAttribute('href'))!.split('/').pop());
}

/**
 * The customer's link in the newest quotation e-mail to this address, read in the outbox (no mail
 * server in the e2e run: the mail is kept there); `seen` are links already used.
 */
async function customerLink(page: Page, email: string, seen: string[]): Promise<string> {
  await page.goto('/app/outbox');
  const rows = page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Quotation' });
  await expect(rows).toHaveCount(seen.length + 1);
  const mails = await rows
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  for (const mail of mails) {
    await page.goto(mail);
    // A text-only mail: the message shows as written.
    const text = await page
      .getByRole('main')
      .getByText(/accept it or ask for changes here/)
      .textContent();
    const link = new URL(/https?:\/\/\S+\/quotation\/[\w-]+/.exec(text ?? '')![0]).pathname;
    if (!seen.includes(link)) return link;
  }
  throw new Error('No new quotation link in the outbox');
}

async function send(page: Page, customer: string) {
  await page.goto(`/app/sales/final-quatation?status=any&q=${encodeURIComponent(customer)}`);
  const row = page.getByRole('table', { name: 'Quotations' }).getByRole('row').filter({ hasText: customer });
  await row.getByText('Send', { exact: true }).click();
  await expect(page.getByText(/will be sent, total/)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/sent to meera\./)).toBeVisible();
}

/** The issued invoice's row (the schedule's rows have no payments to record). */
const invoiceRow = (page: Page) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Record payment' }) });

async function recordPayment(page: Page, invoice: Locator, utr: string, amount?: string) {
  await invoice.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: /payment/i });
  if (amount) await dialog.getByLabel('Amount (₹)').fill(amount);
  await dialog.getByLabel(/^Reference/).fill(utr);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('lead to cash: an enquiry becomes a quotation, an invoice, the money and a handed-over pool', async ({
  page: visitor,
  browser,
}) => {
  let page = visitor;
  // Eleven stages by five people in one journey: on a shared machine (load 28 on 2 cores) a stage
  // took up to three minutes, so the journey gets one generous bound rather than the 60 s default.
  test.setTimeout(1_800_000);
  const stamp = Date.now().toString(36);
  const name = `Meera Iyer ${stamp}`;
  const email = `meera.${stamp}@example.in`;
  let leadId = 0;

  await test.step('two enquiries from the website with the same mobile', async () => {
    await enquire(page, { name, email, message: 'A lap pool for our villa in Pune.' });
    await enquire(page, {
      name: `Meera I ${stamp}`,
      email: `meera.iyer.${stamp}@example.in`,
      message: 'Following up: the lap pool.',
    });
  });

  await test.step('verification sees the duplicate, merges it and verifies the lead', async () => {
    await signIn(page, 'verification');
    leadId = await verificationLead(page, email);
    const second = await verificationLead(page, `meera.iyer.${stamp}`);
    await page.goto(`/app/verification/edit-leads/${second}`);
    const flag = page.locator('.ant-alert').filter({ hasText: 'may be the same customer as another one' });
    await expect(flag.getByRole('link', { name: `${name} (lead #${leadId})` })).toBeVisible();
    await flag.getByRole('button', { name: `Merge into lead #${leadId}` }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Merge' }).click();
    await expect(page).toHaveURL(new RegExp(`/edit-leads/${leadId}$`));
    await expect(page.getByText(`Merged into lead #${leadId}`)).toBeVisible();

    await page.getByRole('button', { name: 'Mark verified' }).click();
    await page.getByRole('button', { name: 'Mark verified' }).last().click();
    // Other tests' enquiries may share the example mobile: they are other customers here.
    const others = page.getByRole('dialog', { name: 'This lead may already exist' });
    const verified = page.getByText('Lead verified').first();
    await expect(verified.or(others)).toBeVisible();
    if (await others.isVisible()) await others.getByRole('button', { name: 'Verify anyway' }).click();
    await expect(verified).toBeVisible();
  });

  await test.step('sales logs the call and captures the requirement', async () => {
    page = await as(browser, page, 'sales');
    await page.goto(`/app/sales/leads/${leadId}`);
    await expect(page.getByRole('link', { name: /^Call \+91/ })).toHaveAttribute('href', 'tel:+919876543210');
    await page.getByText('Interested', { exact: true }).click();
    await page.getByLabel('Note').fill('Wants a lap pool before the monsoon');
    await page.getByRole('button', { name: 'Save call' }).click();
    await expect(page.locator('.ant-tag', { hasText: 'Interested' })).toBeVisible();

    await page.getByRole('link', { name: 'Requirement' }).click();
    await expect(page.getByRole('heading', { name: /^Requirement:/ })).toBeVisible();
    await choose(page, 'Project type', 'Lap pools');
    // The company is in Maharashtra: an intra-state supply, taxed CGST + SGST.
    await choose(page, 'State of the site', 'Maharashtra');
    await page.getByLabel('Site address').fill('Plot 12, Koregaon Park, Pune');
    await page.getByLabel('Length').fill('12');
    await page.getByLabel('Width').fill('5');
    await page.getByLabel('Shallow end depth').fill('1.2');
    await page.getByLabel('Deep end depth').fill('1.8');
    await page.getByLabel('Finish', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.getByRole('button', { name: 'Save requirement' }).click();
    await expect(page.locator('.ant-tag', { hasText: 'Requirements captured' })).toBeVisible();
    await page.getByRole('button', { name: 'Request costing' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Request costing' }).click();
    await expect(page.locator('.ant-tag', { hasText: 'Costing requested' })).toBeVisible();
  });

  await test.step('the quotation team costs it with a note for sales', async () => {
    page = await as(browser, page, 'quotation');
    await page.goto('/app/quotation/view');
    await page
      .getByRole('table', { name: 'Costing queue' })
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/app/quotation/add/${leadId}$`));
    await page.getByLabel('Add a catalogue item').click();
    await page.keyboard.type('PUMP-15');
    await page.locator('.ant-select-item-option', { hasText: 'PUMP-15' }).first().click();
    await page.getByLabel('Line 1 quantity').fill('2');
    await page.getByPlaceholder('Note for sales (optional)').fill(NOTE_FOR_SALES);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved.')).toBeVisible();
    await page.getByRole('button', { name: 'Mark costed' }).click();
    await expect(page).toHaveURL(/\/app\/quotation\/view/);
  });

  await test.step('sales records the chosen design, adds terms and sends v1', async () => {
    page = await as(browser, page, 'sales');
    await page.goto(`/app/sales/design/${leadId}`);
    await page.getByLabel('Design title').fill('Option A, lap lanes');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'option-a.png', mimeType: 'image/png', buffer: DRAWING });
    await expect(page.getByText('Design version 1 uploaded')).toBeVisible();
    await page.getByRole('button', { name: 'Mark as chosen' }).click();
    await expect(page.getByText("Customer's choice")).toBeVisible();
    await page.getByRole('button', { name: 'Go to terms' }).click();
    await expect(page).toHaveURL(new RegExp(`/prepare-terms/${leadId}$`));
    await page.getByLabel('Start from a template').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Residential pool' })
      .click();
    await expect(page.getByLabel('Delivery timeline')).not.toHaveValue('');
    await page.getByRole('button', { name: 'Save terms' }).click();
    await expect(page.getByText('Terms saved as a new version.')).toBeVisible();
    await send(page, name);
  });

  const customer = await browser.newPage();
  const links: string[] = [];
  await test.step('the customer reads v1 (its PDF has no internal note) and asks for changes', async () => {
    links.push(await customerLink(page, email, links));
    await customer.goto(links[0]!);
    await expect(customer.getByRole('heading', { name: /Quotation MW\// })).toBeVisible();
    const text = await pdfText(customer, () =>
      customer.getByRole('link', { name: 'Download the PDF' }).click(),
    );
    expect(text).toContain(name);
    expect(text).not.toContain('back lane');
    await customer.getByLabel('What would you like changed?').fill('Please add a glass mosaic band.');
    await customer.getByRole('button', { name: 'Send request' }).click();
    await expect(customer.getByText('Thank you: we will get back to you with the changes.')).toBeVisible();
  });

  await test.step('sales adds the line and sends v2', async () => {
    await page.goto(`/app/sales/extra-payment/${leadId}`);
    await page.getByLabel('Extra item 1', { exact: true }).fill('Glass mosaic feature band');
    await page.getByLabel('Extra item 1 quantity').fill('12');
    await page.getByLabel('Extra item 1 rate in rupees').fill('4500');
    await page.getByLabel('Why (recorded with the version)').fill('The customer asked for a mosaic band');
    await page.getByRole('button', { name: 'Add to the quotation' }).click();
    await expect(page.getByText('Extra items added as a new version.')).toBeVisible();
    await page.goto(`/app/sales/prepare-terms/${leadId}`);
    await page.getByRole('button', { name: 'Save terms' }).click();
    await expect(page.getByText(/Terms saved as a new version\.|Nothing changed/)).toBeVisible();
    await send(page, name);
  });

  await test.step('the customer accepts v2', async () => {
    links.push(await customerLink(page, email, links));
    await customer.goto(links[1]!);
    await expect(customer.getByText('Glass mosaic feature band')).toBeVisible();
    await customer.getByLabel('Your full name').fill('Meera Iyer');
    await customer.getByLabel(/I accept this quotation/).check();
    await customer.getByRole('button', { name: 'Accept quotation' }).click();
    await expect(customer.getByText('Thank you: your acceptance is recorded.')).toBeVisible();
    await customer.goto(links[0]!);
    await expect(customer.getByText(/replaced by a newer one/)).toBeVisible();
    await customer.close();
  });

  await test.step('the advance invoice is issued and its PDF carries the tax details', async () => {
    await page.goto(`/app/sales/leads/${leadId}`);
    await page.getByRole('link', { name: 'Billing and payments' }).click();
    const advance = page.getByRole('row').filter({ hasText: 'Advance with order' }).first();
    await advance.getByRole('button', { name: 'Issue invoice' }).click();
    await expect(page.getByText('Invoice issued for "Advance with order"')).toBeVisible();
    const invoice = invoiceRow(page);
    const number = (await invoice.locator('td').nth(1).textContent())!.trim();
    expect(number).not.toBe('');
    const text = await pdfText(page, () => invoice.getByRole('button', { name: 'PDF' }).click());
    expect(text).toContain(number);
    expect(text).toContain('27AABCT3518Q1ZW');
    expect(text).toMatch(/CGST[\s\S]*₹[\d,]+\.\d{2}/);
    expect(text).toMatch(/SGST[\s\S]*₹[\d,]+\.\d{2}/);
    expect(text).toMatch(/Rupees [A-Za-z -]+ Only/i);
  });

  await test.step('a part payment, then the rest; the receipt; nothing outstanding', async () => {
    const invoice = invoiceRow(page);
    await recordPayment(page, invoice, `UPI${stamp}1`, '10000');
    await expect(page.getByText('Payment recorded')).toBeVisible();
    await recordPayment(page, invoice, `UPI${stamp}2`);
    await expect(invoice.getByRole('button', { name: 'Record payment' })).toBeDisabled();
    await invoice.getByRole('button', { name: /expand/i }).click();
    await expect(page.getByRole('button', { name: 'Receipt PDF' })).toHaveCount(2);
    const text = await pdfText(page, () => page.getByRole('button', { name: 'Receipt PDF' }).first().click());
    expect(text).toContain('Received with thanks');
    await expect(page.locator('.ant-statistic').filter({ hasText: 'Outstanding' })).toContainText('₹0.00');
  });

  await test.step('the handover checklist is completed', async () => {
    await page.goto(`/app/sales/checklist/${leadId}`);
    await completeChecklist(page);
  });
});
