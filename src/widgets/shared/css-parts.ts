// Value checks and class helpers widgets share. Group controls print through src/contracts/declaration/group-css.ts.
import { colour, globalOr } from '../../model/values.ts';

/** A lowercase CSS keyword from a fixed list, else undefined. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A colour setting with its `__globals__` reference applied. */
export function colourOf(settings: Record<string, unknown>, key: string): string | undefined {
  return colour(globalOr(settings, key));
}

const TEXT_ALIGN = ['left', 'center', 'right', 'justify', 'start', 'end'] as const;

/** `text-align` for an alignment setting value. */
export function textAlign(value: unknown): string | undefined {
  return oneOf(value, TEXT_ALIGN);
}

/** left/center/right as flexbox main-axis alignment. */
export function flexAlign(value: unknown): string | undefined {
  const map: Record<string, string> = {
    left: 'flex-start',
    start: 'flex-start',
    center: 'center',
    right: 'flex-end',
    end: 'flex-end',
    justify: 'stretch',
  };
  return typeof value === 'string' ? map[value] : undefined;
}

/**
 * A slider a document stored with an empty size (`{unit:'px', size:''}`). Elementor prints a control's
 * default CSS only when the setting is absent, so a cleared value means "none", not the default that
 * Foyer's base CSS stands for.
 */
export function isClearedSize(value: unknown): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const s = (value as { size?: unknown }).size;
  return s === '' || s === null;
}

/** `elementor-animation-{name}` for a hover animation setting, or nothing. */
export function hoverAnimationClass(name: unknown): string[] {
  return typeof name === 'string' && /^[a-z-]{1,30}$/.test(name) ? [`elementor-animation-${name}`] : [];
}

/** Joins class names, skipping empty ones. */
export function cx(...names: Array<string | false | undefined | null | string[]>): string {
  return names.flat().filter(Boolean).join(' ');
}
