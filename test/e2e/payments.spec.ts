// The payment buttons in a real browser. Stripe: an administrator enters a test key and the address
// of a local stand-in for Stripe's API on the Payment settings screen; a guest presses "Pay the
// deposit" on the winter escape page by keyboard and lands on the Checkout Session's address, and
// the stand-in shows what the server asked Stripe for; a new-tab button opens Checkout in a new
// window; the button is busy while it waits and asks once; a nonce is kept for half its life; and
// Elementor's messages appear (no key, a refusal, the widget's own texts, a button without a price).
// PayPal: the lighthouse donation posts exactly Payments Standard's fields to the sandbox (the
// navigation is intercepted), a checkout button its own; a button set up wrongly shows its message
// instead. axe finds nothing on either widget at 1280 and 375 px. Time is Playwright's clock.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { savePost } from '../../src/content/save-post.ts';
import { openDb } from '../../src/db/connect.ts';
import { createUser } from '../../src/db/repositories/users.ts';
import type { ElementNode } from '../../src/model/element.ts';
import { watchPageProblems } from './support/page-problems.ts';

const PASSWORD = 'Courtyard-Figs 2026';
const TEST_KEY = 'sk_test_51FoyerE2eKey000000000000';
const AJAX = '/wp-admin/admin-ajax.php';
const CHECKOUT = 'https://checkout.stripe.com/c/pay/';
const NO_KEY = 'You have not entered a valid secret key for this environment, Please add a valid secret key';
// Logging in runs scrypt and the first press loads a behaviour: room for a busy machine.
test.describe.configure({ timeout: 60_000 });

const baseUrl = () => test.info().project.use.baseURL!;

// ---- A stand-in for Stripe's API: records each request, answers with a Checkout Session or what the test queued.

interface Recorded {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  fields: Array<[string, string]>;
}

interface StripeStandIn {
  url: string;
  requests: Recorded[];
  /** Answers to give next, in order; otherwise a Checkout Session. */
  queue: Array<{ status: number; body: unknown }>;
  /** While set, answers wait for it (a slow Stripe). */
  hold: Promise<void> | undefined;
  close(): Promise<void>;
}

async function startStripeStandIn(): Promise<StripeStandIn> {
  let n = 0;
  const standIn: StripeStandIn = { url: '', requests: [], queue: [], hold: undefined, close: async () => {} };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, fields: [...new URLSearchParams(body)] };
      standIn.requests.push(recorded);
      void (async () => {
        await standIn.hold;
        const queued = standIn.queue.shift();
        let answer: { status: number; body: unknown };
        if (queued) answer = queued;
        else if (recorded.method === 'POST' && recorded.path === '/v1/checkout/sessions') {
          const id = `cs_test_e2e${++n}${Date.now().toString(36)}`;
          const fields = new URLSearchParams(body);
          const unit = Number(fields.get('line_items[0][price_data][unit_amount]'));
          const quantity = Number(fields.get('line_items[0][quantity]'));
          const currency = fields.get('line_items[0][price_data][currency]');
          answer = {
            status: 200,
            body: { id, object: 'checkout.session', url: `${CHECKOUT}${id}`, amount_total: unit * quantity, currency, status: 'open' },
          };
        } else
          answer = { status: 404, body: { error: { type: 'invalid_request_error', message: `No ${recorded.method} ${recorded.path}` } } };
        res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_e2e${n}` });
        res.end(JSON.stringify(answer.body));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = () => new Promise((resolve) => server.close(() => resolve()));
  return standIn;
}

/** Stripe Checkout's page, answered in the browser (there is no network): a title to land on. */
async function standInCheckoutPage(page: Page): Promise<void> {
  await page.context().route(`${CHECKOUT}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Stripe Checkout</title><h1>Checkout</h1></html>',
    }),
  );
}

// ---- The test's own documents and accounts, written into the e2e server's database, one set per worker.

