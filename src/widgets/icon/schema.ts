// Icon widget declaration (Elementor's control names and defaults).
import { declareWidget } from '../../contracts/declaration/declare.ts';
import { TEXT_ALIGN } from '../../contracts/declaration/options.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';
import { hoverAnimationControl, iconSizeControl, iconViewControls, legacyIconControls } from '../shared/controls.ts';

// Controls are in CSS order (rules print in declaration order); the editor groups them by section.
export const iconDeclaration = declareWidget({
  type: 'icon',
  title: 'Icon',
  category: 'basic',
  icon: 'eicon-favorite',
  keywords: ['icon'],
  sections: [
    { name: 'section_icon', label: 'Icon' },
    { name: 'section_style_icon', label: 'Icon', tab: 'style' },
  ],
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
    iconSizeControl('size'),
    hoverAnimationControl('section_style_icon'),
  ],
});

export type IconWidgetSettings = SettingsOf<typeof iconDeclaration.controls>;
