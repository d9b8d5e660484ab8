import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { parseSettings } from '../../contracts/settings.ts';
import type { WidgetDefinition } from '../../contracts/widget.ts';
import { gallery, galleryImages } from './render.tsx';
import type { GallerySettings } from './schema.ts';

const run = (raw: Record<string, unknown>, media?: Map<string, { width: number; height: number }>) =>
  runWidget(gallery as WidgetDefinition<GallerySettings>, raw, { media });
const img = (name: string, alt = '') => ({ id: name.length, url: `/uploads/${name}.jpg`, alt });

describe('gallery widget', () => {
  it('has Elementor Pro’s defaults', () => {
    const s = gallery.schema.parse({}) as GallerySettings;
    expect([
      s.gallery_type,
      s.gallery_layout,
      s.columns,
      s.link_to,
      s.open_lightbox,
      s.aspect_ratio,
      s.lazyload,
      s.show_all_galleries_label,
    ]).toEqual(['single', 'grid', '4', 'file', 'default', '3:2', 'yes', 'All']);
  });

  it('renders a single gallery as a grid of linked, sized images, ready for the lightbox', () => {
    const { html, css } = run(
      { gallery: [img('pool', 'The pool'), img('beach', 'The beach')] },
      new Map([['/uploads/pool.jpg', { width: 1920, height: 1080 }]]),
    );
    expect(html).toContain('class="e-gallery-container e-gallery-grid elementor-gallery"');
    expect(html).toMatch(
      /<a class="e-gallery-item elementor-gallery-item" data-e-gallery-tags="0" href="\/uploads\/pool.jpg" data-elementor-open-lightbox="default" data-elementor-lightbox-slideshow="all-abc123" data-elementor-lightbox-title="pool" data-elementor-lightbox-description="" e-action-hash="[^"]+">/,
    );
    expect(html).toMatch(/<img src="[^"]*pool[^"]*"[^>]* width="\d+" height="\d+" alt="The pool"/);
    // The lightbox action a shared address opens: base64 JSON of the slide, as Elementor writes it.
    const hash = /e-action-hash="#elementor-action:action=lightbox&amp;settings=([^"]+)"/.exec(html)![1];
    expect(JSON.parse(atob(decodeURIComponent(hash)))).toEqual({ type: 'image', url: '/uploads/pool.jpg' });
    expect(html).not.toContain('elementor-gallery__titles-container');
    expect(css).toContain('.elementor-element-abc123 .e-gallery-container{--columns:4;--gap:10px;--ratio:3/2}');
    expect(css).toMatch(/@media\(max-width:1024px\)\{[^}]*--columns:2/);
    expect(css).toMatch(/@media\(max-width:767px\)\{[^}]*--columns:1/);
  });

  it('names a link around an image without alt text by its file', () => {
    expect(run({ gallery: [img('harbour-at-dusk')] }).html).toContain('aria-label="harbour at dusk"');
  });

  it('renders the real document’s gallery (055): eight remote images, grid, links to the files', () => {
    const gallery055 = [670, 1215, 700].map((id) => ({ id, url: `https://borcsikwood.com/wp-content/uploads/2022/08/${id}-scaled.jpg` }));
    const { html } = run({
      gallery: gallery055,
      galleries: [{ gallery_title: 'Új galéria', _id: '58d7193' }],
      show_all_galleries_label: 'Mind',
    });
    expect(html.match(/class="e-gallery-item/g)).toHaveLength(3);
    expect(html).toContain('href="https://borcsikwood.com/wp-content/uploads/2022/08/670-scaled.jpg"');
  });

  it('filters several galleries: titles as pressed buttons, images tagged with every gallery that holds them', () => {
    const raw = {
      gallery_type: 'multiple',
      galleries: [
        { gallery_title: 'The house', multiple_gallery: [img('pool'), img('courtyard')] },
        { gallery_title: 'Porto Alba', multiple_gallery: [img('harbour'), img('pool')] },
      ],
    };
    const s = gallery.schema.parse(raw) as GallerySettings;
    expect(galleryImages(s).map((i) => [i.url, i.tags])).toEqual([
      ['/uploads/pool.jpg', [0, 1]],
      ['/uploads/courtyard.jpg', [0]],
      ['/uploads/harbour.jpg', [1]],
    ]);
    const { html } = run(raw);
    expect(html).toContain('role="group" aria-label="Filter the gallery"');
    expect(html).toContain('aria-pressed="true" data-gallery-index="all">All</button>');
    expect(html).toContain('aria-pressed="false" data-gallery-index="1">Porto Alba</button>');
    expect(html).not.toContain('hidden');
    expect(gallery.behaviours?.(s)).toEqual(['gallery-filter']);
    // Without the "All" filter, the first gallery shows first.
    const first = run({ ...raw, show_all_galleries: '' }).html;
    expect(first).toContain('aria-pressed="true" data-gallery-index="0">The house</button>');
    expect(first).toMatch(/data-e-gallery-tags="1" hidden=""/);
  });

  it('lays justified rows out by each image’s recorded ratio', () => {
    const { html } = run(
      { gallery_layout: 'justified', gallery: [img('wide'), img('square')] },
      new Map([
        ['/uploads/wide.jpg', { width: 2000, height: 1000 }],
        ['/uploads/square.jpg', { width: 800, height: 800 }],
      ]),
    );
    expect(html).toContain('style="--item-ratio:2"');
    expect(html).toContain('style="--item-ratio:1"');
    expect(html).toContain('e-gallery-justified');
  });

  it('links nowhere, or to a custom address, as set; shows overlay texts it has', () => {
    expect(run({ link_to: '', gallery: [img('pool', 'Pool')] }).html).toMatch(
      /^<div class="elementor-gallery__container"><div class="e-gallery-container[^"]*"><div class="e-gallery-item/,
    );
    expect(run({ link_to: 'custom', url: { url: '/suites/' }, gallery: [img('pool', 'Pool')] }).html).toContain('href="/suites/"');
    const titled = run({ overlay_title: 'alt', gallery: [img('pool', 'Pool <b>at dusk</b>')] }).html;
    expect(titled).toContain('<span class="elementor-gallery-item__title">Pool <b>at dusk</b></span>');
  });

  it('prints nothing without images, and skips values that are not images', () => {
    const s = parseSettings(gallery.schema, { gallery: [{ url: 'javascript:alert(1)' }, 'x', null] }).settings as GallerySettings;
    expect(galleryImages(s)).toEqual([]);
    expect(gallery.isEmpty?.(s, undefined)).toBe(true);
  });
});
