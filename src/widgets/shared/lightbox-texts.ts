// The lightbox's title and description for an image link, as the kit says (its lightbox_title_src and
// lightbox_description_src: an image's title, caption, alt or description, or none), written on the
// link as Elementor does (`data-elementor-lightbox-title`, `-description`) for src/behaviours/lightbox.
// Foyer's media table holds no attachment texts yet: an image's title is its file's name, as
// WordPress titles an upload; a description is known only where the document gives one.
import type { Kit, LightboxTextSource } from '../../model/kit.ts';
import { labelFromUrl } from './links.ts';
import { textOf } from './sanitize.ts';

export interface LightboxImage {
  url: string;
  alt?: string;
  /** Stored HTML (a caption setting): its text is used. */
  caption?: string;
  title?: string;
  description?: string;
}

function textFrom(source: LightboxTextSource, image: LightboxImage): string {
  switch (source) {
    case 'title':
      return image.title || labelFromUrl(image.url);
    case 'caption':
      return textOf(image.caption ?? '');
    case 'alt':
      return image.alt ?? '';
    case 'description':
      return image.description ?? '';
    default:
      return '';
  }
}

/** The link attributes; both always present (empty: the kit asks for none), so the lightbox shows exactly these. */
export function lightboxTexts(
  image: LightboxImage,
  kit: Pick<Kit, 'lightbox_title_src' | 'lightbox_description_src'>,
): { 'data-elementor-lightbox-title': string; 'data-elementor-lightbox-description': string } {
  return {
    'data-elementor-lightbox-title': textFrom(kit.lightbox_title_src, image),
    'data-elementor-lightbox-description': textFrom(kit.lightbox_description_src, image),
  };
}
