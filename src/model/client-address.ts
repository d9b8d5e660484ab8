// Who a client is, for per-client limits (login delays, the tracker's budget): an IPv4 address, or an
// IPv6 address's /64, which one household or host usually holds whole (counting single IPv6 addresses
// would give every client 2^64 budgets). IPv4-mapped IPv6 addresses count as their IPv4 address.
import { isIPv6 } from 'node:net';

export function clientSubject(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(Math.max(8 - left.length - right.length, 0)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
