// The demo's payment buttons: "Pay the deposit" for the winter escape (Elementor Pro's Stripe button,
// in Stripe's test environment: the keys go in the back office's Payment settings) and a PayPal
// donation button for Porto Alba's lighthouse fund on the about page (PayPal's sandbox, any amount).
import type { ElementNode } from '../../model/element.ts';
import { box, type DocBuilder, fa, gap, px, typo } from '../build.ts';
import { C } from '../kit.ts';
import { column, eyebrow, row, section, text, title } from '../parts.ts';

/** The house look for both buttons: the kit's accent, large, a little rounded. */
const look = {
  align: 'left',
  align_mobile: 'justify',
  text_padding: box(16, 28),
  border_radius: box(4),
  ...typo('typography', { size: 17, weight: '600', lineHeight: 1.2 }),
  icon_indent: px(10),
  message_color_global: '#a3241d',
  message_color_payment: '#a3241d',
  ...typo('message_typography', { size: 15, lineHeight: 1.5 }),
};

/** A €150 deposit that holds a winter-escape stay, paid by card on Stripe Checkout. */
export function depositSection(b: DocBuilder): ElementNode {
  return section(b, { background_background: 'classic', background_color: C.cream }, [
    row(b, { flex_align_items: 'center', flex_gap: gap(40) }, [
      column(b, 58, {}, [
        eyebrow(b, 'Hold your dates'),
        title(b, 'Pay the deposit, and the suite is yours'),
        text(
          b,
          '<p>A deposit of €150 holds a winter-escape stay for the dates we agreed by e-mail or telephone. It comes off your bill when you leave, and we refund it in full if you cancel up to fourteen days before you arrive.</p>',
        ),
      ]),
      column(
        b,
        42,
        { padding: box(28), padding_mobile: box(20), background_background: 'classic', background_color: C.white, border_radius: box(6) },
        [
          text(b, '<p><strong>Winter escape deposit</strong><br>€150, paid securely with Stripe</p>', { size: 17 }),
          b.widget('stripe-button', {
            product_name: 'Winter escape deposit',
            stripe_product_price: '150',
            stripe_currency: 'EUR',
            stripe_quantity: 1,
            sandbox_mode: 'yes',
            open_in_new_window: '',
            redirect_after_success: { url: '/winter-escape/?deposit=paid', is_external: '', nofollow: '' },
            text: 'Pay the deposit',
            selected_icon: fa('lock'),
            background_color: C.accent,
            button_background_hover_color: C.link,
            button_text_color: C.white,
            hover_color: C.white,
            ...look,
          }),
        ],
      ),
    ]),
  ]);
}

/** The town's lighthouse fund: a PayPal donation of any amount. */
export function lighthouseFundSection(b: DocBuilder): ElementNode {
  return section(b, { background_background: 'classic', background_color: C.sand }, [
    row(b, { flex_align_items: 'center' }, [
      column(b, 60, {}, [
        eyebrow(b, 'The lighthouse fund'),
        title(b, 'Keep the red-and-white light turning'),
        text(
          b,
          '<p>Porto Alba’s lighthouse has watched the harbour since 1868. Its keepers’ association repaints it every spring and opens the lamp room to visitors on summer evenings. Every donation goes to them, whole.</p>',
        ),
      ]),
      column(b, 40, { flex_align_items: 'flex-start', flex_align_items_mobile: 'stretch' }, [
        b.widget('paypal-button', {
          type: 'donation',
          donation_type: 'any',
          product_name: 'Porto Alba lighthouse fund',
          product_sku: 'LIGHTHOUSE',
          currency: 'EUR',
          email: 'fund@lighthouse.porto-alba.example',
          sandbox_mode: 'yes',
          sandbox_email: 'sandbox-fund@lighthouse.porto-alba.example',
          redirect_after_success: { url: '/about/?donation=thank-you', is_external: '', nofollow: '' },
          text: 'Donate with PayPal',
          background_color: '#032E82',
          button_background_hover_color: '#021f5a',
          button_text_color: C.white,
          hover_color: C.white,
          ...look,
        }),
        text(b, '<p>PayPal opens in a new tab. You choose the amount there.</p>', { size: 14 }),
      ]),
    ]),
  ]);
}
