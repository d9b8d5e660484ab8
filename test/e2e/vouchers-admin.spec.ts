// The front desk's gift voucher lookup: an editor opens Gift vouchers from the navigation, types a
// code the way a guest reads it out (small letters, spaces), sees what the voucher is worth and who
// bought it, marks it used by keyboard, and a second look shows who marked it. A wrong code says so
// in an alert. The lookup lives in the address. axe finds nothing at 1280 and 375 px.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createOrder } from '../../src/commerce/orders.ts';
import { issueVoucher } from '../../src/commerce/shop/vouchers.ts';
import { openDb } from '../../src/db/connect.ts';
import { createUser } from '../../src/db/repositories/users.ts';
import { watchPageProblems } from './support/page-problems.ts';

const PASSWORD = 'Reception-Lemons 2026';

/** An editor of this test's own and a paid order with one voucher. */
async function setUp(): Promise<{ editor: string; code: string }> {
  const tag = `${test.info().workerIndex}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const editor = `desk-${tag}`;
  const db = openDb(`sqlite:${process.env.FOYER_E2E_DB}`);
  try {
    await createUser(db.kysely, {
      login: editor,
      email: `${editor}@casa-alba.test`,
      password: PASSWORD,
      displayName: 'Marta at reception',
      role: 'editor',
    });
    const order = await createOrder(db.kysely, {
      provider: 'stripe',
      providerRef: `cs_test_voucher_${tag}`,
      state: 'paid',
      currency: 'EUR',
      amountTotal: 16000,
      sandbox: true,
      description: 'Shop order',
      customerEmail: 'ana@guest.example',
      customerName: 'Ana Lima',
      items: [{ kind: 'voucher', name: 'Dinner for two on the terrace', unitAmount: 16000, quantity: 1 }],
    });
    const code = await issueVoucher(db.kysely, {
      orderId: order,
      productId: null,
      name: 'Dinner for two on the terrace',
      amount: 16000,
      currency: 'EUR',
    });
    return { editor, code };
  } finally {
    await db.close();
  }
}

async function logIn(page: Page, login: string): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Username or e-mail address').fill(login);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

test('an editor looks a voucher up as a guest reads it out and marks it used once, by keyboard', async ({ page }) => {
  const { editor, code } = await setUp();
  const problems = watchPageProblems(page);
  problems.allow(404, '/admin/api/vouchers/aaaa%20bbbb%20cccc%20dddd');
  await logIn(page, editor);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Gift vouchers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gift vouchers' })).toBeVisible();

  const field = page.getByLabel('Voucher code');
  await field.fill('aaaa bbbb cccc dddd');
  await field.press('Enter');
  await expect(page.getByRole('alert')).toContainText('No voucher has this code');

  await field.fill(code.toLowerCase().replace(/-/g, ' '));
  await field.press('Enter');
  await expect(page).toHaveURL(/\/admin\/vouchers\?code=/);
  const card = page.getByRole('heading', { name: 'Dinner for two on the terrace: €160.00' });
  await expect(card).toBeVisible();
  await expect(page.getByText('Valid, not used yet')).toBeVisible();
  await expect(page.getByText(/by Ana Lima <ana@guest\.example>/)).toBeVisible();

  const mark = page.getByRole('button', { name: 'Mark as used' });
  await mark.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(`Voucher ${code} is marked used.`);
  await expect(page.getByText(/^Used .* \(marked by Marta at reception\)$/)).toBeVisible();
  await expect(mark).toHaveCount(0);

  // A second desk, later: the voucher shows as used, with no button to use it again.
  await page.reload();
  await expect(page.getByText(/\(marked by Marta at reception\)/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as used' })).toHaveCount(0);
  expect(problems.list).toEqual([]);
});

for (const width of [1280, 375]) {
  test(`the voucher lookup is axe clean at ${width} px, with a voucher shown`, async ({ page }) => {
    const { editor, code } = await setUp();
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, editor);
    await page.goto(`/admin/vouchers?code=${code}`);
    await expect(page.getByRole('button', { name: 'Mark as used' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
}