function widget(id: string, widgetType: string, settings: Record<string, unknown>): ElementNode {
  return { id, elType: 'widget', widgetType, settings, elements: [] } as ElementNode;
}

const PAY_WIDGETS: ElementNode[] = [
  // Live mode: no live key is ever set in these tests.
  widget('stripeLive', 'stripe-button', { product_name: 'Gift voucher', stripe_product_price: '40', text: 'Buy a gift voucher' }),
  widget('stripeOwn', 'stripe-button', {
    product_name: 'Gift voucher',
    stripe_product_price: '40',
    text: 'Buy a voucher, own messages',
    custom_messages: 'yes',
    error_message_payment: 'Card payments are closed today. Please call us.',
    error_message_global: 'The card desk had a problem. Please call us.',
  }),
  widget('stripeNoPrice', 'stripe-button', {
    product_name: 'Nothing yet',
    stripe_product_price: '0',
    text: 'Buy nothing',
    sandbox_mode: 'yes',
  }),
  widget('stripeNewTab', 'stripe-button', {
    product_name: 'Sunset boat trip',
    stripe_product_price: '12.5',
    stripe_currency: 'EUR',
    stripe_quantity: 2,
    shipping_amount: '3',
    sandbox_mode: 'yes',
    open_in_new_window: 'yes',
    text: 'Book the boat trip',
  }),
  widget('stripeTestOwn', 'stripe-button', {
    product_name: 'Cooking class',
    stripe_product_price: '60',
    stripe_currency: 'EUR',
    sandbox_mode: 'yes',
    open_in_new_window: '',
    text: 'Book the cooking class',
    custom_messages: 'yes',
    error_message_global: 'The class could not be booked online. Please call us.',
  }),
  widget('ppNoEmail', 'paypal-button', { product_name: 'Breakfast', product_price: '12', text: 'Breakfast, no account' }),
  widget('ppNothing', 'paypal-button', { product_name: 'Breakfast', product_price: '', text: 'Breakfast, nothing set' }),
  widget('ppCheckout', 'paypal-button', {
    type: 'checkout',
    product_name: 'Picnic basket',
    product_sku: 'PICNIC-2',
    product_price: '24.5',
    currency: 'EUR',
    quantity: 2,
    shipping_price: 4,
    tax_type: 'percentage',
    tax_rate: 10,
    email: 'shop@casa-alba.example',
    open_in_new_window: '',
    text: 'Order a picnic basket',
  }),
];

interface Fixture {
  admin: string;
  slug: string;
  postId: number;
}
let fixture: Promise<Fixture> | undefined;

/** This worker's administrator and its page of payment buttons (made once, shared by the worker's tests). */
function setUp(): Promise<Fixture> {
  fixture ??= (async () => {
    const tag = `${test.info().workerIndex}${Date.now().toString(36)}`;
    const admin = `payadmin-${tag}`;
    const slug = `pay-buttons-${tag}`;
    const db = openDb(`sqlite:${process.env.FOYER_E2E_DB}`);
    try {
      await createUser(db.kysely, {
        login: admin,
        email: `${admin}@casa-alba.test`,
        password: PASSWORD,
        displayName: 'The administrator',
        role: 'administrator',
      });
      const postId = await savePost(db.kysely, {
        type: 'page',
        slug,
        title: 'Payment buttons',
        status: 'published',
        elements: [{ id: 'paysec1', elType: 'container', settings: {}, elements: PAY_WIDGETS } as ElementNode],
      });
      return { admin, slug, postId };
    } finally {
      await db.close();
    }
  })();
  return fixture;
}

const stripeButton = (page: Page, name: string | RegExp) => page.locator('.elementor-widget-stripe-button').getByRole('button', { name });
const widgetOf = (page: Page, id: string) => page.locator(`.elementor-element-${id}`);

/** Presses Tab until `target` has focus: it is reachable by keyboard, in the page's order. */
async function tabTo(page: Page, target: Locator, max = 150): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`not reached by Tab in ${max} presses`);
}

