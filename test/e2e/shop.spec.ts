// The shop in a real browser, on the demo's "Gift vouchers" and cart pages: a voucher of a chosen
// amount is refused below its minimum (the server's words, in place, the field marked and focused),
// then added, and the header's menu cart counts it and opens by itself; the menu cart opens by
// click and closes by Escape, its close button and a click outside, with focus moved in, kept in and
// given back; the cart page changes a quantity and removes a line, and survives a reload; a purchase
// goes as far as Stripe Checkout's address, answered by a local stand-in for Stripe's API. axe finds
// nothing on the shop page, the cart page and the open menu cart at 1280 and 375 px. No sleeps: every
// wait is for a state.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writePayments } from '../../src/commerce/settings.ts';
import { PAYPAL_IPN_URL, PAYPAL_SANDBOX_IPN_URL } from '../../src/contracts/settings/payments.ts';
import { openDb } from '../../src/db/connect.ts';
import { watchPageProblems } from './support/page-problems.ts';

test.describe.configure({ timeout: 60_000 });

const SHOP = '/gift-vouchers/';
const CART = '/cart/';
const CHECKOUT = 'https://checkout.stripe.com/c/pay/';

const toggle = (page: Page) => page.locator('.foyer-header-cart .elementor-menu-cart__toggle_button');
const panel = (page: Page) => page.locator('.foyer-header-cart .elementor-menu-cart__main');
const bubble = (page: Page) => page.locator('.foyer-header-cart .elementor-button-icon-qty');

