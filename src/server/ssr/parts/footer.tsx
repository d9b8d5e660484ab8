// The page's footer: the chosen footer template in Elementor's location wrapper.
import { contentTags } from '../../../db/content-tags.ts';
import { definePart } from '../page-part.ts';

export const footerPart = definePart({
  name: 'footer',
  region: 'footer',
  documents: (input) => (input.footer ? [input.footer] : []),
  prepare({ input }) {
    const template = input.footer;
    return template ? { render: (tree) => tree.location('footer', template), tags: [contentTags.post(template.id)] } : undefined;
  },
});
