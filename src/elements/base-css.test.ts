import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKPOINTS, type Breakpoints } from '../model/breakpoints.ts';
import { baseLayoutCss, deviceRanges } from './base-css.ts';

const withExtra: Breakpoints = {
  ...DEFAULT_BREAKPOINTS,
  mobile: { ...DEFAULT_BREAKPOINTS.mobile, value: 600 },
  laptop: { ...DEFAULT_BREAKPOINTS.laptop, isEnabled: true },
  widescreen: { ...DEFAULT_BREAKPOINTS.widescreen, isEnabled: true },
};

describe('base layout CSS', () => {
  it('stays compact', () => {
    // 6.5 KB since it carries Elementor 3.30's widget-spacing variable rules.
    expect(baseLayoutCss(DEFAULT_BREAKPOINTS).length).toBeLessThan(6.5 * 1024);
  });

  it('hides elements per device range from the kit breakpoints', () => {
    const css = baseLayoutCss(DEFAULT_BREAKPOINTS);
    expect(css).toContain('@media(max-width:767px){.elementor-element.elementor-hidden-mobile{display:none}}');
    expect(css).toContain('@media(min-width:768px) and (max-width:1024px){.elementor-element.elementor-hidden-tablet{display:none}}');
    expect(css).toContain('@media(min-width:1025px){.elementor-element.elementor-hidden-desktop{display:none}}');
    const extra = baseLayoutCss(withExtra);
    expect(extra).toContain('@media(min-width:1025px) and (max-width:1366px){.elementor-element.elementor-hidden-laptop{display:none}}');
    expect(extra).toContain('@media(min-width:1367px) and (max-width:2399px){.elementor-element.elementor-hidden-desktop{display:none}}');
    expect(extra).toContain('@media(min-width:2400px){.elementor-element.elementor-hidden-widescreen{display:none}}');
    expect(extra).toContain('@media(max-width:600px){.elementor-element.elementor-hidden-mobile{display:none}}');
  });

  it('stacks columns and wraps containers below the mobile breakpoint', () => {
    const css = baseLayoutCss(withExtra);
    expect(css).toContain('@media(min-width:601px){:where(.elementor-column){width:var(--e-col,100%)}}');
    expect(css).toContain('@media(max-width:600px){:where(.e-con){--flex-wrap:wrap}}');
  });

  it('has Elementor container defaults: flex column, 20px gap, 10px padding, centred inner box', () => {
    const css = baseLayoutCss(DEFAULT_BREAKPOINTS);
    expect(css).toMatch(
      /:where\(\.e-con\)\{--flex-direction:column;[^}]*--gap:var\(--widgets-spacing,20px\)[^}]*display:flex;flex-direction:column;[^}]*padding:var\(--container-default-padding,10px\)\}/,
    );
    expect(css).toContain(':where(.e-con-inner){display:flex;width:100%;max-width:var(--content-width);margin:0 auto;flex-grow:1}');
    expect(baseLayoutCss(DEFAULT_BREAKPOINTS, { containerWidth: 1290 })).toMatch(/^:root\{--container-max-width:1290px\}/);
  });

  it('hides lazy backgrounds until loaded, and reveals animated elements with reduced motion', () => {
    const css = baseLayoutCss(DEFAULT_BREAKPOINTS);
    expect(css).toContain('.e-lazy-bg:not(.e-lazyloaded),.e-lazy-bg:not(.e-lazyloaded)::before,');
    expect(css).toContain('{background-image:none!important}');
    expect(css).toContain('.elementor-invisible{visibility:hidden;animation:e-reveal 0s 3s forwards}');
    for (const name of [
      'fadeIn',
      'fadeInUp',
      'fadeInDown',
      'fadeInLeft',
      'fadeInRight',
      'zoomIn',
      'slideInLeft',
      'slideInRight',
      'slideInUp',
    ]) {
      expect(css).toContain(`.${name}{animation-name:${name}}@keyframes ${name}{from{`);
    }
    expect(css).toContain('.animated.animated-slow{animation-duration:2s}.animated.animated-fast{animation-duration:.75s}');
    expect(css).toContain(
      '@media(prefers-reduced-motion:reduce){.animated{animation:none!important}.elementor-invisible{visibility:visible}}',
    );
  });

  it('leaves out the section and column rules on a page of containers only', () => {
    const all = baseLayoutCss(DEFAULT_BREAKPOINTS);
    const containers = baseLayoutCss(DEFAULT_BREAKPOINTS, { sections: false });
    expect(all).toContain(':where(.elementor-section-boxed>.elementor-container)');
    expect(all).toContain(':where(.elementor-column){width:var(--e-col,100%)}');
    expect(containers).not.toMatch(/elementor-section|elementor-column|elementor-widget-wrap>/);
    expect(containers).toContain(':where(.e-con-inner){display:flex;');
    expect(containers).toContain('.elementor-element.elementor-hidden-mobile{display:none}');
  });

  it('prints the keyframes of the entrance animations it is given, and nothing for none', () => {
    const css = baseLayoutCss(DEFAULT_BREAKPOINTS, { animations: new Set(['fadeInUp', 'bounceIn']) });
    expect(css).toContain('.fadeInUp{animation-name:fadeInUp}@keyframes fadeInUp{from{opacity:0;transform:translateY(100%)}}');
    expect(css).toContain('.elementor-invisible{visibility:hidden;');
    expect(css).not.toMatch(/@keyframes (fadeIn|zoomIn|slideIn)\{|bounceIn/);
    expect(baseLayoutCss(DEFAULT_BREAKPOINTS, { animations: [] })).not.toMatch(/@keyframes|elementor-invisible|\.animated/);
  });

  it('computes device ranges smallest first', () => {
    expect(deviceRanges(DEFAULT_BREAKPOINTS)).toEqual([
      { device: 'mobile', min: undefined, max: 767 },
      { device: 'tablet', min: 768, max: 1024 },
      { device: 'desktop', min: 1025, max: undefined },
    ]);
  });
});
