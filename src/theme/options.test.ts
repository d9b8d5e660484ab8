import { describe, expect, it } from 'vitest';
import { parseThemeOptions } from './options.ts';

describe('theme options', () => {
  it('fills in every default when nothing is stored', () => {
    expect(parseThemeOptions(undefined)).toEqual({
      header: {
        menu: 'primary',
        title: '',
        tagline: '',
        sticky: false,
        stickyThreshold: 100,
        mobileMenu: 'dropdown',
        search: true,
        account: true,
        buttonLabel: '',
        buttonUrl: '',
      },
      scrollToTop: { enabled: false, devices: 'both' },
    });
  });

  it('keeps valid values and replaces each invalid one by its default alone', () => {
    const options = parseThemeOptions({
      header: { sticky: true, stickyThreshold: -4, mobileMenu: 'off-canvas', menu: 'Main Menu!', buttonLabel: 'Book now', search: 'yes' },
      scrollToTop: { enabled: true, devices: 'tablet' },
    });
    expect(options.header).toMatchObject({
      sticky: true,
      stickyThreshold: 100,
      mobileMenu: 'off-canvas',
      menu: 'primary',
      buttonLabel: 'Book now',
      search: true,
    });
    expect(options.scrollToTop).toEqual({ enabled: true, devices: 'both' });
  });

  it('treats a group or a whole value that is not an object as unset', () => {
    expect(parseThemeOptions({ header: 'sticky', scrollToTop: [true] })).toEqual(parseThemeOptions({}));
    expect(parseThemeOptions('theme')).toEqual(parseThemeOptions({}));
    expect(parseThemeOptions([1, 2])).toEqual(parseThemeOptions({}));
  });
});
