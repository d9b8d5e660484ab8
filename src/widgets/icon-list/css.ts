// Per-element CSS of the icon list: spacing, alignment, divider, colours, sizes; only what is set.
import type { CssSink } from '../../model/css.ts';
import { size, typography } from '../../model/values.ts';
import { colourOf, flexAlign, textAlign, textShadow } from '../shared/css-parts.ts';
import type { IconListSettings } from './schema.ts';

function dividerCss(css: CssSink, selector: string, s: IconListSettings): void {
  const line = `${size(s.divider_weight) ?? '1px'} ${s.divider_style} ${colourOf(s, 'divider_color') ?? '#ddd'}`;
  const after = `${selector} .elementor-icon-list-item:not(:last-child)::after`;
  const offset = 'calc(var(--icon-list-space,0px) / -2)';
  css.add(
    after,
    s.view === 'inline'
      ? {
          content: '""',
          position: 'absolute',
          top: '50%',
          transform: 'translateY(-50%)',
          right: offset,
          height: size(s.divider_height, '%') ?? '100%',
          'border-inline-start': line,
        }
      : {
          content: '""',
          position: 'absolute',
          left: '0',
          bottom: offset,
          width: size(s.divider_width, '%') ?? '100%',
          'border-block-start': line,
        },
  );
}

export function iconListCss({ settings: s, selector, css }: { settings: IconListSettings; selector: string; css: CssSink }): void {
  css.responsive(`${selector} .elementor-icon-list-items`, s, 'space_between', (v) => ({ '--icon-list-space': size(v) }));
  const rows = `${selector} .elementor-icon-list-items,${selector} .elementor-icon-list-item,${selector} .elementor-icon-list-item>a`;
  css.responsive(rows, s, 'icon_align', (v) => ({ 'justify-content': flexAlign(v), 'text-align': textAlign(v) }));
  if (s.divider === 'yes') dividerCss(css, selector, s);
  css.responsive(selector, s, 'icon_size', (v) => ({ '--e-icon-list-icon-size': size(v) }));
  css.add(`${selector} .elementor-icon-list-icon`, { color: colourOf(s, 'icon_color') });
  css.add(`${selector} .elementor-icon-list-item:hover .elementor-icon-list-icon`, { color: colourOf(s, 'icon_color_hover') });
  const text = `${selector} .elementor-icon-list-text`;
  css.add(text, { color: colourOf(s, 'text_color') });
  css.add(`${selector} .elementor-icon-list-item:hover .elementor-icon-list-text`, { color: colourOf(s, 'text_color_hover') });
  css.responsive(text, s, 'text_indent', (v) => ({ 'padding-inline-start': size(v) }));
  typography(
    css,
    `${selector} .elementor-icon-list-item>.elementor-icon-list-text,${selector} .elementor-icon-list-item>a`,
    s,
    'icon_typography',
  );
  textShadow(css, text, s, 'text_shadow');
}
