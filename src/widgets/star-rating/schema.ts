// Star rating widget declaration (Elementor's older `star-rating`: a scale of 5 or 10, with a title).
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';

const STARS = '{{WRAPPER}} .elementor-star-rating';
const TITLE = '{{WRAPPER}} .elementor-star-rating__title';

export const starRatingDeclaration = declareWidget({
  type: 'star-rating',
  title: 'Star Rating',
  category: 'general',
  icon: 'eicon-rating',
  keywords: ['star', 'rating', 'rate', 'review'],
  sections: [
    { name: 'section_rating', label: 'Rating' },
    { name: 'section_title_style', label: 'Title', tab: 'style' },
    { name: 'section_stars_style', label: 'Stars', tab: 'style' },
  ],
  controls: [
    {
      name: 'rating_scale',
      kind: 'select',
      label: 'Rating Scale',
      section: 'section_rating',
      default: '5',
      options: { '5': '0-5', '10': '0-10' },
    },
    { name: 'rating', kind: 'number', label: 'Rating', section: 'section_rating', default: 5, min: 0, max: 10, step: 0.1 },
    {
      name: 'star_style',
      kind: 'select',
      label: 'Icon',
      section: 'section_rating',
      default: 'star_fontawesome',
      options: { star_fontawesome: 'Font Awesome', star_unicode: 'Unicode' },
    },
    {
      name: 'unmarked_star_style',
      kind: 'choose',
      label: 'Unmarked Style',
      section: 'section_rating',
      default: 'solid',
      options: { solid: 'Solid', outline: 'Outline' },
    },
    { name: 'title', kind: 'text', label: 'Title', section: 'section_rating', default: '', html: 'inline' },
    {
      name: 'align',
      kind: 'choose',
      label: 'Alignment',
      section: 'section_rating',
      responsive: true,
      default: '',
      options: { '': 'Default', left: 'Left', center: 'Center', right: 'Right', justify: 'Justified' },
      // The wrapper is a flex row: alignment moves the title and stars along it.
      dictionary: { left: 'flex-start', center: 'center', right: 'flex-end', justify: 'space-between' },
      selectors: { '{{WRAPPER}} .elementor-star-rating__wrapper': { 'justify-content': '{{VALUE}}' } },
    },
    {
      name: 'title_color',
      kind: 'color',
      label: 'Text Color',
      tab: 'style',
      section: 'section_title_style',
      selectors: { [TITLE]: { color: '{{VALUE}}' } },
    },
    { name: 'title_typography', kind: 'typography', label: 'Typography', tab: 'style', section: 'section_title_style', selector: TITLE },
    {
      name: 'title_gap',
      kind: 'slider',
      label: 'Gap',
      tab: 'style',
      section: 'section_title_style',
      units: ['px', 'em', 'rem'],
      selectors: { [TITLE]: { 'margin-inline-end': '{{VALUE}}' } },
    },
    {
      name: 'icon_size',
      kind: 'slider',
      label: 'Size',
      tab: 'style',
      section: 'section_stars_style',
      responsive: true,
      units: ['px', 'em', 'rem'],
      selectors: { [STARS]: { 'font-size': '{{VALUE}}' } },
    },
    {
      name: 'icon_space',
      kind: 'slider',
      label: 'Spacing',
      tab: 'style',
      section: 'section_stars_style',
      responsive: true,
      units: ['px', 'em', 'rem'],
      selectors: { [`${STARS} i:not(:last-of-type)`]: { 'margin-inline-end': '{{VALUE}}' } },
    },
    {
      name: 'stars_color',
      kind: 'color',
      label: 'Color',
      tab: 'style',
      section: 'section_stars_style',
      selectors: { [`${STARS} i:before`]: { color: '{{VALUE}}' } },
    },
    {
      name: 'stars_unmarked_color',
      kind: 'color',
      label: 'Unmarked Color',
      tab: 'style',
      section: 'section_stars_style',
      selectors: { [`${STARS} i`]: { color: '{{VALUE}}' } },
    },
  ],
});

export type StarRatingSettings = SettingsOf<typeof starRatingDeclaration.controls>;
