// The Stripe button's server side (Elementor Pro's Module::submit_stripe_form): find the button in the
// published document, read what it sells from its settings, and create a Checkout Session with the
// official SDK and the test or live key its sandbox switch chooses. The answer keeps Elementor's
// envelope (`{response: {code}, body: JSON}`) with the same HTTP status, and never carries a key or
// Stripe's own text about one. The session is recorded as a pending order; the webhook marks it paid.
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { countHit, type Limit } from '../accounts/rate-limit.ts';
import type { Database } from '../db/schema.ts';
import type { StripeButtonSettings } from '../widgets/stripe-button/schema.ts';
import { stripeButton } from '../widgets/stripe-button/render.tsx';
import { findPublishedWidget } from './find-widget.ts';
import { MAX_MINOR_AMOUNT, toMinorUnits } from './money.ts';
import { createOrder } from './orders.ts';
import { readPayments } from './settings.ts';
import { stripeClient, StripeErrors } from './stripe-client.ts';

export const MESSAGES = {
  badNonce: 'Something went wrong, please refresh the page.',
  noKey: 'You have not entered a valid secret key for this environment, Please add a valid secret key',
  notFound: 'This payment button is not on a published page. Please refresh the page.',
  badAmount: 'This product has no valid price. Please contact the seller.',
  failed: 'An error occurred.',
  tooMany: 'Too many payment attempts from your network. Please wait a few minutes and try again.',
} as const;

/** Checkout Sessions per client address: a visitor needs a few, a script asking for thousands is stopped. */
export const SESSIONS_PER_IP: Limit = { name: 'stripe-session-ip', max: 30, windowMs: 10 * 60_000 };

export interface CheckoutAnswer {
  status: number;
  body: { url: string; id: string } | { error: { message: string } };
}

export interface CheckoutRequest {
  postId: unknown;
  widgetId: unknown;
  pageUrl: unknown;
  /** The site's own origin (configured base URL, else the request's): success and cancel addresses stay on it. */
  siteOrigin: string;
  ip: string;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

const fail = (status: number, message: string): CheckoutAnswer => ({ status, body: { error: { message } } });

/** The page the visitor pressed the button on, on this site: only its path and query are taken. */
export function sitePageUrl(pageUrl: unknown, siteOrigin: string): string {
  const base = new URL(siteOrigin);
  if (typeof pageUrl !== 'string' || pageUrl.length > 2000) return `${base.origin}/`;
  try {
    const url = new URL(pageUrl, base);
    return `${base.origin}${url.pathname}${url.search}`;
  } catch {
    return `${base.origin}/`;
  }
}

/** Elementor stores a tax rate as PHP's serialize([id, 'inclusive'|'exclusive']); Foyer may store the plain id. */
export function parseTaxRate(value: unknown): { id: string; behavior?: 'inclusive' | 'exclusive' } | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  const plain = /^(txr_[A-Za-z0-9]{1,100})$/.exec(value);
  if (plain) return { id: plain[1]! };
  const serialized = /^a:2:\{i:0;s:\d+:"(txr_[A-Za-z0-9]{1,100})";i:1;s:\d+:"(inclusive|exclusive)";\}$/.exec(value);
  return serialized ? { id: serialized[1]!, behavior: serialized[2] as 'inclusive' | 'exclusive' } : undefined;
}

/** What a button's settings ask Stripe for (Module::build_body_for_post_request), or why they cannot. */
export function checkoutParams(
  s: StripeButtonSettings,
  pageUrl: string,
  siteOrigin: string,
  meta: { postId: number; widgetId: string },
): Stripe.Checkout.SessionCreateParams | { error: string } {
  const currency = (s.stripe_currency ?? 'USD').toLowerCase();
  const unitAmount = toMinorUnits(s.stripe_product_price, currency);
  if (unitAmount === undefined || unitAmount < 1 || unitAmount > MAX_MINOR_AMOUNT) return { error: MESSAGES.badAmount };
  const quantity = Number.isInteger(s.stripe_quantity) && s.stripe_quantity >= 1 ? s.stripe_quantity : 1;
  const shipping = toMinorUnits(s.shipping_amount, currency) ?? 0;
  const redirect = typeof s.redirect_after_success?.url === 'string' ? s.redirect_after_success.url.trim() : '';
  const successUrl = /^https?:\/\//i.test(redirect)
    ? redirect
    : redirect.startsWith('/') && !redirect.startsWith('//')
      ? `${new URL(siteOrigin).origin}${redirect}`
      : pageUrl;
  const tax = parseTaxRate(s.sandbox_mode === 'yes' ? s.stripe_test_env_tax_rates_list : s.stripe_live_env_tax_rates_list);
  const params: Stripe.Checkout.SessionCreateParams = {
    // Elementor also sends payment_method_types[]=card; the SDK's API version has no such field:
    // Checkout offers the methods the account turns on (cards among them).
    cancel_url: pageUrl,
    success_url: successUrl,
    mode: 'payment',
    line_items: [
      {
        quantity,
        price_data: {
          currency,
          product_data: { name: s.product_name.trim() || 'Product' },
          unit_amount: unitAmount,
          ...(tax?.behavior ? { tax_behavior: tax.behavior } : {}),
        },
        ...(tax ? { tax_rates: [tax.id] } : {}),
      },
    ],
    metadata: { foyer_post_id: String(meta.postId), foyer_widget_id: meta.widgetId },
  };
  if (shipping > 0)
    params.shipping_options = [
      { shipping_rate_data: { type: 'fixed_amount', fixed_amount: { amount: shipping, currency }, display_name: 'shipping fee' } },
    ];
  return params;
}

