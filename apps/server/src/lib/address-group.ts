/**
 * The unit per-address limits count (issue 31): an IPv4 address as it is, an IPv6 address by its
 * /64 network. One IPv6 customer, a phone or a home router, is given a whole /64 (RFC 6177,
 * 3GPP), so counting single IPv6 addresses let one client take 2^64 fresh addresses.
 */
import { isIP } from 'node:net';

/** '203.0.113.7' → '203.0.113.7'; '::ffff:203.0.113.7' → '203.0.113.7'; '2001:db8:1:2:a:b:c:d' → '2001:db8:1:2::/64'. */
export function addressGroup(address: string): string {
  const bare = address.split('%')[0]!.toLowerCase(); // a zone id (fe80::1%eth0) is not part of the address
  if (isIP(bare) !== 6) return bare;
  const hextets = expandIpv6(bare);
  if (!hextets) return bare;
  // An IPv4-mapped address is that IPv4 address.
  if (hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff)
    return `${hextets[6]! >> 8}.${hextets[6]! & 255}.${hextets[7]! >> 8}.${hextets[7]! & 255}`;
  return `${hextets
    .slice(0, 4)
    .map((h) => h.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with '::' and a trailing dotted IPv4 expanded). */
function expandIpv6(address: string): number[] | null {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parts = (s: string) => (s ? s.split(':').map((h) => Number.parseInt(h, 16)) : []);
  const left = parts(head);
  const right = tail === undefined ? [] : parts(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  return [...left, ...new Array<number>(missing).fill(0), ...right];
}
