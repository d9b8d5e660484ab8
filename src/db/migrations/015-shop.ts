// The shop (issue 22 part 9): products a hotel sells online (gift vouchers of a fixed or chosen
// amount, stay packages), carts (a guest's under a secret cookie, joined to the account on login),
// the vouchers a paid order issues, and the link from an order back to its cart and from an order
// item to its product. Orders, items and provider events are the payments' tables (014). Products are
// read by pages (their listing is tagged `products` in the page cache); carts and vouchers never are.
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const key = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('products')
    .addColumn('id', id, key)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    // voucher | stay
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // One line for cards; the description is sanitised HTML.
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('currency', 'text', (c) => c.notNull())
    // Minor units; null: the buyer chooses the amount between min_amount and max_amount (a voucher).
    .addColumn('price', 'bigint')
    .addColumn('min_amount', 'bigint')
    .addColumn('max_amount', 'bigint')
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    // null: no limit.
    .addColumn('stock', 'integer')
    // published | draft
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('carts')
    .addColumn('id', id, key)
    // sha256 of the cookie's secret: a leaked database row does not open anyone's cart.
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('carts_user').on('carts').column('user_id').execute();
  await db.schema.createIndex('carts_updated').on('carts').column('updated_at').execute();

  await db.schema
    .createTable('cart_items')
    .addColumn('id', id, key)
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    // The chosen amount of a chosen-amount voucher (minor units); 0 for a product with its own price.
    .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The same product at the same amount is one line whose quantity grows.
  await db.schema.createIndex('cart_items_line').unique().on('cart_items').columns(['cart_id', 'product_id', 'amount']).execute();

  await db.schema
    .createTable('vouchers')
    .addColumn('id', id, key)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // valid | used
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('used_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vouchers_order').on('vouchers').column('order_id').execute();

  await db.schema.alterTable('orders').addColumn('cart_id', 'integer').execute();
  await db.schema.alterTable('order_items').addColumn('product_id', 'integer').execute();
  // A paid order's vouchers are issued once: the fulfilment marks the order when done.
  await db.schema.alterTable('orders').addColumn('fulfilled_at', 'text').execute();
}
