import { describe, expect, it } from 'vitest';
import { node, renderTree, rule } from '../../../test/helpers/render-tree.tsx';

const TABLET = '(max-width:1024px)';
const MOBILE = '(max-width:767px)';

function section(
  settings: Record<string, unknown>,
  columns = [node('column', { _column_size: 50 }), node('column', { _column_size: 50 })],
) {
  return renderTree([node('section', settings, columns, { id: 's1' })]);
}

describe('section', () => {
  it('renders Elementor markup with the gap preset and height classes', () => {
    const { html } = renderTree([node('section', { gap: 'no' }, [node('column', { _column_size: 100 }, [], { id: 'k1' })], { id: 's1' })]);
    expect(html).toBe(
      '<section class="elementor-element elementor-element-s1 elementor-section elementor-top-section elementor-section-boxed elementor-section-height-default" data-id="s1" data-element_type="section">' +
        '<div class="elementor-container elementor-column-gap-no">' +
        '<div class="elementor-element elementor-element-k1 elementor-column elementor-col-100 elementor-top-column" data-id="k1" data-element_type="column">' +
        '<div class="elementor-widget-wrap"></div></div></div></section>',
    );
  });

  it('adds layout, height, position, stretch and reverse classes', () => {
    const { html } = section({
      layout: 'full_width',
      height: 'min-height',
      column_position: 'bottom',
      content_position: 'middle',
      stretch_section: 'section-stretched',
      reverse_order_mobile: 'reverse-mobile',
      html_tag: 'header',
    });
    expect(html).toMatch(
      /^<header class="elementor-element elementor-element-s1 elementor-section elementor-top-section elementor-section-full_width elementor-section-height-min-height elementor-section-items-bottom elementor-section-content-middle elementor-section-stretched elementor-reverse-mobile"/,
    );
    // Column position only counts with a height.
    expect(section({ column_position: 'top' }).html).not.toContain('elementor-section-items-');
  });

  it('prints content width, custom gap, min height (400px by default) and reversed order on its device', () => {
    const { css } = section({
      content_width: { unit: 'px', size: 1375 },
      content_width_tablet: { unit: 'px', size: 600 },
      gap: 'custom',
      gap_columns_custom: { unit: 'px', size: 25 },
      height: 'min-height',
      custom_height_mobile: { unit: 'px', size: 300 },
      reverse_order_tablet: 'reverse-tablet',
    });
    expect(rule(css, '.elementor-element-s1>.elementor-container', TABLET)).toBe('max-width:600px');
    expect(rule(css, '.elementor-element-s1>.elementor-container>.elementor-column>.elementor-element-populated')).toBe('padding:25px');
    expect(rule(css, '.elementor-element-s1>.elementor-container', MOBILE)).toBe('min-height:300px');
    expect(css).toContain('.elementor-element-s1>.elementor-container{max-width:1375px;min-height:400px}');
    expect(rule(css, '.elementor-element-s1>.elementor-container>:nth-child(1)', TABLET)).toBe('order:2');
    expect(rule(css, '.elementor-element-s1>.elementor-container>:nth-child(1)', MOBILE)).toBe('order:0');
    // A full-width section has no content width.
    expect(section({ layout: 'full_width', content_width: { unit: 'px', size: 900 } }).css).not.toContain('max-width');
  });

  it('uses the inner height settings for inner sections', () => {
    const { html, css } = renderTree([
      node('section', { height: 'full', height_inner: 'min-height', custom_height_inner: { unit: 'px', size: 200 } }, [], {
        id: 's2',
        isInner: true,
      }),
    ]);
    expect(html).toContain(
      'elementor-inner-section elementor-section-boxed elementor-section-height-min-height elementor-section-items-middle',
    );
    expect(css).toBe('.elementor-element-s2>.elementor-container{min-height:200px}');
  });

  it('prints background, overlay layer and border on itself', () => {
    const { css, html } = section({
      background_background: 'classic',
      background_color: '#FFFFFF',
      background_overlay_background: 'classic',
      background_overlay_color: '#0D233E',
      background_overlay_opacity: { unit: 'px', size: 0.7 },
      border_border: 'solid',
      border_width: { unit: 'px', top: '0', right: '0', bottom: '2', left: '0' },
      border_color: '#F0F0F0',
      box_shadow_box_shadow_type: 'yes',
      box_shadow_box_shadow: { horizontal: 0, vertical: 5, blur: 25, spread: 0, color: 'rgba(0, 0, 0, 0.1)' },
    });
    expect(html).toContain('e-overlay');
    expect(rule(css, '.elementor-element-s1')).toBe(
      'background-color:#FFFFFF;border-style:solid;border-color:#F0F0F0;border-width:0 0 2px;box-shadow:0 5px 25px 0 rgba(0, 0, 0, 0.1)',
    );
    expect(rule(css, '.elementor-element-s1::before')).toBe('background-color:#0D233E;opacity:0.7');
  });
});

