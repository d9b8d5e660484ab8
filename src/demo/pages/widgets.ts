// The widgets page: each on-demand widget used as a hotel would use it.
import type { ElementNode } from '../../model/element.ts';
import { docBuilder } from '../build.ts';
import { pageHero } from '../parts.ts';
import { widgetsContactSections } from './widgets-contact.ts';
import { widgetsContentSections } from './widgets-content.ts';
import { widgetsInteractiveSections } from './widgets-interactive.ts';

export function widgetsElements(): ElementNode[] {
  const b = docBuilder('widgets');
  return [
    pageHero(b, {
      image: 'pool',
      eyebrow: 'Good to know',
      title: 'Everything about your stay',
      lead: 'Amenities, answers to the questions guests ask most, and every way to reach us.',
      height: 48,
    }),
    ...widgetsInteractiveSections(),
    ...widgetsContentSections(),
    ...widgetsContactSections(),
  ];
}
