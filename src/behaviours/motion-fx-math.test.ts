import { describe, expect, it } from 'vitest';
import { readMotionOptions } from '../model/motion-fx-options.ts';
import { directionMovePoint, fxStyle, mouseValues, pageProgress, scrollValues, viewportProgress } from './motion-fx-math.ts';

const element = { type: 'element' } as const;
const range = (start: number, end: number) => ({ unit: '%', size: '', sizes: { start, end } });

function scroll(settings: Record<string, unknown>) {
  return readMotionOptions({ motion_fx_motion_fx_scrolling: 'yes', ...settings }, 'motion_fx')!.scroll;
}

describe('scroll progress', () => {
  it('runs from 0 as the element enters at the bottom to 100 as it leaves at the top', () => {
    expect(viewportProgress(800, 200, 800)).toBe(0);
    expect(viewportProgress(300, 200, 800)).toBe(50);
    expect(viewportProgress(-200, 200, 800)).toBe(100);
    expect(viewportProgress(2000, 200, 800)).toBe(0);
    expect(pageProgress(500, 2000, 1000)).toBe(50);
    expect(pageProgress(0, 800, 800)).toBe(0);
  });
});

describe('direction move point over a viewport range (20–80)', () => {
  const r = { start: 20, end: 80 };
  it('out-in rises across the range and holds, in-out falls', () => {
    expect([10, 20, 50, 80, 90].map((p) => directionMovePoint(p, 'out-in', r))).toEqual([0, 0, 50, 100, 100]);
    expect([10, 20, 50, 80, 90].map((p) => directionMovePoint(p, 'in-out', r))).toEqual([100, 100, 50, 0, 0]);
  });
  it('in-out-in and out-in-out hold inside the range and change outside it', () => {
    expect([0, 10, 50, 90, 100].map((p) => directionMovePoint(p, 'in-out-in', r))).toEqual([100, 50, 0, 50, 100]);
    expect([0, 10, 50, 90, 100].map((p) => directionMovePoint(p, 'out-in-out', r))).toEqual([0, 50, 100, 50, 0]);
  });
});

describe('scroll effects', () => {
  it('translateY moves speed px per % from the middle, up by default, down when negative', () => {
    const up = scroll({ motion_fx_translateY_effect: 'yes', motion_fx_translateY_speed: { unit: 'px', size: 4 } });
    expect(scrollValues(up, 50, element).translateY).toBe(-0);
    expect(scrollValues(up, 75, element).translateY).toBe(-100);
    expect(scrollValues(up, 25, element).translateY).toBe(100);
    const down = scroll({
      motion_fx_translateY_effect: 'yes',
      motion_fx_translateY_direction: 'negative',
      motion_fx_translateY_speed: { size: 2 },
    });
    expect(scrollValues(down, 75, element).translateY).toBe(50);
  });

  it('holds a move within its affected range', () => {
    const x = scroll({ motion_fx_translateX_effect: 'yes', motion_fx_translateX_affectedRange: range(40, 60) });
    expect(scrollValues(x, 0, element).translateX).toBe(40); // held at 40 %: -(40-50)*4
    expect(scrollValues(x, 100, element).translateX).toBe(-40);
  });

  it('rotateZ turns speed degrees per %', () => {
    const r = scroll({ motion_fx_rotateZ_effect: 'yes', motion_fx_rotateZ_speed: { size: 1 } });
    expect(scrollValues(r, 80, element).rotateZ).toBe(-30);
  });

  it('opacity fades by level ÷ 10 over its range; blur by level px; scale by speed ÷ 1000 per point', () => {
    const s = scroll({
      motion_fx_opacity_effect: 'yes',
      motion_fx_opacity_level: { size: 10 },
      motion_fx_blur_effect: 'yes',
      motion_fx_blur_level: { size: 7 },
      motion_fx_scale_effect: 'yes',
      motion_fx_scale_speed: { size: 4 },
    });
    expect(scrollValues(s, 0, element)).toMatchObject({ opacity: 0, blur: 7, scale: 1 });
    expect(scrollValues(s, 50, element)).toMatchObject({ opacity: 0.5, blur: 3.5, scale: 1.2 });
    expect(scrollValues(s, 100, element)).toMatchObject({ opacity: 1, blur: 0, scale: 1.4 });
    const half = scroll({ motion_fx_opacity_effect: 'yes', motion_fx_opacity_level: { size: 5 }, motion_fx_opacity_direction: 'in-out' });
    expect(scrollValues(half, 100, element).opacity).toBe(0.5);
  });

  it('moves a background layer within its spare room', () => {
    const y = readMotionOptions(
      { background_motion_fx_motion_fx_scrolling: 'yes', background_motion_fx_translateY_effect: 'yes' },
      'background_motion_fx',
    )!.scroll;
    const layer = { type: 'background', movableX: 0, movableY: 200 } as const;
    expect(scrollValues(y, 0, layer).translateY! + 0).toBe(0);
    expect(scrollValues(y, 75, layer).translateY).toBe(-150);
    const down = { ...y, translateY: { ...y.translateY!, negative: true } };
    expect(scrollValues(down, 75, layer).translateY).toBe(-50);
  });
});

describe('mouse effects', () => {
  const mouse = (settings: Record<string, unknown>) =>
    readMotionOptions({ motion_fx_motion_fx_mouse: 'yes', ...settings }, 'motion_fx')!.mouse;

  it('mouseTrack moves against the pointer by default and with it when direct', () => {
    const opposite = mouse({ motion_fx_mouseTrack_effect: 'yes', motion_fx_mouseTrack_speed: { size: 2 } });
    expect(mouseValues(opposite, 100, 50, element)).toMatchObject({ translateX: -100, translateY: -0 });
    const direct = mouse({ motion_fx_mouseTrack_effect: 'yes', motion_fx_mouseTrack_direction: 'negative' });
    expect(mouseValues(direct, 100, 0, element)).toMatchObject({ translateX: 50, translateY: -50 });
  });

  it('tilt turns by speed ÷ 10 degrees per % around both axes', () => {
    const tilt = mouse({ motion_fx_tilt_effect: 'yes', motion_fx_tilt_speed: { size: 4 } });
    expect(mouseValues(tilt, 100, 0, element)).toEqual({ rotateX: 20, rotateY: 20 });
    expect(mouseValues(tilt, 50, 50, element)).toEqual({ rotateX: -0, rotateY: -0 });
  });
});

describe('style', () => {
  it('writes transform parts in a fixed order after the element own transform, opacity and blur', () => {
    expect(fxStyle({ scale: 1.2, translateY: -10, opacity: 0.5, blur: 2 }, 'matrix(1, 0, 0, 1, 0, 0)')).toEqual({
      transform: 'matrix(1, 0, 0, 1, 0, 0) translateY(-10px) scale(1.2)',
      opacity: '0.5',
      filter: 'blur(2px)',
    });
    expect(fxStyle({})).toEqual({ transform: '', opacity: '', filter: '' });
  });
});
