import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { FLIP_BOX_BASE_CSS } from './base-css.ts';
import { flipBox } from './render.tsx';
import type { FlipBoxSettings } from './schema.ts';

const run = (raw: Record<string, unknown>, options: Parameters<typeof runWidget>[2] = {}) => runWidget(flipBox, raw, options);
const sel = '.elementor-element-abc123';
const photo = { url: '/uploads/demo/pool.jpg', id: 12, alt: 'The pool', width: 1600, height: 1000 };

describe('flip box widget', () => {
  it('has Elementor Pro’s defaults: a star, the heading and text on both sides, a flip upwards', () => {
    const s = flipBox.schema.parse({}) as FlipBoxSettings;
    expect([s.graphic_element, s.flip_effect, s.flip_direction, s.flip_3d, s.link_click]).toEqual(['icon', 'flip', 'up', '', 'button']);
    expect([s.title_tag, s.description_tag, s.button_size, s.image_size]).toEqual(['h3', 'div', 'sm', 'thumbnail']);
    const { html } = run({});
    expect(html).toMatch(
      /^<div class="elementor-flip-box elementor-flip-box--effect-flip elementor-flip-box--direction-up" tabindex="0"><div class="elementor-flip-box__layer elementor-flip-box__front"><div class="elementor-flip-box__layer__overlay"><div class="elementor-flip-box__layer__inner"><div class="elementor-icon-wrapper elementor-view-default"><div class="elementor-icon"><svg[^>]*class="e-font-icon-svg e-fas-star"/,
    );
    expect(html).toContain(
      '<h3 class="elementor-flip-box__layer__title">This is the heading</h3><div class="elementor-flip-box__layer__description">Lorem ipsum dolor sit amet consectetur adipiscing elit dolor</div>',
    );
    // Without a link the button is text, and the box itself takes keyboard focus.
    expect(html).toContain(
      '<span class="elementor-flip-box__button elementor-button elementor-size-sm">Click Here</span></div></div></div></div>',
    );
  });

  it('links the button, and then leaves the box out of the tab order (Tab reaches the link instead)', () => {
    const { html } = run({ link: { url: '/suites/', is_external: 'on' }, button_text: 'See the suites' });
    expect(html).not.toContain('tabindex');
    expect(html).toContain(
      '<a class="elementor-flip-box__button elementor-button elementor-size-sm" href="/suites/" target="_blank" rel="noopener">See the suites</a>',
    );
  });

  it('makes the whole back the link when asked, with the button as text inside it', () => {
    const { html } = run({ link: { url: '/suites/' }, link_click: 'box', title_text_b: 'The <a href="/x">suites</a>' });
    expect(html).toContain('<a class="elementor-flip-box__layer elementor-flip-box__back" href="/suites/">');
    // No link inside the link.
    expect(html).toContain('<h3 class="elementor-flip-box__layer__title">The suites</h3>');
    expect(html).toContain('<span class="elementor-flip-box__button');
    expect(html).not.toContain('tabindex');
  });

  it('prints the effect, direction and 3D depth as Elementor’s classes, on the box', () => {
    const classes = (raw: Record<string, unknown>) => /^<div class="([^"]*)"/.exec(run(raw).html)![1];
    expect(classes({ flip_effect: 'slide', flip_direction: 'left' })).toBe(
      'elementor-flip-box elementor-flip-box--effect-slide elementor-flip-box--direction-left',
    );
    expect(classes({ flip_effect: 'fade', flip_direction: 'left' })).toBe('elementor-flip-box elementor-flip-box--effect-fade');
    expect(classes({ flip_3d: 'elementor-flip-box--3d' })).toBe(
      'elementor-flip-box elementor-flip-box--effect-flip elementor-flip-box--direction-up elementor-flip-box--3d',
    );
    expect(classes({ flip_effect: 'push', flip_3d: 'elementor-flip-box--3d' })).not.toContain('--3d');
  });

  it('shows the front image sized from the media table, lazily, with its alt text', () => {
    const media = new Map([['/uploads/demo/pool.jpg', { width: 2000, height: 1250 }]]);
    const { html } = run({ graphic_element: 'image', image: photo, image_size: 'medium' }, { media });
    expect(html).toContain(
      '<div class="elementor-flip-box__image"><img src="/uploads/demo/pool.jpg" width="300" height="188" alt="The pool" class="attachment-medium size-medium wp-image-12" loading="lazy" decoding="async"/></div>',
    );
    expect(run({ graphic_element: 'image', image: photo }, { aboveFold: true }).html.toLowerCase()).toContain(
      'loading="eager" fetchpriority="high"',
    );
    expect(run({ graphic_element: 'image', image: { url: 'javascript:alert(1)' } }).html).not.toContain('elementor-flip-box__image');
  });

  it('paints each side’s background image, colour or gradient, and the overlay over it', () => {
    const { css } = run({
      background_a_background: 'classic',
      background_a_color: '#123456',
      background_a_image: { url: '/uploads/demo/pool-768.jpg', id: 3 },
      background_a_size: 'cover',
      background_overlay_a: 'rgba(20,33,45,0.55)',
      background_b_background: 'gradient',
      background_b_color: '#000000',
      background_b_color_b: '#ffffff',
    });
    expect(css).toContain(
      `${sel} .elementor-flip-box__front{background-color:#123456;background-image:url("/uploads/demo/pool-768.jpg");background-size:cover}`,
    );
    expect(css).toContain(
      `${sel} .elementor-flip-box__front .elementor-flip-box__layer__overlay{background-color:rgba(20,33,45,0.55);text-align:center}`,
    );
    expect(css).toContain(
      `${sel} .elementor-flip-box__back{background-color:transparent;background-image:linear-gradient(180deg,#000000 0%,#ffffff 100%)}`,
    );
  });

  it('maps the box and side settings to Elementor’s selectors', () => {
    const { css } = run({
      height: { unit: 'px', size: 320 },
      height_mobile: { unit: 'px', size: 360 },
      border_radius: { unit: 'px', size: 6 },
      padding_b: { unit: 'px', top: '24', right: '24', bottom: '24', left: '24' },
      vertical_position_b: 'bottom',
      alignment_a: 'left',
      title_color_b: '#ffffff',
      icon_size: { unit: 'px', size: 40 },
    });
    expect(css).toContain(`${sel} .elementor-flip-box{height:320px}`);
    expect(css).toContain(`@media(max-width:767px){${sel} .elementor-flip-box{height:360px}}`);
    expect(css).toContain(`${sel} .elementor-flip-box__layer, ${sel} .elementor-flip-box__layer__overlay{border-radius:6px}`);
    expect(css).toContain(
      `${sel} .elementor-flip-box__back .elementor-flip-box__layer__overlay{padding:24px;text-align:center;justify-content:flex-end}`,
    );
    expect(css).toContain(`${sel} .elementor-flip-box__front .elementor-flip-box__layer__overlay{text-align:left}`);
    expect(css).toContain(`${sel} .elementor-flip-box__back .elementor-flip-box__layer__title{color:#ffffff}`);
    expect(css).toContain(`${sel} .elementor-icon{font-size:40px}`);
  });

  it('sanitises the text and falls back to the defaults for bad settings', () => {
    const { html, invalidKeys, settings } = run({
      title_text_a: 'Sea <script>alert(1)</script><b>view</b>',
      description_text_b: '<img src=x onerror=alert(1)>Terrace',
      flip_effect: 'spin',
      flip_direction: 'sideways',
      title_tag: 'script',
      button_size: 42,
      link: { url: 'javascript:alert(1)' },
    });
    expect(invalidKeys.sort()).toEqual(['button_size', 'flip_direction', 'flip_effect', 'title_tag']);
    expect(settings.flip_effect).toBe('flip');
    expect(html).toContain('<h3 class="elementor-flip-box__layer__title">Sea <b>view</b></h3>');
    expect(html).toContain('<div class="elementor-flip-box__layer__description">Terrace</div>');
    expect(html).not.toMatch(/<script|onerror|javascript:|href=/);
    expect(html).toContain('tabindex="0"');
  });

  it('leaves out what is empty: no graphic, no title, no button', () => {
    const { html } = run({ graphic_element: 'none', title_text_a: '', description_text_b: '', button_text: '' });
    expect(html).not.toMatch(/elementor-icon|__image|__button/);
    // Only the back's title is left, and the back's description is gone.
    expect(html.match(/elementor-flip-box__layer__title/g)).toHaveLength(1);
    expect(html.match(/elementor-flip-box__layer__description/g)).toHaveLength(1);
  });

  it('shows the back on hover and on keyboard focus inside the box, at once under reduced motion', () => {
    expect(FLIP_BOX_BASE_CSS).toContain(
      '.elementor-flip-box--effect-flip:hover .elementor-flip-box__back,.elementor-flip-box--effect-flip:focus-within .elementor-flip-box__back{transform:none}',
    );
    expect(FLIP_BOX_BASE_CSS).toContain(
      '.elementor-flip-box--effect-push.elementor-flip-box--direction-up:focus-within .elementor-flip-box__front{transform:translateX(0) translateY(-100%)}',
    );
    expect(FLIP_BOX_BASE_CSS).toContain(
      '@media (prefers-reduced-motion:reduce){.elementor-flip-box .elementor-flip-box__layer,.elementor-flip-box .elementor-flip-box__layer__inner{transition:none!important}}',
    );
  });
});
