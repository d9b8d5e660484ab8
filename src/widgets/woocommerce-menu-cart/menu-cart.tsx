// The menu cart's markup (Elementor Pro's woocommerce-menu-cart), shared by the widget and the theme
// header's cart slot: the toggle button (`elementor-menu-cart__toggle_button`, its count in
// `elementor-button-icon-qty`, the subtotal in `elementor-button-text`) and the closed cart
// (`__container` → `__main` → `__close-button` and the contents, filled in the browser from the cart
// API when opened). A page is shared by every visitor, so the server prints no count: the browser
// reads it from the `foyer_cart_count` cookie (an empty counter is hidden, never a wrong "0").
import type { ReactNode } from 'react';
import type { MenuCartSettings } from './schema.ts';

/** What the browser needs of the settings. */
export function menuCartClientSettings(s: MenuCartSettings): Record<string, unknown> {
  return {
    cart_type: s.cart_type,
    open_cart: s.open_cart,
    automatically_open_cart: s.automatically_open_cart,
    view_cart_button_show: s.view_cart_button_show,
    checkout_button_show: s.checkout_button_show,
    show_subtotal: s.show_subtotal,
    cart_url: cartUrl(s.cart_url),
  };
}

/** A page of this site, or the default cart page. */
export function cartUrl(value: string): string {
  const url = value.trim();
  return url.startsWith('/') && !url.startsWith('//') && !/[\s"<>\\]/.test(url) ? url : '/cart/';
}

/** The wrapper's classes, as Elementor prints them on the widget (prefix classes). */
export function menuCartClasses(s: MenuCartSettings): string {
  return [
    'elementor-menu-cart__wrapper',
    `elementor-menu-cart--items-indicator-${s.items_indicator}`,
    s.hide_empty_indicator === 'yes' ? 'elementor-menu-cart--empty-indicator-hide' : '',
    s.show_subtotal === 'yes' ? 'elementor-menu-cart--show-subtotal-yes' : '',
    `elementor-menu-cart--cart-type-${s.cart_type}`,
  ]
    .filter(Boolean)
    .join(' ');
}

const ICON_PATHS: Record<string, string> = {
  cart: 'M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2M9.5 20.2a1.2 1.2 0 1 0 0-.1M17 20.2a1.2 1.2 0 1 0 0-.1',
  basket: 'M4 9h16l-1.6 9.2a1.5 1.5 0 0 1-1.5 1.3H7.1a1.5 1.5 0 0 1-1.5-1.3L4 9Zm3.5 0L11 3.5M16.5 9 13 3.5M9.5 12.5v4M14.5 12.5v4',
  bag: 'M5 8h14l-1 12H6L5 8Zm4 0V6.5a3 3 0 0 1 6 0V8',
};

export function MenuCartIcon({ icon }: { icon: string }): ReactNode {
  const [family, weight] = icon.split('-');
  const d = ICON_PATHS[family] ?? ICON_PATHS.cart;
  const solid = weight === 'solid';
  return (
    <svg
      className={`e-font-icon-svg foyer-menu-cart-icon eicon-${icon}`}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={d}
        fill={solid ? 'currentColor' : 'none'}
        fillOpacity={solid ? 0.25 : undefined}
        stroke="currentColor"
        strokeWidth={weight === 'light' ? 1.3 : 1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function MenuCart({ settings: s, idBase }: { settings: MenuCartSettings; idBase: string }): ReactNode {
  const mainId = `${idBase}-cart`;
  const isSide = s.cart_type === 'side-cart';
  return (
    <div className={menuCartClasses(s)}>
      <div className="elementor-menu-cart__toggle_wrapper">
        <div className="elementor-menu-cart__container elementor-lightbox" aria-hidden="true" inert>
          <div
            id={mainId}
            className="elementor-menu-cart__main"
            role="dialog"
            aria-modal={isSide ? 'true' : undefined}
            aria-label="Your cart"
            tabIndex={-1}
          >
            {s.close_cart_button_show === 'yes' ? (
              <button type="button" className="elementor-menu-cart__close-button" aria-label="Close cart" />
            ) : null}
            <div className="widget_shopping_cart_content" aria-live="polite" />
          </div>
        </div>
        <div className="elementor-menu-cart__toggle elementor-button-wrapper">
          <button
            type="button"
            id={`${idBase}-toggle`}
            className="elementor-menu-cart__toggle_button elementor-button elementor-size-sm"
            aria-expanded="false"
            aria-controls={mainId}
            aria-label="Cart"
          >
            {s.show_subtotal === 'yes' ? <span className="elementor-button-text" /> : null}
            <span className="elementor-button-icon">
              {s.items_indicator === 'none' ? null : <span className="elementor-button-icon-qty" data-counter="" />}
              <MenuCartIcon icon={s.icon} />
              <span className="elementor-screen-only">Cart</span>
            </span>
          </button>
        </div>
      </div>
    </div>
  );
}
