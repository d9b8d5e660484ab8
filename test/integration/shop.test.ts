// The shop's cart and checkout through the real app, on SQLite and PostgreSQL: products priced by
// the server, chosen-amount vouchers within their limits, stock, the cart under its cookie (and the
// count cookie a page may read), a plain form's 303, merging on login, the checkout's Stripe request
// against a local stand-in, and the webhook's fulfilment: vouchers issued once, stock taken, mail
// queued, the cart emptied.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveProduct } from '../../src/commerce/shop/products.ts';
import { findVoucher, markVoucherUsed, newVoucherCode, normaliseCode } from '../../src/commerce/shop/vouchers.ts';
import { writePayments } from '../../src/commerce/settings.ts';
import { adminAddress, createUser } from '../../src/db/repositories/users.ts';
import { stripeWebhooks } from '../../src/commerce/stripe-client.ts';
import { PAYPAL_IPN_URL, PAYPAL_SANDBOX_IPN_URL } from '../../src/contracts/settings/payments.ts';
import { describeDatabases } from '../helpers/app.ts';

const JSON_HEADERS = { 'content-type': 'application/json' };
const WEBHOOK_SECRET = 'whsec_test_shop_0123456789';

function browser(app: FastifyInstance, ip: string) {
  const jar = new Map<string, string>();
  const cookie = () => (jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {});
  const keep = (setCookie: string | string[] | undefined) => {
    for (const line of [setCookie ?? []].flat()) {
      const [name, value] = line.split(';')[0].split('=');
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
  };
  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = JSON_HEADERS) => {
    const res = await app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: { ...(payload === undefined ? {} : headers), ...cookie() },
      payload: payload === undefined ? undefined : typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    keep(res.headers['set-cookie']);
    return res;
  };
  return { call, jar, cart: (body: unknown) => call('POST', '/foyer/shop/cart', body) };
}

/** Stripe's API as the SDK meets it: records each request, answers a Checkout Session. */
function stripeStandIn() {
  const requests: Array<{ path: string; body: URLSearchParams; auth: string | undefined }> = [];
  let n = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', body: new URLSearchParams(raw), auth: req.headers.authorization });
      n += 1;
      const id = `cs_test_shop_${n}`;
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${n}` });
      res.end(JSON.stringify({ id, object: 'checkout.session', url: `http://127.0.0.1/pay/${id}`, amount_total: null }));
    });
  });
  return { server, requests };
}

function signedEvent(payload: object) {
  const body = JSON.stringify(payload);
  const header = stripeWebhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
  return { body, header };
}

