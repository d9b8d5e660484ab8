import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { CTA_BASE_CSS } from './base-css.ts';
import { callToAction } from './render.tsx';
import type { CallToActionSettings } from './schema.ts';

const run = (raw: Record<string, unknown>, options: Parameters<typeof runWidget>[2] = {}) => runWidget(callToAction, raw, options);
const sel = '.elementor-element-abc123';
const harbour = { url: '/uploads/demo/harbour.jpg', id: 7, alt: 'Boats in the harbour', width: 1600, height: 1000 };

describe('call to action widget', () => {
  it('prints only the hover animations a box uses, and none in the base CSS', () => {
    expect(CTA_BASE_CSS).not.toMatch(/elementor-animated-item--|elementor-bg-transform-/);
    const { css } = run({ skin: 'cover', transformation: 'move-left', content_animation: 'enter-from-bottom' });
    expect(css).toContain('.elementor-bg-transform-move-left .elementor-bg{transform:scale(1.2) translateX(8%)}');
    expect(css).toContain(
      '.elementor-bg-transform-move-left:hover .elementor-bg,.elementor-bg-transform-move-left:focus-within .elementor-bg{transform:scale(1.2) translateX(-8%)}',
    );
    expect(css).toContain('.elementor-animated-content .elementor-animated-item--enter-from-bottom{transform:translateY(500px);opacity:0}');
    expect(css).toContain(
      '.elementor-animated-content:hover .elementor-animated-item--enter-from-bottom,.elementor-animated-content:focus-within .elementor-animated-item--enter-from-bottom{transform:translateY(0) translateX(0);opacity:1}',
    );
    expect(css).not.toMatch(/zoom-in|--grow|move-right/);
    // The classic skin has no content animation (its classes are not put on the box), nor a box without a transformation any hover rule.
    expect(run({ content_animation: 'shrink' }).css).not.toContain('animated-item');
    expect(run({ transformation: '', content_animation: '' }).css).not.toMatch(/bg-transform|animated-item/);
  });

  it('has Elementor Pro’s defaults: classic skin, heading, text and button, zooming image', () => {
    const s = callToAction.schema.parse({}) as CallToActionSettings;
    expect([s.skin, s.graphic_element, s.title_tag, s.description_tag, s.button_size, s.link_click]).toEqual([
      'classic',
      'none',
      'h2',
      'div',
      'sm',
      'button',
    ]);
    expect([s.bg_image_size, s.content_animation, s.transformation, s.ribbon_title]).toEqual(['large', 'grow', 'zoom-in', '']);
    const { html, css } = run({});
    // No image: the classic skin has no image part.
    expect(html).toBe(
      '<div class="elementor-cta elementor-cta--skin-classic elementor-bg-transform elementor-bg-transform-zoom-in"><div class="elementor-cta__content">' +
        '<h2 class="elementor-cta__title elementor-cta__content-item elementor-content-item">This is the heading</h2>' +
        '<div class="elementor-cta__description elementor-cta__content-item elementor-content-item">Lorem ipsum dolor sit amet consectetur adipiscing elit dolor</div>' +
        '<div class="elementor-cta__button-wrapper elementor-cta__content-item elementor-content-item"><span class="elementor-cta__button elementor-button elementor-size-sm">Click Here</span></div></div></div>',
    );
    expect(css).toBe(
      `${sel} .elementor-cta__content{text-align:center}${sel} .elementor-cta .elementor-cta__bg,${sel} .elementor-cta .elementor-cta__bg-overlay{transition-duration:1500ms}` +
        // The zoom-in hover of the image: the only hover animation this box prints (classic skin: no content animation).
        '.elementor-bg-transform .elementor-bg{will-change:transform}' +
        '.elementor-bg-transform-zoom-in:hover .elementor-bg,.elementor-bg-transform-zoom-in:focus-within .elementor-bg{transform:scale(1.2)}',
    );
  });

  it('shows the image as a sized, lazy <img> behind the content in the cover skin, with the content animation', () => {
    const media = new Map([['/uploads/demo/harbour.jpg', { width: 1920, height: 1200 }]]);
    const { html, css } = run(
      { skin: 'cover', bg_image: harbour, title: 'Winter by the sea', link: { url: '/winter-escape/' }, button: 'See the offer' },
      { media },
    );
    expect(html).toMatch(
      /^<div class="elementor-cta elementor-cta--skin-cover elementor-bg-transform elementor-bg-transform-zoom-in elementor-animated-content"><div class="elementor-cta__bg-wrapper"><div class="elementor-cta__bg elementor-bg"><img src="\/uploads\/demo\/harbour.jpg" /,
    );
    expect(html).toContain(
      'width="1024" height="640" alt="Boats in the harbour" class="attachment-large size-large wp-image-7" loading="lazy"',
    );
    expect(html).toContain('<div class="elementor-cta__bg-overlay"></div></div><div class="elementor-cta__content">');
    expect(html).toContain(
      '<h2 class="elementor-cta__title elementor-cta__content-item elementor-content-item elementor-animated-item--grow">Winter by the sea</h2>',
    );
    expect(html).toContain('<a class="elementor-cta__button elementor-button elementor-size-sm" href="/winter-escape/">See the offer</a>');
    expect(css).toContain(`${sel} .elementor-cta__content-item{transition-duration:1000ms}`);
    expect(run({ skin: 'cover', bg_image: harbour }, { aboveFold: true }).html.toLowerCase()).toContain(
      'loading="eager" fetchpriority="high"',
    );
  });

  it('keeps the cover skin’s overlay without an image, and drops the classic image part', () => {
    expect(run({ skin: 'cover' }).html).toContain(
      '<div class="elementor-cta__bg-wrapper"><div class="elementor-cta__bg elementor-bg"></div>',
    );
    expect(run({ bg_image: { url: 'javascript:alert(1)' } }).html).not.toContain('elementor-cta__bg');
  });

  it('prints a ribbon in its corner', () => {
    const { html } = run({ ribbon_title: 'Winter <em>offer</em>', ribbon_horizontal_position: 'left' });
    expect(html).toMatch(
      /<div class="elementor-ribbon elementor-ribbon-left"><div class="elementor-ribbon-inner">Winter <em>offer<\/em><\/div><\/div><\/div>$/,
    );
    expect(run({ ribbon_title: 'New' }).html).toContain(
      '<div class="elementor-ribbon"><div class="elementor-ribbon-inner">New</div></div>',
    );
    expect(run({}).html).not.toContain('ribbon');
  });

  it('makes the whole box the link when asked, with no link inside it', () => {
    const { html } = run({ link: { url: '/contact/' }, link_click: 'box', description: 'Write <a href="/x">to us</a>' });
    expect(html).toMatch(/^<a class="elementor-cta elementor-cta--skin-classic[^"]*" href="\/contact\/">/);
    expect(html).toContain('>Write to us</div>');
    expect(html).toContain('<span class="elementor-cta__button');
    expect(html.match(/<a /g)).toHaveLength(1);
  });

  it('shows an icon or an image as the graphic element', () => {
    const icon = run({ graphic_element: 'icon', icon_view: 'stacked', icon_shape: 'square' }).html;
    expect(icon).toMatch(
      /<div class="elementor-cta__content"><div class="elementor-cta__content-item elementor-content-item elementor-icon-wrapper elementor-cta__icon elementor-view-stacked elementor-shape-square"><div class="elementor-icon"><svg/,
    );
    const image = run({
      graphic_element: 'image',
      graphic_image: { url: '/uploads/demo/harbour.jpg', alt: 'Harbour', width: 1600, height: 1000 },
    }).html;
    expect(image).toContain(
      '<div class="elementor-cta__content-item elementor-content-item elementor-cta__image"><img src="/uploads/demo/harbour-480.jpg"',
    );
    expect(image).toContain('width="150" height="94" alt="Harbour" class="attachment-thumbnail size-thumbnail"');
  });

  it('lays the classic skin out per device and maps the style settings to Elementor’s selectors', () => {
    const { html, css } = run({
      bg_image: harbour,
      layout: 'left',
      layout_mobile: 'above',
      vertical_position: 'bottom',
      'min-height': { unit: 'px', size: 482 },
      'min-height_mobile': { unit: 'px', size: 124 },
      overlay_color: 'rgba(20,33,45,0.6)',
      overlay_color_hover: 'rgba(20,33,45,0.75)',
      title_color: '#ffffff',
      effect_duration: { size: 600 },
      transformation: 'move-left',
    });
    expect(html).toMatch(
      /^<div class="elementor-cta elementor-cta--skin-classic elementor-cta--layout-image-left elementor-cta--valign-bottom elementor-bg-transform elementor-bg-transform-move-left">/,
    );
    expect(css).toContain(`${sel} .elementor-cta{flex-direction:row;flex-wrap:nowrap}`);
    expect(css).toContain(`${sel} .elementor-cta__bg-wrapper{width:auto;min-width:50%}`);
    expect(css).toContain(`@media(max-width:767px){${sel} .elementor-cta{flex-direction:column;flex-wrap:wrap}`);
    expect(css).toContain(`${sel} .elementor-cta__content{flex-grow:1;width:auto;min-height:482px;text-align:center}`);
    expect(css).toContain(
      `${sel} .elementor-cta:not(:hover):not(:focus-within) .elementor-cta__bg-overlay{background-color:rgba(20,33,45,0.6)}`,
    );
    expect(css).toContain(
      `${sel} .elementor-cta:hover .elementor-cta__bg-overlay, ${sel} .elementor-cta:focus-within .elementor-cta__bg-overlay{background-color:rgba(20,33,45,0.75)}`,
    );
    expect(css).toContain(`${sel} .elementor-cta__title{color:#ffffff}`);
    expect(css).toContain('transition-duration:600ms');
    // The cover skin has no layout.
    expect(run({ skin: 'cover', layout: 'left' }).css).not.toContain('flex-direction');
  });

  it('delays the content items in sequence when asked', () => {
    const { html, css } = run({
      skin: 'cover',
      sequenced_animation: 'elementor-cta--sequenced-animation',
      content_animation_duration: { size: 900 },
    });
    expect(html).toContain('elementor-animated-content elementor-cta--sequenced-animation');
    expect(css).toContain(
      `${sel} .elementor-cta--sequenced-animation .elementor-cta__content-item:nth-child(3){transition-delay:calc(900ms / 3 * 2)}`,
    );
  });

  it('renders a real document’s banner (sports blog kit, page 200): its image reaches the page, its heights per device', () => {
    const raw = {
      skin: 'cover',
      bg_image: { url: 'https://library.elementor.com/sport-blog/wp-content/uploads/sites/105/2020/10/contact-page-pic.jpg', id: '877' },
      bg_image_size: '2048x2048',
      title: ' ',
      description: '',
      button: '',
      'min-height': { unit: 'px', size: '482', sizes: [] },
      'min-height_tablet': { unit: 'px', size: '202', sizes: [] },
      'min-height_mobile': { unit: 'px', size: '124', sizes: [] },
      transformation: '',
      __globals__: { overlay_color_hover: 'globals/colors?id=e08889f' },
    };
    const { html, css, invalidKeys } = run(raw);
    expect(invalidKeys).toEqual([]);
    expect(html).toMatch(
      /^<div class="elementor-cta elementor-cta--skin-cover elementor-animated-content"><div class="elementor-cta__bg-wrapper"><div class="elementor-cta__bg elementor-bg"><img src="https:\/\/library\.elementor\.com\/sport-blog\/wp-content\/uploads\/sites\/105\/2020\/10\/contact-page-pic\.jpg" alt="" class="attachment-2048x2048 size-2048x2048 wp-image-877" loading="lazy"/,
    );
    expect(css).toContain(`${sel} .elementor-cta__content{min-height:482px;text-align:center}`);
    expect(css).toContain(`@media(max-width:1024px){${sel} .elementor-cta__content{min-height:202px}}`);
    expect(css).toContain(
      `${sel} .elementor-cta:hover .elementor-cta__bg-overlay, ${sel} .elementor-cta:focus-within .elementor-cta__bg-overlay{background-color:var(--e-global-color-e08889f)}`,
    );
  });

  it('sanitises the text and falls back to the defaults for bad settings', () => {
    const { html, invalidKeys, settings } = run({
      skin: 'poster',
      title: 'Stay <script>alert(1)</script><strong>four</strong> nights',
      description: '<img src=x onerror=alert(1)>Pay for three',
      title_tag: 'iframe',
      content_animation: 'spin',
      transformation: 'explode',
      link: { url: 'javascript:alert(1)' },
    });
    expect(invalidKeys.sort()).toEqual(['content_animation', 'skin', 'title_tag', 'transformation']);
    expect(settings.skin).toBe('classic');
    expect(html).toContain(
      '<h2 class="elementor-cta__title elementor-cta__content-item elementor-content-item">Stay <strong>four</strong> nights</h2>',
    );
    expect(html).toContain('>Pay for three</div>');
    expect(html).not.toMatch(/<script|onerror|javascript:|href=/);
  });

  it('shows on keyboard focus what it shows on hover, and moves nothing under reduced motion', () => {
    const { css } = run({ skin: 'cover' });
    expect(css).toContain(
      '.elementor-animated-content:hover .elementor-animated-item--grow,.elementor-animated-content:focus-within .elementor-animated-item--grow{transform:scale(1.1)}',
    );
    expect(css).toContain(
      '.elementor-bg-transform-zoom-in:hover .elementor-bg,.elementor-bg-transform-zoom-in:focus-within .elementor-bg{transform:scale(1.2)}',
    );
    expect(CTA_BASE_CSS).toMatch(
      /@media \(prefers-reduced-motion:reduce\)\{[^}]*transition:none!important\}[^}]*transform:none!important\}\}$/,
    );
  });
});
