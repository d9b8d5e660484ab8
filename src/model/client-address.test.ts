import { describe, expect, it } from 'vitest';
import { clientSubject } from './client-address.ts';

describe('clientSubject', () => {
  it('is an IPv4 address as it is, an IPv4-mapped address as its IPv4, and an IPv6 address as its /64', () => {
    expect(clientSubject('203.0.113.7')).toBe('203.0.113.7');
    expect(clientSubject('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientSubject('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientSubject('2001:0DB8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientSubject('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(clientSubject('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(clientSubject('::1')).toBe('0:0:0:0::/64');
  });
});
