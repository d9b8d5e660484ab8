// Add to cart (Elementor Pro's wc-add-to-cart): one product's add-to-cart form, on top of the
// button's controls (Elementor's widget extends the button): `product_id` (a product's id or slug
// here), `show_quantity`, `quantity`, the button's text ("Add to Cart"), size, icon and alignment.
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';
import { buttonDeclaration } from '../button/schema.ts';

/** The button's controls as Elementor's add-to-cart widget keeps them: no type or link; its own text and icon. */
const buttonControls = buttonDeclaration.controls
  .filter((c) => c.name !== 'button_type' && c.name !== 'link')
  .map((c) => {
    if (c.name === 'text') return { ...c, default: 'Add to Cart' };
    if (c.name === 'selected_icon') return { ...c, default: { value: 'fas fa-shopping-cart', library: 'fa-solid' } };
    return c;
  });

const PRODUCT = 'section_product';

export const addToCartDeclaration = declareWidget({
  type: 'wc-add-to-cart',
  title: 'Custom Add To Cart',
  category: 'commerce',
  icon: 'eicon-woocommerce',
  keywords: ['woocommerce', 'shop', 'store', 'cart', 'product', 'button', 'add to cart'],
  behaviours: ['wc-add-to-cart'],
  sections: [
    { name: PRODUCT, label: 'Product' },
    { name: 'section_button', label: 'Button' },
    { name: 'section_style', label: 'Button', tab: 'style' },
  ],
  controls: [
    {
      name: 'product_id',
      kind: 'text',
      label: 'Product',
      section: PRODUCT,
      default: '',
      description: 'The product’s slug or id (the shop’s products are listed in the back office).',
    },
    { name: 'show_quantity', kind: 'switcher', label: 'Show Quantity', section: PRODUCT, default: '' },
    {
      name: 'quantity',
      kind: 'number',
      label: 'Quantity',
      section: PRODUCT,
      default: 1,
      min: 1,
      max: 20,
      integer: true,
      condition: { show_quantity: '' },
    },
    ...buttonControls,
  ],
});

export type AddToCartSettings = SettingsOf<typeof addToCartDeclaration.controls>;
