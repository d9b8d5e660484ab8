// Cart (Elementor Pro's woocommerce-cart) for the cart page: the lines with quantity steppers and
// remove, the totals, and the checkout form that sends the visitor to Stripe Checkout. Elementor's
// names: `layout` (two-column / one-column), `totals_section_title`, `checkout_button_text`. Foyer's:
// where the terms are, where the shop is (the empty cart's link) and the page a paid order returns to.
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';

const CONTENT = 'section_content';
const CHECKOUT = 'section_checkout';

export const cartDeclaration = declareWidget({
  type: 'woocommerce-cart',
  title: 'Cart',
  category: 'commerce',
  icon: 'eicon-woo-cart',
  keywords: ['woocommerce', 'shop', 'store', 'cart', 'checkout'],
  behaviours: ['woocommerce-cart'],
  sections: [
    { name: CONTENT, label: 'Layout' },
    { name: CHECKOUT, label: 'Checkout' },
  ],
  controls: [
    {
      name: 'layout',
      kind: 'select',
      label: 'Layout',
      section: CONTENT,
      default: 'two-column',
      options: { 'two-column': 'Two columns', 'one-column': 'One column' },
    },
    { name: 'totals_section_title', kind: 'text', label: 'Totals Section Title', section: CONTENT, default: 'Cart Totals', html: 'inline' },
    {
      name: 'shop_url',
      kind: 'text',
      label: 'Shop page',
      section: CONTENT,
      default: '/',
      description: 'Where “Return to shop” leads from an empty cart.',
    },
    {
      name: 'checkout_button_text',
      kind: 'text',
      label: 'Checkout Button Text',
      section: CHECKOUT,
      default: 'Proceed to Checkout',
      html: 'inline',
    },
    {
      name: 'terms_url',
      kind: 'text',
      label: 'Terms page',
      section: CHECKOUT,
      default: '/privacy/',
      description: 'The page the buyer accepts before paying.',
    },
    {
      name: 'success_url',
      kind: 'text',
      label: 'After payment',
      section: CHECKOUT,
      default: '/',
      description: 'The page Stripe sends the buyer back to once they have paid.',
    },
  ],
});

export type CartSettings = SettingsOf<typeof cartDeclaration.controls>;
