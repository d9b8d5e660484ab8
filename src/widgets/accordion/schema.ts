// Accordion widget declaration (Elementor's classic accordion: control names, defaults, selectors).
// DECISION (behaviour, not island): its browser side is a click, a few keys, a height animation and
// the hash: a behaviour on the server's markup, 2.7 KB minified / 1.6 KB gzipped with its shared
// chunks (Elementor's: ~3.8 KB minified on top of jQuery), instead of React's ~66 KB gzipped.
import { declare } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';
import { disclosureControls } from '../shared/disclosure-controls.ts';

export const accordionDeclaration = declare({
  type: 'accordion',
  title: 'Accordion',
  behaviours: ['accordion'],
  controls: disclosureControls('accordion'),
});

export type AccordionSettings = SettingsOf<typeof accordionDeclaration.controls>;