describeDatabases('shop: cart and checkout', (suite) => {
  const stripe = stripeStandIn();
  let stay: number;
  beforeAll(async () => {
    await new Promise<void>((resolve) => stripe.server.listen(0, '127.0.0.1', resolve));
    const port = (stripe.server.address() as AddressInfo).port;
    const db = suite.db.kysely;
    await saveProduct(db, {
      slug: 'gift-voucher',
      kind: 'voucher',
      name: 'Gift voucher',
      currency: 'EUR',
      price: null,
      minAmount: 2500,
      maxAmount: 100000,
    });
    stay = await saveProduct(db, {
      slug: 'two-nights',
      kind: 'stay',
      name: 'Two nights by the sea',
      currency: 'EUR',
      price: 42000,
      stock: 2,
    });
    await saveProduct(db, { slug: 'sold-out', kind: 'stay', name: 'Sold out weekend', currency: 'EUR', price: 30000, stock: 0 });
    await saveProduct(db, { slug: 'draft', kind: 'stay', name: 'Draft', currency: 'EUR', price: 100, status: 'draft' });
    await createUser(db, {
      login: 'hotel',
      email: 'desk@hotel.example',
      password: 'Front desk 2024!',
      displayName: 'Desk',
      role: 'administrator',
    });
    const written = await writePayments(
      db,
      { stripeApiUrl: `http://127.0.0.1:${port}`, paypalIpnUrl: PAYPAL_IPN_URL, paypalSandboxIpnUrl: PAYPAL_SANDBOX_IPN_URL },
      { stripeTestSecretKey: 'sk_test_shop12345678', stripeTestWebhookSecret: WEBHOOK_SECRET },
    );
    expect(written.ok ? {} : written.errors).toEqual({});
  });
  afterAll(() => new Promise<void>((resolve) => stripe.server.close(() => resolve())));

  it('answers an empty cart without making one, and refuses unknown, draft and sold-out products', async () => {
    const b = browser(suite.app, '203.0.113.60');
    const empty = await b.call('GET', '/foyer/shop/cart');
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toContain('no-store');
    expect(empty.json()).toMatchObject({ lines: [], count: 0, subtotal: 0, currency: 'EUR', subtotalDisplay: '€0.00' });
    expect(b.jar.has('foyer_cart')).toBe(false);
    for (const product of ['nope', 'draft', 99999]) {
      const res = await b.cart({ action: 'add', product });
      expect(res.statusCode, String(product)).toBe(404);
      expect(res.json().error.message).toBe('This product is not on sale any more.');
    }
    const sold = await b.cart({ action: 'add', product: 'sold-out' });
    expect([sold.statusCode, sold.json().error.message]).toEqual([409, 'Sold out weekend is sold out.']);
    expect(b.jar.has('foyer_cart')).toBe(false);
  });

  it('adds at the server’s price, chosen amounts within the limits, and keeps to the stock', async () => {
    const b = browser(suite.app, '203.0.113.61');
    const low = await b.cart({ action: 'add', product: 'gift-voucher', amount: '10' });
    expect(low.statusCode).toBe(400);
    expect(low.json().error).toEqual({ message: 'Choose an amount between €25.00 and €1,000.00.', field: 'amount' });
    expect((await b.cart({ action: 'add', product: 'gift-voucher', amount: 'lots' })).json().error.field).toBe('amount');
    const ok = await b.cart({ action: 'add', product: 'gift-voucher', amount: '€75.50', quantity: 2, price: 1 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ count: 2, subtotal: 15100, subtotalDisplay: '€151.00' });
    expect(b.jar.get('foyer_cart')).toMatch(/^[\w-]{43}$/);
    expect(b.jar.get('foyer_cart_count')).toBe('2');
    const cookie = [ok.headers['set-cookie']].flat().find((c) => c?.startsWith('foyer_cart='));
    expect(cookie).toMatch(/HttpOnly/);
    expect([ok.headers['set-cookie']].flat().find((c) => c?.startsWith('foyer_cart_count='))).not.toMatch(/HttpOnly/);
    const stayAdd = await b.cart({ action: 'add', product: stay, quantity: 2 });
    expect(stayAdd.json()).toMatchObject({ count: 4, subtotal: 15100 + 84000 });
    const over = await b.cart({ action: 'add', product: 'two-nights' });
    expect([over.statusCode, over.json().error.message]).toEqual([409, 'Only 2 of Two nights by the sea are left.']);
    for (const quantity of [0, 21, '1.5', 'x'])
      expect((await b.cart({ action: 'add', product: 'two-nights', quantity })).statusCode, String(quantity)).toBe(400);
    const lines = (await b.call('GET', '/foyer/shop/cart')).json().lines as Array<{ id: number; name: string; quantity: number }>;
    expect(lines.map((l) => [l.name, l.quantity])).toEqual([
      ['Gift voucher', 2],
      ['Two nights by the sea', 2],
    ]);
    const set = await b.cart({ action: 'set', line: lines[0].id, quantity: 1 });
    expect(set.json().count).toBe(3);
    const removed = await b.cart({ action: 'remove', line: lines[1].id });
    expect(removed.json()).toMatchObject({ count: 1, subtotal: 7550 });
    expect((await b.cart({ action: 'set', line: lines[1].id, quantity: 1 })).statusCode).toBe(404);
    // Another browser cannot change this cart's lines.
    expect((await browser(suite.app, '203.0.113.62').cart({ action: 'remove', line: lines[0].id })).statusCode).toBe(404);
    expect((await b.cart({ action: 'juggle' })).statusCode).toBe(400);
  });

  it('answers a plain form with a 303 to the page it came from, an error in the address', async () => {
    const b = browser(suite.app, '203.0.113.63');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const ok = await b.call('POST', '/foyer/shop/cart', 'action=add&product=two-nights&return=%2Fgift-vouchers%2F', form);
    expect([ok.statusCode, ok.headers.location]).toEqual([303, '/gift-vouchers/']);
    expect(b.jar.get('foyer_cart_count')).toBe('1');
    const bad = await b.call(
      'POST',
      '/foyer/shop/cart',
      'action=add&product=gift-voucher&amount=1&return=https%3A%2F%2Fevil.example%2F',
      form,
    );
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe(`/?cart_error=${encodeURIComponent('Choose an amount between €25.00 and €1,000.00.')}`);
  });

  it('refuses a cart change posted from another site', async () => {
    const b = browser(suite.app, '203.0.113.64');
    const res = await b.call(
      'POST',
      '/foyer/shop/cart',
      { action: 'add', product: 'two-nights' },
      { ...JSON_HEADERS, origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
  });

  it('checks out at Stripe with the server’s prices, then fulfils the paid order once: vouchers, stock, mail, an empty cart', async () => {
    const b = browser(suite.app, '203.0.113.65');
    await b.cart({ action: 'add', product: 'gift-voucher', amount: '50', quantity: 2 });
    await b.cart({ action: 'add', product: 'two-nights' });
    const noMail = await b.call('POST', '/foyer/shop/checkout', { email: 'not-an-address' });
    expect([noMail.statusCode, noMail.json().error.field]).toEqual([400, 'email']);
    const before = stripe.requests.length;
    const res = await b.call('POST', '/foyer/shop/checkout', {
      email: 'ana@guest.example',
      name: 'Ana',
      success: '/gift-vouchers/thank-you/',
      cancel: '/gift-vouchers/cart/',
    });
    expect(res.statusCode).toBe(200);
    const sent = stripe.requests[before];
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.auth).toBe('Bearer sk_test_shop12345678');
    expect(Object.fromEntries(sent.body)).toMatchObject({
      mode: 'payment',
      customer_email: 'ana@guest.example',
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '5000',
      'line_items[0][price_data][product_data][name]': 'Gift voucher',
      'line_items[1][price_data][unit_amount]': '42000',
      'metadata[foyer_kind]': 'shop',
    });
    expect(sent.body.get('success_url')).toMatch(/^http:\/\/[^/]+\/gift-vouchers\/thank-you\/$/);
    const { url } = res.json();
    const sessionId = url.split('/').pop();
    const db = suite.db.kysely;
    const order = await db.selectFrom('orders').selectAll().where('provider_ref', '=', sessionId).executeTakeFirstOrThrow();
    expect([order.state, order.description, Number(order.amount_total)]).toEqual(['pending', 'Shop order', 52000]);

    const event = signedEvent({
      id: `evt_shop_${sessionId}`,
      object: 'event',
      type: 'checkout.session.completed',
      livemode: false,
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: 52000,
          currency: 'eur',
          customer_details: { email: 'ana@guest.example', name: 'Ana' },
        },
      },
    });
    for (let i = 0; i < 2; i++) {
      const hook = await suite.app.inject({
        method: 'POST',
        url: '/foyer/payments/stripe-webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
        payload: event.body,
      });
      expect(hook.statusCode).toBe(200);
    }
    const vouchers = await db.selectFrom('vouchers').selectAll().where('order_id', '=', order.id).execute();
    expect(vouchers).toHaveLength(2);
    for (const v of vouchers) expect(v.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect((await db.selectFrom('products').select('stock').where('id', '=', stay).executeTakeFirstOrThrow()).stock).toBe(1);
    const mail = await db.selectFrom('mail_outbox').selectAll().where('subject', 'like', `%order ${order.id}%`).execute();
    expect(mail.map((m) => m.to_address).sort()).toEqual(['ana@guest.example', await adminAddress(db)].sort());
    const buyer = mail.find((m) => m.to_address === 'ana@guest.example')!;
    for (const v of vouchers) expect(buyer.text_body).toContain(v.code);
    expect((await b.call('GET', '/foyer/shop/cart')).json().count).toBe(0);

    // Reception looks a code up, however it is typed, and marks it used once.
    const typed = vouchers[0].code.toLowerCase().replace(/-/g, ' ');
    expect(await findVoucher(db, typed)).toMatchObject({ state: 'valid', display: '€50.00', buyerEmail: 'ana@guest.example' });
    expect(await markVoucherUsed(db, vouchers[0].code, 'Desk')).toBe(true);
    expect(await markVoucherUsed(db, vouchers[0].code, 'Desk')).toBe(false);
    expect(await findVoucher(db, vouchers[0].code)).toMatchObject({ state: 'used', usedBy: 'Desk' });
  });

  it('refuses an empty cart at checkout', async () => {
    const b = browser(suite.app, '203.0.113.66');
    const empty = await b.call('POST', '/foyer/shop/checkout', { email: 'ana@guest.example' });
    expect([empty.statusCode, empty.json().error.message]).toEqual([409, 'Your cart is empty.']);
  });
});

describe('voucher codes', () => {
  it('are 16 characters without look-alikes, different every time, and read back however typed', () => {
    const codes = new Set(Array.from({ length: 2000 }, newVoucherCode));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/);
    expect(normaliseCode(' abcd efgh-jkmn pqrs ')).toBe('ABCD-EFGH-JKMN-PQRS');
    for (const bad of ['', 'ABCD-EFGH', 'ABCD-EFGH-JKMN-PQR0', 42, 'x'.repeat(100)]) expect(normaliseCode(bad)).toBeUndefined();
  });
});
