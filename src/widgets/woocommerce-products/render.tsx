// Products (Elementor Pro's woocommerce-products): WooCommerce's loop markup (`ul.products`,
// `li.product`, `woocommerce-loop-product__title`, `price`, `add_to_cart_button`) for the products
// the query finds, each with its image, name, summary, price ("from €25.00" for a chosen amount),
// "Sold out" at no stock, and its add-to-cart form (../wc-add-to-cart/cart-form.tsx). The list is
// read in the data step and tagged `products`, so a cached page follows prices and stock.
import { defineWidget } from '../../contracts/widget.ts';
import type { ProductQuery, ShopProduct } from '../../contracts/shop.ts';
import { ResponsiveImage } from '../shared/responsive-image.tsx';
import { sanitizeInline } from '../shared/sanitize.ts';
import { CartForm, isSoldOut } from '../wc-add-to-cart/cart-form.tsx';
import { productsBaseCss } from './base-css.ts';
import { productsDeclaration, type ProductsSettings } from './schema.ts';

export interface ProductsData {
  products: ShopProduct[];
  path: string;
}

/** The widget's query, checked: a manual selection in its order, or the latest of a kind. */
export function productQuery(s: ProductsSettings): ProductQuery {
  const limit = Math.max(1, Math.min(100, s.columns * s.rows));
  if (s.query_post_type === 'by_id') {
    const chosen: unknown = s.query_posts_ids;
    const include = (Array.isArray(chosen) ? chosen : typeof chosen === 'string' ? chosen.split(',') : [])
      .map((v: unknown) => String(v).trim())
      .filter(Boolean)
      .map((v: string) => (/^\d{1,9}$/.test(v) ? Number(v) : v));
    return { include, limit, orderBy: 'menu_order', order: 'asc' };
  }
  return { ...(s.product_kind ? { kind: s.product_kind } : {}), limit, orderBy: s.query_orderby, order: s.query_order };
}

export const products = defineWidget<typeof productsDeclaration, ProductsData>({
  declaration: productsDeclaration,
  baseCss: productsBaseCss,
  behaviours: () => ['wc-add-to-cart'],
  // Elementor's per-device defaults (3 on tablets, 2 on phones) when the document sets none of its own.
  css: ({ settings, selector, css }) => {
    const own = settings as Record<string, unknown>;
    if (own.columns_tablet === undefined || own.columns_tablet === '')
      css.add(`${selector} ul.products`, { '--e-products-columns': '3' }, 'tablet');
    if (own.columns_mobile === undefined || own.columns_mobile === '')
      css.add(`${selector} ul.products`, { '--e-products-columns': '2' }, 'mobile');
  },
  data: async ({ settings, sources, request }) => {
    const query = productQuery(settings);
    // A manual selection with nothing chosen lists nothing (Elementor shows the message).
    const list = query.include && !query.include.length ? [] : await sources.products(query);
    return { products: list, path: request.path };
  },
  isEmpty: (s, data) => !data?.products.length && !s.nothing_found_message.trim(),
  Render: ({ settings: s, element, ctx, data }) => {
    const list = data?.products ?? [];
    if (!list.length) {
      const message = sanitizeInline(s.nothing_found_message);
      return message ? (
        <div className="elementor-nothing-found elementor-products-nothing-found" dangerouslySetInnerHTML={{ __html: message }} />
      ) : null;
    }
    return (
      <div className={`woocommerce columns-${s.columns}`}>
        <ul className={`products elementor-grid columns-${s.columns}`}>
          {list.map((product) => {
            const headingId = `product-${element.id}-${product.id}`;
            return (
              <li
                key={product.id}
                className={`product type-product product-${product.slug} product-kind-${product.kind} ${isSoldOut(product) ? 'outofstock' : 'instock'}`}
                aria-labelledby={headingId}
              >
                <div className="foyer-product__media">
                  {product.image ? (
                    <ResponsiveImage
                      image={{ url: product.image, alt: '' }}
                      sizeName="medium_large"
                      ctx={ctx}
                      elementId={element.id}
                      className="attachment-woocommerce_thumbnail size-woocommerce_thumbnail"
                      alt=""
                    />
                  ) : null}
                  {isSoldOut(product) ? <span className="foyer-product__badge">Sold out</span> : null}
                </div>
                <div className="foyer-product__body">
                  <h2 id={headingId} className="woocommerce-loop-product__title">
                    {product.name}
                  </h2>
                  {product.summary ? <p className="foyer-product__summary">{product.summary}</p> : null}
                  <span className="price">
                    <span className="woocommerce-Price-amount amount">{product.display}</span>
                  </span>
                  {product.stock !== null && product.stock > 0 && product.stock <= 5 ? (
                    <p className="stock in-stock foyer-product__stock">Only {product.stock} left</p>
                  ) : null}
                </div>
                <CartForm
                  product={product}
                  returnTo={data!.path}
                  idBase={`p-${element.id}-${product.id}`}
                  showQuantity={false}
                  quantity={1}
                  describedByName={product.name}
                  buttonClass="button add_to_cart_button elementor-button elementor-size-sm"
                  button={<span className="elementor-button-text">Add to cart</span>}
                />
              </li>
            );
          })}
        </ul>
      </div>
    );
  },
});
