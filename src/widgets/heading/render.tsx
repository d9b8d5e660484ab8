// Heading widget: a title in the chosen tag, optionally linked. The title may carry inline HTML.
import { linkProps } from '../shared/links.ts';
import { sanitizeInline } from '../shared/sanitize.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { headingBaseCss } from './base-css.ts';
import { headingDeclaration } from './schema.ts';

export const heading = defineWidget({
  declaration: headingDeclaration,
  baseCss: headingBaseCss,
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
