// "Winter by the sea": an offer landing page the hotel links from its newsletter and ads. It uses
// Elementor's Canvas template (page setting `template: elementor_canvas`): no site header, menu or
// footer to wander off through, only the offer, its small print and one way to book, as hotels build
// campaign pages. A countdown under the hero counts to the last winter arrival day.
import type { ElementNode } from '../../model/element.ts';
import { box, coverBackground, docBuilder, fa, gap, globalColour, link, px, typo, type DocBuilder } from '../build.ts';
import { CONTACT } from '../content/contact-details.ts';
import { HOTEL, SUITE_FACTS, winterPrice } from '../content/hotel-facts.ts';
import { C } from '../kit.ts';
import { button, buttons, column, eyebrow, row, section, sectionPadding, text, title } from '../parts.ts';
import { depositSection } from './payments.ts';
import { enquiryUrl } from './contact.ts';

/** The offer's enquiry: the form opens with the offer named in its message. */
const WINTER_ENQUIRY = enquiryUrl({ nights: 4, message: 'I would like the winter escape: four nights for the price of three.' });

export const WINTER_ESCAPE_SETTINGS = { template: 'elementor_canvas' } as const;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAY_MS = 86_400_000;

/**
 * The countdown's due date (Elementor's `Y-m-d H:i`, UTC): the last winter arrival day (hotel-facts'
 * `winter.to`) at 23:59, the first one at least two months after `now` (the seeding time), so a
 * freshly seeded demo never shows the offer over or about to end.
 */
export function winterEscapeCloses(now: number): string {
  const [day, month] = HOTEL.winter.to.split(' ');
  const monthIndex = MONTHS.indexOf(month!);
  if (monthIndex < 0) throw new Error(`winterEscapeCloses: cannot read "${HOTEL.winter.to}"`);
  const at = (year: number) => Date.UTC(year, monthIndex, Number(day), 23, 59);
  let year = new Date(now).getUTCFullYear();
  while (at(year) - now < 60 * DAY_MS) year++;
  return `${year}-${String(monthIndex + 1).padStart(2, '0')}-${String(Number(day)).padStart(2, '0')} 23:59`;
}

type Builder = ReturnType<typeof docBuilder>;

/** One suite's winter rate as Elementor Pro's price table: four nights, the price of three of its nightly rate. */
function rate(b: Builder, suite: { name: string; nightlyRate: number }, note: string, features: string[], isPopular = false): ElementNode {
  const { price, original } = winterPrice(suite.nightlyRate);
  return b.widget('price-table', {
    heading: suite.name,
    sub_heading: note,
    currency_symbol: 'euro',
    price: String(price),
    sale: 'yes',
    original_price: String(original),
    period: 'four nights, two guests',
    features_list: features.map((text, i) => ({ _id: `f${i}`, item_text: text, selected_item_icon: fa('check') })),
    button_text: 'Book this suite',
    link: link(WINTER_ENQUIRY),
    footer_additional_info: 'Breakfast and the arrival bottle included',
    show_ribbon: isPopular ? 'yes' : '',
    ribbon_title: 'Popular',
    // White on the accent ribbon (the kit's text colour on it measured 2.2:1).
    ribbon_text_color: C.white,
    header_bg_color: C.primary,
    heading_color: C.white,
    sub_heading_color: C.gold,
    ...typo('heading_typography', { size: 24, weight: '600' }),
    pricing_element_bg_color: C.sand,
    price_color: C.primary,
    original_price_color: C.text,
    period_color: C.text,
    features_list_color: C.text,
    features_list_bg_color: C.cream,
    features_list_padding: box(24, 0),
    divider_color: C.mist,
    divider_weight: px(1),
    divider_gap: px(12),
    footer_bg_color: C.cream,
    button_background_color: C.accent,
    button_text_color: C.white,
    additional_info_color: C.text,
    ribbon_bg_color: C.accent,
  });
}

