import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { signedInPage } from '../support/accounts';
import { pdfText } from '../support/pdf';

// Generous: a loaded machine slows every step; the waits are for conditions, never for time.
test.describe.configure({ timeout: 300_000, mode: 'serial' });
const expect = baseExpect.configure({ timeout: 30_000 });

const inDays = (n: number) => new Date(Date.now() + 330 * 60_000 + n * 86_400_000).toISOString().slice(0, 10);

test('HR makes and sends an offer; the candidate accepts on the link; the PDF says accepted', async ({
  browser,
}) => {
  const hr = await signedInPage(browser, 'hr');
  await hr.goto('/app/hr/offer-letter');
  await hr.getByRole('button', { name: 'New offer' }).click();
  const drawer = hr.getByRole('dialog');
  await drawer.getByLabel('Candidate’s full name').fill('Meera Iyer');
  await drawer.getByLabel('E-mail').fill('meera.iyer@example.in');
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
  await expect(shown.getByText('Dear Meera Iyer,')).toBeVisible();
  await shown.getByRole('button', { name: 'Send' }).click();
  await hr.getByRole('button', { name: 'OK' }).click();
  const link = shown.getByRole('link', { name: /\/offer\// });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;

  const candidate = await (await browser.newContext()).newPage();
  await candidate.goto(href);
  await expect(candidate.getByRole('heading', { name: /Offer letter MW-OL/ })).toBeVisible();
  await candidate.getByLabel('Your full name').fill('Meera Iyer');
  await candidate.getByLabel(/I accept this offer/).check();
  await candidate.getByRole('button', { name: 'Accept offer' }).click();
  await expect(candidate.getByText('Thank you: your acceptance is recorded.')).toBeVisible();
  await expect(candidate.getByText(/Accepted by Meera Iyer/)).toBeVisible();

  const pdf = await candidate.request.get(`${href}/pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = await pdfText(await pdf.body());
  expect(text).toContain('Accepted electronically');
  expect(text).toContain('Meera Iyer');

  await hr.goto('/app/hr/offer-letter?status=accepted');
  await expect(hr.getByRole('row', { name: /Meera Iyer.*Accepted/ })).toBeVisible();
});

test('the employee uploads a joining document and HR verifies it', async ({ browser }) => {
  const page = await signedInPage(browser, 'employee');
  await page.goto('/app/employee/joiningkit');
  await expect(page.getByText('Education certificates')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Education certificates' }).click();
  await (await chooser).setFiles({
    name: 'degree.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    ),
  });
  await expect(page.getByText('degree.pdf')).toBeVisible();

  const hr = await signedInPage(browser, 'hr');
  await hr.goto('/app/hr/offer-letter?tab=joining-kit&status=uploaded');
  const row = hr.getByRole('row', { name: /Education certificates/ });
  await row.getByRole('button', { name: 'Verify' }).click();
  await expect(hr.getByText('Verified.')).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Education certificates' }).getByText('Verified'),
  ).toBeVisible();
});
