import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ShopProduct } from '../../contracts/shop.ts';
import { declarationSchema } from '../../contracts/declaration/zod.ts';
import { amountRange, CartForm, currencyDigits } from '../wc-add-to-cart/cart-form.tsx';
import { productKey } from '../wc-add-to-cart/render.tsx';
import { productQuery } from './render.tsx';
import { productsDeclaration, type ProductsSettings } from './schema.ts';

const voucher: ShopProduct = {
  id: 4,
  slug: 'gift-voucher',
  kind: 'voucher',
  name: 'Gift voucher',
  summary: '',
  description: '',
  currency: 'EUR',
  price: null,
  minAmount: 2500,
  maxAmount: 100000,
  image: '',
  stock: null,
  display: 'from €25.00',
};

const settings = (values: Record<string, unknown>) =>
  declarationSchema(productsDeclaration.controls).parse(values) as unknown as ProductsSettings;

describe('products widget', () => {
  it('asks for columns × rows of a kind, in the chosen order, or a manual selection in its own order', () => {
    expect(productQuery(settings({ columns: 3, rows: 2, product_kind: 'stay', query_orderby: 'price', query_order: 'asc' }))).toEqual({
      kind: 'stay',
      limit: 6,
      orderBy: 'price',
      order: 'asc',
    });
    expect(productQuery(settings({}))).toEqual({ limit: 16, orderBy: 'date', order: 'desc' });
    expect(productQuery(settings({ query_post_type: 'by_id', query_posts_ids: ['spa', '12'] })).include).toEqual(['spa', 12]);
  });

  it('gives a chosen-amount voucher an amount field with its limits, in a form that works without script', () => {
    const html = renderToStaticMarkup(
      <CartForm product={voucher} returnTo="/gift-vouchers/" idBase="t" buttonClass="button" showQuantity={false} quantity={1} />,
    );
    expect(html).toContain('action="/foyer/shop/cart" method="post"');
    expect(html).toContain('<input type="hidden" name="action" value="add"/>');
    expect(html).toContain('<input type="hidden" name="product" value="4"/>');
    expect(html).toContain('<input type="hidden" name="return" value="/gift-vouchers/"/>');
    expect(html).toMatch(/min="25" max="1000" step="0.01"[^>]*name="amount"/);
    expect(html).toContain('(€25 to €1,000)');
    expect(html).toContain('role="alert"');
  });

  it('shows "Sold out" and no form at no stock; a fixed price has no amount field', () => {
    const soldOut = renderToStaticMarkup(
      <CartForm product={{ ...voucher, price: 100, stock: 0 }} returnTo="/" idBase="t" buttonClass="b" showQuantity={false} quantity={1} />,
    );
    expect(soldOut).toContain('Sold out');
    expect(soldOut).not.toContain('<form');
    const fixed = renderToStaticMarkup(
      <CartForm product={{ ...voucher, price: 16000, stock: 3 }} returnTo="/" idBase="t" buttonClass="b" showQuantity quantity={5} />,
    );
    expect(fixed).not.toContain('name="amount"');
    expect(fixed).toMatch(/min="1" max="3"[^>]*name="quantity" value="3"/);
  });

  it('reads amounts in the currency’s own digits and a product setting as id or slug', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(amountRange({ ...voucher, minAmount: 2550, maxAmount: null })).toBe('from €25.50');
    expect(productKey(' 12 ')).toBe(12);
    expect(productKey('spa-afternoon')).toBe('spa-afternoon');
    expect(productKey('  ')).toBeUndefined();
  });
});
