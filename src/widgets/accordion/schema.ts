// Accordion widget declaration (Elementor's classic accordion: control names, defaults, selectors).
// DECISION (behaviour, not island): its browser side is a click, a few keys, a height animation and
// the hash; a ~1 KB behaviour on the server's markup (see README.md) instead of React's ~66 KB.
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
