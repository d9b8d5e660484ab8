// The back office's payment screens: an administrator finds Payments in the navigation, reads the
// orders (amounts in the currency's own digits, state, provider, test or live), filters them from
// the keyboard with the filter in the address (the back button undoes it); the Payment settings
// screen refuses a bad address and a malformed key beside the fields, before anything is sent, and
// moves focus to the first; an editor may open neither. axe finds nothing on either screen at 1280
// and 375 px. Nothing here saves the settings: payments.spec.ts does, and they are the site's.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createOrder } from '../../src/commerce/orders.ts';
import { openDb } from '../../src/db/connect.ts';
import { createUser } from '../../src/db/repositories/users.ts';
import { watchPageProblems } from './support/page-problems.ts';

const PASSWORD = 'Courtyard-Figs 2026';
test.describe.configure({ timeout: 60_000 });

interface Fixture {
  admin: string;
  editor: string;
  tag: string;
}
let fixture: Promise<Fixture> | undefined;

/** This worker's administrator and editor, and three orders of its own (a tag in their descriptions tells them apart). */
function setUp(): Promise<Fixture> {
  fixture ??= (async () => {
    const tag = `${test.info().workerIndex}${Date.now().toString(36)}`;
    const admin = `payadm-${tag}`;
    const editor = `payed-${tag}`;
    const db = openDb(`sqlite:${process.env.FOYER_E2E_DB}`);
    try {
      for (const [login, role] of [
        [admin, 'administrator'],
        [editor, 'editor'],
      ] as const)
        await createUser(db.kysely, { login, email: `${login}@casa-alba.test`, password: PASSWORD, displayName: `The ${role}`, role });
      const order = (ref: string, fields: Partial<Parameters<typeof createOrder>[1]>) =>
        createOrder(db.kysely, {
          provider: 'stripe',
          providerRef: `${ref}_${tag}`,
          state: 'paid',
          currency: 'EUR',
          amountTotal: 15000,
          sandbox: true,
          items: [],
          ...fields,
        });
      await order('cs_test_deposit', { description: `Winter escape deposit ${tag}`, customerEmail: 'anna@example.com' });
      await order('TXN1500', {
        provider: 'paypal',
        state: 'refunded',
        currency: 'JPY',
        amountTotal: 1500,
        sandbox: false,
        description: `Tea ceremony ${tag}`,
      });
      await order('cs_test_pending', { state: 'pending', amountTotal: 2499, currency: 'USD', description: `Boat trip ${tag}` });
    } finally {
      await db.close();
    }
    return { admin, editor, tag };
  })();
  return fixture;
}

async function logIn(page: Page, login: string): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Username or e-mail address').fill(login);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** Presses Tab until `target` has focus. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`not reached by Tab in ${max} presses`);
}

const row = (page: Page, what: string) => page.getByRole('row', { name: new RegExp(what) });

