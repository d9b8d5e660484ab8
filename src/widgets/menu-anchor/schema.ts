// Menu anchor widget declaration: an id that in-page links (`#anchor`) scroll to.
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';

export const menuAnchorDeclaration = declareWidget({
  type: 'menu-anchor',
  title: 'Menu Anchor',
  category: 'general',
  icon: 'eicon-anchor',
  keywords: ['menu', 'anchor', 'link'],
  sections: [{ name: 'section_anchor', label: 'Menu Anchor' }],
  controls: [
    {
      name: 'anchor',
      kind: 'text',
      label: 'The ID of Menu Anchor.',
      section: 'section_anchor',
      default: '',
      // What the anchor scrolling accepts (spec section 2): a letter or underscore, then word characters or hyphens.
      pattern: '[A-Za-z_][\\w-]*|',
      maxLength: 200,
      placeholder: 'For Example: About',
      // Elementor's help, and what Foyer accepts.
      description:
        'This ID will be the CSS ID you will have to use in your own page, Without #. Letters, digits, underscores and hyphens, not starting with a digit.',
    },
  ],
});

export type MenuAnchorSettings = SettingsOf<typeof menuAnchorDeclaration.controls>;
