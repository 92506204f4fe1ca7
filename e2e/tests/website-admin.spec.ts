import { expect as baseExpect, test } from '@playwright/test';
import { signIn } from '../support/accounts';

// Generous: a loaded machine slows every step; the waits are for conditions, never for time.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

test('uploads an image with alt text and its AVIF variant is served at once', async ({ page }) => {
  await signIn(page, 'website-admin');
  await page.goto('/app/website-admin/media-library');
  await page.getByLabel('Alt text for the next uploads').fill('E2E pool at dawn');
  // A 2000 px JPEG drawn by the browser itself.
  const picture = Buffer.from(
    await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 2000;
      canvas.height = 1200;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#2a6f97';
      context.fillRect(0, 0, 2000, 1200);
      context.fillStyle = '#ffd166';
      context.fillRect(600, 300, 800, 400);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.8));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    }),
    'base64',
  );
  const uploaded = page.waitForResponse(
    (r) => r.url().endsWith('/api/website-admin/media') && r.request().method() === 'POST',
  );
  await page.locator('input[type=file]').first().setInputFiles({
    name: 'e2e-dawn.jpg',
    mimeType: 'image/jpeg',
    buffer: picture,
  });
  const response = await uploaded;
  expect(response.status()).toBe(201);
  const item = (await response.json()).success as { id: string; alt: string };
  expect(item.alt).toBe('E2E pool at dawn');
  await expect(page.getByRole('progressbar', { name: 'Upload of e2e-dawn.jpg' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(page.getByRole('textbox', { name: `Alt text of ${item.id}` })).toHaveValue('E2E pool at dawn');
  const variant = await page.request.get(`/media/${item.id}/768.avif`);
  expect(variant.status()).toBe(200);
  expect(variant.headers()['content-type']).toBe('image/avif');
});

test('a phone number changed in settings shows in the public header', async ({ page }) => {
  await signIn(page, 'website-admin');
  await page.goto('/app/website-admin/settings');
  const phone = page.getByLabel('Call button phone');
  await phone.fill('+91 93456 78901');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.goto('/');
  await expect(page.locator('.site-header__call-number')).toHaveText('+91 93456 78901');
  await expect(page.locator('.site-header__call')).toHaveAttribute('href', 'tel:+919345678901');
});

test('a footer service link moved to the end of its column is last in the public footer', async ({
  page,
}) => {
  await signIn(page, 'website-admin');
  await page.goto('/app/website-admin/settings');
  await page.getByRole('button', { name: 'Footer link columns' }).click();
  // The services column is the first one listed.
  const edit = page.getByRole('link', { name: /^Edit footer link / }).first();
  const title = ((await edit.getAttribute('aria-label')) ?? '').replace('Edit footer link ', '');
  await edit.click();
  await expect(page.getByText('In the footer, #1')).toBeVisible();
  await page.getByRole('combobox', { name: 'Position in the column' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: '(last)' }).click();
  await page.getByRole('button', { name: 'Save link' }).click();
  await expect(page.getByText('Footer link saved')).toBeVisible();
  await page.goto('/');
  const column = page
    .getByRole('contentinfo')
    .locator('nav')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(column.getByRole('link').last()).toHaveText(title);
});

test('a bad phone number gets a field message and nothing is saved', async ({ page }) => {
  await signIn(page, 'website-admin');
  await page.goto('/app/website-admin/settings');
  await page.getByLabel('Call button phone').fill('12345');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Use +91 and the 10-digit number.')).toBeVisible();
});

test('downloads a career resume with its file name', async ({ page }) => {
  const applied = await page.request.post('/api/website-frontend/career-application', {
    multipart: {
      name: 'Nandini Iyer',
      email: 'nandini.e2e@example.com',
      phone: '9811122233',
      job: 'general',
      resume: { name: 'Nandini Iyer CV.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(applied.status()).toBe(201);
  await signIn(page, 'website-admin');
  await page.goto('/app/website-admin/resume?q=nandini');
  await expect(page.getByText('Nandini Iyer', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Nandini Iyer CV.pdf' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Nandini Iyer CV.pdf');
});

test('a verification user is refused the website-admin API', async ({ page }) => {
  await signIn(page, 'verification');
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('isUserLogged') ?? '{}').token as string,
  );
  const res = await page.request.get('/api/website-admin/leads?form=enquiry', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(403);
});
