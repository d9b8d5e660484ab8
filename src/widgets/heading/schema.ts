// Heading widget settings (Elementor's names and defaults).
import { z } from 'zod';

export const headingSchema = z.looseObject({
  title: z.string().default('Add Your Heading Text Here'),
  header_size: z.enum(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'span', 'p']).default('h2'),
  link: z
    .looseObject({ url: z.string().default(''), is_external: z.union([z.string(), z.boolean()]).default(''), nofollow: z.union([z.string(), z.boolean()]).default('') })
    .default({ url: '', is_external: '', nofollow: '' }),
  align: z.string().default(''),
  title_color: z.string().default(''),
  size: z.string().default('default'),
});
export type HeadingSettings = z.infer<typeof headingSchema>;
