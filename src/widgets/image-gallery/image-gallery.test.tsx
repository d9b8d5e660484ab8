import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import type { WidgetDefinition } from '../../contracts/widget.ts';
import { imageGallery } from './render.tsx';
import type { ImageGallerySettings } from './schema.ts';

const run = (raw: Record<string, unknown>) => runWidget(imageGallery as WidgetDefinition<ImageGallerySettings>, raw);
const images = [
  { id: 2707, url: 'https://trizen.example/wp-content/uploads/2021/07/img5.jpg', alt: 'Lobby', caption: 'The <em>lobby</em>' },
  { id: 2725, url: 'https://trizen.example/wp-content/uploads/2021/07/img29.jpg' },
];

describe('basic gallery widget', () => {
  it('has Elementor’s defaults', () => {
    const s = imageGallery.schema.parse({}) as ImageGallerySettings;
    expect([s.thumbnail_size, s.gallery_columns, s.gallery_link, s.open_lightbox, s.gallery_rand, s.gallery_display_caption]).toEqual([
      'thumbnail',
      '4',
      'file',
      'default',
      '',
      '',
    ]);
  });

  it('renders the real document’s gallery (a hotel export): WordPress’s markup, three columns, links for the lightbox', () => {
    const { html } = run({ wp_gallery: images, thumbnail_size: 'full', gallery_columns: '3', open_lightbox: 'yes' });
    expect(html).toContain('<div id="gallery-abc123" class="gallery gallery-columns-3 gallery-size-full" style="--gallery-columns:3">');
    expect(html.match(/<figure class="gallery-item">/g)).toHaveLength(2);
    expect(html).toContain(
      '<a href="https://trizen.example/wp-content/uploads/2021/07/img5.jpg" data-elementor-open-lightbox="yes" data-elementor-lightbox-slideshow="abc123" data-elementor-lightbox-title="img5" data-elementor-lightbox-description="">',
    );
    expect(html).toContain('<figcaption class="wp-caption-text gallery-caption">The <em>lobby</em></figcaption>');
    // An image without alt text or caption: the link is named by its file.
    expect(html).toContain('aria-label="img29"');
  });

  it('links nowhere or without the lightbox as set, hides captions, and prints nothing without images', () => {
    expect(run({ wp_gallery: images, gallery_link: 'none' }).html).not.toContain('<a ');
    expect(run({ wp_gallery: images, gallery_link: 'attachment' }).html).toContain('data-elementor-open-lightbox="no"');
    expect(run({ wp_gallery: images, gallery_display_caption: 'none' }).html).not.toContain('figcaption');
    expect(run({}).html).toBe('');
    expect(imageGallery.isEmpty?.(imageGallery.schema.parse({}) as ImageGallerySettings, undefined)).toBe(true);
  });

  it('sets a custom spacing per device', () => {
    const { css } = run({ wp_gallery: images, image_spacing: 'custom', image_spacing_custom: { size: 20, unit: 'px' } });
    expect(css).toContain('.elementor-element-abc123 .gallery{--gallery-gap:20px}');
  });
});
