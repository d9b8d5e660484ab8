import { describe, expect, it } from 'vitest';
import { stickyConfig, stickyState } from './sticky-math.ts';

describe('sticky configuration', () => {
  it('is on only for sticky top/bottom on the devices listed, with per-device offsets inherited', () => {
    expect(stickyConfig({ sticky: '' }, 'desktop')).toBeUndefined();
    expect(stickyConfig({ sticky: 'top', sticky_on: ['desktop'] }, 'mobile')).toBeUndefined();
    const settings = {
      sticky: 'top',
      sticky_on: ['desktop', 'tablet', 'mobile'],
      sticky_offset: 10,
      sticky_offset_tablet: '20',
      sticky_parent: 'yes',
    };
    expect(stickyConfig(settings, 'desktop')).toEqual({ to: 'top', offset: 10, effectsOffset: 0, parent: true, anchorOffset: 0 });
    expect(stickyConfig(settings, 'mobile')!.offset).toBe(20);
    expect(stickyConfig({ sticky: 'bottom' }, 'mobile')!.to).toBe('bottom');
  });
});

describe('sticky state', () => {
  const top = { to: 'top', offset: 20, effectsOffset: 100, parent: false, anchorOffset: 0 } as const;
  const at = (scrollY: number, extra = {}) => ({ scrollY, viewportHeight: 800, top: 500, height: 80, ...extra });

  it('sticks at the top once scrolled past its place less the offset, effects past the effects offset', () => {
    expect(stickyState(top, at(480)).state).toBe('static');
    expect(stickyState(top, at(481))).toEqual({ state: 'stuck', effects: false, shift: 0 });
    expect(stickyState(top, at(580))).toEqual({ state: 'stuck', effects: true, shift: 0 });
  });

  it('stays inside its parent: held at the parent end once its bottom would pass it', () => {
    const inParent = { ...top, parent: true };
    expect(stickyState(inParent, at(600, { parentBottom: 1000 })).state).toBe('stuck');
    // 901 + 20 + 80 > 1000: held with its bottom on the parent's bottom.
    expect(stickyState(inParent, at(901, { parentBottom: 1000 }))).toEqual({ state: 'held', effects: true, shift: 420 });
  });

  it('sticks at the bottom while its place is below the visible bottom', () => {
    const bottom = { to: 'bottom', offset: 0, effectsOffset: 0, parent: false, anchorOffset: 0 } as const;
    const far = { scrollY: 0, viewportHeight: 800, top: 2000, height: 60 };
    expect(stickyState(bottom, far).state).toBe('stuck');
    expect(stickyState(bottom, { ...far, scrollY: 1260 }).state).toBe('static');
  });
});