const isNonceRequest = (request: Request) => request.url().endsWith(AJAX) && request.postData() === 'action=foyer_payments_nonce';
const isSessionRequest = (request: Request) =>
  request.url().endsWith(AJAX) && (request.postData() ?? '').startsWith('action=submit_stripe_form');

// ---- Stripe, without a key.

test('a live-mode Stripe button without a live key shows Elementor’s message in the widget, as an alert, once however often pressed', async ({
  page,
}) => {
  const { slug, postId } = await setUp();
  const problems = watchPageProblems(page);
  problems.allow(401, AJAX);
  await page.goto(`/${slug}/`);
  const button = stripeButton(page, 'Buy a gift voucher');
  const sent = page.waitForRequest(isSessionRequest);
  await button.click();
  const fields = new URLSearchParams((await sent).postData()!);
  // Elementor's protocol: the action, the page's document, the widget, this page's address, a nonce.
  expect(Object.fromEntries(fields)).toEqual({
    action: 'submit_stripe_form',
    'data[action]': 'submit_stripe_form',
    'data[postId]': String(postId),
    'data[widgetId]': 'stripeLive',
    'data[pageUrl]': `${baseUrl()}/${slug}/`,
    'data[nonce]': expect.stringMatching(/^[0-9a-z]{1,10}\.[\w-]{22}$/),
  });
  const widget = widgetOf(page, 'stripeLive');
  const alert = widget.getByRole('alert');
  await expect(alert).toHaveText(NO_KEY);
  await expect(alert).toHaveClass('elementor-message elementor-stripe-error-message elementor-message-danger');
  await expect(alert).toBeVisible();
  await expect(button).not.toHaveAttribute('aria-busy', /.*/);
  // Pressed again (by keyboard): the old message goes, the new one comes; never two.
  await button.focus();
  const again = page.waitForResponse((r) => isSessionRequest(r.request()));
  await page.keyboard.press('Enter');
  expect((await again).status()).toBe(401);
  await expect(alert).toHaveCount(1);
  await expect(alert).toHaveText(NO_KEY);
  expect(page.url()).toBe(`${baseUrl()}/${slug}/`);
  expect(problems.list).toEqual([]);
});

test('with custom messages on, a missing key shows the widget’s own “not connected” text', async ({ page }) => {
  const { slug } = await setUp();
  const problems = watchPageProblems(page);
  problems.allow(401, AJAX);
  await page.goto(`/${slug}/`);
  await stripeButton(page, 'Buy a voucher, own messages').click();
  await expect(widgetOf(page, 'stripeOwn').getByRole('alert')).toHaveText('Card payments are closed today. Please call us.');
  // The other buttons say nothing.
  await expect(widgetOf(page, 'stripeLive').getByRole('alert')).toHaveCount(0);
  expect(problems.list).toEqual([]);
});

test('a Stripe button without a price shows its pre-rendered message and asks the server nothing', async ({ page }) => {
  const { slug } = await setUp();
  const problems = watchPageProblems(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(AJAX)) asked.push(r.postData() ?? '');
  });
  await page.goto(`/${slug}/`);
  const widget = widgetOf(page, 'stripeNoPrice');
  const message = widget.locator('.elementor-message-danger');
  await expect(message).toBeHidden();
  await expect(message).toHaveText('An error occurred.');
  const button = stripeButton(page, 'Buy nothing');
  // The button names its message, so a screen reader reads it with the button.
  await expect(button).toHaveAccessibleDescription('An error occurred.');
  await tabTo(page, button);
  await page.keyboard.press('Space');
  await expect(message).toBeVisible();
  await expect(message).toHaveAttribute('role', 'alert');
  await expect(message).toHaveClass(/elementor-error-message-global/);
  expect(asked).toEqual([]);
  expect(page.url()).toBe(`${baseUrl()}/${slug}/`);
  expect(problems.list).toEqual([]);
});

// ---- Stripe, with a test key entered on the settings screen and a stand-in for Stripe's API.

