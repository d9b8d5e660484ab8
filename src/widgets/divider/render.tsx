// Divider widget: a horizontal line, optionally with a text or an icon in its middle.
import { cx } from '../shared/css-parts.ts';
import { Icon, widgetIcon } from '../shared/icon.tsx';
import { isClearedSize } from '../shared/css-parts.ts';
import { sanitizeInline } from '../shared/sanitize.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { dividerBaseCss } from './base-css.ts';
import { dividerDeclaration } from './schema.ts';

export const divider = defineWidget({
  declaration: dividerDeclaration,
  baseCss: dividerBaseCss,
  // Elementor prints the 15 px gap as the control's default; a document that cleared it has none.
  css: ({ settings, selector, css }) => {
    if (isClearedSize(settings.gap)) css.add(`${selector} .elementor-divider`, { 'padding-block': '0' });
  },
  Render: ({ settings: s }) => {
    let element = null;
    if (s.look === 'line_text') {
      const text = sanitizeInline(s.text);
      const Tag = s.html_tag;
      if (text) element = <Tag className="elementor-divider__text elementor-divider__element" dangerouslySetInnerHTML={{ __html: text }} />;
    } else if (s.look === 'line_icon') {
      // Its ICONS setting is `icon` (no legacy one); a font Foyer lacks keeps its box.
      const icon = widgetIcon(s, 'icon', '');
      if (icon) {
        element = (
          <span className="elementor-icon elementor-divider__element">
            <Icon resolved={icon} />
          </span>
        );
      }
    }
    return (
      <div className={cx('elementor-divider', element && 'elementor-divider--has-element')}>
        <span className="elementor-divider-separator">{element}</span>
      </div>
    );
  },
});
