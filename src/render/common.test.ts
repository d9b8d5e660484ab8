import { describe, expect, it } from 'vitest';
import { commonBehaviours, commonClasses, commonClientSettings, isCommonSetting } from './common.ts';
import { node, renderTree, rule } from '../../test/helpers/render-tree.tsx';

const TABLET = '(max-width:1024px)';
const MOBILE = '(max-width:767px)';

const widget = (settings: Record<string, unknown>) =>
  renderTree([node('widget', { title: 'Hi', ...settings }, [], { id: 'w1', widgetType: 'heading' })]);

describe('common classes', () => {
  it('hides per device by device name, whatever the stored value says', () => {
    expect(
      commonClasses({ hide_desktop: 'hidden-desktop', hide_mobile: 'hidden-phone', hide_tablet: '', hide_laptop: 'hidden-laptop' }),
    ).toEqual(['elementor-hidden-desktop', 'elementor-hidden-laptop', 'elementor-hidden-mobile']);
  });

  it('keeps valid custom classes from widgets and layouts only', () => {
    expect(commonClasses({ _css_classes: 'a-b  c_d "><script>', css_classes: 'tf-icons-box' })).toEqual(['a-b', 'c_d', 'tf-icons-box']);
  });

  it('marks animated elements invisible with their speed, and width/position classes', () => {
    expect(
      commonClasses({
        _animation: 'fadeInUp',
        animation_duration: 'slow',
        _element_width: 'initial',
        _element_width_mobile: 'inherit',
        _position: 'absolute',
      }),
    ).toEqual([
      'elementor-invisible',
      'animated-slow',
      'elementor-widget__width-initial',
      'elementor-widget-mobile__width-inherit',
      'elementor-absolute',
    ]);
    expect(commonClasses({ animation: 'none' })).toEqual([]);
    expect(commonClasses({ animation_mobile: 'slideInLeft' })).toEqual(['elementor-invisible']);
  });

  it('gives the entrance behaviour its animation per device and delay', () => {
    expect(commonBehaviours({ _animation: 'fadeIn' })).toEqual(['entrance-animation']);
    expect(commonBehaviours({ _animation: 'none' })).toEqual([]);
    expect(commonClientSettings({ animation: 'fadeInUp', animation_mobile: 'slideInLeft', animation_delay: 600 })).toEqual({
      animation: 'fadeInUp',
      animation_mobile: 'slideInLeft',
      animation_delay: 600,
    });
    expect(commonClientSettings({ _animation: 'zoomIn', _animation_delay: 'soon' })).toEqual({ animation: 'zoomIn', animation_delay: 0 });
    expect(commonClientSettings({ _animation: 'x"y' })).toBeUndefined();
  });

  it('counts device variants and groups as handled settings', () => {
    for (const key of [
      'hide',
      '_margin',
      '_background_color',
      '_border_radius',
      '_box_shadow_box_shadow',
      '_transform_rotateZ_effect',
      '_flex_order',
    ]) {
      expect(isCommonSetting(key), key).toBe(true);
    }
    expect(isCommonSetting('padding')).toBe(false);
  });
});