/** Puts products in this browser's cart through the cart API (the page's cookies are the context's). */
async function addToCart(page: Page, items: Array<Record<string, string | number>>): Promise<void> {
  for (const item of items) {
    const res = await page.request.post('/foyer/shop/cart', { data: { action: 'add', ...item } });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** The visitor's first input: the menu cart's code loads then (it waits for one). */
async function firstInput(page: Page): Promise<void> {
  // A key press counts wherever the pointer already is.
  await page.keyboard.press('Shift');
}

test('a chosen-amount voucher: refused below its minimum, then added, counted and shown in the side cart', async ({ page }) => {
  const problems = watchPageProblems(page);
  problems.allow(400, '/foyer/shop/cart');
  await page.goto(SHOP);
  const card = page.locator('li.product', { has: page.getByRole('heading', { name: 'Casa Alba gift voucher' }) });
  await expect(card.locator('.price')).toHaveText('from €25.00');
  const amount = card.getByLabel(/Amount/);
  await amount.fill('10');
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(card.getByRole('alert')).toHaveText('Choose an amount between €25.00 and €1,000.00.');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toBeFocused();
  await expect(bubble(page)).toHaveAttribute('data-counter', '0');

  await amount.fill('75');
  await amount.press('Enter');
  await expect(card.getByRole('alert')).toHaveText('Added to your cart.');
  await expect(amount).not.toHaveAttribute('aria-invalid');
  await expect(bubble(page)).toHaveText('1');
  await expect(page.locator('.foyer-header-cart .elementor-menu-cart__toggle .elementor-button-text')).toHaveText('€75.00');
  // The header's cart opens by itself after an add (its automatically_open_cart).
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(page).getByText('Casa Alba gift voucher')).toBeVisible();
  await expect(panel(page).locator('.elementor-menu-cart__subtotal')).toContainText('€75.00');
  await expect(page.getByRole('button', { name: 'Close cart' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle(page)).toBeFocused();
  expect(problems.list).toEqual([]);
});

test('a plain form post adds to the cart before any script, and comes back to the page', async ({ page }) => {
  await page.goto(SHOP);
  // No input yet: the add-to-cart code has not loaded, so the form posts as a page would without it.
  const posted = page.waitForResponse((r) => new URL(r.url()).pathname === '/foyer/shop/cart' && r.status() === 303);
  const back = page.waitForResponse((r) => new URL(r.url()).pathname === SHOP && r.request().method() === 'GET');
  await page.evaluate(() => Object.assign(window, { beforePost: true }));
  await page.locator('form[data-product="dinner-for-two"]').evaluate((form: HTMLFormElement) => form.submit());
  await posted;
  await back;
  // The page the server sent back, loaded (not the one that posted).
  await page.waitForFunction(() => !('beforePost' in window) && document.readyState === 'complete');
  await firstInput(page);
  await expect(bubble(page)).toHaveText('1');
});

test('the menu cart opens by click and closes by Escape, its close button and a click outside, keeping focus', async ({ page }) => {
  await page.goto(SHOP);
  await addToCart(page, [{ product: 'spa-afternoon' }, { product: 'dinner-for-two', quantity: 2 }]);
  await page.reload();
  // The count comes from the cookie, at the first input.
  await firstInput(page);
  await expect(bubble(page)).toHaveText('3');
  await expect(toggle(page)).toHaveAccessibleName(/Cart, 3 items/);

  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.foyer-header-cart .elementor-menu-cart__wrapper')).toHaveClass(/elementor-menu-cart--shown/);
  const dialog = page.getByRole('dialog', { name: 'Your cart' });
  await expect(dialog.locator('.elementor-menu-cart__product')).toHaveCount(2);
  await expect(dialog.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', CART);
  await expect(dialog.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', `${CART}#checkout`);
  await expect(page.getByRole('button', { name: 'Close cart' })).toBeFocused();
  // A side cart keeps focus inside while open: Shift+Tab from the first control goes to the last.
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('link', { name: 'Checkout' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Close cart' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle(page)).toBeFocused();
  await expect(page.locator('.foyer-header-cart .elementor-menu-cart__container')).toHaveAttribute('aria-hidden', 'true');

  await page.keyboard.press('Enter');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Close cart' }).click();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle(page)).toBeFocused();

  await toggle(page).click();
  await expect(dialog).toBeVisible();
  // Outside the cart: the dimmed page on the left.
  await page.mouse.click(100, 500);
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog).toBeHidden();

  // In the open cart, one fewer dinner.
  await toggle(page).click();
  await dialog.getByRole('button', { name: 'One fewer Dinner for two on the terrace' }).click();
  await expect(bubble(page)).toHaveText('2');
});

test('the cart page changes a quantity and removes a line, and keeps the cart across a reload', async ({ page }) => {
  const problems = watchPageProblems(page);
  await page.goto(CART);
  await expect(page.getByText('Your cart is currently empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to shop' })).toHaveAttribute('href', SHOP);
  await addToCart(page, [{ product: 'gift-voucher', amount: '50' }, { product: 'two-nights-by-the-sea' }]);
  await page.reload();
  const table = page.locator('table.cart');
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(page.locator('[data-cart-total]')).toHaveText('€570.00');
  const plus = page.getByRole('button', { name: 'One more Casa Alba gift voucher' });
  await plus.click();
  await expect(page.getByRole('group', { name: 'Quantity of Casa Alba gift voucher: 2' })).toBeVisible();
  await expect(page.locator('[data-cart-total]')).toHaveText('€620.00');
  await expect(plus).toBeFocused();
  await page.getByRole('button', { name: 'Remove Two nights by the sea from the cart' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('[data-cart-total]')).toHaveText('€100.00');
  await page.reload();
  await expect(page.locator('table.cart tbody tr')).toHaveCount(1);
  await expect(page.locator('table.cart .product-subtotal').last()).toHaveText('€100.00');
  expect(problems.list).toEqual([]);
});

test('a purchase goes to Stripe Checkout; what was typed stays when something is missing', async ({ page }) => {
  const requests: URLSearchParams[] = [];
  let n = 0;
  const stripe = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      requests.push(new URLSearchParams(raw));
      const id = `cs_test_shop_e2e_${++n}`;
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${n}` });
      res.end(JSON.stringify({ id, object: 'checkout.session', url: `${CHECKOUT}${id}`, status: 'open' }));
    });
  });
  await new Promise<void>((resolve) => stripe.listen(0, '127.0.0.1', resolve));
  try {
    const db = openDb(`sqlite:${process.env.FOYER_E2E_DB}`);
    try {
      const written = await writePayments(
        db.kysely,
        {
          stripeApiUrl: `http://127.0.0.1:${(stripe.address() as AddressInfo).port}`,
          paypalIpnUrl: PAYPAL_IPN_URL,
          paypalSandboxIpnUrl: PAYPAL_SANDBOX_IPN_URL,
        },
        { stripeTestSecretKey: 'sk_test_ShopE2e0123456789' },
      );
      expect(written.ok ? {} : written.errors).toEqual({});
    } finally {
      await db.close();
    }
    await page.context().route(`${CHECKOUT}**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Stripe Checkout</title><h1>Checkout</h1></html>',
      }),
    );
    await page.goto(CART);
    await addToCart(page, [{ product: 'spa-afternoon' }]);
    await page.reload();
    await expect(page.locator('table.cart tbody tr')).toHaveCount(1);
    const checkout = page.getByRole('form', { name: 'Checkout' });
    await checkout.getByLabel('Your name').fill('Ana Ribeiro');
    await checkout.getByLabel('E-mail address').fill('ana@guest.example');
    await checkout.getByRole('button', { name: 'Pay securely with Stripe' }).click();
    await expect(checkout.getByRole('alert')).toHaveText('Please accept the terms and privacy policy to pay.');
    await expect(checkout.getByRole('checkbox')).toBeFocused();
    await expect(checkout.getByLabel('Your name')).toHaveValue('Ana Ribeiro');
    await checkout.getByRole('checkbox').check();
    await checkout.getByRole('button', { name: 'Pay securely with Stripe' }).click();
    await page.waitForURL(`${CHECKOUT}**`);
    await expect(page).toHaveTitle('Stripe Checkout');
    const session = requests.at(-1)!;
    expect(session.get('customer_email')).toBe('ana@guest.example');
    expect(session.get('line_items[0][price_data][unit_amount]')).toBe('24000');
    expect(session.get('success_url')).toMatch(/\/thank-you\//);
  } finally {
    await new Promise<void>((resolve) => stripe.close(() => resolve()));
  }
});

for (const width of [1280, 375]) {
  test(`axe finds nothing on the shop page, the cart page and the open menu cart at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(SHOP);
    await addToCart(page, [{ product: 'dinner-for-two' }]);
    await page.reload();
    const scan = () => new AxeBuilder({ page }).analyze();
    expect((await scan()).violations).toEqual([]);
    await firstInput(page);
    await toggle(page).click();
    await expect(page.getByRole('dialog', { name: 'Your cart' }).locator('.elementor-menu-cart__product')).toHaveCount(1);
    await expect(page.locator('.foyer-header-cart .elementor-menu-cart__main')).toBeInViewport();
    expect((await scan()).violations).toEqual([]);
    await page.goto(CART);
    await expect(page.locator('table.cart tbody tr')).toHaveCount(1);
    expect((await scan()).violations).toEqual([]);
  });
}
