// Stripe's webhook: each delivery's `Stripe-Signature` is checked by the SDK against the raw body with
// the signing secret (test or live, from the settings) and a 300-second tolerance; the event is then
// recorded once by its id, with the change it makes to its order, so Stripe's retries (it retries
// every non-2xx answer for three days) and concurrent deliveries change nothing twice. A paid Checkout
// Session marks its order paid (creating it when the session was not started here); refunds, failed
// and expired sessions move it on.
import type { Kysely, Transaction } from 'kysely';
import type Stripe from 'stripe';
import type { OrderState } from '../contracts/settings/payments.ts';
import type { Database } from '../db/schema.ts';
import { contentChanged } from '../db/changes.ts';
import { contentTags } from '../db/content-tags.ts';
import { createOrder, type EventOutcome, findOrder, recordEventOnce, updateOrder } from './orders.ts';
import { fulfilShopOrder, type Fulfilment } from './shop/fulfil.ts';
import { readPayments } from './settings.ts';
import { stripeWebhooks } from './stripe-client.ts';

/** Seconds a signature's timestamp may be old (Stripe's default, named so the check is visible). */
export const SIGNATURE_TOLERANCE_S = 300;

export interface WebhookAnswer {
  status: number;
  body: Record<string, unknown>;
}

interface Log {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The event, when the signature holds under one of the secrets and the event's mode is that secret's. */
function verify(raw: Buffer, header: string, secrets: Array<{ secret: string; live: boolean }>): Stripe.Event | undefined {
  for (const { secret, live } of secrets) {
    try {
      const event = stripeWebhooks.constructEvent(raw, header, secret, SIGNATURE_TOLERANCE_S);
      if (event.livemode === live) return event;
    } catch {
      // Not this secret's signature, or too old: try the other.
    }
  }
  return undefined;
}

const SESSION_STATES: Partial<Record<string, (session: Stripe.Checkout.Session) => OrderState>> = {
  'checkout.session.completed': (session) =>
    session.payment_status === 'paid' || session.payment_status === 'no_payment_required' ? 'paid' : 'pending',
  'checkout.session.async_payment_succeeded': () => 'paid',
  'checkout.session.async_payment_failed': () => 'failed',
  'checkout.session.expired': () => 'failed',
};

const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value : (value?.id ?? undefined);

async function applySession(
  trx: Transaction<Database>,
  event: Stripe.Event,
  state: OrderState,
  fulfilled: (f: Fulfilment) => void,
): Promise<EventOutcome> {
  const session = event.data.object as Stripe.Checkout.Session;
  const details = {
    state,
    paymentRef: idOf(session.payment_intent as string | { id: string } | null),
    amountTotal: session.amount_total ?? undefined,
    currency: session.currency ?? undefined,
    customerEmail: session.customer_details?.email ?? undefined,
    customerName: session.customer_details?.name ?? undefined,
  };
  let orderId = await findOrder(trx, 'stripe', { providerRef: session.id });
  if (orderId === undefined) {
    // A session started elsewhere (the dashboard, another site on the account): kept all the same.
    const postId = Number(session.metadata?.foyer_post_id);
    orderId = await createOrder(trx, {
      provider: 'stripe',
      providerRef: session.id,
      paymentRef: details.paymentRef,
      state: 'pending',
      currency: session.currency ?? 'usd',
      amountTotal: session.amount_total ?? 0,
      sandbox: !event.livemode,
      description: 'Stripe Checkout',
      postId: Number.isSafeInteger(postId) && postId > 0 ? postId : null,
      widgetId: session.metadata?.foyer_widget_id ?? null,
      items: [{ kind: 'product', name: 'Stripe Checkout', unitAmount: session.amount_subtotal ?? session.amount_total ?? 0, quantity: 1 }],
    });
  }
  const result = await updateOrder(trx, orderId, details);
  // A paid shop order is fulfilled in the same transaction: vouchers, stock, mail, its cart emptied.
  const fulfilment = result.state === 'paid' ? await fulfilShopOrder(trx, orderId) : undefined;
  if (fulfilment) fulfilled(fulfilment);
  const issued = fulfilment ? `; ${fulfilment.vouchers.length} voucher(s) issued` : '';
  return { outcome: 'recorded', orderId, detail: `${result.changed ? `order ${result.state}` : `order stays ${result.state}`}${issued}` };
}

async function applyRefund(trx: Transaction<Database>, event: Stripe.Event): Promise<EventOutcome> {
  const charge = event.data.object as Stripe.Charge;
  const intent = idOf(charge.payment_intent as string | { id: string } | null);
  const orderId = intent ? await findOrder(trx, 'stripe', { paymentRef: intent }) : undefined;
  if (orderId === undefined) return { outcome: 'ignored', detail: 'no order for this payment' };
  if (!charge.refunded) return { outcome: 'ignored', orderId, detail: 'partly refunded' };
  const result = await updateOrder(trx, orderId, { state: 'refunded' });
  return { outcome: 'recorded', orderId, detail: `order ${result.state}` };
}

export async function handleStripeWebhook(
  db: Kysely<Database>,
  raw: Buffer | undefined,
  signature: string | string[] | undefined,
  log: Log,
): Promise<WebhookAnswer> {
  if (!raw?.length || typeof signature !== 'string' || !signature)
    return { status: 400, body: { error: 'A signed Stripe event was expected.' } };
  const stored = await readPayments(db);
  const secrets = [
    { secret: stored.stripeLiveWebhookSecret, live: true },
    { secret: stored.stripeTestWebhookSecret, live: false },
  ].filter((s) => s.secret);
  if (!secrets.length) {
    // Stripe retries: once the secret is set in the back office, the events arrive.
    log.warn({}, 'stripe webhook: no signing secret is set; the event was refused');
    return { status: 503, body: { error: 'Webhooks are not set up on this site yet.' } };
  }
  const event = verify(raw, signature, secrets);
  if (!event) {
    log.warn({ bytes: raw.length }, 'stripe webhook: refused a delivery whose signature does not hold (or is older than 300 s)');
    return { status: 400, body: { error: 'The signature does not match.' } };
  }
  const sessionState = SESSION_STATES[event.type];
  let fulfilment: Fulfilment | undefined;
  try {
    const result = await recordEventOnce(db, { provider: 'stripe', eventId: event.id, type: event.type }, async (trx) => {
      if (sessionState)
        return applySession(trx, event, sessionState(event.data.object as Stripe.Checkout.Session), (f) => (fulfilment = f));
      if (event.type === 'charge.refunded') return applyRefund(trx, event);
      return { outcome: 'ignored', detail: 'not an event about orders' };
    });
    log.info({ event: event.id, type: event.type, outcome: result.outcome }, 'stripe webhook: event received');
    // After the commit: pages listing products show the stock the order took.
    if (fulfilment?.stockChanged) await contentChanged(db, [contentTags.products()]);
    if (fulfilment?.oversold.length)
      log.warn({ order: fulfilment.orderId, oversold: fulfilment.oversold }, 'shop: an order was paid for more than the stock');
    return { status: 200, body: { received: true, duplicate: result.outcome === 'duplicate' } };
  } catch (error) {
    // Nothing was kept: Stripe's retry starts over.
    log.error({ err: error, event: event.id, type: event.type }, 'stripe webhook: recording the event failed');
    return { status: 503, body: { error: 'The event could not be recorded; please retry.' } };
  }
}
