// Orders and the provider notifications about them (migration 014). An order is created pending when
// a payment starts (a Checkout Session) or first heard of when the provider reports it (a PayPal IPN),
// and moves on as the provider says: each notification is recorded once by its provider id, in the
// same transaction as the change it makes, so a retried or concurrent delivery changes nothing twice.
import type { Kysely, Transaction } from 'kysely';
import type { OrderState, PaymentListAnswer, PaymentListItem } from '../contracts/settings/payments.ts';
import type { Database } from '../db/schema.ts';

export interface OrderItemInput {
  kind: string;
  name: string;
  sku?: string;
  unitAmount: number;
  quantity: number;
  /** The shop's product this line sold (shop orders only). */
  productId?: number;
}

export interface OrderInput {
  provider: string;
  providerRef: string;
  paymentRef?: string | null;
  state: OrderState;
  currency: string;
  amountTotal: number;
  sandbox: boolean;
  description?: string;
  customerEmail?: string;
  customerName?: string;
  postId?: number | null;
  widgetId?: string | null;
  /** The shop's cart the order was made from (shop orders only). */
  cartId?: number | null;
  items: OrderItemInput[];
}

type Db = Kysely<Database> | Transaction<Database>;

const now = () => new Date().toISOString();

/**
 * Which state changes a later notification may make. A paid order is not made pending again by a
 * late "pending" notification, a refund is final, a failure can still be paid (an async method).
 */
const MAY_BECOME: Record<OrderState, readonly OrderState[]> = {
  pending: ['paid', 'failed', 'refunded'],
  paid: ['refunded'],
  failed: ['paid', 'refunded'],
  refunded: [],
};

export function mayBecome(from: OrderState, to: OrderState): boolean {
  return from === to || MAY_BECOME[from].includes(to);
}

async function insertItems(db: Db, orderId: number, items: readonly OrderItemInput[]): Promise<void> {
  if (!items.length) return;
  await db
    .insertInto('order_items')
    .values(
      items.map((item) => ({
        order_id: orderId,
        kind: item.kind,
        name: item.name.slice(0, 500),
        sku: (item.sku ?? '').slice(0, 200),
        unit_amount: item.unitAmount,
        quantity: item.quantity,
        product_id: item.productId ?? null,
      })),
    )
    .execute();
}

