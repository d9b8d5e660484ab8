// The add-to-cart form's look (the products grid and the add-to-cart widget): the amount field with
// its currency, the quantity, the button, and the server's message in place. Kept quiet so a kit's
// colours and fonts show through.
import { buttonBaseCss } from '../button/base-css.ts';

export const CART_FORM_CSS =
  '.foyer-add-to-cart{display:flex;flex-wrap:wrap;align-items:flex-end;gap:10px 12px;margin:0}' +
  '.foyer-add-to-cart label{display:block;font-size:.85em;font-weight:600;margin:0 0 4px}' +
  '.foyer-cart-amount{margin:0;flex:1 1 9em;min-width:8em}' +
  '.foyer-cart-amount__range{font-weight:400;opacity:.8}' +
  '.foyer-cart-amount__field{display:flex;align-items:stretch;border:1px solid #8a8f96;border-radius:3px;background:#fff}' +
  '.foyer-cart-amount__field:focus-within{outline:2px solid currentColor;outline-offset:1px}' +
  '.foyer-cart-amount__currency{display:flex;align-items:center;padding:0 0 0 10px;color:#4b5158}' +
  '.foyer-add-to-cart input[type=number]{font:inherit;padding:9px 10px;border:0;background:transparent;min-width:0;width:100%;box-sizing:border-box;color:inherit}' +
  '.foyer-add-to-cart .quantity input{width:4.5em;border:1px solid #8a8f96;border-radius:3px;background:#fff}' +
  '.foyer-add-to-cart input[type=number]:focus{outline:none}' +
  '.foyer-add-to-cart .quantity input:focus{outline:2px solid currentColor;outline-offset:1px}' +
  '.foyer-add-to-cart input[aria-invalid=true],.foyer-cart-amount__field:has(input[aria-invalid=true]){border-color:#a3241d}' +
  '.foyer-add-to-cart button{flex:0 0 auto}' +
  '.foyer-add-to-cart button[aria-busy=true]{opacity:.7;cursor:progress}' +
  '.foyer-cart-message{flex:1 0 100%;margin:0;font-size:.9em;line-height:1.4}' +
  '.foyer-cart-message:empty{display:none}' +
  '.foyer-cart-message.is-error{color:#a3241d}' +
  '.foyer-cart-message.is-added{color:#1d6b3a}' +
  '.foyer-sold-out{margin:0;font-weight:600;color:#6b2f2a}';

export const ADD_TO_CART_BASE_CSS = buttonBaseCss + CART_FORM_CSS;
