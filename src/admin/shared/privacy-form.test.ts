import { describe, expect, it } from 'vitest';
import { ipRangeProblem, isIpv6 } from './ip-range.ts';
import { checkPrivacyForm } from './privacy-form.ts';

const VALID = {
  enabled: true,
  trackAnonymously: false,
  dntEnabled: true,
  consentLevel: 'statistics',
  bypassAdBlockers: false,
  retentionDays: 180,
  excludedRoles: ['administrator', 'editor'],
  excludedIpRanges: ['203.0.113.0/24', ' 2001:db8::1 ', '', '203.0.113.0/24'],
  linkTracking: true,
  downloadTracking: true,
  storeUserAgent: false,
};

describe('excluded IP ranges', () => {
  it('accepts addresses and CIDR ranges of both families', () => {
    for (const ok of [
      '192.168.0.1',
      '10.0.0.0/8',
      '0.0.0.0/0',
      '2001:db8::/32',
      '::1',
      '::',
      'fe80::1:2:3:4',
      '::ffff:192.0.2.1',
      '1:2:3:4:5:6:7:8/128',
    ])
      expect(ipRangeProblem(ok), ok).toBeUndefined();
  });

  it('says what is wrong with anything else', () => {
    expect(ipRangeProblem('256.1.1.1')).toBe('“256.1.1.1” is not an IPv4 or IPv6 address.');
    expect(ipRangeProblem('hotel.example')).toBe('“hotel.example” is not an IPv4 or IPv6 address.');
    expect(ipRangeProblem('10.0.0.0/33')).toBe('The prefix of “10.0.0.0/33” must be a number from 0 to 32.');
    expect(ipRangeProblem('2001:db8::/129')).toBe('The prefix of “2001:db8::/129” must be a number from 0 to 128.');
    expect(ipRangeProblem('10.0.0.0/8/8')).toBe('“10.0.0.0/8/8” has more than one “/”.');
    expect(ipRangeProblem('10.0.0.0/')).toMatch(/prefix/);
    expect(isIpv6('1::2::3')).toBe(false);
    expect(isIpv6('1:2:3:4:5:6:7')).toBe(false);
    expect(isIpv6('1:2:3:4:5:6:7:8:9')).toBe(false);
  });
});

describe('the privacy form', () => {
  it('keeps valid settings, trimming and de-duplicating the ranges', () => {
    const checked = checkPrivacyForm(VALID);
    expect(checked).toEqual({ ok: true, settings: { ...VALID, excludedIpRanges: ['203.0.113.0/24', '2001:db8::1'] } });
  });

  it('names every field that is wrong, each with its own message', () => {
    const checked = checkPrivacyForm({
      ...VALID,
      dntEnabled: 'yes',
      consentLevel: 'everything',
      retentionDays: -1,
      excludedRoles: ['owner'],
      excludedIpRanges: ['10.0.0.300'],
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({
      dntEnabled: 'Choose on or off.',
      consentLevel: 'Choose one of: disabled, functional, statistics-anonymous, statistics, marketing.',
      retentionDays: 'Type a whole number of days from 0 (keep everything) to 3650.',
      excludedRoles: 'Choose from: administrator, editor, author, contributor, subscriber.',
      excludedIpRanges: '“10.0.0.300” is not an IPv4 or IPv6 address.',
    });
  });

  it('refuses fractions, too many ranges and a missing form', () => {
    const bad = (input: unknown) => {
      const c = checkPrivacyForm(input);
      return c.ok ? {} : c.errors;
    };
    expect(bad({ ...VALID, retentionDays: 1.5 }).retentionDays).toBeDefined();
    expect(bad({ ...VALID, retentionDays: 3651 }).retentionDays).toBeDefined();
    expect(bad({ ...VALID, excludedIpRanges: Array.from({ length: 201 }, (_, i) => `10.0.${i >> 8}.${i & 255}`) }).excludedIpRanges).toBe(
      'At most 200 entries, please.',
    );
    expect(Object.keys(bad(null))).toHaveLength(11);
    expect(Object.keys(bad([]))).toHaveLength(11);
  });
});
