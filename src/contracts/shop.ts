// What the shop's widgets and browser code see of products and carts: plain data, the same on the
// server (the data step) and in the browser (the cart API's JSON, /foyer/shop/cart). Amounts are in the
// currency's minor unit; `display` strings are formatted once, on the server.

export type ProductKind = 'voucher' | 'stay';

export interface ShopProduct {
  id: number;
  slug: string;
  kind: ProductKind;
  name: string;
  summary: string;
  /** Sanitised HTML. */
  description: string;
  currency: string;
  /** null: the buyer chooses the amount between minAmount and maxAmount. */
  price: number | null;
  minAmount: number | null;
  maxAmount: number | null;
  image: string;
  /** null: no limit. 0: sold out. */
  stock: number | null;
  /** The price as people read it ('€120.00', or 'from €25.00' for a chosen amount). */
  display: string;
}

/** The products a widget lists. */
export interface ProductQuery {
  kind?: ProductKind;
  /** Slugs or ids: only these, in this order. */
  include?: ReadonlyArray<string | number>;
  limit: number;
  orderBy: 'menu_order' | 'price' | 'title' | 'date';
  order: 'asc' | 'desc';
}

export interface CartLine {
  /** The line's id (changing its quantity or removing it names it). */
  id: number;
  productId: number;
  slug: string;
  kind: ProductKind;
  name: string;
  image: string;
  unitAmount: number;
  quantity: number;
  lineTotal: number;
  unitDisplay: string;
  totalDisplay: string;
  /** How many more may be added (null: no limit). */
  available: number | null;
}

export interface CartView {
  lines: CartLine[];
  /** Items in all (quantities added up). */
  count: number;
  subtotal: number;
  currency: string;
  subtotalDisplay: string;
}

/** The cart API's refusal: a message for people and, for a bad amount or quantity, the field. */
export interface ShopError {
  error: { message: string; field?: 'amount' | 'quantity' | 'product' | 'email' | 'name' | 'line' };
}

/** The cookie the browser can read: how many items the cart holds, so a header shows it without asking. */
export const CART_COUNT_COOKIE = 'foyer_cart_count';
/** Where the cart lives for the browser. */
export const CART_API = '/foyer/shop/cart';
export const CHECKOUT_API = '/foyer/shop/checkout';
/** Most of one line a cart takes (a hotel sells a handful of vouchers, not pallets). */
export const MAX_LINE_QUANTITY = 20;
/** Most lines in one cart. */
export const MAX_CART_LINES = 30;

/** The back office's voucher lookup (under /admin/api). */
export const VOUCHERS_API_PATH = '/vouchers';

export interface VoucherAnswer {
  code: string;
  name: string;
  display: string;
  state: 'valid' | 'used';
  usedAt: string | null;
  usedBy: string | null;
  createdAt: string;
  orderId: number;
  buyerEmail: string;
  buyerName: string;
}
