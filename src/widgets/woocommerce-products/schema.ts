// Products (Elementor Pro's woocommerce-products): a grid of the shop's published products with
// WooCommerce's loop markup. Elementor's names: `columns` and `rows` (how many show), the query
// (`query_post_type` all products or a manual selection `query_posts_ids`, `query_orderby`,
// `query_order`), `nothing_found_message`, the gaps and alignment. `product_kind` stands in for
// WooCommerce's product categories: the shop has two kinds, gift vouchers and stays.
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';

const CONTENT = 'section_content';
const QUERY = 'section_query';
const STYLE = 'section_products_style';

export const productsDeclaration = declareWidget({
  type: 'woocommerce-products',
  title: 'Products',
  category: 'commerce',
  icon: 'eicon-products',
  keywords: ['woocommerce', 'shop', 'store', 'product', 'archive', 'voucher', 'package'],
  behaviours: ['wc-add-to-cart'],
  sections: [
    { name: CONTENT, label: 'Content' },
    { name: QUERY, label: 'Query' },
    { name: STYLE, label: 'Products', tab: 'style' },
  ],
  controls: [
    {
      name: 'columns',
      kind: 'number',
      label: 'Columns',
      section: CONTENT,
      responsive: true,
      min: 1,
      max: 12,
      integer: true,
      default: 4,
      selectors: { '{{WRAPPER}} ul.products': { '--e-products-columns': '{{VALUE}}' } },
    },
    { name: 'rows', kind: 'number', label: 'Rows', section: CONTENT, min: 1, max: 20, integer: true, default: 4 },
    {
      name: 'query_post_type',
      kind: 'select',
      label: 'Source',
      section: QUERY,
      default: 'product',
      options: { product: 'Latest Products', by_id: 'Manual Selection' },
    },
    {
      name: 'query_posts_ids',
      kind: 'select',
      label: 'Search & Select',
      section: QUERY,
      multiple: true,
      open: true,
      options: {},
      description: 'Products by slug or id, in the order to show them.',
      condition: { query_post_type: 'by_id' },
    },
    {
      name: 'product_kind',
      kind: 'select',
      label: 'Product type',
      section: QUERY,
      default: '',
      options: { '': 'All', voucher: 'Gift vouchers', stay: 'Stay packages' },
      condition: { query_post_type: 'product' },
    },
    {
      name: 'query_orderby',
      kind: 'select',
      label: 'Order By',
      section: QUERY,
      default: 'date',
      options: { date: 'Date', title: 'Title', price: 'Price', menu_order: 'Menu Order' },
      condition: { query_post_type: 'product' },
    },
    {
      name: 'query_order',
      kind: 'select',
      label: 'Order',
      section: QUERY,
      default: 'desc',
      options: { asc: 'ASC', desc: 'DESC' },
      condition: { query_post_type: 'product' },
    },
    { name: 'nothing_found_message', kind: 'textarea', label: 'Nothing Found Message', section: QUERY, default: '', html: 'inline' },
    {
      name: 'column_gap',
      kind: 'slider',
      label: 'Columns Gap',
      tab: 'style',
      section: STYLE,
      responsive: true,
      units: ['px', 'em', 'rem'],
      default: { size: 20, unit: 'px' },
      selectors: { '{{WRAPPER}} ul.products': { 'column-gap': '{{VALUE}}' } },
    },
    {
      name: 'row_gap',
      kind: 'slider',
      label: 'Rows Gap',
      tab: 'style',
      section: STYLE,
      responsive: true,
      units: ['px', 'em', 'rem'],
      default: { size: 40, unit: 'px' },
      selectors: { '{{WRAPPER}} ul.products': { 'row-gap': '{{VALUE}}' } },
    },
    {
      name: 'align',
      kind: 'choose',
      label: 'Alignment',
      tab: 'style',
      section: STYLE,
      default: '',
      options: { '': 'Default', left: 'Left', center: 'Center', right: 'Right' },
      selectors: { '{{WRAPPER}} ul.products li.product': { 'text-align': '{{VALUE}}' } },
    },
    {
      name: 'title_color',
      kind: 'color',
      label: 'Title Color',
      tab: 'style',
      section: STYLE,
      selectors: { '{{WRAPPER}} .woocommerce-loop-product__title': { color: '{{VALUE}}' } },
    },
    {
      name: 'price_color',
      kind: 'color',
      label: 'Price Color',
      tab: 'style',
      section: STYLE,
      selectors: { '{{WRAPPER}} ul.products li.product .price': { color: '{{VALUE}}' } },
    },
  ],
});

export type ProductsSettings = SettingsOf<typeof productsDeclaration.controls>;
