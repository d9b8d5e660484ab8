// Payments: orders with their items, and every notification a provider sent about them. Designed for
// the payment buttons now and the shop later (issue 22 part 9): an order is what someone pays for, in
// the currency's minor unit, through one provider under that provider's reference (a Stripe Checkout
// Session id, a PayPal transaction id), and moves between pending, paid, failed and refunded. Neither
// table is published content: writes never touch the content change log.
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const key = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('orders')
    .addColumn('id', id, key)
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text', (c) => c.notNull())
    // What the provider calls the payment itself, when it differs (Stripe's PaymentIntent): refunds name it.
    .addColumn('payment_ref', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount_total', 'bigint', (c) => c.notNull())
    .addColumn('sandbox', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('customer_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('customer_name', 'text', (c) => c.notNull().defaultTo(''))
    // The document and element that sold it (a button; the shop's cart later leaves them empty).
    .addColumn('post_id', 'integer')
    .addColumn('widget_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .execute();
  // One order per provider reference, however often the provider reports it.
  await db.schema.createIndex('orders_provider_ref').unique().on('orders').columns(['provider', 'provider_ref']).execute();
  await db.schema.createIndex('orders_payment_ref').on('orders').columns(['provider', 'payment_ref']).execute();
  await db.schema.createIndex('orders_created').on('orders').column('created_at').execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', id, key)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // product, shipping, tax, donation, subscription; the shop adds voucher and stay.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('unit_amount', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();

  // Each notification once: a retried delivery finds its row and changes nothing. Refused ones
  // (a bad signature is never stored: it carries no trustworthy id) and failures are kept with why.
  await db.schema
    .createTable('payment_events')
    .addColumn('id', id, key)
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    // recorded, ignored, invalid, error
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_events_once').unique().on('payment_events').columns(['provider', 'event_id']).execute();
}
