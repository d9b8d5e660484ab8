// Accordion widget declaration (Elementor's classic accordion: control names, defaults, selectors).
// DECISION (behaviour, not island): its browser side is a click, a few keys, a height animation and
// the hash: a behaviour on the server's markup, 2.7 KB minified / 1.6 KB gzipped with its shared
// chunks (Elementor's: ~3.8 KB minified on top of jQuery), instead of React's ~66 KB gzipped.
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';
import { disclosureControls } from '../shared/disclosure-controls.ts';

export const accordionDeclaration = declareWidget({
  type: 'accordion',
  title: 'Accordion',
  category: 'general',
  icon: 'eicon-accordion',
  keywords: ['accordion', 'tabs', 'toggle'],
  sections: [
    { name: 'section_title', label: 'Accordion' },
    { name: 'section_title_style', label: 'Accordion', tab: 'style' },
    { name: 'section_toggle_style_title', label: 'Title', tab: 'style' },
    { name: 'section_toggle_style_icon', label: 'Icon', tab: 'style' },
    { name: 'section_toggle_style_content', label: 'Content', tab: 'style' },
  ],
  behaviours: ['accordion'],
  controls: disclosureControls('accordion'),
});

export type AccordionSettings = SettingsOf<typeof accordionDeclaration.controls>;
