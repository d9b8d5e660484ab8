// Divider widget: a horizontal line, optionally with a text or an icon in its middle.
import { size, typography } from '../../model/values.ts';
import { colourOf, cx, flexAlign } from '../shared/css-parts.ts';
import { Icon, resolveIcon } from '../shared/icon.tsx';
import { sanitizeInline } from '../shared/sanitize.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { dividerBaseCss } from './base-css.ts';
import { dividerSchema } from './schema.ts';

const STYLES = new Set(['double', 'dotted', 'dashed']);

export const divider = defineWidget({
  type: 'divider',
  title: 'Divider',
  schema: dividerSchema,
  htmlSettings: { text: 'inline' },
  baseCss: dividerBaseCss,
  css: ({ settings: s, selector, css }) => {
    const root = `${selector} .elementor-divider`;
    css.add(root, {
      '--divider-border-style': STYLES.has(s.style) ? s.style : undefined,
      '--divider-border-width': size(s.weight),
      '--divider-color': colourOf(s, 'color'),
    });
    css.responsive(root, s, 'align', (v) => ({ 'justify-content': flexAlign(v) }));
    css.responsive(root, s, 'gap', (v) => ({ 'padding-block': size(v) }));
    css.responsive(`${selector} .elementor-divider-separator`, s, 'width', (v) => ({ width: size(v, '%') }));
    const element = `${selector} .elementor-divider__element`;
    css.responsive(element, s, 'text_spacing', (v) => ({ margin: size(v) && `0 ${size(v)}` }));
    if (s.look === 'line_text') {
      css.add(`${selector} .elementor-divider__text`, { color: colourOf(s, 'text_color') });
      typography(css, `${selector} .elementor-divider__text`, s);
    }
    if (s.look === 'line_icon') {
      css.add(`${selector} .elementor-divider .elementor-icon`, { color: colourOf(s, 'icon_color') });
      css.responsive(`${selector} .elementor-divider .elementor-icon`, s, 'icon_size', (v) => ({ 'font-size': size(v) }));
    }
  },
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
