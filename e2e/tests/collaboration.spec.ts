import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type DemoRole, signIn } from '../support/accounts';

/**
 * The header's friend list and chat between two staff members in two browser contexts,
 * live notifications in the bell, and the company calendar.
 */
test.describe.configure({ timeout: 120_000 });

async function staff(browser: { newContext(): Promise<BrowserContext> }, role: DemoRole) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, role);
  return { context, page };
}

const chatButton = (page: Page) => page.getByRole('button', { name: /^Chat/ });
const conversation = (page: Page) => page.getByRole('log', { name: /Conversation with/ });

test('two colleagues chat live: unread count, seen, and messages queued offline sent once', async ({
  browser,
}) => {
  const sales = await staff(browser, 'sales'); // Arjun Mehta
  const hr = await staff(browser, 'hr'); // Kavita Deshpande

  // The friend list: everyone but me, searchable as I type.
  await chatButton(sales.page).click();
  const friends = sales.page.getByRole('list', { name: 'Friends' });
  await expect(friends.getByRole('button', { name: /^Chat with / })).not.toHaveCount(0);
  await expect(friends.getByRole('button', { name: 'Chat with Arjun Mehta' })).toHaveCount(0);
  await sales.page.getByLabel('Search friends').fill('KAVI');
  await expect(friends.getByRole('button', { name: /^Chat with / })).toHaveCount(1);
  await friends.getByRole('button', { name: 'Chat with Kavita Deshpande' }).click();
  await expect(sales.page.getByText('CHAT NOT FOUND')).toBeVisible();

  // Send: Enter sends, Shift+Enter makes a new line.
  const box = sales.page.getByRole('textbox', { name: 'Message' });
  await box.fill('Hello Kavita');
  await box.press('Shift+Enter');
  await box.pressSequentially('Site visit at 4 pm?');
  await box.press('Enter');
  await expect(conversation(sales.page).getByText('Site visit at 4 pm?')).toBeVisible();
  await expect(sales.page.getByText('CHAT NOT FOUND')).toHaveCount(0);

  // It arrives live on the other side with the unread count, without a reload.
  await expect(chatButton(hr.page)).toHaveAccessibleName('Chat, 1 unread');
  await chatButton(hr.page).click();
  const arjun = hr.page.getByRole('button', { name: 'Chat with Arjun Mehta' });
  await expect(arjun.getByLabel('1 unread')).toBeVisible();
  await expect(arjun).toContainText('online');
  await arjun.click();
  await expect(conversation(hr.page).getByText('Site visit at 4 pm?')).toBeVisible();
  // Opening it sets the count to 0, and the sender sees "seen".
  await expect(chatButton(hr.page)).toHaveAccessibleName('Chat');
  await expect(conversation(sales.page).getByText('· seen')).toBeVisible();

  // Offline: the message waits, shown pending; back online it is sent, and arrives once.
  await sales.context.setOffline(true);
  await box.fill('Typed while offline');
  await box.press('Enter');
  await expect(conversation(sales.page).locator('[data-pending]')).toContainText('Sending…');
  await sales.context.setOffline(false);
  await expect(conversation(sales.page).locator('[data-pending]')).toHaveCount(0, { timeout: 30_000 });
  await expect(conversation(hr.page).getByText('Typed while offline')).toHaveCount(1);
  await expect(conversation(sales.page).getByText('Typed while offline')).toHaveCount(1);

  // HR replies; the reply shows on the sales side live, as incoming.
  await hr.page.getByRole('textbox', { name: 'Message' }).fill('Yes, see you there 👍');
  await hr.page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(
    conversation(sales.page).locator('[data-type="1"]', { hasText: 'see you there' }),
  ).toBeVisible();

  await sales.context.close();
  await hr.context.close();
});

test('a notification created for a user appears in their bell without a reload', async ({ page }) => {
  await signIn(page, 'hr');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  const countOf = async () =>
    Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  // Wait for the first load of the bell (the seed gives HR unread notifications).
  await expect.poll(countOf).toBeGreaterThan(0);
  const before = await countOf();
  // A sign-up request notifies HR (role-wide) from outside the app.
  const response = await page.request.post('/api/access-requests', {
    data: { fullName: 'Neha Kulkarni', email: 'neha.kulkarni@example.in', team: 'sales' },
  });
  expect(response.status()).toBeLessThan(300);
  await expect.poll(countOf).toBe(before + 1);
  await bell.click();
  await expect(page.getByText('Account request: Neha Kulkarni')).toBeVisible();
});

test('the company calendar: create an event and move it by dragging', async ({ page }) => {
  await signIn(page, 'quotation');
  let fetches = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/calendar/events?')) fetches++;
  });
  await page.goto('/full-calendar');
  await expect(page.getByRole('heading', { name: 'Calendar' })).toBeVisible();
  await expect(page.locator('.fc-daygrid-body')).toBeVisible();

  // Create an event through the dialog, on the 10th of the month shown.
  const shown = await page.locator('.fc-daygrid-day:not(.fc-day-other)').first().getAttribute('data-date');
  const tenth = `${shown!.slice(0, 8)}10`;
  const eleventh = `${shown!.slice(0, 8)}11`;
  await page.getByRole('button', { name: 'Add event' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill('Pump room inspection');
  await dialog.getByLabel('Start').fill(`${tenth}T10:00`);
  await dialog.getByLabel('End').fill(`${tenth}T11:30`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Event added')).toBeVisible();
  const event = page.locator(`.fc-daygrid-day[data-date="${tenth}"] .fc-event`, {
    hasText: 'Pump room inspection',
  });
  await expect(event).toBeVisible();

  // Drag it to the next day.
  const from = (await event.boundingBox())!;
  const to = (await page.locator(`.fc-daygrid-day[data-date="${eleventh}"]`).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 5, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
  await expect(page.getByText('Event moved')).toBeVisible();
  await expect(
    page.locator(`.fc-daygrid-day[data-date="${eleventh}"] .fc-event`, { hasText: 'Pump room inspection' }),
  ).toBeVisible();

  // Each fetch has a cause (open, live 'hello', add, move and their live echoes): a page that
  // refetched on every render (it did once) would have made dozens by now.
  expect(fetches).toBeLessThan(12);

  // Stored as moved (10:00 IST on the 11th is 04:30 UTC).
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('isUserLogged') ?? '{}').token as string,
  );
  const listed = await page.request.get(
    `/api/calendar/events?start=${eleventh}T00:00:00%2B05:30&end=${eleventh}T23:59:00%2B05:30`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const events = (await listed.json()).success as { title: string; start: string }[];
  expect(events.find((e) => e.title === 'Pump room inspection')?.start).toBe(`${eleventh}T04:30:00.000Z`);
});
