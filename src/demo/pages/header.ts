// The site header template: the hotel's name, the main menu and a booking button.
import type { ElementNode } from '../../model/element.ts';
import { type DocBuilder, box, docBuilder, gap, link, px, typo } from '../build.ts';
import { C } from '../kit.ts';
import { button } from '../parts.ts';

export function brand(b: DocBuilder, light: boolean): ElementNode {
  return b.inner(
    {
      content_width: 'full',
      flex_direction: 'column',
      flex_gap: gap(2),
      padding: box(0),
      ...(light ? {} : { width: px(240), width_mobile: px(150), _flex_size: 'none' }),
    },
    [
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
    ],
  );
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
