import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { imageBox } from './render.tsx';
import type { ImageBoxSettings } from './schema.ts';

const run = (raw: Record<string, unknown>, aboveFold = false) => runWidget(imageBox, raw, { aboveFold });
const photo = { url: '/uploads/demo/breakfast.jpg', id: 12, alt: 'Breakfast buffet', width: 1600, height: 1067 };

describe('image box widget', () => {
  it('has Elementor defaults', () => {
    const s = imageBox.schema.parse({}) as ImageBoxSettings;
    expect(s.image.url).toBe('');
    expect(s.thumbnail_size).toBe('full');
    expect(s.title_size).toBe('h3');
    expect(s.position).toBe('top');
  });

  it('falls back to defaults for invalid settings', () => {
    const { settings, invalidKeys } = run({ position: 'below', image: ['x'] });
    expect(invalidKeys.sort()).toEqual(['image', 'position']);
    expect(settings.position).toBe('top');
  });

  it('renders image, title and description; lazy with a srcset for uploads', () => {
    const { html } = run({ image: photo, title_text: 'Breakfast', description_text: 'From 7am<br>daily', title_size: 'h5' });
    expect(html).toMatch(
      /^<div class="elementor-image-box-wrapper elementor-position-top"><figure class="elementor-image-box-img"><img src="\/uploads\/demo\/breakfast.jpg" srcSet="/,
    );
    expect(html).toContain(
      'width="1600" height="1067" alt="Breakfast buffet" class="attachment-full size-full wp-image-12" loading="lazy" decoding="async"/></figure>',
    );
    expect(html).toContain(
      '<h5 class="elementor-image-box-title"><span>Breakfast</span></h5><p class="elementor-image-box-description">From 7am<br />daily</p>',
    );
  });

  it('uses the chosen thumbnail size for the file and the size attributes', () => {
    const { html } = run({ image: photo, thumbnail_size: 'medium' });
    expect(html).toContain('src="/uploads/demo/breakfast-480.jpg"');
    expect(html).toContain('width="300" height="200"');
  });

  it('loads eagerly above the fold', () => {
    expect(run({ image: photo }, true).html.toLowerCase()).toContain('loading="eager" fetchpriority="high"');
  });

  it('links title and image once for keyboards and screen readers; refuses unsafe URLs', () => {
    const { html } = run({ image: photo, title_text: 'Suites', link: { url: '/suites' } });
    expect(html).toContain('<figure class="elementor-image-box-img"><a tabindex="-1" aria-hidden="true" href="/suites"><img');
    expect(html).toContain('<a href="/suites">Suites</a>');
    const imageOnly = run({ image: { url: 'https://e.com/sea-view.jpg' }, title_text: '', description_text: '', link: { url: '/x' } }).html;
    expect(imageOnly).toContain('<a aria-label="sea view" href="/x">');
    expect(run({ image: { url: 'javascript:alert(1)' }, title_text: '', description_text: '' }).html).toBe('');
  });

  it('emits only the CSS its settings set, per device', () => {
    expect(run({ image: photo }).css).toBe('');
    const sel = '.elementor-element-abc123';
    const { css } = run({
      image: photo,
      image_size: { unit: '%', size: 90 },
      image_size_mobile: { unit: '%', size: 23 },
      image_space: { unit: 'px', size: 10 },
      image_border_radius: { unit: 'px', size: 100 },
      position: 'left',
      position_mobile: 'top',
      text_align: 'left',
    });
    expect(css).toContain(`${sel} .elementor-image-box-wrapper{align-items:flex-start;text-align:left}`);
    // Elementor's spacing: the figure's margin towards the text for each position, and below it on phones.
    const figure = (p: string) => `${sel} .elementor-image-box-wrapper.elementor-position-${p} .elementor-image-box-img`;
    // Only the wrapper's position has a rule: the others could match nothing.
    expect(css).toContain(`${figure('left')}{margin-inline-end:10px}`);
    expect(css).not.toMatch(/elementor-position-(top|right)/);
    const top = run({ image: photo, image_space: { unit: 'px', size: 4 } }).css;
    expect(top).toContain(`${figure('top')}{margin-bottom:4px}`);
    expect(top).not.toMatch(/elementor-position-(left|right)/);
    expect(css).toContain(`${sel} .elementor-image-box-img{width:90%}`);
    expect(css).toContain(`${sel} .elementor-image-box-img img{border-radius:100px}`);
    expect(css).toContain(
      `@media(max-width:767px){${sel} .elementor-image-box-wrapper{flex-direction:column;align-items:stretch}${sel} .elementor-image-box-img{margin-bottom:10px;width:23%}}`,
    );
  });
});