describe('common CSS of widgets', () => {
  it('puts the margin on the widget, and padding, background and border on its container (Elementor 3.30)', () => {
    const { css } = widget({
      _margin: { unit: 'px', top: '10', right: '0', bottom: '0', left: '0' },
      _padding_tablet: { unit: '%', top: '1', right: '2', bottom: '1', left: '2' },
      _background_background: 'classic',
      _background_color: '#FCBC45',
      _border_border: 'solid',
      _border_width: { unit: 'px', top: '1', right: '1', bottom: '1', left: '1' },
      _border_radius: { unit: 'px', top: '5', right: '5', bottom: '5', left: '5' },
      _box_shadow_box_shadow_type: 'yes',
      _box_shadow_box_shadow: { horizontal: 0, vertical: 10, blur: 30, spread: 0, color: 'rgba(0, 0, 0, 0.15)' },
      _box_shadow_box_shadow_position: 'inset',
      _background_hover_background: 'classic',
      _background_hover_color: '#163838',
    });
    const inner = '.elementor-element-w1>.elementor-widget-container';
    expect(rule(css, '.elementor-element-w1')).toContain('margin:10px 0 calc(var(--kit-widget-spacing,0px) + 0px) 0');
    expect(rule(css, inner)).toBe(
      'background-color:#FCBC45;border-style:solid;border-width:1px;border-radius:5px;' +
        'box-shadow:0 10px 30px 0 rgba(0, 0, 0, 0.15) inset;transition:background 0.3s,border 0.3s,border-radius 0.3s,box-shadow 0.3s',
    );
    expect(rule(css, inner, TABLET)).toBe('padding:1% 2%');
    expect(rule(css, '.elementor-element-w1:hover>.elementor-widget-container')).toBe('background-color:#163838');
  });

  it('sizes widgets: full, inline and custom width only where Custom is chosen', () => {
    const { css } = widget({
      _element_width: 'initial',
      _element_custom_width: { unit: '%', size: 50 },
      _element_custom_width_tablet: { unit: 'px', size: 402 },
      _element_width_mobile: 'inherit',
      _element_custom_width_mobile: { unit: '%', size: 20 },
    });
    expect(rule(css, '.elementor-element-w1')).toBe('--container-widget-width:50%;--container-widget-flex-grow:0;width:50%');
    expect(rule(css, '.elementor-element-w1', TABLET)).toBe('--container-widget-width:402px;--container-widget-flex-grow:0;width:402px');
    expect(rule(css, '.elementor-element-w1', MOBILE)).toBe('width:100%;max-width:100%');
    // A custom width without Custom chosen is a leftover: Elementor ignores it.
    expect(widget({ _element_custom_width: { unit: '%', size: 50 } }).css).not.toContain('width');
  });

  it('positions absolutely from the chosen corner, offsets defaulting to 0', () => {
    const { css } = widget({
      _position: 'absolute',
      _offset_orientation_v: 'end',
      _offset_y_end: { unit: 'px', size: 30 },
      _offset_x_mobile: { unit: '%', size: 45 },
      _z_index: 2,
      _z_index_mobile: 0,
    });
    expect(rule(css, '.elementor-element-w1')).toBe('position:absolute;left:0;bottom:30px;z-index:2');
    expect(rule(css, '.elementor-element-w1', MOBILE)).toBe('left:45%;z-index:0');
  });

  it('keeps the static place of an absolute element whose offsets were stored empty', () => {
    const empty = { unit: 'px', size: '', sizes: [] };
    const { css } = widget({ _position: 'absolute', _offset_x: empty, _offset_y: empty });
    expect(rule(css, '.elementor-element-w1')).toBe('position:absolute');
  });

  it('prints flex item settings of widgets and containers', () => {
    const { css } = widget({
      _flex_align_self: 'center',
      _flex_order_mobile: 'start',
      _flex_size: 'custom',
      _flex_grow: '2',
      _flex_shrink: 0,
    });
    expect(rule(css, '.elementor-element-w1')).toBe('align-self:center;flex-grow:2;flex-shrink:0');
    expect(rule(css, '.elementor-element-w1', MOBILE)).toBe('order:-99999');
    const c = renderTree([node('container', { _flex_size: 'none', _flex_order_tablet: 'end' }, [], { id: 'c1' })]).css;
    expect(c).toBe('.elementor-element-c1{flex-grow:0;flex-shrink:0}@media(max-width:1024px){.elementor-element-c1{order:99999}}');
  });

  it('rotates, moves and scales only with the popover on, hover with a transition', () => {
    const { css } = widget({
      _transform_rotate_popover_hover: 'transform',
      _transform_rotateZ_effect: { unit: 'px', size: 0 },
      _transform_rotateZ_effect_hover: { unit: 'px', size: 5 },
      _transform_translateY_effect: { unit: 'px', size: 80 },
      _transform_scale_popover_hover: 'transform',
      _transform_scale_effect_hover: { unit: 'px', size: 1.05 },
    });
    expect(rule(css, '.elementor-element-w1:hover>.elementor-widget-container')).toBe('transform:rotate(5deg) scale(1.05)');
    expect(rule(css, '.elementor-element-w1>.elementor-widget-container')).toBe('transition:transform .4s');
  });

  it('never prints invalid values', () => {
    const { css } = widget({
      _margin: { unit: 'javascript', top: '1', right: '1', bottom: '1', left: '1' },
      _padding: { unit: 'px', top: '1;}', right: 0, bottom: 0, left: 0 },
      _z_index: '9;color:red',
      _flex_align_self: 'everywhere',
      _flex_order: 'custom',
      _flex_order_custom: '1.5',
      _element_width: 'initial',
      _element_custom_width: { unit: 'custom', size: 'url(x)' },
      _position: 'sticky',
      _background_background: 'classic',
      _background_image: { url: 'data:text/html,<script>' },
      _box_shadow_box_shadow_type: 'yes',
      _box_shadow_box_shadow: { horizontal: 'x', vertical: 0, blur: 1, spread: 0, color: '#000' },
    });
    expect(css).toBe('');
  });
});
