// Menu Cart (Elementor Pro's woocommerce-menu-cart): the header's cart toggle with the item count and
// subtotal, and the cart it opens. Elementor's names and defaults: `icon`, `items_indicator` (bubble /
// plain / none), `hide_empty_indicator`, `show_subtotal`, `cart_type` (side-cart / mini-cart),
// `open_cart` (click / mouseover), `automatically_open_cart`, `close_cart_button_show`,
// `view_cart_button_show`, `checkout_button_show`, `alignment`. `cart_url` is Foyer's: the page with
// the cart widget ("View cart" and "Checkout" lead there; WooCommerce knows its cart page itself).
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';

const TOGGLE = 'section_menu_icon_content';
const CART = 'section_cart';
const STYLE = 'section_toggle_style';

export const MENU_CART_ICONS = {
  'cart-light': 'Cart Light',
  'cart-medium': 'Cart Medium',
  'cart-solid': 'Cart Solid',
  'basket-light': 'Basket Light',
  'basket-medium': 'Basket Medium',
  'basket-solid': 'Basket Solid',
  'bag-light': 'Bag Light',
  'bag-medium': 'Bag Medium',
  'bag-solid': 'Bag Solid',
} as const;

export const menuCartDeclaration = declareWidget({
  type: 'woocommerce-menu-cart',
  title: 'Menu Cart',
  category: 'commerce',
  icon: 'eicon-cart',
  keywords: ['woocommerce', 'shop', 'store', 'cart', 'mini cart', 'side cart'],
  behaviours: ['woocommerce-menu-cart'],
  sections: [
    { name: TOGGLE, label: 'Menu Icon' },
    { name: CART, label: 'Cart' },
    { name: STYLE, label: 'Menu Icon', tab: 'style' },
  ],
  controls: [
    { name: 'icon', kind: 'select', label: 'Icon', section: TOGGLE, default: 'cart-medium', options: MENU_CART_ICONS },
    {
      name: 'items_indicator',
      kind: 'select',
      label: 'Items Indicator',
      section: TOGGLE,
      default: 'bubble',
      options: { none: 'None', bubble: 'Bubble', plain: 'Plain' },
    },
    {
      name: 'hide_empty_indicator',
      kind: 'switcher',
      label: 'Hide Empty',
      section: TOGGLE,
      default: '',
      condition: { items_indicator: ['bubble', 'plain'] },
    },
    { name: 'show_subtotal', kind: 'switcher', label: 'Subtotal', section: TOGGLE, default: 'yes' },
    {
      name: 'alignment',
      kind: 'choose',
      label: 'Alignment',
      section: TOGGLE,
      responsive: true,
      default: '',
      options: { '': 'Default', left: 'Left', center: 'Center', right: 'Right' },
      selectors: { '{{WRAPPER}} .elementor-menu-cart__toggle': { 'text-align': '{{VALUE}}' } },
    },
    {
      name: 'cart_type',
      kind: 'select',
      label: 'Cart Type',
      section: CART,
      default: 'side-cart',
      options: { 'side-cart': 'Side Cart', 'mini-cart': 'Mini Cart' },
    },
    {
      name: 'open_cart',
      kind: 'select',
      label: 'Open Cart',
      section: CART,
      default: 'click',
      options: { click: 'On Click', mouseover: 'On Hover' },
    },
    { name: 'automatically_open_cart', kind: 'switcher', label: 'Automatically Open Cart', section: CART, default: '' },
    { name: 'close_cart_button_show', kind: 'switcher', label: 'Close Cart', section: CART, default: 'yes' },
    { name: 'view_cart_button_show', kind: 'switcher', label: 'View Cart', section: CART, default: 'yes' },
    { name: 'checkout_button_show', kind: 'switcher', label: 'Checkout', section: CART, default: 'yes' },
    {
      name: 'cart_url',
      kind: 'text',
      label: 'Cart page',
      section: CART,
      default: '/cart/',
      description: 'The page with the Cart widget: “View cart” and “Checkout” lead there.',
    },
    {
      name: 'toggle_button_text_color',
      kind: 'color',
      label: 'Text Color',
      tab: 'style',
      section: STYLE,
      selectors: { '{{WRAPPER}} .elementor-menu-cart__toggle .elementor-button': { color: '{{VALUE}}' } },
    },
    {
      name: 'toggle_button_background_color',
      kind: 'color',
      label: 'Background Color',
      tab: 'style',
      section: STYLE,
      selectors: { '{{WRAPPER}} .elementor-menu-cart__toggle .elementor-button': { 'background-color': '{{VALUE}}' } },
    },
    {
      name: 'items_indicator_background_color',
      kind: 'color',
      label: 'Items Indicator Background',
      tab: 'style',
      section: STYLE,
      selectors: {
        '{{WRAPPER}} .elementor-menu-cart__toggle .elementor-button-icon .elementor-button-icon-qty': { 'background-color': '{{VALUE}}' },
      },
    },
  ],
});

export type MenuCartSettings = SettingsOf<typeof menuCartDeclaration.controls>;
