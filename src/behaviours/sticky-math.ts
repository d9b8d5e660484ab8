// The decisions of a sticky element, pure so they are unit tested: its configuration for a device
// (Elementor's settings, per-device offsets inheriting the larger device's) and, for a scroll
// position, whether it is stuck, past its effects offset, or held at the end of its parent.
import type { Device } from '../model/breakpoints.ts';
import { resolveResponsive } from '../model/responsive.ts';

export interface StickyConfig {
  to: 'top' | 'bottom';
  offset: number;
  effectsOffset: number;
  parent: boolean;
  anchorOffset: number;
}

const num = (v: unknown): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : 0;
};

/** The configuration on `device`, or undefined when the element is not sticky there. */
export function stickyConfig(settings: Record<string, unknown>, device: Device): StickyConfig | undefined {
  const to = settings.sticky;
  if (to !== 'top' && to !== 'bottom') return undefined;
  // Elementor's default is every device; a stored list limits it.
  const on = settings.sticky_on;
  if (Array.isArray(on) && !on.includes(device)) return undefined;
  return {
    to,
    offset: num(resolveResponsive(settings, 'sticky_offset', device)),
    effectsOffset: num(resolveResponsive(settings, 'sticky_effects_offset', device)),
    parent: Boolean(settings.sticky_parent),
    anchorOffset: num(resolveResponsive(settings, 'sticky_anchor_link_offset', device)),
  };
}

/** Where things are, in page coordinates (px from the top of the document). */
export interface StickyMeasure {
  scrollY: number;
  viewportHeight: number;
  /** The element's top and height where it sits in the flow. */
  top: number;
  height: number;
  /** The parent's top and bottom, when the element must stay inside it. */
  parentTop?: number;
  parentBottom?: number;
}

export interface StickyState {
  state: 'static' | 'stuck' | 'held';
  /** Past `sticky_effects_offset`: the `elementor-sticky--effects` class is on. */
  effects: boolean;
  /** When held at its parent's end: how far it is moved from its place in the flow (px). */
  shift: number;
}

export function stickyState(config: StickyConfig, m: StickyMeasure): StickyState {
  if (config.to === 'top') {
    const stickAt = m.top - config.offset;
    if (m.scrollY <= stickAt) return { state: 'static', effects: false, shift: 0 };
    const effects = m.scrollY - stickAt >= config.effectsOffset;
    // Its fixed bottom would pass the parent's bottom: it stays at the parent's end instead.
    if (config.parent && m.parentBottom !== undefined && m.scrollY + config.offset + m.height > m.parentBottom) {
      return { state: 'held', effects, shift: Math.max(0, m.parentBottom - m.height - m.top) };
    }
    return { state: 'stuck', effects, shift: 0 };
  }
  const visibleBottom = m.scrollY + m.viewportHeight - config.offset;
  const bottom = m.top + m.height;
  if (visibleBottom >= bottom) return { state: 'static', effects: false, shift: 0 };
  const effects = bottom - visibleBottom >= config.effectsOffset;
  if (config.parent && m.parentTop !== undefined && visibleBottom - m.height < m.parentTop) {
    return { state: 'held', effects, shift: Math.min(0, m.parentTop - m.top) };
  }
  return { state: 'stuck', effects, shift: 0 };
}
