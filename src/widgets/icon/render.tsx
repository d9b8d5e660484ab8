// Icon widget: one icon as inline SVG in a plain, filled (stacked) or outlined (framed) shape, optionally linked.
import { cx, hoverAnimationClass } from '../shared/css-parts.ts';
import { Icon, iconLabel, widgetIcon } from '../shared/icon.tsx';
import { iconViewClasses, iconViewCss } from '../shared/icon-view.ts';
import { linkProps } from '../shared/links.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { iconBaseCss } from './base-css.ts';
import { iconDeclaration } from './schema.ts';

export const icon = defineWidget({
  declaration: iconDeclaration,
  baseCss: iconBaseCss,
  // The icon's colours swap with its view: one rule set built from several controls.
  css: ({ settings, selector, css }) => {
    const el = `${selector} .elementor-icon`;
    iconViewCss({ css, settings, icon: el, hover: `${el}:hover,${el}:focus`, sizeKey: 'size' });
  },
  Render: ({ settings: s }) => {
    const resolved = widgetIcon(s);
    if (!resolved) return null;
    const link = linkProps(s.link);
    const className = cx('elementor-icon', hoverAnimationClass(s.hover_animation));
    return (
      <div className={cx('elementor-icon-wrapper', iconViewClasses(s.view, s.shape))}>
        {link ? (
          // The icon is the link's only content: name the link after the icon.
          <a className={className} aria-label={iconLabel(resolved) ?? 'Link'} {...link}>
            <Icon resolved={resolved} />
          </a>
        ) : (
          <div className={className}>
            <Icon resolved={resolved} />
          </div>
        )}
      </div>
    );
  },
});
