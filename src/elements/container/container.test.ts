import { describe, expect, it } from 'vitest';
import { node, renderTree, rule } from '../../../test/helpers/render-tree.tsx';

const TABLET = '(max-width:1024px)';
const MOBILE = '(max-width:767px)';

const one = (settings: Record<string, unknown>, extra = {}) => renderTree([node('container', settings, [], { id: 'c1', ...extra })]);

describe('container', () => {
  it('renders a boxed parent with an inner box, and a full-width child without', () => {
    const { html } = renderTree([
      node('container', {}, [node('container', { content_width: 'full' }, [], { id: 'c2', isInner: true })], { id: 'c1' }),
    ]);
    expect(html).toBe(
      '<div class="elementor-element elementor-element-c1 e-con e-con-boxed e-flex e-parent" data-id="c1" data-element_type="container">' +
        '<div class="e-con-inner">' +
        '<div class="elementor-element elementor-element-c2 e-con e-con-full e-flex e-child" data-id="c2" data-element_type="container"></div>' +
        '</div></div>',
    );
  });

  it('prints nothing for a default container (the base CSS holds the defaults)', () => {
    expect(one({}).css).toBe('');
  });

  it('prints direction, justify, align, wrap and gap per device as custom properties', () => {
    const { css } = one({
      flex_direction: 'row',
      flex_direction_mobile: 'column',
      flex_justify_content: 'space-between',
      flex_justify_content_tablet: 'center',
      flex_align_items: 'center',
      flex_wrap: 'wrap',
      flex_wrap_mobile: 'nowrap',
      flex_gap: { column: '30', row: '10', unit: 'px', isLinked: false },
      flex_gap_tablet: { column: '2', row: '2', unit: 'em', isLinked: true },
      flex_gap_mobile: { column: '', row: '', unit: 'px', size: null },
    });
    const base = rule(css, '.elementor-element-c1');
    expect(base).toContain('--flex-direction:row');
    expect(base).toContain('--container-widget-flex-grow:1');
    expect(base).toContain('--justify-content:space-between');
    expect(base).toContain('--align-items:center');
    expect(base).toContain('--flex-wrap:wrap');
    expect(base).toContain('--gap:10px 30px');
    expect(rule(css, '.elementor-element-c1', TABLET)).toBe('--justify-content:center;--gap:2em');
    const mobile = rule(css, '.elementor-element-c1', MOBILE);
    expect(mobile).toContain('--flex-direction:column;--container-widget-width:100%');
    expect(mobile).toContain('--flex-wrap:nowrap');
    expect(mobile).not.toContain('--gap');
  });

  it('uses boxed_width for a boxed container and width for a full one, full width on mobile unless set', () => {
    const boxed = one({ boxed_width: { unit: 'px', size: 1290 }, width: { unit: '%', size: 50 } }).css;
    expect(rule(boxed, '.elementor-element-c1')).toBe('--content-width:1290px');
    expect(rule(boxed, '.elementor-element-c1', MOBILE)).toBe('--content-width:min(100%,var(--container-max-width,1140px))');

    const full = one({ content_width: 'full', width: { unit: '%', size: 50 }, width_tablet: { unit: '%', size: 100 } }).css;
    expect(rule(full, '.elementor-element-c1')).toBe('--width:50%');
    expect(rule(full, '.elementor-element-c1', TABLET)).toBe('--width:100%');
    expect(rule(full, '.elementor-element-c1', MOBILE)).toBe('--width:100%');

    const own = one({ content_width: 'full', width: { unit: '%', size: 50 }, width_mobile: { unit: 'px', size: 90 } }).css;
    expect(rule(own, '.elementor-element-c1', MOBILE)).toBe('--width:90px');
  });

  it('keeps a boxed width off phones unless the phone has its own (Elementor: tablet and up)', () => {
    const half = { boxed_width: { unit: '%', size: 50 }, boxed_width_mobile: { unit: '%', size: '' } };
    expect(rule(one(half).css, '.elementor-element-c1', MOBILE)).toBe('--content-width:min(100%,var(--container-max-width,1140px))');
    const own = one({ ...half, boxed_width_mobile: { unit: 'px', size: 300 } }).css;
    expect(rule(own, '.elementor-element-c1', MOBILE)).toBe('--content-width:300px');
    expect(one({}).css).not.toContain('--content-width');
  });

  it('prints grid tracks, gaps and flow, with Elementor one-column default on mobile', () => {
    const { css, html } = one({
      container_type: 'grid',
      content_width: 'full',
      grid_columns_grid: { unit: 'fr', size: 4 },
      grid_columns_grid_tablet: { unit: 'fr', size: 2 },
      grid_rows_grid: { unit: 'fr', size: 1 },
      grid_gaps: { column: '60', row: '20', unit: 'px' },
      grid_auto_flow: 'column',
      grid_justify_items: 'center',
      flex_direction: 'row',
    });
    expect(html).toContain('e-con-full e-grid e-parent');
    const base = rule(css, '.elementor-element-c1');
    expect(base).toBe(
      '--e-con-grid-template-columns:repeat(4,1fr);--e-con-grid-template-rows:repeat(1,1fr);--gap:20px 60px;--grid-auto-flow:column;--justify-items:center',
    );
    expect(rule(css, '.elementor-element-c1', TABLET)).toBe('--e-con-grid-template-columns:repeat(2,1fr)');
    expect(rule(css, '.elementor-element-c1', MOBILE)).toBe('--e-con-grid-template-columns:repeat(1,1fr)');
    expect(one({ container_type: 'grid', grid_columns_grid: { unit: 'custom', size: '1fr 2fr' } }).css).toContain(
      '--e-con-grid-template-columns:1fr 2fr',
    );
  });

  it('prints spacing, min height, overflow, z-index and custom position', () => {
    const { css } = one({
      padding: { unit: 'px', top: '100', right: '0', bottom: '100', left: '0', isLinked: false },
      padding_mobile: { unit: 'em', top: '', right: '', bottom: '', left: '', isLinked: true },
      margin: { unit: 'px', top: '-83', right: '0', bottom: '0', left: '0' },
      min_height: { unit: 'vh', size: 100 },
      overflow: 'hidden',
      z_index: 2,
      position: 'absolute',
      _offset_orientation_h: 'end',
      _offset_x_end: { unit: 'px', size: -20 },
    });
    expect(rule(css, '.elementor-element-c1')).toBe(
      'position:absolute;right:-20px;top:0;z-index:2;min-height:100vh;padding:100px 0;margin:-83px 0 0;overflow:hidden',
    );
    expect(css).not.toContain('@media');
  });

  it('renders its html tag, and an `a` container only with a safe link', () => {
    expect(one({ html_tag: 'section' }).html).toMatch(/^<section class="elementor-element/);
    const link = one({ html_tag: 'a', link: { url: '/rooms', is_external: 'on' } }).html;
    expect(link).toMatch(/^<a class="[^"]*" data-id="c1" data-element_type="container" href="\/rooms" target="_blank" rel="noopener">/);
    expect(one({ html_tag: 'a', link: { url: 'javascript:alert(1)' } }).html).toMatch(/^<div /);
  });

  it('never prints invalid values and never throws', () => {
    const { css, html, warnings } = one({
      flex_direction: 'diagonal',
      flex_direction_tablet: 'sideways',
      flex_justify_content: 'center;color:red',
      padding: { unit: 'javascript', top: '1', right: '1', bottom: '1', left: '1' },
      margin: { unit: 'px', top: 'url(x)', right: '0', bottom: '0', left: '0' },
      flex_gap: { column: '-5', row: 'x', unit: 'px' },
      min_height: { unit: 'px;}body{', size: 5 },
      width: 'calc(100% - expression(1))',
      boxed_width: { unit: 'custom', size: 'url(evil)' },
      grid_columns_grid: { unit: 'fr', size: 1e9 },
      background_background: 'classic',
      background_color: 'red;}x{',
      background_image: { url: 'javascript:alert(1)' },
      border_border: 'solid',
      border_width: { unit: 'vw;', top: 1 },
      html_tag: 'script',
      z_index: '1;x',
      settings: null,
    });
    expect(css).toBe('.elementor-element-c1{border-style:solid}');
    expect(html).toMatch(/^<div class="elementor-element elementor-element-c1 e-con e-con-boxed e-flex e-parent"/);
    expect(warnings.some((w) => w.msg === 'invalid settings replaced by defaults')).toBe(true);
  });
});
