// Rating widget declaration (Elementor's newer `rating` widget: icons, any scale up to 10).
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';

export const ratingDeclaration = declareWidget({
  type: 'rating',
  title: 'Rating',
  category: 'general',
  icon: 'eicon-rating',
  keywords: ['star', 'rating', 'review', 'score', 'scale'],
  sections: [
    { name: 'section_rating', label: 'Rating' },
    { name: 'section_icon_style', label: 'Icon', tab: 'style' },
  ],
  controls: [
    {
      name: 'rating_scale',
      kind: 'slider',
      label: 'Rating Scale',
      section: 'section_rating',
      default: { unit: 'px', size: 5 },
      range: { px: { min: 1, max: 10, step: 1 } },
    },
    { name: 'rating_value', kind: 'number', label: 'Rating', section: 'section_rating', default: 5, min: 0, max: 10, step: 0.1 },
    {
      name: 'rating_icon',
      kind: 'icons',
      label: 'Icon',
      section: 'section_rating',
      default: { value: 'eicon-star', library: 'eicons' },
    },
    {
      name: 'icon_alignment',
      kind: 'choose',
      label: 'Alignment',
      section: 'section_rating',
      responsive: true,
      default: '',
      options: { '': 'Default', start: 'Start', center: 'Center', end: 'End' },
      selectors: { '{{WRAPPER}}': { '--e-rating-justify-content': '{{VALUE}}' } },
    },
    {
      name: 'icon_size',
      kind: 'slider',
      label: 'Size',
      tab: 'style',
      section: 'section_icon_style',
      responsive: true,
      units: ['px', 'em', 'rem', 'vw'],
      selectors: { '{{WRAPPER}}': { '--e-rating-icon-font-size': '{{VALUE}}' } },
    },
    {
      name: 'icon_gap',
      kind: 'slider',
      label: 'Spacing',
      tab: 'style',
      section: 'section_icon_style',
      responsive: true,
      units: ['px', 'em', 'rem', 'vw'],
      selectors: { '{{WRAPPER}}': { '--e-rating-gap': '{{VALUE}}' } },
    },
    {
      name: 'icon_color',
      kind: 'color',
      label: 'Color',
      tab: 'style',
      section: 'section_icon_style',
      selectors: { '{{WRAPPER}}': { '--e-rating-icon-marked-color': '{{VALUE}}' } },
    },
    {
      name: 'icon_unmarked_color',
      kind: 'color',
      label: 'Unmarked Color',
      tab: 'style',
      section: 'section_icon_style',
      selectors: { '{{WRAPPER}}': { '--e-rating-icon-color': '{{VALUE}}' } },
    },
  ],
});

export type RatingSettings = SettingsOf<typeof ratingDeclaration.controls>;
