// The products grid's look: WooCommerce's loop as a CSS grid (columns from the `columns` control's
// custom property), a card per product with its image, name, summary, price and form at the foot.
import { ADD_TO_CART_BASE_CSS } from '../wc-add-to-cart/base-css.ts';

export const productsBaseCss =
  ADD_TO_CART_BASE_CSS +
  '.elementor-widget-woocommerce-products ul.products{display:grid;grid-template-columns:repeat(var(--e-products-columns,4),minmax(0,1fr));' +
  'margin:0;padding:0;list-style:none}' +
  '.elementor-widget-woocommerce-products ul.products li.product{display:flex;flex-direction:column;gap:14px;margin:0;padding:0 0 20px;' +
  'background:#fff;border:1px solid rgba(0,0,0,.08);border-radius:6px;overflow:hidden}' +
  '.foyer-product__media{position:relative;aspect-ratio:3/2;background:#e9e4da}' +
  '.foyer-product__media img{display:block;width:100%;height:100%;object-fit:cover}' +
  '.foyer-product__badge{position:absolute;top:12px;left:12px;padding:4px 10px;border-radius:3px;background:#1f2a30;color:#fff;' +
  'font-size:.8em;font-weight:600;letter-spacing:.04em;text-transform:uppercase}' +
  '.foyer-product__body{display:flex;flex-direction:column;gap:8px;padding:0 20px;flex:1 1 auto}' +
  '.elementor-widget-woocommerce-products .woocommerce-loop-product__title{margin:0;font-size:1.25em;line-height:1.25}' +
  '.foyer-product__summary{margin:0;font-size:.95em;line-height:1.5}' +
  '.elementor-widget-woocommerce-products .price{font-weight:700;font-size:1.1em}' +
  '.foyer-product__stock{margin:0;font-size:.85em;font-weight:600}' +
  '.elementor-widget-woocommerce-products li.product>.foyer-add-to-cart,.elementor-widget-woocommerce-products li.product>.foyer-sold-out{padding:0 20px}' +
  '.elementor-widget-woocommerce-products li.outofstock .foyer-product__media img{filter:grayscale(.6)}';
