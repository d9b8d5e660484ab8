import { describe, expect, it } from 'vitest';
import { createClientLimit } from './client-limit.ts';

describe('client limit', () => {
  it('allows a burst, then answers with the seconds to wait, and earns requests back over time', () => {
    let t = 0;
    const limit = createClientLimit({ burst: 3, perSecond: 0.5, now: () => t });
    expect([limit.take('198.51.100.1'), limit.take('198.51.100.1'), limit.take('198.51.100.1')]).toEqual([0, 0, 0]);
    expect(limit.take('198.51.100.1')).toBe(2);
    // Another client has its own bucket.
    expect(limit.take('198.51.100.2')).toBe(0);
    t = 2000;
    expect(limit.take('198.51.100.1')).toBe(0);
    expect(limit.take('198.51.100.1')).toBe(2);
  });

  it('counts an IPv6 client by its /64', () => {
    const limit = createClientLimit({ burst: 1, now: () => 0 });
    expect(limit.take('2001:db8:1:2::1')).toBe(0);
    expect(limit.take('2001:db8:1:2:ffff::9')).toBeGreaterThan(0);
    expect(limit.take('2001:db8:1:3::1')).toBe(0);
  });

  it('remembers a bounded number of clients', () => {
    let t = 0;
    const limit = createClientLimit({ burst: 2, perSecond: 1, maxClients: 100, now: () => t });
    for (let i = 0; i < 1000; i++) limit.take(`10.0.${i >> 8}.${i & 255}`);
    // Still working, and a fresh client still gets its burst.
    t = 10;
    expect(limit.take('192.0.2.1')).toBe(0);
  });
});
