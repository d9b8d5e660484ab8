import { describe, expect, it } from 'vitest';
import { themeOptionsDeclaration } from '../contracts/settings/theme-options.ts';
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
        cart: false,
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

  it('takes every default from the declaration, each group from its section', () => {
    const options = parseThemeOptions(undefined) as unknown as Record<string, Record<string, unknown>>;
    for (const control of themeOptionsDeclaration.controls)
      expect(options[control.section][control.name], control.name).toEqual(control.default);
    const fields = Object.values(options).flatMap((group) => Object.keys(group));
    expect(fields.sort()).toEqual(themeOptionsDeclaration.controls.map((c) => c.name).sort());
  });

  it('keeps a partial group’s values and reads numbers stored as text', () => {
    const options = parseThemeOptions({ header: { title: 'Casa Alba', stickyThreshold: '240', buttonUrl: 'x'.repeat(501) } });
    expect(options.header).toMatchObject({ title: 'Casa Alba', stickyThreshold: 240, buttonUrl: '', menu: 'primary' });
    expect(options.scrollToTop).toEqual({ enabled: false, devices: 'both' });
  });
});
