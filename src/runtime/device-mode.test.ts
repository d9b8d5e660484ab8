// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_BREAKPOINTS, deviceForWidth } from '../model/breakpoints.ts';
import { breakpointsFromConfig, createDeviceMode } from './device-mode.ts';

/** A window whose width we set; media queries report change events like a browser's. */
function fakeWindow(width: number) {
  const queries: { query: string; listeners: Set<() => void> }[] = [];
  const win = {
    innerWidth: width,
    matchMedia: (query: string) => {
      const entry = { query, listeners: new Set<() => void>() };
      queries.push(entry);
      return {
        addEventListener: (_: string, fn: () => void) => entry.listeners.add(fn),
        removeEventListener: (_: string, fn: () => void) => entry.listeners.delete(fn),
      } as unknown as MediaQueryList;
    },
  };
  const resize = (w: number) => {
    win.innerWidth = w;
    for (const q of queries) for (const fn of q.listeners) fn();
  };
  return { win, queries, resize };
}

describe('device mode', () => {
  it('maps widths to the kit devices at the boundaries', () => {
    expect(deviceForWidth(767, DEFAULT_BREAKPOINTS)).toBe('mobile');
    expect(deviceForWidth(768, DEFAULT_BREAKPOINTS)).toBe('tablet');
    expect(deviceForWidth(1024, DEFAULT_BREAKPOINTS)).toBe('tablet');
    expect(deviceForWidth(1025, DEFAULT_BREAKPOINTS)).toBe('desktop');
  });

  it('listens to one media query per active breakpoint and fires change only across one', () => {
    const { win, queries, resize } = fakeWindow(1280);
    const mode = createDeviceMode(DEFAULT_BREAKPOINTS, win);
    expect(queries.map((q) => q.query)).toEqual(['(max-width:1024px)', '(max-width:767px)']);
    expect(mode.current).toBe('desktop');
    const changes = vi.fn();
    mode.onChange(changes);
    resize(1025);
    expect(changes).not.toHaveBeenCalled();
    resize(1024);
    expect(changes).toHaveBeenLastCalledWith('tablet', 'desktop');
    resize(767);
    expect(changes).toHaveBeenLastCalledWith('mobile', 'tablet');
    expect(mode.current).toBe('mobile');
    mode.destroy();
    resize(1300);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('takes breakpoints from the boot config and falls back per breakpoint', () => {
    const bps = breakpointsFromConfig({ mobile: { value: 600, isEnabled: true }, tablet: 'bad' });
    expect(bps.mobile.value).toBe(600);
    expect(bps.tablet).toEqual(DEFAULT_BREAKPOINTS.tablet);
    expect(breakpointsFromConfig(null)).toEqual(DEFAULT_BREAKPOINTS);
    expect(deviceForWidth(700, bps)).toBe('tablet');
  });
});