describe('column', () => {
  it('prints its width for tablet and up, and stacks on mobile unless a mobile width is set', () => {
    const { css, html } = renderTree([
      node('section', {}, [
        node('column', { _column_size: 33, _inline_size: null }, [], { id: 'a' }),
        node('column', { _column_size: 33, _inline_size: 45.5, _inline_size_tablet: 100, _inline_size_mobile: 50 }, [], { id: 'b' }),
        node('column', { _column_size: '33', _inline_size: '' }, [], { id: 'c' }),
      ]),
    ]);
    expect(html).toContain('elementor-element-a elementor-column elementor-col-33 elementor-top-column');
    expect(rule(css, '.elementor-element-a')).toBe('--e-col:33.333%');
    expect(rule(css, '.elementor-element-b')).toBe('--e-col:45.5%');
    expect(rule(css, '.elementor-element-b', TABLET)).toBe('--e-col:100%');
    expect(rule(css, '.elementor-element-b', MOBILE)).toBe('width:50%');
    expect(rule(css, '.elementor-element-c')).toBe('--e-col:33.333%');
  });

  it('aligns and spaces its widgets, with padding on the populated wrap', () => {
    const { css, html } = renderTree([
      node(
        'column',
        {
          content_position: 'center',
          content_position_mobile: 'space-between',
          align: 'flex-end',
          space_between_widgets: 0,
          space_between_widgets_tablet: 10,
          padding: { unit: 'em', top: '2', right: '2', bottom: '2', left: '2' },
          background_background: 'classic',
          background_color: '#FFFFFF',
          border_radius: { unit: 'px', top: '5', right: '5', bottom: '5', left: '5' },
        },
        [node('widget', {}, [], { widgetType: 'heading' })],
        { id: 'k' },
      ),
    ]);
    expect(html).toContain('<div class="elementor-widget-wrap elementor-element-populated">');
    expect(rule(css, '.elementor-element-k>.elementor-widget-wrap')).toBe(
      'align-content:center;align-items:center;justify-content:flex-end;--e-ws:0px;background-color:#FFFFFF;border-radius:5px',
    );
    expect(rule(css, '.elementor-element-k>.elementor-widget-wrap', TABLET)).toBe('--e-ws:10px');
    expect(rule(css, '.elementor-element-k>.elementor-widget-wrap', MOBILE)).toBe('align-content:space-between');
    expect(rule(css, '.elementor-element-k>.elementor-element-populated')).toBe('padding:2em');
  });

  it('ignores bad widths without failing', () => {
    const { css, warnings } = renderTree([
      node('column', { _column_size: 'wide', _inline_size: -4, _inline_size_mobile: 'x' }, [], { id: 'z' }),
    ]);
    expect(css).toBe('.elementor-element-z{--e-col:100%}');
    expect(warnings.filter((w) => w.msg.includes('failed'))).toEqual([]);
  });
});
