import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { slides } from './render.tsx';

const items = [
  {
    _id: 'a1',
    heading: 'Spring escape',
    description: 'Three nights for two',
    button_text: 'See the offer',
    link: { url: '/offers/' },
    background_color: '#1F3A4D',
  },
  {
    _id: 'b2',
    heading: 'Long summer',
    description: '',
    button_text: '',
    background_image: { url: '/uploads/pool.jpg' },
    background_overlay: 'yes',
  },
];

describe('slides widget', () => {
  it("has Elementor Pro's defaults: three coloured slides, 400 px high, sliding with arrows and dots", () => {
    const s = slides.schema.parse({}) as Record<string, unknown>;
    expect((s.slides as unknown[]).length).toBe(3);
    expect(s).toMatchObject({
      navigation: 'both',
      transition: 'slide',
      transition_speed: 500,
      autoplay_speed: 5000,
      dots_position: 'inside',
    });
    const { css } = runWidget(slides, {});
    expect(css).toContain('.elementor-element-abc123 .swiper-slide{height:400px}');
    expect(css).toContain('.elementor-element-abc123 .swiper-slide-contents{max-width:66%}');
  });

  it('renders each slide as a labelled group with its background, content and link', () => {
    const { html } = runWidget(slides, { slides: items, slides_name: 'Offers', slides_title_tag: 'h3' });
    expect(html).toContain(
      'class="elementor-swiper elementor-slides-wrapper swiper elementor--h-position-center elementor--v-position-middle elementor-pagination-position-inside" role="region" aria-roledescription="carousel" aria-label="Offers"',
    );
    expect(html).toContain(
      '<div class="swiper-slide elementor-repeater-item-a1" role="group" aria-roledescription="slide" aria-label="1 of 2"><div class="swiper-slide-bg" style="background-color:#1F3A4D"></div><a href="/offers/" class="swiper-slide-inner">',
    );
    expect(html).toContain(
      '<h3 class="elementor-slide-heading">Spring escape</h3><div class="elementor-slide-description">Three nights for two</div><div class="elementor-button elementor-slide-button elementor-size-sm">See the offer</div>',
    );
    expect(html).toContain(
      'style="background-color:#bbbbbb;background-image:url(&quot;/uploads/pool.jpg&quot;);background-size:cover"></div><div class="elementor-background-overlay" style="background-color:rgba(0,0,0,0.5)"></div>',
    );
    expect(html).toContain('elementor-swiper-button-prev');
    expect(html.match(/foyer-carousel__dot/g)).toHaveLength(2);
  });

  it('fades when asked, and adds the outside bullets their room', () => {
    const s = slides.schema.parse({ slides: items, transition: 'fade', dots_position: 'outside' });
    expect(slides.clientSettings?.(s as never)).toMatchObject({ fade: true, speed: 500, autoplay: true, loop: true });
    expect(runWidget(slides, { slides: items, dots_position: 'outside' }).html).toContain('elementor-pagination-position-outside');
  });
});
