import { describe, expect, it } from 'vitest';
import { node, renderTree, rule } from '../../../test/helpers/render-tree.tsx';
import { flatControls } from '../../contracts/declaration/flatten.ts';
import { sectionDeclaration } from '../section/schema.ts';

const gallery = ['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg'].map((url, i) => ({ id: i + 1, url }));

describe('background slideshow layer', () => {
  it('renders every slide with the first one showing, lazy ones marked, Ken Burns classes and Elementor names', () => {
    const { html, css, plan } = renderTree([
      node(
        'section',
        {
          background_background: 'slideshow',
          background_slideshow_gallery: gallery,
          background_slideshow_lazyload: 'yes',
          background_slideshow_ken_burns: 'yes',
          background_slideshow_ken_burns_zoom_direction: 'out',
          background_slideshow_slide_transition: 'slide_down',
          background_slideshow_transition_duration: 800,
          background_slideshow_background_size_mobile: 'contain',
        },
        [],
        { id: 's1' },
      ),
    ]);
    const image = 'elementor-background-slideshow__slide__image elementor-ken-burns elementor-ken-burns--out';
    expect(html).toContain(
      `<div class="elementor-background-slideshow" aria-hidden="true" data-transition="slide_down"><div class="elementor-background-slideshow__slide e-slide--active"><div class="${image}"></div></div><div class="elementor-background-slideshow__slide" data-lazy=""><div class="${image}"></div></div>`,
    );
    // The layer comes before the section's content.
    expect(html.indexOf('elementor-background-slideshow')).toBeLessThan(html.indexOf('elementor-container'));
    const layer = '.elementor-element-s1>.elementor-background-slideshow';
    expect(rule(css, `${layer}>.elementor-background-slideshow__slide:nth-child(1)>.elementor-background-slideshow__slide__image`)).toBe(
      'background-image:url("/uploads/a.jpg")',
    );
    expect(rule(css, layer)).toBe('--e-slide-ms:800ms');
    expect(rule(css, `${layer} .elementor-background-slideshow__slide__image`, '(max-width:767px)')).toBe('background-size:contain');
    expect(rule(css, '.elementor-element-s1')).toContain('isolation:isolate');
    const planned = [...plan.modules];
    expect(planned).toContain('background-slideshow');
    expect(html).toContain('data-behaviours="background-slideshow"');
    expect(html).toContain('&quot;background_slideshow_transition_duration&quot;:800');
    expect(html).not.toContain('/uploads/a.jpg&quot;');
  });

  it('starts no slider for one slide (unless it zooms), and shows nothing for a gallery without safe images', () => {
    const one = renderTree([node('container', { background_background: 'slideshow', background_slideshow_gallery: gallery.slice(0, 1) })]);
    expect(one.html).toContain('elementor-background-slideshow__slide e-slide--active');
    expect(one.plan.modules.has('background-slideshow')).toBe(false);
    const zoom = renderTree([
      node('column', {
        background_background: 'slideshow',
        background_slideshow_gallery: gallery.slice(0, 1),
        background_slideshow_ken_burns: 'yes',
      }),
    ]);
    expect(zoom.plan.modules.has('background-slideshow')).toBe(true);
    // A column's layer sits in its widget wrap, where its background is.
    expect(zoom.html).toMatch(/elementor-widget-wrap"><div class="elementor-background-slideshow"/);
    const bad = renderTree([
      node('section', { background_background: 'slideshow', background_slideshow_gallery: [{ url: 'javascript:x' }, { url: '' }] }),
    ]);
    expect(bad.html).not.toContain('elementor-background-slideshow');
    expect(bad.css).not.toContain('elementor-background-slideshow');
  });
});

describe('background video layer', () => {
  it('renders the container with both players, transparent until playback, and the fallback behind it', () => {
    const { html, css, plan } = renderTree([
      node(
        'container',
        {
          background_background: 'video',
          background_video_link: 'https://www.youtube.com/watch?v=3y7UiiRplXw',
          background_video_start: 5,
          background_video_end: 12,
          background_privacy_mode: 'yes',
          background_video_fallback: { url: '/uploads/poster.jpg', id: 3 },
        },
        [],
        { id: 'c1' },
      ),
    ]);
    expect(html).toContain(
      '<div class="elementor-background-video-container elementor-loading" aria-hidden="true" inert=""><div class="elementor-background-video-embed"></div><video class="elementor-background-video-hosted" muted="" playsInline="" preload="none"></video></div>',
    );
    expect(plan.modules.has('background-video')).toBe(true);
    expect(html).toContain('&quot;background_video_end&quot;:12');
    expect(rule(css, '.elementor-element-c1')).toContain('background-image:url("/uploads/poster.jpg")');
  });

  it('renders nothing without a usable link', () => {
    const { html, plan } = renderTree([node('section', { background_background: 'video', background_video_link: 'javascript:alert(1)' })]);
    expect(html).not.toContain('elementor-background-video');
    expect(plan.modules.has('background-video')).toBe(false);
  });
});

describe('background declaration', () => {
  it("declares Elementor's slideshow and video settings with their defaults, only where the group offers them", () => {
    const names = flatControls(sectionDeclaration.controls).map((c) => c.name);
    for (const name of [
      'background_slideshow_gallery',
      'background_slideshow_loop',
      'background_slideshow_slide_duration',
      'background_slideshow_transition_duration',
      'background_slideshow_slide_transition',
      'background_slideshow_ken_burns',
      'background_slideshow_ken_burns_zoom_direction',
      'background_slideshow_lazyload',
      'background_video_link',
      'background_video_start',
      'background_video_end',
      'background_play_once',
      'background_play_on_mobile',
      'background_privacy_mode',
      'background_video_fallback',
    ]) {
      expect(names, name).toContain(name);
    }
    // Overlays and hover backgrounds are classic or gradient only.
    expect(names).not.toContain('background_overlay_slideshow_gallery');
    expect(names).not.toContain('background_hover_video_link');
    const transition = flatControls(sectionDeclaration.controls).find((c) => c.name === 'background_slideshow_slide_transition');
    expect(transition).toMatchObject({ default: 'fade', options: { slide_right: 'Slide Right', slide_down: 'Slide Down' } });
  });
});
