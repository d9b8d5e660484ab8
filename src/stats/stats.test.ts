import { describe, expect, it } from 'vitest';
import { addDays, dayCount, dayOf, eachDay } from './days.ts';
import { ipMatcher } from './ip-ranges.ts';
import { resolveRange } from './report.ts';
import { visitorHash } from './salt.ts';
import { signSource, verifySource } from './signature.ts';

describe('signatures', () => {
  const secret = Buffer.from('a'.repeat(64), 'hex');
  it('bind a signature to one source type and id under one secret', () => {
    const sig = signSource(secret, 'page', 7529);
    expect(sig).toMatch(/^[0-9a-f]{32}$/);
    expect(verifySource(secret, 'page', 7529, sig)).toBe(true);
    expect(verifySource(secret, 'page', 7530, sig)).toBe(false);
    expect(verifySource(secret, 'post', 7529, sig)).toBe(false);
    expect(verifySource(Buffer.from('b'.repeat(64), 'hex'), 'page', 7529, sig)).toBe(false);
    expect(verifySource(secret, 'page', 7529, sig.slice(0, 31))).toBe(false);
  });
});

describe('visitor hashes and the daily salt', () => {
  it('are stable within a day and unrelated across days (the salt rotates)', () => {
    const ua = 'Mozilla/5.0 Test';
    const monday = visitorHash('salt-monday', '203.0.113.5', ua);
    expect(visitorHash('salt-monday', '203.0.113.5', ua)).toBe(monday);
    expect(visitorHash('salt-tuesday', '203.0.113.5', ua)).not.toBe(monday);
    expect(visitorHash('salt-monday', '203.0.113.6', ua)).not.toBe(monday);
    expect(visitorHash('salt-monday', '203.0.113.5', `${ua}!`)).not.toBe(monday);
    expect(monday).toMatch(/^[0-9a-f]{32}$/);
    expect(monday).not.toContain('203');
  });
});

describe('site days', () => {
  it('fall in the site timezone', () => {
    const at = new Date('2026-03-01T23:30:00Z');
    expect(dayOf(at, 'UTC')).toBe('2026-03-01');
    expect(dayOf(at, 'Europe/Athens')).toBe('2026-03-02');
    expect(dayOf(at, 'America/New_York')).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(dayCount('2026-02-27', '2026-03-02')).toBe(4);
    expect(eachDay('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  });

  it('resolve each range key with a previous period of the same length just before', () => {
    const now = new Date('2026-03-15T10:00:00Z');
    expect(resolveRange('today', now, 'UTC')).toEqual({
      current: { from: '2026-03-15', to: '2026-03-15' },
      previous: { from: '2026-03-14', to: '2026-03-14' },
    });
    expect(resolveRange('yesterday', now, 'UTC').current).toEqual({ from: '2026-03-14', to: '2026-03-14' });
    expect(resolveRange('7d', now, 'UTC')).toEqual({
      current: { from: '2026-03-09', to: '2026-03-15' },
      previous: { from: '2026-03-02', to: '2026-03-08' },
    });
    expect(resolveRange('30d', now, 'UTC').current).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(resolveRange('this_month', now, 'UTC')).toEqual({
      current: { from: '2026-03-01', to: '2026-03-15' },
      previous: { from: '2026-02-14', to: '2026-02-28' },
    });
    expect(resolveRange('last_month', now, 'UTC')).toEqual({
      current: { from: '2026-02-01', to: '2026-02-28' },
      previous: { from: '2026-01-04', to: '2026-01-31' },
    });
    expect(resolveRange('this_year', now, 'UTC').current).toEqual({ from: '2026-01-01', to: '2026-03-15' });
    expect(resolveRange('custom', now, 'UTC', { from: '2026-01-10', to: '2026-01-12' }).previous).toEqual({
      from: '2026-01-07',
      to: '2026-01-09',
    });
    expect(resolveRange('today', new Date('2026-03-15T23:30:00Z'), 'Asia/Tokyo').current.from).toBe('2026-03-16');
    expect(() => resolveRange('custom', now, 'UTC')).toThrow(/custom range/);
    expect(() => resolveRange('custom', now, 'UTC', { from: '2026-02-30', to: '2026-03-01' })).toThrow(/YYYY-MM-DD/);
    expect(() => resolveRange('custom', now, 'UTC', { from: '2026-03-02', to: '2026-03-01' })).toThrow(/after/);
  });
});

describe('excluded IP ranges', () => {
  it('match IPv4 and IPv6 addresses and CIDR ranges, and report bad entries', () => {
    const m = ipMatcher(['192.0.2.0/24', '198.51.100.7', '2001:db8::/32', 'nonsense', '10.0.0.0/33']);
    expect(m.matches('192.0.2.200')).toBe(true);
    expect(m.matches('::ffff:192.0.2.1')).toBe(true);
    expect(m.matches('192.0.3.1')).toBe(false);
    expect(m.matches('198.51.100.7')).toBe(true);
    expect(m.matches('198.51.100.8')).toBe(false);
    expect(m.matches('2001:db8:1::5')).toBe(true);
    expect(m.matches('2001:db9::1')).toBe(false);
    expect(m.invalid).toEqual(['nonsense', '10.0.0.0/33']);
    expect(ipMatcher([]).matches('192.0.2.1')).toBe(false);
  });
});