test.describe('with a test key and a stand-in for Stripe', () => {
  // The settings are the site's: these tests share one stand-in, one after another in one worker.
  test.describe.configure({ mode: 'serial' });
  let stripe: StripeStandIn;
  test.beforeAll(async () => {
    stripe = await startStripeStandIn();
  });
  test.afterAll(async () => stripe?.close());
  test.beforeEach(() => {
    stripe.requests.length = 0;
    stripe.queue.length = 0;
    stripe.hold = undefined;
  });

  test('an administrator enters the test key and the stand-in’s address on the Payment settings screen', async ({ page }) => {
    const { admin } = await setUp();
    const problems = watchPageProblems(page);
    await page.goto('/admin');
    await page.getByLabel('Username or e-mail address').fill(admin);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Payment settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment settings' })).toBeFocused();
    await expect(page.getByText('Live Secret key (not set)')).toBeVisible();

    await page.getByLabel(/^Test Secret key/).fill(TEST_KEY);
    const address = page.getByLabel('Stripe API address');
    await expect(address).toHaveValue('https://api.stripe.com');
    await address.fill(stripe.url);
    const saved = page.waitForResponse((r) => r.url().endsWith('/admin/api/payments/settings') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save settings' }).click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    // The key went in; it never comes back out, in the answer or on the screen.
    expect(answer.request().postDataJSON()).toMatchObject({
      secrets: { stripeTestSecretKey: TEST_KEY },
      settings: { stripeApiUrl: stripe.url },
    });
    expect(await answer.text()).not.toContain(TEST_KEY);
    await expect(page.getByRole('status')).toHaveText('Settings saved. The next payment uses them.');
    await expect(page.getByText('Test Secret key (set)')).toBeVisible();
    await expect(page.getByLabel(/^Test Secret key/)).toHaveValue('');
    await expect(page.getByLabel(/^Test Secret key/)).toHaveAttribute('placeholder', 'Type a new one to replace it');
    await expect(address).toHaveValue(stripe.url);
    await page.reload();
    await expect(page.getByText('Test Secret key (set)')).toBeVisible();
    expect(await page.content()).not.toContain(TEST_KEY);
    expect(problems.list).toEqual([]);
  });

  test('“Pay the deposit” pressed by keyboard creates a Checkout Session and the browser follows it in the same tab', async ({ page }) => {
    const problems = watchPageProblems(page);
    await standInCheckoutPage(page);
    const popups: Page[] = [];
    page.on('popup', (p) => popups.push(p));
    await page.goto('/winter-escape/');
    const button = stripeButton(page, 'Pay the deposit');
    // Same tab: nothing tells of a new one.
    await expect(button).toHaveAccessibleName('Pay the deposit');
    const postId = await button.evaluate((el) => el.closest('[data-elementor-id]')!.getAttribute('data-elementor-id'));
    const widgetId = await button.evaluate((el) => el.closest('[data-id]')!.getAttribute('data-id'));
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${CHECKOUT}**`);
    await expect(page).toHaveTitle('Stripe Checkout');
    expect(popups).toEqual([]);

    expect(stripe.requests).toHaveLength(1);
    const [sent] = stripe.requests;
    expect(sent!.method).toBe('POST');
    expect(sent!.path).toBe('/v1/checkout/sessions');
    expect(sent!.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
    expect(sent!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent!.headers['idempotency-key']).toMatch(/\S{8,}/);
    // Everything comes from the published button's settings; the page's address is this page.
    expect(Object.fromEntries(sent!.fields)).toEqual({
      cancel_url: `${baseUrl()}/winter-escape/`,
      success_url: `${baseUrl()}/winter-escape/?deposit=paid`,
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][product_data][name]': 'Winter escape deposit',
      'line_items[0][price_data][unit_amount]': '15000',
      'metadata[foyer_post_id]': postId,
      'metadata[foyer_widget_id]': widgetId,
    });
    expect(page.url()).toMatch(new RegExp(`^${CHECKOUT}cs_test_e2e1`));
    expect(problems.list).toEqual([]);
  });

  test('a button set to open Stripe in a new tab opens Checkout in a new window and the page stays', async ({ page }) => {
    const { slug } = await setUp();
    const problems = watchPageProblems(page);
    await standInCheckoutPage(page);
    await page.goto(`/${slug}/`);
    const button = stripeButton(page, 'Book the boat trip (opens in a new tab)');
    const popup = page.waitForEvent('popup');
    await button.click();
    const checkout = await popup;
    await checkout.waitForURL(`${CHECKOUT}**`);
    await expect(checkout).toHaveTitle('Stripe Checkout');
    // The new window cannot reach back into the page.
    expect(await checkout.evaluate(() => window.opener)).toBeNull();
    expect(page.url()).toBe(`${baseUrl()}/${slug}/`);
    await expect(button).not.toHaveAttribute('aria-busy', /.*/);

    expect(stripe.requests).toHaveLength(1);
    expect(Object.fromEntries(stripe.requests[0]!.fields)).toMatchObject({
      cancel_url: `${baseUrl()}/${slug}/`,
      success_url: `${baseUrl()}/${slug}/`,
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][product_data][name]': 'Sunset boat trip',
      'line_items[0][price_data][unit_amount]': '1250',
      'shipping_options[0][shipping_rate_data][type]': 'fixed_amount',
      'shipping_options[0][shipping_rate_data][fixed_amount][amount]': '300',
      'shipping_options[0][shipping_rate_data][fixed_amount][currency]': 'eur',
      'shipping_options[0][shipping_rate_data][display_name]': 'shipping fee',
      'metadata[foyer_widget_id]': 'stripeNewTab',
    });
    expect(problems.list).toEqual([]);
  });

  test('a new-tab button refused by Stripe closes the window it opened and says why on the page', async ({ page }) => {
    const { slug } = await setUp();
    const problems = watchPageProblems(page);
    problems.allow(400, AJAX);
    stripe.queue.push({ status: 400, body: { error: { type: 'invalid_request_error', message: 'Invalid currency for this account.' } } });
    await page.goto(`/${slug}/`);
    const popup = page.waitForEvent('popup');
    await stripeButton(page, 'Book the boat trip (opens in a new tab)').click();
    const opened = await popup;
    // Opened at the press (so no blocker stops it), closed when Stripe says no.
    await opened.waitForEvent('close');
    expect(page.context().pages()).toEqual([page]);
    await expect(widgetOf(page, 'stripeNewTab').getByRole('alert')).toHaveText('Invalid currency for this account.');
    expect(stripe.requests).toHaveLength(1);
    expect(problems.list).toEqual([]);
  });

  test('a nonce the server no longer accepts is dropped: after “refresh the page” the next press asks for a fresh one and pays', async ({
    page,
  }) => {
    const problems = watchPageProblems(page);
    problems.allow(400, AJAX);
    problems.allow(403, AJAX);
    await standInCheckoutPage(page);
    const nonces: Request[] = [];
    page.on('request', (r) => {
      if (isNonceRequest(r)) nonces.push(r);
    });
    stripe.queue.push({ status: 400, body: { error: { type: 'invalid_request_error', message: 'Try again later.' } } });
    await page.goto('/winter-escape/');
    const button = stripeButton(page, 'Pay the deposit');
    const alert = page.locator('.elementor-widget-stripe-button').getByRole('alert');
    await button.click();
    await expect(alert).toHaveText('Try again later.');
    // The anonymous cookie the nonce was bound to goes (it expired, or the guest logged out in another tab).
    await page.context().clearCookies();
    const refused = page.waitForResponse((r) => isSessionRequest(r.request()));
    await button.click();
    expect((await refused).status()).toBe(403);
    await expect(alert).toHaveText('Something went wrong, please refresh the page.');
    expect(nonces).toHaveLength(1);
    await button.click();
    await page.waitForURL(`${CHECKOUT}**`);
    expect(nonces).toHaveLength(2);
    // Stripe was asked twice: the refusal, then the payment; never for the refused nonce.
    expect(stripe.requests).toHaveLength(2);
    expect(problems.list).toEqual([]);
  });

  test('while Stripe is slow the button is busy and a second press asks nothing more', async ({ page }) => {
    const { slug } = await setUp();
    const problems = watchPageProblems(page);
    await standInCheckoutPage(page);
    let release!: () => void;
    stripe.hold = new Promise((resolve) => (release = resolve));
    const asked: Request[] = [];
    page.on('request', (r) => {
      if (isSessionRequest(r)) asked.push(r);
    });
    await page.goto(`/${slug}/`);
    const button = stripeButton(page, 'Book the cooking class');
    await button.click();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => stripe.requests.length).toBe(1);
    await button.click();
    await button.press('Enter');
    release();
    await page.waitForURL(`${CHECKOUT}**`);
    expect(asked).toHaveLength(1);
    expect(stripe.requests).toHaveLength(1);
    expect(problems.list).toEqual([]);
  });

  test('Stripe’s refusal shows the widget’s own error text; a nonce is kept for half an hour, then asked for again', async ({ page }) => {
    const { slug } = await setUp();
    const problems = watchPageProblems(page);
    problems.allow(400, AJAX);
    await page.clock.install();
    const nonces: Request[] = [];
    page.on('request', (r) => {
      if (isNonceRequest(r)) nonces.push(r);
    });
    const refusal = {
      status: 400,
      body: { error: { type: 'invalid_request_error', code: 'amount_too_small', message: 'Amount must be at least €0.50 eur' } },
    };
    stripe.queue.push(refusal, refusal, refusal, refusal);
    await page.goto(`/${slug}/`);
    const button = stripeButton(page, 'Book the cooking class');
    const alert = widgetOf(page, 'stripeTestOwn').getByRole('alert');
    const press = async () => {
      const answered = page.waitForResponse((r) => isSessionRequest(r.request()));
      await button.click();
      expect((await answered).status()).toBe(400);
      await expect(button).not.toHaveAttribute('aria-busy', /.*/);
    };
    await press();
    await expect(alert).toHaveText('The class could not be booked online. Please call us.');
    await press();
    await expect(alert).toHaveCount(1);
    expect(nonces).toHaveLength(1);
    await page.clock.fastForward('29:00');
    await press();
    expect(nonces).toHaveLength(1);
    await page.clock.fastForward('02:00');
    await press();
    expect(nonces).toHaveLength(2);
    expect(stripe.requests).toHaveLength(4);
    expect(page.url()).toBe(`${baseUrl()}/${slug}/`);
    expect(problems.list).toEqual([]);
  });

  test('once the administrator removes the test key, “Pay the deposit” says so and Stripe is not asked', async ({ page }) => {
    const { admin } = await setUp();
    const problems = watchPageProblems(page);
    problems.allow(401, AJAX);
    await page.goto('/admin/payments/settings');
    await page.getByLabel('Username or e-mail address').fill(admin);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment settings' })).toBeVisible();
    await expect(page.getByText('Test Secret key (set)')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Remove this key' }).check();
    await expect(page.getByLabel(/^Test Secret key/)).toBeDisabled();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status')).toHaveText('Settings saved. The next payment uses them.');
    await expect(page.getByText('Test Secret key (not set)')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Remove this key' })).toHaveCount(0);

    await page.goto('/winter-escape/');
    await stripeButton(page, 'Pay the deposit').click();
    await expect(page.locator('.elementor-widget-stripe-button').getByRole('alert')).toHaveText(NO_KEY);
    expect(stripe.requests).toEqual([]);
    expect(problems.list).toEqual([]);
  });
});

// ---- PayPal.

/** Records every form post to PayPal (live or sandbox) in this page's context and answers with a stand-in page. */
async function interceptPaypal(page: Page): Promise<Array<{ url: string; method: string; fields: Array<[string, string]> }>> {
  const posts: Array<{ url: string; method: string; fields: Array<[string, string]> }> = [];
  for (const host of ['https://www.paypal.com/**', 'https://sandbox.paypal.com/**']) {
    await page.context().route(host, async (route) => {
      const request = route.request();
      posts.push({ url: request.url(), method: request.method(), fields: [...new URLSearchParams(request.postData() ?? '')] });
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>PayPal</title><h1>PayPal</h1></html>' });
    });
  }
  return posts;
}

test('the lighthouse fund’s donation button, pressed by keyboard, posts Payments Standard’s donation fields to the sandbox in a new tab', async ({
  page,
}) => {
  const problems = watchPageProblems(page);
  const posts = await interceptPaypal(page);
  await page.goto('/about/');
  const button = page.getByRole('button', { name: 'Donate with PayPal (opens in a new tab)' });
  await expect(button).toHaveClass(/elementor-paypal-legacy elementor-payment-sandbox-mode/);
  const widget = page.locator('.elementor-widget-paypal-button').filter({ has: button });
  const postId = await button.evaluate((el) => el.closest('[data-elementor-id]')!.getAttribute('data-elementor-id'));
  const widgetId = await widget.getAttribute('data-id');
  await tabTo(page, button);
  const popup = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  const paypal = await popup;
  await paypal.waitForURL('https://sandbox.paypal.com/cgi-bin/webscr');
  await expect(paypal).toHaveTitle('PayPal');
  expect(page.url()).toBe(`${baseUrl()}/about/`);

  expect(posts).toHaveLength(1);
  expect(posts[0]!.method).toBe('POST');
  expect(posts[0]!.url).toBe('https://sandbox.paypal.com/cgi-bin/webscr');
  // Every field, in order: the sandbox account; "any amount" leaves the amount to the donor (empty);
  // PayPal is given whole addresses to come back to and to notify.
  expect(posts[0]!.fields).toEqual([
    ['cmd', '_donations'],
    ['business', 'sandbox-fund@lighthouse.porto-alba.example'],
    ['lc', 'US'],
    ['item_name', 'Porto Alba lighthouse fund'],
    ['item_number', 'LIGHTHOUSE'],
    ['currency_code', 'EUR'],
    ['amount', ''],
    ['no_note', '1'],
    ['return', `${baseUrl()}/about/?donation=thank-you`],
    ['cancel_return', `${baseUrl()}/about/`],
    ['notify_url', `${baseUrl()}/foyer/payments/paypal-ipn?post_id=${postId}&widget_id=${widgetId}`],
  ]);
  await expect(widget.locator('.elementor-message')).toHaveCount(0);
  expect(problems.list).toEqual([]);
});

test('pressed with the mouse as the page’s very first input, on a phone, the donation button still opens PayPal with whole addresses', async ({
  page,
}) => {
  const problems = watchPageProblems(page);
  const posts = await interceptPaypal(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/about/');
  const button = page.getByRole('button', { name: 'Donate with PayPal (opens in a new tab)' });
  // Nothing has loaded the button's behaviour yet: the press does, and is made again once it is there.
  const popup = page.waitForEvent('popup');
  await button.click();
  const paypal = await popup;
  await paypal.waitForURL('https://sandbox.paypal.com/cgi-bin/webscr');
  expect(posts).toHaveLength(1);
  const fields = new Map(posts[0]!.fields);
  expect(fields.get('return')).toBe(`${baseUrl()}/about/?donation=thank-you`);
  expect(fields.get('cancel_return')).toBe(`${baseUrl()}/about/`);
  expect(fields.get('notify_url')).toMatch(new RegExp(`^${baseUrl()}/foyer/payments/paypal-ipn\\?post_id=\\d+&widget_id=\\w+$`));
  expect(problems.list).toEqual([]);
});

test('a PayPal checkout button posts its price, quantity, shipping and tax to PayPal in the same tab', async ({ page }) => {
  const { slug, postId } = await setUp();
  const problems = watchPageProblems(page);
  const posts = await interceptPaypal(page);
  await page.goto(`/${slug}/`);
  const button = page.getByRole('button', { name: 'Order a picnic basket' });
  await expect(button).not.toHaveClass(/elementor-payment-sandbox-mode/);
  await button.click();
  await page.waitForURL('https://www.paypal.com/cgi-bin/webscr');
  expect(posts.map((p) => p.fields)).toEqual([
    [
      ['cmd', '_xclick'],
      ['business', 'shop@casa-alba.example'],
      ['lc', 'US'],
      ['item_name', 'Picnic basket'],
      ['item_number', 'PICNIC-2'],
      ['currency_code', 'EUR'],
      ['amount', '24.5'],
      ['no_note', '1'],
      ['shipping', '4'],
      ['tax_rate', '10'],
      ['quantity', '2'],
      ['cancel_return', `${baseUrl()}/${slug}/`],
      ['notify_url', `${baseUrl()}/foyer/payments/paypal-ipn?post_id=${postId}&widget_id=ppCheckout`],
    ],
  ]);
  expect(problems.list).toEqual([]);
});

test('a PayPal button set up wrongly shows its message instead of going to PayPal; two problems read as the general one', async ({
  page,
}) => {
  const { slug } = await setUp();
  const problems = watchPageProblems(page);
  const posts = await interceptPaypal(page);
  await page.goto(`/${slug}/`);

  const noAccount = widgetOf(page, 'ppNoEmail');
  const noAccountMessage = noAccount.locator('.elementor-message-danger');
  await expect(noAccountMessage).toHaveCount(1);
  await expect(noAccountMessage).toBeHidden();
  const noAccountButton = noAccount.getByRole('button', { name: /^Breakfast, no account/ });
  await expect(noAccountButton).toHaveAccessibleDescription('No payment method connected. Contact seller.');
  await tabTo(page, noAccountButton);
  await page.keyboard.press('Enter');
  await expect(noAccountMessage).toBeVisible();
  await expect(noAccountMessage).toHaveText('No payment method connected. Contact seller.');
  await expect(noAccountMessage).toHaveAttribute('role', 'alert');
  await expect(noAccountMessage).toHaveClass(/elementor-error-message-payment/);

  const nothing = widgetOf(page, 'ppNothing');
  await nothing.getByRole('button').click();
  await expect(nothing.locator('.elementor-message-danger')).toHaveText(['An error occurred.']);
  await expect(nothing.locator('.elementor-message-danger')).toBeVisible();

  // Neither went anywhere; no window was opened.
  expect(posts).toEqual([]);
  expect(page.context().pages()).toHaveLength(1);
  expect(page.url()).toBe(`${baseUrl()}/${slug}/`);
  expect(problems.list).toEqual([]);
});

// ---- Accessibility.

for (const width of [1280, 375]) {
  test(`axe finds nothing on the payment buttons at ${width} px, before and after their messages show`, async ({ page }) => {
    const { slug } = await setUp();
    await page.setViewportSize({ width, height: 900 });
    for (const [path, selector] of [
      ['/winter-escape/', '.elementor-widget-stripe-button'],
      ['/about/', '.elementor-widget-paypal-button'],
    ] as const) {
      await page.goto(path);
      await page.locator(selector).scrollIntoViewIfNeeded();
      await expect(page.locator(selector).getByRole('button')).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
      expect(violations, `${path} ${selector}`).toEqual([]);
    }
    await page.goto(`/${slug}/`);
    await widgetOf(page, 'ppNoEmail').getByRole('button').click();
    await widgetOf(page, 'stripeNoPrice').getByRole('button').click();
    await expect(widgetOf(page, 'ppNoEmail').getByRole('alert')).toBeVisible();
    await expect(widgetOf(page, 'stripeNoPrice').getByRole('alert')).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .include('.elementor-widget-stripe-button')
      .include('.elementor-widget-paypal-button')
      .analyze();
    expect(violations).toEqual([]);
  });
}
