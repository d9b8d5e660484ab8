// The theme's text colours come from the kit, unless a kit colour is too pale to read on the page.
import { describe, expect, it } from 'vitest';
import { demoKit } from '../demo/kit.ts';
import { DEFAULT_KIT } from '../model/kit.ts';
import { contrastRatio, themeCss } from './base-css.ts';

const variable = (css: string, name: string) => new RegExp(`${name}:([^;}]+)`).exec(css)?.[1];

describe('theme colours', () => {
  it('measures contrast as WCAG does, and judges only hex colours', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#6EC1E4', '#fff')).toBeCloseTo(1.98, 1);
    expect(contrastRatio('rgb(0,0,0)', '#fff')).toBeUndefined();
  });

  it("writes headings and links in the body colour when the kit's are too pale (Elementor's default kit)", () => {
    const css = themeCss(DEFAULT_KIT);
    expect(variable(css, '--foyer-heading')).toBe(DEFAULT_KIT.body_color);
    // No `link` colour in that kit: the theme's own dark one, readable on white.
    expect(variable(css, '--foyer-link')).toBe('var(--e-global-color-link,#8f4427)');
  });

  it("keeps a readable kit's own colours (the demo's)", () => {
    const css = themeCss(demoKit);
    expect(variable(css, '--foyer-heading')).toBe('var(--e-global-color-primary,#1f3a4d)');
    expect(variable(css, '--foyer-link')).toBe('var(--e-global-color-link,#8f4427)');
  });
});
