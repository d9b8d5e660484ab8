// Button widget: a link styled as a button, or a real <button> when there is nowhere to go (a popup or
// script can still target it by its CSS id). Optional inline-SVG icon before or after the text.
import { dimensions, size, typography } from '../../model/values.ts';
import { border, boxShadow, colourOf, cx, hoverAnimationClass, textAlign, textShadow } from '../shared/css-parts.ts';
import { Icon, iconLabel, widgetIcon } from '../shared/icon.tsx';
import { linkProps } from '../shared/links.ts';
import { sanitizeInline } from '../shared/sanitize.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { buttonBaseCss } from './base-css.ts';
import { buttonSchema } from './schema.ts';

export const button = defineWidget({
  type: 'button',
  title: 'Button',
  schema: buttonSchema,
  htmlSettings: { text: 'inline' },
  baseCss: buttonBaseCss,
  css: ({ settings: s, selector, css }) => {
    const btn = `${selector} .elementor-button`;
    const hover = `${btn}:hover,${btn}:focus`;
    // Justify means full width; a smaller device that is not justified goes back to its own width.
    const anyJustify = Object.entries(s).some(([k, v]) => /^align(_|$)/.test(k) && v === 'justify');
    css.responsive(`${selector} .elementor-button-wrapper`, s, 'align', (v) => ({
      'text-align': v === 'justify' ? undefined : textAlign(v),
    }));
    if (anyJustify) css.responsive(btn, s, 'align', (v) => ({ width: v === 'justify' ? '100%' : 'auto' }));
    css.add(btn, {
      color: colourOf(s, 'button_text_color'),
      'background-color': colourOf(s, 'background_color'),
    });
    css.add(hover, {
      color: colourOf(s, 'hover_color'),
      'background-color': colourOf(s, 'button_background_hover_color'),
      'border-color': colourOf(s, 'button_hover_border_color'),
    });
    typography(css, btn, s);
    textShadow(css, btn, s, 'text_shadow');
    border(css, btn, s, 'border');
    css.responsive(btn, s, 'border_radius', (v) => ({ 'border-radius': dimensions(v) }));
    css.responsive(btn, s, 'text_padding', (v) => ({ padding: dimensions(v) }));
    boxShadow(css, btn, s, 'button_box_shadow');
    boxShadow(css, hover, s, 'button_hover_box_shadow');
    css.responsive(`${selector} .elementor-button-content-wrapper`, s, 'icon_indent', (v) => ({ gap: size(v) }));
  },
  Render: ({ settings: s }) => {
    const icon = widgetIcon(s);
    const text = sanitizeInline(s.text, { allowLinks: false });
    if (!text && !icon) return null;
    const after = s.icon_align === 'right' || s.icon_align === 'row-reverse';
    const iconEl = icon ? (
      <span className={`elementor-button-icon elementor-align-icon-${after ? 'right' : 'left'}`}>
        <Icon resolved={icon} />
      </span>
    ) : null;
    const content = (
      <span className="elementor-button-content-wrapper">
        {after ? null : iconEl}
        {text ? <span className="elementor-button-text" dangerouslySetInnerHTML={{ __html: text }} /> : null}
        {after ? iconEl : null}
      </span>
    );
    const link = linkProps(s.link);
    const common = {
      id: s.button_css_id || undefined,
      'aria-label': text ? undefined : iconLabel(icon),
    };
    const classes = (...extra: string[]) =>
      cx('elementor-button', ...extra, `elementor-size-${s.size}`, hoverAnimationClass(s.hover_animation));
    return (
      <div className={cx('elementor-button-wrapper', s.button_type && `elementor-button-${s.button_type}`)}>
        {link ? (
          <a className={classes('elementor-button-link')} {...common} {...link}>
            {content}
          </a>
        ) : (
          <button type="button" className={classes()} {...common}>
            {content}
          </button>
        )}
      </div>
    );
  },
});
