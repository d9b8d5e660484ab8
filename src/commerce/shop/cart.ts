// Carts: a guest's lives under a secret cookie (only its hash is stored); on a logged-in request the
// cart joins the account, and a cart the account left on another device is merged into it, so the
// cart survives a reload, a login and a change of device. Every change is checked against the
// product as it is now (published, its price or allowed amounts, its stock); prices are never taken
// from the browser. Refusals are ShopProblems: a status and a message for people.
import type { Kysely, Transaction } from 'kysely';
import { randomToken, tokenHash, TOKEN_PATTERN } from '../../accounts/tokens.ts';
import { type CartLine, type CartView, MAX_CART_LINES, MAX_LINE_QUANTITY, type ShopProduct } from '../../contracts/shop.ts';
import type { Database } from '../../db/schema.ts';
import { displayAmount } from './money-display.ts';
import { productsById } from './products.ts';

type Db = Kysely<Database> | Transaction<Database>;

export class ShopProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: 'amount' | 'quantity' | 'product' | 'email' | 'name' | 'line',
  ) {
    super(message);
  }
}

export interface CartRef {
  id: number;
  /** Set when this request created the cart: the caller sends the cookie. */
  newSecret?: string;
}

const now = () => new Date().toISOString();

/** The browser's cart, joined to the account when logged in; undefined when it has none yet. */
export async function findCart(db: Kysely<Database>, secret: string | undefined, userId: number | undefined): Promise<CartRef | undefined> {
  const own =
    secret && TOKEN_PATTERN.test(secret)
      ? await db.selectFrom('carts').select(['id', 'user_id']).where('secret_hash', '=', tokenHash(secret)).executeTakeFirst()
      : undefined;
  // Another account's cart under this cookie (a shared computer after a log-out and in): not theirs.
  const cart = own && (own.user_id === null || own.user_id === userId) ? own : undefined;
  if (userId === undefined) return cart ? { id: cart.id } : undefined;
  const others = await db.selectFrom('carts').select('id').where('user_id', '=', userId).orderBy('updated_at', 'desc').execute();
  if (!cart) {
    // A new browser of an account with a cart elsewhere: that cart, under a new cookie here.
    const latest = others[0];
    if (!latest) return undefined;
    const newSecret = randomToken();
    await db
      .updateTable('carts')
      .set({ secret_hash: tokenHash(newSecret), updated_at: now() })
      .where('id', '=', latest.id)
      .execute();
    return { id: latest.id, newSecret };
  }
  if (cart.user_id === null) {
    await db.transaction().execute(async (trx) => {
      for (const other of others) await mergeInto(trx, other.id, cart.id);
      await trx.updateTable('carts').set({ user_id: userId, updated_at: now() }).where('id', '=', cart.id).execute();
    });
  }
  return { id: cart.id };
}

/** Moves a cart's lines into another (quantities added, at most the line maximum) and deletes it. */
async function mergeInto(trx: Transaction<Database>, fromId: number, toId: number): Promise<void> {
  const lines = await trx.selectFrom('cart_items').selectAll().where('cart_id', '=', fromId).execute();
  for (const line of lines) {
    const amount = Number(line.amount);
    const existing = await trx
      .selectFrom('cart_items')
      .select(['id', 'quantity'])
      .where('cart_id', '=', toId)
      .where('product_id', '=', line.product_id)
      .where('amount', '=', amount)
      .executeTakeFirst();
    if (existing)
      await trx
        .updateTable('cart_items')
        .set({ quantity: Math.min(MAX_LINE_QUANTITY, existing.quantity + line.quantity) })
        .where('id', '=', existing.id)
        .execute();
    else await trx.updateTable('cart_items').set({ cart_id: toId }).where('id', '=', line.id).execute();
  }
  await trx.deleteFrom('carts').where('id', '=', fromId).execute();
}

export async function createCart(db: Kysely<Database>, userId: number | undefined): Promise<CartRef> {
  const secret = randomToken();
  const at = now();
  const row = await db
    .insertInto('carts')
    .values({ secret_hash: tokenHash(secret), user_id: userId ?? null, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, newSecret: secret };
}

function lineOf(row: { id: number; amount: number | string; quantity: number }, product: ShopProduct, inCart: number): CartLine {
  const unitAmount = product.price ?? Number(row.amount);
  const lineTotal = unitAmount * row.quantity;
  return {
    id: row.id,
    productId: product.id,
    slug: product.slug,
    kind: product.kind,
    name: product.name,
    image: product.image,
    unitAmount,
    quantity: row.quantity,
    lineTotal,
    unitDisplay: displayAmount(unitAmount, product.currency),
    totalDisplay: displayAmount(lineTotal, product.currency),
    available: product.stock === null ? null : Math.max(0, product.stock - inCart),
  };
}

export const EMPTY_CART = (currency: string): CartView => ({
  lines: [],
  count: 0,
  subtotal: 0,
  currency,
  subtotalDisplay: displayAmount(0, currency),
});

/** The cart as it is now: lines of products no longer on sale are left out. */
export async function cartView(db: Db, cartId: number | undefined, currency: string): Promise<CartView> {
  if (cartId === undefined) return EMPTY_CART(currency);
  const rows = await db.selectFrom('cart_items').selectAll().where('cart_id', '=', cartId).orderBy('id').execute();
  const products = await productsById(
    db,
    rows.map((r) => r.product_id),
  );
  const inCart = new Map<number, number>();
  for (const r of rows) inCart.set(r.product_id, (inCart.get(r.product_id) ?? 0) + r.quantity);
  const lines = rows.flatMap((r) => {
    const product = products.get(r.product_id);
    return product ? [lineOf(r, product, inCart.get(product.id) ?? 0)] : [];
  });
  const lineCurrency = lines.length ? products.get(lines[0].productId)!.currency : currency;
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  return {
    lines,
    count: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotal,
    currency: lineCurrency,
    subtotalDisplay: displayAmount(subtotal, lineCurrency),
  };
}

/** A quantity from the browser: a whole number from 1 to the line maximum. */
export function parseQuantity(value: unknown, fallback = 1): number {
  if (value === undefined || value === '') return fallback;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,3}$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_LINE_QUANTITY)
    throw new ShopProblem(400, `Choose a quantity from 1 to ${MAX_LINE_QUANTITY}.`, 'quantity');
  return n;
}

