import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { mediaCarouselPlan } from './plan.ts';
import { mediaCarousel } from './render.tsx';

const slides = [1, 2, 3, 4].map((n) => ({ _id: `s${n}`, image: { url: `/uploads/room-${n}.jpg`, id: n } }));

describe('mediaCarouselPlan', () => {
  it("uses Elementor Pro's defaults (3 / 2 / 1 in view, 10 px apart) and per-device values", () => {
    expect(mediaCarouselPlan({}, 5)).toMatchObject({
      perView: { desktop: 3, tablet: 2, mobile: 1 },
      gap: { desktop: 10, tablet: 10, mobile: 10 },
    });
    const plan = mediaCarouselPlan(
      {
        slides_per_view: '5',
        slides_per_view_mobile: '3',
        space_between: { size: 0 },
        space_between_tablet: { size: 35 },
        space_between_mobile: { size: 20 },
      },
      8,
    );
    expect(plan.perView).toEqual({ desktop: 5, tablet: 2, mobile: 3 });
    expect(plan.gap).toEqual({ desktop: 0, tablet: 35, mobile: 20 });
    expect(mediaCarouselPlan({ _skin: 'slideshow', slides_per_view: '4' }, 8).perView.desktop).toBe(1);
    expect(mediaCarouselPlan({ slides_per_view: '5' }, 2).perView.desktop).toBe(2);
  });
});

describe('media carousel widget', () => {
  it('renders cover images in a labelled carousel with arrows, bullets and a pause button', () => {
    const { html, css } = runWidget(mediaCarousel, { slides, height: { unit: 'px', size: 200 } });
    expect(html).toContain('<div class="elementor-swiper elementor-skin-carousel" role="region" aria-roledescription="carousel"');
    expect(html).toContain('<div class="elementor-main-swiper swiper foyer-carousel__viewport">');
    expect(html).toContain(
      'aria-label="2 of 4"><div class="elementor-carousel-image" role="img" aria-label="room 2" style="background-image:url(&quot;/uploads/room-2.jpg&quot;)">',
    );
    expect(html).toContain('elementor-swiper-button-next');
    expect(html.match(/foyer-carousel__dot/g)).toHaveLength(4);
    expect(css).toContain('.elementor-element-abc123 .elementor-main-swiper{height:200px}');
    expect(css).toContain('.elementor-element-abc123 .elementor-swiper{--foyer-carousel-per-view:3;--foyer-carousel-gap:10px}');
  });

  it('gives the slideshow skin thumbnails that select their slide, and drops what is switched off', () => {
    const show = runWidget(mediaCarousel, { slides, _skin: 'slideshow' });
    expect(show.html).toContain(
      '<div class="elementor-thumbnails-swiper"><button type="button" class="elementor-thumbnail foyer-carousel__dot swiper-slide-active" aria-label="Go to slide 1" aria-current="true"',
    );
    const bare = runWidget(mediaCarousel, { slides, show_arrows: '', pagination: '', autoplay: '' });
    expect(bare.html).not.toMatch(/elementor-swiper-button|swiper-pagination|foyer-carousel__pause/);
  });

  it('shows the old player’s messages in a video slide without a link or with an unknown service (spec §5)', () => {
    const video = (url: string) => ({ _id: 'v', type: 'video', image: { url: '/uploads/poster.jpg' }, video: { url } });
    const missing = runWidget(mediaCarousel, { slides: [video('')] }).html;
    expect(missing).toContain('<p class="elementor-carousel-video-message" role="note">Missing video URL.</p>');
    expect(missing).not.toContain('<a ');
    const unknown = runWidget(mediaCarousel, { slides: [video('https://example.com/film')] }).html;
    expect(unknown).toContain('Video URL not supported.');
    expect(unknown).not.toContain('elementor-custom-embed-play');
    for (const url of [
      'https://www.youtube.com/watch?v=abcdefghijk',
      'https://vimeo.com/76979871',
      'https://www.dailymotion.com/video/x8abc12',
    ]) {
      const ok = runWidget(mediaCarousel, { slides: [video(url)] }).html;
      expect(ok, url).not.toContain('elementor-carousel-video-message');
      expect(ok, url).toContain(`href="${url}"`);
      expect(ok, url).toContain('data-elementor-lightbox-slideshow="abc123"');
    }
  });

  it('shows a video slide without an image of its own over the thumbnail the server stored, and declares its link', () => {
    const slide = { _id: 'v', type: 'video', image: { url: '' }, video: { url: 'https://www.youtube.com/watch?v=XHOmBV4js_E' } };
    const media = new Map([['/uploads/video-thumbnails/youtube-XHOmBV4js_E.jpg', { width: 1280, height: 720 }]]);
    expect(runWidget(mediaCarousel, { slides: [slide] }, { media }).html).toContain(
      'style="background-image:url(&quot;/uploads/video-thumbnails/youtube-XHOmBV4js_E.jpg&quot;)"',
    );
    // Not stored (yet): no picture, and never the provider's.
    const bare = runWidget(mediaCarousel, { slides: [slide] }).html;
    expect(bare).not.toContain('background-image');
    expect(bare).not.toMatch(/ytimg|youtube\.com\/vi/);
    const parsed = (raw: Record<string, unknown>) =>
      mediaCarousel.schema.parse(raw) as Parameters<NonNullable<typeof mediaCarousel.videoLinks>>[0];
    expect(
      mediaCarousel.videoLinks?.(parsed({ slides: [slide, { ...slide, _id: 'w', image: { url: '/uploads/poster.jpg' } }, ...slides] })),
    ).toEqual(['https://www.youtube.com/watch?v=XHOmBV4js_E']);
  });
});
