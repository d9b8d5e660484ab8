// Flexbox/grid container (Elementor's `container` element).
import { z } from 'zod';
import { defineLayout } from '../types.ts';

export const containerSchema = z.looseObject({
  content_width: z.enum(['boxed', 'full']).default('boxed'),
  flex_direction: z.string().default(''),
  html_tag: z.enum(['div', 'section', 'header', 'footer', 'aside', 'article', 'main', 'nav', 'a']).default('div'),
});

export const container = defineLayout({
  elType: 'container',
  schema: containerSchema,
  classes: (s, el) => ['e-con', s.content_width === 'boxed' ? 'e-con-boxed' : 'e-con-full', el.isInner ? 'e-child' : 'e-parent'],
  Render: ({ settings, attributes, children }) => {
    const Tag = settings.html_tag === 'a' ? 'div' : settings.html_tag;
    return (
      <Tag {...attributes}>
        {settings.content_width === 'boxed' ? <div className="e-con-inner">{children}</div> : children}
      </Tag>
    );
  },
});
