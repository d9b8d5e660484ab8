// Google Maps widget declaration (Elementor's control names and defaults).
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';
import { sliderSize } from '../../model/slider.ts';

const FRAME = '{{WRAPPER}} .elementor-custom-embed';

export const googleMapsDeclaration = declareWidget({
  type: 'google_maps',
  title: 'Google Maps',
  category: 'basic',
  icon: 'eicon-google-maps',
  keywords: ['google', 'map', 'embed', 'location'],
  sections: [
    { name: 'section_map', label: 'Google Maps' },
    { name: 'section_map_style', label: 'Google Maps', tab: 'style' },
  ],
  behaviours: ['google-maps'],
  controls: [
    {
      name: 'address',
      kind: 'text',
      label: 'Location',
      placeholder: 'London Eye, London, United Kingdom',
      section: 'section_map',
      default: 'London Eye, London, United Kingdom',
      maxLength: 300,
    },
    {
      name: 'zoom',
      kind: 'slider',
      label: 'Zoom',
      section: 'section_map',
      default: { unit: 'px', size: 10 },
      range: { px: { min: 1, max: 20 } },
    },
    {
      name: 'height',
      kind: 'slider',
      label: 'Height',
      section: 'section_map',
      responsive: true,
      units: ['px', 'em', 'rem', 'vh'],
      default: { unit: 'px', size: 300 },
      selectors: { [FRAME]: { height: '{{VALUE}}' } },
    },
    {
      name: 'css_filters',
      kind: 'css-filters',
      label: 'CSS Filters',
      tab: 'style',
      section: 'section_map_style',
      selector: `${FRAME} iframe`,
    },
    {
      name: 'css_filters_hover',
      kind: 'css-filters',
      label: 'CSS Filters (hover)',
      tab: 'style',
      section: 'section_map_style',
      selector: `{{WRAPPER}}:hover .elementor-custom-embed iframe`,
    },
    {
      name: 'hover_transition',
      kind: 'slider',
      label: 'Transition Duration',
      tab: 'style',
      section: 'section_map_style',
      range: { px: { min: 0, max: 3, step: 0.1 } },
      // Elementor stores seconds in a px slider: the number is printed with `s`.
      css: ({ settings, selector, css }) => {
        const seconds = sliderSize(settings.hover_transition, NaN);
        if (Number.isFinite(seconds)) css.add(`${selector} .elementor-custom-embed iframe`, { 'transition-duration': `${seconds}s` });
      },
    },
  ],
});

export type GoogleMapsSettings = SettingsOf<typeof googleMapsDeclaration.controls>;
