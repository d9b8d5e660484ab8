import { describe, expect, it } from 'vitest';
import { node, renderTree, rule } from '../../test/helpers/render-tree.tsx';

const parallax = {
  background_background: 'classic',
  background_image: { url: '/uploads/sea.jpg', id: 1 },
  background_motion_fx_motion_fx_scrolling: 'yes',
  background_motion_fx_translateY_effect: 'yes',
  background_motion_fx_translateY_speed: { unit: 'px', size: 3 },
};

describe('motion effects markup', () => {
  it('renders the background layer first inside a container, enlarged by 10 × speed %, with the background on it', () => {
    const { html, css } = renderTree([node('container', parallax, [], { id: 'c1' })]);
    expect(html).toContain('elementor-motion-effects-element elementor-motion-effects-element-type-background');
    expect(html).toMatch(/data-behaviours="[^"]*\bmotion-fx\b/);
    expect(html).toContain(
      '<div class="elementor-motion-effects-container" aria-hidden="true"><div class="elementor-motion-effects-layer"></div></div>',
    );
    expect(html.indexOf('elementor-motion-effects-container')).toBeLessThan(html.indexOf('e-con-inner'));
    const layer = rule(css, '.elementor-element-c1>.elementor-motion-effects-container>.elementor-motion-effects-layer');
    expect(layer).toContain('width:100%');
    expect(layer).toContain('height:130%');
    expect(layer).toMatch(/background-image:url\("?\/uploads\/sea.jpg"?\)/);
  });

  it('puts a column layer inside its widget wrap', () => {
    const { html } = renderTree([node('section', {}, [node('column', parallax, [], { id: 'k1' })], { id: 's1' })]);
    expect(html).toMatch(/<div class="elementor-widget-wrap"><div class="elementor-motion-effects-container"/);
  });

  it('sends the settings of element motion and sticky to the browser, under Elementor names', () => {
    const { html, css } = renderTree([
      node(
        'widget',
        {
          title: 'Hi',
          motion_fx_motion_fx_scrolling: 'yes',
          motion_fx_rotateZ_effect: 'yes',
          motion_fx_transform_origin_x: 'left',
          motion_fx_translateX_effect: 'yes', // on, but nothing else in that key family is sent unset
          sticky: 'top',
          sticky_on: ['desktop'],
          sticky_offset: 12,
          background_motion_fx_motion_fx_scrolling: '',
        },
        [],
        { id: 'w1', widgetType: 'heading' },
      ),
    ]);
    expect(html).toContain('data-behaviours="motion-fx sticky"');
    const settings = JSON.parse(/data-settings="([^"]*)"/.exec(html)![1].replace(/&quot;/g, '"'));
    expect(settings).toMatchObject({ motion_fx_rotateZ_effect: 'yes', sticky: 'top', sticky_on: ['desktop'], sticky_offset: 12 });
    expect(settings).not.toHaveProperty('background_motion_fx_motion_fx_scrolling');
    expect(rule(css, '.elementor-element-w1>.elementor-widget-container')).toContain('transform-origin:left center');
    expect(html).not.toContain('elementor-motion-effects-container');
  });

  it('adds nothing to elements without motion or sticky', () => {
    const { html, css } = renderTree([node('container', { motion_fx_motion_fx_scrolling: 'yes' }, [], { id: 'c2' })]);
    expect(html).not.toContain('data-behaviours');
    expect(css).not.toContain('motion-effects');
  });
});
