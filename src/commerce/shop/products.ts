// The shop's products (migration 015): gift vouchers of a fixed or chosen amount and stay packages.
// Pages read them through the data step (tagged `products` in the page cache); every write names
// that tag, so a price, a new product or a sold-out one shows on the next request.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ProductKind, ProductQuery, ShopProduct } from '../../contracts/shop.ts';
import { contentChanged } from '../../db/changes.ts';
import { contentTags } from '../../db/content-tags.ts';
import type { Database, ProductsTable } from '../../db/schema.ts';
import { displayAmount } from './money-display.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Row = Selectable<ProductsTable>;

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

export function toProduct(row: Row): ShopProduct {
  const price = num(row.price);
  const minAmount = num(row.min_amount);
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    name: row.name,
    summary: row.summary,
    description: row.description,
    currency: row.currency,
    price,
    minAmount,
    maxAmount: num(row.max_amount),
    image: row.image,
    stock: row.stock,
    display: price !== null ? displayAmount(price, row.currency) : `from ${displayAmount(minAmount ?? 0, row.currency)}`,
  };
}

const ORDER_COLUMN = { menu_order: 'sort', price: 'price', title: 'name', date: 'created_at' } as const;

/** Published products for a listing, in the order asked (ties by the shop's own order, then id). */
export async function listProducts(db: Db, query: ProductQuery): Promise<ShopProduct[]> {
  let q = db.selectFrom('products').selectAll().where('status', '=', 'published');
  if (query.kind) q = q.where('kind', '=', query.kind);
  const include = query.include ?? [];
  if (include.length) {
    const ids = include.filter((v): v is number => typeof v === 'number');
    const slugs = include.filter((v): v is string => typeof v === 'string');
    q = q.where((eb) => eb.or([...(ids.length ? [eb('id', 'in', ids)] : []), ...(slugs.length ? [eb('slug', 'in', slugs)] : [])]));
  }
  const rows = await q
    .orderBy(ORDER_COLUMN[query.orderBy], query.order)
    .orderBy('sort', 'asc')
    .orderBy('id', 'asc')
    .limit(Math.max(1, Math.min(100, query.limit)))
    .execute();
  const products = rows.map(toProduct);
  if (!include.length) return products;
  // The order the widget listed them in.
  const rank = (p: ShopProduct) => {
    const i = include.findIndex((v) => v === p.id || v === p.slug);
    return i < 0 ? include.length : i;
  };
  return products.sort((a, b) => rank(a) - rank(b));
}

export async function productsById(db: Db, ids: readonly number[]): Promise<Map<number, ShopProduct>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .where('status', '=', 'published')
    .execute();
  return new Map(rows.map((r) => [r.id, toProduct(r)]));
}

export async function productBySlugOrId(db: Db, key: string | number): Promise<ShopProduct | undefined> {
  const q = db.selectFrom('products').selectAll().where('status', '=', 'published');
  const row = await (typeof key === 'number' ? q.where('id', '=', key) : q.where('slug', '=', key)).executeTakeFirst();
  return row ? toProduct(row) : undefined;
}

export interface ProductInput {
  slug: string;
  kind: ProductKind;
  name: string;
  summary?: string;
  description?: string;
  currency: string;
  price: number | null;
  minAmount?: number | null;
  maxAmount?: number | null;
  image?: string;
  stock?: number | null;
  status?: 'published' | 'draft';
  sort?: number;
}

/** Creates or updates the product with this slug (the demo's seed and tools); returns its id. */
export async function saveProduct(db: Kysely<Database>, input: ProductInput): Promise<number> {
  if (input.price === null && (input.minAmount == null || input.maxAmount == null || input.minAmount > input.maxAmount))
    throw new Error(`product ${input.slug}: a chosen-amount product needs a minimum no larger than its maximum`);
  const at = new Date().toISOString();
  const values = {
    kind: input.kind,
    name: input.name,
    summary: input.summary ?? '',
    description: input.description ?? '',
    currency: input.currency.toUpperCase(),
    price: input.price,
    min_amount: input.minAmount ?? null,
    max_amount: input.maxAmount ?? null,
    image: input.image ?? '',
    stock: input.stock ?? null,
    status: input.status ?? 'published',
    sort: input.sort ?? 0,
    updated_at: at,
  };
  const existing = await db.selectFrom('products').select('id').where('slug', '=', input.slug).executeTakeFirst();
  let id: number;
  if (existing) {
    await db.updateTable('products').set(values).where('id', '=', existing.id).execute();
    id = existing.id;
  } else {
    const row = await db
      .insertInto('products')
      .values({ ...values, slug: input.slug, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  }
  await contentChanged(db, [contentTags.products()]);
  return id;
}

/**
 * Takes `quantity` from a product's stock when it has a limit; returns false when too few are left
 * (the order was paid all the same: staff see it on the order). Never goes below zero.
 */
export async function takeStock(db: Db, productId: number, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', productId)
    .where('stock', 'is not', null)
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return true;
  const row = await db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirst();
  if (row && row.stock !== null) await db.updateTable('products').set({ stock: 0 }).where('id', '=', productId).execute();
  return !row || row.stock === null;
}

/** The shop's currency: its first product's (one currency per shop); EUR before there is any product. */
export async function shopCurrency(db: Db): Promise<string> {
  const row = await db
    .selectFrom('products')
    .select('currency')
    .where('status', '=', 'published')
    .orderBy('sort')
    .orderBy('id')
    .executeTakeFirst();
  return row?.currency ?? 'EUR';
}
