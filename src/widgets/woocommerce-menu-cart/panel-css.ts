// The menu cart's open state: the side cart's overlay and sliding panel, the mini cart's dropdown, and
// what the cart holds. A page that prints the menu cart only in its header (the theme's cart) leaves
// these rules out: panel.ts adds them as a constructed style sheet the first time the cart is about to
// open, so a visitor who never opens the cart downloads none of them (CSP governs <style> and <link>,
// not the CSS object model). A page with the widget or the cart page prints them as part of its base.

export const MENU_CART_PANEL_CSS =
  // Side cart: an overlay over the page, the cart a panel on the right.
  '.elementor-menu-cart--cart-type-side-cart .elementor-menu-cart__container{position:fixed;inset:0;z-index:9998;background:rgba(0,0,0,0);' +
  'transition:background-color .3s,visibility 0s .3s}' +
  '.elementor-menu-cart--shown.elementor-menu-cart--cart-type-side-cart .elementor-menu-cart__container{background:rgba(0,0,0,.45);' +
  'transition:background-color .3s}' +
  '.elementor-menu-cart__main{box-sizing:border-box;display:flex;flex-direction:column;background:#fff;color:#1f2a30;text-align:left;' +
  'font-size:15px;line-height:1.45;padding:24px 24px 28px}' +
  '.elementor-menu-cart--cart-type-side-cart .elementor-menu-cart__main{position:fixed;top:0;right:0;bottom:0;width:min(380px,100vw);' +
  'overflow-y:auto;transform:translateX(100%);transition:transform .3s;box-shadow:-8px 0 30px rgba(0,0,0,.15)}' +
  '.elementor-menu-cart--shown .elementor-menu-cart__main{transform:none}' +
  // Mini cart: a dropdown under the toggle, at its right edge.
  '.elementor-menu-cart--cart-type-mini-cart .elementor-menu-cart__container{position:absolute;top:100%;right:0;z-index:9998;padding-top:8px}' +
  '.elementor-menu-cart--cart-type-mini-cart .elementor-menu-cart__main{width:min(340px,calc(100vw - 24px));border-radius:6px;' +
  'box-shadow:0 10px 30px rgba(0,0,0,.18);opacity:0;transform:translateY(-6px);transition:opacity .2s,transform .2s}' +
  '.elementor-menu-cart--shown .elementor-menu-cart--cart-type-mini-cart .elementor-menu-cart__main,' +
  '.elementor-menu-cart--shown.elementor-menu-cart--cart-type-mini-cart .elementor-menu-cart__main{opacity:1;transform:none}' +
  '.elementor-menu-cart--cart-type-mini-cart .elementor-menu-cart__products{overflow-y:auto}' +
  '.elementor-menu-cart__close-button{align-self:flex-end;position:relative;width:32px;height:32px;margin:-8px -8px 8px 0;padding:0;border:0;' +
  'background:transparent;color:inherit;cursor:pointer;border-radius:3px}' +
  '.elementor-menu-cart__close-button::before,.elementor-menu-cart__close-button::after{content:"";position:absolute;top:50%;left:7px;' +
  'width:18px;height:2px;background:currentColor}' +
  '.elementor-menu-cart__close-button::before{transform:rotate(45deg)}.elementor-menu-cart__close-button::after{transform:rotate(-45deg)}' +
  '.elementor-menu-cart__close-button:focus-visible{outline:2px solid currentColor}' +
  '.foyer-menu-cart__title{margin:0 0 12px;font-size:1.2em;line-height:1.3}' +
  '.elementor-menu-cart__products{margin:0;padding:0;list-style:none}' +
  '.elementor-menu-cart__product{display:grid;grid-template-columns:56px 1fr auto;gap:4px 12px;align-items:start;padding:14px 0;' +
  'border-bottom:1px solid #e4e0d8}' +
  '.elementor-menu-cart__product-image img{display:block;width:56px;height:56px;object-fit:cover;border-radius:4px;background:#e9e4da}' +
  '.elementor-menu-cart__product-name{font-weight:600}' +
  '.elementor-menu-cart__product-price{grid-column:2;display:flex;align-items:center;gap:8px;flex-wrap:wrap;font-size:.93em}' +
  '.elementor-menu-cart__product-remove{grid-column:3;grid-row:1}' +
  '.foyer-qty{display:inline-flex;align-items:center;border:1px solid #8a8f96;border-radius:3px}' +
  '.foyer-qty button{width:30px;height:30px;border:0;background:transparent;color:inherit;font-size:17px;line-height:1;cursor:pointer}' +
  '.foyer-qty button:disabled{opacity:.35;cursor:default}' +
  '.foyer-qty output{min-width:1.8em;text-align:center;font-weight:600}' +
  '.foyer-qty button:focus-visible,.foyer-remove:focus-visible{outline:2px solid currentColor;outline-offset:1px}' +
  '.foyer-remove{border:0;background:transparent;color:#6b2f2a;text-decoration:underline;cursor:pointer;font:inherit;font-size:.88em;padding:4px}' +
  '.elementor-menu-cart__subtotal{display:flex;justify-content:space-between;padding:16px 0;font-size:1.05em}' +
  '.elementor-menu-cart__footer-buttons{display:grid;gap:10px}' +
  // Whole here (not the button widget's base): the theme header's cart prints only this file.
  '.elementor-menu-cart__footer-buttons .elementor-button{display:block;text-align:center;padding:13px 20px;border-radius:3px;' +
  'font-size:15px;font-weight:600;line-height:1.2;text-decoration:none}' +
  '.elementor-button--view-cart{background:transparent;color:#1f2a30;border:1px solid #1f2a30}' +
  '.elementor-button--view-cart:visited{color:#1f2a30}' +
  '.elementor-button--checkout{background:#1f2a30;color:#fff}' +
  '.woocommerce-mini-cart__empty-message{margin:8px 0 16px}' +
  '.foyer-menu-cart__error{color:#a3241d;margin:8px 0}' +
  '@media (prefers-reduced-motion:reduce){.elementor-menu-cart__main,.elementor-menu-cart__container{transition:none!important}}';
