import { expect as baseExpect, test } from '@playwright/test';
import { signedInPage } from '../support/accounts';
import { pdfText } from '../support/pdf';
import { sendOffer } from '../support/people';

// Generous: a loaded machine slows every step; the waits are for conditions, never for time.
test.describe.configure({ timeout: 300_000, mode: 'serial' });
const expect = baseExpect.configure({ timeout: 30_000 });

test('HR makes and sends an offer; the candidate accepts on the link; the PDF says accepted', async ({
  browser,
}) => {
  const hr = await signedInPage(browser, 'hr');
  const href = await sendOffer(hr, { name: 'Meera Iyer', email: 'meera.iyer@example.in' });

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