/** A chosen amount typed in the product's currency ('50', '50.00'), checked against its limits. */
export function chosenAmount(product: ShopProduct, value: unknown, toMinor: (v: unknown, c: string) => number | undefined): number {
  const min = product.minAmount ?? 0;
  const max = product.maxAmount ?? 0;
  const amount = toMinor(typeof value === 'string' ? value.replace(/^[€$£¥\s]+/, '') : value, product.currency);
  const range = `${displayAmount(min, product.currency)} and ${displayAmount(max, product.currency)}`;
  if (amount === undefined) throw new ShopProblem(400, `Type an amount between ${range}.`, 'amount');
  if (amount < min || amount > max) throw new ShopProblem(400, `Choose an amount between ${range}.`, 'amount');
  return amount;
}

export interface AddRequest {
  product: string | number;
  quantity: number;
  /** Minor units; required for a chosen-amount product, ignored otherwise. */
  amount?: number;
}

/** Adds to the cart (the same product at the same amount adds to its line). */
export async function addToCart(db: Kysely<Database>, cartId: number, product: ShopProduct, request: AddRequest): Promise<void> {
  if (product.stock === 0) throw new ShopProblem(409, `${product.name} is sold out.`, 'product');
  const amount = product.price === null ? request.amount! : 0;
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('cart_items')
      .select(['id', 'product_id', 'amount', 'quantity'])
      .where('cart_id', '=', cartId)
      .execute();
    const others = rows.filter((r) => r.product_id !== product.id);
    if (others.length) {
      const first = (await productsById(trx, [others[0].product_id])).get(others[0].product_id);
      if (first && first.currency !== product.currency)
        throw new ShopProblem(
          409,
          `Your cart is in ${first.currency}: ${product.name} is sold in ${product.currency}. Pay for your cart first.`,
          'product',
        );
    }
    const line = rows.find((r) => r.product_id === product.id && Number(r.amount) === amount);
    const ofProduct = rows.filter((r) => r.product_id === product.id).reduce((sum, r) => sum + r.quantity, 0);
    if (product.stock !== null && ofProduct + request.quantity > product.stock)
      throw new ShopProblem(409, `Only ${product.stock} of ${product.name} ${product.stock === 1 ? 'is' : 'are'} left.`, 'quantity');
    if (line) {
      if (line.quantity + request.quantity > MAX_LINE_QUANTITY)
        throw new ShopProblem(409, `At most ${MAX_LINE_QUANTITY} of one item per order.`, 'quantity');
      await trx
        .updateTable('cart_items')
        .set({ quantity: line.quantity + request.quantity })
        .where('id', '=', line.id)
        .execute();
    } else {
      if (rows.length >= MAX_CART_LINES) throw new ShopProblem(409, `A cart holds at most ${MAX_CART_LINES} different items.`, 'product');
      await trx
        .insertInto('cart_items')
        .values({ cart_id: cartId, product_id: product.id, amount, quantity: request.quantity, created_at: now() })
        .execute();
    }
    await trx.updateTable('carts').set({ updated_at: now() }).where('id', '=', cartId).execute();
  });
}

/** Sets a line's quantity (0 removes it); the line must be this cart's. */
export async function setLineQuantity(db: Kysely<Database>, cartId: number, lineId: number, quantity: number): Promise<void> {
  const line = await db
    .selectFrom('cart_items')
    .select(['id', 'product_id'])
    .where('id', '=', lineId)
    .where('cart_id', '=', cartId)
    .executeTakeFirst();
  if (!line) throw new ShopProblem(404, 'That item is no longer in your cart. The cart has been refreshed.', 'line');
  if (quantity === 0) {
    await db.deleteFrom('cart_items').where('id', '=', lineId).execute();
    return;
  }
  const product = (await productsById(db, [line.product_id])).get(line.product_id);
  if (product?.stock != null) {
    const others = await db
      .selectFrom('cart_items')
      .select((eb) => eb.fn.sum<number | string>('quantity').as('n'))
      .where('cart_id', '=', cartId)
      .where('product_id', '=', line.product_id)
      .where('id', '!=', lineId)
      .executeTakeFirst();
    if (Number(others?.n ?? 0) + quantity > product.stock)
      throw new ShopProblem(409, `Only ${product.stock} of ${product.name} ${product.stock === 1 ? 'is' : 'are'} left.`, 'quantity');
  }
  await db.updateTable('cart_items').set({ quantity }).where('id', '=', lineId).execute();
}

export async function clearCart(db: Db, cartId: number): Promise<void> {
  await db.deleteFrom('cart_items').where('cart_id', '=', cartId).execute();
}
