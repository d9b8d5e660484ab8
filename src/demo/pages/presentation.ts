// The presentation page: every element behaviour (motion, sticky, slideshow, video, shapes, entrance).
import type { ElementNode } from '../../model/element.ts';
import { docBuilder } from '../build.ts';
import { pageHero } from '../parts.ts';
import { presentationBackgroundsSections } from './presentation-backgrounds.ts';
import { presentationMotionSections } from './presentation-motion.ts';

export function presentationElements(): ElementNode[] {
  const b = docBuilder('presentation');
  return [
    pageHero(b, {
      image: 'courtyard',
      eyebrow: 'The house in motion',
      title: 'A closer look at Casa Alba',
      lead: 'Light, sea and stone: a slow walk through the house, from the terrace to the tower.',
      height: 56,
    }),
    ...presentationBackgroundsSections(),
    ...presentationMotionSections(),
  ];
}