function rates(b: Builder): ElementNode {
  const features = ['Four nights for three', 'Breakfast every morning', 'Late check-out at 2 pm'];
  return section(b, { background_background: 'classic', background_color: C.sand }, [
    eyebrow(b, 'Winter rates', { align: 'center' }),
    title(b, 'Four nights, the price of three', { align: 'center' }),
    row(b, { flex_align_items: 'stretch', flex_gap: gap(24), flex_gap_tablet: gap(16) }, [
      column(b, 33, {}, [rate(b, SUITE_FACTS.tower, 'Two floors in the watchtower', features)]),
      column(b, 33, {}, [rate(b, SUITE_FACTS.seaView, 'Top floor, sunset terrace', [...features, 'Terrace heater and blankets'], true)]),
      column(b, 33, {}, [rate(b, SUITE_FACTS.garden, 'Ground floor, own garden', features)]),
    ]),
  ]);
}

/** The fireside supper menu as Elementor Pro's price list. */
function menu(b: Builder): ElementNode {
  const items: Array<[string, string, string]> = [
    ['Fish soup from the morning’s boats', '€14', 'With saffron, fennel and toasted bread from the market bakery.'],
    ['Slow-roasted lamb with rosemary', '€26', 'Lamb from the hill farms, potatoes from the garden, a glass of the red.'],
    ['Orange and almond cake', '€8', 'Blood oranges from the market, served warm with cream.'],
  ];
  return section(b, {}, [
    row(b, { flex_align_items: 'flex-start' }, [
      column(b, 40, {}, [
        eyebrow(b, 'Suppers by the fire'),
        title(b, 'The winter menu'),
        text(
          b,
          '<p>On winter evenings the kitchen lights the fire in the old storehouse and cooks a short menu for guests. Tell us in the morning and we keep you a table.</p>',
        ),
      ]),
      column(b, 60, {}, [
        b.widget('price-list', {
          price_list: items.map(([name, price, description], i) => ({ _id: `m${i}`, title: name, price, item_description: description })),
          heading_color: C.primary,
          price_color: C.accent,
          description_color: C.text,
          separator_color: C.gold,
          ...typo('heading_typography', { size: 19, weight: '600' }),
          ...typo('description_typography', { size: 16, lineHeight: 1.6 }),
          row_gap: px(24),
        }),
      ]),
    ]),
  ]);
}

/** Elementor Pro's countdown on the deep-sea band: days to the last arrival, hidden with a note once past. */
function closing(b: Builder, now: number): ElementNode {
  return section(b, { background_background: 'classic', background_color: C.primary, flex_gap: gap(18), ...sectionPadding(72) }, [
    eyebrow(b, `Last arrivals on ${HOTEL.winter.to}`, { light: true, align: 'center' }),
    title(b, 'The winter escape closes in', { light: true, align: 'center', size: 36 }),
    b.widget('countdown', {
      due_date: winterEscapeCloses(now),
      container_width: px(760),
      container_width_mobile: px(100, '%'),
      box_background_color: C.cream,
      box_border_radius: box(4),
      box_spacing: px(16),
      box_spacing_mobile: px(8),
      box_padding: box(22, 4),
      box_padding_mobile: box(14, 2),
      digits_color: C.primary,
      ...typo('digits_typography', { size: 56, tablet: 48, mobile: 30, weight: '400', lineHeight: 1.1 }),
      label_color: C.text,
      ...typo('label_typography', { size: 13, mobile: 10, weight: '600', letterSpacing: 1, transform: 'uppercase', lineHeight: 1.6 }),
      expire_actions: ['hide', 'message'],
      message_after_expire: `This winter’s escape has closed. Write to us for next winter’s dates, from ${HOTEL.winter.from}.`,
      text_color: C.white,
      align: 'center',
      ...typo('typography', { size: 18, lineHeight: 1.6 }),
    }),
  ]);
}

