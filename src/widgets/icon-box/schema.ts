// Icon box widget declaration (Elementor's control names and defaults).
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';
import { boxControls, hoverAnimationControl, iconSizeControl, iconViewControls, legacyIconControls } from '../shared/controls.ts';

const box = boxControls('icon-box');

// Controls are in CSS order (rules print in declaration order); the editor groups them by section.
export const iconBoxDeclaration = declareWidget({
  type: 'icon-box',
  title: 'Icon Box',
  category: 'general',
  icon: 'eicon-icon-box',
  keywords: ['icon box', 'icon'],
  sections: [
    { name: 'section_icon', label: 'Icon' },
    { name: 'section_content', label: 'Content' },
    { name: 'section_style_box', label: 'Box', tab: 'style' },
    { name: 'section_style_icon', label: 'Icon', tab: 'style' },
    { name: 'section_style_content', label: 'Content', tab: 'style' },
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
    ...box.content,
    {
      name: 'icon_space',
      kind: 'slider',
      label: 'Spacing',
      tab: 'style',
      section: 'section_style_icon',
      responsive: true,
      units: ['px', 'em', 'rem', 'custom'],
      selectors: { '{{WRAPPER}} .elementor-icon-box-wrapper': { gap: '{{VALUE}}' } },
    },
    ...box.style,
    ...iconViewControls,
    iconSizeControl('icon_size'),
    hoverAnimationControl('section_style_icon'),
  ],
});

export type IconBoxSettings = SettingsOf<typeof iconBoxDeclaration.controls>;