test('an administrator reads the payments and filters them by state and provider from the keyboard; the back button undoes a filter', async ({
  page,
}) => {
  const { admin, tag } = await setUp();
  const problems = watchPageProblems(page);
  await logIn(page, admin);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await tabTo(page, nav.getByRole('link', { name: 'Payments', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeFocused();
  await expect(page).toHaveTitle(/^Payments – Back office – /);

  const table = page.getByRole('table');
  await expect(table.locator('caption')).toHaveText(/^\d+ payments, the newest first \(page 1 of \d+\)$/);
  await expect(table.getByRole('columnheader')).toHaveText(['What', 'Amount', 'State', 'Provider', 'Guest', 'Started', 'Paid']);
  // Each amount in its currency's own digits: cents for the euro and the dollar, whole yen.
  const deposit = row(page, `Winter escape deposit ${tag}`);
  await expect(deposit.getByRole('cell')).toHaveText(['€150.00', 'Paid', 'Stripe (test)', 'anna@example.com', /\d{4}/, /\d{4}/]);
  const tea = row(page, `Tea ceremony ${tag}`);
  await expect(tea.getByRole('cell')).toHaveText(['¥1,500', 'Refunded', 'PayPal', '—', /\d{4}/, '—']);
  await expect(tea.getByRole('rowheader')).toContainText(`TXN1500_${tag}`);
  const boat = row(page, `Boat trip ${tag}`);
  await expect(boat.getByRole('cell')).toHaveText(['$24.99', 'Pending', 'Stripe (test)', '—', /\d{4}/, '—']);

  const state = page.getByRole('combobox', { name: 'State' });
  await tabTo(page, state);
  await state.selectOption('refunded');
  await expect(page).toHaveURL(/\/admin\/payments\?state=refunded$/);
  await expect(tea).toBeVisible();
  await expect(deposit).toHaveCount(0);
  await expect(boat).toHaveCount(0);
  for (const cell of await table.locator('tbody tr td:nth-child(3)').all()) await expect(cell).toHaveText('Refunded');

  const provider = page.getByRole('combobox', { name: 'Provider' });
  await provider.focus();
  await provider.selectOption('stripe');
  await expect(page).toHaveURL(/\/admin\/payments\?state=refunded&provider=stripe$/);
  await expect(tea).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/payments\?state=refunded$/);
  await expect(provider).toHaveValue('');
  await expect(tea).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/payments$/);
  await expect(state).toHaveValue('');
  await expect(deposit).toBeVisible();
  expect(problems.list).toEqual([]);
});

test('the settings screen refuses a bad address and a malformed key beside the fields, sends nothing, and shows where providers post', async ({
  page,
}) => {
  const { admin } = await setUp();
  const problems = watchPageProblems(page);
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT') puts.push(r.url());
  });
  await logIn(page, admin);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Payment settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment settings' })).toBeFocused();
  const base = test.info().project.use.baseURL!;
  await expect(page.locator('.admin-endpoints dd')).toHaveText([
    `${base}/foyer/payments/stripe-webhook`,
    `${base}/foyer/payments/paypal-ipn`,
  ]);
  // Keys are typed blind.
  const live = page.getByLabel(/^Live Secret key/);
  await expect(live).toHaveAttribute('type', 'password');
  await expect(live).toHaveAccessibleDescription('Used by every other Stripe button (sk_live_… or rk_live_…).');

  await live.fill('pk_live_published0000');
  const address = page.getByLabel('Stripe API address');
  await address.fill('http://stripe.example.com');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status')).toHaveText('Some settings need correcting; see the messages beside them.');
  // Focus goes to the first field to correct, in the order they are on the screen.
  await expect(live).toBeFocused();
  await expect(live).toHaveAttribute('aria-invalid', 'true');
  await expect(live).toHaveAccessibleDescription(
    /A live secret key starts with sk_live_ \(or rk_live_\) followed by letters and digits\.$/,
  );
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toHaveAccessibleDescription(/Type an https:\/\/ address \(http:\/\/ only for this computer/);
  expect(puts).toEqual([]);
  expect(problems.list).toEqual([]);
});

test('an editor is not shown the payment screens and may not open them or their API', async ({ page }) => {
  const { editor } = await setUp();
  const problems = watchPageProblems(page);
  problems.allow(403, '/admin/api/payments');
  problems.allow(403, '/admin/api/payments/settings');
  await logIn(page, editor);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Payment/ })).toHaveCount(0);
  for (const [path, title] of [
    ['/admin/payments', 'Payments'],
    ['/admin/payments/settings', 'Payment settings'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Your account (editor) may not open this page. Ask an administrator.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
  for (const path of ['/admin/api/payments', '/admin/api/payments/settings']) {
    const answer = await page.request.get(path);
    expect(answer.status()).toBe(403);
    expect(await answer.text()).not.toMatch(/sk_(test|live)_/);
  }
  expect(problems.list).toEqual([]);
});

for (const width of [1280, 375]) {
  test(`axe finds nothing on the payments list and the payment settings at ${width} px`, async ({ page }) => {
    const { admin, tag } = await setUp();
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, admin);
    await page.goto('/admin/payments');
    await expect(row(page, `Winter escape deposit ${tag}`)).toBeVisible();
    let { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations, 'payments').toEqual([]);

    await page.goto('/admin/payments/settings');
    await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible();
    ({ violations } = await new AxeBuilder({ page }).analyze());
    expect(violations, 'settings').toEqual([]);
    // With its messages showing too.
    await page.getByLabel('Stripe API address').fill('ftp://nowhere');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByLabel('Stripe API address')).toHaveAttribute('aria-invalid', 'true');
    ({ violations } = await new AxeBuilder({ page }).analyze());
    expect(violations, 'settings with errors').toEqual([]);
  });
}