/** The offer's promise, its last words taking turns as if typed (Elementor Pro's animated headline). */
function wakeUpTo(b: DocBuilder): ElementNode {
  return b.widget('animated-headline', {
    headline_style: 'rotate',
    animation_type: 'typing',
    before_text: 'Wake up to',
    rotating_text: 'the sea\nthe harbour lights\nbreakfast in bed\nthe quiet lanes',
    tag: 'h2',
    alignment: 'left',
    rotate_iteration_delay: 2500,
    __globals__: { title_color: globalColour('primary') },
    words_color: C.accent,
    ...typo('title_typography', { size: 44, tablet: 36, mobile: 30, weight: '400', lineHeight: 1.12 }),
  });
}

export function winterEscapeElements(now = Date.now()): ElementNode[] {
  const b = docBuilder('winter-escape');
  const hero = b.section(
    {
      content_width: 'boxed',
      boxed_width: px(1200),
      html_tag: 'section',
      min_height: px(88, 'vh'),
      min_height_mobile: px(82, 'vh'),
      flex_direction: 'column',
      flex_justify_content: 'center',
      flex_gap: gap(18),
      padding: box(96, 24, 96, 24),
      padding_mobile: box(64, 20, 56, 20),
      ...coverBackground('harbour', { gradient: ['rgba(22,38,47,0.35)', 'rgba(22,38,47,0.82)'], angle: 180 }),
    },
    [
      b.widget('heading', {
        title: 'Casa Alba Suites · Porto Alba',
        header_size: 'p',
        title_color: '#f3ece2',
        ...typo('typography', { size: 15, weight: '600', letterSpacing: 1.2, lineHeight: 1.4 }),
      }),
      eyebrow(b, `${HOTEL.winter.from} to ${HOTEL.winter.to}`, { light: true }),
      title(b, 'Winter by the sea: three nights, the fourth on us', { tag: 'h1', light: true, size: 64, mobile: 38 }),
      text(
        b,
        '<p>Quiet lanes, a warm harbour light at four o’clock, and the sea to yourselves. Stay four nights in any suite and pay for three, with breakfast on the terrace and a bottle of the hills’ red on arrival.</p>',
        { light: true, size: 20, maxWidth: 640 },
      ),
      buttons(b, [button(b, 'Book the winter escape', WINTER_ENQUIRY), button(b, 'See the suites', '/suites/', 'light')]),
    ],
  );
  const included = b.widget('icon-list', {
    icon_list: [
      ['moon', 'Four nights for the price of three, any suite'],
      ['mug-hot', 'Breakfast every morning, on the terrace or in your suite'],
      ['wine-bottle', 'A bottle of red from the hills on arrival'],
      ['clock', 'Late check-out at 2 pm when the suite allows'],
    ].map(([icon, label], i) => ({ _id: `w${i}`, text: label, selected_icon: fa(icon) })),
    space_between: px(14),
    icon_color: C.accent,
    icon_size: px(18),
    text_color: C.text,
    text_indent: px(14),
    ...typo('icon_typography', { size: 17, lineHeight: 1.5 }),
  });
  const details = section(b, {}, [
    row(b, { flex_align_items: 'flex-start' }, [
      column(b, 50, {}, [eyebrow(b, 'What is included'), wakeUpTo(b), included]),
      column(b, 50, { padding: box(32), padding_mobile: box(22), background_background: 'classic', background_color: '#fbf7f1' }, [
        eyebrow(b, 'The small print'),
        text(
          b,
          `<p>Stays arriving from ${HOTEL.winter.from} to ${HOTEL.winter.to}, Christmas and New Year aside. Book directly with us, by e-mail or by telephone on ${CONTACT.phoneLabel}, and mention the winter escape.</p>`,
        ),
        buttons(b, [button(b, 'Enquire about dates', WINTER_ENQUIRY, 'outline')]),
      ]),
    ]),
  ]);
  return [hero, closing(b, now), details, rates(b), depositSection(b), menu(b)];
}
