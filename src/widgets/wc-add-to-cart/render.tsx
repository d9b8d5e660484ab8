// Add to cart (Elementor Pro's wc-add-to-cart): one product's form (cart-form.tsx) with the button
// widget's content, the product chosen by its slug or id. A product that is not on sale renders
// nothing (an editor sees why).
import { defineWidget } from '../../contracts/widget.ts';
import type { ShopProduct } from '../../contracts/shop.ts';
import { cx, hoverAnimationClass } from '../shared/css-parts.ts';
import { Icon, widgetIcon } from '../shared/icon.tsx';
import { sanitizeInline } from '../shared/sanitize.ts';
import { ADD_TO_CART_BASE_CSS } from './base-css.ts';
import { CartForm } from './cart-form.tsx';
import { addToCartDeclaration } from './schema.ts';

export interface AddToCartData {
  product: ShopProduct | undefined;
  path: string;
}

/** The setting's product: a number is an id, anything else a slug. */
export function productKey(value: string): string | number | undefined {
  const key = value.trim();
  if (!key) return undefined;
  return /^\d{1,9}$/.test(key) ? Number(key) : key;
}

export const addToCart = defineWidget<typeof addToCartDeclaration, AddToCartData>({
  declaration: addToCartDeclaration,
  baseCss: ADD_TO_CART_BASE_CSS,
  behaviours: () => ['wc-add-to-cart'],
  data: async ({ settings, sources, request }) => {
    const key = productKey(settings.product_id);
    const product =
      key === undefined ? undefined : (await sources.products({ include: [key], limit: 1, orderBy: 'menu_order', order: 'asc' }))[0];
    return { product, path: request.path };
  },
  isEmpty: (_s, data) => !data?.product,
  Render: ({ settings: s, element, data }) => {
    const product = data?.product;
    if (!product) return null;
    const icon = widgetIcon(s);
    const after = s.icon_align === 'right' || s.icon_align === 'row-reverse';
    const iconEl = icon ? (
      <span className={`elementor-button-icon elementor-align-icon-${after ? 'right' : 'left'}`}>
        <Icon resolved={icon} />
      </span>
    ) : null;
    const text = sanitizeInline(s.text, { allowLinks: false }) || 'Add to Cart';
    return (
      <div className="elementor-button-wrapper">
        <CartForm
          product={product}
          returnTo={data.path}
          idBase={`wc-add-${element.id}`}
          showQuantity={s.show_quantity === 'yes'}
          quantity={s.quantity}
          describedByName={product.name}
          buttonClass={cx('elementor-button', `elementor-size-${s.size}`, hoverAnimationClass(s.hover_animation), 'add_to_cart_button')}
          button={
            <span className="elementor-button-content-wrapper">
              {after ? null : iconEl}
              <span className="elementor-button-text" dangerouslySetInnerHTML={{ __html: text }} />
              {after ? iconEl : null}
            </span>
          }
        />
      </div>
    );
  },
});
