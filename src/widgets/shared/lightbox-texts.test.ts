import { describe, expect, it } from 'vitest';
import { lightboxTexts } from './lightbox-texts.ts';

const image = { url: '/uploads/demo/pool-terrace-1280.jpg', alt: 'The pool at dusk', caption: '<b>Pool</b> &amp; terrace' };

describe('lightboxTexts', () => {
  it('takes the title and description from where the kit says, by Elementor’s defaults (title, description)', () => {
    // No stored description: none shown; the title is the file's name, as WordPress titles an upload.
    expect(lightboxTexts(image, { lightbox_title_src: 'title', lightbox_description_src: 'description' })).toEqual({
      'data-elementor-lightbox-title': 'pool terrace',
      'data-elementor-lightbox-description': '',
    });
    expect(
      lightboxTexts(
        { ...image, title: 'Pool', description: 'Heated in spring' },
        { lightbox_title_src: 'title', lightbox_description_src: 'description' },
      ),
    ).toEqual({
      'data-elementor-lightbox-title': 'Pool',
      'data-elementor-lightbox-description': 'Heated in spring',
    });
  });

  it('reads the caption as text and the alt as it is; none gives empty texts', () => {
    expect(lightboxTexts(image, { lightbox_title_src: 'caption', lightbox_description_src: 'alt' })).toEqual({
      'data-elementor-lightbox-title': 'Pool & terrace',
      'data-elementor-lightbox-description': 'The pool at dusk',
    });
    expect(lightboxTexts(image, { lightbox_title_src: '', lightbox_description_src: '' })).toEqual({
      'data-elementor-lightbox-title': '',
      'data-elementor-lightbox-description': '',
    });
  });
});
