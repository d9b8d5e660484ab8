// Paying for a cart: the server prices every line from the products as they are now (never from
// the browser), creates a Stripe Checkout Session with the official SDK, and records a pending order
// with its items and its cart. The order is fulfilled (vouchers issued, mail queued, the cart
// emptied) only when Stripe's signed webhook says it is paid (fulfil.ts). Which key: the live one when
// set, else the test one (a site being set up takes test payments); neither: online payment is off.
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { countHit, type Limit } from '../../accounts/rate-limit.ts';
import { emailProblem } from '../../accounts/validation.ts';
import type { Database } from '../../db/schema.ts';
import { createOrder } from '../orders.ts';
import { readPayments } from '../settings.ts';
import { stripeClient, StripeErrors } from '../stripe-client.ts';
import { cartView, ShopProblem } from './cart.ts';

/** Checkouts per client address in ten minutes: a guest needs a few; a script asking for thousands is stopped. */
export const CHECKOUTS_PER_IP: Limit = { name: 'shop-checkout-ip', max: 20, windowMs: 10 * 60_000 };

export interface CheckoutInput {
  cartId: number | undefined;
  email: unknown;
  name: unknown;
  /** Where Stripe sends the buyer back: paths on this site, checked by the route. */
  successUrl: string;
  cancelUrl: string;
  ip: string;
  currency: string;
  log: { warn(obj: object, msg: string): void };
}

function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/** Starts paying for the cart; returns Stripe's checkout address. Refusals are ShopProblems. */
export async function checkoutCart(db: Kysely<Database>, input: CheckoutInput): Promise<{ url: string }> {
  const email = text(input.email, 254);
  const name = text(input.name, 200);
  const mailProblem = emailProblem(email);
  if (mailProblem) throw new ShopProblem(400, mailProblem, 'email');
  const cart = await cartView(db, input.cartId, input.currency);
  if (!cart.lines.length || input.cartId === undefined) throw new ShopProblem(409, 'Your cart is empty.');
  for (const line of cart.lines)
    if (line.available !== null && line.available < 0)
      throw new ShopProblem(
        409,
        `Only ${line.quantity + line.available} of ${line.name} can be bought now. Change the quantity and try again.`,
        'quantity',
      );

  const stored = await readPayments(db);
  const live = stored.stripeLiveSecretKey !== '';
  const key = live ? stored.stripeLiveSecretKey : stored.stripeTestSecretKey;
  if (!key) throw new ShopProblem(503, 'Online payment is not set up yet. Please call or e-mail us to buy.');
  if ((await countHit(db, CHECKOUTS_PER_IP, input.ip)) > CHECKOUTS_PER_IP.max)
    throw new ShopProblem(429, 'Too many payment attempts from your network. Please wait a few minutes and try again.');

  const currency = cart.currency.toLowerCase();
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: 'payment',
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    customer_email: email,
    line_items: cart.lines.map((line) => ({
      quantity: line.quantity,
      price_data: { currency, unit_amount: line.unitAmount, product_data: { name: line.name } },
    })),
    metadata: { foyer_cart_id: String(input.cartId), foyer_kind: 'shop' },
  };
  let session: Stripe.Checkout.Session;
  try {
    session = await stripeClient(key, stored.stripeApiUrl).checkout.sessions.create(params);
  } catch (error) {
    const e = error as { type?: string; code?: string; statusCode?: number; requestId?: string };
    input.log.warn(
      { cart: input.cartId, live, stripeError: e.type, code: e.code, status: e.statusCode, requestId: e.requestId },
      'shop: the Checkout Session was refused',
    );
    if (error instanceof StripeErrors.StripeAuthenticationError || error instanceof StripeErrors.StripePermissionError)
      throw new ShopProblem(503, 'Online payment is not set up correctly. Please call or e-mail us to buy.');
    throw new ShopProblem(502, 'The payment service did not answer. Nothing was charged: please try again in a moment.');
  }
  if (typeof session.url !== 'string' || !/^(?:https:\/\/|http:\/\/(?:127\.0\.0\.1|localhost)[:/])/.test(session.url))
    throw new ShopProblem(502, 'The payment service did not answer. Nothing was charged: please try again in a moment.');

  await createOrder(db, {
    provider: 'stripe',
    providerRef: session.id,
    state: 'pending',
    currency,
    amountTotal: session.amount_total ?? cart.subtotal,
    sandbox: !live,
    description: 'Shop order',
    customerEmail: email,
    customerName: name,
    cartId: input.cartId,
    items: cart.lines.map((line) => ({
      kind: line.kind,
      name: line.name,
      sku: line.slug,
      unitAmount: line.unitAmount,
      quantity: line.quantity,
      productId: line.productId,
    })),
  });
  return { url: session.url };
}
