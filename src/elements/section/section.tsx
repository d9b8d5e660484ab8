// Legacy section (rows of columns).
import { z } from 'zod';
import { defineLayout } from '../types.ts';

export const sectionSchema = z.looseObject({
  layout: z.enum(['boxed', 'full_width']).default('boxed'),
  gap: z.enum(['no', 'narrow', 'default', 'extended', 'wide', 'wider', 'custom']).default('default'),
  html_tag: z.enum(['section', 'div', 'header', 'footer', 'aside', 'article', 'main', 'nav']).default('section'),
});

export const section = defineLayout({
  elType: 'section',
  schema: sectionSchema,
  classes: (s, el) => ['elementor-section', el.isInner ? 'elementor-inner-section' : 'elementor-top-section', s.layout === 'full_width' ? 'elementor-section-full_width' : 'elementor-section-boxed'],
  Render: ({ settings, attributes, children }) => {
    const Tag = settings.html_tag;
    return (
      <Tag {...attributes}>
        <div className={`elementor-container elementor-column-gap-${settings.gap}`}>{children}</div>
      </Tag>
    );
  },
});
