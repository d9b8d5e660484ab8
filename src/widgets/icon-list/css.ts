// The icon list's CSS that no single control states: alignment (two properties, two converters)
// and the divider line (style, weight, colour and a layout-dependent size in one declaration).
import type { ControlCssArgs } from '../../contracts/declaration/types.ts';
import { size } from '../../model/values.ts';
import { colourOf, flexAlign, textAlign } from '../shared/css-parts.ts';

export function iconAlignCss({ settings: s, selector, css }: ControlCssArgs): void {
  const rows = `${selector} .elementor-icon-list-items,${selector} .elementor-icon-list-item,${selector} .elementor-icon-list-item>a`;
  css.responsive(rows, s, 'icon_align', (v) => ({ 'justify-content': flexAlign(v), 'text-align': textAlign(v) }));
}

export function dividerCss({ settings: s, selector, css }: ControlCssArgs): void {
  const line = `${size(s.divider_weight) ?? '1px'} ${String(s.divider_style)} ${colourOf(s, 'divider_color') ?? '#ddd'}`;
  const after = `${selector} .elementor-icon-list-item:not(:last-child)::after`;
  // Inline rows are 8 px apart on each side unless the list sets its spacing (base-css.ts).
  const offset = `calc(var(--icon-list-space,${s.view === 'inline' ? '16px' : '0px'}) / -2)`;
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
