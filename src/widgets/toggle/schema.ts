// Toggle widget declaration (Elementor's toggle: control names, defaults, selectors).
// DECISION (behaviour, not island): its browser side is a click, a few keys, a height animation and
// the hash: a behaviour on the server's markup, 2.7 KB minified / 1.6 KB gzipped with its shared
// chunks (Elementor's: ~3.8 KB minified on top of jQuery), instead of React's ~66 KB gzipped.
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';
import { disclosureControls } from '../shared/disclosure-controls.ts';

export const toggleDeclaration = declareWidget({
  type: 'toggle',
  title: 'Toggle',
  category: 'general',
  icon: 'eicon-toggle',
  keywords: ['tabs', 'accordion', 'toggle'],
  sections: [
    { name: 'section_title', label: 'Toggle' },
    { name: 'section_toggle_style', label: 'Toggle', tab: 'style' },
    { name: 'section_toggle_style_title', label: 'Title', tab: 'style' },
    { name: 'section_toggle_style_icon', label: 'Icon', tab: 'style' },
    { name: 'section_toggle_style_content', label: 'Content', tab: 'style' },
  ],
  behaviours: ['toggle'],
  controls: disclosureControls('toggle'),
});

export type ToggleSettings = SettingsOf<typeof toggleDeclaration.controls>;
