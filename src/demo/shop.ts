// The demo hotel's shop: gift vouchers (an amount the buyer chooses, and two experiences at a fixed
// price) and stay packages with a few places each, as a small hotel sells online. Seeded with
// saveProduct, which upserts by slug: a second run leaves the same products (and their stock).
import type { Kysely } from 'kysely';
import { type ProductInput, saveProduct } from '../commerce/shop/products.ts';
import type { Database } from '../db/schema.ts';
import { media } from './build.ts';

export const SHOP_SLUG = 'gift-vouchers';
export const CART_SLUG = 'cart';
export const THANK_YOU_SLUG = 'thank-you';
export const THANK_YOU_PATH = `/${THANK_YOU_SLUG}/`;

const image = (name: string) => media(name, 768).url;

export const DEMO_PRODUCTS: readonly ProductInput[] = [
  {
    slug: 'gift-voucher',
    kind: 'voucher',
    name: 'Casa Alba gift voucher',
    summary: 'Any amount from €25 to €1,000, for a stay, a dinner or the spa. Valid for two years.',
    description: '<p>Sent by e-mail with its own code, to print or forward. It pays for anything at Casa Alba.</p>',
    currency: 'EUR',
    price: null,
    minAmount: 2500,
    maxAmount: 100000,
    image: image('courtyard'),
    sort: 1,
  },
  {
    slug: 'dinner-for-two',
    kind: 'voucher',
    name: 'Dinner for two on the terrace',
    summary: 'Four courses from the market, a bottle of the hills’ white and the bay at sunset.',
    currency: 'EUR',
    price: 16000,
    image: image('breakfast-terrace'),
    sort: 2,
  },
  {
    slug: 'spa-afternoon',
    kind: 'voucher',
    name: 'A spa afternoon for two',
    summary: 'The pool to yourselves after five, two massages and a glass of something cold.',
    currency: 'EUR',
    price: 24000,
    image: image('pool'),
    sort: 3,
  },
  {
    slug: 'two-nights-by-the-sea',
    kind: 'stay',
    name: 'Two nights by the sea',
    summary: 'The Sea-View suite for two nights, breakfast on the terrace and a late check-out.',
    currency: 'EUR',
    price: 52000,
    stock: 6,
    image: image('sea-view-suite'),
    sort: 4,
  },
  {
    slug: 'harvest-weekend',
    kind: 'stay',
    name: 'Harvest weekend in the hills',
    summary: 'Three nights in September, a day in the vineyards and dinner at the farmhouse.',
    currency: 'EUR',
    price: 89000,
    stock: 2,
    image: image('hills'),
    sort: 5,
  },
  {
    slug: 'lighthouse-midsummer',
    kind: 'stay',
    name: 'Midsummer at the lighthouse',
    summary: 'The Tower suite on the longest night, with supper at the harbour. Booked out this year.',
    currency: 'EUR',
    price: 68000,
    stock: 0,
    image: image('harbour'),
    sort: 6,
  },
];

/** Writes the demo's products; a product already seeded keeps its stock (sales may have taken some). */
export async function seedDemoShop(db: Kysely<Database>): Promise<number> {
  for (const product of DEMO_PRODUCTS) {
    const existing = await db.selectFrom('products').select('stock').where('slug', '=', product.slug).executeTakeFirst();
    await saveProduct(db, existing ? { ...product, stock: existing.stock } : product);
  }
  return DEMO_PRODUCTS.length;
}
