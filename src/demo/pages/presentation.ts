// The presentation page: every element behaviour (motion, sticky, slideshow, video, shapes, entrance).
import type { ElementNode } from '../../model/element.ts';
import { docBuilder, media } from '../build.ts';
import { demoVideoUrl } from '../media/videos.ts';
import { column, eyebrow, pageHero, row, section, text, title } from '../parts.ts';
import { presentationBackgroundsSections } from './presentation-backgrounds.ts';
import { presentationFilmsSection } from './presentation-films.ts';
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
    // A short film of the harbour at dusk behind its poster: nothing plays or loads until pressed.
    section(b, {}, [
      row(b, { flex_align_items: 'center' }, [
        column(b, 40, {}, [
          eyebrow(b, 'A short film'),
          title(b, 'The harbour at dusk', { size: 36 }),
          text(
            b,
            '<p>Six seconds of the bay from the tower terrace, as the boats come in and the lights of the waterfront go on. Press play to watch.</p>',
          ),
        ]),
        column(b, 60, {}, [
          b.widget('video', {
            video_type: 'hosted',
            hosted_url: { url: demoVideoUrl('harbour-dusk.webm') },
            show_image_overlay: 'yes',
            image_overlay: media('harbour'),
            loop: 'yes',
            mute: 'yes',
            aspect_ratio: '169',
          }),
        ]),
      ]),
    ]),
    presentationFilmsSection(),
    ...presentationMotionSections(),
  ];
}
