// Button widget: a link styled as a button, or a real <button> when there is nowhere to go (a popup or
// script can still target it by its CSS id). Optional inline-SVG icon before or after the text.
import { cx, hoverAnimationClass } from '../shared/css-parts.ts';
import { Icon, iconLabel, widgetIcon } from '../shared/icon.tsx';
import { linkProps } from '../shared/links.ts';
import { sanitizeInline } from '../shared/sanitize.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { buttonBaseCss } from './base-css.ts';
import { buttonDeclaration } from './schema.ts';

export const button = defineWidget({
  declaration: buttonDeclaration,
  baseCss: buttonBaseCss,
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
