// Payments through the real app on SQLite and PostgreSQL, with local stand-ins for Stripe's API and
// PayPal's IPN check: the Stripe button's admin-ajax protocol (nonce, missing key, bad amount, a
// refusal, the exact request the SDK sends), the webhook's signature (good, bad, too old, wrong mode)
// and once-only recording however often or concurrently Stripe delivers, and PayPal's IPN postback
// (VERIFIED, INVALID, unreachable, wrong receiver) with once-only recording and refunds.
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writePayments } from '../../src/commerce/settings.ts';
import { savePost } from '../../src/content/save-post.ts';
import { PAYMENT_SECRET_NAMES } from '../../src/contracts/settings/payments.ts';
import type { ElementNode } from '../../src/model/element.ts';
import { describeDatabases, type SuiteApp } from '../helpers/app.ts';
import { startPaypalStandIn, startStripeStandIn, type StandIn } from '../helpers/payment-stand-ins.ts';

const TEST_KEY = 'sk_test_51FoyerTestKey000000000000';
const LIVE_KEY = 'sk_live_51FoyerLiveKey000000000000';
const TEST_WHSEC = 'whsec_testFoyerSigningSecret0000';
const LIVE_WHSEC = 'whsec_liveFoyerSigningSecret0000';
const AJAX = '/wp-admin/admin-ajax.php';
const HOST = 'hotel.test';

function page(widgets: Array<{ id: string; type: string; settings: Record<string, unknown> }>): ElementNode[] {
  return [
    {
      id: 'pay1',
      elType: 'container',
      settings: {},
      elements: widgets.map((w) => ({ id: w.id, elType: 'widget', widgetType: w.type, settings: w.settings, elements: [] })),
    },
  ];
}

/** A visitor's browser: keeps its cookies, posts form-encoded to admin-ajax from the site's own origin. */
function visitor(app: FastifyInstance) {
  const jar = new Map<string, string>();
  return async (fields: Record<string, string>) => {
    const res = await app.inject({
      method: 'POST',
      url: AJAX,
      headers: {
        host: HOST,
        origin: `http://${HOST}`,
        'content-type': 'application/x-www-form-urlencoded',
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      },
      payload: new URLSearchParams(fields).toString(),
    });
    for (const line of [res.headers['set-cookie'] ?? []].flat()) {
      const [name, value] = line.split(';')[0]!.split('=');
      jar.set(name!, value!);
    }
    return res;
  };
}

async function pressStripe(app: FastifyInstance, postId: number, widgetId: string, pageUrl = `http://${HOST}/deposit/?suite=tower`) {
  const post = visitor(app);
  const nonce = JSON.parse((await post({ action: 'foyer_payments_nonce' })).json().body).data as string;
  return post({
    action: 'submit_stripe_form',
    'data[action]': 'submit_stripe_form',
    'data[postId]': String(postId),
    'data[widgetId]': widgetId,
    'data[pageUrl]': pageUrl,
    'data[nonce]': nonce,
  });
}

const envelope = (res: { json(): unknown; statusCode: number }) => {
  const answer = res.json() as { response: { code: number }; body: string };
  expect(answer.response.code).toBe(res.statusCode);
  return JSON.parse(answer.body) as { url?: string; id?: string; error?: { message: string } };
};

async function setKeys(suite: SuiteApp, stripeUrl: string, paypalUrl: string, secrets: Record<string, string | null>) {
  const written = await writePayments(
    suite.db.kysely,
    { stripeApiUrl: stripeUrl, paypalIpnUrl: paypalUrl, paypalSandboxIpnUrl: `${paypalUrl}/sandbox` },
    secrets,
  );
  expect(written.ok).toBe(true);
}

