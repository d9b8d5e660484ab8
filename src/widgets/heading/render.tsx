// Heading widget: a title in the chosen tag, optionally linked.
import { colour, globalOr, typography } from '../../model/values.ts';
import { defineWidget } from '../types.ts';
import { headingSchema } from './schema.ts';

export const heading = defineWidget({
  type: 'heading',
  title: 'Heading',
  schema: headingSchema,
  css: ({ settings, selector, css }) => {
    css.responsive(selector, settings, 'align', (v) => ({ 'text-align': typeof v === 'string' && /^(left|center|right|justify|start|end)$/.test(v) ? v : undefined }));
    css.add(`${selector} .elementor-heading-title`, { color: colour(globalOr(settings, 'title_color')) });
    typography(css, `${selector} .elementor-heading-title`, settings);
  },
  Render: ({ settings }) => {
    const Tag = settings.header_size;
    const title = settings.title;
    const url = settings.link.url;
    return (
      <Tag className={`elementor-heading-title elementor-size-${settings.size}`}>
        {url ? (
          <a href={url} target={settings.link.is_external ? '_blank' : undefined} rel={settings.link.nofollow ? 'nofollow' : undefined}>
            {title}
          </a>
        ) : (
          title
        )}
      </Tag>
    );
  },
});
