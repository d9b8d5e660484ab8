// The site header and footer templates: the name, the menu and a booking button on top; address,
// contact, the footer menu and the small print below.
import type { ElementNode } from '../../model/element.ts';
import { type DocBuilder, box, docBuilder, fa, gap, link, px, typo } from '../build.ts';
import { CONTACT } from '../content/contact-details.ts';
import { C } from '../kit.ts';
import { button } from '../parts.ts';

const FOOTER_TEXT = '#ddd3c5';

function brand(b: DocBuilder, light: boolean): ElementNode {
  return b.inner({ content_width: 'full', flex_direction: 'column', flex_gap: gap(2), padding: box(0), ...(light ? {} : { width: px(240), width_mobile: px(150), _flex_size: 'none' }) }, [
    b.widget('heading', {
      title: 'Casa Alba',
      header_size: 'p',
      link: link('/'),
      title_color: light ? C.white : C.primary,
      _css_classes: 'foyer-font-heading',
      ...typo('typography', { size: 30, mobile: 25, lineHeight: 1 }),
    }),
    b.widget('heading', {
      title: 'Suites · Porto Alba',
      header_size: 'p',
      hide_mobile: light ? '' : 'hidden-mobile',
      title_color: light ? C.gold : C.link,
      ...typo('typography', { size: 11, weight: '600', letterSpacing: 3, transform: 'uppercase', lineHeight: 1.6 }),
    }),
  ]);
}

export function headerElements(): ElementNode[] {
  const b = docBuilder('header');
  return [
    b.section(
      {
        content_width: 'boxed',
        boxed_width: px(1200),
        flex_direction: 'row',
        flex_wrap: 'nowrap',
        flex_justify_content: 'space-between',
        flex_align_items: 'center',
        flex_gap: gap(24),
        flex_gap_mobile: gap(8),
        padding: box(18, 24),
        padding_tablet: box(14, 32),
        padding_mobile: box(12, 16),
        background_background: 'classic',
        background_color: C.cream,
        border_border: 'solid',
        border_width: box(0, 0, 1, 0),
        border_color: 'rgba(59,54,50,0.12)',
      },
      [
        brand(b, false),
        b.widget('nav-menu', {
          menu: 'primary',
          menu_name: 'Main',
          layout: 'horizontal',
          align_items: 'end',
          pointer: 'underline',
          dropdown: 'tablet',
          toggle: 'burger',
          toggle_align: 'right',
          color_menu_item: C.primary,
          color_menu_item_hover: C.link,
          color_menu_item_active: C.link,
          pointer_color_menu_item_hover: C.accent,
          padding_horizontal_menu_item: px(15),
          padding_vertical_menu_item: px(14),
          color_dropdown_item: C.text,
          background_color_dropdown_item: C.white,
          color_dropdown_item_hover: C.primary,
          background_color_dropdown_item_hover: C.sand,
          toggle_color: C.primary,
          ...typo('menu_typography', { size: 15, weight: '500', letterSpacing: 0.3 }),
          ...typo('dropdown_typography', { size: 15 }),
          _flex_size: 'grow',
          _flex_order_tablet: 'end',
        }),
        button(b, 'Book now', '/contact/#enquire', 'solid', {
          size: 'sm',
          _flex_size: 'none',
          text_padding: box(13, 22),
          text_padding_mobile: box(11, 14),
          ...typo('typography', { size: 13, mobile: 12, weight: '600', letterSpacing: 1.4, transform: 'uppercase' }),
        }),
      ],
    ),
  ];
}

function footerHeading(b: DocBuilder, title: string): ElementNode {
  return b.widget('heading', { title, header_size: 'h2', _css_classes: 'foyer-font-body', title_color: C.gold, ...typo('typography', { size: 13, weight: '600', letterSpacing: 2.4, transform: 'uppercase', lineHeight: 1.4 }) });
}

function footerList(b: DocBuilder, items: Array<[string, string, string?, ('fa-solid' | 'fa-brands')?]>): ElementNode {
  return b.widget('icon-list', {
    icon_list: items.map(([icon, label, url, lib], i) => ({ _id: `l${i}`, text: label, selected_icon: fa(icon, lib ?? 'fa-solid'), link: link(url ?? '') })),
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
  const col = (children: ElementNode[]) => b.inner({ content_width: 'full', flex_direction: 'column', flex_gap: gap(16), padding: box(0) }, children);
  const small = (html: string, align = '') =>
    b.widget('text-editor', { editor: html, align, text_color: FOOTER_TEXT, link_color: C.white, ...typo('typography', { size: 14, lineHeight: 1.6 }) });
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
        b.inner(
          {
            content_width: 'full',
            container_type: 'grid',
      grid_rows_grid: { unit: 'fr', size: 1 },
            grid_columns_grid: { unit: 'custom', size: '1.4fr 1fr 1fr 0.8fr' },
            grid_columns_grid_tablet: { unit: 'fr', size: 2 },
            grid_columns_grid_mobile: { unit: 'fr', size: 1 },
            grid_gaps: gap(48),
            grid_gaps_mobile: gap(36),
            padding: box(0),
          },
          [
            col([brand(b, true), small('<p>Eleven suites in a sea captain’s house above the bay, with a courtyard, a pool and breakfast until noon.</p>')]),
            col([footerHeading(b, 'Visit'), footerList(b, [['location-dot', CONTACT.addressLines.join(', ')], ['clock', 'Reception 7:00–23:00'], ['calendar-days', 'Open 15 March – 15 November']])]),
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
          ],
        ),
        b.widget('divider', { color: 'rgba(255,255,255,0.16)', weight: px(1), gap: px(2) }),
        b.inner({ content_width: 'full', flex_direction: 'row', flex_direction_mobile: 'column', flex_justify_content: 'space-between', flex_gap: gap(12), padding: box(0) }, [
          small(`<p>© ${year} Casa Alba Suites · Porto Alba</p>`),
          small('<p>Prices include breakfast and local taxes. We never share your details.</p>'),
        ]),
      ],
    ),
  ];
}