/** Creates the order unless one with its provider reference exists; returns its id either way. */
export async function createOrder(db: Db, input: OrderInput): Promise<number> {
  const at = now();
  const inserted = await db
    .insertInto('orders')
    .values({
      provider: input.provider,
      provider_ref: input.providerRef,
      payment_ref: input.paymentRef ?? null,
      state: input.state,
      currency: input.currency.toUpperCase(),
      amount_total: input.amountTotal,
      sandbox: input.sandbox ? 1 : 0,
      description: (input.description ?? '').slice(0, 500),
      customer_email: (input.customerEmail ?? '').slice(0, 320),
      customer_name: (input.customerName ?? '').slice(0, 200),
      post_id: input.postId ?? null,
      widget_id: input.widgetId ?? null,
      cart_id: input.cartId ?? null,
      created_at: at,
      updated_at: at,
      paid_at: input.state === 'paid' ? at : null,
    })
    .onConflict((oc) => oc.columns(['provider', 'provider_ref']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) {
    await insertItems(db, inserted.id, input.items);
    return inserted.id;
  }
  const existing = await db
    .selectFrom('orders')
    .select('id')
    .where('provider', '=', input.provider)
    .where('provider_ref', '=', input.providerRef)
    .executeTakeFirstOrThrow();
  return existing.id;
}

export interface OrderUpdate {
  state: OrderState;
  paymentRef?: string | null;
  amountTotal?: number;
  currency?: string;
  customerEmail?: string;
  customerName?: string;
}

/**
 * Moves an order to `update.state` when the rules allow it (details the provider now knows are
 * filled in either way). Returns the state it is in afterwards and whether it changed.
 */
export async function updateOrder(db: Db, orderId: number, update: OrderUpdate): Promise<{ state: OrderState; changed: boolean }> {
  const row = await db.selectFrom('orders').select(['state', 'paid_at']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const allowed = mayBecome(row.state, update.state);
  const next = allowed ? update.state : row.state;
  const at = now();
  await db
    .updateTable('orders')
    .set({
      state: next,
      updated_at: at,
      ...(next === 'paid' && !row.paid_at ? { paid_at: at } : {}),
      ...(update.paymentRef ? { payment_ref: update.paymentRef } : {}),
      ...(update.amountTotal !== undefined ? { amount_total: update.amountTotal } : {}),
      ...(update.currency ? { currency: update.currency.toUpperCase() } : {}),
      ...(update.customerEmail ? { customer_email: update.customerEmail.slice(0, 320) } : {}),
      ...(update.customerName ? { customer_name: update.customerName.slice(0, 200) } : {}),
    })
    .where('id', '=', orderId)
    .execute();
  return { state: next, changed: next !== row.state };
}

export async function findOrder(db: Db, provider: string, ref: { providerRef?: string; paymentRef?: string }): Promise<number | undefined> {
  let q = db.selectFrom('orders').select('id').where('provider', '=', provider);
  if (ref.providerRef) q = q.where('provider_ref', '=', ref.providerRef);
  else if (ref.paymentRef) q = q.where('payment_ref', '=', ref.paymentRef);
  else return undefined;
  return (await q.executeTakeFirst())?.id;
}

export interface EventInput {
  provider: string;
  eventId: string;
  type: string;
}

export type EventOutcome = { outcome: 'recorded' | 'ignored' | 'invalid' | 'error'; orderId?: number; detail?: string };

/**
 * Records a notification once. `apply` runs only for the first delivery of `eventId`, in the same
 * transaction as the record, so a failure leaves neither (and the provider's retry starts over).
 * 'duplicate' when the event was recorded before.
 */
export async function recordEventOnce(
  db: Kysely<Database>,
  event: EventInput,
  apply: (trx: Transaction<Database>) => Promise<EventOutcome>,
): Promise<EventOutcome | { outcome: 'duplicate' }> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('payment_events')
      .values({
        provider: event.provider,
        event_id: event.eventId.slice(0, 255),
        type: event.type.slice(0, 100),
        outcome: 'recorded',
        received_at: now(),
      })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return { outcome: 'duplicate' as const };
    const result = await apply(trx);
    await trx
      .updateTable('payment_events')
      .set({ outcome: result.outcome, order_id: result.orderId ?? null, detail: (result.detail ?? '').slice(0, 1000) })
      .where('id', '=', inserted.id)
      .execute();
    return result;
  });
}

/** A notification that could not be trusted or handled, kept for staff to see (never tied to an order). */
export async function recordRefusedEvent(
  db: Kysely<Database>,
  event: EventInput,
  outcome: 'invalid' | 'error',
  detail: string,
): Promise<void> {
  await db
    .insertInto('payment_events')
    .values({
      provider: event.provider,
      event_id: event.eventId.slice(0, 255),
      type: event.type.slice(0, 100),
      outcome,
      detail: detail.slice(0, 1000),
      received_at: now(),
    })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .execute();
}

export interface OrderListFilter {
  state?: OrderState;
  provider?: string;
  page?: number;
  perPage?: number;
}

export async function listOrders(db: Kysely<Database>, filter: OrderListFilter = {}): Promise<PaymentListAnswer> {
  const perPage = Math.min(100, Math.max(1, filter.perPage ?? 25));
  const page = Math.max(1, filter.page ?? 1);
  let q = db.selectFrom('orders');
  if (filter.state) q = q.where('state', '=', filter.state);
  if (filter.provider) q = q.where('provider', '=', filter.provider);
  const { total } = await q.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await q
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const items: PaymentListItem[] = rows.map((r) => ({
    id: r.id,
    provider: r.provider,
    providerRef: r.provider_ref,
    state: r.state,
    amountTotal: Number(r.amount_total),
    currency: r.currency,
    description: r.description,
    customerEmail: r.customer_email,
    sandbox: r.sandbox === 1,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    paidAt: r.paid_at,
  }));
  return { items, total: Number(total), page, perPage };
}

export async function orderItems(db: Kysely<Database>, orderId: number) {
  const rows = await db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  return rows.map((r) => ({ kind: r.kind, name: r.name, sku: r.sku, unitAmount: Number(r.unit_amount), quantity: r.quantity }));
}
