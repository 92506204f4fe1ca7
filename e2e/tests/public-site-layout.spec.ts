import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';

/** The public site's layout as visitors saw it at 1280 and 375 px: the layout faults users reported stay fixed. */

// Generous: a loaded machine slows every step; the waits are for conditions, never for time.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

type Box = { x: number; y: number; width: number; height: number };

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-site-ready', 'true');
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'an element on screen').not.toBeNull();
  return box as Box;
}

/** Whether two boxes share more than a rounding error (layout gives sub-pixel edges). */
function overlaps(a: Box, b: Box) {
  const e = 0.5;
  return (
    a.x + e < b.x + b.width && b.x + e < a.x + a.width && a.y + e < b.y + b.height && b.y + e < a.y + a.height
  );
}

/** The contact form's fields and button; not the anti-spam trap, which nobody sees or reaches. */
const contactFields = (page: Page, withButton = false) =>
  page
    .locator('.site-contact-form')
    .locator(`:is(input, textarea, select${withButton ? ', button' : ''}):not([tabindex="-1"])`);

const floating = (page: Page) => page.locator('.site-floating');
/** The call buttons of the header and the floating contacts (the footer lists the numbers too). */
const callLinks = (page: Page) =>
  page.locator('header a[href^="tel:"], .site-floating a[href^="tel:"]').filter({ visible: true });

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the floating call and WhatsApp buttons stay in the margin, clear of the content', async ({
    page,
  }) => {
    await open(page, '/contact');
    const buttons = await boxOf(floating(page));
    // Fixed to the right edge: clear of an element's whole column, wherever the page is scrolled.
    const clearOf = async (target: Locator, what: string) => {
      const box = await boxOf(target);
      expect(box.x + box.width, `${what} ends left of the floating buttons`).toBeLessThanOrEqual(buttons.x);
    };
    await clearOf(page.getByRole('contentinfo').getByRole('button', { name: 'Enquire Now' }), 'Enquire Now');
    for (const field of await contactFields(page, true).all()) await clearOf(field, 'a contact form field');

    await open(page, '/swimming-pool-project-gallery');
    const enlarge = page.getByRole('button', { name: /^Enlarge image/ });
    await expect(enlarge.first()).toBeVisible();
    for (const button of await enlarge.all()) await clearOf(button, 'an enlarge button');
  });

  test('the footer link columns are open, and the address pin is the size of the other icons', async ({
    page,
  }) => {
    await open(page, '/contact');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('button[aria-expanded]'))
      .toHaveCount(0, { timeout: 1 })
      .catch(() => {});
    for (const column of await footer.locator('.site-footer__fold').all()) {
      await expect(column.getByRole('button')).toBeHidden();
      await expect(column.getByRole('listitem').nth(1).getByRole('link')).toBeVisible();
    }
    const phone = await boxOf(footer.locator('address a[href^="tel:"] svg').first());
    const pin = await boxOf(footer.locator('address li').last().locator('svg'));
    expect({ width: pin.width, height: pin.height }).toEqual({ width: phone.width, height: phone.height });
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 760 }, hasTouch: true, isMobile: true });

  test('one call button, in the bottom bar; the page keeps room for the bar', async ({ page }) => {
    await open(page, '/');
    await expect(callLinks(page)).toHaveCount(1);
    const bar = await boxOf(floating(page));
    expect(bar.width).toBe(375);
    expect(overlaps(await boxOf(callLinks(page)), bar)).toBe(true);

    // At the end of the page nothing is left under the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLink = page.getByRole('navigation', { name: 'Legal' }).getByRole('link').last();
    await expect(lastLink).toBeInViewport();
    expect(overlaps(await boxOf(lastLink), await boxOf(floating(page)))).toBe(false);
  });

  test('a contact form field that takes the focus is never under the bar', async ({ page }) => {
    await open(page, '/contact');
    const fields = contactFields(page);
    expect(await fields.count()).toBeGreaterThan(2);
    for (const field of await fields.all()) {
      // Start with the field just below the window, then let the browser bring it into view.
      await page.evaluate(
        (top) => window.scrollTo(0, top),
        (await field.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)) - 700,
      );
      await field.focus();
      await expect(field).toBeFocused();
      await expect(field).toBeInViewport();
      expect(overlaps(await boxOf(field), await boxOf(floating(page)))).toBe(false);
    }
  });

  test('the footer link columns are folded until their heading is tapped', async ({ page }) => {
    await open(page, '/contact');
    const footer = page.getByRole('contentinfo');
    const headings = ['Company', 'Services', 'Projects', 'Products'];
    for (const name of headings) {
      const toggle = footer.getByRole('button', { name, exact: true });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const list = footer.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await expect(list).toBeHidden();
    }
    const services = footer.getByRole('button', { name: 'Services', exact: true });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const list = footer.locator(`#${await services.getAttribute('aria-controls')}`);
    await expect(list.getByRole('link').first()).toBeVisible();
    await services.click();
    await expect(list).toBeHidden();
    // The address pin keeps its size in the narrow column too.
    const pin = await boxOf(footer.locator('address li').last().locator('svg'));
    expect(pin.width).toBeGreaterThanOrEqual(16);
    // The newsletter's e-mail box is a full-size field (it was an unstyled 18 px strip).
    const email = await boxOf(footer.getByLabel('Your e-mail address'));
    expect(email.height).toBeGreaterThanOrEqual(40);
  });

  test('the bottom bar’s call icon is drawn in the bar’s white', async ({ page }) => {
    await open(page, '/');
    // The pack's call picture is blue; on the blue button it could not be seen.
    const icon = floating(page).locator('a[href^="tel:"] img');
    await expect(icon).toHaveCount(1);
    expect(await icon.evaluate((el) => getComputedStyle(el).filter)).toContain('invert(1)');
  });
});