/** The status a Stripe error answers with, and what the visitor is told (never Stripe's text about a key). */
function stripeFailure(error: unknown): CheckoutAnswer {
  if (error instanceof StripeErrors.StripeAuthenticationError || error instanceof StripeErrors.StripePermissionError)
    return fail(401, MESSAGES.noKey);
  if (error instanceof StripeErrors.StripeInvalidRequestError) return fail(400, error.message || MESSAGES.failed);
  if (error instanceof StripeErrors.StripeRateLimitError) return fail(429, MESSAGES.failed);
  return fail(502, MESSAGES.failed);
}

export async function createStripeCheckout(db: Kysely<Database>, request: CheckoutRequest): Promise<CheckoutAnswer> {
  const found = await findPublishedWidget(db, stripeButton, request.postId, request.widgetId);
  if (!found) return fail(404, MESSAGES.notFound);
  const s = found.settings;
  const sandbox = s.sandbox_mode === 'yes';
  const stored = await readPayments(db);
  const key = sandbox ? stored.stripeTestSecretKey : stored.stripeLiveSecretKey;
  if (!key) return fail(401, MESSAGES.noKey);
  const pageUrl = sitePageUrl(request.pageUrl, request.siteOrigin);
  const params = checkoutParams(s, pageUrl, request.siteOrigin, found);
  if ('error' in params) return fail(400, params.error);
  if ((await countHit(db, SESSIONS_PER_IP, request.ip)) > SESSIONS_PER_IP.max) return fail(429, MESSAGES.tooMany);

  let session: Stripe.Checkout.Session;
  try {
    session = await stripeClient(key, stored.stripeApiUrl).checkout.sessions.create(params);
  } catch (error) {
    const e = error as { type?: string; code?: string; statusCode?: number; requestId?: string };
    request.log.warn(
      {
        post: found.postId,
        widget: found.widgetId,
        sandbox,
        stripeError: e.type,
        code: e.code,
        status: e.statusCode,
        requestId: e.requestId,
      },
      'stripe: the Checkout Session was refused',
    );
    return stripeFailure(error);
  }
  // Stripe's checkout page is https (a test's stand-in on this computer may be http).
  if (typeof session.url !== 'string' || !/^(?:https:\/\/|http:\/\/(?:127\.0\.0\.1|localhost)[:/])/.test(session.url))
    return fail(502, MESSAGES.failed);

  const line = params.line_items![0]!;
  const unit = line.price_data!.unit_amount!;
  const shipping = params.shipping_options?.[0]?.shipping_rate_data?.fixed_amount?.amount ?? 0;
  await createOrder(db, {
    provider: 'stripe',
    providerRef: session.id,
    state: 'pending',
    currency: params.line_items![0]!.price_data!.currency,
    amountTotal: session.amount_total ?? unit * line.quantity! + shipping,
    sandbox,
    description: line.price_data!.product_data!.name,
    postId: found.postId,
    widgetId: found.widgetId,
    items: [
      { kind: 'product', name: line.price_data!.product_data!.name, unitAmount: unit, quantity: line.quantity! },
      ...(shipping ? [{ kind: 'shipping', name: 'shipping fee', unitAmount: shipping, quantity: 1 }] : []),
    ],
  });
  request.log.info({ post: found.postId, widget: found.widgetId, sandbox, session: session.id }, 'stripe: Checkout Session created');
  return { status: 200, body: { url: session.url, id: session.id } };
}
