import { chromium } from '@playwright/test';

const base = 'http://127.0.0.1:3988';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
async function session(role, password, width) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const res = await page.request.post(`${base}/api/login`, { data: { username: role, password } });
  const s = (await res.json()).success;
  await page.goto(`${base}/app/auth/signin-1`);
  await page.evaluate(
    (s) =>
      localStorage.setItem(
        'isUserLogged',
        JSON.stringify({
          isLoggedIn: true,
          user: { username: s.username, role: s.role, id: s.userid },
          token: s.token,
        }),
      ),
    s,
  );
  return page;
}
const shots = [
  ['verifier', 'verify-pool-2026', '/app/verification/read-leads', 'verification-leads'],
  ['hr', 'hr-pool-2026', '/app/hr/employee', 'hr-employees'],
  ['hr', 'hr-pool-2026', '/app/hr/read-leaves', 'hr-leaves'],
  ['sales', 'sales-pool-2026', '/app/sales/read-leads', 'sales-queue'],
  ['quotation', 'quote-pool-2026', '/app/quotation/view', 'quotation-list'],
  ['admin', 'admin-pool-2026', '/app/website-admin/enquiry', 'website-enquiries'],
  ['admin', 'admin-pool-2026', '/api/docs', 'api-docs'],
];
for (const width of [1280, 375]) {
  for (const [user, pw, path, name] of shots) {
    const page = await session(user, pw, width);
    await page.goto(`${base}${path}`);
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: false });
    await page.context().close();
  }
}
// Costing screen with −3
{
  const page = await session('quotation', 'quote-pool-2026', 1280);
  await page.goto(`${base}/app/quotation/view`);
  await page.getByRole('link', { name: 'Cost it' }).first().click();
  await page.getByLabel('Add a catalogue item').click();
  await page.keyboard.type('PUMP-15');
  await page.locator('.ant-select-item-option', { hasText: 'PUMP-15' }).first().click();
  await page.getByLabel('Line 1 quantity').fill('-3');
  await page.getByLabel('Line 1 quantity').blur();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shots/costing-minus3-1280.png', fullPage: true });
  // leave via sidebar → dialog
  const link = page.locator('.mw-sider').getByRole('link', { name: 'Price catalogue' });
  if (!(await link.isVisible()))
    await page.locator('.mw-sider').getByText('Quotation', { exact: true }).click();
  await link.click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shots/costing-leave-1280.png' });
  await page.context().close();
}
await browser.close();
console.log('ok');