describeDatabases('payments', (suite) => {
  let stripe: StandIn;
  let paypal: StandIn;
  let paypalAnswer = 'VERIFIED';
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    paypal = await startPaypalStandIn(() => paypalAnswer);
    ids.deposit = await savePost(suite.db.kysely, {
      type: 'page',
      slug: 'deposit',
      title: 'Deposit',
      status: 'published',
      elements: page([
        {
          id: 'stripe1',
          type: 'stripe-button',
          settings: {
            product_name: 'Tower suite deposit',
            stripe_product_price: '19.99',
            stripe_currency: 'EUR',
            stripe_quantity: 2,
            shipping_amount: '4.5',
            sandbox_mode: 'yes',
            stripe_test_env_tax_rates_list: 'a:2:{i:0;s:13:"txr_1FoyerVAT";i:1;s:9:"exclusive";}',
          },
        },
        {
          id: 'stripeJpy',
          type: 'stripe-button',
          settings: { product_name: 'Tea ceremony', stripe_product_price: 1500.7, stripe_currency: 'JPY', sandbox_mode: 'yes' },
        },
        {
          id: 'stripeLive',
          type: 'stripe-button',
          settings: { product_name: 'Gift', stripe_product_price: '50', redirect_after_success: { url: '/thank-you/' } },
        },
        { id: 'stripeFree', type: 'stripe-button', settings: { product_name: 'Nothing', stripe_product_price: '0', sandbox_mode: 'yes' } },
        {
          id: 'paypal1',
          type: 'paypal-button',
          settings: {
            type: 'donation',
            email: 'fund@lighthouse.test',
            sandbox_email: 'sandbox@lighthouse.test',
            sandbox_mode: 'yes',
            currency: 'EUR',
            donation_amount: 25,
          },
        },
        {
          id: 'paypalLive',
          type: 'paypal-button',
          settings: { email: 'shop@hotel.test', product_name: 'Breakfast', product_price: '12.50', currency: 'EUR' },
        },
      ]),
    });
    ids.draft = await savePost(suite.db.kysely, {
      type: 'page',
      slug: 'draft-deposit',
      title: 'Draft',
      status: 'draft',
      elements: page([
        { id: 'stripeDraft', type: 'stripe-button', settings: { product_name: 'X', stripe_product_price: '10', sandbox_mode: 'yes' } },
      ]),
    });
  });
  afterAll(async () => {
    await stripe?.close();
    await paypal?.close();
  });
  beforeEach(async () => {
    stripe.requests.length = 0;
    paypal.requests.length = 0;
    paypalAnswer = 'VERIFIED';
    const none = Object.fromEntries(PAYMENT_SECRET_NAMES.map((n) => [n, null]));
    await setKeys(suite, stripe.url, paypal.url, none);
  });

  const orders = () => suite.db.kysely.selectFrom('orders').selectAll().orderBy('id').execute();
  const events = () => suite.db.kysely.selectFrom('payment_events').selectAll().orderBy('id').execute();

  describe('the Stripe button', () => {
    it('answers 401 with Elementor’s message when no key is set for the environment, and asks Stripe nothing', async () => {
      const res = await pressStripe(suite.app, ids.deposit!, 'stripe1');
      expect(res.statusCode).toBe(401);
      expect(envelope(res).error?.message).toBe(
        'You have not entered a valid secret key for this environment, Please add a valid secret key',
      );
      // A live key does not serve a button in the test environment.
      await setKeys(suite, stripe.url, paypal.url, { stripeLiveSecretKey: LIVE_KEY });
      expect((await pressStripe(suite.app, ids.deposit!, 'stripe1')).statusCode).toBe(401);
      expect(stripe.requests).toHaveLength(0);
    });

    it('refuses a missing or foreign nonce with 403 and Elementor’s message', async () => {
      await setKeys(suite, stripe.url, paypal.url, { stripeTestSecretKey: TEST_KEY });
      const post = visitor(suite.app);
      for (const nonce of ['', 'abc.def', 'zzzzzz.AAAAAAAAAAAAAAAAAAAAAA']) {
        const res = await post({
          action: 'submit_stripe_form',
          'data[postId]': String(ids.deposit),
          'data[widgetId]': 'stripe1',
          'data[nonce]': nonce,
        });
        expect(res.statusCode).toBe(403);
        expect(envelope(res).error?.message).toBe('Something went wrong, please refresh the page.');
      }
      // Another browser's nonce.
      const other = visitor(suite.app);
      const foreign = JSON.parse((await other({ action: 'foyer_payments_nonce' })).json().body).data as string;
      expect(
        (
          await post({
            action: 'submit_stripe_form',
            'data[postId]': String(ids.deposit),
            'data[widgetId]': 'stripe1',
            'data[nonce]': foreign,
          })
        ).statusCode,
      ).toBe(403);
      expect(stripe.requests).toHaveLength(0);
    });

    it('sends Stripe exactly the session the button’s settings describe, and records a pending order', async () => {
      await setKeys(suite, stripe.url, paypal.url, { stripeTestSecretKey: TEST_KEY, stripeLiveSecretKey: LIVE_KEY });
      const res = await pressStripe(suite.app, ids.deposit!, 'stripe1');
      expect(res.statusCode).toBe(200);
      const body = envelope(res);
      expect(body.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_standin\d+$/);
      expect(res.body).not.toContain(TEST_KEY);
      expect(res.headers['cache-control']).toContain('no-store');

      expect(stripe.requests).toHaveLength(1);
      const sent = stripe.requests[0]!;
      expect(sent.method).toBe('POST');
      expect(sent.path).toBe('/v1/checkout/sessions');
      expect(sent.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
      expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(sent.headers['stripe-version']).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect(sent.headers['idempotency-key']).toBeTruthy();
      expect(Object.fromEntries(sent.fields)).toEqual({
        cancel_url: `http://${HOST}/deposit/?suite=tower`,
        success_url: `http://${HOST}/deposit/?suite=tower`,
        mode: 'payment',
        'line_items[0][quantity]': '2',
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][price_data][product_data][name]': 'Tower suite deposit',
        // 19.99 exactly (Elementor's floor(19.99 * 100) would send 1998).
        'line_items[0][price_data][unit_amount]': '1999',
        'line_items[0][price_data][tax_behavior]': 'exclusive',
        'line_items[0][tax_rates][0]': 'txr_1FoyerVAT',
        'metadata[foyer_post_id]': String(ids.deposit),
        'metadata[foyer_widget_id]': 'stripe1',
        'shipping_options[0][shipping_rate_data][type]': 'fixed_amount',
        'shipping_options[0][shipping_rate_data][fixed_amount][amount]': '450',
        'shipping_options[0][shipping_rate_data][fixed_amount][currency]': 'eur',
        'shipping_options[0][shipping_rate_data][display_name]': 'shipping fee',
      });

      const [order] = (await orders()).filter((o) => o.provider_ref === body.id);
      expect(order).toMatchObject({
        provider: 'stripe',
        state: 'pending',
        currency: 'EUR',
        sandbox: 1,
        post_id: ids.deposit,
        widget_id: 'stripe1',
      });
      expect(Number(order!.amount_total)).toBe(1999);
      const items = await suite.db.kysely.selectFrom('order_items').selectAll().where('order_id', '=', order!.id).orderBy('id').execute();
      expect(items.map((i) => [i.kind, i.name, Number(i.unit_amount), i.quantity])).toEqual([
        ['product', 'Tower suite deposit', 1999, 2],
        ['shipping', 'shipping fee', 450, 1],
      ]);
    });

    it('takes a zero-decimal currency’s amount whole, the live key without the sandbox, and keeps addresses on this site', async () => {
      await setKeys(suite, stripe.url, paypal.url, { stripeTestSecretKey: TEST_KEY, stripeLiveSecretKey: LIVE_KEY });
      expect((await pressStripe(suite.app, ids.deposit!, 'stripeJpy')).statusCode).toBe(200);
      expect(Object.fromEntries(stripe.requests[0]!.fields)).toMatchObject({
        'line_items[0][price_data][currency]': 'jpy',
        'line_items[0][price_data][unit_amount]': '1500',
        'line_items[0][quantity]': '1',
      });
      expect(stripe.requests[0]!.fields.some(([k]) => k.startsWith('shipping_options'))).toBe(false);
      // A page address on another site is taken only for its path.
      expect((await pressStripe(suite.app, ids.deposit!, 'stripeLive', 'https://evil.example/phish?x=1')).statusCode).toBe(200);
      const live = stripe.requests[1]!;
      expect(live.headers.authorization).toBe(`Bearer ${LIVE_KEY}`);
      expect(Object.fromEntries(live.fields)).toMatchObject({
        cancel_url: `http://${HOST}/phish?x=1`,
        success_url: `http://${HOST}/thank-you/`,
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': '5000',
      });
    });

    it('refuses a button without a valid price, one on a draft and an unknown one, without asking Stripe', async () => {
      await setKeys(suite, stripe.url, paypal.url, { stripeTestSecretKey: TEST_KEY });
      const free = await pressStripe(suite.app, ids.deposit!, 'stripeFree');
      expect(free.statusCode).toBe(400);
      expect(envelope(free).error?.message).toBe('This product has no valid price. Please contact the seller.');
      expect((await pressStripe(suite.app, ids.draft!, 'stripeDraft')).statusCode).toBe(404);
      expect((await pressStripe(suite.app, ids.deposit!, 'nope')).statusCode).toBe(404);
      // A PayPal button is not a Stripe button.
      expect((await pressStripe(suite.app, ids.deposit!, 'paypal1')).statusCode).toBe(404);
      expect(stripe.requests).toHaveLength(0);
    });

    it('answers Stripe’s refusals without Stripe’s words about the key: 401 for a bad key, 502 for a failure', async () => {
      await setKeys(suite, stripe.url, paypal.url, { stripeTestSecretKey: TEST_KEY });
      stripe.queue.push({
        status: 401,
        body: { error: { type: 'invalid_request_error', message: `Invalid API Key provided: sk_test_****0000` } },
      });
      const bad = await pressStripe(suite.app, ids.deposit!, 'stripe1');
      expect(bad.statusCode).toBe(401);
      expect(envelope(bad).error?.message).toBe(
        'You have not entered a valid secret key for this environment, Please add a valid secret key',
      );
      expect(bad.body).not.toContain('sk_test');
      stripe.queue.push({
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            message: 'Amount must convert to at least 50 cents.',
            param: 'line_items[0][price_data][unit_amount]',
          },
        },
      });
      const small = await pressStripe(suite.app, ids.deposit!, 'stripe1');
      expect(small.statusCode).toBe(400);
      expect(envelope(small).error?.message).toBe('Amount must convert to at least 50 cents.');
      stripe.queue.push(
        { status: 500, body: { error: { type: 'api_error', message: 'boom' } } },
        { status: 500, body: { error: { type: 'api_error', message: 'boom' } } },
      );
      const down = await pressStripe(suite.app, ids.deposit!, 'stripe1');
      expect(down.statusCode).toBe(502);
      expect(envelope(down).error?.message).toBe('An error occurred.');
    });
  });

  describe('the Stripe webhook', () => {
    const sign = (payload: string, secret: string, timestamp?: number) =>
      Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
    const deliver = (payload: string, signature: string) =>
      suite.app.inject({
        method: 'POST',
        url: '/foyer/payments/stripe-webhook',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        payload,
      });
    const event = (id: string, type: string, object: Record<string, unknown>, livemode = false) =>
      JSON.stringify({ id, object: 'event', type, livemode, created: Math.floor(Date.now() / 1000), data: { object } });

    it('refuses events until a signing secret is set (503, so Stripe retries)', async () => {
      const payload = event('evt_none', 'checkout.session.completed', { id: 'cs_x' });
      const res = await deliver(payload, sign(payload, TEST_WHSEC));
      expect(res.statusCode).toBe(503);
    });

    it('records a paid session once, however often and however concurrently Stripe delivers it', async () => {
      await setKeys(suite, stripe.url, paypal.url, { stripeTestSecretKey: TEST_KEY, stripeTestWebhookSecret: TEST_WHSEC });
      const started = envelope(await pressStripe(suite.app, ids.deposit!, 'stripe1'));
      const session = {
        id: started.id,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: 4448,
        currency: 'eur',
        payment_intent: `pi_${started.id}`,
        customer_details: { email: 'guest@example.test', name: 'Ada Guest' },
      };
      const payload = event(`evt_paid_${started.id}`, 'checkout.session.completed', session);
      const first = await deliver(payload, sign(payload, TEST_WHSEC));
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ received: true, duplicate: false });
      const again = await Promise.all([1, 2, 3].map(() => deliver(payload, sign(payload, TEST_WHSEC))));
      expect(again.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(again.every((r) => r.json().duplicate === true)).toBe(true);

      const mine = (await orders()).filter((o) => o.provider_ref === started.id);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ state: 'paid', customer_email: 'guest@example.test', payment_ref: `pi_${started.id}` });
      expect(Number(mine[0]!.amount_total)).toBe(4448);
      expect(mine[0]!.paid_at).toBeTruthy();
      expect((await events()).filter((e) => e.event_id === `evt_paid_${started.id}`)).toHaveLength(1);

      // A full refund of its payment marks it refunded; a late "completed" does not make it paid again.
      const refund = event(`evt_refund_${started.id}`, 'charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        refunded: true,
        payment_intent: `pi_${started.id}`,
      });
      expect((await deliver(refund, sign(refund, TEST_WHSEC))).statusCode).toBe(200);
      const late = event(`evt_late_${started.id}`, 'checkout.session.completed', session);
      expect((await deliver(late, sign(late, TEST_WHSEC))).statusCode).toBe(200);
      expect((await orders()).find((o) => o.provider_ref === started.id)?.state).toBe('refunded');
    });

    it('refuses a bad signature, one older than 300 seconds, and a test event signed with the live secret', async () => {
      await setKeys(suite, stripe.url, paypal.url, { stripeTestWebhookSecret: TEST_WHSEC, stripeLiveWebhookSecret: LIVE_WHSEC });
      const object = { id: 'cs_forged', object: 'checkout.session', payment_status: 'paid', amount_total: 100, currency: 'usd' };
      const payload = event('evt_forged', 'checkout.session.completed', object);
      expect((await deliver(payload, sign(payload, 'whsec_somebodyElse0000000'))).statusCode).toBe(400);
      expect((await deliver(payload, 't=1,v1=deadbeef')).statusCode).toBe(400);
      expect((await deliver(payload.replace('"amount_total":100', '"amount_total":1'), sign(payload, TEST_WHSEC))).statusCode).toBe(400);
      const old = Math.floor(Date.now() / 1000) - 301;
      expect((await deliver(payload, sign(payload, TEST_WHSEC, old))).statusCode).toBe(400);
      expect((await deliver(payload, sign(payload, TEST_WHSEC, old + 2))).statusCode).toBe(200);
      const wrongMode = event('evt_wrong_mode', 'checkout.session.completed', { ...object, id: 'cs_wrong' }, false);
      expect((await deliver(wrongMode, sign(wrongMode, LIVE_WHSEC))).statusCode).toBe(400);
      const noSignature = await suite.app.inject({
        method: 'POST',
        url: '/foyer/payments/stripe-webhook',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(noSignature.statusCode).toBe(400);
      expect((await orders()).some((o) => o.provider_ref === 'cs_wrong')).toBe(false);
      // The one good delivery created the session's order (started outside this site), paid.
      expect((await orders()).find((o) => o.provider_ref === 'cs_forged')?.state).toBe('paid');
    });
  });

  describe('PayPal’s IPN', () => {
    const ipnUrl = (widget: string) => `/foyer/payments/paypal-ipn?post_id=${ids.deposit}&widget_id=${widget}`;
    const notify = (widget: string, fields: Record<string, string>) =>
      suite.app.inject({
        method: 'POST',
        url: ipnUrl(widget),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const donation = (txn: string, extra: Record<string, string> = {}) => ({
      mc_gross: '25.00',
      payment_status: 'Completed',
      receiver_email: 'sandbox@lighthouse.test',
      txn_id: txn,
      txn_type: 'web_accept',
      mc_currency: 'EUR',
      item_name: 'Lighthouse fund',
      payer_email: 'donor@example.test',
      test_ipn: '1',
      ipn_track_id: `track${txn}`,
      ...extra,
    });

    it('posts each notification back unchanged after cmd=_notify-validate and records a verified payment once', async () => {
      const fields = donation('TXN100');
      const res = await notify('paypal1', fields);
      expect(res.statusCode).toBe(200);
      expect(paypal.requests).toHaveLength(1);
      const check = paypal.requests[0]!;
      // The sandbox's check address for test_ipn=1.
      expect(check.method).toBe('POST');
      expect(check.path).toBe('/sandbox');
      expect(check.body).toBe(`cmd=_notify-validate&${new URLSearchParams(fields).toString()}`);
      expect(check.headers['content-type']).toBe('application/x-www-form-urlencoded');

      await notify('paypal1', fields);
      await Promise.all([notify('paypal1', fields), notify('paypal1', fields)]);
      const mine = (await orders()).filter((o) => o.provider === 'paypal' && o.provider_ref === 'TXN100');
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        state: 'paid',
        currency: 'EUR',
        sandbox: 1,
        customer_email: 'donor@example.test',
        widget_id: 'paypal1',
      });
      expect(Number(mine[0]!.amount_total)).toBe(2500);
      expect((await events()).filter((e) => e.event_id === 'TXN100:Completed')).toHaveLength(1);

      // Its refund (a transaction of its own naming the first) marks it refunded.
      await notify('paypal1', donation('TXN101', { payment_status: 'Refunded', parent_txn_id: 'TXN100', mc_gross: '-25.00' }));
      expect((await orders()).find((o) => o.provider_ref === 'TXN100')?.state).toBe('refunded');
      expect((await orders()).some((o) => o.provider_ref === 'TXN101')).toBe(false);
    });

    it('keeps a pending payment pending until PayPal reports it completed', async () => {
      await notify('paypal1', donation('TXN200', { payment_status: 'Pending' }));
      expect((await orders()).find((o) => o.provider_ref === 'TXN200')?.state).toBe('pending');
      await notify('paypal1', donation('TXN200'));
      expect((await orders()).find((o) => o.provider_ref === 'TXN200')?.state).toBe('paid');
      expect((await events()).filter((e) => e.event_id.startsWith('TXN200:')).map((e) => e.event_id)).toEqual([
        'TXN200:Pending',
        'TXN200:Completed',
      ]);
    });

    it('records INVALID notifications and unverifiable ones without an order; 503 when PayPal cannot be asked', async () => {
      paypalAnswer = 'INVALID';
      const invalid = await notify('paypal1', donation('TXN300'));
      expect(invalid.statusCode).toBe(200);
      paypalAnswer = 'VERIFIED';
      paypal.queue.push('drop');
      const unreachable = await notify('paypal1', donation('TXN301'));
      expect(unreachable.statusCode).toBe(503);
      paypal.queue.push({ status: 500, body: 'oops' });
      expect((await notify('paypal1', donation('TXN302'))).statusCode).toBe(503);
      expect((await orders()).some((o) => ['TXN300', 'TXN301', 'TXN302'].includes(o.provider_ref))).toBe(false);
      const kept = (await events()).filter((e) => /^(invalid|error):trackTXN30[012]:/.test(e.event_id));
      expect(kept.map((e) => e.outcome).sort()).toEqual(['error', 'error', 'invalid']);
    });

    it('refuses a verified payment to another account, in another currency, in the wrong mode or for no button', async () => {
      const cases: Array<[string, Record<string, string>]> = [
        ['paypal1', donation('TXN400', { receiver_email: 'thief@example.test' })],
        ['paypal1', donation('TXN401', { mc_currency: 'USD' })],
        ['paypal1', donation('TXN402', { test_ipn: '0' })],
        ['nope', donation('TXN403')],
      ];
      for (const [widget, fields] of cases) expect((await notify(widget, fields)).statusCode).toBe(200);
      expect((await orders()).some((o) => /^TXN40/.test(o.provider_ref))).toBe(false);
      expect((await events()).filter((e) => /^invalid:trackTXN40/.test(e.event_id))).toHaveLength(4);
      // The live button checks with PayPal's live address and its own account.
      const live = await notify('paypalLive', {
        ...donation('TXN410', { receiver_email: 'SHOP@hotel.test', mc_gross: '12.50' }),
        test_ipn: '',
      });
      expect(live.statusCode).toBe(200);
      expect(paypal.requests.at(-1)!.path).toBe('/');
      expect((await orders()).find((o) => o.provider_ref === 'TXN410')?.state).toBe('paid');
    });
  });
});
