// The hotel's brand as elements (the footer shows it); the header is the theme's (src/demo/theme.ts).
import type { ElementNode } from '../../model/element.ts';
import { type DocBuilder, box, gap, link, px, typo } from '../build.ts';
import { C } from '../kit.ts';

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
