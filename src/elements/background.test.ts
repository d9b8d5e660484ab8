import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKPOINTS } from '../model/breakpoints.ts';
import { createCssSink } from '../model/css.ts';
import { backgroundCss, hasBackgroundImage } from '../model/background.ts';
import { overlayCss } from './overlay.ts';

function bg(settings: Record<string, unknown>, prefix = 'background'): string {
  const css = createCssSink(DEFAULT_BREAKPOINTS);
  backgroundCss({ css, selector: '.x', settings, prefix });
  return css.toString();
}

function overlay(settings: Record<string, unknown>): string {
  const css = createCssSink(DEFAULT_BREAKPOINTS);
  overlayCss({ css, settings, layer: '.x::before', hoverLayer: '.x:hover::before' });
  return css.toString();
}

const IMAGE = { url: 'https://example.com/hero.jpg', id: 4, alt: '', source: 'library' };

describe('background group', () => {
  // Real exports store the MEDIA control with an empty image-size name: `size: ''` is not "unset".
  const EXPORTED = (name: string) => ({ url: `https://example.com/${name}.jpg`, id: 28, size: '', alt: '', source: 'library' });

  it('prints images stored as real exports store them, on every device and layer', () => {
    const css = bg({
      background_background: 'classic',
      background_image: EXPORTED('hero'),
      background_image_tablet: EXPORTED('hero-t'),
      background_image_mobile: EXPORTED('hero-m'),
    });
    expect(css).toContain('.x{background-image:url("https://example.com/hero.jpg")}');
    expect(css).toContain('@media(max-width:1024px){.x{background-image:url("https://example.com/hero-t.jpg")}}');
    expect(css).toContain('@media(max-width:767px){.x{background-image:url("https://example.com/hero-m.jpg")}}');
    expect(bg({ background_hover_background: 'classic', background_hover_image: EXPORTED('hover') }, 'background_hover')).toContain(
      'url("https://example.com/hover.jpg")',
    );
    expect(
      overlay({
        background_overlay_background: 'classic',
        background_overlay_image: EXPORTED('overlay'),
        background_overlay_hover_background: 'classic',
        background_overlay_hover_image: EXPORTED('overlay-hover'),
      }),
    ).toMatch(/\.x::before\{[^}]*url\("https:\/\/example.com\/overlay.jpg"\).*\.x:hover::before\{[^}]*overlay-hover.jpg/);
  });

  it('prints the image options of an exported image', () => {
    expect(bg({ background_background: 'classic', background_image: EXPORTED('hero'), background_size: 'cover' })).toContain(
      'background-size:cover',
    );
  });

  it('treats an exported image with an empty url as unset', () => {
    expect(bg({ background_background: 'classic', background_image: { ...EXPORTED('x'), url: '' }, background_size: 'cover' })).toBe('');
  });

  it('prints a classic colour and image with position, repeat, size and desktop-only fixed attachment', () => {
    expect(
      bg({
        background_background: 'classic',
        background_color: '#163838',
        background_image: IMAGE,
        background_image_mobile: { url: '/uploads/hero-m.jpg' },
        background_position: 'center center',
        background_position_mobile: 'initial',
        background_xpos_mobile: { unit: 'vw', size: 5 },
        background_repeat: 'no-repeat',
        background_size: 'initial',
        background_bg_width: { unit: '%', size: 40 },
        background_attachment: 'fixed',
      }),
    ).toBe(
      '.x{background-color:#163838;background-image:url("https://example.com/hero.jpg");background-position:center center;' +
        'background-attachment:fixed;background-repeat:no-repeat;background-size:40% auto}' +
        '@media(max-width:1024px){.x{background-attachment:scroll}}' +
        '@media(max-width:767px){.x{background-image:url("/uploads/hero-m.jpg");background-position:5vw 0}}',
    );
  });

  it('skips image options when no image is set, and global colours win', () => {
    expect(
      bg({
        background_background: 'classic',
        background_color: '#fff',
        background_image: { url: '', id: '' },
        background_size: 'cover',
        __globals__: { background_color: 'globals/colors?id=primary' },
      }),
    ).toBe('.x{background-color:var(--e-global-color-primary)}');
  });

  it('prints linear and radial gradients with Elementor defaults, per device', () => {
    expect(bg({ background_background: 'gradient', background_color: '#000' })).toBe(
      '.x{background-color:transparent;background-image:linear-gradient(180deg,#000 0%,#f2295b 100%)}',
    );
    expect(
      bg({
        background_background: 'gradient',
        background_color: '#02010100',
        background_color_b: '#000000',
        background_color_b_stop: { unit: '%', size: 70 },
        background_gradient_type: 'radial',
        background_gradient_position: 'top left',
        background_gradient_position_mobile: 'center center',
      }),
    ).toBe(
      '.x{background-color:transparent;background-image:radial-gradient(at top left,#02010100 0%,#000000 70%)}' +
        '@media(max-width:767px){.x{background-color:transparent;background-image:radial-gradient(at center center,#02010100 0%,#000000 70%)}}',
    );
    expect(
      bg({
        background_background: 'gradient',
        background_color: '#111',
        background_color_b: '',
        background_gradient_angle: { unit: 'deg', size: 90 },
      }),
    ).toContain('linear-gradient(90deg,#111 0%,transparent 100%)');
  });

  it('prints only the colour of video and slideshow backgrounds', () => {
    expect(bg({ background_background: 'video', background_color: '#0E0E0E', background_video_link: 'https://youtu.be/x' })).toBe(
      '.x{background-color:#0E0E0E}',
    );
  });

  it('refuses unsafe URLs and values', () => {
    expect(bg({ background_background: 'classic', background_image: { url: 'javascript:alert(1)' } })).toBe('');
    expect(bg({ background_background: 'classic', background_image: { url: 'https://x.test/a".jpg' } })).toBe('');
    expect(
      bg({ background_background: 'classic', background_image: IMAGE, background_position: 'center;color:red', background_size: 'huge' }),
    ).toBe('.x{background-image:url("https://example.com/hero.jpg")}');
    expect(bg({ background_background: 'pattern', background_color: '#fff' })).toBe('');
    expect(bg({ background_background: 'gradient', background_color_stop: { unit: 'javascript', size: 4 } })).toContain('transparent 0%');
  });

  it('knows which elements carry an image on any device', () => {
    expect(hasBackgroundImage({ background_background: 'classic', background_image: IMAGE }, 'background')).toBe(true);
    expect(hasBackgroundImage({ background_background: 'classic', background_image_tablet: IMAGE }, 'background')).toBe(true);
    expect(hasBackgroundImage({ background_background: 'gradient', background_image: IMAGE }, 'background')).toBe(false);
    expect(hasBackgroundImage({ background_background: 'classic', background_image: { url: '' } }, 'background')).toBe(false);
  });
});

describe('background overlay', () => {
  it('draws the overlay with default opacity .5, blend mode and filters, and its hover state', () => {
    expect(
      overlay({
        background_overlay_background: 'gradient',
        background_overlay_color: '#000000',
        background_overlay_color_b: '#040404',
        background_overlay_gradient_angle: { unit: 'deg', size: 90 },
        overlay_blend_mode: 'multiply',
        css_filters_css_filter: 'custom',
        css_filters_brightness: { unit: 'px', size: 50 },
        css_filters_blur: { unit: 'px', size: 0 },
        background_overlay_hover_background: 'classic',
        background_overlay_hover_color: '#24283E',
        background_overlay_hover_opacity: { unit: 'px', size: 0.4 },
      }),
    ).toBe(
      '.x::before{background-color:transparent;background-image:linear-gradient(90deg,#000000 0%,#040404 100%);opacity:0.5;' +
        'mix-blend-mode:multiply;filter:brightness(50%);transition:background 0.3s,opacity 0.3s}' +
        '.x:hover::before{background-color:#24283E;opacity:0.4}',
    );
  });

  it('prints nothing without an overlay type', () => {
    expect(overlay({ background_overlay_color: '#000', background_overlay_opacity: { size: 1 } })).toBe('');
  });
});
