// Icon widget declaration (Elementor's control names and defaults).
import { declare } from '../../contracts/declaration/declare.ts';
import { TEXT_ALIGN } from '../../contracts/declaration/options.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';
import { hoverAnimationControl, iconViewControls, legacyIconControls } from '../shared/controls.ts';

// Controls are in CSS order (rules print in declaration order); the editor groups them by section.
export const iconDeclaration = declare({
  type: 'icon',
  title: 'Icon',
  controls: [
    {
      name: 'selected_icon',
      kind: 'icons',
      label: 'Icon',
      section: 'section_icon',
      default: { value: 'fas fa-star', library: 'fa-solid' },
    },
    ...legacyIconControls,
    { name: 'link', kind: 'url', label: 'Link', section: 'section_icon' },
    {
      name: 'align',
      kind: 'choose',
      label: 'Alignment',
      section: 'section_icon',
      responsive: true,
      default: '',
      options: TEXT_ALIGN,
      selectors: { '{{WRAPPER}} .elementor-icon-wrapper': { 'text-align': '{{VALUE}}' } },
    },
    ...iconViewControls,
    // Printed with the icon view (shared/icon-view.ts), whose size key differs per widget.
    {
      name: 'size',
      kind: 'slider',
      label: 'Size',
      tab: 'style',
      section: 'section_style_icon',
      responsive: true,
      units: ['px', 'em', 'rem', 'vw', 'custom'],
    },
    hoverAnimationControl('section_style_icon'),
  ],
});

export type IconWidgetSettings = SettingsOf<typeof iconDeclaration.controls>;
