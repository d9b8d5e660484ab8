// The site footer template: the name, address, contact, the footer menu and the small print.
import type { ElementNode } from '../../model/element.ts';
import { type DocBuilder, box, docBuilder, fa, gap, link, px, typo } from '../build.ts';
import { CONTACT } from '../content/contact-details.ts';
import { HOTEL, SUITES_IN_WORDS_CAPITALISED } from '../content/hotel-facts.ts';
import { C } from '../kit.ts';
import { brand } from './header.ts';
import { grid } from '../parts.ts';
import { launcherElements } from './launchers.ts';

const FOOTER_TEXT = '#ddd3c5';

function footerHeading(b: DocBuilder, title: string): ElementNode {
  return b.widget('heading', {
    title,
    header_size: 'h2',
    _css_classes: 'foyer-font-body',
    title_color: C.gold,
    ...typo('typography', { size: 13, weight: '600', letterSpacing: 2.4, transform: 'uppercase', lineHeight: 1.4 }),
  });
}

function footerList(b: DocBuilder, items: Array<[string, string, string?, ('fa-solid' | 'fa-brands')?]>): ElementNode {
  return b.widget('icon-list', {
    icon_list: items.map(([icon, label, url, lib], i) => ({
      _id: `l${i}`,
      text: label,
      selected_icon: fa(icon, lib ?? 'fa-solid'),
      link: link(url ?? ''),
    })),
    space_between: px(10),
    icon_color: C.gold,
    icon_size: px(15),
    text_color: FOOTER_TEXT,
    text_color_hover: C.white,
    text_indent: px(10),
    ...typo('icon_typography', { size: 15, lineHeight: 1.55 }),
  });
}

export function footerElements(year: number): ElementNode[] {
  const b = docBuilder('footer');
  const col = (children: ElementNode[]) =>
    b.inner({ content_width: 'full', flex_direction: 'column', flex_gap: gap(16), padding: box(0) }, children);
  const small = (html: string, align = '') =>
    b.widget('text-editor', {
      editor: html,
      align,
      text_color: FOOTER_TEXT,
      link_color: C.white,
      ...typo('typography', { size: 14, lineHeight: 1.6 }),
    });
  return [
    b.section(
      {
        content_width: 'boxed',
        boxed_width: px(1200),
        flex_direction: 'column',
        flex_gap: gap(48),
        flex_gap_mobile: gap(36),
        padding: box(88, 24, 36, 24),
        padding_mobile: box(64, 20, 28, 20),
        background_background: 'classic',
        background_color: C.ink,
      },
      [
        b.inner(grid({ columns: '1.4fr 1fr 1fr 0.8fr', tablet: 2, mobile: 1, gap: 48, mobileGap: 36, top: 0 }), [
          col([
            brand(b, true),
            small(
              `<p>${SUITES_IN_WORDS_CAPITALISED} suites in a sea captain’s house above the bay, with a courtyard, a pool and breakfast until ${HOTEL.breakfastUntil}.</p>`,
            ),
          ]),
          col([
            footerHeading(b, 'Visit'),
            footerList(b, [
              ['location-dot', CONTACT.addressLines.join(', ')],
              ['clock', 'Reception 7:00–23:00'],
              ['calendar-days', 'Open 15 March – 15 November'],
            ]),
          ]),
          col([
            footerHeading(b, 'Contact'),
            footerList(b, [
              ['phone', CONTACT.phoneLabel, `tel:${CONTACT.phone}`],
              ['envelope', CONTACT.email, `mailto:${CONTACT.email}`],
              ['whatsapp', 'WhatsApp', `https://wa.me/${CONTACT.phone.replace(/\D/g, '')}`, 'fa-brands'],
            ]),
          ]),
          col([
            footerHeading(b, 'Explore'),
            b.widget('nav-menu', {
              menu: 'footer',
              menu_name: 'Footer',
              layout: 'vertical',
              pointer: 'none',
              dropdown: 'none',
              toggle: '',
              align_items: 'start',
              color_menu_item: FOOTER_TEXT,
              color_menu_item_hover: C.white,
              padding_horizontal_menu_item: px(0),
              padding_vertical_menu_item: px(5),
              ...typo('menu_typography', { size: 15 }),
            }),
          ]),
        ]),
        b.widget('divider', { color: 'rgba(255,255,255,0.16)', weight: px(1), gap: px(2) }),
        b.inner(
          {
            content_width: 'full',
            flex_direction: 'row',
            flex_direction_mobile: 'column',
            flex_justify_content: 'space-between',
            flex_gap: gap(12),
            padding: box(0),
          },
          [
            small(`<p>© ${year} Casa Alba Suites · Porto Alba</p>`),
            small('<p>Prices include breakfast and local taxes. We never share your details.</p>'),
          ],
        ),
      ],
    ),
    launcherElements(b),
  ];
}
