// Stay planner declaration: the hotel's nightly rate and the limits of the nights/guests steppers.
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';

export const stayPlannerDeclaration = declareWidget({
  type: 'stay-planner',
  title: 'Stay planner',
  category: 'forms',
  icon: 'eicon-calendar',
  keywords: ['booking', 'reservation', 'dates', 'guests', 'nights', 'availability'],
  sections: [{ name: 'section_content', label: 'Stay Planner' }],
  island: 'stay-planner',
  controls: [
    { name: 'title', kind: 'text', label: 'Title', section: 'section_content', default: 'Plan your stay' },
    { name: 'nightly_rate', kind: 'number', label: 'Nightly rate', section: 'section_content', default: 180, min: 0, max: 1_000_000 },
    // ISO 4217 code, e.g. EUR.
    {
      name: 'currency',
      kind: 'text',
      label: 'Currency',
      description: 'Three letters, ISO 4217: EUR, CHF, USD.',
      section: 'section_content',
      default: 'EUR',
      pattern: '[A-Z]{3}',
    },
    { name: 'max_guests', kind: 'number', label: 'Most guests', section: 'section_content', default: 4, min: 1, max: 50, integer: true },
    { name: 'min_nights', kind: 'number', label: 'Fewest nights', section: 'section_content', default: 1, min: 1, max: 365, integer: true },
    { name: 'max_nights', kind: 'number', label: 'Most nights', section: 'section_content', default: 14, min: 1, max: 365, integer: true },
    { name: 'cta_text', kind: 'text', label: 'Button text', section: 'section_content', default: 'Check availability' },
    { name: 'cta_url', kind: 'text', label: 'Button link', section: 'section_content', default: '/contact/' },
  ],
});

export type StayPlannerSettings = SettingsOf<typeof stayPlannerDeclaration.controls>;
