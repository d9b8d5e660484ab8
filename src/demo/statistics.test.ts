import { describe, expect, it } from 'vitest';
import { share } from './statistics.ts';

describe('demo statistics', () => {
  it('splits a total into whole numbers that add up to it', () => {
    let seed = 0;
    const jitter = () => (seed = (seed * 9301 + 49297) % 233280) / 233280;
    for (const total of [0, 1, 7, 100, 1234]) {
      const parts = share(total, { a: 5, b: 3, c: 1, d: 0.1 }, jitter);
      expect(parts.reduce((s, [, n]) => s + n, 0)).toBe(total);
      expect(parts.every(([, n]) => Number.isInteger(n) && n > 0)).toBe(true);
    }
  });
});
