import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { carouselPlan } from './plan.ts';
import { imageCarousel } from './render.tsx';

const gallery = [
  { id: 11, url: '/uploads/garden-suite.jpg' },
  { id: 12, url: '/uploads/tower-penthouse.jpg', alt: 'Penthouse terrace' },
  { id: 13, url: '/uploads/spa.jpg' },
];

describe('carouselPlan', () => {
  it("follows Elementor's defaults: 3 / 2 / 1 slides, one per step, no gap", () => {
    expect(carouselPlan({})).toEqual({
      perView: { desktop: 3, tablet: 2, mobile: 1 },
      perStep: { desktop: 1, tablet: 1, mobile: 1 },
      gap: { desktop: 0, tablet: 0, mobile: 0 },
    });
    expect(carouselPlan({ slides_to_show: '1' }).perView).toEqual({ desktop: 1, tablet: 1, mobile: 1 });
  });

  it('takes per-device counts and the custom spacing, a device without its own size inheriting', () => {
    const plan = carouselPlan({
      slides_to_show: '5',
      slides_to_show_tablet: '4',
      slides_to_scroll: '2',
      image_spacing: 'custom',
      image_spacing_custom: { unit: 'px', size: 70 },
      image_spacing_custom_mobile: { unit: 'px', size: 10 },
    });
    expect(plan.perView).toEqual({ desktop: 5, tablet: 4, mobile: 1 });
    expect(plan.perStep.desktop).toBe(2);
    expect(plan.gap).toEqual({ desktop: 70, tablet: 70, mobile: 10 });
    // The size's default (20) applies once spacing is custom; without it the slides touch.
    expect(carouselPlan({ image_spacing: 'custom', image_spacing_custom: { unit: 'px', size: 20 } }).gap.desktop).toBe(20);
    expect(carouselPlan({ image_spacing_custom: { unit: 'px', size: 60 } }).gap.desktop).toBe(0);
  });
});

describe('image carousel widget', () => {
  it("has Elementor's defaults", () => {
    const s = imageCarousel.schema.parse({}) as Record<string, unknown>;
    expect(s).toMatchObject({
      navigation: 'both',
      autoplay: 'yes',
      autoplay_speed: 5000,
      speed: 500,
      infinite: 'yes',
      thumbnail_size: 'thumbnail',
    });
    expect(s.image_spacing_custom).toEqual({ unit: 'px', size: 20 });
  });

  it('renders nothing without images, and no controls or behaviour for one image', () => {
    expect(runWidget(imageCarousel, {}).html).toBe('');
    const one = runWidget(imageCarousel, { carousel: gallery.slice(0, 1) });
    expect(one.html).toContain('aria-label="1 of 1"');
    expect(one.html).not.toContain('elementor-swiper-button');
    expect(one.html).not.toContain('swiper-pagination');
    expect(imageCarousel.behaviours?.(imageCarousel.schema.parse({ carousel: gallery.slice(0, 1) }) as never)).toEqual([]);
  });

  it('renders a labelled carousel region of slides "n of m", arrows, bullets and the pause button', () => {
    const { html } = runWidget(imageCarousel, { carousel: gallery, carousel_name: 'Suite photos', thumbnail_size: 'full' });
    expect(html).toMatch(
      /^<div class="elementor-image-carousel-wrapper swiper elementor-arrows-position-inside elementor-pagination-position-outside" role="region" aria-roledescription="carousel" aria-label="Suite photos" dir="ltr"><div class="elementor-image-carousel swiper-wrapper" aria-live="off">/,
    );
    expect(html).toContain(
      '<div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="2 of 3"><figure class="swiper-slide-inner"><img',
    );
    expect(html).toContain('alt="Penthouse terrace"');
    expect(html).toContain('class="swiper-slide-image attachment-full size-full wp-image-12"');
    expect(html).toContain(
      '<button type="button" class="elementor-swiper-button elementor-swiper-button-prev foyer-carousel__prev" aria-label="Previous slide">',
    );
    expect(html.match(/swiper-pagination-bullet foyer-carousel__dot/g)).toHaveLength(3);
    expect(html).toContain('class="foyer-carousel__pause foyer-swiper-pause" aria-label="Pause slides" aria-pressed="false" hidden=""');
  });

  it('leaves out what navigation and autoplay turn off, and links slides to their files with a name', () => {
    const { html } = runWidget(imageCarousel, {
      carousel: gallery,
      navigation: 'none',
      autoplay: 'no',
      link_to: 'file',
      image_stretch: 'yes',
    });
    expect(html).not.toContain('elementor-swiper-button');
    expect(html).not.toContain('swiper-pagination');
    expect(html).not.toContain('foyer-carousel__pause');
    expect(html).toContain('swiper-wrapper swiper-image-stretch" aria-live="polite"');
    expect(html).toContain(
      '<a href="/uploads/garden-suite.jpg" aria-label="garden suite" data-elementor-open-lightbox="default" data-elementor-lightbox-slideshow="abc123" data-elementor-lightbox-title="garden suite" data-elementor-lightbox-description="">',
    );
  });

  it('prints the slides per device and the gap as custom properties, and the style controls', () => {
    const { css } = runWidget(imageCarousel, {
      carousel: gallery,
      slides_to_show: '5',
      slides_to_show_mobile: '3',
      image_spacing: 'custom',
      image_spacing_custom: { unit: 'px', size: 60 },
      dots_color: '#C9A96E',
      arrows_size: { unit: 'px', size: 30 },
    });
    expect(css).toContain('.elementor-element-abc123{--e-image-carousel-slides-to-show:5}');
    expect(css).toContain(
      '.elementor-element-abc123 .elementor-image-carousel-wrapper{--foyer-carousel-per-view:5;--foyer-carousel-gap:60px}',
    );
    expect(css).toMatch(/@media\(max-width:1024px\)\{[^@]*--foyer-carousel-per-view:2;--foyer-carousel-gap:60px/);
    expect(css).toMatch(/@media\(max-width:767px\)\{[^@]*--foyer-carousel-per-view:3;--foyer-carousel-gap:60px/);
    expect(css).toContain('.elementor-element-abc123 .swiper-pagination-bullet{background:#C9A96E}');
    expect(css).toContain('.elementor-swiper-button.elementor-swiper-button-next{font-size:30px}');
  });

  it('gives the browser the timing and per-device counts', () => {
    const s = imageCarousel.schema.parse({ slides_to_show: '1', effect: 'fade', autoplay_speed: 3000, pause_on_interaction: 'no' });
    expect(imageCarousel.clientSettings?.(s as never)).toEqual({
      perView: { desktop: 1, tablet: 1, mobile: 1 },
      perStep: { desktop: 1, tablet: 1, mobile: 1 },
      autoplay: true,
      autoplaySpeed: 3000,
      pauseOnHover: true,
      pauseOnInteraction: false,
      loop: true,
      speed: 500,
      fade: true,
    });
  });
});
