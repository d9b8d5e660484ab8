// Icon box widget: an icon above or beside a title and description; title and icon share one link.
import { cx, hoverAnimationClass } from '../shared/css-parts.ts';
import { Icon, iconLabel, widgetIcon } from '../shared/icon.tsx';
import { iconViewClasses, iconViewCss } from '../shared/icon-view.ts';
import { linkProps } from '../shared/links.ts';
import { sanitizeInline } from '../shared/sanitize.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { iconBoxBaseCss } from './base-css.ts';
import { iconBoxDeclaration } from './schema.ts';

export const iconBox = defineWidget({
  declaration: iconBoxDeclaration,
  baseCss: iconBoxBaseCss,
  // The icon's colours swap with its view: one rule set built from several controls.
  css: ({ settings, selector, css }) => {
    const icon = `${selector} .elementor-icon`;
    iconViewCss({ css, settings, icon, hover: `${icon}:hover`, sizeKey: 'icon_size' });
  },
  Render: ({ settings: s }) => {
    const icon = widgetIcon(s);
    const link = linkProps(s.link);
    const title = sanitizeInline(s.title_text, { allowLinks: !link });
    const description = sanitizeInline(s.description_text);
    if (!icon && !title && !description) return null;
    const TitleTag = s.title_size;
    const iconClass = cx('elementor-icon', hoverAnimationClass(s.hover_animation));
    // With a title link present the icon link is a duplicate: keep it for the mouse, out of the tab order.
    const iconLinkA11y = title ? { tabIndex: -1, 'aria-hidden': true } : { 'aria-label': iconLabel(icon) ?? 'Link' };
    return (
      <div className={cx('elementor-icon-box-wrapper', `elementor-position-${s.position}`, iconViewClasses(s.view, s.shape))}>
        {icon ? (
          <div className="elementor-icon-box-icon">
            {link ? (
              <a className={iconClass} {...iconLinkA11y} {...link}>
                <Icon resolved={icon} />
              </a>
            ) : (
              <span className={iconClass}>
                <Icon resolved={icon} />
              </span>
            )}
          </div>
        ) : null}
        {title || description ? (
          <div className="elementor-icon-box-content">
            {title ? (
              <TitleTag className="elementor-icon-box-title">
                {link ? <a {...link} dangerouslySetInnerHTML={{ __html: title }} /> : <span dangerouslySetInnerHTML={{ __html: title }} />}
              </TitleTag>
            ) : null}
            {description ? <p className="elementor-icon-box-description" dangerouslySetInnerHTML={{ __html: description }} /> : null}
          </div>
        ) : null}
      </div>
    );
  },
});
