// Spacer widget declaration (Elementor's names; the 50px default lives in the base CSS).
import { declareWidget } from '../../contracts/declaration/declare.ts';

export const spacerDeclaration = declareWidget({
  type: 'spacer',
  title: 'Spacer',
  category: 'basic',
  icon: 'eicon-spacer',
  keywords: ['space'],
  sections: [{ name: 'section_spacer', label: 'Spacer' }],
  controls: [
    {
      name: 'space',
      kind: 'slider',
      label: 'Space',
      section: 'section_spacer',
      responsive: true,
      units: ['px', 'em', 'rem', 'vh', 'custom'],
      range: { px: { min: 1, max: 600 }, em: { min: 0.1, max: 20 } },
      // A custom property: the base CSS routes it to the inner block's height.
      selectors: { '{{WRAPPER}}': { '--spacer-size': '{{VALUE}}' } },
    },
  ],
});
