// The shop's cart and checkout (src/commerce/shop/): the cart lives under an HttpOnly secret cookie
// and answers as JSON for the shop's widgets; a plain form post (add to cart without JavaScript) is
// answered with a 303 to the page it names, so the shop works before any script has loaded. A cookie
// the browser may read (`foyer_cart_count`) tells the header's cart how many items there are without
// asking. Everything here is personal: never cached. Writes are origin-checked (accounts/origin-check.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookieHeader } from '../../accounts/cookies.ts';
import {
  addToCart,
  cartView,
  chosenAmount,
  clearCart,
  createCart,
  findCart,
  parseQuantity,
  setLineQuantity,
  ShopProblem,
  type CartRef,
} from '../../commerce/shop/cart.ts';
import { checkoutCart } from '../../commerce/shop/checkout.ts';
import { productBySlugOrId, shopCurrency } from '../../commerce/shop/products.ts';
import { toMinorUnits } from '../../commerce/money.ts';
import { CART_API, CART_COUNT_COOKIE, CHECKOUT_API, type CartView, type ShopError } from '../../contracts/shop.ts';
import { baseUrlFor } from '../host.ts';
import { localRedirect } from './login-pages.tsx';

export const CART_COOKIE = 'foyer_cart';
/** A cart is kept 30 days from its last change. */
const CART_MAX_AGE_S = 30 * 24 * 3600;

type Body = Record<string, unknown>;

function bodyOf(request: FastifyRequest): Body {
  return request.body && typeof request.body === 'object' ? (request.body as Body) : {};
}

const isForm = (request: FastifyRequest) => String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

function cookies(request: FastifyRequest, ref: CartRef | undefined, view: CartView): string[] {
  const secure = request.protocol === 'https';
  const out: string[] = [];
  if (ref?.newSecret) out.push(cookieHeader(CART_COOKIE, ref.newSecret, { maxAgeS: CART_MAX_AGE_S, secure }));
  const count = String(view.count);
  if (request.cookies[CART_COUNT_COOKIE] !== count)
    // Readable by the page's script (no HttpOnly): a number, nothing anyone could use.
    out.push(cookieHeader(CART_COUNT_COOKIE, count, { maxAgeS: CART_MAX_AGE_S, secure }).replace('; HttpOnly', ''));
  return out;
}

async function currentCart(request: FastifyRequest): Promise<CartRef | undefined> {
  return findCart(request.server.foyer.db.kysely, request.cookies[CART_COOKIE], request.account?.userId);
}

function sendProblem(reply: FastifyReply, error: unknown): FastifyReply {
  if (!(error instanceof ShopProblem)) throw error;
  const body: ShopError = { error: { message: error.message, ...(error.field ? { field: error.field } : {}) } };
  return reply.code(error.status).send(body);
}

/** What a cart change asks for, read from JSON or a plain form. */
async function applyChange(request: FastifyRequest, ref: () => Promise<CartRef>): Promise<void> {
  const db = request.server.foyer.db.kysely;
  const body = bodyOf(request);
  const action = typeof body.action === 'string' ? body.action : 'add';
  if (action === 'add') {
    const key = body.product;
    const product =
      typeof key === 'number' || (typeof key === 'string' && /^\d{1,9}$/.test(key))
        ? await productBySlugOrId(db, Number(key))
        : typeof key === 'string' && key.length <= 200
          ? await productBySlugOrId(db, key)
          : undefined;
    if (!product) throw new ShopProblem(404, 'This product is not on sale any more.', 'product');
    const quantity = parseQuantity(body.quantity);
    const amount = product.price === null ? chosenAmount(product, body.amount, toMinorUnits) : undefined;
    await addToCart(db, (await ref()).id, product, { product: product.id, quantity, amount });
    return;
  }
  const cart = await currentCart(request);
  if (action === 'clear') {
    if (cart) await clearCart(db, cart.id);
    return;
  }
  if (action === 'set' || action === 'remove') {
    const line =
      typeof body.line === 'number' ? body.line : typeof body.line === 'string' && /^\d{1,12}$/.test(body.line) ? Number(body.line) : NaN;
    if (!Number.isSafeInteger(line)) throw new ShopProblem(400, 'Name the cart line to change.', 'line');
    if (!cart) throw new ShopProblem(404, 'That item is no longer in your cart. The cart has been refreshed.', 'line');
    const quantity = action === 'remove' || body.quantity === '0' || body.quantity === 0 ? 0 : parseQuantity(body.quantity);
    await setLineQuantity(db, cart.id, line, quantity);
    return;
  }
  throw new ShopProblem(400, 'Unknown cart action: use add, set, remove or clear.');
}

export async function shopRoutes(app: FastifyInstance): Promise<void> {
  const db = app.foyer.db.kysely;
  // Plain forms (add to cart before any script, or without one), in this plugin only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store, private');
    return payload;
  });

  app.get(CART_API, async (request, reply) => {
    const ref = await currentCart(request);
    const view = await cartView(db, ref?.id, await shopCurrency(db));
    reply.header('set-cookie', cookies(request, ref, view));
    return view;
  });

  app.post(CART_API, { bodyLimit: 8 * 1024 }, async (request, reply) => {
    let ref: CartRef | undefined;
    const ensure = async () => (ref ??= (await currentCart(request)) ?? (await createCart(db, request.account?.userId)));
    const back = isForm(request) ? (localRedirect(String(bodyOf(request).return ?? ''), request) ?? '/') : undefined;
    try {
      await applyChange(request, ensure);
    } catch (error) {
      // A plain form has no script to show the message: it goes back with it in the address.
      if (back && error instanceof ShopProblem)
        return reply
          .code(303)
          .header('location', `${back}${back.includes('?') ? '&' : '?'}cart_error=${encodeURIComponent(error.message)}`)
          .send();
      return sendProblem(reply, error);
    }
    ref ??= await currentCart(request);
    const view = await cartView(db, ref?.id, await shopCurrency(db));
    reply.header('set-cookie', cookies(request, ref, view));
    if (back) return reply.code(303).header('location', back).send();
    return view;
  });

  app.post(CHECKOUT_API, { bodyLimit: 8 * 1024 }, async (request, reply) => {
    const body = bodyOf(request);
    const origin = new URL(baseUrlFor(request, app.foyer.config.baseUrl)).origin;
    const page = (value: unknown, fallback: string) =>
      `${origin}${localRedirect(typeof value === 'string' ? value : '', request) ?? fallback}`;
    try {
      const ref = await currentCart(request);
      const answer = await checkoutCart(db, {
        cartId: ref?.id,
        email: body.email,
        name: body.name,
        successUrl: page(body.success, '/'),
        cancelUrl: page(body.cancel, '/'),
        ip: request.ip,
        currency: await shopCurrency(db),
        log: request.log,
      });
      return answer;
    } catch (error) {
      if (error instanceof ShopProblem && error.status === 429) reply.header('retry-after', '600');
      return sendProblem(reply, error);
    }
  });
}
