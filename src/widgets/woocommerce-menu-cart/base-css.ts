// The menu cart's look, after Elementor Pro's: the toggle with its bubble or plain count, the side
// cart sliding in from the right over a dimmed page, or the mini cart dropping under the toggle
// (its list's height set by the browser so the buttons stay on screen). Closed, the cart is hidden
// and inert; reduced motion skips the slide.
import { buttonBaseCss } from '../button/base-css.ts';
import { SCREEN_ONLY_CSS } from '../shared/screen-only.ts';
import { MENU_CART_PANEL_CSS } from './panel-css.ts';

/** The toggle, its count and the closed cart: what every page with a menu cart prints. */
export const MENU_CART_TOGGLE_CSS =
  '.elementor-menu-cart__wrapper{position:relative;display:inline-block}' +
  '.elementor-menu-cart__toggle .elementor-button{display:inline-flex;align-items:center;gap:8px;background:transparent;color:inherit;' +
  'padding:8px 10px;border:1px solid transparent;border-radius:3px;line-height:1;font:inherit;cursor:pointer}' +
  '.elementor-menu-cart__toggle .elementor-button:hover{border-color:currentColor}' +
  '.elementor-menu-cart__toggle .elementor-button:focus-visible{outline:2px solid currentColor;outline-offset:2px}' +
  '.elementor-menu-cart__toggle .elementor-button-text:empty{display:none}' +
  '.elementor-menu-cart__toggle .elementor-button-icon{position:relative;display:inline-flex}' +
  '.foyer-menu-cart-icon{width:24px;height:24px}' +
  '.elementor-button-icon-qty{display:inline-flex;align-items:center;justify-content:center;font-size:11px;font-weight:700;line-height:1}' +
  '.elementor-menu-cart--items-indicator-bubble .elementor-button-icon-qty{position:absolute;top:-7px;right:-9px;min-width:18px;height:18px;' +
  'padding:0 4px;border-radius:9px;background:#a3241d;color:#fff;box-sizing:border-box}' +
  '.elementor-menu-cart--items-indicator-plain .elementor-button-icon-qty{order:2;margin-left:4px;font-size:13px}' +
  '.elementor-button-icon-qty[data-counter=""],.elementor-menu-cart--empty-indicator-hide .elementor-button-icon-qty[data-counter="0"]{display:none}' +
  // Hidden at once when shown (focus can move in), only after the slide when closing.
  // Out of the flow before the open cart's own rules arrive (panel-css.ts places it for its type).
  '.elementor-menu-cart__container{position:absolute;visibility:hidden;transition:visibility 0s .3s}' +
  '.elementor-menu-cart--shown .elementor-menu-cart__container{visibility:visible;transition:none}' +
  SCREEN_ONLY_CSS;

export const MENU_CART_CSS = MENU_CART_TOGGLE_CSS + MENU_CART_PANEL_CSS;

export const menuCartBaseCss = buttonBaseCss + MENU_CART_CSS;
