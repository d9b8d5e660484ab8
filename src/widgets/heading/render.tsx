// Heading widget: a title in the chosen tag, optionally linked. The title may carry inline HTML.
import { typography } from '../../model/values.ts';
import { colourOf, oneOf, textAlign, textShadow } from '../shared/css-parts.ts';
import { linkProps } from '../shared/links.ts';
import { BLEND_MODES } from '../../model/css-values.ts';
import { sanitizeInline } from '../shared/sanitize.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { headingBaseCss } from './base-css.ts';
import { headingSchema } from './schema.ts';

export const heading = defineWidget({
  type: 'heading',
  title: 'Heading',
  schema: headingSchema,
  htmlSettings: { title: 'inline' },
  baseCss: headingBaseCss,
  css: ({ settings, selector, css }) => {
    const title = `${selector} .elementor-heading-title`;
    css.responsive(selector, settings, 'align', (v) => ({ 'text-align': textAlign(v) }));
    css.add(title, { color: colourOf(settings, 'title_color'), 'mix-blend-mode': oneOf(settings.blend_mode, BLEND_MODES) });
    css.add(`${title} a:hover,${title} a:focus`, { color: colourOf(settings, 'title_hover_color') });
    typography(css, title, settings);
    textShadow(css, title, settings, 'text_shadow');
  },
  Render: ({ settings }) => {
    const link = linkProps(settings.link);
    // A linked heading must not contain links of its own: nested <a> is invalid HTML.
    const html = sanitizeInline(settings.title, { allowLinks: !link });
    if (!html) return null;
    const Tag = settings.header_size;
    const className = `elementor-heading-title elementor-size-${settings.size}`;
    return link ? (
      <Tag className={className}>
        <a {...link} dangerouslySetInnerHTML={{ __html: html }} />
      </Tag>
    ) : (
      <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />
    );
  },
});
