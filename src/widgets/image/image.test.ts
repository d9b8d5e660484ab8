import { describe, expect, it } from 'vitest';
import { imageSource } from '../shared/image-source.ts';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { image } from './render.tsx';
import type { ImageWidgetSettings } from './schema.ts';

const run = Object.assign((raw: Record<string, unknown>, aboveFold = false) => runWidget(image, raw, { aboveFold }), {
  withMedia: (raw: Record<string, unknown>, media: Map<string, { width: number; height: number }>) => runWidget(image, raw, { media }),
});
const demo = { url: '/uploads/demo/lobby.jpg', id: 7, alt: 'The lobby', width: 2400, height: 1600 };

describe('image widget', () => {
  it('has Elementor defaults', () => {
    const s = image.schema.parse({}) as ImageWidgetSettings;
    expect(s.image.url).toBe('');
    expect(s.image_size).toBe('full');
    expect(s.link_to).toBe('none');
    expect(s.caption_source).toBe('none');
    expect(s.open_lightbox).toBe('default');
  });

  it('falls back to defaults for invalid settings', () => {
    const { settings, invalidKeys } = run({ link_to: 'elsewhere', image: 'not-an-object', caption_source: 3 });
    expect(invalidKeys.sort()).toEqual(['caption_source', 'image', 'link_to']);
    expect(settings.link_to).toBe('none');
  });

  it('keeps the image when one of its fields is odd', () => {
    const { html, invalidKeys } = run({
      image: { url: '/uploads/demo/a.jpg', id: null, alt: 5, width: '800', height: 'x' },
      link: { url: '/a', is_external: null },
    });
    expect(invalidKeys).toEqual([]);
    expect(html).toBe('<img src="/uploads/demo/a.jpg" alt="" class="attachment-full size-full" loading="lazy" decoding="async"/>');
  });

  it('renders nothing without an image, or with an unsafe URL', () => {
    expect(run({}).html).toBe('');
    expect(run({ image: { url: 'javascript:alert(1)' } }).html).toBe('');
  });

  it('renders an external image as given, lazily', () => {
    const { html } = run({ image: { url: 'https://cdn.example.com/a/photo.png', id: 55 } });
    expect(html).toBe(
      '<img src="https://cdn.example.com/a/photo.png" alt="" class="attachment-full size-full wp-image-55" loading="lazy" decoding="async"/>',
    );
  });

  it('reads the size of WordPress sized files from their name', () => {
    const { html } = run({ image: { url: 'https://x.org/wp-content/uploads/2021/07/room-1024x683.jpg', alt: 'Room' } });
    expect(html).toContain('width="1024" height="683"');
  });

  it('offers a srcset of Foyer upload variants with width and height', () => {
    const { html } = run({ image: demo });
    expect(html).toContain('src="/uploads/demo/lobby.jpg"');
    // React writes srcSet/fetchPriority in camel case; HTML attribute names are case-insensitive.
    expect(html.toLowerCase()).toContain(
      'srcset="/uploads/demo/lobby-480.jpg 480w, /uploads/demo/lobby-768.jpg 768w, /uploads/demo/lobby-1280.jpg 1280w, /uploads/demo/lobby-1920.jpg 1920w, /uploads/demo/lobby.jpg 2400w"',
    );
    expect(html).toContain('sizes="auto, (max-width: 2400px) 100vw, 2400px"');
    expect(html).toContain('width="2400" height="1600"');
    expect(html).toContain('alt="The lobby"');
  });

  it('loads above-the-fold images eagerly with high priority', () => {
    const { html } = run({ image: demo }, true);
    expect(html).toContain('loading="eager"');
    expect(html.toLowerCase()).toContain('fetchpriority="high"');
    expect(html).not.toContain('decoding');
    // React 19 also emits a preload for high-priority images (hoisted into <head> in a full page).
    expect(html).toMatch(/^<link rel="preload" as="image"/);
    expect(html).toContain('sizes="(max-width: 2400px) 100vw, 2400px"');
  });

  it('scales the size attributes and picks a variant for a named image size', () => {
    const src = imageSource({ url: demo.url, width: 2400, height: 1600, maxWidth: 1024 });
    expect(src).toEqual({
      src: '/uploads/demo/lobby-1280.jpg',
      srcset:
        '/uploads/demo/lobby-480.jpg 480w, /uploads/demo/lobby-768.jpg 768w, /uploads/demo/lobby-1280.jpg 1280w, /uploads/demo/lobby-1920.jpg 1920w, /uploads/demo/lobby.jpg 2400w',
      width: 1024,
      height: 683,
    });
    expect(imageSource({ url: '/uploads/demo/lobby.jpg', width: 2400, height: 1600, maxWidth: 300 })?.srcset).toBe(
      '/uploads/demo/lobby-480.jpg 480w, /uploads/demo/lobby-768.jpg 768w',
    );
    expect(imageSource({ url: '/uploads/demo/small.jpg', width: 400, height: 300 })).toEqual({
      src: '/uploads/demo/small.jpg',
      width: 400,
      height: 300,
    });
    expect(imageSource({ url: '/uploads/demo/lobby-768.jpg', width: 768, height: 512 })).toEqual({
      src: '/uploads/demo/lobby-768.jpg',
      width: 768,
      height: 512,
    });
  });

  it('links to the file for the lightbox, with a name for the link', () => {
    const { html } = run({ image: { url: '/uploads/demo/pool.jpg' }, link_to: 'file', open_lightbox: 'yes' });
    expect(html).toMatch(
      /^<a href="\/uploads\/demo\/pool.jpg" aria-label="pool" data-elementor-open-lightbox="yes" data-elementor-lightbox-title="pool" data-elementor-lightbox-description=""><img /,
    );
  });

  it('links to a custom URL, refusing javascript:', () => {
    expect(run({ image: demo, link_to: 'custom', link: { url: '/rooms', is_external: 'on' } }).html).toMatch(
      /^<a href="\/rooms" target="_blank" rel="noopener">/,
    );
    expect(run({ image: demo, link_to: 'custom', link: { url: 'javascript:alert(1)' } }).html).toMatch(/^<img /);
  });

  it('captions with sanitised text', () => {
    const { html } = run({ image: demo, caption_source: 'custom', caption: 'Our <em>lobby</em><script>x</script>' });
    expect(html).toMatch(
      /^<figure class="wp-caption"><img .*<figcaption class="widget-image-caption wp-caption-text">Our <em>lobby<\/em><\/figcaption><\/figure>$/,
    );
  });

  it('emits only the CSS its settings set, per device', () => {
    expect(run({ image: demo }).css).toBe('');
    const { css } = run({
      image: demo,
      align: 'left',
      width: { unit: '%', size: 100 },
      width_mobile: { unit: 'px', size: 200 },
      height: { unit: 'px', size: 350 },
      'object-fit': 'cover',
      image_border_radius: { unit: 'px', top: '5', right: '5', bottom: '5', left: '5' },
    });
    expect(css).toContain('.elementor-element-abc123{text-align:left}');
    expect(css).toContain('.elementor-element-abc123 img{width:100%;height:350px;object-fit:cover;border-radius:5px}');
    expect(css).toContain('@media(max-width:767px){.elementor-element-abc123 img{width:200px}}');
  });

  it('crops custom sizes to their aspect ratio', () => {
    const { css, html } = run({
      image: { url: 'https://e.com/x.jpg' },
      image_size: 'custom',
      image_custom_dimension: { width: '280', height: '180' },
    });
    expect(css).toContain('aspect-ratio:280/180;object-fit:cover');
    expect(html).toContain('width="280" height="180"');
  });

  describe('with sizes recorded in the media table', () => {
    const media = new Map([
      ['/uploads/terrace.jpg', { width: 1600, height: 1000 }],
      ['/uploads/terrace-480.jpg', { width: 480, height: 300 }],
      ['/uploads/terrace-768.jpg', { width: 768, height: 480 }],
    ]);
    const exported = { url: '/uploads/terrace.jpg', id: 3, size: '', alt: 'Terrace', source: 'library' };

    it('gives an image without dimensions in its document the recorded width and height', () => {
      const { html } = run.withMedia({ image: exported }, media);
      expect(html).toContain('width="1600" height="1000"');
    });

    it('offers only the width variants that are recorded', () => {
      const { html } = run.withMedia({ image: exported }, media);
      expect(html).toMatch(/srcset="\/uploads\/terrace-480.jpg 480w, \/uploads\/terrace-768.jpg 768w, \/uploads\/terrace.jpg 1600w"/i);
      expect(html).not.toContain('terrace-1280.jpg');
    });

    it('prefers the recorded size to a stale one in the document', () => {
      const { html } = run.withMedia({ image: { ...exported, width: 800, height: 800 } }, media);
      expect(html).toContain('width="1600" height="1000"');
    });

    it('leaves files it has no record of as they were', () => {
      const { html } = run.withMedia({ image: { url: '/uploads/other.jpg' } }, media);
      expect(html).not.toContain('width=');
    });
  });
});
