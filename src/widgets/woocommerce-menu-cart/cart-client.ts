// The shop's browser side shared by the add-to-cart forms, the menu cart and the cart page: the cart
// API's calls, the count the `foyer_cart_count` cookie holds (read without a request), and the last
// cart seen, which every shop widget on the page follows. One module, so one copy of that state.
import { CART_API, CART_COUNT_COOKIE, CHECKOUT_API, type CartView, type ShopError } from '../../contracts/shop.ts';

export type CartAnswer = { ok: true; view: CartView } | { ok: false; error: ShopError['error'] };

export const NETWORK_MESSAGE = 'The cart could not be reached. Check your connection and try again.';

/** The item count the readable cookie holds (0 without one): no request needed. */
export function cookieCount(cookie: string = document.cookie): number {
  const match = new RegExp(`(?:^|;\\s*)${CART_COUNT_COOKIE}=(\\d{1,4})(?:;|$)`).exec(cookie);
  return match ? Number(match[1]) : 0;
}

type Listener = (view: CartView, reason: CartReason) => void;
/** Why the cart changed: an add may open the menu cart (its `automatically_open_cart`). */
export type CartReason = 'added' | 'changed' | 'loaded';

const listeners = new Set<Listener>();
let last: CartView | undefined;

/** Follows every cart the page learns of; returns the function that stops following. */
export function onCart(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function lastCart(): CartView | undefined {
  return last;
}

export function publishCart(view: CartView, reason: CartReason): void {
  last = view;
  for (const listener of [...listeners]) listener(view, reason);
  // Elementor Pro's and WooCommerce's event names, for site code that listens for them.
  document.body.dispatchEvent(new CustomEvent(reason === 'added' ? 'added_to_cart' : 'wc_fragments_refreshed', { detail: view }));
}

async function call(url: string, init?: RequestInit): Promise<CartAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' }, ...init });
  } catch {
    return { ok: false, error: { message: NETWORK_MESSAGE } };
  }
  const body = (await response.json().catch(() => undefined)) as Partial<CartView> & Partial<ShopError> & { url?: string };
  if (response.ok && body && Array.isArray(body.lines)) return { ok: true, view: body as CartView };
  const message = body?.error?.message;
  return { ok: false, error: typeof message === 'string' ? body.error! : { message: NETWORK_MESSAGE } };
}

/** The cart as the server has it now. */
export async function fetchCart(): Promise<CartAnswer> {
  const answer = await call(CART_API);
  if (answer.ok) publishCart(answer.view, 'loaded');
  return answer;
}

/** A cart change (`add`, `set`, `remove`, `clear`); the new cart is published to every shop widget. */
export async function changeCart(body: Record<string, string | number>): Promise<CartAnswer> {
  const answer = await call(CART_API, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (answer.ok) publishCart(answer.view, body.action === 'add' ? 'added' : 'changed');
  return answer;
}

export type CheckoutAnswer = { ok: true; url: string } | { ok: false; error: ShopError['error'] };

/** Asks the server for a Stripe Checkout session for this cart; its address, or why not. */
export async function startCheckout(fields: { email: string; name: string; success: string; cancel: string }): Promise<CheckoutAnswer> {
  let response: Response;
  try {
    response = await fetch(CHECKOUT_API, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(fields),
    });
  } catch {
    return { ok: false, error: { message: NETWORK_MESSAGE } };
  }
  const body = (await response.json().catch(() => undefined)) as { url?: unknown } & Partial<ShopError>;
  if (response.ok && typeof body?.url === 'string') return { ok: true, url: body.url };
  return { ok: false, error: body?.error && typeof body.error.message === 'string' ? body.error : { message: NETWORK_MESSAGE } };
}

/** Shows a count and subtotal in every menu cart toggle on the page (the header's and any widget's). */
export function showTotals(count: number, subtotalDisplay?: string): void {
  for (const qty of document.querySelectorAll<HTMLElement>('.elementor-button-icon-qty')) {
    qty.textContent = String(count);
    qty.setAttribute('data-counter', String(count));
  }
  for (const label of document.querySelectorAll<HTMLElement>('.elementor-menu-cart__toggle_button')) {
    label.setAttribute('aria-label', `Cart, ${count} ${count === 1 ? 'item' : 'items'}${subtotalDisplay ? `, ${subtotalDisplay}` : ''}`);
  }
  if (subtotalDisplay !== undefined)
    for (const amount of document.querySelectorAll<HTMLElement>('.elementor-menu-cart__toggle .elementor-button-text'))
      amount.textContent = subtotalDisplay;
}

/** Minor units as the amount field shows them ('2500' EUR → '25'). */
export function majorUnits(minor: number, digits: number): string {
  return String(minor / 10 ** digits);
}
