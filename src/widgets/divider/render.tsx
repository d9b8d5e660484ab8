// Divider widget: a horizontal line, optionally with a text or an icon in its middle.
import { cx } from '../shared/css-parts.ts';
import { Icon, resolveIcon } from '../shared/icon.tsx';
import { sanitizeInline } from '../shared/sanitize.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { dividerBaseCss } from './base-css.ts';
import { dividerDeclaration } from './schema.ts';

export const divider = defineWidget({
  declaration: dividerDeclaration,
  baseCss: dividerBaseCss,
  Render: ({ settings: s }) => {
    let element = null;
    if (s.look === 'line_text') {
      const text = sanitizeInline(s.text);
      const Tag = s.html_tag;
      if (text) element = <Tag className="elementor-divider__text elementor-divider__element" dangerouslySetInnerHTML={{ __html: text }} />;
    } else if (s.look === 'line_icon') {
      const icon = resolveIcon(s.icon);
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
