// The demo's shop pages: "Gift vouchers" (vouchers of a chosen amount or a fixed experience, and stay
// packages with a few places each, in Elementor Pro's Products grid), the cart page (Elementor Pro's
// Cart widget with the checkout through Stripe Checkout) and the page Stripe sends a buyer back to.
import type { ElementNode } from '../../model/element.ts';
import { box, docBuilder, gap, px, typo, type DocBuilder } from '../build.ts';
import { C } from '../kit.ts';
import { button, buttons, column, eyebrow, pageHero, row, section, text, title } from '../parts.ts';
import { SHOP_SLUG, THANK_YOU_PATH } from '../shop.ts';

/** A products grid of one kind, as the hotel shows it: three cards a row, one on phones. */
function grid(b: DocBuilder, kind: 'voucher' | 'stay'): ElementNode {
  return b.widget('woocommerce-products', {
    query_post_type: 'product',
    product_kind: kind,
    query_orderby: 'menu_order',
    query_order: 'asc',
    columns: 3,
    columns_tablet: 2,
    columns_mobile: 1,
    rows: 2,
    column_gap: px(28),
    column_gap_mobile: px(20),
    row_gap: px(28),
    title_color: C.primary,
    price_color: C.link,
  });
}

function step(b: DocBuilder, head: string, body: string): ElementNode {
  return column(b, 33, { width_mobile: px(100, '%') }, [title(b, head, { tag: 'h3', size: 24 }), text(b, `<p>${body}</p>`, { size: 16 })]);
}

export function giftVoucherElements(): ElementNode[] {
  const b = docBuilder('gift-vouchers');
  return [
    pageHero(b, {
      image: 'breakfast-terrace',
      eyebrow: 'Gift vouchers',
      title: 'Give a few days by the sea',
      lead: 'A voucher of any amount, an evening or an afternoon to remember, or a stay with the dates still to choose.',
      height: 52,
    }),
    section(b, {}, [
      row(b, { flex_direction: 'column', flex_gap: gap(28) }, [
        eyebrow(b, 'Vouchers'),
        title(b, 'For someone who deserves a rest', { size: 40 }),
        text(b, '<p>Each voucher comes by e-mail with its own code, ready to print or forward, and is valid for two years.</p>', {
          maxWidth: 680,
        }),
        grid(b, 'voucher'),
      ]),
    ]),
    section(b, { background_background: 'classic', background_color: C.cream }, [
      row(b, { flex_direction: 'column', flex_gap: gap(28) }, [
        eyebrow(b, 'Stay packages'),
        title(b, 'Stays with the dates left open', { size: 40 }),
        text(b, '<p>A few places each season. Buy the stay now and write to us for the dates that suit you both.</p>', {
          maxWidth: 680,
        }),
        grid(b, 'stay'),
      ]),
    ]),
    section(b, {}, [
      row(b, { flex_align_items: 'flex-start', flex_gap: gap(40), flex_wrap_mobile: 'wrap' }, [
        step(b, 'Choose', 'Pick an amount or an experience. Your cart waits for you, on this device or when you log in on another.'),
        step(b, 'Pay securely', 'You pay by card on Stripe’s page; we never see your card details.'),
        step(b, 'Sent by e-mail', 'The voucher codes arrive at once, with a receipt. Reception marks a code used when it is spent.'),
      ]),
    ]),
  ];
}

export function cartElements(): ElementNode[] {
  const b = docBuilder('cart');
  return [
    section(b, { ...padding(72, 96) }, [
      row(b, { flex_direction: 'column', flex_gap: gap(28) }, [
        eyebrow(b, 'Gift vouchers'),
        title(b, 'Your cart', { tag: 'h1', size: 52 }),
        b.widget('woocommerce-cart', {
          shop_url: `/${SHOP_SLUG}/`,
          success_url: THANK_YOU_PATH,
          terms_url: '/privacy/',
          checkout_button_text: 'Pay securely with Stripe',
          ...typo('typography', { size: 16 }),
        }),
      ]),
    ]),
  ];
}

export function thankYouElements(): ElementNode[] {
  const b = docBuilder('thank-you');
  return [
    section(b, { ...padding(96, 120), background_background: 'classic', background_color: C.cream }, [
      row(b, { flex_direction: 'column', flex_gap: gap(22), flex_align_items: 'center' }, [
        eyebrow(b, 'Thank you', { align: 'center' }),
        title(b, 'Your order is on its way', { tag: 'h1', size: 52, align: 'center' }),
        text(
          b,
          '<p>Once Stripe confirms your payment we send your receipt and any voucher codes to the e-mail address you gave, usually within a minute. If nothing arrives, look in your spam folder or write to us.</p>',
          { align: 'center', maxWidth: 620 },
        ),
        buttons(b, [button(b, 'More gift vouchers', `/${SHOP_SLUG}/`), button(b, 'Back to Casa Alba', '/', 'outline')], 'center'),
      ]),
    ]),
  ];
}

function padding(top: number, bottom: number) {
  return { padding: box(top, 24, bottom, 24), padding_mobile: box(Math.round(top * 0.6), 20, Math.round(bottom * 0.6), 20) };
}
