import { describe, expect, it } from 'vitest';
import { backgroundLayerSize, readMotionOptions } from './motion-fx-options.ts';
import { sliderRange, sliderSize } from './slider.ts';

describe('motion effects options', () => {
  it('is undefined when no group flag or no effect is on', () => {
    expect(readMotionOptions({}, 'motion_fx')).toBeUndefined();
    expect(readMotionOptions({ motion_fx_motion_fx_scrolling: 'yes' }, 'motion_fx')).toBeUndefined();
    // An effect left on under a group that is off does not run (its control is hidden).
    expect(readMotionOptions({ motion_fx_translateY_effect: 'yes', motion_fx_motion_fx_mouse: 'yes' }, 'motion_fx')).toBeUndefined();
  });

  it('reads Elementor defaults, devices and range', () => {
    const o = readMotionOptions(
      {
        motion_fx_motion_fx_scrolling: 'yes',
        motion_fx_opacity_effect: 'yes',
        motion_fx_devices: ['desktop', 'tablet', 7],
        motion_fx_range: 'page',
      },
      'motion_fx',
    )!;
    expect(o.scroll.opacity).toEqual({ direction: 'out-in', level: 10, range: { start: 20, end: 80 } });
    expect(o.devices).toEqual(['desktop', 'tablet']);
    expect(o.range).toBe('page');
  });

  it('leaves rotate and tilt out of the background group, as Elementor does', () => {
    const o = readMotionOptions(
      {
        background_motion_fx_motion_fx_scrolling: 'yes',
        background_motion_fx_rotateZ_effect: 'yes',
        background_motion_fx_motion_fx_mouse: 'yes',
        background_motion_fx_tilt_effect: 'yes',
      },
      'background_motion_fx',
    );
    expect(o).toBeUndefined();
  });

  it('reads sliders leniently and orders range handles', () => {
    expect(sliderSize({ size: '' }, 4)).toBe(4);
    expect(sliderSize('2.5', 4)).toBe(2.5);
    expect(sliderRange({ sizes: { start: 90, end: '10' } }, { start: 0, end: 100 })).toEqual({ start: 10, end: 90 });
    expect(sliderRange({ sizes: [] }, { start: 0, end: 100 })).toEqual({ start: 0, end: 100 });
  });

  it('enlarges the background layer by 10 × speed % per axis', () => {
    const o = readMotionOptions(
      {
        background_motion_fx_motion_fx_scrolling: 'yes',
        background_motion_fx_translateY_effect: 'yes',
        background_motion_fx_translateY_speed: { size: 3 },
        background_motion_fx_motion_fx_mouse: 'yes',
        background_motion_fx_mouseTrack_effect: 'yes',
        background_motion_fx_mouseTrack_speed: { size: 1 },
      },
      'background_motion_fx',
    )!;
    expect(backgroundLayerSize(o)).toEqual({ width: 110, height: 130 });
  });
});
