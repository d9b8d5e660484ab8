// Reads Elementor's motion effects settings (`motion_fx_*`, `background_motion_fx_*`) into the effects
// that are on, with numbers in place of slider objects. Plain code for the server (markup, layer
// size) and the browser (src/behaviours/motion-fx.ts), so both agree on what runs.

import { type Range, sliderRange, sliderSize } from './slider.ts';

export type MotionPrefix = 'motion_fx' | 'background_motion_fx';
export type Direction = 'out-in' | 'in-out' | 'in-out-in' | 'out-in-out';
export type { Range };

/** A scroll effect that moves with the scroll position: translate and rotate (`direction` '' or 'negative'). */
export interface MoveEffect {
  speed: number;
  negative: boolean;
  affectedRange: Range;
}
/** A scroll effect that fades over a viewport range: opacity and blur (`level`), scale (`speed`). */
export interface FadeEffect {
  direction: Direction;
  level: number;
  range: Range;
}

export interface MotionOptions {
  scroll: {
    translateY?: MoveEffect;
    translateX?: MoveEffect;
    rotateZ?: MoveEffect;
    opacity?: FadeEffect;
    blur?: FadeEffect;
    scale?: FadeEffect;
  };
  mouse: { mouseTrack?: { speed: number; negative: boolean }; tilt?: { speed: number; negative: boolean } };
  /** Device modes the effects run on; undefined means every device (Elementor's default). */
  devices?: string[];
  /** Scroll progress measured over the element's pass through the viewport, or over the whole page. */
  range: 'viewport' | 'page';
}

type Settings = Record<string, unknown>;

const DIRECTIONS: readonly Direction[] = ['out-in', 'in-out', 'in-out-in', 'out-in-out'];

const on = (v: unknown) => v === 'yes' || v === true;

/** The effects of one group that are on, or undefined when none is (nothing to attach). */
export function readMotionOptions(settings: Settings, prefix: MotionPrefix): MotionOptions | undefined {
  const key = (name: string) => settings[`${prefix}_${name}`];
  const isElement = prefix === 'motion_fx';
  const scrolling = on(key('motion_fx_scrolling'));
  const mousing = on(key('motion_fx_mouse'));
  // Most elements have neither group on: nothing below could add an effect (cold renders ask ~6 times per element).
  if (!scrolling && !mousing) return undefined;
  const options: MotionOptions = { scroll: {}, mouse: {}, range: key('range') === 'page' ? 'page' : 'viewport' };

  const move = (name: 'translateY' | 'translateX' | 'rotateZ', speed: number): void => {
    if (!scrolling || !on(key(`${name}_effect`))) return;
    options.scroll[name] = {
      speed: sliderSize(key(`${name}_speed`), speed),
      negative: key(`${name}_direction`) === 'negative',
      affectedRange: sliderRange(key(`${name}_affectedRange`), { start: 0, end: 100 }),
    };
  };
  const fade = (name: 'opacity' | 'blur' | 'scale', level: number): void => {
    if (!scrolling || !on(key(`${name}_effect`))) return;
    const direction = key(`${name}_direction`);
    options.scroll[name] = {
      direction: DIRECTIONS.includes(direction as Direction) ? (direction as Direction) : 'out-in',
      level: sliderSize(key(name === 'scale' ? 'scale_speed' : `${name}_level`), level),
      range: sliderRange(key(`${name}_range`), { start: 20, end: 80 }),
    };
  };
  move('translateY', 4);
  move('translateX', 4);
  if (isElement) move('rotateZ', 1);
  fade('opacity', 10);
  fade('blur', 7);
  fade('scale', 4);
  if (mousing && on(key('mouseTrack_effect'))) {
    options.mouse.mouseTrack = { speed: sliderSize(key('mouseTrack_speed'), 1), negative: key('mouseTrack_direction') === 'negative' };
  }
  if (isElement && mousing && on(key('tilt_effect'))) {
    options.mouse.tilt = { speed: sliderSize(key('tilt_speed'), 4), negative: key('tilt_direction') === 'negative' };
  }
  const devices = key('devices');
  if (Array.isArray(devices)) options.devices = devices.filter((d): d is string => typeof d === 'string');
  const any = Object.keys(options.scroll).length + Object.keys(options.mouse).length;
  return any ? options : undefined;
}

/**
 * The background layer's size in % of the element: enlarged by 10 × the speed of the movement on
 * each axis (mouse tracking, or the scroll translation on that axis, which wins), as Elementor does.
 */
export function backgroundLayerSize(options: MotionOptions): { width: number; height: number } {
  const track = options.mouse.mouseTrack ? options.mouse.mouseTrack.speed * 10 : 0;
  const x = options.scroll.translateX ? options.scroll.translateX.speed * 10 : track;
  const y = options.scroll.translateY ? options.scroll.translateY.speed * 10 : track;
  return { width: 100 + x, height: 100 + y };
}
