import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKPOINTS } from './breakpoints.ts';
import { isSet, ownResponsiveValues, resolveResponsive } from './responsive.ts';

describe('isSet', () => {
  it('reads a MEDIA value by its url, whatever its image-size name', () => {
    expect(isSet({ url: 'https://e.x/a.jpg', id: 28, size: '', alt: '', source: 'library' })).toBe(true);
    expect(isSet({ url: 'https://e.x/a.jpg', id: 28, size: 'large' })).toBe(true);
    expect(isSet({ url: '/uploads/a.jpg', id: 3, width: 800, height: 600 })).toBe(true);
    expect(isSet({ url: '', id: '', size: '', alt: '', source: 'library' })).toBe(false);
  });

  it('still reads sliders and boxes as unset when empty', () => {
    expect(isSet({ unit: 'px', size: '', sizes: [] })).toBe(false);
    expect(isSet({ unit: 'px', size: 0 })).toBe(true);
    expect(isSet({ unit: 'px', top: '', right: '', bottom: '', left: '' })).toBe(false);
  });
});

describe('responsive MEDIA values', () => {
  const image = (name: string) => ({ url: `/uploads/${name}.jpg`, id: 1, size: '', alt: '', source: 'library' });

  it('inherits an exported image down the devices', () => {
    const settings = { background_image: image('d'), background_image_mobile: image('m') };
    expect(resolveResponsive(settings, 'background_image', 'tablet', DEFAULT_BREAKPOINTS)).toEqual(image('d'));
    expect(ownResponsiveValues(settings, 'background_image', DEFAULT_BREAKPOINTS).map((v) => v.device)).toEqual(['desktop', 'mobile']);
  });
});
