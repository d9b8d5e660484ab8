// Menu anchor widget declaration: an id that in-page links (`#anchor`) scroll to.
import { declare } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';

export const menuAnchorDeclaration = declare({
  type: 'menu-anchor',
  title: 'Menu Anchor',
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
      description: 'Link to it with #your-anchor; letters, digits, underscores and hyphens, not starting with a digit.',
    },
  ],
});

export type MenuAnchorSettings = SettingsOf<typeof menuAnchorDeclaration.controls>;
