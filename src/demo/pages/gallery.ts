// The gallery page: the house, the suites and Porto Alba in one filterable gallery (Pro's gallery
// widget with several galleries), each photo linked to its full-size file for the lightbox.
import type { ElementNode } from '../../model/element.ts';
import { docBuilder, media, px, typo } from '../build.ts';
import { C } from '../kit.ts';
import { button, buttons, eyebrow, pageHero, section, text, title } from '../parts.ts';
import { enquiryUrl } from './contact.ts';

const GALLERIES: Array<[string, string[]]> = [
  ['The house', ['courtyard', 'pool', 'breakfast-terrace']],
  ['The suites', ['sea-view-suite', 'bedroom']],
  ['Porto Alba', ['old-town', 'harbour', 'beach', 'market', 'gardens', 'hills']],
];

export function galleryElements(): ElementNode[] {
  const b = docBuilder('gallery');
  return [
    pageHero(b, {
      image: 'courtyard',
      eyebrow: 'Gallery',
      title: 'The house, the suites and the town',
      lead: 'A look around before you arrive: the courtyard and the pool, two of the suites, and the streets and shore of Porto Alba.',
      height: 48,
    }),
    section(b, { flex_gap: { unit: 'px', size: 24, column: '24', row: '24' } }, [
      eyebrow(b, 'Choose what to see'),
      title(b, 'Photographs of Casa Alba', { size: 36 }),
      text(b, '<p>Pick a part of the house or the town above the photographs; select a photograph to see it at full size.</p>'),
      b.widget('gallery', {
        gallery_type: 'multiple',
        galleries: GALLERIES.map(([galleryTitle, names], i) => ({
          _id: `g${i}`,
          gallery_title: galleryTitle,
          multiple_gallery: names.map((name) => media(name)),
        })),
        show_all_galleries_label: 'Everything',
        gallery_layout: 'grid',
        columns: '3',
        columns_tablet: '2',
        columns_mobile: '2',
        gap: px(12),
        gap_mobile: px(8),
        aspect_ratio: '4:3',
        thumbnail_image_size: 'medium_large',
        overlay_background: '',
        image_hover_animation: 'grow',
        image_border_radius: { unit: 'px', top: '4', right: '4', bottom: '4', left: '4', isLinked: true },
        galleries_align: 'start',
        galleries_title_color_normal: C.text,
        galleries_title_color_active: C.accent,
        galleries_title_space_between: px(4),
        galleries_title_gap: px(20),
        ...typo('galleries_titles_typography', { size: 15, weight: '600' }),
      }),
      buttons(b, [button(b, 'See the suites', '/suites/', 'outline'), button(b, 'Send an enquiry', enquiryUrl(), 'solid')]),
    ]),
  ];
}
