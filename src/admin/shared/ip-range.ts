// Checks an excluded IP range as staff type it: one address (IPv4 or IPv6) or a CIDR range. Pure, so
// the privacy page can say what is wrong next to the field before anything is sent.
const IPV4_PART = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

export function isIpv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((p) => IPV4_PART.test(p));
}

export function isIpv6(text: string): boolean {
  if (text.includes(':::') || text.split('::').length > 2) return false;
  let groups = 0;
  const halves = text.split('::');
  for (const [h, half] of halves.entries()) {
    if (!half) continue;
    const parts = half.split(':');
    for (const [i, part] of parts.entries()) {
      // An embedded IPv4 address may end the last half (::ffff:192.0.2.1).
      if (h === halves.length - 1 && i === parts.length - 1 && part.includes('.')) {
        if (!isIpv4(part)) return false;
        groups += 2;
      } else if (HEX_GROUP.test(part)) groups += 1;
      else return false;
    }
  }
  return halves.length === 2 ? groups < 8 : groups === 8;
}

/** A message saying what is wrong with one range, or undefined when it is a valid address or CIDR range. */
export function ipRangeProblem(range: string): string | undefined {
  const [address, prefix, extra] = range.trim().split('/');
  if (extra !== undefined) return `“${range}” has more than one “/”.`;
  const v4 = isIpv4(address);
  if (!v4 && !isIpv6(address)) return `“${address}” is not an IPv4 or IPv6 address.`;
  if (prefix === undefined) return undefined;
  const max = v4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > max) return `The prefix of “${range}” must be a number from 0 to ${max}.`;
  return undefined;
}
