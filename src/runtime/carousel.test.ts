// The carousel's responsive item counts and its transition speed (spec §9).
import { describe, expect, it } from 'vitest';
import { CAROUSEL_TIMING, EMBLA_DURATION, emblaDuration, settleMs, slidesPerView } from './carousel.ts';

describe('slidesPerView', () => {
  it('shows 1 from 0 px, at most 2 from 600 px, the configured count from 900 px', () => {
    expect([0, 375, 599].map((w) => slidesPerView(w, 3))).toEqual([1, 1, 1]);
    expect([600, 700, 899].map((w) => slidesPerView(w, 3))).toEqual([2, 2, 2]);
    expect([900, 1280].map((w) => slidesPerView(w, 3))).toEqual([3, 3]);
    expect(slidesPerView(700, 1)).toBe(1);
    expect(slidesPerView(1280, 5)).toBe(5);
    expect(slidesPerView(1280, 0)).toBe(1);
  });
});

describe('transition speed', () => {
  it('settles a slide in about 250 ms with Embla at the duration used', () => {
    expect(CAROUSEL_TIMING).toEqual({ autoplay: 5000, transition: 250, refresh: 200 });
    // Embla 8's scroll body, stepped at its fixed 60 fps with its default friction (0.68).
    let location = 0;
    let velocity = 0;
    let frames = 0;
    while (Math.abs(1 - location) > 0.01 && frames < 600) {
      velocity += (1 - location) / EMBLA_DURATION;
      velocity *= 0.68;
      location += velocity;
      frames++;
    }
    const ms = (frames * 1000) / 60;
    expect(ms).toBeGreaterThanOrEqual(200);
    expect(ms).toBeLessThanOrEqual(300);
  });
});

describe('emblaDuration', () => {
  it("maps a transition in ms (Elementor's speed) to the Embla duration that settles closest to it", () => {
    expect([13, EMBLA_DURATION]).toContain(emblaDuration(250));
    expect(Math.abs(settleMs(emblaDuration(500)) - 500)).toBeLessThan(40);
    expect(emblaDuration(0)).toBe(0);
  });
});
