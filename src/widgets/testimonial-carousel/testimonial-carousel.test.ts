import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { serialisedForm } from '../../../test/helpers/declaration-form.ts';
import { testimonialCarouselPlan } from './plan.ts';
import { shownImageWidth, testimonialCarousel } from './render.tsx';
import { testimonialCarouselDeclaration, type TestimonialCarouselSettings } from './schema.ts';

const reviews = [
  {
    _id: 'r1',
    content: 'Breakfast until <em>noon</em>.',
    name: 'Hanna &amp; Jonas',
    title: 'Sea-View Suite',
    image: { url: '/uploads/hanna.jpg', id: 41 },
  },
  {
    _id: 'r2',
    content: 'The tower at night.',
    name: 'Claire D.',
    title: 'Tower Suite',
    image: { url: 'https://cdn.example.org/claire.jpg', alt: 'Claire on the terrace' },
  },
  { _id: 'r3', content: 'Jasmine and lemons.', name: 'Paolo R.', title: '', image: { url: '' } },
];
const run = (raw: Record<string, unknown>, options = {}) => runWidget(testimonialCarousel, raw, options);

describe('testimonial carousel plan', () => {
  it('shows one slide per device by default, 10 px apart, and never more slides than there are', () => {
    expect(testimonialCarouselPlan({}, 3)).toEqual({
      perView: { desktop: 1, tablet: 1, mobile: 1 },
      perStep: { desktop: 1, tablet: 1, mobile: 1 },
      gap: { desktop: 10, tablet: 10, mobile: 10 },
    });
    const plan = testimonialCarouselPlan(
      { slides_per_view: '5', slides_per_view_tablet: '2', space_between: { unit: 'px', size: 30 }, space_between_mobile: { size: 0 } },
      3,
    );
    expect(plan.perView).toEqual({ desktop: 3, tablet: 2, mobile: 1 });
    expect(plan.gap).toEqual({ desktop: 30, tablet: 30, mobile: 0 });
  });
});

