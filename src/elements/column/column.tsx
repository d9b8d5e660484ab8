// Legacy column inside a section.
import { z } from 'zod';
import { defineLayout } from '../types.ts';

export const columnSchema = z.looseObject({
  _column_size: z.coerce.number().min(1).max(100).default(100),
  _inline_size: z.coerce.number().min(1).max(100).nullable().default(null),
});

export const column = defineLayout({
  elType: 'column',
  schema: columnSchema,
  classes: (s) => ['elementor-column', `elementor-col-${Math.round(s._column_size)}`],
  css: ({ settings, selector, css }) => {
    css.add(selector, { width: `${settings._inline_size ?? settings._column_size}%` });
  },
  Render: ({ attributes, children }) => (
    <div {...attributes}>
      <div className="elementor-widget-wrap">{children}</div>
    </div>
  ),
});
