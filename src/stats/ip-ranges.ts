// The excludedIpRanges setting as a matcher: single addresses and CIDR ranges, IPv4 and IPv6.
// IPv4 clients seen through an IPv6 socket (::ffff:192.0.2.1) match their IPv4 ranges.
import { BlockList, isIP } from 'node:net';

export interface IpMatcher {
  matches(ip: string): boolean;
  /** Entries that are not an address or range (ignored, reported by the settings page). */
  invalid: string[];
}

export function parseIpRange(entry: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | undefined {
  const [address = '', prefixText, extra] = entry.trim().split('/');
  if (extra !== undefined) return undefined;
  const version = isIP(address);
  if (!version) return undefined;
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  if (!(prefix >= 0 && prefix <= max)) return undefined;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

export function ipMatcher(entries: readonly string[]): IpMatcher {
  const list = new BlockList();
  const invalid: string[] = [];
  let count = 0;
  for (const entry of entries) {
    const range = parseIpRange(entry);
    if (!range) {
      invalid.push(entry);
      continue;
    }
    list.addSubnet(range.address, range.prefix, range.family);
    count++;
  }
  return {
    invalid,
    matches(ip) {
      if (!count) return false;
      const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
      const address = mapped ?? ip;
      const version = isIP(address);
      if (!version) return false;
      return list.check(address, version === 4 ? 'ipv4' : 'ipv6');
    },
  };
}