describe('testimonial carousel widget', () => {
  it("has Elementor Pro's defaults and control names", () => {
    const s = testimonialCarousel.schema.parse({}) as TestimonialCarouselSettings;
    expect([s.skin, s.layout, s.alignment, s.show_arrows, s.pagination, s.autoplay, s.autoplay_speed, s.loop, s.speed]).toEqual([
      'default',
      'image_inline',
      'center',
      'yes',
      'bullets',
      'yes',
      5000,
      'yes',
      500,
    ]);
    expect(s.slides).toHaveLength(3);
    expect(s.slides[0]).toMatchObject({ name: 'John Doe', title: 'CEO' });
    expect(s.space_between).toEqual({ unit: 'px', size: 10 });
    const { names } = serialisedForm(testimonialCarouselDeclaration);
    for (const n of ['slides', 'skin', 'layout', 'alignment', 'content_gap', 'image_size', 'pagination_color', 'text_padding'])
      expect(names).toContain(n);
  });

  it('falls back to defaults for bad settings', () => {
    const { settings, invalidKeys } = run({ slides: reviews, skin: 'cloud', layout: 'image_below', pagination: 'numbers', speed: 'fast' });
    expect(invalidKeys.sort()).toEqual(['layout', 'pagination', 'skin', 'speed']);
    expect([settings.skin, settings.layout, settings.pagination, settings.speed]).toEqual(['default', 'image_inline', 'bullets', 500]);
  });

  it('renders a labelled carousel of "n of m" slides, each text, image and name in Elementor classes', () => {
    const { html } = run({ slides: reviews });
    expect(html).toMatch(
      /^<div class="elementor-swiper elementor-testimonial--skin-default elementor-testimonial--layout-image_inline elementor-testimonial--align-center elementor-arrows-yes elementor-pagination-type-bullets" role="region" aria-roledescription="carousel" aria-label="Testimonials"><div class="elementor-main-swiper swiper foyer-carousel__viewport"><div class="swiper-wrapper" aria-live="off">/,
    );
    expect(html).toContain(
      '<div class="swiper-slide elementor-repeater-item-r1" role="group" aria-roledescription="slide" aria-label="1 of 3"><div class="elementor-testimonial">' +
        '<div class="elementor-testimonial__content"><div class="elementor-testimonial__text">Breakfast until <em>noon</em>.</div></div>' +
        '<div class="elementor-testimonial__footer"><div class="elementor-testimonial__image"><img src="/uploads/hanna.jpg"',
    );
    expect(html).toContain(
      '<cite class="elementor-testimonial__cite"><span class="elementor-testimonial__name">Hanna &amp; Jonas</span><span class="elementor-testimonial__title">Sea-View Suite</span></cite>',
    );
    // A slide without an image has no image box; one without a title prints the name alone.
    expect(html).toContain(
      '<div class="elementor-testimonial__footer"><cite class="elementor-testimonial__cite"><span class="elementor-testimonial__name">Paolo R.</span></cite></div>',
    );
    expect(html.match(/foyer-carousel__dot/g)).toHaveLength(3);
    expect(html).toContain('aria-label="Previous slide"');
    expect(html).toContain('class="foyer-carousel__pause foyer-swiper-pause"');
    expect(testimonialCarousel.behaviours?.(testimonialCarousel.schema.parse({ slides: reviews }) as never)).toEqual([
      'testimonial-carousel',
    ]);
  });

  it('prints every image URL, decorative beside the name unless its own alt says more, with its size', () => {
    const media = new Map([
      ['/uploads/hanna.jpg', { width: 800, height: 1000 }],
      ['/uploads/hanna-480.jpg', { width: 480, height: 600 }],
    ]);
    const { html } = run({ slides: reviews }, { media });
    expect(html).toMatch(
      /<img src="\/uploads\/hanna\.jpg" srcSet="\/uploads\/hanna-480\.jpg 480w, \/uploads\/hanna\.jpg 800w" sizes="60px" width="800" height="1000" alt="" loading="lazy" decoding="async"\/>/,
    );
    expect(html).toContain('<img src="https://cdn.example.org/claire.jpg" alt="Claire on the terrace" loading="lazy" decoding="async"/>');
    // Above the fold the first slide's image loads at once.
    expect(run({ slides: reviews }, { media, aboveFold: true }).html).toMatch(
      /hanna\.jpg 800w" sizes="60px" width="800" height="1000" alt="" loading="eager"/,
    );
    expect(shownImageWidth({ image_size: { unit: 'px', size: 90 }, image_size_mobile: { unit: 'px', size: 120 } })).toBe(120);
    expect(shownImageWidth({ image_size: { unit: '%', size: 50 } })).toBe(60);
  });

  it('puts the name with the text in the above, left and right layouts, and shows the bubble inline only', () => {
    for (const layout of ['image_above', 'image_left', 'image_right']) {
      const { html } = run({ slides: reviews.slice(0, 2), layout });
      expect(html).toContain(`elementor-testimonial--layout-${layout}`);
      expect(html).toMatch(
        /elementor-testimonial__text">Breakfast until <em>noon<\/em>\.<\/div><cite class="elementor-testimonial__cite">/,
      );
    }
    const bubble = run({ slides: reviews.slice(0, 2), skin: 'bubble', layout: 'image_left', alignment: 'left' }).html;
    expect(bubble).toContain(
      'elementor-testimonial--skin-bubble elementor-testimonial--layout-image_inline elementor-testimonial--align-left',
    );
  });

  it('leaves out arrows, dots, autoplay and the behaviour as set, and for a single slide', () => {
    const { html } = run({ slides: reviews, show_arrows: '', pagination: '', autoplay: '' });
    expect(html).not.toContain('elementor-swiper-button');
    expect(html).not.toContain('swiper-pagination');
    expect(html).not.toContain('foyer-carousel__pause');
    expect(html).toContain('aria-live="polite"');
    const one = run({ slides: reviews.slice(0, 1) });
    expect(one.html).not.toContain('elementor-swiper-button');
    expect(testimonialCarousel.behaviours?.(testimonialCarousel.schema.parse({ slides: reviews.slice(0, 1) }) as never)).toEqual([]);
    expect(run({ slides: [] }).html).toBe('');
  });

  it('cleans the stored text, names and titles', () => {
    const { html } = run({
      slides: [
        { content: 'Lovely<script>alert(1)</script><img src=x onerror=alert(1)>', name: '<b onclick="x()">Ann</b>', title: 'Guest' },
        reviews[1],
      ],
    });
    expect(html).not.toMatch(/<script|onerror|onclick/);
    expect(html).toContain('<span class="elementor-testimonial__name"><b>Ann</b></span>');
  });

  it('prints slide widths per device and the style controls', () => {
    const { css } = run({
      slides: reviews,
      slides_per_view: '2',
      space_between: { unit: 'px', size: 24 },
      alignment_mobile: 'left',
      content_gap: { unit: 'px', size: 18 },
      image_size: { unit: 'px', size: 72 },
      name_color: '#1f3a4d',
      pagination_color: '#a4522f',
      width: { unit: '%', size: 80 },
      skin: 'bubble',
      background_color: '#fbf7f1',
    });
    expect(css).toContain('.elementor-element-abc123 .elementor-swiper{--foyer-carousel-per-view:2;--foyer-carousel-gap:24px}');
    expect(css).toMatch(/@media\(max-width:767px\)\{[^@]*--foyer-carousel-per-view:1;--foyer-carousel-gap:24px/);
    expect(css).toMatch(/@media\(max-width:767px\)\{[^@]*\.elementor-element-abc123 \.elementor-testimonial\{--e-testimonial-align:left/);
    expect(css).toContain('--e-testimonial-content-gap:18px');
    expect(css).toContain('.elementor-element-abc123 .elementor-testimonial__image img{width:72px;height:72px}');
    expect(css).toContain('.elementor-element-abc123 .elementor-testimonial__name{color:#1f3a4d}');
    expect(css).toContain('.elementor-element-abc123 .swiper-pagination-bullet-active{background-color:#a4522f}');
    expect(css).toContain('.elementor-element-abc123 .elementor-arrows-yes .elementor-main-swiper{width:calc(80% - 40px)}');
    expect(css).toContain(
      '.elementor-element-abc123 .elementor-testimonial__content, .elementor-element-abc123 .elementor-testimonial__content:after{background-color:#fbf7f1}',
    );
    expect(css).toContain('.elementor-element-abc123 .elementor-testimonial__content{padding:20px}');
  });

  it('gives the browser the timing and per-device counts', () => {
    const s = testimonialCarousel.schema.parse({ slides: reviews, autoplay_speed: 7000, loop: '', pause_on_interaction: '' });
    expect(testimonialCarousel.clientSettings?.(s as never)).toEqual({
      perView: { desktop: 1, tablet: 1, mobile: 1 },
      perStep: { desktop: 1, tablet: 1, mobile: 1 },
      autoplay: true,
      autoplaySpeed: 7000,
      pauseOnHover: true,
      pauseOnInteraction: false,
      loop: false,
      speed: 500,
      fade: false,
    });
  });
});
