// The cart page's look: WooCommerce's cart table beside the totals and checkout (two columns, one
// under 880 px), each line a card on phones.
import { buttonBaseCss } from '../button/base-css.ts';
import { MENU_CART_CSS } from '../woocommerce-menu-cart/base-css.ts';

export const cartBaseCss =
  buttonBaseCss +
  MENU_CART_CSS +
  '.screen-reader-text{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0,0,0,0);border:0}' +
  '.e-cart__container{display:grid;gap:40px;align-items:start}' +
  '.e-cart-layout-two-column .e-cart__container{grid-template-columns:minmax(0,1.6fr) minmax(0,1fr)}' +
  '@media (max-width:880px){.e-cart-layout-two-column .e-cart__container{grid-template-columns:minmax(0,1fr)}}' +
  '.woocommerce-cart-form table{width:100%;border-collapse:collapse}' +
  '.woocommerce-cart-form th{text-align:left;font-size:.8em;letter-spacing:.06em;text-transform:uppercase;padding:0 8px 10px;border-bottom:2px solid #e4e0d8}' +
  '.woocommerce-cart-form td{padding:16px 8px;border-bottom:1px solid #e4e0d8;vertical-align:middle}' +
  '.woocommerce-cart-form td.product-name{font-weight:600}' +
  '.woocommerce-cart-form td.product-thumbnail img{display:block;width:72px;height:72px;object-fit:cover;border-radius:4px;background:#e9e4da}' +
  '.woocommerce-cart-form td.product-subtotal{font-weight:700;white-space:nowrap}' +
  '.foyer-cart__error:empty,.foyer-checkout__message:empty{display:none}' +
  '.foyer-cart__error,.foyer-checkout__message{color:#a3241d;font-weight:600;margin:12px 0 0}' +
  '.cart_totals,.foyer-checkout{background:#fff;border:1px solid #e4e0d8;border-radius:6px;padding:24px}' +
  '.cart_totals h2,.foyer-checkout h2{margin:0 0 12px;font-size:1.3em}' +
  '.cart_totals table{width:100%;border-collapse:collapse}' +
  '.cart_totals th,.cart_totals td{padding:10px 0;border-bottom:1px solid #e4e0d8;text-align:left}' +
  '.cart_totals td{text-align:right}' +
  '.foyer-checkout{margin-top:20px;display:grid;gap:14px}' +
  '.foyer-checkout .form-row{margin:0;display:grid;gap:4px}' +
  '.foyer-checkout label{font-weight:600;font-size:.92em}' +
  '.foyer-checkout input.input-text{font:inherit;padding:10px 12px;border:1px solid #8a8f96;border-radius:3px;background:#fff;color:inherit}' +
  '.foyer-checkout input[aria-invalid=true]{border-color:#a3241d;box-shadow:0 0 0 1px #a3241d}' +
  '.foyer-checkout__help,.foyer-checkout__note{font-size:.85em;margin:0;opacity:.85}' +
  '.foyer-checkout__terms{grid-template-columns:auto 1fr;align-items:start;column-gap:10px}' +
  '.foyer-checkout__terms input{width:18px;height:18px;margin:2px 0 0}' +
  '.foyer-checkout__terms label{font-weight:400}' +
  '.wc-proceed-to-checkout .checkout-button{width:100%}' +
  '.foyer-checkout button[aria-busy=true]{opacity:.7;cursor:progress}' +
  '.return-to-shop{margin-top:16px}' +
  '@media (max-width:640px){.woocommerce-cart-form thead{display:none}' +
  '.woocommerce-cart-form tr{display:grid;grid-template-columns:64px 1fr auto;gap:6px 12px;padding:14px 0;border-bottom:1px solid #e4e0d8}' +
  '.woocommerce-cart-form td{padding:0;border:0}' +
  '.woocommerce-cart-form td.product-thumbnail{grid-row:span 3}.woocommerce-cart-form td.product-thumbnail img{width:64px;height:64px}' +
  '.woocommerce-cart-form td.product-price{display:none}' +
  '.woocommerce-cart-form td.product-quantity{grid-column:2}.woocommerce-cart-form td.product-subtotal{grid-column:3;grid-row:1}' +
  '.woocommerce-cart-form td.product-remove{grid-column:2}}';
