import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';
import { signIn } from '../support/accounts';

// Generous: a loaded machine slows every step; the waits are for conditions, never for time.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

test('exports the website and a dry run of the same archive shows nothing would change', async ({ page }) => {
  await signIn(page, 'website-admin');
  await page.goto('/app/website-admin/export-import');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download archive' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^website-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
  const archive = await readFile((await download.path())!);
  expect(archive.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

  const checked = page.waitForResponse(
    (r) => r.url().includes('/site-archive/import?') && r.request().method() === 'POST',
  );
  await page.locator('input[type=file]').setInputFiles({
    name: download.suggestedFilename(),
    mimeType: 'application/gzip',
    buffer: archive,
  });
  expect((await checked).status()).toBe(200);
  await expect(page.getByText('Nothing would change: the site already matches this archive.')).toBeVisible();
  const media = page.getByRole('row', { name: /Media \(pictures, brochure\)/ });
  await expect(media.getByRole('cell').nth(2)).toHaveText('0');
  await expect(
    page
      .getByRole('row', { name: /^Services/ })
      .getByRole('cell')
      .nth(4),
  ).not.toHaveText('0');
  await expect(page.getByRole('button', { name: 'Confirm import' })).toHaveCount(0);
});
